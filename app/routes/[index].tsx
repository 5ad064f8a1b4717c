// /index: the "site under construction" page, not the home page (that is _index.tsx). The
// brackets make the file name the literal address.
import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {SmartLink} from '~/components/SmartLink'
import {publicPageHeaders} from '~/delivery/cache-control'
import {mailtoHref} from '~/domain/links'
import {useRootData} from '~/hooks/useRootData'
import {messages} from '~/messages'
import type {RouteHandle} from '~/root'
import {pageMeta} from '~/seo/meta'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

/** /index: the under-construction page, on its own (no site header or footer). */
export const handle: RouteHandle = {bare: true}

// The year comes from the server, so the page reads the same before and after hydration.
export const loader = () => ({year: new Date().getFullYear()})

export const meta: MetaFunction = ({matches}) => pageMeta({title: messages.underConstruction.title}, matches, '/index')

export default function UnderConstructionPage() {
  const {year} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const links = [
    {href: settings.social.facebook, label: messages.footer.social.facebook, external: true},
    {href: settings.social.instagram, label: messages.footer.social.instagram, external: true},
    {href: mailtoHref(settings.email), label: messages.underConstruction.email, external: false},
  ]
  return (
    <div className="under-construction">
      <main id="conteudo" className="under-construction__card">
        <img src="/logo.svg" alt="" width={200} height={56} />
        <h1>{settings.siteName}</h1>
        <p>{settings.underConstructionMessage}</p>
        <ul className="under-construction__links">
          {links.map((link) => (
            <li key={link.label}>
              <SmartLink href={link.href} newTab={link.external}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </main>
      <footer className="under-construction__footer">
        © {year} {settings.siteName}
      </footer>
    </div>
  )
}
