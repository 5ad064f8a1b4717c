// Demo Minha EVA data for the local store, so the invitation flow works on a fresh clone
// (docs/invitations.md#demo-data-local-store). Created once, never overwritten.

export const DEMO_AMBIENTE_ID = 'ambiente-demo'

export const DEMO_USERS = [
  {uid: 'usuario-ana', nome: 'Ana Lima', email: 'ana@minhaeva.example'},
  {uid: 'usuario-bruno', nome: 'Bruno Costa', email: 'bruno@minhaeva.example'},
  {uid: 'usuario-carla', nome: 'Carla Souza', email: 'carla@minhaeva.example'},
] as const

export const DEMO_AMBIENTES = [
  // Ana administers it; Bruno and Carla can be invited (Bruno is invited again in the tests).
  {id: DEMO_AMBIENTE_ID, nomeAmbiente: 'Horta da Varanda', adminUid: 'usuario-ana', membros: ['usuario-ana']},
  {id: 'ambiente-escritorio', nomeAmbiente: 'Jardim do Escritório', adminUid: 'usuario-bruno', membros: ['usuario-bruno']},
] as const
