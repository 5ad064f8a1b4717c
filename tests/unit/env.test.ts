import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {ENV_VARIABLES, parseEnv} from '~/env.server'

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

  it('takes a Sentry DSN as Sentry shows it, also a self-hosted one under a path', () => {
    for (const dsn of ['https://abc123@o42.ingest.sentry.io/4507', 'https://abc123@erros.eva.example/sentry/7']) {
      expect(parseEnv({SENTRY_DSN: dsn}).SENTRY_DSN).toBe(dsn)
    }
  })

  it('names the proxies in front by address, as Express takes them', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([])
    expect(parseEnv({TRUST_PROXY: 'loopback, 10.0.0.0/8,fdaa::/16 ,203.0.113.7, 192.168.0.0/255.255.0.0'}).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fdaa::/16',
      '203.0.113.7',
      '192.168.0.0/255.255.0.0',
    ])
  })

  it('refuses a hop count, saying what to set instead', () => {
    expect(() => parseEnv({TRUST_PROXY: '2'})).toThrowError(
      /TRUST_PROXY: "2" counts hops[\s\S]*name the proxies in front by address/,
    )
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
    [{SENTRY_DSN: 'http://chave-publica@127.0.0.1:9000/1'}, 'SENTRY_DSN'],
    [{SENTRY_DSN: 'sentry.io/123'}, 'SENTRY_DSN'],
    [{TRUST_PROXY: '2'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '1'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: 'true'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: 'loopback, 2'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '10.0.0.0/33'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: 'fly-proxy'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '10.0.0.0/0'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '::/0'}, 'TRUST_PROXY'],
    [{TRUST_PROXY: '10.0.0.0/255.0.255.0'}, 'TRUST_PROXY'],
    [{EDGE_SECRET: 'x'.repeat(31) + '"'}, 'EDGE_SECRET'],
    [{EDGE_SECRET: 'ç'.repeat(40)}, 'EDGE_SECRET'],
    [{EDGE_SECRET: 'curto'}, 'EDGE_SECRET'],
    [{LEAD_MAIL_DOMAINS: 'eva@exemplo.com'}, 'LEAD_MAIL_DOMAINS'],
    [{LEAD_MAIL_DOMAINS: 'https://eva.example'}, 'LEAD_MAIL_DOMAINS'],
    [{EDGE_PURGE: 'varnish', EDGE_PURGE_URL: 'http://127.0.0.1:6081/'}, 'EDGE_SECRET'],
  ])('refuses %j, naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrowError(new RegExp(`^Invalid environment variables[\\s\\S]*\\b${variable}:`))
  })
})

describe('documentation of the environment', () => {
  const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

  it('.env.example has a line for every variable the server reads, and nothing else', () => {
    const listed = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1])
    for (const variable of ENV_VARIABLES) expect(listed, variable).toContain(variable)
    // Plus the Studio's and the tests' own variables, which the server does not read.
    const others = listed.filter((variable) => !ENV_VARIABLES.includes(variable!))
    expect(others.sort()).toEqual([
      'CHROMIUM_PATH',
      'SANITY_STUDIO_DATASET',
      'SANITY_STUDIO_HOST',
      'SANITY_STUDIO_PREVIEW_URL',
      'SANITY_STUDIO_PROJECT_ID',
    ])
  })

  it('docs/configuration.md documents every variable', () => {
    const page = read('docs/configuration.md')
    for (const variable of ENV_VARIABLES) expect(page, variable).toContain(`\`${variable}\``)
  })
})
