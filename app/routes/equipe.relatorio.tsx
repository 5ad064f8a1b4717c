import type {LoaderFunctionArgs} from '@remix-run/node'
import {Link, useLoaderData} from '@remix-run/react'
import {teamMessages as t} from '~/messages/team'
import {requireMember} from '~/team/team-auth.server'
import {monthReport} from '~/team/team-inbox.server'

// /equipe/relatorio?mes=2026-11: a month's leads per origin, and per landing page, and how many
// reached a visit and a close. Totals only; the month is the address, so it works without JavaScript.
export async function loader({request}: LoaderFunctionArgs) {
  await requireMember(request)
  return monthReport(new URL(request.url).searchParams.get('mes') ?? '')
}

export default function ReportPage() {
  const report = useLoaderData<typeof loader>()
  const r = t.report
  return (
    <>
      <p>
        <Link to="/equipe">← {t.lead.back}</Link>
      </p>
      <h1>{r.title}</h1>
      {report.invalid ? (
        <p className="team-error" role="alert">
          {r.invalidMonth}
        </p>
      ) : null}
      <form method="get" action="/equipe/relatorio" className="team-filters">
        <div>
          <label htmlFor="mes">{r.month}</label>
          <input id="mes" name="mes" type="month" defaultValue={report.month} required />
        </div>
        <div>
          <button type="submit">{r.show}</button>
        </div>
      </form>
      <p>{r.intro(report.monthName)}</p>
      {report.rows.length === 0 ? (
        <p>{r.empty}</p>
      ) : (
        <>
          <ReportTable rows={report.rows} total={report.total} heading={r.columns.origin} chartLabel={r.chartLabel} />
          <h2>{r.pagesTitle}</h2>
          <ReportTable rows={report.pages} total={report.total} heading={r.pagesColumn} chartLabel={r.pagesChartLabel} />
        </>
      )}
    </>
  )
}

type Report = ReturnType<typeof useLoaderData<typeof loader>>

/** One table of the report: a row per origin (or landing page), and the month's total. */
function ReportTable({
  rows,
  total,
  heading,
  chartLabel,
}: {
  rows: Report['rows']
  total: Report['total']
  heading: string
  chartLabel: string
}) {
  const r = t.report
  return (
    <table className="team-leads">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="team-number">
            {r.columns.leads}
          </th>
          <th scope="col" className="team-number">
            {r.columns.visits}
          </th>
          <th scope="col" className="team-number">
            {r.columns.done}
          </th>
          <th scope="col">
            <span title={chartLabel}>{r.columns.chart}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.origin}>
            <th scope="row">{row.origin}</th>
            <td className="team-number">{row.leads}</td>
            <td className="team-number">{row.visits}</td>
            <td className="team-number">{row.done}</td>
            <td aria-hidden="true">
              <div className="team-bar">
                <span style={{width: `${row.width}%`}}>
                  <span style={{width: `${row.visitWidth}%`}} />
                </span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{r.total}</th>
          <td className="team-number">{total.leads}</td>
          <td className="team-number">{total.visits}</td>
          <td className="team-number">{total.done}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  )
}
