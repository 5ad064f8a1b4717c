// What a visitor does to a form (types, tabs, pastes, lets autofill fill it) and what they then
// see in it. The form tests use these instead of `fill`, which sets a value no person can set.
import {join} from 'node:path'
import type {Locator, Page, Route} from '@playwright/test'
import {messages} from '~/messages'
import {createSqliteStore} from '../../app/store/sqlite-store.server'
import type {DocumentStore} from '../../app/store/store'
import {E2E_DATA_DIR} from '../playwright.config'
import {expect} from './fixtures'

/** A phone's width: the form tests run there (the layout tests cover the desktop too). */
export const PHONE_VIEWPORT = {width: 375, height: 740}

/** Clicks into a field, as a finger or a mouse does, then types on the keyboard. */
export async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.page().keyboard.type(text)
}

/**
 * Goes through fields in the order given, as a visitor does: clicks into each and types (a
 * select: picks the option shown with that text).
 */
export async function answer(form: Locator, answers: Record<string, string>) {
  for (const [label, text] of Object.entries(answers)) {
    const field = form.getByLabel(label, {exact: true})
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) await field.selectOption({label: text})
    else await typeInto(field, text)
  }
}

/**
 * From now on the page's posts to `path` arrive as Varnish sends one over its limit (the
 * X-Edge-Rate-Limited header, server/varnish/default.vcl). Returns the way back.
 */
export async function overTheEdgeLimit(page: Page, path: string) {
  const pattern = `**${path}*`
  const mark = (route: Route) =>
    route.request().method() === 'POST'
      ? route.continue({headers: {...route.request().headers(), 'x-edge-rate-limited': 'forms'}})
      : route.continue()
  await page.route(pattern, mark)
  return () => page.unroute(pattern, mark)
}

/** Clicks into a field, moves to the end of what it holds, and types more. */
export async function appendTo(field: Locator, text: string) {
  await field.click()
  await field.page().keyboard.press('ControlOrMeta+End')
  await field.page().keyboard.type(text)
}

/** Replaces what a field holds with the clipboard's text (select all, then Ctrl+V). */
export async function pasteInto(field: Locator, text: string) {
  const page = field.page()
  await field.click()
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+V')
}

/**
 * What Chromium does when the visitor picks one of its autofill suggestions: every field of
 * the profile is filled in one go, without moving the focus. For each field it dispatches
 * focus (unless it is the focused one), keydown, sets the value, input and change, keyup, and
 * blur (WebFormControlElement::SetAutofillValue).
 */
export async function autofill(form: Locator, values: Record<string, string>) {
  await form.evaluate((element: HTMLFormElement, byLabel: Record<string, string>) => {
    const controls = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    for (const [label, value] of Object.entries(byLabel)) {
      const control = controls.find((candidate) => candidate.labels?.[0]?.textContent?.trim() === label)
      if (!control) throw new Error(`No field labelled ${label}`)
      const focused = document.activeElement === control
      const fire = (type: string) => control.dispatchEvent(new Event(type, {bubbles: type !== 'focus' && type !== 'blur'}))
      if (!focused) fire('focus')
      fire('keydown')
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!
      setter.call(control, value)
      fire('input')
      fire('change')
      fire('keyup')
      if (!focused) fire('blur')
    }
  }, values)
}

export type Seen = {
  /** Every field the visitor can reach, by its label: what it shows (a select: the chosen option's text). */
  fields: Record<string, string>
  /** The message tied to a field (aria-describedby), by the field's label. */
  messages: Record<string, string>
  /** The form's live regions: the alert (errors) and the status (progress, success). */
  alert: string[]
  status: string
  /** The label of the focused field, or the text of the focused button or link. */
  focus: string
}

/** Everything a visitor sees in and around a form, read in one go. */
export function seen(form: Locator): Promise<Seen> {
  return form.evaluate((element: HTMLFormElement) => {
    const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
    const fields: Record<string, string> = {}
    const messages: Record<string, string> = {}
    for (const control of element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input, select, textarea',
    )) {
      if (control.type === 'hidden' || control.closest('[aria-hidden="true"]')) continue
      const label = text(control.labels?.[0])
      fields[label] = control instanceof HTMLSelectElement ? text(control.selectedOptions[0]) : control.value
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((node): node is HTMLElement => node !== null && node.checkVisibility() && text(node) !== '')
      if (described.length > 0) messages[label] = described.map(text).join(' ')
    }
    // The invitation's status line sits beside its form, not inside it.
    const region = element.closest('section') ?? element
    const active = document.activeElement as HTMLInputElement | null
    return {
      fields,
      messages,
      alert: [...region.querySelectorAll('[role="alert"] p')].map(text),
      status: text(region.querySelector('[role="status"]:not(:has(.invitation__spinner))')),
      focus: active?.labels?.[0] ? text(active.labels[0]) : text(active),
    }
  })
}

/** Waits until the visitor sees exactly this (the parts not given are not checked). */
export async function expectSeen(form: Locator, expected: Partial<Seen>) {
  await expect
    .poll(async () => {
      const now = await seen(form)
      return Object.fromEntries(Object.keys(expected).map((key) => [key, now[key as keyof Seen]]))
    })
    .toEqual(expected)
}

/** Reads the e2e server's SQLite file, as the site itself would. */
export async function readStore<T>(read: (store: DocumentStore) => Promise<T>) {
  const store = createSqliteStore(join(E2E_DATA_DIR, 'eva.sqlite'))
  try {
    return await read(store)
  } finally {
    await store.close()
  }
}

/** What the e2e server stored in `collection` for this name. */
export const stored = (collection: string, nome: string) =>
  readStore(async (store) =>
    (await store.list(collection)).filter((document) => document.data.nome === nome).map((document) => document.data),
  )

/** A name no other test (or earlier run) uses: letters, a space, a digit, as people's names can be. */
export const uniqueName = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/**
 * Holds the page's JavaScript (every /scripts/ file: the behaviours and the islands) until
 * `release()`, so the visitor uses the server's HTML first, as on a slow link.
 */
export async function holdJavaScript(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/scripts/**', async (route: Route) => {
    await released
    await route.continue()
  })
  return {release}
}

/**
 * Rests the pointer on a menu link until the browser has prefetched its page (speculation
 * rules, `moderate`), and returns the link. Chromium does not prefetch while `page.route`
 * intercepts requests.
 */
export async function hoverUntilPrefetched(page: Page, name: string, path: string) {
  const link = page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name})
  const prefetched = page.waitForRequest(
    (request) => request.url().endsWith(path) && request.headers()['sec-purpose'] === 'prefetch',
  )
  await link.hover()
  await prefetched
  return link
}
