import {StarIcon} from '@sanity/icons/Star'
import {defineArrayMember, defineField, type FieldDefinition} from 'sanity'
import {
  choiceField,
  fieldGroups,
  imageField,
  imageMember,
  listField,
  listItem,
  requiredString,
  requiredText,
  sectionField,
} from '../objects/fields'
import {youtubeUrlRule} from '../validation'
import {pageDocument} from './pageDocument'

const titledItems = (name: string, title: string, itemFields: FieldDefinition[], count?: number) =>
  sectionField(name, title, [
    requiredString('title', 'Título', 80),
    defineField({
      name: 'items',
      title: 'Itens',
      type: 'array',
      of: [defineArrayMember({type: 'object', name: `${name}Item`, fields: itemFields})],
      validation: (rule) => (count ? rule.required().length(count) : rule.required().min(1)),
    }),
  ])

export const evaBabyPage = pageDocument(
  'evaBabyPage',
  'EVA Baby',
  StarIcon,
  [
    defineField({...requiredString('title', 'Nome do produto', 60), group: 'product'}),
    defineField({...requiredText('intro', 'Chamada', 300, 'O parágrafo abaixo do nome do produto.'), group: 'product'}),
    listField('carouselImages', 'Imagens do carrossel', [imageMember], {
      length: 4,
      description: 'Exatamente 4 imagens; a primeira é a principal.',
      group: 'product',
    }),
    listField('guarantees', 'Garantias', [{type: 'string'}], {
      min: 1,
      max: 6,
      description: 'Lista com ✓ ao lado do preço, ex.: "Não precisa de luz do sol". Uma frase por item.',
      group: 'product',
    }),
    defineField({
      name: 'product',
      title: 'Produto (preço e parcelas)',
      type: 'reference',
      to: [{type: 'product'}],
      group: 'product',
      options: {filter: 'isEvaBaby == true'},
      description:
        'O preço vem deste produto (o mesmo mostrado em Insumos), do jeito escolhido em "Como o preço aparece". Só produtos marcados como EVA Baby.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...requiredString(
        'reserveButtonText',
        'Texto do botão de reserva',
        40,
        'O botão leva ao formulário de reserva, ex.: "Reservar Agora!".',
      ),
      group: 'product',
    }),
    listField(
      'benefits',
      'Faixa de benefícios',
      [
        listItem(
          'benefitItem',
          'Benefício',
          [
            choiceField('icon', 'Ícone', 'O desenho ao lado do benefício.', {
              delivery: 'Entrega',
              payment: 'Pagamento',
              support: 'Suporte',
              national: 'Brasil / reciclável',
            }),
            requiredString('title', 'Título', 60),
            requiredText('text', 'Texto', 200),
          ],
          {select: {title: 'title', subtitle: 'text'}},
        ),
      ],
      {min: 1, max: 6, group: 'sections'},
    ),
    sectionField(
      'reservation',
      'Formulário de reserva',
      [requiredString('title', 'Título', 80), requiredText('intro', 'Texto', 300)],
      {group: 'sections'},
    ),
    sectionField(
      'video',
      'Vídeo',
      [
        requiredString('title', 'Título', 80),
        defineField({
          name: 'youtubeUrl',
          title: 'Endereço do vídeo no YouTube',
          type: 'url',
          validation: youtubeUrlRule,
        }),
        imageField({name: 'poster', title: 'Imagem de capa', description: 'Mostrada até o visitante apertar o play.'}),
      ],
      {group: 'sections'},
    ),
    defineField({
      ...titledItems('advantages', 'Vantagens', [requiredString('title', 'Título', 40), requiredText('text', 'Texto', 300)]),
      group: 'sections',
    }),
    defineField({
      ...titledItems('specifications', 'Especificações', [
        requiredString('label', 'Item', 60, 'O nome da especificação, ex.: "Reservatório".'),
        requiredString('value', 'Valor', 160, 'A especificação, ex.: "1,5 litros".'),
      ]),
      group: 'sections',
    }),
  ],
  {groups: fieldGroups({product: 'Produto', sections: 'Seções'})},
)
