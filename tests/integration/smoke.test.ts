// `npm run smoke -- URL` (server/cli/smoke.ts), the operator's check after a deploy: it passes
// on the production build over plain http, fails when a page answers 500 or loses its security
// headers, and only ever reads.
import {spawn} from 'node:child_process'
import {createServer, request, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {TEST_BUILD_DIR} from '../support/server.mjs'
import {startStack, type Stack} from '../support/stack'

function smoke(url: string): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(TEST_BUILD_DIR, 'cli', 'smoke.js'), url], {stdio: ['ignore', 'pipe', 'pipe']})
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({code, output}))
  })
}

/** A proxy in front of the site that changes what `alter` says, and notes every method it sees. */
async function proxy(target: string, alter: (req: IncomingMessage, res: ServerResponse) => boolean) {
  const methods = new Set<string>()
  const server: Server = createServer((req, res) => {
    methods.add(req.method ?? '')
    if (alter(req, res)) return
    const upstream = request(new URL(req.url ?? '/', target), {method: req.method, headers: req.headers}, (answer) => {
      const headers = {...answer.headers}
      if (res.getHeader('x-drop-csp')) delete headers['content-security-policy']
      res.removeHeader('x-drop-csp')
      res.writeHead(answer.statusCode ?? 502, headers)
      answer.pipe(res)
    })
    // The site gone mid-answer: the smoke sees a broken answer, the test's process goes on.
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('npm run smoke', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack({})
  })
  afterAll(() => stack?.stop())

  it('passes on the production build over http, a line per check, reading only', async () => {
    const watched = await proxy(stack.url, () => false)
    try {
      const {code, output} = await smoke(watched.url)
      expect(output).not.toContain('FAIL')
      expect(code, output).toBe(0)
      const lines = output.trim().split('\n')
      expect(lines.at(-1)).toMatch(/^\d+ checks, 0 failed$/)
      // The sitemap's seven public pages, each a line.
      expect(lines.filter((line) => /^ok {3}\/\S* answers 200/.test(line)).length).toBeGreaterThanOrEqual(7)
      expect([...watched.methods]).toEqual(['GET'])
    } finally {
      await watched.close()
    }
  })

  it('fails when a page answers 500', async () => {
    const broken = await proxy(stack.url, (req, res) => {
      if (req.url !== '/contato') return false
      res.writeHead(500, {'Content-Type': 'text/html'}).end('<h1>Erro</h1>')
      return true
    })
    try {
      const {code, output} = await smoke(broken.url)
      expect(code).toBe(1)
      expect(output).toMatch(/^FAIL \/contato answers 200.*answered 500, not 200/m)
      expect(output.trim().split('\n').at(-1)).toMatch(/^\d+ checks, 1 failed$/)
    } finally {
      await broken.close()
    }
  })

  it('fails when the pages lose their security headers', async () => {
    const bare = await proxy(stack.url, (_req, res) => {
      res.setHeader('x-drop-csp', '1')
      return false
    })
    try {
      const {code, output} = await smoke(bare.url)
      expect(code).toBe(1)
      expect(output).toMatch(/^FAIL \/ answers 200.*no Content-Security-Policy/m)
    } finally {
      await bare.close()
    }
  })

  it('refuses what is not an address, and a site that does not answer fails', async () => {
    expect((await smoke('ftp://eva')).code).toBe(2)
    const {code, output} = await smoke('http://127.0.0.1:9')
    expect(code).toBe(1)
    expect(output).toMatch(/^FAIL GET \/healthz/m)
  })
})
