import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {SHUTDOWN_GRACE_MS} from '~/constants'
import {PROJECT_ROOT} from '~/utils/paths.server'
import {dockerfileStages, envOf} from '../support/dockerfile'

// The container's rules (Dockerfile, .dockerignore, fly.toml), checked without a Docker
// engine; tests/integration/container.test.ts runs its commands.
const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8')
const {args, stages} = dockerfileStages()
const final = stages.at(-1)!
const keywords = (stage = final) => stage.instructions.map(({keyword}) => keyword)
const one = (keyword: string, stage = final) => stage.instructions.find((instruction) => instruction.keyword === keyword)

describe('the Dockerfile', () => {
  it("builds on the project's own Node, slim, in stages", () => {
    const pinned = (JSON.parse(read('package.json')) as {devDependencies: Record<string, string>}).devDependencies.node
    expect(args.NODE_VERSION).toBe(pinned)
    expect(read('.node-version').trim()).toBe(pinned)
    expect(stages.map(({name}) => name)).toEqual(['build', 'dependencies', undefined])
    for (const stage of stages) expect(stage.image).toBe(`node:${pinned}-bookworm-slim`)
  })

  it('installs production dependencies only, without the Studio, for the image it ships', () => {
    const dependencies = stages.find(({name}) => name === 'dependencies')!
    // The Studio's workspace and the development dependencies out of the copies, then the install.
    expect(one('RUN', dependencies)?.text).toMatch(/^node container-dependencies\.mjs && npm ci --omit=dev\b/)
    const copied = dependencies.instructions.filter(({keyword}) => keyword === 'COPY').flatMap(({args}) => args.slice(0, -1))
    expect(copied).toEqual(['package.json', 'package-lock.json', 'server/container-dependencies.mjs'])
    const fromStages = final.instructions.filter(({keyword, flags}) => keyword === 'COPY' && flags.from)
    expect(fromStages.map(({flags, args}) => `${flags.from}:${args[0]}`)).toEqual([
      'dependencies:/app/node_modules',
      'build:/app/build',
    ])
    // Nothing else of the build context but what the server reads.
    expect(final.instructions.some(({keyword, args}) => keyword === 'COPY' && args[0] === '.')).toBe(false)
  })

  it('runs the server as a user without privileges, with the data on a volume, a health check and the right signal', () => {
    const env = envOf(final)
    // No USER: the entrypoint starts as root only to hand a new volume to `node`, then
    // becomes `node` (tests/integration/container.test.ts runs it).
    expect(keywords()).not.toContain('USER')
    expect(keywords()).not.toContain('RUN')
    expect(one('ENTRYPOINT')?.text).toBe('["/app/container-start.sh"]')
    const start = read('server/container-start.sh')
    expect(start).toContain('user="${APP_USER:-node}"')
    expect(start).toMatch(/exec setpriv --reuid="\$user" .*-- "\$@"/)
    expect(one('VOLUME')?.args).toEqual([env.DATA_DIR])
    expect(one('EXPOSE')?.args).toEqual([env.PORT])
    expect(env.NODE_ENV).toBe('production')
    expect(one('HEALTHCHECK')?.text).toContain('/healthz')
    expect(one('STOPSIGNAL')?.args).toEqual(['SIGTERM'])
    expect(one('CMD')?.text).toBe('["node", "build/index.js"]')
  })

  it(".dockerignore keeps the machine's installs, data and secrets out", () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', 'build', 'data', '.env', '.env.*', '.git']) expect(ignored).toContain(entry)
    expect(ignored).toContain('!.env.example')
  })
})

describe('fly.toml', () => {
  const fly = read('fly.toml')
  it('one machine in São Paulo, the data folder on a volume, ready checks, time to drain', () => {
    expect(fly).toMatch(/^primary_region = "gru"$/m)
    expect(fly).toMatch(new RegExp(`destination = "${envOf(final).DATA_DIR}"`))
    expect(fly).toMatch(/path = "\/readyz"/)
    expect(fly).toMatch(/internal_port = (\d+)/)
    expect(fly.match(/internal_port = (\d+)/)?.[1]).toBe(envOf(final).PORT)
    expect(Number(fly.match(/^kill_timeout = (\d+)$/m)?.[1]) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS)
  })
})
