import {createHmac, randomBytes, randomInt, timingSafeEqual} from 'node:crypto'
import {createCookie, redirect} from '@remix-run/node'
import {ipKeyGenerator} from 'express-rate-limit'
import {
  TEAM_CODE_CHECK_LIMIT,
  TEAM_CODE_CHECKS_PER_ADDRESS,
  TEAM_CODE_MAILS_PER_ADDRESS,
  TEAM_CODE_MAILS_PER_KNOWN_BROWSER,
  TEAM_CODE_MAX_TRIES,
  TEAM_CODE_REQUEST_LIMIT,
  TEAM_CODE_REQUESTS_PER_CLIENT,
  TEAM_CODE_TTL_MS,
  TEAM_KNOWN_BROWSER_COOKIE,
  TEAM_KNOWN_BROWSER_MAX_MS,
  TEAM_SESSION_COOKIE,
  TEAM_SESSION_MAX_MS,
  TEAM_SIGN_IN_COOKIE,
} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {env} from '~/env.server'
import {sendNotice} from '~/mail/sender.server'
import {teamMessages} from '~/messages/team'
import {createCounter} from '~/requests/rate-limits.server'
import {releaseSlot, takeSlot, type Cap} from '~/store/caps.server'
import {getStore} from '~/store/store.server'
import {curitibaFormat} from '~/utils/curitiba-time'
import {errorFields, logEvent} from '~/utils/log.server'

// Sign-in to the team's inbox by a one-time code sent by e-mail, only to the addresses in
// EQUIPE_EMAILS (docs/decisions/0043). A code belongs to the browser that asked for it (a
// signed cookie holds its address and a random nonce): another browser cannot try it, so
// nobody can kill a member's code by guessing for them. Every address gets the same answer.
// Sessions are documents in the store, named by a signed cookie: sign-out ends one everywhere.
// The caps that bound guessing and code mails are decided by the store, on every instance at
// once (app/store/caps.server.ts); a browser where the member signed in before has allowances
// of its own, which nobody else can use up (docs/decisions/0051).

// One-time codes and sessions, each with an `expira` time (ms): the daily retention job removes
// the expired ones (app/leads/retention.server.ts, given TEAM_EXPIRING by server/background.ts).
export const TEAM_CODES = 'equipe_codigos'
export const TEAM_SESSIONS = 'equipe_sessoes'
/** The team's collections whose documents are useless after their `expira`. */
export const TEAM_EXPIRING = [TEAM_CODES, TEAM_SESSIONS]
const CODES = TEAM_CODES
const SESSIONS = TEAM_SESSIONS

// Unset, a new one each start (sessions end with a restart); the start-up warns in production.
const secret = env.SESSION_SECRET ?? randomBytes(32).toString('hex')
const keyed = (purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('hex')

const cookieOptions = {httpOnly: true, secure: true, sameSite: 'lax', path: '/equipe', secrets: [secret]} as const
const sessionCookie = createCookie(TEAM_SESSION_COOKIE, {...cookieOptions, maxAge: TEAM_SESSION_MAX_MS / 1000})
const signInCookie = createCookie(TEAM_SIGN_IN_COOKIE, {...cookieOptions, maxAge: TEAM_CODE_TTL_MS / 1000})
/** Set at each sign-in: this browser is the member's (its own allowances). It opens nothing. */
const knownBrowserCookie = createCookie(TEAM_KNOWN_BROWSER_COOKIE, {...cookieOptions, maxAge: TEAM_KNOWN_BROWSER_MAX_MS / 1000})

// Per client, in memory (each instance counts its own; decision 0022).
const codeRequests = createCounter(TEAM_CODE_REQUEST_LIMIT)
const clientRequests = createCounter(TEAM_CODE_REQUESTS_PER_CLIENT)
const codeChecks = createCounter(TEAM_CODE_CHECK_LIMIT)

// In the store, across every client and instance.
const CAPS = {
  /** The tries of one code, whatever client sends them. */
  tries: {name: 'tentativa', max: TEAM_CODE_MAX_TRIES, windowMs: TEAM_CODE_TTL_MS},
  /** Code mails to one member's address. */
  mails: {name: 'codigo', ...TEAM_CODE_MAILS_PER_ADDRESS},
  mailsToKnownBrowser: {name: 'codigo-navegador', ...TEAM_CODE_MAILS_PER_KNOWN_BROWSER},
  /** Wrong codes for one address: the ceiling. */
  checks: {name: 'verificacao', ...TEAM_CODE_CHECKS_PER_ADDRESS},
  checksFromKnownBrowser: {name: 'verificacao-navegador', ...TEAM_CODE_CHECKS_PER_ADDRESS},
  /** The member hears once per window that the ceiling was reached. */
  ceilingNotice: {name: 'aviso-teto', max: 1, windowMs: TEAM_CODE_CHECKS_PER_ADDRESS.windowMs},
} satisfies Record<string, Cap>

export const isMember = (email: string) => env.EQUIPE_EMAILS.includes(email.trim().toLowerCase())

type PendingSignIn = {email: string; nonce: string}
type KnownBrowser = {email: string; id: string}

/**
 * Asks for a code for `email` from `client`. The same answer (a pending sign-in for this
 * browser) whether or not the address is on the list, in the same time: a code document is
 * written for any address (one nobody can ever use for an address off the list), after the
 * answer, and only a member's address gets a mail, within its caps.
 */
export async function requestCode(request: Request, email: string, client: string) {
  const address = email.trim().toLowerCase()
  for (const count of [
    await clientRequests.count(ipKeyGenerator(client)),
    await codeRequests.count(`${ipKeyGenerator(client)} ${address}`),
  ]) {
    if (count.over) return {status: 'limited' as const, retryAfterS: count.retryAfterS}
  }
  const pending: PendingSignIn = {email: address, nonce: randomBytes(16).toString('hex')}
  const known = await knownBrowserOf(request, address)
  setImmediate(() => void issueCode(pending, known))
  return {status: 'sent' as const, setCookie: await signInCookie.serialize(pending)}
}

async function issueCode(pending: PendingSignIn, known: KnownBrowser | null) {
  try {
    const store = getStore()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const document = {
      collection: CODES,
      id: codeId(pending),
      data: {codigo: keyed('code', code), expira: Date.now() + TEAM_CODE_TTL_MS},
    }
    if (!isMember(pending.email)) {
      await store.create(document.collection, document.id, document.data)
      return
    }
    // However many clients ask, a member's inbox gets a bounded number of codes; the member's
    // own browser has its own few, which a flood from elsewhere cannot use up.
    const [cap, key] = known ? [CAPS.mailsToKnownBrowser, known.id] : [CAPS.mails, pending.email]
    const mail = await takeSlot(store, cap, key, {write: {document}})
    if (mail.outcome === 'full') {
      await store.create(document.collection, document.id, document.data)
      logEvent('warn', 'team.code_mails_capped', {known: Boolean(known)})
      return
    }
    if (mail.outcome === 'taken') await sendCode(pending.email, code, referenceOf(pending))
  } catch (error) {
    logEvent('error', 'team.code_not_issued', {...errorFields(error)})
  }
}

const codeId = (pending: PendingSignIn) => keyed('sign-in', `${pending.email}\n${pending.nonce}`).slice(0, 40)

/**
 * What ties a code's mail to the page that asked for it, when a member asked twice: shown on
 * both. Four characters of the nonce: it names nothing and opens nothing.
 */
export const referenceOf = (pending: PendingSignIn) => pending.nonce.slice(0, 4).toUpperCase()

async function sendCode(address: string, code: string, reference: string) {
  const text = teamMessages.codeMail.text(code, env.SITE_URL, reference)
  await sendToMember(address, teamMessages.codeMail.subject(code), text, 'team.code_sent', 'team.code_not_sent')
}

/** One mail to a member, from the company; its outcome logged under the events given. */
async function sendToMember(to: string, subject: string, text: string, sent: string, notSent: string) {
  try {
    await sendNotice({name: 'codigo', to, subject, text})
    logEvent('info', sent, {})
  } catch (error) {
    logEvent('error', notSent, errorFields(error))
  }
}

/** The address this browser asked a code for, if it did in the last minutes. */
export async function pendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const value = (await signInCookie.parse(request.headers.get('Cookie'))) as Partial<PendingSignIn> | null
  return typeof value?.email === 'string' && typeof value.nonce === 'string' ? {email: value.email, nonce: value.nonce} : null
}

/** This browser, if the member with this address signed in here before. */
async function knownBrowserOf(request: Request, email: string): Promise<KnownBrowser | null> {
  const value = (await knownBrowserCookie.parse(request.headers.get('Cookie'))) as Partial<KnownBrowser> | null
  return value?.email === email && typeof value.id === 'string' ? {email, id: value.id} : null
}

/**
 * Checks a code typed in the browser that asked for it. A check of a live code first takes a
 * slot of the address's ceiling (or of this browser's own allowance, where the member signed
 * in before), then one of the code's tries: both decided by the store, so twenty checks at once
 * count as twenty. Right: the code is spent, its ceiling slot given back, a new session begins.
 * Wrong: a missing, expired, spent or mistyped code is wrong like any other.
 */
export async function checkCode(request: Request, typed: string, client: string) {
  const pending = await pendingSignIn(request)
  if (!pending) return {status: 'no-sign-in' as const}
  const count = await codeChecks.count(`${ipKeyGenerator(client)} ${pending.email}`)
  if (count.over) return {status: 'limited' as const, retryAfterS: count.retryAfterS}
  const store = getStore()
  const id = codeId(pending)
  const stored = await store.get(CODES, id)
  // A dead code (expired, spent, out of tries) costs nobody anything: nothing to guess.
  if (!stored || Number(stored.expira) < Date.now()) return refused()
  const known = await knownBrowserOf(request, pending.email)
  const [cap, key] = known ? [CAPS.checksFromKnownBrowser, known.id] : [CAPS.checks, pending.email]
  const allowance = await takeSlot(store, cap, key)
  if (allowance.outcome !== 'taken') {
    logEvent('warn', 'team.code_checks_capped', {known: Boolean(known)})
    const until = Date.now() + (allowance.outcome === 'full' ? allowance.retryAfterMs : 0)
    // The member hears of it either way: from their own browser too (Sair keeps it theirs, and
    // on someone else's computer it may be someone else's now).
    if (isMember(pending.email)) void noticeCeiling(pending.email, until, {known: Boolean(known)})
    return {status: 'limited' as const, retryAfterS: Math.ceil((until - Date.now()) / 1000), until: new Date(until)}
  }
  // One of the code's tries, whichever client sends it; none left: the code dies, and this
  // check was no guess.
  if ((await takeSlot(store, CAPS.tries, id)).outcome !== 'taken') {
    await store.delete(CODES, id)
    await releaseSlot(store, allowance.slot)
    return refused()
  }
  const expected = String(stored.codigo)
  const given = keyed('code', typed.replace(/\s/g, ''))
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected)) || !isMember(pending.email)) return refused()
  // Spent: only the one whose delete finds it gets the session (two tabs, one code).
  if ((await store.delete(CODES, id, {ifField: {field: 'codigo', value: expected}})) !== 'deleted') return refused()
  await releaseSlot(store, allowance.slot)
  const signedIn = await startSession(pending.email, known)
  return {
    status: 'signed-in' as const,
    setCookies: [signedIn.session, await signInCookie.serialize('', {maxAge: 0}), signedIn.knownBrowser],
  }
}

/**
 * What a right code gives a member (checkCode, once the code is spent): a new session in the
 * store and its cookie, and the cookie that makes this browser the member's known one (`known`
 * when it already was). Nothing is checked here; the tests sign staff in with it
 * (tests/support/in-process-team.ts) without a mailed code.
 */
export async function startSession(email: string, known: KnownBrowser | null = null) {
  const session = randomBytes(32).toString('hex')
  await getStore().create(SESSIONS, session, {email, expira: Date.now() + TEAM_SESSION_MAX_MS})
  logEvent('info', 'team.signed_in', {})
  const browser: KnownBrowser = known ?? {email, id: randomBytes(16).toString('hex')}
  return {session: await sessionCookie.serialize(session), knownBrowser: await knownBrowserCookie.serialize(browser)}
}

function refused() {
  logEvent('warn', 'team.code_refused', {})
  return {status: 'invalid' as const}
}

/** The member hears, once a window, that new browsers wait: what happened, until when, and that their own browser still works. */
async function noticeCeiling(email: string, until: Date | number, {known}: {known: boolean}) {
  try {
    // One notice per window for the address's ceiling, and one for its known browsers'.
    if ((await takeSlot(getStore(), CAPS.ceilingNotice, known ? `navegador ${email}` : email)).outcome !== 'taken') return
    const mail = known ? teamMessages.knownBrowserCeilingMail : teamMessages.ceilingMail
    const text = mail.text(TEAM_CODE_CHECKS_PER_ADDRESS.max, env.SITE_URL, curitibaFormat.format(until))
    await sendToMember(email, mail.subject, text, 'team.ceiling_noticed', 'team.ceiling_notice_not_sent')
  } catch (error) {
    logEvent('error', 'team.ceiling_notice_not_sent', {...errorFields(error)})
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

/**
 * Ends the session here and everywhere its cookie may be. This browser stays the member's own
 * (its allowance of codes is theirs: the way in while someone uses up their address's,
 * docs/decisions/0051), unless they ask it be forgotten (someone else's computer).
 */
export async function signOut(member: Member | null, {forget}: {forget: boolean}) {
  if (member) await getStore().delete(SESSIONS, member.session)
  const session = await sessionCookie.serialize('', {maxAge: 0})
  return forget ? [session, await knownBrowserCookie.serialize('', {maxAge: 0})] : [session]
}

/**
 * The known-browser cookie for a signed-in member whose browser lacks it (signed in before it
 * existed, or under another SESSION_SECRET); null when it has it.
 */
export async function knownBrowserCookieFor(request: Request, member: Member) {
  if (await knownBrowserOf(request, member.email)) return null
  return knownBrowserCookie.serialize({email: member.email, id: randomBytes(16).toString('hex')} satisfies KnownBrowser)
}

/** Warns at start when sessions would not survive a restart or reach a second instance. */
export function checkTeamSetup() {
  if (!env.SESSION_SECRET && env.NODE_ENV === 'production' && env.EQUIPE_EMAILS.length > 0) {
    logEvent('warn', 'team.no_session_secret', {})
  }
}
