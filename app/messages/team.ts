import {BACKUPS_KEPT_DAYS, FIRST_RESPONSE_WINDOW_DAYS, TEAM_NOTE_MAX_CHARS} from '~/constants'

/** "1 pedido", "3 pedidos". */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

// The team's inbox (/equipe): every text staff read there, and the sign-in code's mail.

export const teamMessages = {
  title: 'EVA · Equipe',
  /** A span of time as staff read it: "3 h 20 min", "2 dias e 4 h", "15 min". */
  duration(ms: number) {
    const minutes = Math.round(ms / 60_000)
    const days = Math.floor(minutes / (24 * 60))
    const hours = Math.floor((minutes % (24 * 60)) / 60)
    const rest = minutes % 60
    if (days > 0) return `${plural(days, 'dia', 'dias')}${hours ? ` e ${hours} h` : ''}`
    if (hours > 0) return `${hours} h${rest ? ` ${rest} min` : ''}`
    return `${rest} min`
  },
  signedInAs: (email: string) => `Conectado como ${email}`,
  signOut: 'Sair',
  /** For someone else's computer: the next sign-in here is a stranger's. */
  signOutForget: 'Sair e esquecer este navegador',
  signIn: {
    title: 'Entrar na área da equipe',
    intro: 'Digite o seu e-mail. Se ele estiver na lista da equipe, enviamos um código de acesso.',
    email: 'E-mail',
    send: 'Enviar código',
    invalidEmail: 'Digite um e-mail válido.',
    tooMany: 'Muitos pedidos de código para este e-mail. Tente de novo em alguns minutos.',
    signedOut: 'Você saiu da área da equipe.',
  },
  code: {
    title: 'Digite o código',
    sent: (email: string) =>
      `Se ${email} estiver na lista da equipe, enviamos para ele um código de 6 dígitos. O código vale por 10 minutos e só pode ser usado uma vez.`,
    reference: (reference: string) => `O e-mail certo é o que tem a referência ${reference}.`,
    label: 'Código de 6 dígitos',
    submit: 'Entrar',
    newCode: 'Pedir um novo código',
    invalid: 'Código inválido ou expirado. Confira o e-mail ou peça um novo código.',
    tooMany: 'Muitas tentativas. Peça um novo código em alguns minutos.',
    ceiling: (until: string) =>
      `Muitas tentativas com este e-mail nas últimas 24 horas. Por segurança, até ${until} só é possível entrar num navegador onde você já entrou antes.`,
  },
  codeMail: {
    subject: (code: string) => `Código de acesso à área da equipe: ${code}`,
    text: (code: string, site: string, reference: string) =>
      `Use o código ${code} para entrar na área da equipe do site ${site}.\n\n` +
      `Referência: ${reference} (a mesma que aparece na página onde você vai digitar o código).\n\n` +
      'Ele vale por 10 minutos e só pode ser usado uma vez.\n\n' +
      'Se você não pediu este código, ignore esta mensagem: sem ele ninguém entra.',
  },
  ceilingMail: {
    subject: 'Muitas tentativas de entrar com o seu e-mail na área da equipe',
    text: (max: number, site: string, until: string) =>
      `Nas últimas 24 horas houve ${max} tentativas de código erradas para entrar na área da equipe do site ${site} com o seu e-mail.\n\n` +
      `Por segurança, até ${until} só é possível entrar com o seu e-mail num navegador em que você já entrou antes. Nesse navegador, peça o código e entre normalmente.\n\n` +
      'Se não foi você quem tentou, ninguém entrou: sem o código certo não há acesso. Se isso se repetir, avise quem cuida do site.',
  },
  /** The same, when the tries came from a browser where the member had signed in (Sair keeps it theirs). */
  knownBrowserCeilingMail: {
    subject: 'Muitas tentativas de entrar com o seu e-mail num navegador onde você já entrou',
    text: (max: number, site: string, until: string) =>
      `Nas últimas 24 horas houve ${max} tentativas de código erradas para entrar na área da equipe do site ${site} com o seu e-mail, num navegador onde você já tinha entrado antes.\n\n` +
      `Até ${until} esse navegador não aceita mais códigos. Se foi num computador de outra pessoa, da próxima vez use "Sair e esquecer este navegador".\n\n` +
      'Se não foi você quem tentou, ninguém entrou: sem o código certo não há acesso. Se isso se repetir, avise quem cuida do site.',
  },
  inbox: {
    title: 'Pedidos',
    newCount: (count: number) => (count === 1 ? '1 pedido novo' : `${count} pedidos novos`),
    filters: 'Filtros',
    status: 'Situação',
    kind: 'Tipo',
    all: 'Todos',
    filter: 'Filtrar',
    export: 'Exportar CSV',
    empty: 'Nenhum pedido com estes filtros.',
    deleted: 'Pedido excluído. Fica registrado só que houve uma exclusão, quando e por quem.',
    columns: {kind: 'Tipo', name: 'Nome', place: 'Cidade ou cor', origin: 'Origem', status: 'Situação', age: 'Recebido'},
    source: 'Origem',
    page: 'Página de entrada',
    report: 'Relatório por origem',
    overdue: 'Atrasado',
    overdueCount: (count: number) =>
      count === 1
        ? '1 pedido esperando há mais tempo que o combinado'
        : `${count} pedidos esperando há mais tempo que o combinado`,
    overdueWhy: {
      novo: (days: number) => `Novo há mais de ${days === 1 ? '1 dia útil' : `${days} dias úteis`}`,
      parado: (days: number) => `Sem nenhuma mudança há mais de ${days === 1 ? '1 dia' : `${days} dias`}`,
    },
    firstResponse: (median: string, count: number, unchanged: number) =>
      `Nos últimos ${FIRST_RESPONSE_WINDOW_DAYS} dias, a primeira mudança de situação veio em ${median}, na mediana (${plural(count, 'pedido', 'pedidos')})${unchanged ? `; ${plural(unchanged, 'pedido ainda não mudou', 'pedidos ainda não mudaram')} de situação` : ''}.`,
    firstResponseNone: (unchanged: number) =>
      `Nos últimos ${FIRST_RESPONSE_WINDOW_DAYS} dias, nenhum pedido mudou de situação ainda${unchanged ? ` (${plural(unchanged, 'pedido espera', 'pedidos esperam')})` : ''}.`,
    noOrigin: '—',
    recipientsIgnored: (addresses: string) =>
      `O site não envia os pedidos para ${addresses}, da lista "E-mails que recebem os pedidos" do Studio: ` +
      'só para endereços dos domínios da equipe, que o servidor conhece. Corrija a lista, ou peça a quem cuida ' +
      'do servidor para incluir o domínio em LEAD_MAIL_DOMAINS.',
  },
  /** A yes or a no in the CSV staff open (a click id was there). */
  csv: {yes: 'sim', no: 'não'},
  report: {
    title: 'Relatório por origem',
    month: 'Mês',
    show: 'Mostrar',
    intro: (month: string) =>
      `Pedidos recebidos em ${month}, por origem: quantos chegaram a Visita agendada e a Concluído. Só totais, nenhum dado pessoal.`,
    columns: {origin: 'Origem (fonte / meio)', leads: 'Pedidos', visits: 'Visita agendada', done: 'Concluído', chart: 'Gráfico'},
    rate: (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`,
    total: 'Total',
    empty: 'Nenhum pedido recebido neste mês.',
    noOrigin: 'sem registro (pedido anterior à origem)',
    pagesTitle: 'Por página de entrada',
    pagesColumn: 'Página de entrada',
    pagesChartLabel: 'Pedidos por página de entrada; em verde, os que chegaram a Visita agendada',
    noPage: 'sem página de entrada registrada',
    invalidMonth: 'Mês inválido: mostrando o mês atual.',
    chartLabel: 'Pedidos por origem; em verde, os que chegaram a Visita agendada',
  },
  kinds: {visit: 'Visita', reservation: 'Reserva EVA Baby'},
  kindFilters: {visit: 'Agendamentos de visita', reservation: 'Reservas EVA Baby'},
  statuses: {
    novo: 'Novo',
    em_contato: 'Em contato',
    visita_agendada: 'Visita agendada',
    concluido: 'Concluído',
    descartado: 'Descartado',
  },
  lead: {
    back: 'Todos os pedidos',
    received: (when: string, age: string) => `Recebido em ${when} (${age})`,
    whatsapp: 'Chamar no WhatsApp',
    email: 'Responder por e-mail',
    statusTitle: 'Situação',
    statusLabel: 'Nova situação',
    statusSave: 'Salvar situação',
    statusSaved: 'Situação salva.',
    historyTitle: 'Histórico',
    historyReceived: (when: string) => `Pedido recebido pelo site em ${when}.`,
    historyChange: (from: string, to: string, by: string, when: string) => `${from} → ${to}, por ${by}, em ${when}.`,
    notesTitle: 'Anotações',
    noNotes: 'Nenhuma anotação ainda.',
    noteBy: (by: string, when: string) => `${by}, em ${when}`,
    newNote: 'Nova anotação',
    addNote: 'Adicionar anotação',
    noteEmpty: 'Escreva a anotação antes de adicionar.',
    noteTooLong: `A anotação pode ter até ${TEAM_NOTE_MAX_CHARS} caracteres.`,
    noteAdded: 'Anotação adicionada.',
    unreadable: 'Não foi possível ler o que foi enviado. Recarregue a página e tente de novo.',
    originTitle: 'Origem',
    originFields: {
      fonte: 'Fonte',
      meio: 'Meio',
      campanha: 'Campanha',
      conteudo: 'Conteúdo',
      termo: 'Termo',
      gclid: 'Clique de anúncio Google',
      fbclid: 'Clique de anúncio Meta',
      site: 'Site de onde veio',
      pagina: 'Página de entrada',
    },
    originYes: 'sim',
    originNone: 'Não registrada (pedido recebido antes de o site guardar a origem).',
    overdue: (why: string) => `Atrasado: ${why}.`,
    mailsTitle: 'E-mails deste pedido',
    mailTeam: 'Para a equipe',
    mailConfirmation: 'Confirmação ao visitante',
    mailSent: (when: string) => `enviado em ${when}`,
    mailPending: (attempts: number, error?: string) =>
      attempts === 0
        ? 'pendente'
        : `pendente (${attempts} tentativa${attempts === 1 ? '' : 's'}${error ? `; último erro: ${error}` : ''})`,
    mailFailed: (error?: string) => `falhou${error ? ` (${error})` : ''}`,
    mailNone: 'não enviada (limite diário de confirmações para este e-mail)',
    deleteTitle: 'Excluir a pedido da pessoa (LGPD)',
    deleteText: `Exclui do site o pedido, as anotações, o histórico e os e-mails guardados no servidor; as cópias de segurança do banco de dados o guardam até vencerem, em até ${BACKUPS_KEPT_DAYS} dias. Não pode ser desfeito. Fica registrado só que houve uma exclusão, quando e por quem.`,
    deleteStart: 'Excluir este pedido…',
    deleteConfirm: 'Tem certeza? Esta exclusão não pode ser desfeita.',
    deleteYes: 'Sim, excluir definitivamente',
    deleteCancel: 'Cancelar',
  },
  notFound: 'Este pedido não existe mais.',
} as const
