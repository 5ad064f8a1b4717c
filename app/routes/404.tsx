import {data, type MetaFunction} from '@remix-run/node'
import {messages} from '~/messages'
import {pageMeta} from '~/seo/meta'

const t = messages.notFound

// Unknown paths are redirected here ($.tsx); the page itself answers 404.
export const loader = () => data(null, {status: 404})

export const meta: MetaFunction = ({matches}) => pageMeta({title: t.title}, matches, '/404', {index: false})

export default function NotFoundPage() {
  return (
    <section className="container page-heading section">
      <h1>{t.title}</h1>
      <p>{t.hint}</p>
      <p>
        <a className="button" href="/">
          {t.home}
        </a>
      </p>
      <p>
        {t.contactPrefix} <a href="/contato">{t.contact}</a>.
      </p>
    </section>
  )
}
