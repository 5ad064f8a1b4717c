/**
 * CSV for staff who open it in Excel set to Portuguese (Brazil): UTF-8 with a BOM so accents
 * show, ';' between columns because ',' is the decimal mark there, CRLF line ends.
 */
export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'
export const UTF8_BOM = '\uFEFF'

export type CsvDocument = {id: string; data: Record<string, unknown>}

/** A header of `id` and every field seen (first-seen order), then one row per document. */
export function documentsToCsv(documents: readonly CsvDocument[]): string {
  const fields = [...new Set(documents.flatMap((document) => Object.keys(document.data)))]
  const header = ['id', ...fields]
  const rows = documents.map((document) => [document.id, ...fields.map((field) => document.data[field])])
  return UTF8_BOM + [header, ...rows].map((row) => row.map(formatCell).join(CSV_SEPARATOR) + CSV_LINE_END).join('')
}

/** One cell: dates as ISO 8601 (UTC), nothing for a missing value, quoted only when needed. */
export function formatCell(value: unknown): string {
  const text = typeof value === 'string' ? neutralizeFormula(value) : toText(value)
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

// The data comes from public forms: a cell starting with = + - @ (or a tab or CR) would run
// as a formula in Excel. A leading apostrophe makes it plain text (OWASP "CSV injection").
function neutralizeFormula(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
