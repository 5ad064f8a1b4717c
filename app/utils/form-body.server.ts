import {FORM_MAX_BYTES} from '~/constants'

/** The posted form, read no further than FORM_MAX_BYTES. */
export async function readUrlEncodedBody(request: Request): Promise<URLSearchParams | 'too-large' | 'unsupported'> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return 'unsupported'
  if (Number(request.headers.get('content-length') ?? 0) > FORM_MAX_BYTES) return 'too-large'
  const reader = request.body?.getReader()
  if (!reader) return new URLSearchParams()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > FORM_MAX_BYTES) {
      await reader.cancel()
      return 'too-large'
    }
    chunks.push(value)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
