import {describe, expect, it} from 'vitest'
import {documentsToCsv, formatCell, spreadsheetDate} from '~/leads/csv'

describe('CSV for Excel (pt-BR)', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends every line with CRLF', () => {
    const csv = documentsToCsv([
      {id: 'a1', data: {nome: 'Ana', cidade: 'Curitiba'}},
      {id: 'b2', data: {nome: 'Bia', cidade: 'São Paulo'}},
    ])
    expect(csv).toBe('\uFEFFid;nome;cidade\r\na1;Ana;Curitiba\r\nb2;Bia;São Paulo\r\n')
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('puts id first, then every field in the order first seen, leaving missing ones empty', () => {
    const csv = documentsToCsv([
      {id: '1', data: {nome: 'Ana', email: 'ana@exemplo.com'}},
      {id: '2', data: {telefone: '(41) 99999-0000', nome: 'Bia'}},
      {id: '3', data: {}},
    ])
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFid;nome;email;telefone',
      '1;Ana;ana@exemplo.com;',
      '2;Bia;;(41) 99999-0000',
      '3;;;',
      '',
    ])
  })

  it('writes dates as dd/mm/aaaa hh:mm in Curitiba\u2019s time, which Excel in pt-BR reads as dates', () => {
    const csv = documentsToCsv([{id: 'x', data: {dataSolicitacao: new Date('2025-03-14T13:30:00.250Z')}}])
    expect(csv).toBe('\uFEFFid;dataSolicitacao\r\nx;14/03/2025 10:30\r\n')
  })

  it.each([
    ['2026-01-01T02:59:59Z', '31/12/2025 23:59'],
    ['2026-11-24T00:00:00Z', '23/11/2026 21:00'],
    // Brazil kept summer time until 2019: then Curitiba was three hours behind only in winter.
    ['2018-12-01T12:00:00Z', '01/12/2018 10:00'],
    ['2018-07-01T12:00:00Z', '01/07/2018 09:00'],
  ])('%s is %s in Curitiba', (instant, local) => {
    expect(spreadsheetDate(new Date(instant))).toBe(local)
  })

  it.each([
    // A value with the separator, a quote or a line break is quoted, its quotes doubled.
    ['Rua XV; 700', '"Rua XV; 700"'],
    ['Horta "vertical"', '"Horta ""vertical"""'],
    ['linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
    ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['vírgula, sem aspas', 'vírgula, sem aspas'],
    ['Ação 🌱', 'Ação 🌱'],
    // Empty for null; numbers as text, booleans in Portuguese; lists (and maps, in a single cell) as JSON.
    [null, ''],
    [undefined, ''],
    [3.5, '3.5'],
    [-2, '-2'],
    [true, 'sim'],
    [false, 'não'],
    [['horta', 'pomar'], '"[""horta"",""pomar""]"'],
    [{numero: 700}, '"{""numero"":700}"'],
    // Text that Excel would run as a formula becomes plain text.
    ['=HYPERLINK("http://mal.example","clique")', '"\'=HYPERLINK(""http://mal.example"",""clique"")"'],
    ['+55 41 99999-0000', "'+55 41 99999-0000"],
    ['-ideia', "'-ideia"],
    ['@soma', "'@soma"],
    ['Ana = Bia', 'Ana = Bia'],
  ])('writes %j as the cell %s', (value, cell) => {
    expect(formatCell(value)).toBe(cell)
  })

  it('writes only the header for an empty collection', () => {
    expect(documentsToCsv([])).toBe('\uFEFFid\r\n')
  })
})
