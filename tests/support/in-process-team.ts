// Staff in /equipe, in-process (./in-process.ts): each browser a client address and its cookie
// jar, its requests handed to the team's routes. `signedIn` gives a test a member's session
// without a code, as a right code would leave it (startSession, app/team/team-auth.server.ts);
// `askCode`, `codeFor` and `tryCode` go the whole way, the code read from the mail the site
// wrote to DATA_DIR/mail. tests/support/team.ts does the same over HTTP for the built tier.
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {simpleParser} from 'mailparser'
import {expect} from 'vitest'
import {mailFolder} from '~/mail/sender.server'
import * as layout from '~/routes/equipe'
import * as leadPage from '~/routes/equipe.$colecao.$id'
import * as inboxPage from '~/routes/equipe._index'
import * as codePage from '~/routes/equipe.codigo'
import * as signInPage from '~/routes/equipe.entrar'
import * as exportRoute from '~/routes/equipe.exportar'
import * as reportPage from '~/routes/equipe.relatorio'
import * as signOutRoute from '~/routes/equipe.sair'
import {startSession} from '~/team/team-auth.server'
import {clientAddresses} from './forms.mjs'
import {callAction, callLoader, cookieHeader, keepCookies, SITE_URL, type Answer, type Route} from './in-process'
import {newBrowser, referenceLine, type Browser} from './team'

export {newBrowser, TEAM_COOKIES, type Browser} from './team'

/** The team's route for a path under /equipe, with its parameters. */
function routeOf(path: string): {route: Route; params?: Record<string, string>} {
  const pathname = new URL(path, SITE_URL).pathname
  const fixed: Record<string, Route> = {
    '/equipe': inboxPage,
    '/equipe/entrar': signInPage,
    '/equipe/codigo': codePage,
    '/equipe/sair': signOutRoute,
    '/equipe/exportar': exportRoute,
    '/equipe/relatorio': reportPage,
  }
  if (fixed[pathname]) return {route: fixed[pathname]}
  const lead = pathname.match(/^\/equipe\/([^/]+)\/([^/]+)$/)
  if (lead) return {route: leadPage, params: {colecao: decodeURIComponent(lead[1]!), id: decodeURIComponent(lead[2]!)}}
  throw new Error(`No team route for ${path}`)
}

/**
 * A request from `browser`: a post to the route's action, or a GET of its loader; for a page
 * (a route with a component), as Remix runs a document's loaders: the layout's
 * (app/routes/equipe.tsx) and the page's, a redirect either throws winning, the cookies both
 * set. The cookies the answer sets are kept in the browser.
 */
export async function call(browser: Browser, path: string, {form}: {form?: Record<string, string>} = {}): Promise<Answer> {
  const {route, params} = routeOf(path)
  const visit = {path, params, form, client: browser.client, cookie: cookieHeader(browser.cookies)}
  let answer: Answer
  if (form) {
    answer = await callAction(route, visit)
  } else if (!('default' in route)) {
    // A resource route (the export, Sair): its own loader only.
    answer = await callLoader(route, visit)
  } else {
    const [outer, page] = await Promise.all([callLoader(layout, visit), callLoader(route, visit)])
    answer = outer.thrown && !page.thrown ? outer : page
    for (const cookie of outer.headers.getSetCookie()) answer.headers.append('Set-Cookie', cookie)
  }
  keepCookies(browser.cookies, answer)
  return answer
}

/** A new client address (10.90.x.y), one per browser. */
export const nextClient = clientAddresses(90)

/**
 * A browser where `email` is signed in, as a right code leaves it: a session in the store,
 * its cookie and the known-browser one. No code is asked or mailed, no cap is touched.
 */
export async function signedIn(email: string, client = nextClient()): Promise<Browser> {
  const browser = newBrowser(client)
  const {session, knownBrowser} = await startSession(email)
  const headers = new Headers()
  headers.append('Set-Cookie', session)
  headers.append('Set-Cookie', knownBrowser)
  keepCookies(browser.cookies, {headers})
  return browser
}

/** Asks a code for `email` from `browser`: the sign-in page's answer, and the reference the code page shows. */
export async function askCode(browser: Browser, email: string) {
  const answer = await call(browser, '/equipe/entrar', {form: {email}})
  if (answer.status !== 303) return {answer, reference: undefined}
  const page = await callLoader(codePage, {path: '/equipe/codigo', client: browser.client, cookie: cookieHeader(browser.cookies)})
  return {answer, reference: (page.data as {reference: string}).reference}
}

/** The code mails the site wrote (DATA_DIR/mail) to `email`, parsed. */
export const codeMails = (email: string) => teamMails(email, 'codigo-')

/** Every mail the site wrote (DATA_DIR/mail) to `email` whose file name starts with `prefix`, parsed. */
export async function teamMails(email: string, prefix = '') {
  let files: string[] = []
  try {
    files = readdirSync(mailFolder()).filter((name) => name.startsWith(prefix) && name.endsWith('.eml'))
  } catch {
    // No mail yet: no folder.
  }
  const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(join(mailFolder(), name)))))
  return mails.filter((mail) => mail.to && [mail.to].flat().some(({value}) => value.some(({address}) => address === email)))
}

/** The code in the mail with this reference, once the site has written it. */
export async function codeFor(email: string, reference: string | undefined) {
  if (!reference) throw new Error('No reference: the code was not asked for.')
  const mail = async () => (await codeMails(email)).find(({text}) => text?.includes(referenceLine(reference, SITE_URL)))
  await expect.poll(mail, {timeout: 10_000}).toBeDefined()
  return (await mail())!.subject!.match(/\d{6}/)![0]
}

export const tryCode = (browser: Browser, codigo: string) => call(browser, '/equipe/codigo', {form: {codigo}})

/** Signs `browser` in as `email` the whole way: a code asked, read in its mail, typed. */
export async function signInWithCode(browser: Browser, email: string) {
  const {reference} = await askCode(browser, email)
  const answer = await tryCode(browser, await codeFor(email, reference))
  expect(answer.status).toBe(303)
  return answer
}
