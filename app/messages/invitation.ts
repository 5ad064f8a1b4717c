// The texts of the Minha EVA invitation page (pt-BR, docs/requirements.md#the-invitation). Apart from
// app/messages/index.ts so that the other pages do not download them.

export const invitationMessages = {
  title: 'Convite para o Minha EVA',
  redirecting: 'Redirecionando para o aplicativo Minha EVA',
  invited: (admin: string, ambiente: string) => `${admin} convidou você para o ambiente “${ambiente}” no Minha EVA.`,
  invitedUnknown: 'Você recebeu um convite para um ambiente do Minha EVA.',
  ambienteLabel: 'Ambiente',
  adminLabel: 'Administrado por',
  instructions: 'Informe o e-mail da sua conta no Minha EVA para entrar no ambiente.',
  emailLabel: 'E-mail da sua conta Minha EVA',
  submit: 'Entrar no ambiente',
  emptyEmail: 'Por favor, insira um e-mail válido',
  searching: 'Estamos procurando seu usuário na base de dados',
  success: 'Usuário inserido ao ambiente com sucesso! Redirecionando para a página inicial',
  notFound: 'Email de usuário não encontrado. Tente novamente',
  noPermission: 'Você não tem permissão para entrar neste ambiente. Peça um novo convite a quem administra o ambiente.',
  unexpected: 'Não foi possível entrar no ambiente agora. Tente novamente em alguns minutos.',
  open: 'Abrir no aplicativo Minha EVA',
  noApp: 'Ainda não tem o aplicativo?',
  download: 'Baixar o aplicativo Minha EVA',
} as const
