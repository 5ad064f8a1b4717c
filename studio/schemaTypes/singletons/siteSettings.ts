import {CogIcon} from '@sanity/icons/Cog'
import {defineField, defineType} from 'sanity'
import {isOnDomains} from '../../../app/domain/lead-mail-domains'
import {teamMailDomains} from '../../studio.env'
import {FOLLOW_UP_FIELD_DEFAULTS} from '../followUpDefaults'
import {fieldGroups, imageField, requiredString, requiredText, sectionField} from '../objects/fields'
import {httpsUrlRule} from '../validation'

const socialUrl = (name: string, title: string) =>
  defineField({name, title, type: 'url', validation: (rule) => httpsUrlRule(rule).required()})

type WholeNumber = {
  name: keyof typeof FOLLOW_UP_FIELD_DEFAULTS
  title: string
  description: string
  min: number
  max: number
  message: string
}

/** A whole number from `min` to `max` about following leads up; empty, the site uses its default. */
const followUpField = ({name, title, description, min, max, message}: WholeNumber) =>
  defineField({
    name,
    title,
    type: 'number',
    group: 'contact',
    fieldset: 'followUp',
    description: `${description} Se ficar vazio, o site usa ${FOLLOW_UP_FIELD_DEFAULTS[name]}.`,
    initialValue: FOLLOW_UP_FIELD_DEFAULTS[name],
    validation: (rule) => rule.integer().min(min).max(max).error(message),
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Configurações do site',
  type: 'document',
  icon: CogIcon,
  groups: fieldGroups({company: 'Empresa', contact: 'Contato e redes', app: 'App Minha EVA', maintenance: 'Site em construção'}),
  fieldsets: [
    {
      name: 'followUp',
      title: 'Acompanhamento dos pedidos',
      description: 'Quando a equipe recebe o resumo diário e quando um pedido sem resposta conta como atrasado.',
    },
  ],
  fields: [
    defineField({...requiredString('siteName', 'Nome da empresa', 80), group: 'company'}),
    defineField({...requiredString('tagline', 'Frase de apresentação', 120), group: 'company'}),
    defineField({
      ...requiredText('description', 'Descrição para buscadores', 170),
      group: 'company',
      description: 'Usada quando uma página não tem descrição própria.',
    }),
    defineField({
      ...imageField({name: 'shareImage', title: 'Imagem padrão de compartilhamento', required: false}),
      group: 'company',
    }),
    defineField({
      ...requiredString('serviceAreaNotice', 'Aviso de área de atendimento', 120),
      group: 'company',
      description: 'Mostrado no rodapé e na página de projetos.',
    }),
    defineField({
      name: 'phone',
      title: 'Telefone / WhatsApp',
      type: 'string',
      group: 'contact',
      description: 'Com DDI e DDD, ex.: +55 41 99999-0000. O link do WhatsApp é montado a partir dele.',
      validation: (rule) =>
        rule.required().custom((value) => {
          const digits = (value ?? '').replace(/\D/g, '')
          return /^55\d{10,11}$/.test(digits) ? true : 'Informe o número com +55, DDD e telefone.'
        }),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'leadEmails',
      title: 'E-mails que recebem os pedidos',
      type: 'array',
      group: 'contact',
      of: [
        {
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .email()
              .custom((value) =>
                typeof value !== 'string' || teamMailDomains.length === 0 || isOnDomains(value, teamMailDomains)
                  ? true
                  : `O site só envia os pedidos para endereços de ${teamMailDomains.join(', ')}: este seria ignorado.`,
              ),
        },
      ],
      description:
        'Cada agendamento de visita e cada reserva da EVA Baby feitos no site, com nome, e-mail, telefone, ' +
        'endereço e o pedido da pessoa, e o resumo diário dos pedidos que esperam resposta chegam por e-mail a ' +
        'estes endereços. O site só envia para endereços dos domínios da equipe, que o servidor conhece; um ' +
        'endereço de outro domínio é ignorado. Atenção: se o dataset for público, estes endereços também ficam ' +
        'públicos; use um e-mail da equipe, não um pessoal.',
      validation: (rule) => rule.unique(),
    }),
    followUpField({
      name: 'summaryHour',
      title: 'Hora do resumo diário (horário de Curitiba)',
      description:
        'Nos dias úteis, a esta hora, a equipe recebe por e-mail um resumo dos pedidos que esperam resposta. De 0 a 23.',
      min: 0,
      max: 23,
      message: 'Informe uma hora cheia de 0 a 23 (ex.: 8 para as 8h).',
    }),
    followUpField({
      name: 'newLeadOverdueWorkingDays',
      title: 'Pedido "Novo" atrasado depois de (dias úteis)',
      description: 'Um pedido ainda "Novo" depois de tantos dias úteis aparece como atrasado. De 1 a 10.',
      min: 1,
      max: 10,
      message: 'Informe um número inteiro de dias úteis, de 1 a 10.',
    }),
    followUpField({
      name: 'idleLeadOverdueDays',
      title: 'Pedido parado atrasado depois de (dias)',
      description:
        'Um pedido "Em contato" ou "Visita agendada" sem nenhuma mudança há tantos dias aparece como atrasado. De 1 a 60.',
      min: 1,
      max: 60,
      message: 'Informe um número inteiro de dias, de 1 a 60.',
    }),
    defineField({
      ...requiredText('whatsappGreeting', 'Mensagem inicial do WhatsApp', 300),
      group: 'contact',
      description: 'Texto que já aparece escrito quando o visitante abre a conversa.',
    }),
    sectionField(
      'social',
      'Redes sociais',
      [
        socialUrl('facebook', 'Facebook'),
        socialUrl('instagram', 'Instagram'),
        socialUrl('youtube', 'YouTube'),
        socialUrl('linkedin', 'LinkedIn'),
        socialUrl('twitch', 'Twitch'),
      ],
      {description: 'Endereços completos dos perfis (https://…), usados no rodapé de todas as páginas.', group: 'contact'},
    ),
    defineField({
      name: 'onlineStoreUrl',
      title: 'Loja online',
      type: 'url',
      group: 'contact',
      description: 'Endereço da loja online da EVA (https://…).',
      validation: (rule) => httpsUrlRule(rule).required(),
    }),
    defineField({
      name: 'appDownloadUrl',
      title: 'Link para baixar o app',
      type: 'url',
      group: 'app',
      description: 'Para onde leva o botão de baixar o Minha EVA na página de convite, quando o app não abre.',
      validation: (rule) => httpsUrlRule(rule).required(),
    }),
    defineField({
      name: 'appDeepLinkTemplate',
      title: 'Link que abre o app (deep link)',
      type: 'string',
      group: 'app',
      description: 'Use {idAmbiente} onde entra o código do ambiente, ex.: minhaeva://convite/{idAmbiente}',
      validation: (rule) =>
        rule.required().custom((value) => {
          if (!value?.includes('{idAmbiente}')) return 'O link precisa conter {idAmbiente}.'
          return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value)
            ? true
            : 'Informe um link completo, ex.: minhaeva://convite/{idAmbiente}'
        }),
    }),
    defineField({
      name: 'underConstruction',
      title: 'Mostrar a página "em construção" no lugar da home',
      type: 'boolean',
      group: 'maintenance',
      initialValue: false,
      description: 'Quando ligado, quem abre o endereço principal do site vai para /index.',
    }),
    defineField({...requiredText('underConstructionMessage', 'Mensagem da página em construção', 300), group: 'maintenance'}),
  ],
  preview: {prepare: () => ({title: 'Configurações do site'})},
})
