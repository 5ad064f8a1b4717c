import {spawn} from 'node:child_process'
import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {findFreePort} from './ports.mjs'

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_BUILD = `${PROJECT_ROOT}build/index.js`

/**
 * Starts the production build (`npm run build` first) on a free loopback port, with only
 * the environment given (and PATH), and waits until it listens.
 * @param {Record<string, string>} env
 * @param {{cwd?: string, port?: number}} [options] `cwd`: where to start it (any folder works).
 */
export async function startServer(env = {}, {cwd = PROJECT_ROOT, port} = {}) {
  if (!existsSync(SERVER_BUILD)) throw new Error('build/index.js is missing: run `npm run build` first')
  const listenPort = port ?? (await findFreePort())
  const child = spawn(process.execPath, [SERVER_BUILD], {
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
