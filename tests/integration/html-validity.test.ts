import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {PUBLIC_PAGES} from '~/utils/public-pages'
import {ensureDebianPackages} from '../support/system-packages.mjs'
import {useStack} from '../support/use-stack'

// The W3C Nu HTML checker (vnu-jar from npm, on Debian's Java) over every page as the server
// sends it: each public page with and without a consent choice, the pages search engines do
// not list, and the form pages as they answer a post with errors.
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar')
const JAVA = '/usr/bin/java'
const pagesDir = mkdtempSync(join(tmpdir(), 'eva-html-pages-'))
beforeAll(() => {
  ensureDebianPackages({path: JAVA, packages: ['openjdk-17-jre-headless'], what: 'Java (for the W3C Nu checker)'})
}, 300_000)
afterAll(() => rmSync(pagesDir, {recursive: true, force: true}))
const stack = useStack({env: {GA_MEASUREMENT_ID: 'G-TEST1234'}})

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
