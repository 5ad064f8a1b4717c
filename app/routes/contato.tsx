import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {EmailAddress} from '~/components/EmailAddress'
import {Icon} from '~/components/Icon'
import {SmartLink} from '~/components/SmartLink'
import {CONTACT_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {mailtoHref, whatsappHref} from '~/domain/links'
import {useRootData} from '~/hooks/useRootData'
import {messages} from '~/messages'
import {pageMeta} from '~/seo/meta'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(CONTACT_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/contato')

export default function ContactPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const t = messages.contact
  return (
    <section className="container page-heading">
      <h1>{page.title}</h1>
      <p className="lead prose">{page.intro}</p>
      <ul className="contact-cards">
        <li className="contact-card">
          <Icon name="support" className="contact-card__icon" />
          <h2>{messages.footer.whatsapp}</h2>
          <p>{settings.phone}</p>
          <SmartLink className="button" href={whatsappHref(settings.phone, settings.whatsappGreeting)} newTab>
            {t.whatsapp}
          </SmartLink>
        </li>
        <li className="contact-card">
          <Icon name="mail" className="contact-card__icon" />
          <h2>{messages.footer.email}</h2>
          <p>
            <EmailAddress address={settings.email} />
          </p>
          <a className="button button--outline" href={mailtoHref(settings.email)}>
            {t.email}
          </a>
        </li>
      </ul>
      <p className="contact-notice">{settings.serviceAreaNotice}</p>
    </section>
  )
}
