import {execFile} from 'node:child_process'
import {chmodSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {TEST_BUILD_DIR} from '../support/server.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'eva-export-'))

type Outcome = {code: number | null; stdout: Buffer; stderr: string}

/** The compiled command (in the tests' build) as `npm run export` runs it, on the SQLite store in dataDir. */
function exportCsv(...args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(TEST_BUILD_DIR, 'cli/export-csv.js'), ...args],
      {
        cwd: dataDir, // any folder: the command finds the project from its own file
        encoding: 'buffer',
        timeout: 30_000,
        // Empty values win over a developer's .env, so the export always reads this SQLite file.
        env: {
          NODE_ENV: 'test',
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          FIREBASE_PROJECT_ID: '',
          FIRESTORE_EMULATOR_HOST: '',
          GOOGLE_APPLICATION_CREDENTIALS: '',
        },
      },
      (error, stdout, stderr) => {
        resolve({code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr: stderr.toString('utf8')})
      },
    )
  })
}

let expectedCsv: string

beforeAll(async () => {
  const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
  try {
    const stamp = {serverTimestamp: 'dataSolicitacao'}
    await store.create('agendamentos', 'pedido-b', {nome: 'Ana Souza', cidade: 'Curitiba', demanda: 'Horta; 3 m²'}, stamp)
    await store.create('agendamentos', 'pedido-a', {nome: 'João "Jô" Ávila', demanda: 'Linha 1\nLinha 2 🌱'}, stamp)
    await store.create('agendamentos', 'pedido-c', {nome: '=1+1', cidade: 'São José dos Pinhais', cep: '83.005-000'}, stamp)
    // A lead with its origin: a column per entry, in one order, after the fields.
    await store.create(
      'agendamentos',
      'pedido-d',
      {nome: 'Bia', origem: {fonte: 'instagram', meio: 'social', campanha: '-X', gclid: true}},
      stamp,
    )
    await store.create('reservas_evababy', 'reserva-1', {nome: 'Outra coleção'}, stamp)

    // Curitiba is UTC−3 all year since 2019: the time a spreadsheet in pt-BR reads as a date.
    const inCuritiba = (date: Date) =>
      new Date(date.getTime() - 3 * 60 * 60 * 1000).toISOString().replace(/^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d).*$/, '$3/$2/$1 $4')
    const [b, a, c, d] = (await store.list('agendamentos')).map((document) => inCuritiba(document.data.dataSolicitacao as Date))
    const origin =
      'origem_fonte;origem_meio;origem_campanha;origem_conteudo;origem_termo;origem_gclid;origem_fbclid;origem_site;origem_pagina'
    expectedCsv = [
      `\uFEFFid;nome;cidade;demanda;dataSolicitacao;cep;${origin}\r\n`,
      `pedido-b;Ana Souza;Curitiba;"Horta; 3 m²";${b};;;;;;;;;;\r\n`,
      `pedido-a;"João ""Jô"" Ávila";;"Linha 1\nLinha 2 🌱";${a};;;;;;;;;;\r\n`,
      `pedido-c;'=1+1;São José dos Pinhais;;${c};83.005-000;;;;;;;;;\r\n`,
      `pedido-d;Bia;;;${d};;instagram;social;'-X;;;sim;;;\r\n`,
    ].join('')
  } finally {
    await store.close()
  }
})

afterAll(() => rmSync(dataDir, {recursive: true, force: true}))

describe('npm run export', () => {
  it('prints the collection as CSV for Excel, oldest first', async () => {
    const {code, stdout, stderr} = await exportCsv('agendamentos')
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(stdout).toEqual(Buffer.from(expectedCsv, 'utf8'))
  })

  it('writes the same bytes to a file with --out', async () => {
    const file = join(dataDir, 'agendamentos.csv')
    const {code, stdout, stderr} = await exportCsv('agendamentos', '--out', file)
    expect(code).toBe(0)
    expect(stdout.length).toBe(0)
    expect(stderr).toBe(`4 document(s) from agendamentos written to ${file}\n`)
    expect(readFileSync(file)).toEqual(Buffer.from(expectedCsv, 'utf8'))
    // CPFs and phones: its owner's only, even over a file that anyone could read.
    expect(statSync(file).mode & 0o777).toBe(0o600)
    chmodSync(file, 0o644)
    expect((await exportCsv('agendamentos', '--out', file)).code).toBe(0)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it.each([
    [[], 'missing collection'],
    [['agendamento'], 'unknown collection "agendamento"'],
    [['agendamentos', '--out'], '--out needs a file name'],
    [['agendamentos', '--desde', 'ontem'], 'unknown option --desde'],
  ])('refuses %j with a one-line usage error and exit code 2', async (args, problem) => {
    const {code, stdout, stderr} = await exportCsv(...args)
    expect(code).toBe(2)
    expect(stdout.length).toBe(0)
    expect(stderr).toBe(`export-csv: ${problem}. usage: npm run export -- <agendamentos|reservas_evababy> [--out FILE]\n`)
  })
})
