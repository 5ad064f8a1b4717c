import type {NumberRule, StringRule, UrlRule, ValidationContext} from 'sanity'
import {isInternalHref} from '../../app/domain/links'
import {studioApiVersion} from '../studio.env'

/**
 * A link on the site: an internal path ("/eva-baby#reservar_baby"), an anchor on the
 * same page ("#reservar_baby") or an absolute http(s) address.
 */
export function isSiteLink(value: string): boolean {
  if (isInternalHref(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export const siteLinkRule = (rule: StringRule) =>
  rule.custom((value) =>
    value === undefined || isSiteLink(value)
      ? true
      : 'Use um caminho do site (ex.: /eva-baby#reservar_baby), uma âncora (#formulario) ou um endereço https://',
  )

export const requiredSiteLinkRule = (rule: StringRule) => siteLinkRule(rule).required()

export const httpsUrlRule = (rule: UrlRule) => rule.uri({scheme: ['https', 'http']})

/** Prices are numbers in reais, never strings: R$ 375,00 is stored as 375. */
export const priceRule = (rule: NumberRule) => rule.min(0).precision(2)

/** A YouTube video's address, as YouTube's Share button or the address bar give it. */
export const youtubeUrlRule = (rule: UrlRule) =>
  rule
    .required()
    .custom((value) =>
      !value || /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(value)
        ? true
        : 'Cole o endereço de um vídeo do YouTube (https://www.youtube.com/watch?v=…).',
    )

/** Another document of `type` (not this one, nor its draft) already has the address `slug`. */
export async function addressUsedElsewhere(type: string, slug: string, context: ValidationContext) {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  const others = await context
    .getClient({apiVersion: studioApiVersion})
    .fetch<number>('count(*[_type == $type && slug.current == $slug && !(_id in [$id, $draft])])', {
      type,
      slug,
      id,
      draft: `drafts.${id}`,
    })
  return others > 0
}
