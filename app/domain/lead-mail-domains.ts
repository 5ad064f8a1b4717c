// Who may receive lead mail (docs/decisions/0077): every lead's name, e-mail, phone, address and
// request, and the daily summaries, go only to addresses on the team's own domains, which the
// operator sets on the server. The Studio's list of recipients, which every editor can change,
// chooses among them; an address elsewhere is ignored. Shared with the Studio, which says so as
// the editor types (built with the same list, SANITY_STUDIO_LEAD_MAIL_DOMAINS).

/** A domain as a list names it: lower case, no `@`, labels of letters, digits and hyphens. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

/** Domains from a list separated by commas (`evaagricultura.com.br, eva.example`); undefined for a malformed one. */
export function parseDomains(list: string): string[] | undefined {
  const domains = list
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
  return domains.every((domain) => DOMAIN.test(domain)) ? domains : undefined
}

/** The domain of an e-mail address, lower case (what follows its last `@`). */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase()

/**
 * Public mailbox providers: anyone can have an address there, so an operator's own address on
 * one (`ana@gmail.com` in EQUIPE_EMAILS) lets that address in, never its domain.
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.com.br',
  'outlook.com',
  'outlook.com.br',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.com.br',
  'ymail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'globo.com',
  'globomail.com',
  'r7.com',
  'zipmail.com.br',
]

/** Whether an address is on one of the domains (exactly: a subdomain is another domain). */
export const isOnDomains = (address: string, domains: readonly string[]) => domains.includes(domainOf(address))
