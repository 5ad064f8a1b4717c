// The texts of the visit and reservation forms (pt-BR, docs/requirements.md#the-visit-form). Apart from
// app/messages/index.ts so that pages without a form do not download them.

export const formMessages = {
  sending: 'Enviando…',
  failurePrefix: 'Falha ao realizar o agendamento: ',
  storeUnavailable: 'não conseguimos registrar o seu pedido agora. Tente novamente em alguns minutos.',
  unexpected: 'ocorreu um erro inesperado. Tente novamente em alguns minutos.',
  rateLimited: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  tooLarge: 'O formulário enviado é grande demais.',
  unsupported: 'O formulário foi enviado num formato que o site não aceita.',
  /** A campaign page's form sent after the page changed to another form (or crafted). */
  pageChanged: 'Esta página mudou desde que você a abriu. Recarregue a página e envie de novo.',
  privacyBefore: 'Usamos os seus dados apenas para responder a este pedido. Saiba mais na nossa',
  honeypotLabel: 'Não preencha este campo',
  /**
   * The edge's page for a form sent without JavaScript while the site did not answer (a deploy,
   * a restart): written into server/varnish/default.vcl, which a test keeps equal to these.
   */
  notSent: {
    title: 'Seu pedido não foi enviado',
    text: 'O site não respondeu agora, talvez por estar sendo atualizado. Volte à página anterior: o que você escreveu continua lá. Depois envie de novo em alguns instantes.',
    back: 'Voltar ao formulário',
  },
  field: {
    nome: 'Nome completo',
    email: 'E-mail',
    cpf: 'CPF',
    telefone: 'Telefone (celular)',
    cep: 'CEP',
    endereco: 'Endereço da visita',
    demanda: 'Conte sua demanda: o tamanho da área disponível e o que deseja cultivar',
    prefContato: 'Preferência de contato',
    cidade: 'Cidade',
    color: 'Cor',
  },
  invalid: {
    nome: 'Informe seu nome (até 100 caracteres).',
    email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
    cpf: 'CPF inválido: confira os 11 números.',
    telefone: 'Informe o celular com DDD: (00) 00000-0000.',
    cep: 'Informe o CEP com 8 números: 00.000-000.',
    endereco: 'Informe o endereço da visita (até 200 caracteres).',
    demanda: 'Conte a sua demanda (até 2000 caracteres).',
    prefContato: 'Escolha Celular ou Email.',
    cidade: 'Escolha uma das cidades atendidas.',
    color: 'Escolha a cor.',
    invisible: 'O texto tem caracteres invisíveis (de controle ou de direção do texto): apague-o e digite de novo.',
  },
  visit: {
    submit: 'Agendar visita',
    prefContatoPlaceholder: 'Preferência de contato',
    cidadePlaceholder: 'Cidade',
    cidadeInvalid: '*Cidade inválida',
    prefContatoInvalid: '*Preferência de contato inválida',
    incomplete: '*Preencha todas as informações primeiro',
    success: 'Agendamento realizado com sucesso!',
    cepFound: 'Endereço preenchido a partir do CEP. Confira e complete com o número.',
  },
  reservation: {
    submit: 'Reservar',
    colorPlaceholder: 'Escolha a cor da sua Baby',
    colors: {branca: 'Branca', all_black: 'All Black'},
    incomplete: '*Preencha todas as informações corretamente',
    colorMissing: '*Escolha uma cor da sua EVA Baby',
    success: 'Reserva realizada com sucesso!',
  },
} as const
