// A data folder as the site leaves it after years of leads, for the retention tests
// (tests/in-process/lead-retention.test.ts, tests/integration/lead-retention.test.ts): how long
// lead data lives (app/leads/retention.server.ts, the privacy page) is a lead 24 months after
// its last change, with its mails and their .eml copies; any .eml copy 30 days.
import {existsSync, mkdirSync, utimesSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {expect} from 'vitest'
import {createLead} from '~/leads/lead-records.server'
import {messageId, OUTBOX} from '~/leads/outbox.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'

const DAY_MS = 24 * 60 * 60 * 1000
const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from)
  date.setMonth(date.getMonth() - months)
  return date
}

/** A booking with its outbox messages and their .eml copies, as the site leaves them. */
async function lead(store: DocumentStore, mailFolder: string, id: string, fields: Record<string, Date>) {
  await createLead(store, {collection: 'agendamentos', id, data: {nome: id, email: `${id}@exemplo.com`, ...fields}})
  mkdirSync(mailFolder, {recursive: true})
  for (const purpose of ['equipe', 'confirmacao'] as const) {
    writeFileSync(join(mailFolder, `${messageId(id, purpose)}.eml`), 'Subject: x\n\nx')
  }
}

/** Three leads (25 months old, 23, and 30 but changed last month) and two old copies; the mail folder. */
export async function seedData(dataDir: string) {
  const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
  const mail = join(dataDir, 'mail')
  try {
    await lead(store, mail, 'antigo', {dataSolicitacao: monthsAgo(25)})
    await lead(store, mail, 'recente', {dataSolicitacao: monthsAgo(23)})
    // Old, but staff changed it last month: kept.
    await lead(store, mail, 'atualizado', {dataSolicitacao: monthsAgo(30), atualizadoEm: monthsAgo(1)})
  } finally {
    await store.close()
  }
  // A copy of a mail whose lead stays, but 31 days old; another 29 days old.
  for (const [name, days] of [
    ['velho.eml', 31],
    ['novo.eml', 29],
  ] as const) {
    writeFileSync(join(mail, name), 'Subject: x\n\nx')
    const when = new Date(Date.now() - days * DAY_MS)
    utimesSync(join(mail, name), when, when)
  }
  return mail
}

/** What retention leaves of seedData's folder. */
export async function expectRetained(dataDir: string, mail: string) {
  const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
  try {
    expect((await store.list('agendamentos')).map(({id}) => id).sort()).toEqual(['atualizado', 'recente'])
    const messages = (await store.list(OUTBOX)).map(({id}) => id)
    expect(messages.some((id) => id.startsWith('antigo'))).toBe(false)
    expect(messages).toContain(messageId('recente', 'equipe'))
  } finally {
    await store.close()
  }
  expect(existsSync(join(mail, `${messageId('antigo', 'equipe')}.eml`))).toBe(false)
  expect(existsSync(join(mail, `${messageId('recente', 'equipe')}.eml`))).toBe(true)
  expect(existsSync(join(mail, 'velho.eml'))).toBe(false)
  expect(existsSync(join(mail, 'novo.eml'))).toBe(true)
}
