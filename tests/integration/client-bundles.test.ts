import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {runInNewContext} from 'node:vm'
import {describe, expect, it} from 'vitest'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {httpMessages} from '~/messages/http'
import {invitationMessages} from '~/messages/invitation'
import {TEST_CLIENT_DIR} from '../support/server.mjs'

// What a browser downloads, read from the tests' production build (`npm run build:test`, in
// tests/.build/client/, laid out as its addresses): every route's module and the chunks they
// import. Preview's overlays are a bundle of their own (/preview/), which only a page in
// preview names.
type Manifest = {entry: {module: string; imports: string[]}; routes: Record<string, {module: string; imports?: string[]}>}

const BUILD_DIR = join(TEST_CLIENT_DIR, 'build')
const manifestFile = readdirSync(BUILD_DIR).find((name) => /^manifest-\w+\.js$/.test(name))!
const sandbox: {window: {__remixManifest?: Manifest}} = {window: {}}
runInNewContext(readFileSync(join(BUILD_DIR, manifestFile), 'utf8'), sandbox)
const manifest = sandbox.window.__remixManifest!

const read = (url: string) => readFileSync(join(TEST_CLIENT_DIR, url), 'utf8')
const importsOf = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1]!)
const STATIC_IMPORT = /(?:from|import)\s*"(\/build\/[^"]+\.js)"/g
const DYNAMIC_IMPORT = /import\(\s*"(\/build\/[^"]+\.js)"\s*\)/g

/** The files these point at, following every import, static or dynamic. */
function closure(starts: string[]) {
  const seen = new Set<string>()
  const queue = [...starts]
  while (queue.length > 0) {
    const url = queue.pop()!
    if (seen.has(url)) continue
    seen.add(url)
    const code = read(url)
    queue.push(...importsOf(code, STATIC_IMPORT), ...importsOf(code, DYNAMIC_IMPORT))
  }
  return seen
}

// Strings only @sanity/visual-editing's code holds (its Studio channel, its helpers' errors).
const OVERLAY_CODE = /visual-editing|presentation-comlink|Failed to parse sanity node/

describe('visitors’ JavaScript', () => {
  const visitor = closure([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...Object.values(manifest.routes).flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ])

  it('holds no visual-editing code on any route', () => {
    expect(visitor.size).toBeGreaterThan(5)
    for (const url of visitor) expect(OVERLAY_CODE.test(read(url)), url).toBe(false)
  })

  it('leaves the overlays to their own bundle, which no chunk imports', () => {
    const overlays = readdirSync(join(TEST_CLIENT_DIR, 'preview')).filter((name) => /^overlays-\w+\.js$/.test(name))
    expect(overlays).toHaveLength(1)
    expect(OVERLAY_CODE.test(read(`/preview/${overlays[0]}`))).toBe(true)
    for (const url of visitor) expect(read(url), url).not.toContain('/preview/')
  })
})

// esbuild writes non-ASCII characters as escapes (\xE1, \u2026): undo them to look for a text.
const unescape = (code: string) =>
  code.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, braced, four, two) =>
    String.fromCodePoint(parseInt(braced ?? four ?? two, 16)),
  )
const textsOf = (route: string) => {
  const {module, imports = []} = manifest.routes[route]!
  const urls = closure([manifest.entry.module, manifest.routes.root!.module, module, ...imports])
  return [...urls].map((url) => unescape(read(url))).join('\n')
}

describe('texts in the JavaScript', () => {
  // Each page downloads only its own texts (docs/decisions/0030): the pages without a form run
  // only the behaviours' bundle (0045), which renders no text at all.
  it('leaves out of the behaviours\u2019 bundle every text of the catalogue', () => {
    const bundle = readdirSync(join(TEST_CLIENT_DIR, 'scripts')).filter((name) => /^behaviours-[0-9a-f]+\.js$/.test(name))
    expect(bundle).toHaveLength(1)
    const code = unescape(read(`/scripts/${bundle[0]}`))
    for (const text of [messages.nav.skipToContent, messages.consent.title, messages.slider.next, formMessages.invalid.cpf])
      expect(code).not.toContain(text)
  })

  it('gives each page with a form its texts, and not the other form\u2019s or the server\u2019s', () => {
    const visit = textsOf('routes/projetos')
    const invitation = textsOf('routes/minha_eva.convite.$idAmbiente')
    expect(visit).toContain(formMessages.invalid.cpf)
    expect(invitation).toContain(invitationMessages.noPermission)
    expect(visit).not.toContain(invitationMessages.noPermission)
    expect(invitation).not.toContain(formMessages.honeypotLabel)
    for (const page of [visit, invitation]) expect(page).not.toContain(httpMessages.crossSite)
  })
})
