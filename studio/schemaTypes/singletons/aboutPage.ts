import {UsersIcon} from '@sanity/icons/Users'
import {defineField} from 'sanity'
import {bannerField, imageField, listField, listItem, optionalString, requiredString, sectionField} from '../objects/fields'
import {pageDocument} from './pageDocument'

export const aboutPage = pageDocument('aboutPage', 'Sobre Nós', UsersIcon, [
  bannerField,
  listField(
    'storySlides',
    'Nossa história (slides)',
    [
      listItem(
        'storySlide',
        'Slide',
        [
          imageField({name: 'image', title: 'Imagem'}),
          requiredString('title', 'Título', 80),
          optionalString('subtitle', 'Subtítulo', 120, 'Linha curta abaixo do título (opcional).'),
          defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
        ],
        {select: {title: 'title', subtitle: 'subtitle', media: 'image'}},
      ),
    ],
    {min: 1, max: 10, description: 'Os slides que o visitante passa pelas setas, na ordem da lista (arraste para mudar).'},
  ),
  defineField({
    name: 'storyAutoplay',
    title: 'Passar os slides da história sozinho',
    type: 'boolean',
    initialValue: false,
    description: 'Desligado: o visitante passa os slides pelas setas.',
  }),
  sectionField('achievements', 'Nossas Conquistas', [
    requiredString('title', 'Título', 80),
    listField(
      'counters',
      'Contadores',
      [
        listItem(
          'counter',
          'Contador',
          [
            requiredString('title', 'Título', 60, 'O que se conta, ex.: "Pessoas impactadas".'),
            defineField({
              name: 'target',
              title: 'Valor',
              type: 'number',
              description:
                'O número final do contador, ex.: 1325. Na página ele conta de 0 até este valor quando o bloco aparece na tela.',
              validation: (rule) => rule.required().integer().min(0),
            }),
          ],
          {
            select: {title: 'title', target: 'target'},
            prepare: ({title, target}) => ({title, subtitle: String(target ?? '')}),
          },
        ),
      ],
      {min: 1, max: 6},
    ),
    listField(
      'badges',
      'Selos de programas',
      [
        listItem(
          'badge',
          'Selo',
          [requiredString('name', 'Nome do programa', 80), imageField({name: 'image', title: 'Imagem'})],
          {select: {title: 'name', media: 'image'}},
        ),
      ],
      {
        max: 6,
        optional: true,
        description: 'Logos dos programas de aceleração de que a EVA participou, ao lado dos contadores.',
      },
    ),
  ]),
])
