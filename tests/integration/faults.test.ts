import {mkdtempSync, rmSync} from 'node:fs'
import {Agent, get as httpGet} from 'node:http'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, postForm, validBooking, type Answer} from '../support/forms.mjs'
import {lockDatabase} from '../support/sqlite-locker'
import {stackForThisTest} from '../support/use-stack'

// The production server under faults: its SQLite file locked by another process, and a
// SIGTERM in the middle of a write load. (A content source that goes down: see
// content-freshness.test.ts.) Bounded, on loopback, and each stops by itself.

const nextClient = clientAddresses(8)
const postBooking = (base: string, nome: string): Promise<Answer> =>
  postForm(`${base}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()})

describe('another process holds the SQLite file’s lock', () => {
  it('pages keep answering while it is held; each post then succeeds or gets the failure message with its fields', async () => {
    const {server, dataDir} = await stackForThisTest({env: {TRUST_PROXY: '127.0.0.1'}})
    // The database exists, and the pages are warm.
    expect((await postBooking(server.url, 'Antes Do Bloqueio')) as {status: number}).toMatchObject({status: 200})
    for (const path of ['/sobre-nos', '/minha_eva/convite/ambiente-demo']) await fetch(server.url + path)

    // A backup, the export, a second instance: holds the write lock until every post below has
    // its answer, which comes when the post gives up waiting (SQLITE_BUSY_TIMEOUT_MS, the
    // store's own limit): longer than any write waits.
    const lock = await lockDatabase(join(dataDir, 'eva.sqlite'))

    // During the lock: posts go in, and pages are asked for all along. A page that waited
    // for the lock would come back only after it: each answered while it is held counts.
    const posts = Array.from({length: 6}, (_, index) => `Durante O Bloqueio ${'abcdef'[index]}`)
    let answered = false
    const answers = Promise.all(posts.map((nome) => postBooking(server.url, nome))).finally(() => (answered = true))
    let pagesWhileLocked = 0
    while (!answered) {
      for (const path of ['/sobre-nos', '/404', '/minha_eva/convite/ambiente-demo']) {
        const response = await fetch(server.url + path)
        expect(response.status).toBeLessThan(500)
        if (!answered) pagesWhileLocked++
      }
    }
    const results = await answers
    await lock.release()

    expect(pagesWhileLocked, 'pages answered while the store was locked').toBeGreaterThanOrEqual(5)
    const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
    try {
      const stored = (await store.list('agendamentos')).map((document) => document.data.nome)
      for (const [index, result] of results.entries()) {
        expect('status' in result && result.complete, posts[index]).toBe(true)
        const {status, body} = result as {status: number; body: string}
        if (status === 200) {
          expect(body).toContain('Agendamento realizado com sucesso!')
          expect(stored.filter((nome) => nome === posts[index])).toHaveLength(1)
        } else {
          expect(status).toBe(503)
          expect(body).toContain('Falha ao realizar o agendamento: ')
          // Every field given back to the form.
          expect(body).toContain(`value="${posts[index]}"`)
          expect(body).toContain('529.982.247-25')
          expect(body).toContain('Horta na varanda.')
          expect(stored).not.toContain(posts[index])
        }
      }
      // The lock outlasts the wait for it (SQLITE_BUSY_TIMEOUT_MS): the failure path did run.
      expect(results.some((result) => 'status' in result && result.status === 503)).toBe(true)
      // The lock gone, a post is stored again.
      expect((await postBooking(server.url, 'Depois Do Bloqueio')) as {status: number}).toMatchObject({status: 200})
    } finally {
      await store.close()
    }
  }, 60_000)
})

describe('writes queued behind a lock', () => {
  it('each gives up within its own wait for the lock, however many were queued before it', async () => {
    // A short wait (500 ms) and ten writes queued at once: were each wait to start only when
    // the write before it gave up, the last would wait ten times as long.
    const folder = mkdtempSync(join(tmpdir(), 'eva-queued-'))
    const file = join(folder, 'eva.sqlite')
    const store = createSqliteStore(file, {busyTimeoutMs: 500})
    let release = async () => {}
    try {
      await store.create('agendamentos', 'antes', {nome: 'Antes'})
      release = (await lockDatabase(file)).release
      const waits = await Promise.all(
        Array.from({length: 10}, async (_, index) => {
          const asked = performance.now()
          const outcome = await store.create('agendamentos', `fila-${index}`, {nome: `Fila ${index}`}).catch(() => 'failed')
          return {outcome, waitedMs: performance.now() - asked}
        }),
      )
      expect(waits.map(({outcome}) => outcome)).toEqual(Array(10).fill('failed'))
      // Ten waits one after another would be 5 s; each within its own 500 ms, with room for a busy machine.
      expect(Math.max(...waits.map(({waitedMs}) => waitedMs))).toBeLessThan(2500)
    } finally {
      await release()
      await store.close()
      rmSync(folder, {recursive: true, force: true})
    }
  }, 30_000)
})

describe('SIGTERM during a write load', () => {
  it('stops accepting, finishes what is in flight, closes the store: every acknowledged post is stored once, no answer is cut off', async () => {
    const {server, dataDir} = await stackForThisTest({env: {TRUST_PROXY: '127.0.0.1'}})
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))

    const results: Array<{nome: string; answer: Answer}> = []
    let stop = false
    let sent = 0
    let loadIsGoing = () => {}
    const loadGoing = new Promise<void>((resolve) => (loadIsGoing = resolve))
    // 30 senders at a time, each sending booking after booking until the server is gone.
    const sender = async () => {
      while (!stop) {
        const nome = letterName('Carga Sinal', ++sent)
        const answer = await postBooking(server.url, nome)
        results.push({nome, answer})
        if (results.length >= 60) loadIsGoing()
        if ('refused' in answer) return
      }
    }
    const senders = Array.from({length: 30}, sender)
    // Once the load is going (sixty answers in), the signal.
    await Promise.race([loadGoing, Promise.all(senders)])
    server.child.kill('SIGTERM')
    const code = await exited
    stop = true
    await Promise.all(senders)

    expect(code, 'the server exits cleanly').toBe(0)
    expect(server.logs()).toContain('server.stopped')
    const answered = results.filter(({answer}) => 'status' in answer)
    expect(answered.length).toBeGreaterThanOrEqual(60)
    for (const {nome, answer} of answered) {
      expect((answer as {complete: boolean}).complete, `${nome}: the answer came whole`).toBe(true)
      expect((answer as {status: number}).status, nome).toBe(200)
    }
    const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
    try {
      const stored = (await store.list('agendamentos')).map((document) => document.data.nome)
      for (const {nome} of answered)
        expect(
          stored.filter((name) => name === nome),
          nome,
        ).toHaveLength(1)
    } finally {
      await store.close()
    }
  }, 60_000)
})

describe('SIGTERM under 200 keep-alive connections', () => {
  it('cuts no request: each one the server took gets its whole answer; the others are refused before the server reads them', async () => {
    const {server} = await stackForThisTest({})
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)))
    const agent = new Agent({keepAlive: true, maxSockets: 200})
    // refused: no connection (ECONNREFUSED), or one the kernel had taken but the server had
    // not accepted when it stopped listening (reset before any byte was read; nothing in it
    // reached the site). cut: a request on a connection the server had (reused), or an answer
    // broken off: these must not happen.
    const counts = {answered: 0, refused: 0, resetUnaccepted: 0, cut: [] as string[]}
    let loadIsGoing = () => {}
    const loadGoing = new Promise<void>((resolve) => (loadIsGoing = resolve))
    /** One GET of the home page: 'answered' (whole), 'refused', 'unaccepted', or what cut it. */
    const ask = () =>
      new Promise<string>((resolve) => {
        const req = httpGet(`${server.url}/`, {agent, headers: {'x-forwarded-for': nextClient()}}, (res) => {
          let length = 0
          res.on('data', (chunk: Buffer) => (length += chunk.length))
          res.on('end', () =>
            resolve(res.complete && res.statusCode === 200 && length > 0 ? 'answered' : `incomplete ${res.statusCode}`),
          )
          res.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code ?? error.message} in the answer`))
        })
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') resolve('refused')
          else if (error.code === 'ECONNRESET' && !req.reusedSocket) resolve('unaccepted')
          else resolve(`${error.code ?? error.message}${req.reusedSocket ? ' on a reused connection' : ''}`)
        })
      })
    // 200 clients, each asking again as soon as answered, until the server is gone.
    const client = async () => {
      for (;;) {
        const outcome = await ask()
        if (outcome === 'answered') {
          if (++counts.answered === 400) loadIsGoing()
        } else if (outcome === 'refused' || outcome === 'unaccepted') {
          counts[outcome === 'refused' ? 'refused' : 'resetUnaccepted']++
          return
        } else counts.cut.push(outcome)
        if (counts.cut.length > 50) return
      }
    }
    const clients = Array.from({length: 200}, client)
    await Promise.race([loadGoing, Promise.all(clients)])
    server.child.kill('SIGTERM')
    expect(await exited, 'the server exits cleanly').toBe(0)
    await Promise.all(clients)
    agent.destroy()

    expect(counts.answered).toBeGreaterThanOrEqual(400)
    expect(counts.cut, 'requests cut (a reset on a reused connection, a hang-up, half an answer)').toEqual([])
    expect(counts.refused + counts.resetUnaccepted).toBe(200)
  }, 90_000)
})
