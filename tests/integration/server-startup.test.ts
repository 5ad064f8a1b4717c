import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {SERVER_BUILD, startServer} from '../support/server.mjs'

describe('server start-up', () => {
  it.each([
    [{PORT: 'três mil'}, 'PORT'],
    [{SANITY_PROJECT_ID: 'abc123'}, 'SANITY_DATASET'],
    [{SITE_URL: 'ftp://eva'}, 'SITE_URL'],
  ])('refuses to start with %j and names %s', (badEnv, variable) => {
    const result = spawnSync(process.execPath, [SERVER_BUILD], {
      env: {PATH: process.env.PATH, NODE_ENV: 'production', ...badEnv},
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('Invalid environment variables')
    expect(result.stderr).toMatch(new RegExp(`\\b${variable}:`))
  })

  it('starts from any folder: content, images, files and the database are found from the build', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'eva-cwd-'))
    const dataDir = join(elsewhere, 'dados')
    const server = await startServer({DATA_DIR: dataDir}, {cwd: elsewhere})
    try {
      const home = await fetch(`${server.url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('Venha conhecer nossos projetos')
      for (const file of ['/content/images/eva-baby-1.svg', '/favicon.svg']) {
        expect((await fetch(server.url + file)).status, file).toBe(200)
      }
      const invitation = await fetch(`${server.url}/minha_eva/convite/ambiente-demo`)
      expect(await invitation.text()).toContain('Horta da Varanda')
    } finally {
      await server.stop()
      rmSync(elsewhere, {recursive: true, force: true})
    }
  })
})
