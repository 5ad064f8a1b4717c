import {execFile, spawn} from 'node:child_process'
import {chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'
import {afterAll, describe, expect, it} from 'vitest'
import {envOf, dockerfileStages, type Stage} from '../support/dockerfile'
import {validBooking} from '../support/forms.mjs'
import {findFreePort} from '../support/ports.mjs'
import {PROJECT_ROOT, TEST_BUILD_DIR} from '../support/server.mjs'

// The image's own commands, without a Docker engine (none runs here): the final stage of the
// Dockerfile replayed on a clean folder that stands for the image, its production install
// made by the dependencies stage's own RUN, and the site started by its CMD as a user without
// privileges (when the tests run as root), on loopback.
const run = promisify(execFile)
const {stages} = dockerfileStages()
const image = mkdtempSync(join(tmpdir(), 'eva-image-'))
afterAll(() => rmSync(image, {recursive: true, force: true}))
// The image's `node` user: nobody here (when the tests run as root, as the platform starts
// the container; otherwise the tests' own user).
const asRoot = process.getuid?.() === 0
const asUser: {uid?: number; gid?: number} = asRoot ? {uid: 65534, gid: 65534} : {}

/** A stage's COPY, RUN and WORKDIR, replayed in `root` (the stage's filesystem). */
async function replay(stage: Stage, root: string, translate: (text: string) => string) {
  let workdir = root
  for (const {keyword, args, flags, text} of stage.instructions) {
    if (keyword === 'WORKDIR') mkdirSync((workdir = join(root, args[0]!)), {recursive: true})
    if (keyword === 'COPY') {
      const target = args.at(-1)!
      for (const source of args.slice(0, -1)) {
        // The build stage's output is what `npm run build` makes: the tests' build is one.
        const from =
          flags.from === 'build' ? TEST_BUILD_DIR : flags.from ? join(image, flags.from, source) : join(PROJECT_ROOT, source)
        const to = target.endsWith('/') ? join(workdir, target, source.split('/').at(-1)!) : join(workdir, target)
        cpSync(from, to, {recursive: true})
      }
    }
    if (keyword === 'RUN') await run('sh', ['-c', translate(text)], {cwd: workdir, timeout: 300_000})
  }
}

describe('the image, replayed', () => {
  it('installs production dependencies only, and serves the site as a user without privileges', async () => {
    const dependencies = stages.find(({name}) => name === 'dependencies')!
    const final = stages.at(-1)!
    const env = envOf(final)
    const dataDir = join(image, 'data')

    // The dependencies stage, in its own folder (COPY --from=dependencies reads it).
    // From npm's cache first: the tarballs the project's own install fetched (an image build
    // starts with an empty cache, and the registry answers the same files).
    await replay(dependencies, join(image, 'dependencies'), (text) => {
      expect(text, "the dependencies stage's RUN").toMatch(/ npm ci /)
      return text.replace(/ npm ci /, ' npm ci --prefer-offline ')
    })
    const finalRoot = join(image, 'final')
    // The final stage: --from=dependencies /app/node_modules is that folder's app/node_modules.
    const forFinal: Stage = {
      ...final,
      instructions: final.instructions.map((instruction) =>
        instruction.flags.from === 'dependencies'
          ? {...instruction, args: [join('app', instruction.args[0]!.replace(/^\/app\//, '')), instruction.args[1]!]}
          : instruction,
      ),
    }
    await replay(forFinal, finalRoot, (text) => text.replaceAll(env.DATA_DIR!, dataDir))
    for (const folder of [image, finalRoot]) chmodSync(folder, 0o755)
    // A volume mounted new: the starter's, not the server's user's.
    mkdirSync(dataDir)
    const app = join(finalRoot, 'app')

    // Production only: no test tools, no Studio, no second Node, nothing compiled, no type
    // checker, formatter or bundler, nothing only the build bundles (the Studio's overlays).
    const devOnlyPackages = [
      'vitest',
      'sanity',
      'node',
      '@playwright/test',
      'better-sqlite3',
      'typescript',
      'prettier',
      'esbuild',
      'vite',
      '@remix-run/dev',
      '@sanity/visual-editing',
      'styled-components',
    ]
    for (const devOnly of devOnlyPackages) {
      expect(existsSync(join(app, 'node_modules', devOnly)), devOnly).toBe(false)
    }

    // ENTRYPOINT and CMD, started as the platform starts them, with the ENV (on loopback and a
    // free port); the entrypoint becomes `node` (here nobody) before the server starts.
    expect(env.NODE_ENV).toBe('production')
    const port = await findFreePort()
    const instruction = (keyword: string) => JSON.parse(final.instructions.find((i) => i.keyword === keyword)!.text) as string[]
    const [entrypoint] = instruction('ENTRYPOINT')
    const cmd = instruction('CMD')
    expect(cmd[0]).toBe('node')
    const serverEnv: NodeJS.ProcessEnv = {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PATH: process.env.PATH ?? '',
      ...(asRoot ? {APP_USER: 'nobody'} : {}),
    }
    const server = spawn(join(finalRoot, entrypoint!), cmd, {cwd: app, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe']})
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
    try {
      await expect.poll(() => output, {timeout: 30_000}).toContain('EVA site')
      // The server is the entrypoint's own process (it gets SIGTERM), as the user without privileges.
      const uid = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)?.[1]
      expect(Number(uid)).toBe(asUser.uid ?? process.getuid?.())
      expect(statSync(dataDir).uid).toBe(asUser.uid ?? process.getuid?.())
      const base = `http://127.0.0.1:${port}`
      expect((await fetch(`${base}/`)).status).toBe(200)
      const booking = await fetch(`${base}/projetos`, {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded', origin: base},
        body: new URLSearchParams(validBooking('Imagem Replicada', {email: 'imagem@exemplo.com'})),
      })
      expect(booking.status, output).toBe(200)
      expect(statSync(join(dataDir, 'eva.sqlite')).uid).toBe(asUser.uid ?? process.getuid?.())

      // The HEALTHCHECK's own command, as the same user.
      const check = JSON.parse(
        final.instructions.find(({keyword}) => keyword === 'HEALTHCHECK')!.text.replace(/^.*?CMD /, ''),
      ) as string[]
      await run(process.execPath, check.slice(1), {env: serverEnv, ...asUser, timeout: 10_000})
    } finally {
      server.kill('SIGTERM')
    }
    // STOPSIGNAL: the server drains and exits by itself, well within fly.toml's kill_timeout.
    expect(await exited).toBe(0)
  }, 300_000)
})
