import type {SanityDocument} from '~/seed/dataset.server'

// The shape of `sanity schema extract` output (studio/schema.json), as far as we read it.
type Node =
  | {type: 'object'; attributes: Record<string, Attribute>; rest?: Node; dereferencesTo?: string}
  | {type: 'array'; of: Node}
  | {type: 'union'; of: Node[]}
  | {type: 'inline'; name: string}
  | {type: 'string' | 'number' | 'boolean'; value?: string | number | boolean}
  | {type: 'unknown' | 'null'}
type Attribute = {type: 'objectAttribute'; value: Node; optional?: boolean}
type SchemaType = {name: string; type: 'document' | 'type'; attributes?: Record<string, Attribute>; value?: Node}

// Set by the Content Lake on write; an import file does not carry them.
const SYSTEM_FIELDS = new Set(['_createdAt', '_updatedAt', '_rev'])

/**
 * Checks documents against the extracted Studio schema: the type exists, every field is
 * one the schema declares, values have the declared kind, fields the schema marks as
 * required are present, and references point at an existing document of an allowed type.
 * Returns one line per problem.
 */
export function checkDocuments(
  documents: SanityDocument[],
  schema: SchemaType[],
  /** Further documents references may point at (e.g. image assets), not checked themselves. */
  alsoInDataset: SanityDocument[] = [],
): string[] {
  const types = new Map(schema.map((type) => [type.name, type]))
  const byId = new Map([...documents, ...alsoInDataset].map((document) => [document._id, document]))
  const problems: string[] = []

  const check = (value: unknown, node: Node, path: string): string[] => {
    switch (node.type) {
      case 'inline': {
        const named = types.get(node.name)
        if (!named) return [`${path}: unknown type ${node.name}`]
        return check(value, named.value ?? {type: 'object', attributes: named.attributes ?? {}}, path)
      }
      case 'union': {
        const attempts = node.of.map((alternative) => check(value, alternative, path))
        return attempts.find((attempt) => attempt.length === 0) ?? attempts.sort((a, b) => a.length - b.length)[0] ?? []
      }
      case 'array':
        if (!Array.isArray(value)) return [`${path}: expected a list`]
        return value.flatMap((item, index) => {
          const itemPath = `${path}[${index}]`
          const keyProblem =
            item && typeof item === 'object' && typeof (item as {_key?: unknown})._key !== 'string'
              ? [`${itemPath}: missing _key`]
              : []
          return [...keyProblem, ...check(item, node.of, itemPath)]
        })
      case 'object': {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object`]
        const record = value as Record<string, unknown>
        // An array member of a named object type (a campaign page's block) has it as `rest`, inline.
        const resolve = (inner?: Node): Node | undefined =>
          inner?.type === 'inline' ? resolve(types.get(inner.name)?.value as Node | undefined) : inner
        const rest = resolve(node.rest)
        const attributes = {...node.attributes, ...(rest?.type === 'object' ? rest.attributes : {})}
        const found: string[] = []
        for (const [name, inner] of Object.entries(record)) {
          const attribute = attributes[name]
          if (!attribute) found.push(`${path}.${name}: not in the schema`)
          else found.push(...check(inner, attribute.value, `${path}.${name}`))
        }
        for (const [name, attribute] of Object.entries(attributes)) {
          if (!attribute.optional && record[name] === undefined && !SYSTEM_FIELDS.has(name)) {
            found.push(`${path}.${name}: required but missing`)
          }
        }
        if (node.dereferencesTo) {
          const target = byId.get(String(record._ref))
          if (!target) found.push(`${path}: reference to missing document ${String(record._ref)}`)
          else if (target._type !== node.dereferencesTo)
            found.push(`${path}: references a ${target._type}, expected ${node.dereferencesTo}`)
        }
        return found
      }
      case 'unknown':
        return []
      case 'null':
        return value === null ? [] : [`${path}: expected null`]
      default:
        if (typeof value !== node.type) return [`${path}: expected a ${node.type}, got ${JSON.stringify(value)}`]
        if (node.value !== undefined && value !== node.value) return [`${path}: expected ${JSON.stringify(node.value)}`]
        return []
    }
  }

  for (const document of documents) {
    const type = types.get(document._type)
    if (!type || type.type !== 'document') {
      problems.push(`${document._id}: unknown document type ${document._type}`)
      continue
    }
    problems.push(...check(document, {type: 'object', attributes: type.attributes ?? {}}, document._id))
  }
  return problems
}
