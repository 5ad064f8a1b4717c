import {execFile} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {ensureDebianPackages} from '../support/system-packages.mjs'
import {useStack} from '../support/use-stack'

// The W3C Nu HTML checker (vnu-jar from npm, on Debian's Java) over every page as the server
// sends it: each public page with and without a consent choice, the pages search engines do
// not list, the form pages as they answer a post with errors, and the team's pages.
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar')
const JAVA = '/usr/bin/java'
const pagesDir = mkdtempSync(join(tmpdir(), 'eva-html-pages-'))
beforeAll(() => {
  ensureDebianPackages({path: JAVA, packages: ['openjdk-17-jre-headless'], what: 'Java (for the W3C Nu checker)'})
}, 300_000)
afterAll(() => rmSync(pagesDir, {recursive: true, force: true}))
const TEAM_MEMBER = 'ana@eva.example'
const stack = useStack({env: {GA_MEASUREMENT_ID: 'G-TEST1234', EQUIPE_EMAILS: TEAM_MEMBER, SESSION_SECRET: 'v'.repeat(40)}})

type Message = {type: string; url: string; lastLine?: number; message: string; extract?: string}

/** Runs the checker over the files; resolves with its error messages. */
function checkHtml(files: string[]): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    execFile(
      JAVA,
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      {maxBuffer: 16 * 1024 * 1024},
      (error, _stdout, stderr) => {
        try {
          // vnu writes its JSON report on stderr and exits 1 when it found errors.
          resolve((JSON.parse(stderr) as {messages: Message[]}).messages)
        } catch {
          reject(error ?? new Error(stderr))
        }
      },
    )
  })
}

describe('valid HTML (W3C Nu checker)', () => {
  it('every page, in each of its states, has no errors', async () => {
    const pages: Array<{name: string; fetch: () => Promise<Response>}> = []
    for (const path of [...PUBLIC_PAGES, '/index', '/404', '/minha_eva/convite/ambiente-demo']) {
      pages.push({name: `${path} (no choice yet)`, fetch: () => fetch(stack.url + path)})
      pages.push({name: `${path} (accepted)`, fetch: () => fetch(stack.url + path, {headers: {cookie: 'user-consent=all'}})})
    }
    const post = (path: string, fields: Record<string, string>) => () =>
      fetch(stack.url + path, {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams(fields),
      })
    pages.push({name: '/projetos (answering a post with errors)', fetch: post('/projetos', {nome: 'Ana', cpf: '111'})})
    pages.push({name: '/eva-baby (answering a post with errors)', fetch: post('/eva-baby', {nome: 'Ana', email: 'x'})})
    pages.push({
      name: '/minha_eva/convite/ambiente-demo (not found)',
      fetch: post('/minha_eva/convite/ambiente-demo', {email: 'ninguem@exemplo.com'}),
    })

    // The team's pages, signed in with the code the site wrote to its mail folder (no SMTP here).
    const teamPost = (path: string, fields: Record<string, string>, cookie = '') =>
      fetch(stack.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded', origin: stack.url, cookie},
        body: new URLSearchParams(fields),
      })
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
    const pending = cookieOf(await teamPost('/equipe/entrar', {email: TEAM_MEMBER}))
    const mailFolder = join(stack.dataDir, 'mail')
    await expect
      .poll(
        () =>
          existsSync(mailFolder) && readdirSync(mailFolder).some((name) => name.startsWith('codigo-') && name.endsWith('.eml')),
        {timeout: 10_000},
      )
      .toBe(true)
    const codeMail = readFileSync(
      join(
        mailFolder,
        readdirSync(mailFolder).find((name) => name.startsWith('codigo-') && name.endsWith('.eml'))!,
      ),
      'utf8',
    )
    const code = codeMail.match(/digo (\d{6})/)![1]!
    const session = cookieOf(await teamPost('/equipe/codigo', {codigo: code}, pending))
    const booked = await post('/projetos', {
      nome: 'Ana Valida',
      email: 'ana@exemplo.com',
      cpf: '529.982.247-25',
      telefone: '(41) 99876-5432',
      prefContato: 'Email',
      cidade: 'curitiba',
      cep: '80.010-000',
      endereco: 'Rua XV, 700',
      demanda: 'Horta.',
    })()
    expect(booked.status).toBe(200)
    const inbox = await (await fetch(stack.url + '/equipe', {headers: {cookie: session}})).text()
    const leadPath = inbox.match(/href="(\/equipe\/agendamentos\/[0-9a-f]+)"/)![1]!
    const team =
      (path: string, cookie = session) =>
      () =>
        fetch(stack.url + path, {headers: {cookie}})
    pages.push({name: '/equipe/entrar', fetch: team('/equipe/entrar', '')})
    pages.push({name: '/equipe/entrar (an invalid address)', fetch: () => teamPost('/equipe/entrar', {email: 'x'})})
    pages.push({name: '/equipe/codigo', fetch: team('/equipe/codigo', pending)})
    pages.push({name: '/equipe (signed in)', fetch: team('/equipe')})
    pages.push({name: '/equipe (a filter with no lead)', fetch: team('/equipe?situacao=descartado')})
    pages.push({name: `${leadPath} (a lead)`, fetch: team(leadPath)})
    pages.push({name: `${leadPath} (deletion asked)`, fetch: team(`${leadPath}?excluir=1`)})
    pages.push({
      name: '/equipe/agendamentos/nao-existe (a lead that is not there)',
      fetch: team('/equipe/agendamentos/nao-existe'),
    })

    const files: Record<string, string> = {}
    for (const [index, page] of pages.entries()) {
      const file = join(pagesDir, `page-${index}.html`)
      writeFileSync(file, await (await page.fetch()).text())
      files[file] = page.name
    }
    const errors = (await checkHtml(Object.keys(files))).map(
      (message) => `${files[message.url.replace(/^file:/, '')] ?? message.url}:${message.lastLine ?? '?'}: ${message.message}`,
    )
    expect(errors).toEqual([])
  }, 120_000)
})
