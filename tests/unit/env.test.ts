import {describe, expect, it} from 'vitest'
import {parseEnv} from '~/env.server'

describe('environment', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      CONTENT_SOURCE: 'local',
      SANITY_API_VERSION: '2025-02-19',
    })
  })

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({PORT: '', SANITY_PROJECT_ID: '', SANITY_DATASET: ''}).CONTENT_SOURCE).toBe('local')
  })

  it('selects the hosted dataset when project and dataset are set', () => {
    const env = parseEnv({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SITE_URL: 'https://eva.example/'})
    expect(env.CONTENT_SOURCE).toBe('sanity')
    expect(env.SITE_URL).toBe('https://eva.example')
  })

  it.each([
    [{PORT: 'abc'}, 'PORT'],
    [{PORT: '70000'}, 'PORT'],
    [{SITE_URL: 'eva.com.br'}, 'SITE_URL'],
    [{SANITY_PROJECT_ID: 'abc123'}, 'SANITY_DATASET'],
    [{SANITY_DATASET: 'production'}, 'SANITY_PROJECT_ID'],
    [{SANITY_PROJECT_ID: 'Not Valid!', SANITY_DATASET: 'production'}, 'SANITY_PROJECT_ID'],
    [{SANITY_PROJECT_ID: 'abc', SANITY_DATASET: 'production', SANITY_API_VERSION: 'latest'}, 'SANITY_API_VERSION'],
    [{NODE_ENV: 'staging'}, 'NODE_ENV'],
  ])('refuses %j, naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrowError(new RegExp(`^Invalid environment variables[\\s\\S]*\\b${variable}:`))
  })
})
