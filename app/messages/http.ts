// Plain answers to requests the site refuses (app/requests/guards.server.ts): only
// the server sends them.

export const httpMessages = {
  methodNotAllowed: 'Este endereço não aceita esse tipo de pedido.',
  badRequest: 'Pedido inválido.',
  crossSite: 'Pedido recusado: os formulários do site só podem ser enviados a partir das páginas do próprio site.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  notFound: 'Arquivo não encontrado.',
  /** Before the address a page moved to (a 301's body; the browser follows Location). */
  movedTo: 'Esta página está em: ',
} as const
