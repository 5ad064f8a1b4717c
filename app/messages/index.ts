// Every fixed text the interface shows (pt-BR; the old site's word for word: docs/requirements.md#texts).
// Texts that staff edit live in the Studio, not here. This module holds what every page may
// show; the forms' texts (forms.ts), the invitation page's (invitation.ts) and the server's
// refusals (http.ts) live beside it, so a page downloads only the texts it uses.
import {PUBLIC_PAGE_NAMES} from '~/domain/public-pages'

export const messages = {
  nav: {
    label: 'Menu principal',
    toggle: 'Menu',
    home: PUBLIC_PAGE_NAMES['/'],
    about: PUBLIC_PAGE_NAMES['/sobre-nos'],
    solutions: 'Nossas Soluções',
    projects: PUBLIC_PAGE_NAMES['/projetos'],
    evaBaby: PUBLIC_PAGE_NAMES['/eva-baby'],
    supplies: PUBLIC_PAGE_NAMES['/insumos'],
    contact: PUBLIC_PAGE_NAMES['/contato'],
    logo: 'EVA Agricultura Urbana: página inicial',
    skipToContent: 'Pular para o conteúdo',
  },
  footer: {
    contactHeading: 'Informações para contato',
    socialHeading: 'Redes sociais',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    social: {facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn', twitch: 'Twitch'},
    newTab: '(abre em nova aba)',
    /** The site's own addition (docs/requirements.md#pages): the articles. */
    articles: 'Dicas de cultivo',
  },
  notFound: {
    title: 'Ops — Página não encontrada (404)',
    hint: 'Confira se o endereço foi digitado corretamente: um erro de digitação é a causa mais comum.',
    home: 'Voltar para a página inicial',
    contactPrefix: 'Se precisar de ajuda,',
    contact: 'fale com a gente',
  },
  privacy: {
    link: PUBLIC_PAGE_NAMES['/politica-de-privacidade'],
    updatedAt: 'Atualizada em',
  },
  consent: {
    title: 'Cookies e privacidade',
    text: 'Usamos cookies necessários para o site funcionar e, se você permitir, cookies de estatística (Google Analytics) para entender como o site é usado. Saiba mais na nossa',
    necessary: 'Somente necessários',
    all: 'Aceitar todos',
    preferences: 'Preferências de cookies',
    invalidChoice: 'Escolha inválida.',
  },
  contact: {
    whatsapp: 'Conversar pelo WhatsApp',
    email: 'Enviar um e-mail',
  },
  underConstruction: {
    title: 'Site em construção',
    email: 'E-mail',
  },
  error: {
    title: 'Algo deu errado',
    text: 'Não conseguimos carregar esta página agora. Tente novamente em instantes.',
    contentUnavailable: 'Conteúdo indisponível no momento. Tente novamente em instantes.',
    home: 'Voltar para a página inicial',
  },
  // Only editors see these: the site in the Studio's Presentation tool (docs/decisions/0029).
  preview: {
    label: 'Pré-visualização',
    notice: 'Pré-visualização: você está vendo os rascunhos, que o público ainda não vê.',
    exit: 'Sair da pré-visualização',
    invalidLink: 'Link de pré-visualização inválido ou expirado. Abra a pré-visualização de novo pelo Studio.',
    unavailable: 'A pré-visualização não está configurada neste servidor.',
    tooManyTries: 'Muitas tentativas de abrir a pré-visualização. Tente de novo em alguns minutos.',
  },
  slider: {
    carousel: 'carrossel',
    slide: 'slide',
    previous: 'Anterior',
    next: 'Próximo',
    pause: 'Pausar a apresentação',
    position: (current: number, total: number) => `${current} de ${total}`,
    goTo: (position: number) => `Ir para o slide ${position}`,
  },
  home: {
    heroLabel: 'Destaques',
  },
  about: {
    storyLabel: 'Nossa história',
  },
  projects: {
    casesLabel: 'Casos de clientes',
    beforeAfterLabel: 'Antes e depois de um projeto',
    guaranteesLabel: 'O que a EVA faz por você',
  },
  evaBaby: {
    galleryLabel: 'Fotos da EVA Baby',
    showImage: (alt: string) => `Mostrar ${alt}`,
    priceOr: 'ou',
    benefitsLabel: 'Benefícios',
    playVideo: (title: string) => `Assistir ao vídeo: ${title}`,
  },
  supplies: {
    buy: 'comprar agora!',
    cultures: 'Culturas',
    litArea: 'Área iluminada',
    units: 'Unidades',
    support: 'Suporte',
    perMonth: '/mês',
    withEntry: (entry: string) => `+ entrada de ${entry}`,
    noEntry: 'sem entrada',
    followUs: (handle: string) => `Seguir ${handle} no Instagram`,
  },
} as const
