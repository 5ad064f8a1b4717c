import type {ActionFunctionArgs} from '@remix-run/node'
import {SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {WEBHOOK_MAX_BYTES} from '~/constants'
import {documentTags} from '~/content/tags'
import {createWebhookVerifier} from '~/content/webhook.server'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {purgePublished} from '~/delivery/purge.server'
import {env} from '~/env.server'
import {readTextBody} from '~/requests/body.server'
import {logEvent} from '~/utils/log.server'

const verifier = env.SANITY_WEBHOOK_SECRET ? createWebhookVerifier(env.SANITY_WEBHOOK_SECRET) : null
const answer = (body: object, status = 200) => Response.json(body, {status, headers: {'Cache-Control': CACHE_CONTROL.noStore}})

/**
 * POST /api/sanity-webhook: Sanity calls it when a document is published
 * (docs/caching.md#publish-fresh-everywhere). A fresh, valid, first-seen signature purges what
 * the document touched, here and at the edge; anything else changes nothing.
 */
export async function action({request}: ActionFunctionArgs) {
  if (!verifier) return answer({error: 'Webhook not configured'}, 404)
  const body = await readTextBody(request, WEBHOOK_MAX_BYTES)
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? ''
  const verdict = body === 'too-large' ? 'invalid' : await verifier.claim(body, signature)
  if (verdict !== 'accepted' || body === 'too-large') {
    logEvent('warn', 'content.webhook_refused', {reason: verdict})
    return answer({error: `Signature ${verdict}`}, 401)
  }
  const tags = documentTags(parseDocument(body))
  const {pages, edge} = await purgePublished(tags)
  logEvent('info', 'content.purged', {tags: tags.join(' '), pages, edge: String(edge)})
  if (edge === false) {
    // Sanity sends a failed call again: let that one through.
    verifier.release(signature)
    return answer({purged: tags, edge: 'failed'}, 502)
  }
  return answer({purged: tags})
}

export const loader = () => answer({error: 'Method not allowed'}, 405)

/** The published document as the webhook sends it (its projection, at least {_id, _type}). */
function parseDocument(body: string): {_id?: unknown; _type?: unknown} {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed !== null && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}
