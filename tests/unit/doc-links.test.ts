// Every link in the docs, and every docs/… a comment points to, leads to a file and a heading
// that exist: a page moved or a heading renamed fails here, not in a newcomer's hands. And the
// repository stands alone: no file points at anything outside it, which a clone would not have.
import {spawnSync} from 'node:child_process'
import {existsSync, lstatSync, readdirSync, readFileSync} from 'node:fs'
import {dirname, isAbsolute, join, relative, resolve} from 'node:path'
import GithubSlugger from 'github-slugger'
import {fromMarkdown} from 'mdast-util-from-markdown'
import {describe, expect, it} from 'vitest'
import {PROJECT_ROOT} from '~/utils/paths.server'

/** Files under `folder` (relative to the project) whose name passes `keep`, skipping what is not the project's own. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const skip = new Set(['node_modules', 'dist', '.sanity', '.build', '.output', 'seed', 'build'])
  const root = join(PROJECT_ROOT, folder)
  if (!existsSync(root)) return []
  return readdirSync(root, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').some((part) => skip.has(part)))
}

const MARKDOWN = ['README.md', 'studio/README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))]
const CODE = [
  ...['app', 'server', 'studio', 'tests', '.ci'].flatMap((folder) =>
    filesUnder(folder, (name) => /\.(ts|tsx|mjs|js|vcl|css)$|^run$/.test(name)),
  ),
  ...readdirSync(PROJECT_ROOT).filter((name) => /\.(js|ts|mjs)$|^\.env\.example$/.test(name)),
].filter((file) => file !== 'tests/unit/doc-links.test.ts')

/** What this test reads of a Markdown syntax tree (mdast). */
type MarkdownNode = {type: string; url?: string; value?: string; children?: MarkdownNode[]}

function* walk(node: MarkdownNode): Generator<MarkdownNode> {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}
const textOf = (node: MarkdownNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

const parsed = new Map<string, MarkdownNode>()
const parse = (file: string) => {
  if (!parsed.has(file)) parsed.set(file, fromMarkdown(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as MarkdownNode)
  return parsed.get(file)!
}
/** A Markdown file's headings, as GitHub makes their anchors. */
function anchorsOf(file: string) {
  const slugger = new GithubSlugger()
  return [...walk(parse(file))].filter((node) => node.type === 'heading').map((node) => slugger.slug(textOf(node)))
}
function headingsOf(file: string) {
  return [...walk(parse(file))].filter((node) => node.type === 'heading').map(textOf)
}

/** What is wrong with a reference to `target` (a path from the project root, maybe with #anchor), if anything. */
function problemWith(target: string): string | undefined {
  const [path = '', anchor] = target.split('#')
  if (!existsSync(join(PROJECT_ROOT, path))) return 'no such file'
  if (anchor === undefined || !path.endsWith('.md')) return undefined
  return anchorsOf(path).includes(decodeURIComponent(anchor)) ? undefined : 'no such heading'
}

describe('the docs', () => {
  it('every Markdown file is found', () => {
    expect(MARKDOWN).toEqual(expect.arrayContaining(['README.md', 'docs/testing.md', 'docs/decisions/README.md']))
  })

  it('every relative link leads to a file, and an #anchor to a heading of it', () => {
    const problems: string[] = []
    for (const file of MARKDOWN) {
      for (const node of walk(parse(file))) {
        if ((node.type !== 'link' && node.type !== 'definition') || node.url === undefined) continue
        if (/^[a-z][a-z+.-]*:/i.test(node.url)) continue
        const [path, anchor] = node.url.split('#')
        const target =
          (path ? relative(PROJECT_ROOT, join(PROJECT_ROOT, dirname(file), path)) : file) + (anchor ? `#${anchor}` : '')
        const problem = problemWith(target)
        if (problem) problems.push(`${file}: link to ${node.url} — ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })

  // The README's map and the guides name files as `app/…`; a file moved without them fails
  // here. Decision records keep the paths of their day, and a wildcard names no one file.
  it('every file or folder they name in code (`app/…`, `server/…`) exists', () => {
    // What a build, a run or an editor makes is not in a fresh clone: git ignores it.
    const ignored = (path: string) =>
      spawnSync('git', ['check-ignore', '-q', '--no-index', path], {cwd: PROJECT_ROOT}).status === 0
    const made = (path: string) => ignored(path) || ignored(`${path}/`)
    const problems: string[] = []
    for (const file of MARKDOWN.filter((name) => !name.startsWith('docs/decisions/'))) {
      for (const node of walk(parse(file))) {
        if (node.type !== 'inlineCode' || !/^(app|server|studio|tests|docs)\/[^\s*{<]+$/.test(node.value ?? '')) continue
        const path = node.value!.split('#')[0]!.replace(/\/$/, '')
        if (!existsSync(join(PROJECT_ROOT, path)) && !made(path)) problems.push(`${file}: ${node.value} — no such file`)
      }
    }
    expect(problems).toEqual([])
  })
  // The README's folder tree names every folder of app/, and nothing that is gone.
  it("the README's tree lists exactly the folders of app/", () => {
    const tree = [...walk(parse('README.md'))].find((node) => node.type === 'code' && /^app\//m.test(node.value ?? ''))
    const entry = (tree?.value ?? '').split(/\n(?=\S)/).find((block) => block.startsWith('app/')) ?? ''
    const named = new Set([...entry.slice('app/'.length).matchAll(/\b([a-z-]+)\//g)].map(([, name]) => name))
    const folders = readdirSync(join(PROJECT_ROOT, 'app'), {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect([...named].sort()).toEqual(folders.sort())
  })
})

describe('the code', () => {
  it('finds the code files to check', () => {
    expect(CODE).toEqual(expect.arrayContaining(['app/env.server.ts', 'server/varnish/default.vcl', '.ci/run']))
  })

  it('every docs/… it names leads to a file, and an #anchor to a heading of it', () => {
    const problems: string[] = []
    for (const file of CODE) {
      const text = readFileSync(join(PROJECT_ROOT, file), 'utf8')
      for (const [target] of text.matchAll(/\b(?:docs\/[\w./-]*\.md|studio\/README\.md)(?:#[\p{L}\p{N}_-]+)?/gu)) {
        const problem = problemWith(target)
        if (problem) problems.push(`${file}: ${target} — ${problem}`)
      }
      // The shorthand docs/decisions/0032: the record whose name starts with that number.
      for (const [, number] of text.matchAll(/\bdocs\/decisions\/(\d{4})(?![\w-])/g)) {
        if (!readdirSync(join(PROJECT_ROOT, 'docs/decisions')).some((name) => name.startsWith(`${number}-`)))
          problems.push(`${file}: docs/decisions/${number} — no such record`)
      }
      // The old style, a README section by name: only if the README still has it.
      for (const [, section] of text.matchAll(/README:? "([^"]+)"/g)) {
        if (!headingsOf('README.md').some((heading) => heading.startsWith(section!)))
          problems.push(`${file}: README "${section}" — no such heading in README.md`)
      }
    }
    expect(problems).toEqual([])
  })
})

/** Every file git holds or would add (new files not ignored), but the lockfile; regular files only. */
function projectFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  return [...new Set(listed.stdout.split('\0'))].filter((file) => {
    if (!file || file === 'package-lock.json') return false
    const path = join(PROJECT_ROOT, file)
    return existsSync(path) && lstatSync(path).isFile()
  })
}

/** A file's text, or undefined for a binary file (a NUL byte in its first 8 KB, as git decides). */
function textOfFile(file: string): string | undefined {
  const bytes = readFileSync(join(PROJECT_ROOT, file))
  return bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8')
}

// What stood for documents kept beside the repository, never in it: the sibling folder they
// lived in, their file names and their section marks. The rules they held are in docs/.
const OUTSIDE = [/\.\.\/shared\b/, /\b(?:SPEC|DESIGN)\.md\b/, /\b(?:SPEC|DESIGN) §/]

/** Whether a Markdown link from `file` to `url` leads out of the repository (an absolute path does). */
function leavesTheRepository(file: string, url: string): boolean {
  if (/^file:/i.test(url)) return true
  if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('#')) return false
  const path = decodeURIComponent(url.split('#')[0]!.split('?')[0]!)
  const target = relative(PROJECT_ROOT, resolve(PROJECT_ROOT, dirname(file), path))
  return target === '..' || target.startsWith('../') || isAbsolute(target)
}

describe('the repository', () => {
  const files = projectFiles()

  it('finds its files through git', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'app/constants.ts', 'tests/unit/doc-links.test.ts']))
  })

  it('stands alone: no file names the documents that were kept outside it', () => {
    const problems: string[] = []
    for (const file of files) {
      const lines = textOfFile(file)?.split('\n') ?? []
      lines.forEach((line, index) => {
        for (const pattern of OUTSIDE) {
          const found = pattern.exec(line)
          if (found) problems.push(`${file}:${index + 1}: ${found[0]}`)
        }
      })
    }
    expect(problems).toEqual([])
  })

  it('stands alone: no Markdown link leads out of it', () => {
    const problems: string[] = []
    for (const file of files.filter((name) => name.endsWith('.md'))) {
      for (const node of walk(parse(file))) {
        if (!['link', 'definition', 'image'].includes(node.type) || node.url === undefined) continue
        if (leavesTheRepository(file, node.url)) problems.push(`${file}: link to ${node.url}`)
      }
    }
    expect(problems).toEqual([])
  })
})
