/**
 * Validates the Studio schema and writes schema.json, both offline.
 * `sanity schema validate` and `sanity schema extract` call the Sanity API; this does the
 * same work locally (run with `sanity exec scripts/schema-check.ts`).
 */
import {writeFileSync} from 'node:fs'
import {resolve} from 'node:path'
import {extractSchema} from '@sanity/schema/_internal'
import {createSchema} from 'sanity'
import {schemaTypes} from '../schemaTypes'

type Problem = {severity: 'error' | 'warning'; message: string; helpId?: string}
type ValidationGroup = {path: Array<{kind: string; type?: string; name?: string}>; problems: Problem[]}

const schema = createSchema({name: 'default', types: schemaTypes})
const groups = ((schema as unknown as {_validation?: ValidationGroup[]})._validation ?? []).filter(
  (group) => group.problems.length > 0,
)

let errors = 0
for (const group of groups) {
  const where = group.path.map((segment) => segment.name ?? segment.type ?? segment.kind).join(' › ')
  for (const problem of group.problems) {
    if (problem.severity === 'error') errors++
    console.log(`${problem.severity.toUpperCase()} ${where}: ${problem.message}`)
  }
}
if (errors > 0) {
  console.error(`Schema invalid: ${errors} error(s).`)
  process.exit(1)
}

const target = resolve(process.argv[2] ?? 'schema.json')
const extracted = extractSchema(schema, {enforceRequiredFields: true})
writeFileSync(target, JSON.stringify(extracted, null, 2) + '\n')
console.log(`Schema valid (${schemaTypes.length} types); extracted to ${target}`)
