import {execFileSync, spawn} from 'node:child_process'
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {LOOPBACK_HOST} from './loopback-only.mjs'
import {findFreePort} from './ports.mjs'
import {PROJECT_ROOT} from './server.mjs'
import {ensureDebianPackages} from './system-packages.mjs'

const VARNISHD = '/usr/sbin/varnishd'
const VCL_DIR = join(PROJECT_ROOT, 'server/varnish')
/** The secret the tests' Varnish and the instances behind it share (EDGE_SECRET, secret.vcl). */
export const TEST_EDGE_SECRET = 'segredo-da-borda-dos-testes-0123456789'

/** Debian's varnish (and varnish-modules for xkey and vsthrottle), installed when missing. */
export function ensureVarnish() {
  ensureDebianPackages({path: VARNISHD, packages: ['varnish', 'varnish-modules'], what: 'Varnish'})
  ensureDebianPackages({
    path: '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so',
    packages: ['varnish-modules'],
    what: 'varnish-modules (xkey, vsthrottle)',
  })
}

/**
 * Starts the repository's Varnish configuration (server/varnish/default.vcl) on a free
 * loopback port, in front of the given site instances, and waits until it answers. It listens
 * twice, as a deployment does: `http`, plain, and `tls`, where a TLS terminator in front tells
 * each client's address in the PROXY protocol (`tlsPort`; tests/support/proxy-protocol.mjs).
 * @param {string[]} origins the instances' base URLs (http://127.0.0.1:PORT)
 * @param {{port?: number}} [options] a port picked before (the instances need Varnish's address to purge it)
 */
export async function startVarnish(origins, {port: chosenPort} = {}) {
  ensureVarnish()
  const folder = mkdtempSync(join(tmpdir(), 'eva-varnish-'))
  // Run as root, varnishd compiles the VCL as its own unprivileged user: it must read this folder.
  chmodSync(folder, 0o755)
  // backends.vcl as a deployment writes it: the example, one backend per instance.
  const example = readFileSync(join(VCL_DIR, 'backends.example.vcl'), 'utf8')
  const backend = example.slice(example.indexOf('backend eva1'), example.indexOf('sub vcl_init'))
  const backends = origins.map((origin, index) => {
    const {hostname, port} = new URL(origin)
    // Varnish in the tests reaches nothing off loopback either.
    if (!LOOPBACK_HOST.test(hostname)) throw new Error(`A test backend must be on loopback, not ${origin}`)
    return (
      backend
        // No health probe: on a machine busy with other work a slow answer to it (2 s) would
        // mark a healthy instance sick, and Varnish would answer 503 instead of the page.
        .replace(/\n {2}\.probe = \{[^}]*\}\n/, '\n')
        .replace('eva1', `eva${index + 1}`)
        .replace('"127.0.0.1"', `"${hostname}"`)
        .replace('"3000"', `"${port}"`)
    )
  })
  const adds = origins.map((_, index) => `  origins.add_backend(eva${index + 1});`).join('\n')
  // secret.vcl as a deployment writes it: the example, with the secret in place of the placeholder.
  writeFileSync(
    join(folder, 'secret.vcl'),
    readFileSync(join(VCL_DIR, 'secret.example.vcl'), 'utf8').replace(
      /"put the site's EDGE_SECRET here"/,
      `"${TEST_EDGE_SECRET}"`,
    ),
  )
  writeFileSync(
    join(folder, 'backends.vcl'),
    `${backends.join('\n')}\nsub vcl_init {\n  new origins = directors.round_robin();\n${adds}\n}\n`,
  )

  const port = chosenPort ?? (await findFreePort())
  const tlsPort = await findFreePort()
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      join(folder, 'work'),
      '-a',
      `http=127.0.0.1:${port}`,
      '-a',
      `tls=127.0.0.1:${tlsPort},PROXY`,
      '-f',
      join(VCL_DIR, 'default.vcl'),
      '-p',
      `vcl_path=${folder}:${VCL_DIR}`,
      '-s',
      'malloc,64m',
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output}`)
    try {
      await fetch(`${url}/favicon.svg`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`Varnish did not answer within 30 s:\n${output}`)
      // Polled until it answers (or the deadline): every 50 ms.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    url,
    /** The `tls` listener's port: PROXY protocol only, as from a TLS terminator. */
    tlsPort,
    logs: () => output,
    /** How many objects the cache holds now (varnishstat's MAIN.n_object). */
    objects: () => {
      const stats = JSON.parse(
        execFileSync('varnishstat', ['-n', join(folder, 'work'), '-1', '-j', '-f', 'MAIN.n_object'], {encoding: 'utf8'}),
      )
      return Number((stats.counters ?? stats)['MAIN.n_object'].value)
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, {recursive: true, force: true})
    },
  }
}
