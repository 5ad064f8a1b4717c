import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {PROJECT_ROOT} from '~/utils/paths.server'

// What `npm ci` says on a fresh clone (issue 54): every warning it prints is one the README
// explains, and none comes from the project's own choices.
const readJson = (path: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, path), 'utf8')) as Record<string, unknown>
const project = readJson('package.json') as {engines: {node: string}; allowScripts: Record<string, boolean>}
const studio = readJson('studio/package.json') as {scripts: Record<string, string>}
const lockfile = readJson('package-lock.json') as {packages: Record<string, {hasInstallScript?: boolean}>}

describe('installing the project', () => {
  it('names in engines the Node that installs it (npm 11’s), as the README says', () => {
    expect(project.engines.node).toBe('^20.17.0 || >=22.9.0')
    expect(readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8')).toContain('npm 11 on Node 20.17 or newer')
  })

  it('allows or denies every install script on purpose', () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.split('node_modules/').at(-1)!)
    expect(withScripts.length).toBeGreaterThan(0)
    for (const name of withScripts) expect(Object.hasOwn(project.allowScripts, name), name).toBe(true)
  })

  it('says before every Studio build or dev server not to install the React 19 that Sanity suggests', () => {
    const sanityScripts = Object.entries(studio.scripts).filter(([, command]) => /\bsanity (build|dev)\b/.test(command))
    expect(sanityScripts.map(([name]) => name).sort()).toEqual(['build', 'build:test', 'dev'])
    for (const [name, command] of sanityScripts) expect(command, name).toMatch(/^node scripts\/react-18-note\.mjs && /)
  })
})
