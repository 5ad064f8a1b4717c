import {BUSINESS_TIME_ZONE} from '~/constants'
import {teamMessages} from '~/messages/team'
import {ORIGIN_KEYS} from './origin'

/**
 * CSV for staff who open it in Excel set to Portuguese (Brazil): UTF-8 with a BOM so accents
 * show, ';' between columns because ',' is the decimal mark there, CRLF line ends, dates as
 * that spreadsheet reads them.
 */
export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'
export const UTF8_BOM = '\uFEFF'

export type CsvDocument = {id: string; data: Record<string, unknown>}

/**
 * A header of `id` and every field seen (first-seen order), then one row per document. A field
 * holding a map is one column per entry (`origem_fonte`, `origem_meio`…); a lead's origin has
 * all its columns, in one order, whichever entries a lead has.
 */
export function documentsToCsv(documents: readonly CsvDocument[]): string {
  const flat = documents.map((document) => flatten(document.data))
  const fields = [...new Set(flat.flatMap((data) => [...data.keys()]))]
  const header = ['id', ...fields]
  const rows = documents.map((document, index) => [document.id, ...fields.map((field) => flat[index]!.get(field))])
  return UTF8_BOM + [header, ...rows].map((row) => row.map(formatCell).join(CSV_SEPARATOR) + CSV_LINE_END).join('')
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Maps whose columns are known: every one of them, in this order. */
const MAP_COLUMNS = new Map<string, readonly string[]>([['origem', ORIGIN_KEYS]])

/**
 * A document as its columns. Maps, not objects: a field is named by whatever was stored, and a
 * lead without a field named `constructor` must read as an empty cell, not as Object's.
 */
function flatten(data: Record<string, unknown>) {
  return new Map<string, unknown>(
    Object.entries(data).flatMap(([field, value]) => {
      if (!isMap(value)) return [[field, value]]
      const entries = MAP_COLUMNS.get(field) ?? Object.keys(value)
      return entries.map((entry): [string, unknown] => [
        `${field}_${entry}`,
        Object.hasOwn(value, entry) ? value[entry] : undefined,
      ])
    }),
  )
}

/** One cell: dates in Curitiba's time, nothing for a missing value, quoted only when needed. */
export function formatCell(value: unknown): string {
  const text = typeof value === 'string' ? neutralizeFormula(value) : toText(value)
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return spreadsheetDate(value)
  if (typeof value === 'boolean') return value ? teamMessages.csv.yes : teamMessages.csv.no
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const dateParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 2026-11-24T14:05:00Z → "24/11/2026 11:05": a form Excel set to pt-BR reads as a date and time. */
export function spreadsheetDate(date: Date): string {
  const part = Object.fromEntries(dateParts.formatToParts(date).map(({type, value}) => [type, value]))
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}

// The data comes from public forms: a cell starting with = + - @ (or a tab or CR) would run
// as a formula in Excel. A leading apostrophe makes it plain text (OWASP "CSV injection").
function neutralizeFormula(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
