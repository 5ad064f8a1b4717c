import {BasketIcon} from '@sanity/icons/Basket'
import {defineArrayMember, defineField} from 'sanity'
import {highlightsWithoutPriceWarning} from '../highlights'
import {bannerField, imageMember, listField, requiredString, sectionField} from '../objects/fields'
import {pageDocument} from './pageDocument'

const productList = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({type: 'reference', to: [{type: 'product'}]})],
    validation: (rule) => rule.required().min(1).unique(),
  })

export const suppliesPage = pageDocument('suppliesPage', 'Insumos', BasketIcon, [
  bannerField,
  requiredString('productsTitle', 'Título da lista de produtos', 80),
  productList(
    'products',
    'Produtos',
    'Os cartões da lista de produtos, com o preço conforme "Como o preço aparece" de cada um, na ordem da lista.',
  ),
  sectionField('instagram', 'Faixa do Instagram', [
    requiredString('title', 'Título', 80),
    requiredString(
      'handle',
      'Perfil (ex.: @evaagriculturaurbana)',
      60,
      'Aparece no botão "Seguir"; o link usa o Instagram das Configurações do site.',
    ),
    listField('images', 'Imagens', [imageMember], {min: 1, max: 8}),
  ]),
  requiredString('highlightsTitle', 'Título dos destaques', 80),
  defineField({
    ...productList(
      'highlights',
      'Produtos em destaque',
      'Mostrados com o "preço na vitrine de destaques" de cada produto, na ordem da lista (arraste para mudar).',
    ),
    validation: (rule) => [rule.required().min(1).unique(), rule.custom(highlightsWithoutPriceWarning).warning()],
  }),
])
