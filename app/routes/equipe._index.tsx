import type {LoaderFunctionArgs} from '@remix-run/node'
import {Link, useLoaderData} from '@remix-run/react'
import {STATUSES} from '~/leads/lead-records.server'
import {teamMessages as t} from '~/messages/team'
import {requireMember} from '~/team/team-auth.server'
import {filterOf, inbox, KINDS} from '~/team/team-inbox.server'

// /equipe: every lead, newest first, filtered by status and kind; the filter is the address,
// so it works without JavaScript and the export takes the same one.
export async function loader({request}: LoaderFunctionArgs) {
  await requireMember(request)
  const url = new URL(request.url)
  const filter = filterOf(url)
  const {leads, newCount} = await inbox(filter)
  return {leads, newCount, filter, query: url.search, deleted: url.searchParams.has('excluido')}
}

export default function InboxPage() {
  const {leads, newCount, filter, query, deleted} = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t.inbox.title}</h1>
      <p>
        <strong>{t.inbox.newCount(newCount)}</strong>
      </p>
      {deleted ? (
        <p className="team-notice" role="status">
          {t.inbox.deleted}
        </p>
      ) : null}
      <form method="get" action="/equipe" className="team-filters" aria-label={t.inbox.filters}>
        <div>
          <label htmlFor="situacao">{t.inbox.status}</label>
          <select id="situacao" name="situacao" defaultValue={filter.status ?? ''}>
            <option value="">{t.inbox.all}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tipo">{t.inbox.kind}</label>
          <select id="tipo" name="tipo" defaultValue={filter.kind ?? ''}>
            <option value="">{t.inbox.all}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kindFilters[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit">{t.inbox.filter}</button>
        </div>
      </form>
      <p>
        <a className="team-button team-secondary" href={`/equipe/exportar${query.replace(/[?&]excluido=[^&]*/, '')}`} download>
          {t.inbox.export}
        </a>
      </p>
      {leads.length === 0 ? (
        <p>{t.inbox.empty}</p>
      ) : (
        <table className="team-leads">
          <thead>
            <tr>
              <th scope="col">{t.inbox.columns.name}</th>
              <th scope="col">{t.inbox.columns.kind}</th>
              <th scope="col">{t.inbox.columns.place}</th>
              <th scope="col">{t.inbox.columns.status}</th>
              <th scope="col">{t.inbox.columns.age}</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.href}>
                <td>
                  <Link to={lead.href}>{lead.name}</Link>
                </td>
                <td>{lead.kind}</td>
                <td>{lead.place}</td>
                <td>
                  <span className="team-status" data-status={lead.statusValue}>
                    {lead.status}
                  </span>
                </td>
                <td>
                  <time dateTime={lead.receivedIso} title={lead.receivedAt}>
                    {lead.age}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
