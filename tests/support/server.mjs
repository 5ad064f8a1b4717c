import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'
import {BUILD_DIR as buildFolder} from '../../server/build-dir.mjs'
import {findFreePort} from './ports.mjs'

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/**
 * The tests' build (`npm run build:test`, the first step of `npm test`): a folder of its own,
 * so that testing never rewrites the build/ a person's site may be running from
 * (docs/decisions/0032). The same layout as build/: index.js, cli/, client/.
 */
export const TEST_BUILD_DIR = join(PROJECT_ROOT, 'tests/.build')
/** The tests' server. */
export const SERVER_BUILD = join(TEST_BUILD_DIR, 'index.js')
/** What the tests' build made for browsers, laid out as its addresses (/build/…, /preview/…). */
export const TEST_CLIENT_DIR = join(TEST_BUILD_DIR, 'client')
/**
 * The build `npm run build` makes: build/, or the folder EVA_BUILD_DIR names. The people's
 * tools (perf, bench, screenshots) build and measure this one; `npm test` points its size
 * budgets at the tests' build with EVA_BUILD_DIR.
 */
export const BUILD_DIR = join(PROJECT_ROOT, buildFolder)

/**
 * Starts a production build (the tests' unless `build` names another folder; built first) on a
 * free loopback port, with only the environment given (and PATH), and waits until it listens.
 * @param {Record<string, string>} env
 * @param {{cwd?: string, port?: number, build?: string}} [options] `cwd`: where to start it
 *   (any folder works); `build`: the build's folder.
 */
export async function startServer(env = {}, {cwd = PROJECT_ROOT, port, build = TEST_BUILD_DIR} = {}) {
  const serverFile = join(build, 'index.js')
  if (!existsSync(serverFile)) {
    const command = build === TEST_BUILD_DIR ? 'npm run build:test' : 'npm run build'
    throw new Error(`${relative(PROJECT_ROOT, serverFile)} is missing: run \`${command}\` first`)
  }
  const listenPort = port ?? (await findFreePort())
  const child = spawn(process.execPath, [serverFile], {
    cwd,
    env: {PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(listenPort), ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('EVA site') && resolve(undefined))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    /** The process, for tests that signal it. */
    child,
    /** What the server wrote to stderr (its log lines). */
    logs: () => stderr,
    /** @param {NodeJS.Signals} [signal] */
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
        child.once('exit', () => resolve(undefined))
        child.kill(signal)
      }),
  }
}

/**
 * The site's public pages, as its sitemap lists them (paths).
 * @param {string} baseUrl
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(baseUrl) {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '/').pathname)
}
