// How the form pages answer a person on a cheap phone (issue 37, docs/performance.md#typing):
// Chromium at 375 px with touch and its CPU throttled 4× through the DevTools protocol. The
// page loads and settles; the person taps the send button with every field empty, then taps
// into each text field and types into it, 60 ms between keys. A PerformanceObserver for
// `event` entries (durationThreshold 16: a shorter one is not reported and counts as 16 ms;
// durations come in 8 ms steps) gives each interaction's time from input to the next paint.
//
// The floor: the same person on the same page with none of its JavaScript (the browser's own
// time for a tap, a keystroke into a plain field, and the refused send's messages and focus
// made by hand, as the form drew them), to set the figures against (docs/decisions/0073).

/** The text fields of each form, in order, and what is typed into them. */
export const TYPED = {
  '/projetos': {
    form: '#formulario form',
    fields: [
      ['nome', 'Ana Beatriz Souza'],
      ['email', 'ana.souza@exemplo.com'],
      ['telefone', '41998765432'],
      ['cpf', '52998224725'],
      ['cep', '80010000'],
      ['endereco', 'Rua XV de Novembro, 700'],
      ['demanda', 'Horta vertical na varanda, 3 m2.'],
    ],
  },
  '/eva-baby': {
    form: '#reservar_baby form',
    fields: [
      ['nome', 'Carlos Lima'],
      ['email', 'carlos@exemplo.com'],
      ['telefone', '41988887777'],
    ],
  },
}

export const CPU_SLOWDOWN = 4
const KEY_DELAY_MS = 60
/** What the observer does not report (below durationThreshold) counts as this. */
const UNREPORTED_MS = 16

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * An interaction's figure (its slowest event, as the budgets count it) and where its time went,
 * over all its events (a tap is pointer, mouse, focus and click events): "72 (from the first
 * event to the paint 87: delay 2, listeners 30 in click 25, between them 20, to the paint 35)";
 * "< 16" when none was reported.
 */
function phases(events) {
  if (events.length === 0) return `< ${UNREPORTED_MS}`
  const start = Math.min(...events.map((event) => event.startTime))
  const end = Math.max(...events.map((event) => event.startTime + event.duration))
  const first = Math.min(...events.map((event) => event.processingStart))
  const last = Math.max(...events.map((event) => event.processingEnd))
  const listeners = events.reduce((sum, event) => sum + event.processingEnd - event.processingStart, 0)
  const busiest = events.reduce((worst, event) =>
    event.processingEnd - event.processingStart > worst.processingEnd - worst.processingStart ? event : worst,
  )
  const round = Math.round
  const slowest = Math.max(...events.map((event) => event.duration))
  return `${round(slowest)} (from the first event to the paint ${round(end - start)}: delay ${round(first - start)}, listeners ${round(listeners)} in ${busiest.name} ${round(busiest.processingEnd - busiest.processingStart)}, between them ${round(last - first - listeners)}, to the paint ${round(end - last)})`
}

/**
 * One run on `path`: keystroke p75, p95 and slowest, the slowest tap into a field, and the
 * failed submit (the slowest event of that tap), in ms; each field's own figures; and what the
 * refused send drew (`drawn`). With `floor` (a run's `drawn`), the floor: every script of the
 * page blocked, and the send draws that by hand.
 */
export async function measureInteractions(browser, base, path, {floor} = {}) {
  const {form: selector, fields} = TYPED[path]
  const context = await browser.newContext({
    viewport: {width: 375, height: 740},
    isMobile: true,
    hasTouch: true,
    // A returning visitor who chose: no banner over the form.
    storageState: {
      cookies: [{name: 'user-consent', value: 'necessary', url: base}],
      origins: [],
    },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN})
    // Every script refused (routing also turns the HTTP cache off: nothing is measured before
    // the page has settled).
    if (floor) await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto(base + path, {waitUntil: 'load'})
    // The person scrolls to the form, which starts it (docs/decisions/0067); hydrated: each
    // island's container says so once React has committed it.
    await page.locator(selector).scrollIntoViewIfNeeded()
    if (!floor) {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
      )
    }
    await page.waitForLoadState('networkidle')
    if (floor) await page.evaluate(drawByHand, {selector, drawn: floor})
    await page.evaluate(() => {
      window.__events = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__events.push({
            name: entry.name,
            duration: entry.duration,
            interactionId: entry.interactionId,
            // Where the time went: waiting for the main thread, the listeners, then to the paint.
            startTime: entry.startTime,
            processingStart: entry.processingStart,
            processingEnd: entry.processingEnd,
          })
        }
      }).observe({type: 'event', durationThreshold: 16, buffered: false})
    })
    const form = page.locator(selector)
    const taken = () => page.evaluate(() => window.__events.splice(0))
    // Entries are reported after the paint that follows the input: two frames, then a task.
    const settle = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
      )

    // A finger, through the DevTools protocol: Playwright's own tap runs its hit-target checks
    // in the page, inside the interaction measured.
    const tap = async (locator) => {
      await locator.scrollIntoViewIfNeeded()
      await settle()
      await taken()
      const box = await locator.boundingBox()
      const point = {x: box.x + box.width / 2, y: box.y + box.height / 2}
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [point]})
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []})
      await settle()
    }

    await tap(form.locator('button[type="submit"]'))
    const submitEvents = await taken()
    const drawn = await page.evaluate(readDrawn, selector)
    const submit = Math.max(UNREPORTED_MS, ...submitEvents.map(({duration}) => duration))
    /** Each field's tap and reported keystrokes, in ms: where the time goes. */
    const perField = [`submit ${phases(submitEvents)}`]

    const keystrokes = []
    const taps = []
    for (const [name, text] of fields) {
      await tap(form.locator(`[name="${name}"]`))
      const tapEvents = await taken()
      taps.push(Math.max(UNREPORTED_MS, ...tapEvents.map(({duration}) => duration)))
      await form.locator(`[name="${name}"]`).pressSequentially(text, {delay: KEY_DELAY_MS})
      await settle()
      const reported = (await taken()).filter(({name: event}) => event === 'keydown').map(({duration}) => duration)
      // A keystroke the observer did not report took less than its threshold.
      keystrokes.push(...reported, ...Array(Math.max(0, text.length - reported.length)).fill(UNREPORTED_MS))
      perField.push(`${name}: tap ${phases(tapEvents)}, keys ${reported.join(' ') || '< 16 each'}`)
    }
    return {
      p75: percentile(keystrokes, 75),
      p95: percentile(keystrokes, 95),
      slowest: Math.max(...keystrokes),
      tap: Math.max(...taps),
      submit,
      perField,
      drawn,
    }
  } finally {
    await context.close()
  }
}

/** What the refused send drew in the form: each field's message, the form's, and the focus. */
function readDrawn(selector) {
  const form = document.querySelector(selector)
  return {
    fields: [...form.querySelectorAll('.form-field__error')].map(({id, textContent}) => ({id, text: textContent})),
    form: [...form.querySelectorAll('.form-errors__message')].map(({textContent}) => textContent),
    focused: document.activeElement?.getAttribute('name') ?? null,
  }
}

/** The floor's send: the same messages and focus as the form's (`drawn`), by hand, in one go. */
function drawByHand({selector, drawn}) {
  const form = document.querySelector(selector)
  // A field the form drew a message for and this page lacks would leave the floor lighter.
  const missing = drawn.fields.filter(({id}) => !document.getElementById(id.replace(/-error$/, '')))
  if (missing.length > 0) throw new Error(`The floor's page lacks ${missing.map(({id}) => id).join(', ')}`)
  form.noValidate = true
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    for (const {id, text} of drawn.fields) {
      const control = document.getElementById(id.replace(/-error$/, ''))
      const message = document.createElement('p')
      message.className = 'form-field__error'
      message.id = id
      message.textContent = text
      control.closest('.form-field').dataset.invalid = 'true'
      control.closest('.form-field').append(message)
      control.setAttribute('aria-invalid', 'true')
      control.setAttribute('aria-describedby', [id, control.getAttribute('aria-describedby')].filter(Boolean).join(' '))
    }
    const alert = form.querySelector('.form-errors')
    for (const text of drawn.form) {
      const message = document.createElement('p')
      message.className = 'form-errors__message'
      message.textContent = text
      alert.append(message)
    }
    form.dataset.status = 'erro'
    if (drawn.focused) form.elements.namedItem(drawn.focused)?.focus?.()
  })
}
