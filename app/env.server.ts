import {z} from 'zod'
import {parseDomains} from '~/domain/lead-mail-domains'
import {parseTrustedProxies} from '~/requests/client-address.server'

// Unset and empty are the same thing: `FOO=` in a .env file means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** E-mail addresses separated by commas, lower-cased; unset: none. */
const emailList = optional(
  z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({error: 'use e-mail addresses separated by commas'}))),
).default([])

const variables = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  // The address to listen on (e.g. 127.0.0.1 behind a proxy on the same machine); unset: all.
  HOST: optional(z.union([z.ipv4(), z.ipv6(), z.literal('localhost')], {error: 'use an IP address or localhost'})),
  SITE_URL: optional(z.url({protocol: /^https?$/}).transform((url) => url.replace(/\/+$/, ''))),
  SANITY_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]+$/, 'use only lowercase letters, digits and hyphens')),
  SANITY_DATASET: optional(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'use lowercase letters, digits, _ and -')),
  SANITY_API_READ_TOKEN: optional(z.string().min(1)),
  // A Viewer token: previews read drafts with it (docs/content.md#connecting-a-real-sanity-project). Unset: no preview.
  SANITY_PREVIEW_TOKEN: optional(z.string().min(1)),
  SANITY_API_VERSION: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date like 2025-02-19')).default('2025-02-19'),
  SANITY_API_HOST: optional(z.url({protocol: /^https?$/})),
  // The secret of the Sanity webhook that tells the site a document was published.
  SANITY_WEBHOOK_SECRET: optional(z.string().min(16, 'use at least 16 characters')),
  // The CDN in front of the site that a publish purges by surrogate key (docs/caching.md#the-edge-varnish).
  EDGE_PURGE: optional(z.enum(['varnish', 'fastly', 'cloudflare'])),
  // Varnish: its address; Fastly and Cloudflare: their API (the default), or a stand-in.
  EDGE_PURGE_URL: optional(z.url({protocol: /^https?$/})),
  // Fastly: the service id; Cloudflare: the zone id.
  EDGE_PURGE_SERVICE: optional(z.string().regex(/^[\w-]{1,64}$/, 'use the service or zone id')),
  // Fastly or Cloudflare: an API token allowed to purge.
  EDGE_PURGE_TOKEN: optional(z.string().min(1)),
  // Submissions store: SQLite in DATA_DIR unless a Firebase project or emulator is set.
  DATA_DIR: optional(z.string().min(1)).default('data'),
  FIREBASE_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]{4,30}$/, 'use the Firebase project id (lowercase, digits, -)')),
  GOOGLE_APPLICATION_CREDENTIALS: optional(z.string().min(1)),
  FIRESTORE_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'use host:port, e.g. 127.0.0.1:8080')),
  // Minha EVA accounts live in Firebase Auth; firebase-admin reads this itself.
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'use host:port, e.g. 127.0.0.1:9099')),
  // The proxies in front whose X-Forwarded-For is believed, by address: addresses, CIDR ranges,
  // loopback, linklocal, uniquelocal, separated by commas (docs/deploy.md#the-client-behind-proxies).
  // Unset: none, the client is the connection's address. A hop count is refused.
  TRUST_PROXY: optional(
    z.string().transform((value, ctx) => {
      const parsed = parseTrustedProxies(value)
      if ('problem' in parsed) ctx.addIssue({code: 'custom', message: parsed.problem})
      return 'proxies' in parsed ? parsed.proxies : []
    }),
  ).default([]),
  // Shared with the CDN: it sends it in X-Eva-Edge, with the client's address in X-Eva-Client,
  // and the site sends it with a purge to the repository's Varnish. Unset: no CDN proves itself.
  EDGE_SECRET: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._~-]{32,}$/,
        'use 32 or more letters, digits or ._~- (openssl rand -hex 32): it goes in a header and in VCL',
      ),
  ),
  // Google Analytics 4 measurement id; without it no analytics code is on the page.
  GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'use the GA4 measurement id, e.g. G-ABC123XYZ')),
  // Where the Sanity Studio runs, the only other origin allowed to frame the site.
  SANITY_STUDIO_URL: optional(z.url({protocol: /^https?$/}).transform((url) => new URL(url).origin)),
  // Error reporting (Sentry): the project's DSN; unset, nothing is reported.
  SENTRY_DSN: optional(
    z
      .string()
      .regex(
        /^https?:\/\/\w+@[\w.-]+(:\d{1,5})?(\/[\w.-]+)*\/\w+$/,
        'use the DSN Sentry shows: https://KEY@oNNN.ingest.sentry.io/PROJECT',
      ),
  ),
  // The lead mails (docs/leads.md): the mailbox's submission server; unset, every mail is
  // written as an .eml file under DATA_DIR/mail instead.
  SMTP_URL: optional(z.url({protocol: /^smtps?$/, error: 'use smtps://USER:PASSWORD@HOST:465 or smtp://…:587'})),
  // The mails' sender; the mailbox SMTP_URL signs in to usually requires its own address.
  // Unset: the company's name and e-mail from the Studio's site settings.
  MAIL_FROM: optional(z.email({error: 'use an e-mail address'})),
  // Who gets the team's mail when the Studio's list is empty: addresses separated by commas.
  LEAD_EMAILS: emailList,
  // The team's domains, separated by commas: lead mail sent by SMTP goes only to addresses on
  // them (docs/decisions/0077). Unset: the domains of LEAD_EMAILS and EQUIPE_EMAILS.
  LEAD_MAIL_DOMAINS: optional(
    z.string().transform((list, ctx) => {
      const domains = parseDomains(list)
      if (!domains) ctx.addIssue({code: 'custom', message: 'use domains separated by commas, e.g. evaagricultura.com.br'})
      return domains ?? []
    }),
  ),
  // The team's inbox (/equipe, docs/team.md): who may sign in, by e-mail, separated by
  // commas. Unset: nobody. Kept here, not in the Studio, which every editor can change.
  EQUIPE_EMAILS: emailList,
  // Signs the team's session cookies and sign-in codes; the same on every instance.
  // Unset: a new random one at each start (every session ends with a restart).
  SESSION_SECRET: optional(z.string().min(32, 'use at least 32 random characters')),
  // Address lookup by CEP (ViaCEP's public API); tests point it at a local stand-in.
  VIACEP_URL: optional(z.url({protocol: /^https?$/})).default('https://viacep.com.br/ws'),
})

/** Every variable the server reads; .env.example and docs/configuration.md list them all (tested). */
export const ENV_VARIABLES = Object.keys(variables.shape)

const schema = variables
  .superRefine((env, ctx) => {
    // A hosted dataset needs both names; one without the other is a typo, not a choice.
    if (Boolean(env.SANITY_PROJECT_ID) !== Boolean(env.SANITY_DATASET)) {
      const missing = env.SANITY_PROJECT_ID ? 'SANITY_DATASET' : 'SANITY_PROJECT_ID'
      ctx.addIssue({code: 'custom', path: [missing], message: 'required when the other Sanity variable is set'})
    }
    // Each edge needs its own settings; a half-configured one would fail at the first publish.
    const edgeNeeds = {
      varnish: ['EDGE_PURGE_URL', 'EDGE_SECRET'],
      fastly: ['EDGE_PURGE_SERVICE', 'EDGE_PURGE_TOKEN'],
      cloudflare: ['EDGE_PURGE_SERVICE', 'EDGE_PURGE_TOKEN'],
    } as const
    for (const name of env.EDGE_PURGE ? edgeNeeds[env.EDGE_PURGE] : []) {
      if (!env[name]) ctx.addIssue({code: 'custom', path: [name], message: `required with EDGE_PURGE=${env.EDGE_PURGE}`})
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    CONTENT_SOURCE: env.SANITY_PROJECT_ID ? ('sanity' as const) : ('local' as const),
    // Drafts live only in a hosted dataset; the bundled seed has none.
    PREVIEW: Boolean(env.SANITY_PROJECT_ID && env.SANITY_PREVIEW_TOKEN),
    STORE: env.FIREBASE_PROJECT_ID || env.FIRESTORE_EMULATOR_HOST ? ('firestore' as const) : ('sqlite' as const),
  }))

export type Env = z.infer<typeof schema>

export class InvalidEnvironmentError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    super(`Invalid environment variables (see .env.example):\n${lines.join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

/** Reads and checks every variable the server uses; throws naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) throw new InvalidEnvironmentError(result.error.issues)
  return result.data
}

/** The validated environment, read once when the server starts. */
export const env = parseEnv(process.env)
