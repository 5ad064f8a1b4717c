import type {ClientPerspective, FilterDefault} from '@sanity/client'
import {requestContent} from '~/content/content.server'
import {env} from '~/env.server'
import {previewClient} from './client.server'
import type {PreviewSession} from './session.server'

/**
 * Strings the site uses as data, not as text: stega never touches them, so a link, a colour,
 * an icon's name, a phone number or a WhatsApp greeting works in preview as it does live.
 */
const DATA_FIELDS = new Set([
  'link',
  'buttonLink',
  'href',
  'youtubeUrl',
  'color',
  'icon',
  'phone',
  'email',
  'whatsappGreeting',
  'handle',
  'social',
  'onlineStoreUrl',
  'appDownloadUrl',
  'appDeepLinkTemplate',
  // A campaign page's block choices and the message WhatsApp is opened with.
  'form',
  'channel',
  'imageSide',
  'whatsappMessage',
])

const textOnly: FilterDefault = (props) =>
  props.filterDefault(props) && !props.sourcePath.some((segment) => typeof segment === 'string' && DATA_FIELDS.has(segment))

/** The Studio an editor's preview links back to (the overlays open its documents there). */
export const studioUrlOf = (session: PreviewSession) => session.studioOrigin ?? env.SANITY_STUDIO_URL ?? '/'

/**
 * What a preview request reads: the session's perspective, straight from the API (no CDN, no
 * content cache), with stega (the overlays' links to the Studio) in every text.
 */
export function previewContent(session: PreviewSession) {
  const drafts = previewClient!.withConfig({
    perspective: (session.perspective.includes(',') ? session.perspective.split(',') : session.perspective) as ClientPerspective,
    stega: {enabled: true, studioUrl: studioUrlOf(session), filter: textOnly},
  })
  return requestContent(async (query, params = {}) => ({value: await drafts.fetch(query, params), tags: []}))
}
