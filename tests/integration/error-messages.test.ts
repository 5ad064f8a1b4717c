import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it, onTestFinished} from 'vitest'
import {postForm, validBooking} from '../support/forms.mjs'
import {eventLines} from '../support/log-lines'
import {SERVER_BUILD} from '../support/server.mjs'
import {stackForThisTest} from '../support/use-stack'

// The operator's bad day (issue 54): each error in the log says what happened and what to do.
// A system's or a setting's error (a port taken, a store that cannot open, a service that does
// not answer) carries its class, its code, its message and a hint; an error that may quote a
// visitor keeps its message out (tests/unit/error-fields.test.ts).

describe('errors that say what to do', () => {
  it('a port another process holds: the crash names the code, the port and what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'eva-porta-'))
    onTestFinished(() => rmSync(dataDir, {recursive: true, force: true}))
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const {port} = holder.address() as {port: number}
    try {
      const result = spawnSync(process.execPath, [SERVER_BUILD], {
        env: {PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir},
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(result.status).not.toBe(0)
      const [crash] = eventLines(result.stderr, 'server.crashed')
      expect(crash).toMatchObject({error: 'Error', code: 'EADDRINUSE'})
      expect(crash!.message).toContain(String(port))
      expect(crash!.hint).toBe(`another process listens on port ${port}: stop it, or set PORT`)
    } finally {
      holder.close()
    }
  })

  it('a store that cannot open: a post gets the failure page, and the log says why', async () => {
    const stack = await stackForThisTest({dataDir: '/dev/null/eva'})
    const answer = await postForm(`${stack.url}/projetos`, validBooking('Loja Fechada'))
    expect(answer).toMatchObject({status: 503})
    await expect.poll(() => eventLines(stack.server.logs(), 'form.store_failed').length).toBeGreaterThan(0)
    const [failed] = eventLines(stack.server.logs(), 'form.store_failed')
    expect(failed).toMatchObject({error: 'StoreUnavailableError'})
    expect(failed!.code).toMatch(/^(ENOTDIR|SQLITE_CANTOPEN)$/)
    expect(failed!.hint).toMatch(/DATA_DIR/)
    // The file system's own words, which name the path.
    expect(failed!.message).toContain('/dev/null/eva')
  })

  it('a Sanity project that does not answer: the page is a 503, and the log names the code and what to check', async () => {
    const stack = await stackForThisTest({
      env: {SANITY_PROJECT_ID: 'evaseed0', SANITY_DATASET: 'production', SANITY_API_HOST: 'http://127.0.0.1:9'},
    })
    expect((await fetch(`${stack.url}/sobre-nos`)).status).toBe(503)
    const [unavailable] = eventLines(stack.server.logs(), 'content.unavailable')
    expect(unavailable).toMatchObject({code: 'ECONNREFUSED'})
    expect(unavailable!.hint).toMatch(/check its URL in the environment/)
  })

  it('an SMTP_URL where nothing answers: the visitor gets success, and the log says the mail server could not be reached', async () => {
    const stack = await stackForThisTest({env: {SMTP_URL: 'smtp://equipe:senha@127.0.0.1:9', LEAD_EMAILS: 'equipe@eva.example'}})
    expect(await postForm(`${stack.url}/projetos`, validBooking('Correio Parado'))).toMatchObject({status: 200})
    await expect.poll(() => eventLines(stack.server.logs(), 'mail.retry').length, {timeout: 15_000}).toBeGreaterThan(0)
    const [retry] = eventLines(stack.server.logs(), 'mail.retry')
    expect(retry!.code).toMatch(/^(ECONNECTION|ECONNREFUSED|ESOCKET)$/)
    expect(retry!.hint).toMatch(/SMTP_URL|check its URL/)
    // The password in the URL is never in the log.
    expect(stack.server.logs()).not.toContain('senha')
  })
})
