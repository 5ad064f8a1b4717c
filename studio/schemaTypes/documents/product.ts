import {PackageIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {imageMember, linkField, priceField, requiredString} from '../objects/fields'

const brl = new Intl.NumberFormat('pt-BR', {style: 'currency', currency: 'BRL'})

const paymentPlan = defineArrayMember({
  name: 'paymentPlan',
  title: 'Plano de pagamento',
  type: 'object',
  fields: [
    defineField({
      name: 'installments',
      title: 'Número de parcelas',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(48),
    }),
    priceField('installmentValue', 'Valor da parcela', {required: true}),
    priceField('entryAmount', 'Entrada', {description: 'Deixe em branco quando não houver entrada.'}),
    defineField({
      name: 'noEntry',
      title: 'Mostrar "sem entrada"',
      type: 'boolean',
      initialValue: false,
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as {entryAmount?: number} | undefined
          return value && parent?.entryAmount ? 'Um plano com entrada não pode ser "sem entrada".' : true
        }),
    }),
  ],
  preview: {
    select: {installments: 'installments', value: 'installmentValue', entry: 'entryAmount', noEntry: 'noEntry'},
    prepare: ({installments, value, entry, noEntry}) => ({
      title: `${installments ?? '?'}x de ${typeof value === 'number' ? brl.format(value) : '?'}`,
      subtitle: entry ? `Entrada de ${brl.format(entry)}` : noEntry ? 'Sem entrada' : undefined,
    }),
  },
})

export const product = defineType({
  name: 'product',
  title: 'Produto',
  type: 'document',
  icon: PackageIcon,
  groups: [
    {name: 'main', title: 'Produto', default: true},
    {name: 'price', title: 'Preços'},
    {name: 'details', title: 'Detalhes'},
  ],
  fields: [
    defineField({...requiredString('name', 'Nome', 80), group: 'main'}),
    defineField({
      name: 'images',
      title: 'Imagens',
      type: 'array',
      of: [imageMember],
      group: 'main',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'label',
      title: 'Etiqueta',
      type: 'string',
      group: 'main',
      description: 'Destaque curto, ex.: "Oferta de lançamento!"',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      ...linkField('link', 'Link "comprar agora!"'),
      group: 'main',
      description: 'Página da loja online ou do site. Em branco: o produto aparece sem link.',
    }),
    defineField({name: 'openInNewTab', title: 'Abrir o link em nova aba', type: 'boolean', initialValue: true, group: 'main'}),
    defineField({
      name: 'isEvaBaby',
      title: 'É uma EVA Baby',
      type: 'boolean',
      initialValue: false,
      group: 'main',
      description: 'Produtos EVA Baby mostram os benefícios da horta inteligente e levam à reserva.',
    }),
    defineField({name: 'paymentPlans', title: 'Planos de pagamento', type: 'array', of: [paymentPlan], group: 'price'}),
    defineField({...priceField('cashPrice', 'Preço à vista'), group: 'price'}),
    defineField({
      ...priceField('highlightedPrice', 'Preço na vitrine de destaques'),
      group: 'price',
      description: 'Preço mostrado na grade de produtos em destaque da página Insumos.',
    }),
    defineField({
      name: 'cultures',
      title: 'Culturas',
      type: 'array',
      of: [{type: 'string'}],
      group: 'details',
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'litArea',
      title: 'Área iluminada (m²)',
      type: 'number',
      group: 'details',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'units',
      title: 'Unidades',
      type: 'number',
      group: 'details',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({name: 'supportText', title: 'Suporte', type: 'string', group: 'details', validation: (rule) => rule.max(160)}),
    defineField({
      name: 'benefits',
      title: 'Benefícios',
      type: 'array',
      group: 'details',
      of: [
        defineArrayMember({
          name: 'benefit',
          title: 'Benefício',
          type: 'object',
          // e.g. value 'Sem regar' with label '21 dias'
          fields: [requiredString('value', 'Benefício', 60), requiredString('label', 'Legenda', 40)],
          preview: {select: {title: 'value', subtitle: 'label'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'name', subtitle: 'label', media: 'images.0', price: 'cashPrice', highlighted: 'highlightedPrice'},
    prepare: ({title, subtitle, media, price, highlighted}) => {
      const shown = price ?? highlighted
      return {
        title,
        subtitle: [typeof shown === 'number' ? brl.format(shown) : null, subtitle].filter(Boolean).join(' · '),
        media,
      }
    },
  },
})
