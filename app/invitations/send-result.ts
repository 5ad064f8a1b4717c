/**
 * The send status of the invitation form (docs/requirements.md#the-invitation): 'iniciado', 'enviado' and
 * 'nao_encontrado' show the form; 'sucesso' announces the entry. The spec leaves
 * no_permission and unexpected open: 'sem_permissao' and 'erro' keep the form usable.
 */
export type SendStatus = 'iniciado' | 'enviado' | 'nao_encontrado' | 'sucesso' | 'sem_permissao' | 'erro'

export type SendResult = {status: Exclude<SendStatus, 'enviado'>; message: string; email: string}
