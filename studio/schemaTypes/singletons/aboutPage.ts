import {UsersIcon} from '@sanity/icons/Users'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {bannerField, imageField, requiredString, seoField} from '../objects/fields'

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Sobre Nós',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    bannerField,
    defineField({
      name: 'storySlides',
      title: 'Nossa história (slides)',
      type: 'array',
      description: 'Os slides que o visitante passa pelas setas, na ordem da lista (arraste para mudar).',
      validation: (rule) => rule.required().min(1).max(10),
      of: [
        defineArrayMember({
          name: 'storySlide',
          title: 'Slide',
          type: 'object',
          fields: [
            imageField({name: 'image', title: 'Imagem'}),
            requiredString('title', 'Título', 80),
            defineField({
              name: 'subtitle',
              title: 'Subtítulo',
              type: 'string',
              description: 'Linha curta abaixo do título (opcional).',
              validation: (rule) => rule.max(120),
            }),
            defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
          ],
          preview: {select: {title: 'title', subtitle: 'subtitle', media: 'image'}},
        }),
      ],
    }),
    defineField({
      name: 'storyAutoplay',
      title: 'Passar os slides da história sozinho',
      type: 'boolean',
      initialValue: false,
      description: 'Desligado: o visitante passa os slides pelas setas.',
    }),
    defineField({
      name: 'achievements',
      title: 'Nossas Conquistas',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('title', 'Título', 80),
        defineField({
          name: 'counters',
          title: 'Contadores',
          type: 'array',
          validation: (rule) => rule.required().min(1).max(6),
          of: [
            defineArrayMember({
              name: 'counter',
              title: 'Contador',
              type: 'object',
              fields: [
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
              preview: {
                select: {title: 'title', target: 'target'},
                prepare: ({title, target}) => ({title, subtitle: String(target ?? '')}),
              },
            }),
          ],
        }),
        defineField({
          name: 'badges',
          title: 'Selos de programas',
          type: 'array',
          description: 'Logos dos programas de aceleração de que a EVA participou, ao lado dos contadores.',
          validation: (rule) => rule.max(6),
          of: [
            defineArrayMember({
              name: 'badge',
              title: 'Selo',
              type: 'object',
              fields: [requiredString('name', 'Nome do programa', 80), imageField({name: 'image', title: 'Imagem'})],
              preview: {select: {title: 'name', media: 'image'}},
            }),
          ],
        }),
      ],
    }),
  ],
  preview: {prepare: () => ({title: 'Sobre Nós'})},
})
