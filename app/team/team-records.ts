// Where the team's sign-in lives in the store: one-time codes and sessions, each with an
// `expira` time (ms); the daily retention job removes the expired ones, and the caps' expired
// slots (app/leads/retention.server.ts).
export const TEAM_CODES = 'equipe_codigos'
export const TEAM_SESSIONS = 'equipe_sessoes'

/**
 * Every address of the team's pages, in any spelling, their Remix data requests included
 * (`/equipe.data`, `/equipe/entrar.data`). server/varnish/default.vcl passes the same.
 */
export const TEAM_PATH = /^\/+equipe(?:\.data|\/|$)/i
