// The in-process tier's environment (docs/testing.md#tiers), apart from anything of the app:
// the setup (./in-process-setup.ts) applies it before a test file loads the app, which reads
// process.env once (app/env.server.ts). Importing this module loads nothing of the app.

/** The site's address in the in-process tier: requests are made to it, and its mails name it. */
export const SITE_URL = 'https://eva.example'

/** Who may sign in to /equipe (EQUIPE_EMAILS): ana, bruno, bia, carla. */
export const TEAM_MEMBERS = {
  ana: 'ana.equipe@eva.example',
  bruno: 'bruno.equipe@eva.example',
  bia: 'bia.equipe@eva.example',
  carla: 'carla.equipe@eva.example',
} as const

/**
 * Every variable the app reads (ENV_VARIABLES, tests/unit/test-rules.test.ts holds them
 * equal): set as here, or unset (undefined) whatever the shell running the tests has. Nothing
 * leaves the process: the seed's content, mails to DATA_DIR/mail, the CEP service down.
 */
export function inProcessEnvironment(dataDir: string): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    PORT: undefined,
    HOST: undefined,
    SITE_URL,
    SANITY_PROJECT_ID: undefined,
    SANITY_DATASET: undefined,
    SANITY_API_READ_TOKEN: undefined,
    SANITY_PREVIEW_TOKEN: undefined,
    SANITY_API_VERSION: undefined,
    SANITY_API_HOST: undefined,
    SANITY_WEBHOOK_SECRET: undefined,
    EDGE_PURGE: undefined,
    EDGE_PURGE_URL: undefined,
    EDGE_PURGE_SERVICE: undefined,
    EDGE_PURGE_TOKEN: undefined,
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: undefined,
    GOOGLE_APPLICATION_CREDENTIALS: undefined,
    FIRESTORE_EMULATOR_HOST: undefined,
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    TRUST_PROXY: undefined,
    EDGE_SECRET: undefined,
    GA_MEASUREMENT_ID: undefined,
    SANITY_STUDIO_URL: undefined,
    SENTRY_DSN: undefined,
    SMTP_URL: undefined,
    MAIL_FROM: undefined,
    LEAD_EMAILS: undefined,
    LEAD_MAIL_DOMAINS: undefined,
    EQUIPE_EMAILS: Object.values(TEAM_MEMBERS).join(', '),
    SESSION_SECRET: 'segredo-das-sessoes-em-processo-'.padEnd(40, 'x'),
    // Where nothing listens: a test that wants the CEP service passes its stand-in's address.
    VIACEP_URL: 'http://127.0.0.1:9/ws',
  }
}

/** The app's log lines (pino's JSON on stderr) since the file began, kept here instead of printed. */
const appLogLines: string[] = []

/** Keeps the app's log lines (./in-process.ts, appLog()); whatever else goes to stderr still does. */
export function captureAppLog() {
  const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined
    if (text?.startsWith('{"level":')) {
      appLogLines.push(...text.split('\n').filter(Boolean))
      const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined
      callback?.()
      return true
    }
    return write(chunk, ...rest)
  }) as typeof process.stderr.write
}

export const appLogSoFar = () => appLogLines.join('\n')
