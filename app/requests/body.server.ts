import {BODY_DISCARD_MAX_BYTES, FORM_MAX_BYTES} from '~/constants'

const FORM_TYPE = 'application/x-www-form-urlencoded'

/** Whether a Content-Type header names exactly a URL-encoded form (in UTF-8, the only charset a browser sends it in). */
function isUrlEncodedForm(contentType: string | null) {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase())
  return type === FORM_TYPE && parameters.every((parameter) => !parameter.startsWith('charset=') || parameter === 'charset=utf-8')
}

/** The posted form, read no further than FORM_MAX_BYTES. */
export async function readUrlEncodedBody(request: Request): Promise<URLSearchParams | 'too-large' | 'unsupported'> {
  if (!isUrlEncodedForm(request.headers.get('content-type'))) return 'unsupported'
  const text = await readTextBody(request, FORM_MAX_BYTES)
  return text === 'too-large' ? text : new URLSearchParams(text)
}

/**
 * A request body as text, read no further than `maxBytes`. Past the limit (a body sent in
 * chunks declares no length) the rest is read and thrown away, so that the client receives
 * the 413 rather than a reset connection; a body that goes on past BODY_DISCARD_MAX_BYTES is cut.
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<string | 'too-large'> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return 'too-large'
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      void discardRest(reader, size)
      return 'too-large'
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let size = alreadyRead
  try {
    for (;;) {
      const {done, value} = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > BODY_DISCARD_MAX_BYTES) return await reader.cancel()
    }
  } catch {
    // The client went away: nothing left to read.
  }
}
