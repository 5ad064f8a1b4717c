import type {ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {useActionData, useLoaderData} from '@remix-run/react'
import {Island} from '~/components/Island'
import {useRootData} from '~/hooks/useRootData'
import {Invitation} from '~/invitations/Invitation'
import {loadInvitationInfo, sendInvitation} from '~/invitations/invitation-page.server'
import type {SendResult} from '~/invitations/send-result'
import {invitationMessages} from '~/messages/invitation'
import type {RouteHandle} from '~/root'
import {pageMeta} from '~/seo/meta'

export async function loader({params}: LoaderFunctionArgs) {
  const idAmbiente = params.idAmbiente ?? ''
  return {idAmbiente, info: await loadInvitationInfo(idAmbiente)}
}

export const action = ({request, context, params}: ActionFunctionArgs) =>
  sendInvitation(request, context, params.idAmbiente ?? '')

// The action's Refresh header (home after a success) reaches a browser without JavaScript.
export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders
// Only the form runs in React (docs/decisions/0064).
export const handle: RouteHandle = {islands: ['convite']}

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  pageMeta({title: invitationMessages.title}, matches, `/minha_eva/convite/${encodeURIComponent(data?.idAmbiente ?? '')}`, {
    index: false,
  })

export default function InvitationPage() {
  const {idAmbiente, info} = useLoaderData<typeof loader>()
  const posted = useActionData<SendResult>()
  const {settings} = useRootData()
  const deepLink = settings.appDeepLinkTemplate.replaceAll('{idAmbiente}', encodeURIComponent(idAmbiente))
  const props = {info, deepLink, downloadUrl: settings.appDownloadUrl, posted}
  return (
    <div className="container page-heading">
      <Island name="convite" props={props}>
        <Invitation {...props} />
      </Island>
    </div>
  )
}
