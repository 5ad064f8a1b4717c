/**
 * Where the browser goes next, fetched while the pointer rests on its link (Chromium's
 * speculation rules; other browsers ignore them): the site's own pages, never the team's, an
 * API, an invitation, Remix's data or an address with a query. Prefetch only, not prerender:
 * a prerendered page would count a view and start its animations before anyone saw it.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          {href_matches: '/*'},
          // The escaped `?` starts the query (after `*`, a bare one would make it optional): any query at all.
          {not: {href_matches: ['/equipe{/*}?', '/api/*', '/minha_eva/*', '/consentimento', '/*.data', '/*\\?:query+']}},
        ],
      },
      eagerness: 'moderate',
    },
  ],
}
