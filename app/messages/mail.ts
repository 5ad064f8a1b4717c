// The lead mails' fixed texts (app/leads/lead-mail.server.ts): to the team, in the words staff
// use; to the visitor, in the company's voice; the team's daily summary. Values are filled in
// (and escaped) where the mails are made.

export const mailMessages = {
  team: {
    visitSubject: (nome: string, cidade: string) => `Novo agendamento de visita: ${nome} (${cidade})`,
    reservationSubject: (nome: string, cor: string) => `Nova reserva EVA Baby: ${nome} (${cor})`,
    visitIntro: 'Um visitante pediu uma visita de diagnóstico pelo site.',
    reservationIntro: 'Um visitante reservou uma EVA Baby pelo site.',
    receivedAt: (when: string) => `Recebido em ${when} (horário de Curitiba).`,
    /** Where the lead came from, in one line (app/leads/origin.ts). */
    origin: 'Origem',
    originWords: {campaign: 'campanha', content: 'conteúdo', term: 'termo', site: 'vindo de', page: 'entrada', ad: 'anúncio'},
    fields: {
      nome: 'Nome',
      email: 'E-mail',
      telefone: 'Telefone',
      prefContato: 'Prefere contato por',
      cpf: 'CPF',
      cidade: 'Cidade',
      cep: 'CEP',
      endereco: 'Endereço',
      demanda: 'Demanda',
      color: 'Cor',
    },
    answerWhatsapp: 'Responder pelo WhatsApp',
    answerEmail: 'Responder por e-mail',
    reference: (id: string) => `Pedido ${id}`,
    whatsappGreeting: {
      visit: (nome: string, empresa: string) =>
        `Olá, ${nome}! Aqui é da ${empresa}. Recebemos seu pedido de visita pelo site e gostaríamos de combinar os detalhes.`,
      reservation: (nome: string, empresa: string, cor: string) =>
        `Olá, ${nome}! Aqui é da ${empresa}. Recebemos sua reserva da EVA Baby (${cor}) pelo site e gostaríamos de combinar os detalhes.`,
    },
    emailSubject: {
      visit: (empresa: string) => `Seu pedido de visita - ${empresa}`,
      reservation: (empresa: string) => `Sua reserva da EVA Baby - ${empresa}`,
    },
  },
  // The daily summary of the leads waiting on the team (app/leads/summary-mail.server.ts): a
  // first name at most, never a contact.
  summary: {
    subject: (count: number) => `Pedidos esperando resposta: ${count}`,
    intro: (count: number) =>
      count === 1
        ? 'Este pedido está esperando uma resposta da equipe:'
        : `Estes ${count} pedidos estão esperando uma resposta da equipe:`,
    newFor: (days: number) => `Novo há ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`,
    idleFor: (status: string, days: number) => `${status} sem mudança há ${days} ${days === 1 ? 'dia' : 'dias'}`,
    noName: 'Sem nome',
    open: 'Abrir o pedido',
    footer:
      'Resumo diário do site, enviado nos dias úteis quando algum pedido espera. Nome completo e contatos só na área da equipe.',
  },
  visitor: {
    visitSubject: (empresa: string) => `Recebemos seu pedido de visita - ${empresa}`,
    reservationSubject: (empresa: string) => `Recebemos sua reserva da EVA Baby - ${empresa}`,
    greeting: 'Olá!',
    visitReceived: (cidade: string) => `Recebemos seu pedido de visita de diagnóstico em ${cidade}. Obrigado pelo interesse!`,
    reservationReceived: (cor: string) => `Recebemos sua reserva da EVA Baby na cor ${cor}. Obrigado pelo interesse!`,
    visitNext: (canal: string) =>
      `Nossa equipe vai ler o seu pedido e entrar em contato por ${canal}, como você preferiu, para combinar o dia da visita.`,
    reservationNext:
      'Nossa equipe vai entrar em contato pelo telefone ou e-mail que você informou para confirmar a reserva e combinar o pagamento e a entrega.',
    channels: {Celular: 'telefone ou WhatsApp', Email: 'e-mail'} as Record<string, string>,
    talkToUs: 'Se quiser falar com a gente antes, é só chamar:',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    notYou: 'Se não foi você que fez este pedido, pode ignorar esta mensagem.',
    signature: (empresa: string) => `Equipe ${empresa}`,
  },
} as const
