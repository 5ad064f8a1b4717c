import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {loadPageContent} from '~/content/content.server'
import {CONTACT_QUERY} from '~/content/queries'
import {messages} from '~/messages'
import {mailtoHref, whatsappHref} from '~/utils/links'
import {useRootData} from '~/utils/root-data'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  return {page: await loadPageContent(CONTACT_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/contato')

export default function ContactPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  return (
    <section className="container page-heading section">
      <h1>{page.title}</h1>
      <p className="prose">{page.intro}</p>
      <p className="contact-actions">
        <a className="button" href={whatsappHref(settings.phone, settings.whatsappGreeting)} target="_blank" rel="noopener noreferrer">
          {messages.contact.whatsapp}
          <span className="visually-hidden"> {messages.footer.newTab}</span>
        </a>
        <a className="button button--outline" href={mailtoHref(settings.email)}>
          {messages.contact.email}
        </a>
      </p>
    </section>
  )
}
