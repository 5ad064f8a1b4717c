import {FORM_MAX_BYTES} from '~/constants'

/** The posted form, read no further than FORM_MAX_BYTES. */
export async function readUrlEncodedBody(request: Request): Promise<URLSearchParams | 'too-large' | 'unsupported'> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return 'unsupported'
  const text = await readTextBody(request, FORM_MAX_BYTES)
  return text === 'too-large' ? text : new URLSearchParams(text)
}

/** A request body as text, read no further than `maxBytes`. */
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
      await reader.cancel()
      return 'too-large'
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
