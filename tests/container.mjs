#!/usr/bin/env node
// `npm run test:container` (docs/deploy.md#the-image-checked-for-real): builds the Dockerfile
// with podman, runs the image with a volume as the platform would, and checks it: its
// HEALTHCHECK, the smoke checks from inside it, a booking stored and mailed to the volume, the
// illustrations it rendered (pixel for pixel the host's), a stop on SIGTERM with exit 0, and a
// restart on the same volume (how long a deploy of one machine leaves no server listening,
// here, with the image already pulled).
// Never part of `npm test` (it takes minutes). It leaves no container, image, build layer or
// folder behind, only what it found here before and its report in tests/.output/container/
// (one badge as the image rendered it), even when it is stopped midway.
//
// It never pulls the base image `node:<version>-bookworm-slim`: it uses podman's copy when there
// is one, and otherwise makes a stand-in for the run (no registry answers on this machine):
// Debian's minimal base by debootstrap, this project's own Node binary, the host's npm, a
// `node` user (uid 1000) and the host's CA bundle.
import {execFileSync, spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import sharp from 'sharp'
import {validBooking} from './support/forms.mjs'
import {findFreePort} from './support/ports.mjs'
import {PROJECT_ROOT, TEST_BUILD_DIR, TEST_CLIENT_DIR} from './support/server.mjs'
import {ensureDebianPackages} from './support/system-packages.mjs'

// crun, podman's default runtime, refuses this machine's hybrid cgroups; podman's default
// ulimits are above its hard limits.
const PODMAN = ['--runtime', '/usr/sbin/runc']
const ULIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096']
const NODE_VERSION = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8').match(/^ARG NODE_VERSION=(\S+)/m)?.[1]
const BASE = `node:${NODE_VERSION}-bookworm-slim`
const NAME = `eva-container-test-${process.pid}`
/** Where the badge the image rendered is kept, to look at. */
const OUTPUT = join(PROJECT_ROOT, 'tests', '.output', 'container')

const results = []
/** One check: its line, and whether it held. */
async function check(what, run) {
  try {
    const detail = await run()
    results.push(true)
    console.log(`✓ ${what}${detail ? `: ${detail}` : ''}`)
  } catch (error) {
    results.push(false)
    console.log(`✗ ${what}: ${error instanceof Error ? error.message : error}`)
  }
}
const assert = (condition, message) => {
  if (!condition) throw new Error(message)
}

const podman = (args, options = {}) =>
  execFileSync('podman', [...PODMAN, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options}).trim()
const lines = (text) => text.split('\n').filter(Boolean)
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`

/** Runs a command with its output shown, and throws when it fails. */
function loud(command, args, options = {}) {
  const result = spawnSync(command, args, {stdio: 'inherit', ...options})
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 3).join(' ')}… exited ${result.status ?? result.signal}`)
}

/** The Debian mirror apt uses here (the machine may reach no other). */
function debianMirror() {
  const sources = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']
    .filter(existsSync)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  return (
    sources.match(/^URIs:\s*(\S+\/debian)\s*$/m)?.[1] ??
    sources.match(/^deb\s+(\S+\/debian)\s/m)?.[1] ??
    'http://deb.debian.org/debian'
  )
}

/** The stand-in for Node's official slim image, imported into podman as `BASE`. */
function makeBase(scratch) {
  const root = join(scratch, 'base')
  loud('debootstrap', ['--variant=minbase', 'bookworm', root, debianMirror()], {stdio: ['ignore', 'ignore', 'inherit']})
  loud('chroot', [root, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'libatomic1'], {
    env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  rmSync(join(root, 'var', 'lib', 'apt', 'lists'), {recursive: true, force: true})
  // Node as this project runs it (the Node package's binary), and the host's npm.
  copyFileSync(process.execPath, join(root, 'usr', 'local', 'bin', 'node'))
  const npm = join(root, 'usr', 'local', 'lib', 'node_modules', 'npm')
  cpSync('/usr/lib/node_modules/npm', npm, {recursive: true})
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr', 'local', 'bin', 'npm'))
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr', 'local', 'bin', 'npx'))
  // The official image's user.
  appendFileSync(join(root, 'etc', 'passwd'), 'node:x:1000:1000::/home/node:/bin/sh\n')
  appendFileSync(join(root, 'etc', 'group'), 'node:x:1000:\n')
  mkdirSync(join(root, 'home', 'node'))
  execFileSync('chown', ['1000:1000', join(root, 'home', 'node')])
  // The registry may be reached through a proxy that signs with a CA of this machine's.
  mkdirSync(join(root, 'etc', 'ssl'), {recursive: true})
  copyFileSync('/etc/ssl/certs/ca-certificates.crt', join(root, 'etc', 'ssl', 'host-ca.crt'))
  const archive = join(scratch, 'base.tar')
  loud('tar', ['-C', root, '-cf', archive, '.'])
  podman(['import', '--change', 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/host-ca.crt', '--change', 'CMD ["node"]', archive, BASE])
}

/** Each rendered illustration's pixels, by file name, from a build's client folder. */
async function renditionPixels(read, names) {
  const pixels = {}
  for (const name of names) {
    const raw = await sharp(await read(name))
      .raw()
      .toBuffer()
    pixels[name] = createHash('sha256').update(raw).digest('hex')
  }
  return pixels
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

ensureDebianPackages({path: '/usr/bin/podman', packages: ['podman'], what: 'podman'})
ensureDebianPackages({path: '/usr/sbin/runc', packages: ['runc'], what: 'runc'})
ensureDebianPackages({path: '/usr/sbin/debootstrap', packages: ['debootstrap'], what: 'debootstrap'})
assert(NODE_VERSION, 'the Dockerfile names no NODE_VERSION')
assert(process.version === `v${NODE_VERSION}`, `the Dockerfile's Node is ${NODE_VERSION}, this one ${process.version}`)

const scratch = mkdtempSync(join(tmpdir(), 'eva-container-'))
const dataDir = join(scratch, 'data')
mkdirSync(dataDir)
const imagesBefore = new Set(lines(podman(['images', '--all', '--quiet', '--no-trunc'])))
const volumesBefore = new Set(lines(podman(['volume', 'ls', '--quiet'])))
let madeBase = false
let server
let cleaned = false
/** Removes what this run made, and only that; once, whether it ends, fails or is stopped. */
function cleanUp() {
  if (cleaned) return
  cleaned = true
  const quiet = (args) => spawnSync('podman', [...PODMAN, ...args], {stdio: 'ignore'})
  const listed = (args) => lines(spawnSync('podman', [...PODMAN, ...args], {encoding: 'utf8'}).stdout ?? '')
  if (server) quiet(['rm', '--force', '--time', '5', server])
  quiet(['rmi', '--force', NAME])
  if (madeBase) quiet(['rmi', '--force', BASE])
  // What the build left (the stages' images), and only that.
  for (const id of listed(['images', '--all', '--quiet', '--no-trunc'])) if (!imagesBefore.has(id)) quiet(['rmi', '--force', id])
  for (const volume of listed(['volume', 'ls', '--quiet'])) {
    if (!volumesBefore.has(volume)) quiet(['volume', 'rm', '--force', volume])
  }
  rmSync(scratch, {recursive: true, force: true})
}
// Ctrl+C or a SIGTERM mid-run: what it made goes too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp()
    process.exit(1)
  })
}
try {
  // The host's build of the same files, to compare the image's renderings with.
  console.log('The host build, to compare with: EVA_BUILD_DIR=tests/.build npm run build')
  loud('npm', ['run', 'build'], {cwd: PROJECT_ROOT, env: {...process.env, EVA_BUILD_DIR: TEST_BUILD_DIR}})
  if (spawnSync('podman', [...PODMAN, 'image', 'exists', BASE]).status !== 0) {
    const started = performance.now()
    console.log(`No ${BASE} here: making it (debootstrap, this Node, the host's npm)…`)
    makeBase(scratch)
    madeBase = true
    console.log(`Base made in ${seconds(started)}`)
  }

  const started = performance.now()
  // `--format docker` keeps the HEALTHCHECK; the host's network reaches the npm registry.
  loud(
    'podman',
    [...PODMAN, 'build', ...ULIMITS, '--network=host', '--format', 'docker', '--pull=never', '--layers=false', '-t', NAME, '.'],
    {cwd: PROJECT_ROOT},
  )
  const buildTime = seconds(started)
  const size = Number(podman(['image', 'inspect', NAME, '--format', '{{.Size}}']))
  console.log(`\nBuilt in ${buildTime}; the image is ${(size / 1e6).toFixed(0)} MB.\n`)

  const port = await findFreePort()
  const base = `http://127.0.0.1:${port}`
  podman([
    'run',
    '--detach',
    '--name',
    NAME,
    ...ULIMITS,
    '--network=host',
    '--env',
    `PORT=${port}`,
    '--env',
    `SITE_URL=${base}`,
    '--volume',
    `${dataDir}:/data`,
    NAME,
  ])
  server = NAME

  await check('starts and answers /healthz', async () => {
    await waitFor(`${base}/healthz`, 60_000)
  })
  await check('its HEALTHCHECK passes', () => {
    podman(['healthcheck', 'run', NAME])
  })
  await check('runs the server as node, PID 1', () => {
    const [user, command] = lines(podman(['exec', NAME, 'sh', '-c', 'stat -c %U /proc/1; tr "\\0" " " < /proc/1/cmdline']))
    assert(user === 'node', `PID 1 runs as ${user}`)
    return `${user}: ${command}`
  })
  await check('the smoke checks pass from inside it (npm run smoke)', () => {
    const output = podman(['exec', NAME, 'node', 'build/cli/smoke.js', base])
    return `${lines(output).length} lines`
  })
  await check('a booking is stored, and its mails are written to the volume', async () => {
    const response = await fetch(`${base}/projetos`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'content-type': 'application/x-www-form-urlencoded', origin: base},
      body: new URLSearchParams(validBooking('Ana no Contêiner')),
    })
    assert(response.status < 400, `POST /projetos answered ${response.status}`)
    const deadline = Date.now() + 15_000
    let mails = []
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      mails = existsSync(join(dataDir, 'mail')) ? readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml')) : []
    }
    assert(mails.length >= 2, `the mail folder holds ${mails.join(', ') || 'nothing'}`)
    // In the database or, until a checkpoint, its write-ahead log.
    const stored = readdirSync(dataDir)
      .filter((name) => name.startsWith('eva.sqlite'))
      .some((name) => readFileSync(join(dataDir, name)).includes('Ana no Cont'))
    assert(stored, 'the booking is in neither eva.sqlite nor its log')
    return mails.join(', ')
  })
  await check('renders every illustration as the host does, the badges with their words', async () => {
    const names = readdirSync(join(TEST_CLIENT_DIR, 'content', 'renditions'))
    const inImage = lines(podman(['exec', NAME, 'ls', 'build/client/content/renditions']))
    assert(inImage.length === names.length, `${inImage.length} renditions in the image, ${names.length} on the host`)
    const host = await renditionPixels((name) => readFileSync(join(TEST_CLIENT_DIR, 'content', 'renditions', name)), names)
    const image = await renditionPixels(
      async (name) => Buffer.from(await (await fetch(`${base}/content/renditions/${name}`)).arrayBuffer()),
      names,
    )
    const differ = names.filter((name) => host[name] !== image[name])
    assert(differ.length === 0, `differ: ${differ.join(', ')}`)
    mkdirSync(OUTPUT, {recursive: true})
    const badge = names.filter((name) => name.startsWith('selo-inovacao-')).at(-1)
    writeFileSync(join(OUTPUT, badge), Buffer.from(await (await fetch(`${base}/content/renditions/${badge}`)).arrayBuffer()))
    return `${names.length} identical; the image's ${badge} is in tests/.output/container/`
  })
  await check('starts again on the same volume (a deploy of one machine): the gap, from SIGTERM to the next answer', async () => {
    const restarting = performance.now()
    podman(['restart', '--time', '30', NAME])
    await waitFor(`${base}/healthz`, 60_000)
    const gap = ((performance.now() - restarting) / 1000).toFixed(1)
    const mails = readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'))
    assert(mails.length >= 2, 'the mails written before the restart are gone')
    return `${gap} s (podman restart, then /healthz), nothing on the volume lost`
  })
  await check('stops on SIGTERM with exit 0', () => {
    const stopping = performance.now()
    podman(['stop', '--time', '30', NAME])
    const code = podman(['inspect', NAME, '--format', '{{.State.ExitCode}}'])
    assert(code === '0', `exit ${code}`)
    return `in ${((performance.now() - stopping) / 1000).toFixed(1)} s`
  })
  if (results.includes(false)) console.log(`\nThe container's log:\n${podman(['logs', '--tail', '40', NAME])}`)
} catch (error) {
  results.push(false)
  console.log(`✗ ${error instanceof Error ? error.message : error}`)
} finally {
  cleanUp()
}
const passed = results.filter(Boolean).length
console.log(`\n${passed} passed, ${results.length - passed} failed`)
process.exit(results.includes(false) ? 1 : 0)
