// Every fixed text the interface shows (pt-BR, verbatim from SPEC.md where it names them).
// Texts that staff edit live in the Studio, not here.

export const messages = {
  nav: {
    label: 'Menu principal',
    toggle: 'Menu',
    home: 'Home',
    about: 'Sobre Nós',
    solutions: 'Nossas Soluções',
    projects: 'Projetos',
    evaBaby: 'EVA Baby',
    supplies: 'Insumos',
    contact: 'Contato',
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
  },
  notFound: {
    title: 'Ops — Página não encontrada (404)',
    hint: 'Confira se o endereço foi digitado corretamente: um erro de digitação é a causa mais comum.',
    home: 'Voltar para a página inicial',
    contactPrefix: 'Se precisar de ajuda,',
    contact: 'fale com a gente',
  },
  contact: {
    whatsapp: 'Conversar pelo WhatsApp',
    email: 'Enviar um e-mail',
  },
  underConstruction: {
    title: 'Site em construção',
    email: 'E-mail',
  },
  invitation: {
    title: 'Convite para o Minha EVA',
    open: 'Abrir no aplicativo Minha EVA',
    download: 'Baixar o aplicativo Minha EVA',
  },
  error: {
    title: 'Algo deu errado',
    text: 'Não conseguimos carregar esta página agora. Tente novamente em instantes.',
    home: 'Voltar para a página inicial',
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
