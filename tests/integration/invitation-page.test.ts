import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {stackForThisTest, useStack} from '../support/use-stack'

// The production server on a fresh SQLite file: the demo environments and accounts.
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1'}})

const PAGE = '/minha_eva/convite/ambiente-demo'
let clients = 0
const post = (email: string, {path = PAGE, client = `10.1.0.${++clients}`} = {}) =>
  fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client},
    body: new URLSearchParams({email}),
  })

describe('invitation page over HTTP', () => {
  it('renders the redirect notice and the invitation (loaded on the server), the deep link as a plain link', async () => {
    const response = await fetch(`${stack.url}${PAGE}`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('Redirecionando para o aplicativo Minha EVA')
    expect(html).toContain('Ana Lima convidou você para o ambiente “Horta da Varanda” no Minha EVA.')
    expect(html).toContain('href="minhaeva://convite/ambiente-demo"')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('an environment that fails to load is logged and the page goes on with empty info', async () => {
    const response = await fetch(`${stack.url}/minha_eva/convite/ambiente-que-nao-existe`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Você recebeu um convite para um ambiente do Minha EVA.')
    expect(stack.server.logs()).toContain('invitation.load_failed')
  })

  it('an empty e-mail gets the spec\u2019s message', async () => {
    const response = await post('   ')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Por favor, insira um e-mail válido')
  })

  it('an unknown e-mail is not found; the form stays with what was typed', async () => {
    const html = await (await post('quem@exemplo.com')).text()
    expect(html).toContain('Email de usuário não encontrado. Tente novamente')
    expect(html).toContain('value="quem@exemplo.com"')
  })

  it('a known e-mail joins the environment, and the page sends a browser without JavaScript home after 3 s', async () => {
    const response = await post('Carla@MinhaEVA.example')
    expect(await response.text()).toContain('Usuário inserido ao ambiente com sucesso! Redirecionando para a página inicial')
    expect(response.headers.get('refresh')).toBe('3; url=/')
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    expect((await store.get('ambientes', 'ambiente-demo'))?.membros).toContain('usuario-carla')
    await store.close()
  })

  it('limits sends per client, so e-mails cannot be tested at speed, and says when to try again', async () => {
    const client = '10.2.2.2'
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await post(`pessoa${attempt}@exemplo.com`, {client})).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await post('outra@exemplo.com', {client})
    expect(await limited.text()).toContain('Muitas tentativas seguidas')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('ratelimit')).toMatch(/"invitations"; r=0; t=\d+/)
  })

  it('twenty posts from twenty addresses do not lock the real invitee out of the environment', async () => {
    const path = '/minha_eva/convite/ambiente-escritorio'
    for (let attempt = 0; attempt < 20; attempt++) expect((await post(`p${attempt}@exemplo.com`, {path})).status).toBe(200)
    const invitee = await post('carla@minhaeva.example', {path})
    expect(invitee.status).toBe(200)
    expect(await invitee.text()).toContain('Usuário inserido ao ambiente com sucesso!')
  })

  it('one e-mail tried over and over in one environment, from many addresses, is held back', async () => {
    const path = '/minha_eva/convite/ambiente-escritorio'
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await post('alvo@exemplo.com', {path})).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect(Number((await post('alvo@exemplo.com', {path})).headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('keeps e-mails out of the logs', () => {
    expect(stack.server.logs()).toContain('invitation.sent')
    expect(stack.server.logs()).not.toMatch(/@exemplo\.com|@minhaeva\.example/i)
  })
})

describe('the invitation when the store fails', () => {
  it('answers 503 with the message, keeps the e-mail for another try, and logs no e-mail', async () => {
    // A data folder that cannot exist: the store cannot open.
    const broken = await stackForThisTest({dataDir: '/dev/null/eva', env: {TRUST_PROXY: '127.0.0.1'}})
    const response = await fetch(`${broken.url}${PAGE}`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.1.9.1'},
      body: new URLSearchParams({email: 'bruno@minhaeva.example'}),
    })
    const html = await response.text()
    expect(response.status).toBe(503)
    expect(html).toContain('Não foi possível entrar no ambiente agora. Tente novamente em alguns minutos.')
    expect(html).toContain('value="bruno@minhaeva.example"')
    expect(broken.server.logs()).toContain('invitation.store_failed')
    expect(broken.server.logs()).not.toContain('@minhaeva.example')
    expect(broken.server.logs()).not.toMatch(/\n\s+at /)
  })
})
