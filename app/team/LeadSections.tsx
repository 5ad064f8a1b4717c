import {Form, Link} from '@remix-run/react'
import type {ReactNode} from 'react'
import {TEAM_NOTE_MAX_CHARS} from '~/constants'
import {teamMessages} from '~/messages/team'
import {LeadStatus} from './LeadStatus'

// The parts of one lead's page (app/routes/equipe.$colecao.$id.tsx), each from the page's data;
// plain HTML forms, so the page needs no client-side code.

const t = teamMessages.lead

/** One lead as its page shows it: every value already in words (app/team/team-inbox.server.ts, leadPage). */
export type LeadPageData = {
  collection: string
  id: string
  name: string
  kind: string
  received: string
  fields: Array<{label: string; value: string}>
  whatsapp: string | null
  mailto: string
  /** Why it waits too long ("Atrasado: …"), or null. */
  overdue: string | null
  /** Where it came from, entry by entry; null for a lead from before origins were kept. */
  origin: Array<{label: string; value: string}> | null
  status: string
  statusText: string
  statuses: Array<{value: string; label: string}>
  history: string[]
  notes: Array<{text: string; by: string}>
  mails: Array<{label: string; state: string}>
}

/** Labels and values, as a definition list. */
function FieldList({fields}: {fields: Array<{label: string; value: string}>}) {
  return (
    <dl className="team-fields">
      {fields.map(({label, value}) => (
        <div key={label} style={{display: 'contents'}}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every field the visitor sent, and the links to answer them. */
export function LeadFields({lead}: {lead: LeadPageData}) {
  return (
    <>
      <FieldList fields={lead.fields} />
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
    </>
  )
}

/** The status, and the form that changes it. */
export function StatusForm({lead}: {lead: LeadPageData}) {
  return (
    <>
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
    </>
  )
}

/** Where the lead came from: the campaign, the site that linked here, the first page. */
export function LeadOrigin({lead}: {lead: LeadPageData}) {
  return (
    <>
      <h2>{t.originTitle}</h2>
      {lead.origin ? <FieldList fields={lead.origin} /> : <p>{t.originNone}</p>}
    </>
  )
}

/** A part of the page that is a heading over a list, one line an item (the history, the mails). */
function TitledList({title, children}: {title: string; children: ReactNode}) {
  return (
    <>
      <h2>{title}</h2>
      <ul className="team-list">{children}</ul>
    </>
  )
}

/** When it came, and every change of status since. */
export function LeadHistory({lead}: {lead: LeadPageData}) {
  return (
    <TitledList title={t.historyTitle}>
      {lead.history.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </TitledList>
  )
}

/** The team's notes, and the form for a new one. */
export function LeadNotes({lead}: {lead: LeadPageData}) {
  return (
    <>
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
    </>
  )
}

/** Where the lead's two mails are: sent, waiting, failed, or (a capped confirmation) never written. */
export function LeadMails({lead}: {lead: LeadPageData}) {
  return (
    <TitledList title={t.mailsTitle}>
      {lead.mails.map(({label, state}) => (
        <li key={label}>
          <strong>{label}:</strong> {state}
        </li>
      ))}
    </TitledList>
  )
}

/** Deletion on the person's request: a link first, then (at ?excluir) the confirmation. */
export function DeleteLead({here, confirming}: {here: string; confirming: boolean}) {
  return (
    <>
      <h2 id="excluir">{t.deleteTitle}</h2>
      <p>{t.deleteText}</p>
      {confirming ? (
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
