import type {ActionFunctionArgs, LoaderFunctionArgs} from '@remix-run/node'
import {Form, Link, useActionData, useLoaderData, useSearchParams} from '@remix-run/react'
import {TEAM_NOTE_MAX_CHARS} from '~/constants'
import {teamMessages} from '~/messages/team'
import {LeadStatus} from '~/team/LeadStatus'
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
  const here = `/equipe/${lead.collection}/${lead.id}`
  return (
    <>
      <p>
        <Link to="/equipe">← {t.back}</Link>
      </p>
      <h1>{lead.name}</h1>
      <p className="team-meta">
        {lead.kind} · {lead.received}
      </p>
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
      <dl className="team-fields">
        {lead.fields.map(({label, value}) => (
          <div key={label} style={{display: 'contents'}}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="team-links">
        {lead.whatsapp ? (
          <a className="team-button" href={lead.whatsapp} rel="noreferrer" target="_blank">
            {t.whatsapp}
          </a>
        ) : null}
        <a className="team-button team-secondary" href={lead.mailto}>
          {t.email}
        </a>
      </p>

      <h2>{t.statusTitle}</h2>
      <p>
        <LeadStatus status={lead.status} text={lead.statusText} />
      </p>
      <Form method="post">
        <input type="hidden" name="intencao" value="situacao" />
        <label htmlFor="situacao">{t.statusLabel}</label>
        <select id="situacao" name="situacao" defaultValue={lead.status}>
          {lead.statuses.map(({value, label}) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit">{t.statusSave}</button>
      </Form>

      <h2>{t.historyTitle}</h2>
      <ul className="team-list">
        {lead.history.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>

      <h2 id="anotacoes">{t.notesTitle}</h2>
      {lead.notes.length === 0 ? (
        <p>{t.noNotes}</p>
      ) : (
        <ul className="team-list">
          {lead.notes.map((note, index) => (
            <li key={index}>
              <p className="team-note">{note.text}</p>
              <p className="team-meta">{note.by}</p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post">
        <input type="hidden" name="intencao" value="nota" />
        <label htmlFor="nota">{t.newNote}</label>
        <textarea id="nota" name="nota" maxLength={TEAM_NOTE_MAX_CHARS} required />
        <button type="submit">{t.addNote}</button>
      </Form>

      <h2>{t.mailsTitle}</h2>
      <ul className="team-list">
        {lead.mails.map(({label, state}) => (
          <li key={label}>
            <strong>{label}:</strong> {state}
          </li>
        ))}
      </ul>

      <h2 id="excluir">{t.deleteTitle}</h2>
      <p>{t.deleteText}</p>
      {params.has('excluir') ? (
        <Form method="post" className="team-notice">
          <p>
            <strong>{t.deleteConfirm}</strong>
          </p>
          <input type="hidden" name="intencao" value="excluir" />
          <button type="submit" className="team-danger">
            {t.deleteYes}
          </button>{' '}
          <Link className="team-button team-secondary" to={here}>
            {t.deleteCancel}
          </Link>
        </Form>
      ) : (
        <Link className="team-button team-secondary" to={`${here}?excluir=1#excluir`}>
          {t.deleteStart}
        </Link>
      )}
    </>
  )
}
