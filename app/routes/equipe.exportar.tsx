import type {LoaderFunctionArgs} from '@remix-run/node'
import {documentsToCsv} from '~/leads/csv'
import {requireMember} from '~/team/team-auth.server'
import {filterOf, leadsForExport} from '~/team/team-inbox.server'
import {TEAM_HEADERS} from '~/team/team-pages'
import {logEvent} from '~/utils/log.server'

/** GET /equipe/exportar?situacao=…&tipo=…: the leads of the current filter, as `npm run export` writes them. */
export async function loader({request}: LoaderFunctionArgs) {
  await requireMember(request)
  const filter = filterOf(new URL(request.url))
  const leads = await leadsForExport(filter)
  logEvent('info', 'team.exported', {count: leads.length})
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(documentsToCsv(leads), {
    headers: {
      ...TEAM_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="pedidos-${stamp}.csv"`,
    },
  })
}
