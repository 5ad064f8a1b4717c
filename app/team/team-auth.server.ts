import {createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual} from 'node:crypto'
import {createCookie, redirect} from '@remix-run/node'
import {ipKeyGenerator} from 'express-rate-limit'
import {
  TEAM_CODE_CHECK_LIMIT,
  TEAM_CODE_MAILS_PER_ADDRESS,
  TEAM_CODE_MAX_TRIES,
  TEAM_CODE_REQUEST_LIMIT,
  TEAM_CODE_REQUESTS_PER_CLIENT,
  TEAM_CODE_TTL_MS,
  TEAM_SESSION_COOKIE,
  TEAM_SESSION_MAX_MS,
  TEAM_SIGN_IN_COOKIE,
} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {env} from '~/env.server'
import {company, mailFrom, mailTransport} from '~/leads/leads.server'
import {teamMessages} from '~/messages/team'
import {createCounter} from '~/requests/rate-limits.server'
import {getStore} from '~/store/store.server'
import {errorName, logEvent} from '~/utils/log.server'
import {TEAM_CODES, TEAM_SESSIONS} from './team-records'

// Sign-in to the team's inbox by a one-time code sent by e-mail, only to the addresses in
// EQUIPE_EMAILS (docs/decisions/0043). A code belongs to the browser that asked for it (a
// signed cookie holds its address and a random nonce): another browser cannot try it, so
// nobody can kill a member's code by guessing for them. Every address gets the same answer.
// Sessions are documents in the store, named by a signed cookie: sign-out ends one everywhere.

const CODES = TEAM_CODES
const SESSIONS = TEAM_SESSIONS

// Unset, a new one each start (sessions end with a restart); the start-up warns in production.
const secret = env.SESSION_SECRET ?? randomBytes(32).toString('hex')
const keyed = (purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('hex')

const cookieOptions = {httpOnly: true, secure: true, sameSite: 'lax', path: '/equipe', secrets: [secret]} as const
const sessionCookie = createCookie(TEAM_SESSION_COOKIE, {...cookieOptions, maxAge: TEAM_SESSION_MAX_MS / 1000})
const signInCookie = createCookie(TEAM_SIGN_IN_COOKIE, {...cookieOptions, maxAge: TEAM_CODE_TTL_MS / 1000})

const codeRequests = createCounter(TEAM_CODE_REQUEST_LIMIT)
const clientRequests = createCounter(TEAM_CODE_REQUESTS_PER_CLIENT)
const codeChecks = createCounter(TEAM_CODE_CHECK_LIMIT)
const codeMails = createCounter(TEAM_CODE_MAILS_PER_ADDRESS)

export const isMember = (email: string) => env.EQUIPE_EMAILS.includes(email.trim().toLowerCase())

type PendingSignIn = {email: string; nonce: string}

/**
 * Asks for a code for `email` from `client`. The same answer (a pending sign-in for this
 * browser) whether or not the address is on the list, in the same time: a code document is
 * written for any address (one nobody can ever use for an address off the list), after the
 * answer, and only a member's address gets a mail, at most TEAM_CODE_MAILS_PER_ADDRESS an hour.
 */
export async function requestCode(email: string, client: string) {
  const address = email.trim().toLowerCase()
  for (const count of [
    await clientRequests.count(ipKeyGenerator(client)),
    await codeRequests.count(`${ipKeyGenerator(client)} ${address}`),
  ]) {
    if (count.over) return {status: 'limited' as const, retryAfterS: count.retryAfterS}
  }
  const pending: PendingSignIn = {email: address, nonce: randomBytes(16).toString('hex')}
  setImmediate(() => void issueCode(pending))
  return {status: 'sent' as const, setCookie: await signInCookie.serialize(pending)}
}

async function issueCode(pending: PendingSignIn) {
  try {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await getStore().create(CODES, codeId(pending), {
      codigo: keyed('code', code),
      expira: Date.now() + TEAM_CODE_TTL_MS,
      tentativas: 0,
    })
    if (!isMember(pending.email)) return
    // However many clients ask, a member's inbox gets a bounded number of codes.
    if ((await codeMails.count(pending.email)).over) {
      logEvent('warn', 'team.code_mails_capped', {})
      return
    }
    await sendCode(pending.email, code, referenceOf(pending))
  } catch (error) {
    logEvent('error', 'team.code_not_issued', {error: errorName(error)})
  }
}

const codeId = (pending: PendingSignIn) => keyed('sign-in', `${pending.email}\n${pending.nonce}`).slice(0, 40)

/**
 * What ties a code's mail to the page that asked for it, when a member asked twice: shown on
 * both. Four characters of the nonce: it names nothing and opens nothing.
 */
export const referenceOf = (pending: PendingSignIn) => pending.nonce.slice(0, 4).toUpperCase()

async function sendCode(address: string, code: string, reference: string) {
  try {
    const from = await company()
    await mailTransport().send({
      id: `codigo-${randomUUID()}`,
      from: mailFrom(from),
      to: [{address}],
      replyTo: mailFrom(from),
      subject: teamMessages.codeMail.subject(code),
      text: teamMessages.codeMail.text(code, env.SITE_URL, reference),
      html: `<p>${teamMessages.codeMail.text(code, env.SITE_URL, reference).replaceAll('\n\n', '</p><p>')}</p>`,
    })
    logEvent('info', 'team.code_sent', {})
  } catch (error) {
    logEvent('error', 'team.code_not_sent', {error: String((error as {code?: unknown}).code ?? errorName(error))})
  }
}

/** The address this browser asked a code for, if it did in the last minutes. */
export async function pendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const value = (await signInCookie.parse(request.headers.get('Cookie'))) as Partial<PendingSignIn> | null
  return typeof value?.email === 'string' && typeof value.nonce === 'string' ? {email: value.email, nonce: value.nonce} : null
}

/**
 * Checks a code typed in the browser that asked for it. Right: the code is spent, a new
 * session begins (its cookie, and the pending one cleared). Wrong: one try less; after
 * TEAM_CODE_MAX_TRIES the code dies. A missing, expired or spent code is wrong like any other.
 */
export async function checkCode(request: Request, typed: string, client: string) {
  const pending = await pendingSignIn(request)
  if (!pending) return {status: 'no-sign-in' as const}
  const count = await codeChecks.count(`${ipKeyGenerator(client)} ${pending.email}`)
  if (count.over) return {status: 'limited' as const, retryAfterS: count.retryAfterS}
  const store = getStore()
  const id = codeId(pending)
  const stored = await store.get(CODES, id)
  const expected = typeof stored?.codigo === 'string' ? stored.codigo : keyed('code', 'none')
  const given = keyed('code', typed.replace(/\s/g, ''))
  const right = timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  if (!stored || Number(stored.expira) < Date.now() || !right || !isMember(pending.email)) {
    if (stored) {
      const tries = Number(stored.tentativas) + 1
      if (tries >= TEAM_CODE_MAX_TRIES || Number(stored.expira) < Date.now()) await store.delete(CODES, id)
      else await store.update(CODES, id, {tentativas: tries})
    }
    logEvent('warn', 'team.code_refused', {})
    return {status: 'invalid' as const}
  }
  // Spent: only the one whose delete finds it gets the session (two tabs, one code).
  if ((await store.delete(CODES, id, {ifField: {field: 'codigo', value: expected}})) !== 'deleted') {
    return {status: 'invalid' as const}
  }
  const session = randomBytes(32).toString('hex')
  await store.create(SESSIONS, session, {email: pending.email, expira: Date.now() + TEAM_SESSION_MAX_MS})
  logEvent('info', 'team.signed_in', {})
  return {
    status: 'signed-in' as const,
    setCookies: [await sessionCookie.serialize(session), await signInCookie.serialize('', {maxAge: 0})],
  }
}

export type Member = {email: string; session: string}

/** The team member this request comes from, if its session is genuine, current, and its address still on the list. */
export async function memberOf(request: Request): Promise<Member | null> {
  const session = (await sessionCookie.parse(request.headers.get('Cookie'))) as unknown
  if (typeof session !== 'string' || !/^[0-9a-f]{64}$/.test(session)) return null
  const stored = await getStore().get(SESSIONS, session)
  if (!stored || Number(stored.expira) < Date.now() || typeof stored.email !== 'string' || !isMember(stored.email)) return null
  return {email: stored.email, session}
}

/** The member, or a redirect to the sign-in page. */
export async function requireMember(request: Request): Promise<Member> {
  const member = await memberOf(request)
  if (!member) throw redirect('/equipe/entrar', {headers: {'Cache-Control': CACHE_CONTROL.noStore}})
  return member
}

/** Ends the session here and everywhere its cookie may be. */
export async function signOut(member: Member | null) {
  if (member) await getStore().delete(SESSIONS, member.session)
  return sessionCookie.serialize('', {maxAge: 0})
}

/** Warns at start when sessions would not survive a restart or reach a second instance. */
export function checkTeamSetup() {
  if (!env.SESSION_SECRET && env.NODE_ENV === 'production' && env.EQUIPE_EMAILS.length > 0) {
    logEvent('warn', 'team.no_session_secret', {})
  }
}
