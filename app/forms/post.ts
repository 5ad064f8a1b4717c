// Sends a form as Remix's own <Form> does, without Remix in the browser (the form pages run
// only their form, docs/decisions/0064): its fields, url-encoded, to its page's data address
// (`/projetos.data`), whose answer is the action's data in Remix's single-fetch format
// (turbo-stream). The server treats the post exactly as one from Remix's client: the same
// route action, the same checks of origin, limits and addresses.
import {decode} from 'turbo-stream'

/** The data address of a page, as Remix's client writes it: `/projetos` → `/projetos.data`. */
export function dataAddress(page: string, base = window.location.href): string {
  const url = new URL(page, base)
  url.hash = ''
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`
  return url.pathname + url.search
}

/**
 * Posts `form` to its action (or to this page when it has none) and gives the action's data
 * with the answer's status; `undefined` data when there was no answer from the site (the
 * network, or something between) or it was not the action's.
 */
export async function postForm<Data>(form: HTMLFormElement): Promise<{status: number; data: Data | undefined}> {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
  try {
    const response = await fetch(dataAddress(form.getAttribute('action') ?? window.location.href), {method: 'POST', body})
    if (!response.body || !/^text\/x-script/.test(response.headers.get('Content-Type') ?? '')) {
      return {status: response.status, data: undefined}
    }
    const decoded = await decode(response.body)
    await decoded.done
    const result = decoded.value as {data?: Data} | undefined
    return {status: response.status, data: result?.data}
  } catch {
    return {status: 0, data: undefined}
  }
}
