import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {CONSENT_COOKIE_NAME} from '~/constants'
import {teamMessages} from '~/messages/team'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, postForm, validBooking} from '../support/forms.mjs'
import {newBrowser, teamBrowsers, type Browser} from '../support/team'
import {useStack} from '../support/use-stack'

// The team's inbox (/equipe) over HTTP, what only the server around the routes decides:
// cross-site posts refused, the headers that keep every answer private, straight and through
// Varnish, and what the pages are as HTML. Staff sign in the whole way, with the code from the
// mail the SMTP server received (tests/support/team.ts). What the routes answer and store (the
// codes, their limits, sessions, a lead's status, notes, deletion, the CSV) is in
// tests/in-process/team-inbox.test.ts.
const MEMBER = 'ana.equipe@eva.example'
const OTHER_MEMBER = 'bruno.equipe@eva.example'
const SITE_URL = 'https://eva.example'
const stack = useStack({
  smtp: true,
  varnish: true,
  env: {TRUST_PROXY: '127.0.0.1', SITE_URL, EQUIPE_EMAILS: `${MEMBER}, ${OTHER_MEMBER}`, SESSION_SECRET: 'x'.repeat(40)},
})
const nextClient = clientAddresses(71)
const direct = () => stack.server.url
const team = teamBrowsers({urls: () => [direct()], smtp: () => stack.smtp, siteUrl: SITE_URL})

/** A member signed in the whole way, in a browser of their own. */
async function signedInBrowser() {
  const browser = newBrowser(nextClient())
  await team.signIn(browser, MEMBER)
  return browser
}

/** The same browser for one request: what the answer sets does not change `browser`. */
const once = (browser: Browser): Browser => ({client: browser.client, cookies: new Map(browser.cookies)})

async function aBooking(nome: string) {
  expect(
    await postForm(`${direct()}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient(), origin: SITE_URL}),
  ).toMatchObject({
    status: 200,
  })
  const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
  try {
    return (await store.list('agendamentos')).find(({data}) => data.nome === nome)!.id
  } finally {
    await store.close()
  }
}

describe('signing in', () => {
  it('takes sign-in and sign-out posts only from the site itself', async () => {
    const bare = (path: string, headers: Record<string, string>) =>
      fetch(direct() + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient(), ...headers},
        body: new URLSearchParams({email: MEMBER}),
      })
    for (const path of ['/equipe/entrar', '/equipe/sair']) {
      expect((await bare(path, {})).status, `${path} without Origin`).toBe(403)
      expect((await bare(path, {'sec-fetch-site': 'same-site'})).status, `${path} same-site`).toBe(403)
      expect((await bare(path, {'sec-fetch-site': 'same-origin'})).status, `${path} same-origin`).toBe(303)
    }
  })
})

describe('the inbox', () => {
  it('refuses a cross-site post, changing nothing', async () => {
    const id = await aBooking('Pedido Contra Csrf')
    const member = await signedInBrowser()
    const page = `/equipe/agendamentos/${id}`
    // A form on another site, a sandboxed frame (Origin: null), the site's address without TLS.
    for (const origin of ['https://golpe.example', 'null', 'http://eva.example']) {
      const answer = await team.call(member, page, {origin, form: {intencao: 'excluir'}})
      expect(answer.status, origin).toBe(403)
    }
    expect((await team.call(member, page)).status).toBe(200)
  })

  it('a lead’s page is plain HTML: no script, and what staff typed shown as text', async () => {
    const id = await aBooking('Pedido Em Html')
    const member = await signedInBrowser()
    const page = `/equipe/agendamentos/${id}`
    expect((await team.call(member, page, {form: {intencao: 'nota', nota: '<b>Ligar</b> amanhã'}})).status).toBe(303)
    const html = await (await team.call(member, page)).text()
    expect(html).toContain('Pedido Em Html')
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;b&gt;Ligar&lt;/b&gt; amanhã')
  })
})

describe('never public', () => {
  it('every answer under /equipe is private, no-store and noindex, straight and through Varnish; robots.txt disallows it', async () => {
    const member = await signedInBrowser()
    const id = await aBooking('Pedido Nos Cabecalhos')
    const paths = [
      '/equipe',
      '/equipe/entrar',
      '/equipe/codigo',
      `/equipe/agendamentos/${id}`,
      '/equipe/agendamentos/nao-existe',
      '/equipe/exportar',
      '/equipe/sair',
      '/Equipe',
      '/equipe/',
      '//equipe',
      '/%65quipe',
      '/x/../equipe/entrar',
      // Remix's data requests for the same pages.
      '/equipe.data',
      '/equipe/entrar.data',
      `/equipe/agendamentos/${id}.data`,
    ]
    const browsers = {
      nobody: newBrowser(member.client),
      member,
      consent: {client: member.client, cookies: new Map([[CONSENT_COOKIE_NAME, 'all']])},
    }
    for (const base of [direct(), stack.url]) {
      for (const path of paths) {
        for (const [who, browser] of Object.entries(browsers)) {
          const answer = await team.call(once(browser), path, {base})
          const where = `${base}${path} ${who}`
          expect(answer.status, where).toBeLessThan(500)
          expect(answer.headers.get('cache-control'), where).toBe('private, no-store')
          expect(answer.headers.get('x-robots-tag'), where).toBe('noindex')
          await answer.arrayBuffer()
        }
      }
    }
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    for (const path of ['/equipe', '/equipe/entrar', '/equipe/exportar']) {
      const head = await fetch(direct() + path, {
        method: 'HEAD',
        redirect: 'manual',
        headers: {cookie, 'x-forwarded-for': member.client},
      })
      expect(head.headers.get('cache-control'), `HEAD ${path}`).toBe('private, no-store')
      expect(head.headers.get('x-robots-tag'), `HEAD ${path}`).toBe('noindex')
    }
    // Through Varnish, one member's page twice: never served from the cache, never to someone else.
    for (let n = 0; n < 2; n++) {
      const answer = await team.call(once(member), '/equipe', {base: stack.url})
      expect(answer.headers.get('x-cache') ?? 'MISS').not.toMatch(/HIT/)
      expect(await answer.text()).toContain(teamMessages.signedInAs(MEMBER))
    }
    const stranger = await team.call(once(browsers.nobody), '/equipe', {base: stack.url})
    expect(stranger.status).toBe(302)
    // The public pages carry nothing of the team's.
    const home = await (await team.call(once(member), '/', {base: stack.url})).text()
    expect(home).not.toContain(MEMBER)
    const robots = await (await team.call(once(browsers.nobody), '/robots.txt')).text()
    expect(robots).toContain('Disallow: /equipe')
  })
})
