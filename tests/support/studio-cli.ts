import {spawn} from 'node:child_process'
import {fileURLToPath} from 'node:url'

export const STUDIO_DIR = fileURLToPath(new URL('../../studio/', import.meta.url))
const SANITY_BIN = fileURLToPath(new URL('../../node_modules/.bin/sanity', import.meta.url))

/** Runs the Sanity CLI in studio/, offline and without telemetry; resolves with its output. */
export function runSanity(args: string[], env: Record<string, string> = {}) {
  return new Promise<{code: number | null; stdout: string; stderr: string}>((resolve, reject) => {
    const child = spawn(SANITY_BIN, args, {
      cwd: STUDIO_DIR,
      env: {...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1', ...env},
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({code, stdout, stderr}))
  })
}
