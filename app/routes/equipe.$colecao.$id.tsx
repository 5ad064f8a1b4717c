import type {ActionFunctionArgs, LoaderFunctionArgs} from '@remix-run/node'
import {Link, useActionData, useLoaderData, useSearchParams} from '@remix-run/react'
import {teamMessages} from '~/messages/team'
import {DeleteLead, LeadFields, LeadHistory, LeadMails, LeadNotes, LeadOrigin, StatusForm} from '~/team/LeadSections'
import {requireMember} from '~/team/team-auth.server'
import {leadAction, leadPage, notFound} from '~/team/team-inbox.server'

const t = teamMessages.lead

// One lead: every field, the links to answer, its status and history, notes, its mails, and
// its deletion on the person's request (a confirmation first: ?excluir).
export async function loader({request, params}: LoaderFunctionArgs) {
  await requireMember(request)
  const page = await leadPage(params.colecao ?? '', params.id ?? '')
  if (!page) throw notFound()
  return page
}

export async function action({request, params}: ActionFunctionArgs) {
  const member = await requireMember(request)
  return leadAction(request, member, params.colecao ?? '', params.id ?? '')
}

export default function LeadPage() {
  const lead = useLoaderData<typeof loader>()
  const answer = useActionData<{error?: string; email?: string}>()
  const [params] = useSearchParams()
  const saved = params.get('salvo')
  return (
    <>
      <p>
        <Link to="/equipe">← {t.back}</Link>
      </p>
      <h1>{lead.name}</h1>
      <p className="team-meta">
        {lead.kind} · {lead.received}
      </p>
      {lead.overdue ? <p className="team-overdue">{lead.overdue}</p> : null}
      {answer?.error ? (
        <p className="team-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      {saved ? (
        <p className="team-notice" role="status">
          {saved === 'nota' ? t.noteAdded : t.statusSaved}
        </p>
      ) : null}
      <LeadFields lead={lead} />
      <StatusForm lead={lead} />
      <LeadOrigin lead={lead} />
      <LeadHistory lead={lead} />
      <LeadNotes lead={lead} />
      <LeadMails lead={lead} />
      <DeleteLead here={`/equipe/${lead.collection}/${lead.id}`} confirming={params.has('excluir')} />
    </>
  )
}
