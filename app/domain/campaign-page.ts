// What the Studio and the site share about a campaign page's blocks (docs/content.md#campaign-pages).

/** The icons a benefit may show (app/components/Icon.tsx draws them), with the names editors see. */
export const BENEFIT_ICONS = {
  delivery: 'Entrega',
  payment: 'Pagamento',
  support: 'Suporte',
  national: 'Brasil / reciclável',
  check: 'Confirmação',
  mail: 'E-mail',
  time: 'Tempo',
  space: 'Espaço',
  knowledge: 'Conhecimento',
} as const

/** The forms a page may carry (app/leads/kinds.ts), with the names editors see. */
export const CAMPAIGN_FORMS = {
  agendamento: 'Agendamento de visita (o formulário de Projetos)',
  reserva: 'Reserva da EVA Baby',
} as const

export type CampaignForm = keyof typeof CAMPAIGN_FORMS

/** One of the forms a page may carry (a value from the dataset may be anything, `constructor` too). */
export const isCampaignForm = (form: unknown): form is CampaignForm =>
  typeof form === 'string' && Object.hasOwn(CAMPAIGN_FORMS, form)

/** At most one form per page: the Studio refuses a second with this message. */
export const ONE_FORM_MESSAGE = 'Uma página pode ter só um formulário. Remova um dos blocos "Formulário" antes de publicar.'

/** A block's `_type` is the form block's. */
export const FORM_BLOCK = 'formBlock'

/** The Studio's messages for a page's old addresses and its end. */
export const campaignMoveMessages = {
  formerIsCurrent: 'Este é o endereço atual da página. Apague-o desta lista.',
  formerTwice: 'Este endereço já está na lista.',
  endTargetMissing: 'Escolha para onde a página leva os visitantes depois do fim (ex.: /eva-baby).',
  endTargetFormat: 'Use uma página do site, começando com / (ex.: /eva-baby ou /projetos).',
  endTargetItself: 'A página não pode levar a ela mesma. Escolha outra página do site.',
}
