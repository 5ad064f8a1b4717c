import {PackageIcon} from '@sanity/icons/Package'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {formatBRL, formatInstallments} from '../../../app/domain/money'
import {highlightedPriceWarning} from '../highlights'
import {fieldGroups, imageMember, linkField, listField, listItem, priceField, requiredString} from '../objects/fields'
import {priceRule} from '../validation'

/** How the site shows a product's price (the rule itself: app/domain/price.ts). */
export const PRICE_TYPES = [
  {title: 'À vista e parcelado (ex.: R$ 375,00 ou 12x de R$ 36,26)', value: 'cash'},
  {title: 'Planos mensais (ex.: 6x de R$ 179,00/mês sem entrada)', value: 'plans'},
  {title: 'Só preço na vitrine de destaques (sem preço na lista de produtos)', value: 'highlightOnly'},
] as const

type PriceType = (typeof PRICE_TYPES)[number]['value']
type ProductFields = {priceType?: PriceType; paymentPlans?: unknown[]} | undefined

const priceTypeOf = (document: unknown) => (document as ProductFields)?.priceType

const paymentPlan = listItem(
  'paymentPlan',
  'Plano de pagamento',
  [
    defineField({
      name: 'installments',
      title: 'Número de parcelas',
      type: 'number',
      description: 'Quantas vezes o cliente paga, ex.: 12 para "12x de R$ 36,26".',
      validation: (rule) => rule.required().integer().min(1).max(48),
    }),
    priceField('installmentValue', 'Valor da parcela', {
      required: true,
      description: 'Valor de cada parcela em reais, ex.: 36,26.',
    }),
    defineField({
      ...priceField('entryAmount', 'Entrada', {
        description: 'Valor pago antes das parcelas ("+ entrada de R$ 2.659,00"). Em branco quando não houver entrada.',
      }),
      // "À vista e parcelado" shows only "ou 12x de R$ 36,26": no entry there.
      hidden: ({document}) => priceTypeOf(document) === 'cash',
    }),
    defineField({
      name: 'noEntry',
      title: 'Mostrar "sem entrada"',
      type: 'boolean',
      initialValue: false,
      description: 'Escreve "sem entrada" depois do valor da parcela, para deixar claro que não há entrada.',
      hidden: ({document}) => priceTypeOf(document) === 'cash',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as {entryAmount?: number} | undefined
          return value && parent?.entryAmount ? 'Um plano com entrada não pode ser "sem entrada".' : true
        }),
    }),
  ],
  {
    select: {installments: 'installments', value: 'installmentValue', entry: 'entryAmount', noEntry: 'noEntry'},
    prepare: ({installments, value, entry, noEntry}) => ({
      title: typeof value === 'number' ? formatInstallments(installments ?? 0, value) : `${installments ?? '?'}x de ?`,
      subtitle: entry ? `Entrada de ${formatBRL(entry)}` : noEntry ? 'Sem entrada' : undefined,
    }),
  },
)

export const product = defineType({
  name: 'product',
  title: 'Produto',
  type: 'document',
  icon: PackageIcon,
  groups: fieldGroups({main: 'Produto', price: 'Preços', details: 'Detalhes'}),
  fields: [
    defineField({...requiredString('name', 'Nome', 80), group: 'main'}),
    listField('images', 'Imagens', [imageMember], {
      min: 1,
      description: 'A primeira imagem aparece no cartão do produto e nos destaques.',
      group: 'main',
    }),
    defineField({
      name: 'label',
      title: 'Etiqueta',
      type: 'string',
      group: 'main',
      description: 'Destaque curto no alto do cartão, ex.: "Oferta de lançamento!". Em branco: sem etiqueta.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      ...linkField('link', 'Link "comprar agora!"'),
      group: 'main',
      description: 'Página da loja online ou do site. Em branco: o produto aparece sem link.',
    }),
    defineField({
      name: 'openInNewTab',
      title: 'Abrir o link em nova aba',
      type: 'boolean',
      initialValue: true,
      group: 'main',
      description: 'Ligado para a loja online; desligado para páginas do próprio site (ex.: /eva-baby).',
    }),
    defineField({
      name: 'isEvaBaby',
      title: 'É uma EVA Baby',
      type: 'boolean',
      initialValue: false,
      group: 'main',
      description:
        'Ligado: o produto pode ser escolhido como o produto da página EVA Baby (de onde vêm preço e parcelas) e a pré-visualização o mostra também nessa página.',
    }),
    defineField({
      name: 'priceType',
      title: 'Como o preço aparece',
      type: 'string',
      group: 'price',
      description:
        'À vista e parcelado: o preço à vista e, se houver, um plano ("R$ 375,00 ou 12x de R$ 36,26"). Planos mensais: a lista de planos, cada um com a entrada ou "sem entrada". Só preço na vitrine: nada na lista de produtos, só o preço na vitrine de destaques.',
      options: {list: [...PRICE_TYPES], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...priceField('cashPrice', 'Preço à vista', {description: 'O preço em destaque no cartão, ex.: 375,00.'}),
      group: 'price',
      hidden: ({document}) => priceTypeOf(document) !== 'cash',
      validation: (rule) =>
        priceRule(rule).custom((value, {document}) =>
          priceTypeOf(document) === 'cash' && value == null ? 'Informe o preço à vista.' : true,
        ),
    }),
    defineField({
      name: 'paymentPlans',
      title: 'Planos de pagamento',
      type: 'array',
      of: [paymentPlan],
      group: 'price',
      description:
        'Planos mensais: todos aparecem, na ordem da lista. À vista e parcelado: no máximo um, mostrado como "ou 12x de R$ 36,26".',
      hidden: ({document}) => priceTypeOf(document) !== 'cash' && priceTypeOf(document) !== 'plans',
      validation: (rule) =>
        rule.custom((value, {document}) => {
          const count = value?.length ?? 0
          if (priceTypeOf(document) === 'plans' && count === 0) return 'Adicione pelo menos um plano.'
          if (priceTypeOf(document) === 'cash' && count > 1) {
            return 'À vista e parcelado mostra um plano só: deixe um ou mude para "Planos mensais".'
          }
          return true
        }),
    }),
    defineField({
      ...priceField('highlightedPrice', 'Preço na vitrine de destaques'),
      group: 'price',
      description:
        'Preço mostrado na grade de produtos em destaque da página Insumos (pode ser diferente do preço da lista), ex.: 1.479,00.',
      validation: (rule) => [
        priceRule(rule).custom((value, {document}) =>
          priceTypeOf(document) === 'highlightOnly' && value == null ? 'Informe o preço na vitrine.' : true,
        ),
        rule.custom(highlightedPriceWarning).warning(),
      ],
    }),
    defineField({
      name: 'cultures',
      title: 'Culturas',
      type: 'array',
      of: [{type: 'string'}],
      group: 'details',
      description: 'O que se pode cultivar, uma por etiqueta (ex.: Tomate, Morango). Aparecem separadas por vírgula.',
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'litArea',
      title: 'Área iluminada (m²)',
      type: 'number',
      group: 'details',
      description: 'Área que o produto ilumina, em metros quadrados (ex.: 12).',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'units',
      title: 'Unidades',
      type: 'number',
      group: 'details',
      description: 'Quantas unidades vêm no kit.',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'supportText',
      title: 'Suporte',
      type: 'string',
      group: 'details',
      description: 'O suporte incluído, ex.: "1h de chamada pelo Meet ou 3 tickets pelo WhatsApp".',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'benefits',
      title: 'Benefícios',
      type: 'array',
      group: 'details',
      description: 'Números em destaque no cartão, ex.: "21 dias" com a legenda "Sem regar".',
      of: [
        defineArrayMember({
          name: 'benefit',
          title: 'Benefício',
          type: 'object',
          // e.g. value 'Sem regar' with label '21 dias'
          fields: [
            defineField({
              ...requiredString('value', 'Benefício', 60),
              description: 'O texto em negrito, ex.: "Sem regar".',
            }),
            defineField({...requiredString('label', 'Legenda', 40), description: 'O texto pequeno acima, ex.: "21 dias".'}),
          ],
          preview: {select: {title: 'value', subtitle: 'label'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {
      title: 'name',
      label: 'label',
      media: 'images.0',
      priceType: 'priceType',
      cash: 'cashPrice',
      highlighted: 'highlightedPrice',
      installments: 'paymentPlans.0.installments',
      installmentValue: 'paymentPlans.0.installmentValue',
    },
    prepare: ({title, label, media, priceType, cash, highlighted, installments, installmentValue}) => {
      const plan =
        typeof installments === 'number' && typeof installmentValue === 'number'
          ? formatInstallments(installments, installmentValue)
          : null
      const price =
        priceType === 'cash' && typeof cash === 'number'
          ? [formatBRL(cash), plan].filter(Boolean).join(' ou ')
          : priceType === 'plans' && plan
            ? `${plan}/mês`
            : typeof highlighted === 'number'
              ? `Vitrine: ${formatBRL(highlighted)}`
              : null
      return {title, subtitle: [price, label].filter(Boolean).join(' · '), media}
    },
  },
})
