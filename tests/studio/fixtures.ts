import {existsSync, readFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {test as base, expect, type Locator, type Page} from '@playwright/test'
import type {PublishNotice} from '../support/content-lake'
import {EDGE_CONSENT_VARIANTS, evaBabyPriceIn, freshWithin, pageEverywhere} from '../support/freshness'
import {eventLines} from '../support/log-lines'
import {allowOnlyLoopback, LOOPBACK_HOST, offLoopbackAttempts} from '../support/loopback-only.mjs'
import {pictureDifference, type Box} from '../support/picture-compare'
import {startStack, type Stack} from '../support/stack'
import {isKnownCall} from './known-calls'

// Editors' journeys: the real Studio (the tests' production build) in Chromium, against the
// Content Lake stand-in that the site's instances read too. Nothing leaves loopback: the Studio's
// font is answered locally, and its other calls to sanity.io's CDNs (a version check, a bridge
// script) are refused and counted; only those two are expected. Every failure the Studio meets fails the journey at its
// end, named (docs/testing.md#the-content-lake-stand-in).

export type StudioStack = Stack<{studio: true; instances: 2; varnish: true; smtp: true}>

/** What the Studio asks of the internet, refused; nothing else may go off loopback. */
const EXPECTED_OFF_LOOPBACK = [/^https:\/\/sanity-cdn\.com\/v1\/modules\//, /^https:\/\/core\.sanity-cdn\.com\/bridge\.js$/]

/**
 * The Studio's font, which it asks of studio-static.sanity.io: answered here, from the same
 * files in the `inter-ui` package, so the Studio looks as editors see it (the guide's pictures too).
 */
const INTER = /^https:\/\/studio-static\.sanity\.io\/(Inter-[A-Za-z]+\.woff2)$/
const INTER_DIR = fileURLToPath(new URL('../../node_modules/inter-ui/web/', import.meta.url))

const LOOPBACK_ONLY = fileURLToPath(new URL('../support/loopback-only-preload.mjs', import.meta.url))

/**
 * Console errors the Studio prints in every journey that say nothing is wrong here, each with
 * why. Any other `console.error` fails the journey (docs/testing.md: a console error fails a test).
 */
const KNOWN_CONSOLE_ERRORS: Array<[RegExp, string]> = [
  // The refused calls to sanity.io's CDNs above, which are counted on their own.
  [/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/, 'a refused call off loopback, counted in offLoopback'],
  // Its check for a newer Studio asks sanity-cdn.com, refused above; the Studio carries on.
  [
    /^Failed to fetch version for package \(using tag=latest\) sanity Error: TypeError: Failed to fetch/,
    'the version check, refused',
  ],
]

export const test = base.extend<
  {
    /** The Studio, signed in as the editor, opened on its desk. */
    studio: Page
    /** Requests that tried to leave loopback (all refused). */
    offLoopback: string[]
    /**
     * Failures a journey causes on purpose (an upload the Content Lake refuses): each matches a
     * line of the teardown's lists ("400 POST /v…/assets/images/production", a console error).
     */
    expectedFailures: RegExp[]
  },
  {stack: StudioStack}
>({
  // One stack per worker, and the project has one worker: the journeys share it, one after
  // another (the content put back after each, see `studio`).
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      // Nor does this process (the stand-in's webhook sender, the SMTP server).
      allowOnlyLoopback()
      const webhookSecret = 'segredo-do-webhook-de-teste'
      const stack = await startStack({
        studio: true,
        instances: 2,
        varnish: true,
        smtp: true,
        env: {
          SANITY_PREVIEW_TOKEN: 'token-de-preview-de-teste',
          SANITY_WEBHOOK_SECRET: webhookSecret,
          // The site's instances connect to and look up nothing off loopback.
          NODE_OPTIONS: `--import=${LOOPBACK_ONLY}`,
        },
      })
      // As in production: the publish webhook reaches the site through the CDN, racing each
      // instance's change feed.
      stack.sanity.sendWebhooks({url: `${stack.url}/api/sanity-webhook`, secret: webhookSecret})
      await use(stack)
      await stack.stop()
    },
    {scope: 'worker', timeout: 180_000},
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  offLoopback: async ({}, use) => use([]),
  expectedFailures: [[], {option: true}],
  studio: async ({page, stack, offLoopback, expectedFailures}, use, testInfo) => {
    const errors: string[] = []
    const consoleErrors: string[] = []
    const failedResponses: string[] = []
    // What this journey added to the stand-ins' lists (the stack serves every journey in turn).
    const since = {
      offLoopback: offLoopbackAttempts.length,
      instancesOffLoopback: stack.instances.map(({logs}) => eventLines(logs(), 'test.off_loopback').length),
      calls: stack.sanity.calls.length,
      failed: stack.sanity.failedAnswers.length,
      unknown: stack.sanity.unknownRequests.length,
      stubbed: stack.sanity.stubbedCalls.length,
      missing: stack.studioMissingFiles.length,
    }
    page.on('console', (message) => {
      if (message.type() !== 'error' || KNOWN_CONSOLE_ERRORS.some(([known]) => known.test(message.text()))) return
      consoleErrors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
    await page.context().route(
      (url) => !LOOPBACK_HOST.test(url.hostname),
      (route) => {
        const font = route.request().url().match(INTER)?.[1]
        if (font) return route.fulfill({path: join(INTER_DIR, font), contentType: 'font/woff2'})
        offLoopback.push(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await page.context().routeWebSocket(
      (url) => !LOOPBACK_HOST.test(url.hostname),
      (socket) => {
        offLoopback.push(socket.url())
        return socket.close()
      },
    )
    page.on('pageerror', (error) => errors.push(error.message))
    // Sanity's own e2e tests sign in this way: the token where the Studio keeps it.
    await page.addInitScript(
      ({key, token}) => localStorage.setItem(key, JSON.stringify({token, time: new Date().toISOString()})),
      {key: '__studio_auth_token_evaseed0', token: 'token-da-editora'},
    )
    // Whatever the journey changes is put back after it, passed or failed, so that the next
    // journey on this stack starts from the seed and fails only for its own reasons.
    const seed = new Map(stack.sanity.store.dataset.map((document) => [document._id, JSON.stringify(document)]))
    await page.goto(stack.studioUrl)
    await use(page)
    // What went wrong is gathered (and the calls attached) before the content is put back, so
    // that a failure putting it back cannot hide it.
    const unexpected = (lines: string[]) => lines.filter((line) => !expectedFailures.some((expected) => expected.test(line)))
    const failures = {
      'errors thrown in the Studio': errors,
      'console errors in the Studio': unexpected(consoleErrors),
      'answers of 400 or more the Studio got': unexpected(failedResponses),
      'answers of 400 or more the Content Lake stand-in gave': unexpected(
        stack.sanity.failedAnswers.slice(since.failed).map(({call, status, said}) => `${status} ${call}: ${said}`),
      ),
      'calls the Content Lake stand-in does not answer': stack.sanity.unknownRequests.slice(since.unknown),
      'calls a broad stub answered that no journey is known to make (tests/studio/known-calls.ts)': stack.sanity.stubbedCalls
        .slice(since.stubbed)
        .filter((call) => !isKnownCall(call))
        .map(({method, path, body}) => `${method} ${path}${body ? ` ${body}` : ''}`),
      'files the Studio asked for that its build does not have': stack.studioMissingFiles.slice(since.missing),
      'connections or name lookups off loopback by the site or the tests': [
        ...offLoopbackAttempts.slice(since.offLoopback).map((host) => `the tests' process: ${host}`),
        ...stack.instances.flatMap(({logs}, index) =>
          eventLines(logs(), 'test.off_loopback')
            .slice(since.instancesOffLoopback[index])
            .map(({host}) => `instance ${index + 1}: ${String(host)}`),
        ),
      ],
      'requests off loopback besides the two known': offLoopback.filter(
        (url) => !EXPECTED_OFF_LOOPBACK.some((expected) => expected.test(url)),
      ),
    }
    // On any failure, the journey's calls to the stand-in, in order, beside the trace.
    if (testInfo.status !== testInfo.expectedStatus || Object.values(failures).some((lines) => lines.length > 0)) {
      await testInfo.attach('content-lake-calls.txt', {
        body: stack.sanity.calls.slice(since.calls).join('\n'),
        contentType: 'text/plain',
      })
    }
    // A journey that failed between holding a publish's notice and letting it go leaves nothing held.
    stack.sanity.releaseHeld()
    const added = stack.sanity.store.dataset.filter(({_id}) => !seed.has(_id)).map(({_id}) => _id)
    const changed = [...seed.keys()].filter((id) => JSON.stringify(stack.sanity.store.find(id)) !== seed.get(id))
    if (added.length + changed.length > 0) {
      const taken = changesTaken(stack)
      stack.sanity.store.commit([
        ...added.map((id) => ({delete: {id}})),
        ...changed.map((id) => ({createOrReplace: JSON.parse(seed.get(id)!) as Record<string, unknown>})),
      ])
      // A published document put back: both instances have heard before the next journey looks.
      if ([...added, ...changed].some((id) => !/^(drafts|versions)\./.test(id))) await everyInstanceHeard(stack, taken)
    }
    const found = Object.fromEntries(Object.entries(failures).filter(([, lines]) => lines.length > 0))
    expect(found, 'what went wrong in the Studio').toEqual({})
  },
})

export {expect}

/**
 * Opens an item of a desk list as a person does, moving the mouse onto it first: the Studio's
 * lists keep a pointer guard over themselves until the mouse moves (keyboard navigation).
 */
export async function openListItem(studio: Page, name: string | RegExp) {
  const item = studio.getByRole('link', {name})
  await item.waitFor()
  const box = (await item.boundingBox())!
  await studio.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await item.click()
}

/** Every copy a visitor may get of the page at `path`: each instance and Varnish, for every consent choice. */
export const everyCopy = (stack: StudioStack, path: string) =>
  pageEverywhere([stack.url, ...stack.instances.map(({url}) => url)], path)

/**
 * Where every copy a visitor may get of `path` sends them, unfollowed: `301 /novo`, or the status
 * alone when it is no redirect (each instance and Varnish, for every consent choice).
 */
export const everyAnswer = (stack: StudioStack, path: string) =>
  Promise.all(
    [stack.url, ...stack.instances.map(({url}) => url)].flatMap((base) =>
      EDGE_CONSENT_VARIANTS.map(async (headers) => {
        const response = await fetch(`${base}${path}`, {headers, redirect: 'manual'})
        await response.body?.cancel()
        const location = response.headers.get('location')
        return location ? `${response.status} ${location}` : String(response.status)
      }),
    ),
  )

/** How many copies `everyCopy` reads: Varnish and the two instances, each for every consent choice. */
const COPIES = 3 * EDGE_CONSENT_VARIANTS.length

/** What every copy should show: `value`, once per copy. */
export const inEveryCopy = <T>(value: T) => Array<T>(COPIES).fill(value)

/** The EVA Baby's price in every copy of /eva-baby. */
export const evaBabyPrices = async (stack: StudioStack) => (await everyCopy(stack, '/eva-baby')).map(evaBabyPriceIn)

/** Opens the EVA Baby's *Preços* tab, as an editor does; returns its *Preço à vista* field. */
export async function openEvaBabyPrices(studio: Page) {
  await openListItem(studio, 'Produtos')
  await openListItem(studio, /Eva Baby/)
  await studio.getByRole('tab', {name: 'Preços'}).click()
  return studio.getByRole('textbox', {name: 'Preço à vista'})
}

/**
 * Where the journeys' pictures go: tests/.output/studio on every run, compared with the
 * editors' guide's; `npm run screenshots:studio` sets EVA_STUDIO_PICTURES to studio/guia and
 * writes the guide's pictures instead.
 */
const PICTURES_DIR = process.env.EVA_STUDIO_PICTURES ?? fileURLToPath(new URL('../.output/studio', import.meta.url))
const GUIDE_DIR = fileURLToPath(new URL('../../studio/guia', import.meta.url))
const UPDATING_GUIDE = resolve(PICTURES_DIR) === GUIDE_DIR

/**
 * The most pixels that may differ in one 32×32 square between a journey's picture and the
 * guide's. Measured on an idle and a loaded machine (docs/testing.md#the-editors-guide-pictures).
 */
const PICTURE_MAX_DIFFERING_PX = 10

/**
 * What changes from one run to the next in a picture of the Studio, as boxes: toasts, the
 * document's status ("Salvando…", "Editado há 12 seg.") with the icon left of it, the site's
 * address in Presentation (its port), and the Studio's top bar, across the whole width: its
 * release picker ("Rascunhos") is drawn a few pixels wider in some runs and the tools' tabs
 * centred beside it move with it (a clean clone's run of cc39b91 differed there by 187 pixels
 * in one square from the guide's, taken here). In the site's frame, its pictures: the browser
 * draws one from whichever width of it is already in its cache.
 */
async function movingParts(page: Page): Promise<Box[]> {
  const toasts = await page.locator('[data-ui="Toast"]').all()
  // Found by its label, not its role: a dialog open over the Studio hides the bar from the accessibility tree.
  const create = await page
    .locator('[aria-label="Criar novo documento"]')
    .first()
    .boundingBox({timeout: 2000})
    .catch(() => null)
  // The bar holds the button centred: as much below it as above.
  const topBar = create ? [{x: 0, y: 0, width: page.viewportSize()!.width, height: 2 * create.y + create.height}] : []
  const sitePictures = await page.frameLocator('iframe').locator('img[srcset]').all()
  const statuses = await page.getByText(/^(Editado|Publicado|Salvando|Salvo)\b|agora mesmo|\bhá \d+/).all()
  const boxes = async (parts: Locator[]) =>
    (await Promise.all(parts.map((part) => part.boundingBox()))).filter((box) => box !== null)
  // The run's own ports, and a time typed relative to now (a campaign's end).
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll('input')]
      .filter((input) => /\/\/(127\.0\.0\.1|localhost):\d+|^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(input.value))
      .map((input) => input.getBoundingClientRect().toJSON() as Box),
  )
  return [
    ...(await boxes([...toasts, ...sitePictures])),
    ...(await boxes(statuses)).map((box) => ({
      ...box,
      x: box.x - STATUS_ICON_PX,
      width: STATUS_ICON_PX + Math.max(box.width, STATUS_TEXT_PX),
    })),
    ...addresses,
    ...topBar,
  ]
}
/** The width of the status icon left of the document's status, and the space before the text. */
const STATUS_ICON_PX = 28
/** The widest the status's text gets ("Editado agora mesmo"): the guide's may be longer than this run's ("Editado há 11 seg."). */
const STATUS_TEXT_PX = 180

/** Where the mouse rests while a picture is taken: the empty middle of the Studio's top bar, hovering nothing. */
const RESTING_MOUSE = {x: 420, y: 24}

/**
 * A picture of what the editor sees now, by its name in the editors' guide (studio/README.md),
 * which must look like the guide's own (studio/guia/<name>.jpg) outside the moving parts: a
 * Studio that changed names the picture, and the report shows where it differs.
 */
export async function picture(page: Page, name: string) {
  // Settled: nothing hovered, loading or being saved, no tooltip.
  await page.mouse.move(RESTING_MOUSE.x, RESTING_MOUSE.y)
  await expect(page.locator('[data-ui="Tooltip"], [data-ui="Spinner"]')).toHaveCount(0)
  await expect(page.getByText(/^Salvando/)).toHaveCount(0)
  const masks = await movingParts(page)
  const shot = await page.screenshot({path: join(PICTURES_DIR, `${name}.jpg`), quality: 80, caret: 'hide'})
  if (UPDATING_GUIDE) return
  const guide = join(GUIDE_DIR, `${name}.jpg`)
  const {worst, diff} = existsSync(guide)
    ? await pictureDifference(shot, readFileSync(guide), masks)
    : {worst: Infinity, diff: undefined}
  if (worst > PICTURE_MAX_DIFFERING_PX) {
    await test.info().attach(`${name}.jpg`, {body: shot, contentType: 'image/jpeg'})
    if (diff) await test.info().attach(`${name}-diff.png`, {body: diff, contentType: 'image/png'})
  }
  test.info().annotations.push({type: 'picture', description: `${name}: ${worst} differing pixels in the worst 32×32 square`})
  expect
    .soft(
      worst,
      `the guide's picture studio/guia/${name}.jpg no longer shows what the Studio does (npm run screenshots:studio updates it)`,
    )
    .toBeLessThanOrEqual(PICTURE_MAX_DIFFERING_PX)
}

/** Presses *Publicar* once the Studio has saved the editor's last change ("Editado"); returns when (Date.now()). */
async function pressPublicar(studio: Page) {
  await expect(studio.getByText(/^Editado (agora mesmo|há)/)).toBeVisible()
  const publish = studio.getByRole('button', {name: 'Publicar'})
  await expect(publish).toBeEnabled()
  const pressed = Date.now()
  await publish.click()
  return pressed
}

/** The Studio's word that the document is published. */
const published = (studio: Page) => expect(studio.getByText('O documento foi publicado')).toBeVisible()

/**
 * Publishes the open document once the Studio has saved the editor's last change, as a person
 * waits for "Editado". Returns when *Publicar* was pressed (Date.now()).
 */
export async function publishDocument(studio: Page) {
  const pressed = await pressPublicar(studio)
  await published(studio)
  return pressed
}

/**
 * Publishes the open document with one of the publish's two notices reaching the site first
 * (the other held until then, see `holdNextPublish`), and checks that every copy of the page a
 * visitor may get, from each instance and through Varnish, for every consent choice, shows
 * `expected` within 5 s of the press of *Publicar*; then that the other notice arrived too.
 * What happened when, from the press, is kept as the journey's `publish` annotation.
 */
export async function publishFirstBy(
  studio: Page,
  stack: StudioStack,
  {
    first,
    documentId,
    everywhere,
    expected,
    pictureName,
  }: {first: PublishNotice; documentId: string; everywhere: () => Promise<unknown[]>; expected: unknown[]; pictureName?: string},
) {
  const release = stack.sanity.holdNextPublish(first === 'webhook' ? 'change feed' : 'webhook')
  const delivered = stack.sanity.webhookDeliveries.length
  const taken = changesTaken(stack)
  const pressed = await pressPublicar(studio)
  const webhook = () => stack.sanity.webhookDeliveries.slice(delivered).find((delivery) => delivery.documentId === documentId)
  // The held notice goes as soon as the first is taken, while the Studio is still saying so.
  const firstTaken = async () => {
    if (first === 'webhook') {
      await expect.poll(() => webhook()?.status, {message: 'the webhook was answered', intervals: [20]}).toBe(200)
      expect(changesTaken(stack), 'no instance took the change feed before the webhook').toEqual(taken)
    } else {
      await everyInstanceHeard(stack, taken)
      expect(webhook(), 'no webhook before every instance took the change feed').toBeUndefined()
    }
    release()
  }
  let fresh = 0
  const everyCopyFresh = async () => {
    await expect
      .poll(everywhere, {
        ...freshWithin(pressed),
        message:
          'every copy of the page, from each instance and through Varnish, for every consent choice, within 5 s of Publicar',
      })
      .toEqual(expected)
    fresh = Date.now()
  }
  // Meanwhile the Studio says so, and its picture is taken.
  const studioSaysSo = async () => {
    await published(studio)
    // Published means no field marked changed: the yellow bar beside the edited field goes once
    // the Studio has the published document back (a clean clone's run of bbae39f pictured it).
    await expect(studio.locator('[data-testid="change-bar"]')).toHaveCount(0)
    if (pictureName) await picture(studio, pictureName)
  }
  await Promise.all([firstTaken().then(everyCopyFresh), studioSaysSo()])
  await everyInstanceHeard(stack, taken)
  await expect.poll(() => webhook()?.status, {message: 'the webhook was answered'}).toBe(200)
  // Sent once: the hold delays a notice, it never repeats one.
  expect(stack.sanity.webhookDeliveries.slice(delivered).filter((delivery) => delivery.documentId === documentId)).toHaveLength(1)
  const since = (at: number) => `+${at - pressed} ms`
  const feed = stack.instances.map((instance, index) => {
    const line = eventLines(instance.logs(), 'content.purged').filter(({from}) => from === 'change feed')[taken[index]!]!
    return `instance ${index + 1} took the change feed at ${since(Date.parse(String(line.time)))}`
  })
  test.info().annotations.push({
    type: 'publish',
    description: `${first} first: the webhook was answered at ${since(webhook()!.at)}; ${feed.join('; ')}; every copy fresh by ${since(fresh)}`,
  })
}

/**
 * How many changes each site instance has taken from the Content Lake's change feed (its
 * `content.purged` lines from the feed; the publish webhook logs the same event without `from`).
 */
export const changesTaken = (stack: StudioStack) =>
  stack.instances.map(
    (instance) => eventLines(instance.logs(), 'content.purged').filter(({from}) => from === 'change feed').length,
  )

/** Waits until every site instance has taken a change from its feed since `before` (a `changesTaken` count). */
export const everyInstanceHeard = (stack: StudioStack, before: number[]) =>
  expect.poll(() => changesTaken(stack).every((count, index) => count > before[index]!), {intervals: [50]}).toBe(true)
