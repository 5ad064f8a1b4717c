// The one way a test starts the site: the production server (the tests' build) on a temporary
// data folder, with the stand-ins and Varnish it asks for, all on loopback; `stop()` ends all of
// it and removes the folder. docs/testing.md#the-test-stack says what each option is for;
// docs/decisions/0036 why it is one function.
import {mkdtempSync, rmSync} from 'node:fs'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {seedDataset} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {startContentLake, type ContentLake} from './content-lake'
import {findFreePort} from './ports.mjs'
import {startServer} from './server.mjs'
import {startSmtpServer, type SmtpServer} from './smtp-server'
import {serveStudio} from './studio-server'
import {startVarnish, TEST_EDGE_SECRET} from './varnish.mjs'
import {createViaCepStandIn} from './viacep-stand-in.mjs'

export type StackOptions = {
  /** Environment of every instance (DATA_DIR and what the options below wire are set for it). */
  env?: Record<string, string>
  /** Instances of the site, sharing one data folder as one deployment's processes do. Default 1. */
  instances?: number
  /** Hosted content: the Content Lake stand-in (./content-lake) over the seed, which the instances read. */
  sanity?: boolean
  /** The real Studio (the tests' build) editing that content, served on loopback; implies `sanity`. */
  studio?: boolean
  /** The repository's Varnish in front, spreading requests over the instances, which purge it. */
  varnish?: boolean
  /** The ViaCEP stand-in (tests/support/viacep-stand-in.mjs). Without it, the CEP service is down. */
  viacep?: boolean
  /**
   * A real SMTP server in this process (tests/support/smtp-server.ts) as SMTP_URL, with the seed
   * team's domain as LEAD_MAIL_DOMAINS. Without it, mails go to DATA_DIR/mail.
   */
  smtp?: boolean
  /** The data folder to use (kept on stop). Default: a new temporary one (removed on stop). */
  dataDir?: string
  /** The first instance's port. Default: a free one. */
  port?: number
  /** Where the instances start, and which build they run (see startServer). */
  cwd?: string
  build?: string
}

type Server = Awaited<ReturnType<typeof startServer>>
/** What an option adds: there when the options ask for it. */
type IfAsked<Asked, T> = Asked extends true ? T : T | undefined

export type Stack<Options extends StackOptions = StackOptions> = {
  /** Where a visitor's requests go: Varnish when there is one, else the first instance. */
  url: string
  /** The first instance. */
  server: Server
  instances: Server[]
  dataDir: string
  sanity: Options['studio'] extends true ? ContentLake : IfAsked<Options['sanity'], ContentLake>
  /** The Studio's address (its origin). */
  studioUrl: IfAsked<Options['studio'], string>
  /** Files the Studio asked for that its build does not have (tests/support/studio-server.ts). */
  studioMissingFiles: IfAsked<Options['studio'], string[]>
  varnish: IfAsked<Options['varnish'], Awaited<ReturnType<typeof startVarnish>>>
  /** The ViaCEP stand-in's base URL (as VIACEP_URL takes it). */
  viacepUrl: IfAsked<Options['viacep'], string>
  smtp: IfAsked<Options['smtp'], SmtpServer>
  /** Stops everything it started, instances first, and removes a temporary data folder. */
  stop: () => Promise<void>
  /** A deploy's gap: stops instance `index` (SIGTERM; it drains and exits)… */
  down: (index?: number) => Promise<void>
  /** …and starts it again, the same build on the same port and data, as the next deploy's. */
  up: (index?: number) => Promise<void>
}

/** The domain of the seed's team address, to which the lead mail of a stack with SMTP may go. */
export const SEED_TEAM_DOMAIN = 'evaagriculturaurbana.com.br'

/** An address where nothing answers: what a service that is down looks like. */
const NOTHING_LISTENS = 'http://127.0.0.1:9'

export async function startStack<const Options extends StackOptions>(options: Options): Promise<Stack<Options>> {
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'eva-stack-'))
  // What has started, in the order to stop it (last started, first stopped).
  const stops: Array<() => Promise<unknown>> = []
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne()
    if (ownsDataDir) rmSync(dataDir, {recursive: true, force: true})
  }
  try {
    const stack: Partial<Stack> = {dataDir, stop}
    const env: Record<string, string> = {DATA_DIR: dataDir, VIACEP_URL: `${NOTHING_LISTENS}/ws`}

    // The Studio's port comes first: the Content Lake answers its origin's calls (CORS).
    const studioPort = options.studio ? await findFreePort() : undefined
    const studioUrl = studioPort ? `http://localhost:${studioPort}` : undefined
    if (options.sanity || options.studio) {
      const sanity = await startContentLake(seedDataset(SEED_DIR), {
        corsOrigins: studioUrl ? [studioUrl] : [],
        imagesDir: join(SEED_DIR, 'images'),
      })
      stops.push(() => sanity.close())
      Object.assign(env, {SANITY_PROJECT_ID: 'evaseed0', SANITY_DATASET: 'production', SANITY_API_HOST: sanity.url})
      if (studioUrl) env.SANITY_STUDIO_URL = studioUrl
      stack.sanity = sanity
    }
    if (options.viacep) {
      const viacep = createViaCepStandIn().listen(0, '127.0.0.1')
      await new Promise((resolve) => viacep.once('listening', resolve))
      stops.push(
        () =>
          new Promise((resolve) => {
            // A request still held (tests/support/viacep-stand-in.mjs) ends with the stand-in.
            viacep.closeAllConnections()
            viacep.close(resolve)
          }),
      )
      stack.viacepUrl = `http://127.0.0.1:${(viacep.address() as AddressInfo).port}/ws`
      env.VIACEP_URL = stack.viacepUrl
    }
    if (options.smtp) {
      const smtp = await startSmtpServer()
      stops.push(() => smtp.stop())
      env.SMTP_URL = smtp.url
      // As a deployment that sends mail does, it names the team's domains: the seed team's
      // (equipe@evaagriculturaurbana.com.br, docs/decisions/0077). A test's env may name others.
      env.LEAD_MAIL_DOMAINS = SEED_TEAM_DOMAIN
      stack.smtp = smtp
    }
    // The instances need Varnish's address to purge it, and Varnish theirs: its port comes first.
    const varnishPort = options.varnish ? await findFreePort() : undefined
    if (varnishPort) {
      Object.assign(env, {
        EDGE_PURGE: 'varnish',
        EDGE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
        EDGE_SECRET: TEST_EDGE_SECRET,
      })
    }
    Object.assign(env, options.env)

    const running: Server[] = []
    // All settle before a failure is thrown, so that every instance that did start is stopped.
    const started = await Promise.allSettled(
      Array.from({length: options.instances ?? 1}, async (_, index) => {
        const server = await startServer(env, {
          cwd: options.cwd,
          build: options.build,
          port: index === 0 ? options.port : undefined,
        })
        // The instance running at the stop: up() replaces it.
        running[index] = server
        stops.push(() => running[index]!.stop())
        return server
      }),
    )
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const instances = started.map((result) => (result as PromiseFulfilledResult<Server>).value)
    stack.instances = instances
    stack.server = instances[0]
    stack.url = instances[0]!.url
    stack.down = (index = 0) => instances[index]!.stop().then(() => undefined)
    stack.up = async (index = 0) => {
      const restarted = await startServer(env, {cwd: options.cwd, build: options.build, port: instances[index]!.port})
      instances[index] = running[index] = restarted
      if (index === 0) stack.server = restarted
    }

    if (varnishPort) {
      const varnish = await startVarnish(
        instances.map((instance) => instance.url),
        {port: varnishPort},
      )
      stops.push(() => varnish.stop())
      stack.varnish = varnish
      stack.url = varnish.url
    }
    if (studioPort && stack.sanity) {
      const studio = await serveStudio({port: studioPort, apiHost: stack.sanity.browserUrl, previewOrigin: stack.url})
      stops.push(() => studio.stop())
      stack.studioUrl = studioUrl
      stack.studioMissingFiles = studio.missingFiles
    }
    return stack as Stack<Options>
  } catch (error) {
    await stop()
    throw error
  }
}
