// Staff in /equipe over HTTP, as a browser does it: ask a code, read it in the mail the SMTP
// server received (the one with the reference the code page shows), type it. Each browser is
// a client address (X-Forwarded-For, for a site started with TRUST_PROXY=127.0.0.1) and its cookies.
import {expect} from 'vitest'
import {TEAM_KNOWN_BROWSER_COOKIE, TEAM_SESSION_COOKIE, TEAM_SIGN_IN_COOKIE} from '~/constants'
import {teamMessages} from '~/messages/team'
import type {SmtpServer} from './smtp-server'

/** The code page's sentence with the reference, as a pattern that captures it. */
const REFERENCE_ON_THE_PAGE = new RegExp(
  teamMessages.code
    .reference('\u0000')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '([0-9A-F]{4})'),
)

/** The line of a code mail that names the page it belongs to (the reference the page shows). */
export const referenceLine = (reference: string, siteUrl: string) =>
  teamMessages.codeMail
    .text('', siteUrl, reference)
    .split('\n')
    .find((line) => line.includes(reference))!

export type Browser = {client: string; cookies: Map<string, string>}
type Options = {form?: Record<string, string>; origin?: string; base?: string}

export function teamBrowsers({urls, smtp, siteUrl}: {urls: () => string[]; smtp: () => SmtpServer; siteUrl: string}) {
  let requests = 0
  /** A request from `browser`, to the next instance in turn unless `base` names one; its cookies kept. */
  async function call(browser: Browser, path: string, {form, origin = siteUrl, base}: Options = {}) {
    const all = urls()
    const answer = await fetch((base ?? all[requests++ % all.length]!) + path, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        'x-forwarded-for': browser.client,
        ...(browser.cookies.size > 0 ? {cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')} : {}),
        ...(form ? {'content-type': 'application/x-www-form-urlencoded', origin} : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))) browser.cookies.delete(name)
      else browser.cookies.set(name, value)
    }
    return answer
  }

  /** Asks a code for `email`; answers the sign-in page's answer and the reference the code page shows. */
  async function askCode(browser: Browser, email: string) {
    const answer = await call(browser, '/equipe/entrar', {form: {email}})
    if (answer.status !== 303) return {answer, reference: undefined}
    const page = await (await call(browser, '/equipe/codigo')).text()
    return {answer, reference: page.match(REFERENCE_ON_THE_PAGE)?.[1]}
  }

  /** The code in the mail with this reference, once the SMTP server has it. */
  async function codeFor(email: string, reference: string | undefined) {
    const mail = () =>
      smtp()
        .to(email)
        .find(({parsed}) => reference !== undefined && parsed.text?.includes(referenceLine(reference, siteUrl)))
    await expect.poll(mail, {timeout: 10_000}).toBeDefined()
    return mail()!.parsed.subject!.match(/\d{6}/)![0]
  }

  const tryCode = (browser: Browser, codigo: string, base?: string) => call(browser, '/equipe/codigo', {form: {codigo}, base})

  /** Signs `browser` in as `email`, the whole code flow. */
  async function signIn(browser: Browser, email: string) {
    const {reference} = await askCode(browser, email)
    const answer = await tryCode(browser, await codeFor(email, reference))
    expect(answer.status).toBe(303)
    return answer
  }

  return {call, askCode, codeFor, tryCode, signIn}
}

/** A new browser at a client address of its own. */
export const newBrowser = (client: string): Browser => ({client, cookies: new Map()})

export const TEAM_COOKIES = {session: TEAM_SESSION_COOKIE, pending: TEAM_SIGN_IN_COOKIE, known: TEAM_KNOWN_BROWSER_COOKIE}
