// The site's import graph has no cycles: no folder of app/ imports a folder that imports it back,
// directly or through others, and no two files import each other (docs/architecture.md#where-a-concerns-code-lives).
// A cycle hides which side a piece belongs to; the fix is to move it there, not to allow the cycle.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import ts from 'typescript'
import {describe, expect, it} from 'vitest'

/**
 * Folder pairs that may import each other: none. A pair goes here only with a comment on why
 * its cycle must stay for now; one that no longer imports each other fails the last test below
 * until it leaves the list.
 */
const ALLOWED_FOLDER_PAIRS: ReadonlyArray<readonly [string, string]> = []

/** File pairs that may import each other, by the same rule: none. */
const ALLOWED_FILE_PAIRS: ReadonlyArray<string> = []

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const APP = join(ROOT, 'app')
const CODE = /\.(ts|tsx|mjs|js)$/

/** The code files under a folder of the project, as paths from its root. */
function codeUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
}

/** What a specifier names, as a path from the project's root: `~/…` and relative ones only. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(APP, specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(ROOT, dirname(from), specifier)
  else return undefined
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((extension) => base + extension),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
    // TypeScript's ESM style: `./x.js` for ./x.ts.
    base.replace(/\.js$/, '.ts'),
  ]
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile())
  return found === undefined ? undefined : relative(ROOT, found)
}

/**
 * A file's node in the graph of folders: `app/<folder>` for a file anywhere under that folder,
 * `server` for the process. The modules at the top of app/ (root.tsx, entry.*, constants.ts,
 * env.server.ts) compose or serve every concern by design: they are checked as files only.
 */
function folderOf(file: string): string | undefined {
  const parts = file.split('/')
  if (parts[0] === 'app') return parts.length > 2 ? `app/${parts[1]}` : undefined
  if (parts[0] === 'server') return 'server'
  return undefined
}

type Graph = Map<string, Map<string, string[]>>

/** The files of app/ and server/, each with the project files it imports (types, re-exports and dynamic imports too). */
function fileImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>()
  for (const file of [...codeUnder('app'), ...codeUnder('server')]) {
    const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true)
    const targets = info.importedFiles
      .map(({fileName}) => resolveSpecifier(file, fileName))
      .filter((target): target is string => target !== undefined && target !== file)
    imports.set(file, new Set(targets))
  }
  return imports
}

/** Folder → folder it imports → the `a → b` file imports that make that edge. */
function folderGraph(imports: Map<string, Set<string>>): Graph {
  const graph: Graph = new Map()
  for (const [file, targets] of imports) {
    const from = folderOf(file)
    if (!from) continue
    if (!graph.has(from)) graph.set(from, new Map())
    for (const target of targets) {
      const to = folderOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from)!
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`])
    }
  }
  return graph
}

/** The graph's strongly connected components of more than one folder (Tarjan): each holds a cycle. */
function cyclicGroups(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return groups
}

const isAllowed = (a: string, b: string, allowed: typeof ALLOWED_FOLDER_PAIRS) =>
  allowed.some(([x, y]) => (x === a && y === b) || (x === b && y === a))

/**
 * What is wrong with the folder graph: each group of folders that import each other, with the
 * imports inside it that no allowed pair accounts for. Allowed pairs form no loop of their own
 * (forms–leads–team is a line), so a group whose imports are all allowed has no other cycle.
 */
function folderCycles(graph: Graph, allowed = ALLOWED_FOLDER_PAIRS): string[] {
  return cyclicGroups(graph).flatMap((group) => {
    const unexplained = group.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => group.includes(to) && !isAllowed(from, to, allowed))
        .map(([to, files]) => `  ${from} → ${to} (${files.join('; ')})`),
    )
    return unexplained.length ? [`${group.join(', ')} import each other:\n${unexplained.join('\n')}`] : []
  })
}

/** Each pair of files that import each other, once. */
function filePairs(imports: Map<string, Set<string>>): string[] {
  const pairs: string[] = []
  for (const [file, targets] of imports)
    for (const target of targets) if (file < target && imports.get(target)?.has(file)) pairs.push(`${file} ⇄ ${target}`)
  return pairs
}

const imports = fileImports()
const graph = folderGraph(imports)

describe('the import graph', () => {
  it('is read from the code: the files, and the imports between folders', () => {
    expect([...imports.keys()]).toEqual(expect.arrayContaining(['app/root.tsx', 'server/index.ts', 'app/forms/VisitForm.tsx']))
    // `~/…`, relative paths, folders with an index, type-only imports.
    expect([...imports.get('app/root.tsx')!]).toEqual(expect.arrayContaining(['app/behaviours/index.ts', 'app/seo/JsonLd.tsx']))
    expect([...imports.get('app/content/content.server.ts')!]).toContain('app/content/local-source.server.ts')
    expect([...imports.get('app/load-context.d.ts')!]).toContain('app/preview/session.server.ts')
    expect([...(graph.get('server')?.keys() ?? [])]).toEqual(expect.arrayContaining(['app/delivery', 'app/preview']))
  })

  it('no folder of app/ imports a folder that imports it back, directly or through others', () => {
    expect(folderCycles(graph)).toEqual([])
  })

  it('no two files import each other', () => {
    expect(filePairs(imports).filter((pair) => !ALLOWED_FILE_PAIRS.includes(pair))).toEqual([])
  })

  it('catches what it is for, in planted graphs: a cycle of three, a folder joining an allowed pair, a pair of files', () => {
    const planted = (edges: string[]): Graph => {
      const graph: Graph = new Map()
      for (const edge of edges) {
        const [from, to] = edge.split(' → ') as [string, string]
        graph.set(from, (graph.get(from) ?? new Map()).set(to, [`(${edge})`]))
      }
      return graph
    }
    const allowed = [['x', 'y']] as const
    // No cycle but the allowed pair: nothing to say.
    expect(folderCycles(planted(['a → b', 'b → c', 'x → y', 'y → x', 'y → c']), allowed)).toEqual([])
    expect(folderCycles(planted(['a → b', 'b → c', 'c → a', 'x → y', 'y → x']), allowed)).toEqual([
      'a, b, c import each other:\n  a → b ((a → b))\n  b → c ((b → c))\n  c → a ((c → a))',
    ])
    // An allowed pair and a third folder through which one of them comes back to the other.
    expect(folderCycles(planted(['x → y', 'y → x', 'y → w', 'w → x']), allowed)).toEqual([
      'w, x, y import each other:\n  w → x ((w → x))\n  y → w ((y → w))',
    ])

    const files = new Map([
      ['app/a/one.ts', new Set(['app/b/two.ts'])],
      ['app/b/two.ts', new Set(['app/a/one.ts', 'app/c/three.ts'])],
      ['app/c/three.ts', new Set<string>()],
    ])
    expect(filePairs(files)).toEqual(['app/a/one.ts ⇄ app/b/two.ts'])
  })

  it('every allowed pair still imports each other (else it leaves its list)', () => {
    const stale = ALLOWED_FOLDER_PAIRS.filter(([a, b]) => !graph.get(a)?.has(b) || !graph.get(b)?.has(a))
    expect(stale).toEqual([])
    expect(ALLOWED_FILE_PAIRS.filter((pair) => !filePairs(imports).includes(pair))).toEqual([])
  })
})
