import type {LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {messages} from '~/messages'
import {useRootData} from '~/utils/root-data'
import {pageMeta} from '~/utils/seo'

const t = messages.invitation

export function loader({params}: LoaderFunctionArgs) {
  return {idAmbiente: params.idAmbiente ?? ''}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta({title: t.title}, matches, `/minha_eva/convite/${encodeURIComponent(data?.idAmbiente ?? '')}`, {index: false})

/** Invitation to a Minha EVA environment (the flow itself: see the invitation issue). */
export default function InvitationPage() {
  const {idAmbiente} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const deepLink = settings.appDeepLinkTemplate.replace('{idAmbiente}', encodeURIComponent(idAmbiente))
  return (
    <section className="container page-heading section">
      <h1>{t.title}</h1>
      <p className="contact-actions">
        <a className="button" href={deepLink}>
          {t.open}
        </a>
        <a className="button button--outline" href={settings.appDownloadUrl}>
          {t.download}
        </a>
      </p>
    </section>
  )
}
