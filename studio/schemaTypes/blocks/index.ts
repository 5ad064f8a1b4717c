import {BlockContentIcon} from '@sanity/icons/BlockContent'
import {CaseIcon} from '@sanity/icons/Case'
import {CommentIcon} from '@sanity/icons/Comment'
import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {ImageIcon} from '@sanity/icons/Image'
import {InlineIcon} from '@sanity/icons/Inline'
import {PackageIcon} from '@sanity/icons/Package'
import {PlayIcon} from '@sanity/icons/Play'
import {StarIcon} from '@sanity/icons/Star'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {BENEFIT_ICONS, CAMPAIGN_FORMS} from '../../../app/domain/campaign-page'
import {isInternalHref} from '../../../app/domain/links'
import {choiceField, imageField, listField, listItem, optionalString, requiredString, requiredText} from '../objects/fields'
import {youtubeUrlRule} from '../validation'
import {blockTitle, richText} from './fields'

// The blocks a campaign page is built from, in the order the editor's menu lists them. A new
// kind of block is four places (docs/content.md#a-new-kind-of-block): its schema here, its
// query fragment (app/content/queries.ts), its component (app/components/campaign/) and a
// test; tests/unit/campaign-blocks.test.ts fails when one is missing.

/** Where a button leads: a page of the site (`/eva-baby`) or an anchor on this one (`#formulario`). */
const buttonLink = defineField({
  name: 'buttonLink',
  title: 'Link do botão',
  type: 'string',
  description: 'Uma página do site (ex.: /eva-baby) ou uma âncora nesta página (ex.: #formulario).',
  validation: (rule) =>
    rule.custom((value, context) => {
      const text = (context.parent as {buttonText?: string} | undefined)?.buttonText
      if (!value) return text ? 'Informe para onde o botão leva.' : true
      return isInternalHref(value) ? true : 'Use uma página do site (ex.: /eva-baby) ou uma âncora (ex.: #formulario).'
    }),
})

const bannerBlock = defineType({
  name: 'bannerBlock',
  title: 'Banner',
  type: 'object',
  icon: ImageIcon,
  fields: [
    imageField({name: 'image', title: 'Imagem', description: 'Escolha o ponto de foco: ele fica sempre visível.'}),
    requiredString('title', 'Título', 80, 'O título grande sobre a imagem. O do primeiro banner é o título da página.'),
    optionalString('subtitle', 'Subtítulo', 200),
    optionalString('buttonText', 'Texto do botão', 40, 'Deixe em branco para um banner sem botão.'),
    buttonLink,
  ],
  preview: {
    select: {title: 'title', subtitle: 'subtitle', media: 'image'},
    prepare: (value) => ({...value, subtitle: `Banner · ${value.subtitle ?? ''}`}),
  },
})

const textBlock = defineType({
  name: 'textBlock',
  title: 'Texto',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [optionalString('title', 'Título', 80, 'Opcional.'), richText('content', 'Texto')],
  preview: {select: {title: 'title'}, prepare: ({title}) => ({title: title || 'Texto', subtitle: 'Texto'})},
})

const imageTextBlock = defineType({
  name: 'imageTextBlock',
  title: 'Imagem com texto',
  type: 'object',
  icon: InlineIcon,
  fields: [
    imageField({name: 'image', title: 'Imagem'}),
    choiceField(
      'imageSide',
      'Lado da imagem',
      'Em telas largas; no celular a imagem vem antes do texto.',
      {left: 'Esquerda', right: 'Direita'},
      {radio: true, initialValue: 'left'},
    ),
    blockTitle(),
    richText('content', 'Texto'),
  ],
  preview: {select: {title: 'title', media: 'image'}, prepare: (value) => ({...value, subtitle: 'Imagem com texto'})},
})

const benefitsBlock = defineType({
  name: 'benefitsBlock',
  title: 'Benefícios',
  type: 'object',
  icon: StarIcon,
  fields: [
    blockTitle(),
    listField(
      'items',
      'Benefícios',
      [
        listItem(
          'benefit',
          'Benefício',
          [
            choiceField('icon', 'Ícone', 'O desenho ao lado do benefício.', BENEFIT_ICONS),
            requiredString('title', 'Título', 60),
            requiredText('text', 'Texto', 200),
          ],
          {select: {title: 'title', subtitle: 'text'}},
        ),
      ],
      {min: 3, max: 6, description: 'De três a seis.'},
    ),
  ],
  preview: {select: {title: 'title'}, prepare: ({title}) => ({title, subtitle: 'Benefícios'})},
})

const productBlock = defineType({
  name: 'productBlock',
  title: 'Produto',
  type: 'object',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'product',
      title: 'Produto',
      type: 'reference',
      to: [{type: 'product'}],
      description: 'Nome, foto e preço vêm do produto: mudou o preço lá, muda em toda página que o mostra.',
      validation: (rule) => rule.required().error('Escolha o produto.'),
    }),
    optionalString('text', 'Texto', 300, 'Uma frase sobre o produto nesta campanha (opcional).'),
  ],
  preview: {
    select: {title: 'product.name', media: 'product.images.0'},
    prepare: ({title, media}) => ({title: title ?? 'Produto', subtitle: 'Produto', media}),
  },
})

const casesBlock = defineType({
  name: 'casesBlock',
  title: 'Casos de clientes',
  type: 'object',
  icon: CaseIcon,
  fields: [
    blockTitle(),
    listField('cases', 'Casos', [defineArrayMember({type: 'reference', to: [{type: 'caseStudy'}]})], {
      min: 1,
      max: 6,
      description: 'De um a seis.',
    }),
  ],
  preview: {select: {title: 'title'}, prepare: ({title}) => ({title, subtitle: 'Casos de clientes'})},
})

const questionsBlock = defineType({
  name: 'questionsBlock',
  title: 'Perguntas e respostas',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    blockTitle(),
    listField(
      'items',
      'Perguntas',
      [
        listItem(
          'question',
          'Pergunta',
          [requiredString('question', 'Pergunta', 160), requiredText('answer', 'Resposta', 1000)],
          {select: {title: 'question', subtitle: 'answer'}},
        ),
      ],
      {min: 1, max: 20},
    ),
  ],
  preview: {select: {title: 'title'}, prepare: ({title}) => ({title, subtitle: 'Perguntas e respostas'})},
})

const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Citação',
  type: 'object',
  icon: CommentIcon,
  fields: [
    requiredText('quote', 'Citação', 400),
    requiredString('author', 'Quem disse', 80),
    optionalString('role', 'Quem é', 120, 'Opcional, ex.: "Cliente da EVA Baby desde 2024".'),
  ],
  preview: {
    select: {title: 'quote', subtitle: 'author'},
    prepare: ({title, subtitle}) => ({title, subtitle: `Citação · ${subtitle ?? ''}`}),
  },
})

const videoBlock = defineType({
  name: 'videoBlock',
  title: 'Vídeo',
  type: 'object',
  icon: PlayIcon,
  fields: [
    blockTitle(),
    defineField({name: 'youtubeUrl', title: 'Endereço do vídeo no YouTube', type: 'url', validation: youtubeUrlRule}),
    imageField({name: 'poster', title: 'Imagem de capa', description: 'Mostrada até o visitante apertar o play.'}),
  ],
  preview: {select: {title: 'title', media: 'poster'}, prepare: (value) => ({...value, subtitle: 'Vídeo'})},
})

const callToActionBlock = defineType({
  name: 'callToActionBlock',
  title: 'Chamada para ação',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    blockTitle(),
    optionalString('text', 'Texto', 300),
    choiceField(
      'channel',
      'Botão leva a',
      'O WhatsApp e o e-mail são os de Configurações do site.',
      {whatsapp: 'WhatsApp', email: 'E-mail'},
      {radio: true, initialValue: 'whatsapp'},
    ),
    defineField({
      name: 'whatsappMessage',
      title: 'Mensagem pronta do WhatsApp',
      type: 'string',
      description: 'O texto que já aparece escrito para o visitante enviar.',
      hidden: ({parent}) => (parent as {channel?: string} | undefined)?.channel === 'email',
      validation: (rule) =>
        rule
          .max(300)
          .custom((value, context) =>
            (context.parent as {channel?: string} | undefined)?.channel === 'whatsapp' && !value
              ? 'Escreva a mensagem que o visitante vai enviar.'
              : true,
          ),
    }),
    requiredString('buttonText', 'Texto do botão', 40),
  ],
  preview: {
    select: {title: 'title', subtitle: 'channel'},
    prepare: ({title, subtitle}) => ({title, subtitle: `Chamada para ação · ${subtitle === 'email' ? 'E-mail' : 'WhatsApp'}`}),
  },
})

const formBlock = defineType({
  name: 'formBlock',
  title: 'Formulário',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    choiceField(
      'form',
      'Formulário',
      'Os pedidos chegam à caixa da equipe com esta página como página de entrada.',
      CAMPAIGN_FORMS,
      {radio: true},
    ),
    blockTitle(),
    optionalString('intro', 'Texto', 300),
  ],
  preview: {
    select: {title: 'title', form: 'form'},
    prepare: ({title, form}) => ({title, subtitle: `Formulário · ${CAMPAIGN_FORMS[form as keyof typeof CAMPAIGN_FORMS] ?? ''}`}),
  },
})

/** Every kind of block, in the order the editor's "Adicionar bloco" menu lists them. */
export const campaignBlocks = [
  bannerBlock,
  textBlock,
  imageTextBlock,
  benefitsBlock,
  productBlock,
  casesBlock,
  questionsBlock,
  quoteBlock,
  videoBlock,
  callToActionBlock,
  formBlock,
]
