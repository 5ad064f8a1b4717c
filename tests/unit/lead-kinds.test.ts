// The kinds of lead are declared once (app/leads/kinds.ts): each one's fields are its form's,
// every field has a label in the mails and the inbox, and no other module of the site names a
// kind's collection, or (on the server) a kind, as a literal of its own.
import {readdirSync, readFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import {describe, expect, it} from 'vitest'
import {LEAD_COLLECTION_NAMES, LEAD_KIND_NAMES, LEAD_KINDS} from '~/leads/kinds'
import {mailMessages} from '~/messages/mail'
import {PROJECT_ROOT} from '~/utils/paths.server'

const KINDS_MODULE = 'app/leads/kinds.ts'

const sourcesUnder = (folder: string) =>
  readdirSync(join(PROJECT_ROOT, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && entry.name !== 'sanity.types.ts')
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))

const quoted = (names: readonly string[]) => new RegExp(`(['"\`])(${names.join('|')})\\1`)

describe('the kinds of lead', () => {
  it.each(LEAD_KIND_NAMES)('%s: its fields are its form’s, each with a label', (kind) => {
    const {form, fields, place} = LEAD_KINDS[kind]
    const shape = (form.schema as unknown as {def: {shape: Record<string, unknown>}}).def.shape
    expect([...fields].sort()).toEqual(Object.keys(shape).sort())
    expect(fields).toContain(place)
    for (const field of fields) expect(mailMessages.team.fields, field).toHaveProperty(field)
  })

  it('each in a collection of its own', () => {
    expect(new Set(LEAD_COLLECTION_NAMES).size).toBe(LEAD_KIND_NAMES.length)
  })

  it('are named only in their module', () => {
    const code = [...sourcesUnder('app'), ...sourcesUnder('server')].filter((file) => file !== KINDS_MODULE)
    const collections = quoted(LEAD_COLLECTION_NAMES)
    // A kind's name also names things that are not the kind (a form's id in the page): on the
    // server, where the lead is stored, mailed and shown to the team, it is only the kind.
    const kinds = quoted(LEAD_KIND_NAMES)
    const onServer = (file: string) =>
      file.startsWith('server/') || /\.server\.tsx?$/.test(file) || file.startsWith('app/messages/')
    const found = code.flatMap((file) => {
      const text = readFileSync(join(PROJECT_ROOT, file), 'utf8')
      return [
        ...(collections.test(text) ? [`${file}: a collection`] : []),
        ...(onServer(file) && kinds.test(text) ? [`${file}: a kind`] : []),
      ]
    })
    expect(found).toEqual([])
  })
})
