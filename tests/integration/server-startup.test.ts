import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const serverBuild = `${root}build/index.js`

describe('server start-up', () => {
  it.each([
    [{PORT: 'três mil'}, 'PORT'],
    [{SANITY_PROJECT_ID: 'abc123'}, 'SANITY_DATASET'],
    [{SITE_URL: 'ftp://eva'}, 'SITE_URL'],
  ])('refuses to start with %j and names %s', (badEnv, variable) => {
    expect(existsSync(serverBuild), 'build/index.js is missing: run `npm run build` first').toBe(true)
    const result = spawnSync(process.execPath, [serverBuild], {
      cwd: root,
      env: {PATH: process.env.PATH, NODE_ENV: 'production', ...badEnv},
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('Invalid environment variables')
    expect(result.stderr).toMatch(new RegExp(`\\b${variable}:`))
  })
})
