import type {LoaderFunctionArgs} from '@remix-run/node'
import {Link, useLoaderData} from '@remix-run/react'
import {STATUSES} from '~/leads/lead-records.server'
import {leadRecipients} from '~/leads/lead-work.server'
import {teamMessages as t} from '~/messages/team'
import {LeadStatus} from '~/team/LeadStatus'
import {requireMember} from '~/team/team-auth.server'
import {filterOf, inbox, KIND_FILTERS} from '~/team/team-inbox.server'

// /equipe: every lead, newest first, overdue ones marked, filtered by status, kind, source and landing page;
// the filter is the address, so it works without JavaScript and the export takes the same one.
export async function loader({request}: LoaderFunctionArgs) {
  await requireMember(request)
  const url = new URL(request.url)
  const filter = filterOf(url)
  const [{leads, newCount, overdueCount, sources, pages, firstResponse}, {ignored}] = await Promise.all([
    inbox(filter),
    // The team's inbox opens while the content is down: the notice can wait.
    leadRecipients().catch(() => ({ignored: [] as string[]})),
  ])
  // The filters' options come with the data: the lists live in server modules.
  const filters = {
    statuses: STATUSES.map((status): [string, string] => [status, t.statuses[status]]),
    kinds: KIND_FILTERS,
    sources: sources.map((source): [string, string] => [source, source]),
    pages: pages.map((page): [string, string] => [page, page]),
  }
  return {
    leads,
    newCount,
    overdueCount,
    firstResponse,
    filter,
    filters,
    query: url.search,
    deleted: url.searchParams.has('excluido'),
    ignoredRecipients: ignored,
  }
}

export default function InboxPage() {
  const {leads, newCount, overdueCount, firstResponse, filter, filters, query, deleted, ignoredRecipients} =
    useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t.inbox.title}</h1>
      <p className="team-summary">
        <strong>{t.inbox.newCount(newCount)}</strong>
        {overdueCount ? <span className="team-overdue">{t.inbox.overdueCount(overdueCount)}</span> : null}
      </p>
      <p>
        {firstResponse} <Link to="/equipe/relatorio">{t.inbox.report}</Link>
      </p>
      {ignoredRecipients.length ? <p className="team-error">{t.inbox.recipientsIgnored(ignoredRecipients.join(', '))}</p> : null}
      {deleted ? (
        <p className="team-notice" role="status">
          {t.inbox.deleted}
        </p>
      ) : null}
      <form method="get" action="/equipe" className="team-filters" aria-label={t.inbox.filters}>
        <FilterSelect name="situacao" label={t.inbox.status} value={filter.status} options={filters.statuses} />
        <FilterSelect name="tipo" label={t.inbox.kind} value={filter.kind} options={filters.kinds} />
        <FilterSelect name="fonte" label={t.inbox.source} value={filter.source} options={filters.sources} />
        <FilterSelect name="pagina" label={t.inbox.page} value={filter.page} options={filters.pages} />
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
              <th scope="col">{t.inbox.columns.origin}</th>
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
                <td>{lead.origin}</td>
                <td>
                  <LeadStatus status={lead.statusValue} text={lead.status} />
                  {lead.overdue ? (
                    <span className="team-meta team-overdue-why">
                      <span className="team-overdue">{t.inbox.overdue}</span> {lead.overdue}
                    </span>
                  ) : null}
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

/** One filter of the inbox, in the address as `name`: all leads, or those of one option. */
function FilterSelect(props: {name: string; label: string; value: string | null; options: Array<[string, string]>}) {
  return (
    <div>
      <label htmlFor={props.name}>{props.label}</label>
      <select id={props.name} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{t.inbox.all}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
