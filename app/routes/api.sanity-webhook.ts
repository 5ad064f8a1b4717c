import type {ActionFunctionArgs} from '@remix-run/node'
import {isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {WEBHOOK_MAX_BYTES} from '~/constants'
import {purgeContent} from '~/content/content.server'
import {documentTags} from '~/content/tags'
import {env} from '~/env.server'
import {readTextBody} from '~/utils/form-body.server'
import {logEvent} from '~/utils/log.server'

/**
 * POST /api/sanity-webhook: Sanity calls it when a document is published (README:
 * "Connecting a real Sanity project"). A valid signature empties the content cache, so the
 * next request shows the change; anything else changes nothing.
 */
export async function action({request}: ActionFunctionArgs) {
  const secret = env.SANITY_WEBHOOK_SECRET
  if (!secret) return Response.json({error: 'Webhook not configured'}, {status: 404})
  const body = await readTextBody(request, WEBHOOK_MAX_BYTES)
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? ''
  if (body === 'too-large' || !(await isValidSignature(body, signature, secret).catch(() => false))) {
    logEvent('warn', 'content.webhook_refused', {})
    return Response.json({error: 'Invalid signature'}, {status: 401})
  }
  const tags = documentTags(parseDocument(body))
  purgeContent(tags)
  logEvent('info', 'content.purged', {tags: tags.join(' ')})
  return Response.json({purged: tags})
}

export const loader = () => Response.json({error: 'Method not allowed'}, {status: 405})

/** The published document as the webhook's projection sends it ({_id, _type}); {} when not JSON. */
function parseDocument(body: string): {_id?: unknown; _type?: unknown} {
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed !== null && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}
