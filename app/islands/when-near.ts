import type {IslandName} from '~/components/Island'

// Here, not in ~/constants: importing that module would add a chunk to every form page's first load.
/** How far below (or above) the screen an island starts: half a screen, a second of scrolling. */
const AHEAD = '50% 0px'

/** What a visitor does inside an island before it was near (a jump to it, a keyboard). */
const TOUCHED = ['focusin', 'pointerdown', 'keydown', 'input'] as const

/**
 * Runs `start` (which loads React and the island, and hydrates it) once the island `name` comes
 * near the screen or the visitor touches it, not with the page: a form far down the page costs
 * the first load nothing (issue 37, docs/decisions/0067). Until then the form is the server's
 * HTML, which sends as it does without JavaScript.
 */
export function startWhenNear(name: IslandName, start: () => Promise<unknown>) {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  if (!container) return
  let started = false
  // The container is `display: contents` (no box of its own): its children are watched.
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
          rootMargin: AHEAD,
        })
      : undefined
  const listen = () => {
    for (const type of TOUCHED) container.addEventListener(type, go, true)
  }
  function go() {
    if (started) return
    started = true
    observer?.disconnect()
    for (const type of TOUCHED) container!.removeEventListener(type, go, true)
    // Its code did not arrive (the network): the visitor's next touch tries again (not the
    // observer, which would try again at once, over and over, while the form is in view).
    start().catch(() => {
      started = false
      listen()
    })
  }
  if (!observer) return go()
  listen()
  for (const child of container.children) observer.observe(child)
}
