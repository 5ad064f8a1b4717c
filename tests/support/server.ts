import {spawn, type ChildProcess} from 'node:child_process'
import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {findFreePort} from './ports'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_BUILD = `${root}build/index.js`

/** Starts the production build (npm run build first) with the given environment. */
export async function startServer(env: Record<string, string>) {
  if (!existsSync(SERVER_BUILD)) throw new Error('build/index.js is missing: run `npm run build` first')
  const port = await findFreePort()
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUILD], {
    cwd: root,
    env: {PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('EVA site') && resolve())
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    /** What the server wrote to stderr (its log lines). */
    logs: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}
