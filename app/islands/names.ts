/** The islands: each is one entry in app/islands/entries/ and one script in build/client/scripts/. */
export const ISLANDS = ['agendamento', 'reserva', 'convite', 'galeria', 'video'] as const
export type IslandName = (typeof ISLANDS)[number]
