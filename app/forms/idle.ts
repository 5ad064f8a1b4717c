// Work done ahead, while the browser has nothing else to do, so that a visitor's first tap or
// send does not pay for it (issue 37).

/** Runs `work` when the browser has nothing else to do; returns what cancels it. */
export function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(work, 1)
    return () => clearTimeout(id)
  }
  const id = window.requestIdleCallback(work)
  return () => window.cancelIdleCallback(id)
}
