import {execFileSync} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import {chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, relative} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {simpleParser} from 'mailparser'
import {afterAll, describe, expect, it, onTestFinished, vi} from 'vitest'
import {TEAM_SESSION_COOKIE, TEAM_SIGN_IN_COOKIE} from '~/constants'
import {addNote, createLead, deleteOnRequest, getLead} from '~/leads/lead-records.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {logger} from '~/utils/log.server'
import {clientAddresses, postForm, validBooking} from '../support/forms.mjs'
import {SERVER_BUILD} from '../support/server.mjs'
import {useStack} from '../support/use-stack'

// A lead deleted on request is gone from every byte of the data folder (docs/security.md#deleting-a-lead):
// the database file, its WAL, the mail copies; the backups keep it until they expire, and are
// the one place the search skips. Every file there is the site's user's alone.
const MEMBER = 'ana.equipe@eva.example'
const SITE_URL = 'https://eva.example'
// A folder the site creates itself, so its mode is the site's doing.
const parent = mkdtempSync(join(tmpdir(), 'eva-erasure-'))
afterAll(() => rmSync(parent, {recursive: true, force: true}))
const dataDir = join(parent, 'dados')
const stack = useStack({
  dataDir,
  env: {TRUST_PROXY: '127.0.0.1', SITE_URL, EQUIPE_EMAILS: MEMBER, SESSION_SECRET: 's'.repeat(40)},
})
const nextClient = clientAddresses(73)

/** Every file under `folder` (but `skip`), with the ones holding any of `needles`, as bytes. */
function filesHolding(folder: string, needles: string[], skip: string[] = []) {
  const found: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, {withFileTypes: true})) {
      const path = join(at, entry.name)
      if (skip.includes(relative(folder, path))) continue
      if (entry.isDirectory()) walk(path)
      else if (needles.some((needle) => readFileSync(path).includes(Buffer.from(needle)))) found.push(relative(folder, path))
    }
  }
  walk(folder)
  return found.sort()
}

/** Every file and folder under `folder`, with its permission bits. */
function modesUnder(folder: string) {
  const modes: Record<string, string> = {'.': (statSync(folder).mode & 0o777).toString(8)}
  const walk = (at: string) => {
    for (const entry of readdirSync(at, {withFileTypes: true})) {
      const path = join(at, entry.name)
      modes[relative(folder, path)] = (statSync(path).mode & 0o777).toString(8)
      if (entry.isDirectory()) walk(path)
    }
  }
  walk(folder)
  return modes
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))!

function call(path: string, {client, cookie, form}: {client: string; cookie?: string; form?: Record<string, string>}) {
  return fetch(stack.server.url + path, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      'x-forwarded-for': client,
      ...(cookie ? {cookie} : {}),
      ...(form ? {'content-type': 'application/x-www-form-urlencoded', origin: SITE_URL} : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  })
}

/** Signs the member in as staff do: the code from the mail the site wrote to the mail folder. */
async function signIn(client: string) {
  const pending = cookieOf(await call('/equipe/entrar', {client, form: {email: MEMBER}}), TEAM_SIGN_IN_COOKIE)
  // A mail is written as `.eml.tmp`, then renamed: only the renamed file is whole.
  const codeMail = () => readdirSync(join(dataDir, 'mail')).find((name) => name.startsWith('codigo-') && name.endsWith('.eml'))
  await expect.poll(codeMail, {timeout: 10_000}).toBeDefined()
  const {subject} = await simpleParser(readFileSync(join(dataDir, 'mail', codeMail()!)))
  const answer = await call('/equipe/codigo', {client, cookie: pending, form: {codigo: subject!.match(/\d{6}/)![0]}})
  expect(answer.status).toBe(303)
  return cookieOf(answer, TEAM_SESSION_COOKIE)
}

describe('a lead deleted on request', () => {
  it('leaves no byte in the data folder, with or without a checkpoint; backups keep it until they expire', async () => {
    const marker = `Zqxmarcador ${randomUUID().replace(/\d/g, '').slice(0, 10)}`
    const cpf = '714.602.380-01'
    const booking = validBooking(marker, {
      cpf,
      endereco: `Rua ${marker}, 12`,
      demanda: `Horta do ${marker}`,
      email: 'marcador.lgpd@exemplo.com',
    })
    const client = nextClient()
    expect(await postForm(`${stack.server.url}/projetos`, booking, {'x-forwarded-for': client, origin: SITE_URL})).toMatchObject({
      status: 200,
    })
    const session = await signIn(client)
    const inbox = await (await call('/equipe', {client, cookie: session})).text()
    const page = inbox.match(/href="(\/equipe\/agendamentos\/[0-9a-f]+)"/)![1]!
    expect((await call(page, {client, cookie: session, form: {intencao: 'nota', nota: `Ligar para ${marker}`}})).status).toBe(303)
    // Its mails written (the team's holds the name and address), and a backup taken.
    const id = page.split('/').at(-1)!
    await expect.poll(() => readdirSync(join(dataDir, 'mail')).includes(`${id}-equipe.eml`), {timeout: 10_000}).toBe(true)
    execFileSync(process.execPath, [join(SERVER_BUILD, '../cli/backup.js'), 'backup'], {
      env: {PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir},
    })
    const needles = [marker, cpf, cpf.replace(/\D/g, '')]
    // The search finds the lead where it is, before.
    expect(filesHolding(dataDir, needles, ['backups'])).toEqual(expect.arrayContaining([`mail/${id}-equipe.eml`]))

    expect((await call(page, {client, cookie: session, form: {intencao: 'excluir'}})).status).toBe(303)
    // As the deletion left the files: no checkpoint of anyone's since.
    expect(filesHolding(dataDir, needles, ['backups'])).toEqual([])
    // After a checkpoint (SQLite runs one by itself, here another process asks for it).
    const database = new DatabaseSync(join(dataDir, 'eva.sqlite'), {timeout: 5000})
    try {
      database.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } finally {
      database.close()
    }
    expect(filesHolding(dataDir, needles, ['backups'])).toEqual([])
    // The one exception: the backup taken before, until it expires.
    expect(filesHolding(join(dataDir, 'backups'), needles)).toHaveLength(1)
  }, 60_000)

  it('every file and folder of the data folder, backups included, is readable by the site’s user only', () => {
    const modes = modesUnder(dataDir)
    expect(Object.keys(modes)).toEqual(expect.arrayContaining(['.', 'eva.sqlite', 'mail', 'backups']))
    for (const [path, mode] of Object.entries(modes)) {
      expect(mode, path).toBe(statSync(join(dataDir, path)).isDirectory() ? '700' : '600')
    }
  })
})

describe('a reader holding the WAL back', () => {
  it('delays the erasure with a warning; it happens once the reader lets go', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'eva-erasure-reader-'))
    onTestFinished(() => rmSync(folder, {recursive: true, force: true}))
    const file = join(folder, 'eva.sqlite')
    const store = createSqliteStore(file)
    onTestFinished(() => store.close())
    const marker = 'Zqxleitor Aberto'
    await createLead(store, {collection: 'agendamentos', id: 'lido', data: {nome: marker, email: 'leitor@exemplo.com'}})
    const lead = (await getLead(store, 'agendamentos', 'lido'))!
    await addNote(store, lead, `Nota de ${marker}`, MEMBER)
    // An export or a backup under way: a read transaction that began before the deletion.
    const reader = new DatabaseSync(file, {readOnly: true})
    reader.exec('BEGIN')
    reader.prepare('SELECT count(*) FROM documents').get()
    const warnings = vi.spyOn(logger, 'warn')
    onTestFinished(() => warnings.mockRestore())

    await deleteOnRequest(store, lead, MEMBER, join(folder, 'mail'))
    expect(warnings).toHaveBeenCalledWith({}, 'store.erase_held')
    expect(filesHolding(folder, [marker])).toEqual(['eva.sqlite-wal'])

    reader.exec('COMMIT')
    reader.close()
    await expect.poll(() => filesHolding(folder, [marker]), {timeout: 10_000}).toEqual([])
  })
})

describe('a database an older version wrote', () => {
  it('loses what was deleted before secure_delete, at the site’s first write; its files become private', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'eva-erasure-old-'))
    onTestFinished(() => rmSync(folder, {recursive: true, force: true}))
    const file = join(folder, 'eva.sqlite')
    const marker = 'Zqxantigo Apagado'
    // As the site left it before: secure_delete off, the deleted row's bytes in a free page.
    const old = new DatabaseSync(file)
    old.exec('PRAGMA journal_mode = WAL; PRAGMA secure_delete = OFF')
    old.exec(
      'CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL, timestamp_field TEXT, PRIMARY KEY (collection, id))',
    )
    old
      .prepare("INSERT INTO documents VALUES ('agendamentos', 'velho', ?, '2025-01-01T00:00:00.000Z', NULL)")
      .run(JSON.stringify({nome: marker}))
    old.exec("DELETE FROM documents WHERE id = 'velho'")
    old.close()
    chmodSync(file, 0o644)
    expect(filesHolding(folder, [marker])).toEqual(['eva.sqlite'])

    // The site's first write (the retention pass a second after start erases) opens the writer.
    const store = createSqliteStore(file)
    onTestFinished(() => store.close())
    expect(await store.list('agendamentos')).toEqual([])
    expect(await store.eraseDeleted()).toBe('done')
    expect(filesHolding(folder, [marker])).toEqual([])
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600')
  })
})
