import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {RichText} from '~/components/RichText'
import {PRIVACY_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {messages} from '~/messages'
import {pageMeta} from '~/seo/meta'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(PRIVACY_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta(data?.page.seo, matches, '/politica-de-privacidade')

const longDate = new Intl.DateTimeFormat('pt-BR', {dateStyle: 'long', timeZone: 'UTC'})

export default function PrivacyPage() {
  const {page} = useLoaderData<typeof loader>()
  return (
    <article className="container page-heading prose">
      <h1>{page.title}</h1>
      <p className="lead">
        {messages.privacy.updatedAt} <time dateTime={page.updatedAt}>{longDate.format(new Date(page.updatedAt))}</time>
      </p>
      <RichText value={page.content} headingLevel={2} />
    </article>
  )
}
