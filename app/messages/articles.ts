// The articles' fixed texts, "Dicas de cultivo" (what editors write lives in the Studio).

const longDate = new Intl.DateTimeFormat('pt-BR', {dateStyle: 'long', timeZone: 'UTC'})

export const articleMessages = {
  section: 'Dicas de cultivo',
  intro: 'Como plantar, regar e colher em casa: as dicas da equipe de agrônomos da EVA.',
  description:
    'Dicas de cultivo da EVA Agricultura Urbana: como plantar, regar e colher ervas e hortaliças em casa, no apartamento e na varanda.',
  pageTitle: (page: number) => (page > 1 ? `Dicas de cultivo, página ${page}` : 'Dicas de cultivo'),
  categoryTitle: (category: string, page: number) =>
    page > 1 ? `${category}, página ${page} | Dicas de cultivo` : `${category} | Dicas de cultivo`,
  empty: 'Ainda não há dicas publicadas aqui. Volte em breve!',
  categories: 'Categorias',
  allCategories: 'Todas',
  pages: 'Páginas da lista',
  previous: 'Anterior',
  next: 'Próxima',
  page: (page: number) => `Página ${page}`,
  minutes: (minutes: number) => `${minutes} min de leitura`,
  date: (day: string) => longDate.format(new Date(`${day}T00:00:00Z`)),
  published: 'Publicado em',
  updated: 'atualizado em',
  by: 'Por',
  contents: 'Neste artigo',
  breadcrumb: 'Você está em',
  home: 'Início',
  related: 'Leia também',
  /** The band after every article: the visit form, where a reader becomes a lead. */
  callToAction: {
    title: 'Quer uma horta assim em casa?',
    text: 'A equipe da EVA vai até você, entende o seu espaço e desenha a horta que cabe nele.',
    button: 'Agendar uma visita',
    href: '/projetos#formulario',
  },
  homeMore: 'Ver todas as dicas',
}
