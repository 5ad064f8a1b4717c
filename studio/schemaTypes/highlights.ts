import type {Reference, ValidationContext} from 'sanity'
import {studioApiVersion} from '../studio.env'

// The highlights grid of the Insumos page shows each product with its "preço na vitrine"
// (highlightedPrice). A highlighted product without one shows there with no price at all:
// not wrong enough to refuse a publish, worth a warning where the editor looks.

const publishedId = (id: string) => id.replace(/^drafts\./, '')

export const HIGHLIGHT_WITHOUT_PRICE =
  'Este produto está nos destaques da página Insumos, mas não tem preço na vitrine: lá ele aparece sem preço.'

export const highlightsWithoutPriceMessage = (names: string[]) =>
  `Sem preço na vitrine: ${names.join(', ')}. ${names.length > 1 ? 'Eles aparecem' : 'Ele aparece'} nos destaques sem preço (preencha "Preço na vitrine de destaques" no produto).`

/** On a product's highlight price: warns when it is empty and the product is highlighted. */
export async function highlightedPriceWarning(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value === 'number') return true
  const document = context.document as {_id?: string; priceType?: string} | undefined
  // "Só preço na vitrine" already requires the price (an error, not a warning).
  if (!document?._id || document.priceType === 'highlightOnly') return true
  const highlighted = await context
    .getClient({apiVersion: studioApiVersion})
    .fetch<boolean>('count(*[_type == "suppliesPage" && $id in highlights[]._ref]) > 0', {id: publishedId(document._id)})
  return highlighted ? HIGHLIGHT_WITHOUT_PRICE : true
}

/** On the Insumos page's highlights: warns naming each listed product without a highlight price. */
export async function highlightsWithoutPriceWarning(
  value: Reference[] | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const ids = (value ?? []).map((reference) => reference._ref).filter(Boolean)
  if (ids.length === 0) return true
  const names = await context
    .getClient({apiVersion: studioApiVersion})
    .fetch<string[]>('*[_type == "product" && _id in $ids && !defined(highlightedPrice)] | order(name asc).name', {ids})
  return names.length > 0 ? highlightsWithoutPriceMessage(names) : true
}
