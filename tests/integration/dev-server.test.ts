import {spawn} from 'node:child_process'
import {appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it, onTestFinished} from 'vitest'
import {findFreePort} from '../support/ports.mjs'
import {PROJECT_ROOT} from '../support/server.mjs'

// `npm run dev` as a developer runs it: a save rebuilds the site, and the server restarts on the
// new build. A reload in between once answered 500 ("ENOENT … global-XXXX.css"): the running
// server read stylesheets the rebuild had just deleted (issue 54, docs/decisions/0079).

/** What `npm run dev` reads: the project without its builds, data or tests, on node_modules. */
const PROJECT_PARTS = [
  'app',
  'server',
  'public',
  'studio/seed',
  'studio/seed-dataset.ts',
  'package.json',
  'remix.config.js',
  'tsconfig.json',
]

describe('npm run dev', () => {
  it('never answers 500 while a stylesheet is edited, and serves the edit once rebuilt', {timeout: 180_000}, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'eva-dev-'))
    onTestFinished(() => rmSync(copy, {recursive: true, force: true}))
    for (const part of PROJECT_PARTS) cpSync(join(PROJECT_ROOT, part), join(copy, part), {recursive: true})
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(copy, 'node_modules'))
    const port = await findFreePort()
    // Its own process group: npm, Remix's watcher, the server and esbuild's all stop together.
    const dev = spawn('npm', ['run', 'dev'], {
      cwd: copy,
      env: {PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    dev.stdout.on('data', (chunk) => (output += chunk))
    dev.stderr.on('data', (chunk) => (output += chunk))
    onTestFinished(async () => {
      const exited = new Promise((resolve) => dev.once('exit', resolve))
      process.kill(-dev.pid!, 'SIGTERM')
      await exited
    })
    await expect.poll(() => output, {timeout: 120_000, interval: 250}).toContain('EVA site (development')
    const url = `http://127.0.0.1:${port}/`
    expect((await fetch(url)).status).toBe(200)

    // Reloads one after another while a stylesheet is saved, until the page carries the edit.
    const marker = `marca-${Date.now()}`
    const statuses = new Map<number | string, number>()
    const deadline = Date.now() + 90_000
    let edited = false
    let served = false
    for (let sent = 0; !served && Date.now() < deadline; sent++) {
      if (sent === 20) {
        appendFileSync(join(copy, 'app/styles/home.css'), `\n.${marker} { color: red; }\n`)
        edited = true
      }
      try {
        const response = await fetch(url)
        const html = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        served = edited && html.includes(marker)
      } catch (error) {
        // The server restarting on the new build: nothing listens for a moment (no answer, no 500).
        const code = (error as {cause?: {code?: string}}).cause?.code ?? 'no answer'
        statuses.set(code, (statuses.get(code) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    expect(served, `the edit reached the page (${[...statuses]})`).toBe(true)
    expect([...statuses.keys()].filter((status) => typeof status === 'number')).toEqual([200])
    expect(output).not.toContain('"status":500')
    expect(output).not.toContain('ENOENT')
  })
})
