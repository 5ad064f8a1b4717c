import {ORIGIN_INPUT_MAX_CHARS, ORIGIN_MAX_DIGITS, ORIGIN_SOURCE_MAX_CHARS, ORIGIN_VALUE_MAX_CHARS} from '~/constants'
import {CLICK_IDS} from '~/domain/campaign-tags'

// Where a lead came from (docs/decisions/0062): the campaign tags of the address that brought the
// visitor, whether an ad click id was there (never its value), the referring site's host and
// the page where the visit began. Everything here comes from anyone, so every value is capped,
// kept to a safe set of characters, and dropped when it looks like personal data.

/** A lead's origin as stored (`origem` on the lead), and as the inbox, the CSV and the mail show it. */
export type LeadOrigin = {
  /** Normalised: `instagram`, `google`, `(direto)`… */
  fonte: string
  /** Normalised: `cpc`, `social`, `organico`, `referencia`, `(nenhum)`… */
  meio: string
  campanha?: string
  conteudo?: string
  termo?: string
  /** A Google (gclid) or Meta (fbclid) click id was on the address: only that, never its value. */
  gclid?: boolean
  fbclid?: boolean
  /** The referring site's host, `www.` left out: `l.instagram.com`. */
  site?: string
  /** Where the visit began: one of the site's public pages (`/eva-baby`) or campaign pages, without its query. */
  pagina?: string
}

/** The origin's entries in the order people read them (the CSV's columns). */
export const ORIGIN_KEYS = [
  'fonte',
  'meio',
  'campanha',
  'conteudo',
  'termo',
  'gclid',
  'fbclid',
  'site',
  'pagina',
] as const satisfies ReadonlyArray<keyof LeadOrigin>

/** What the browser sends with a form (or the server reads from the post's Referer): the first touch. */
export type OriginTouch = {
  /** The address of the first page: path and query (or a whole same-site URL). */
  address?: string | null
  /** `document.referrer` on that page. */
  referrer?: string | null
}

export const DIRECT = '(direto)'
export const NO_MEDIUM = '(nenhum)'

// Hosts that are one source, by their registrable part (the last labels): `l.instagram.com`,
// `instagram.com` → instagram; `google.com.br` → google. The medium a host gives without tags.
const SOURCES: ReadonlyArray<{source: string; hosts: RegExp; medium: string}> = [
  {source: 'instagram', hosts: /(^|\.)instagram\.com$/, medium: 'social'},
  {source: 'facebook', hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/, medium: 'social'},
  {source: 'whatsapp', hosts: /(^|\.)(whatsapp\.com|wa\.me)$/, medium: 'social'},
  {source: 'linkedin', hosts: /(^|\.)(linkedin\.com|lnkd\.in)$/, medium: 'social'},
  {source: 'youtube', hosts: /(^|\.)(youtube\.com|youtu\.be)$/, medium: 'social'},
  {source: 'tiktok', hosts: /(^|\.)tiktok\.com$/, medium: 'social'},
  {source: 'pinterest', hosts: /(^|\.)pinterest\.(com|com\.br)$/, medium: 'social'},
  {source: 'x', hosts: /(^|\.)(twitter\.com|x\.com|t\.co)$/, medium: 'social'},
  {source: 'google', hosts: /(^|\.)google\.(com|com\.br|[a-z]{2}|com\.[a-z]{2}|co\.[a-z]{2})$/, medium: 'organico'},
  {source: 'bing', hosts: /(^|\.)bing\.com$/, medium: 'organico'},
  {source: 'duckduckgo', hosts: /(^|\.)duckduckgo\.com$/, medium: 'organico'},
  {source: 'yahoo', hosts: /(^|\.)yahoo\.(com|com\.br)$/, medium: 'organico'},
  {source: 'ecosia', hosts: /(^|\.)ecosia\.org$/, medium: 'organico'},
]
/** The sources the site names itself (a host it knows, or none): the team's filter lists them first. */
export const KNOWN_SOURCES: readonly string[] = [DIRECT, ...SOURCES.map(({source}) => source)]

/** Source tags people write for the same place: `ig` is instagram. A Map: a tag is anyone's (`constructor`). */
const SOURCE_ALIASES = new Map([
  ['ig', 'instagram'],
  ['fb', 'facebook'],
  ['wpp', 'whatsapp'],
  ['wa', 'whatsapp'],
  ['yt', 'youtube'],
])

/**
 * The origin of a lead, from the first touch the browser kept (or the post's own Referer).
 * `landingPages`: the pages a visit may begin on, as kept (the public pages and the campaign
 * pages published when the lead arrives); any other path is not kept.
 */
export function originOf(touch: OriginTouch, siteHosts: readonly string[], landingPages: readonly string[]): LeadOrigin {
  const address = landingAddress(touch.address, siteHosts)
  const tags = address?.searchParams
  const tag = (name: string) => cleanValue(tags?.get(name))
  const present = (names: readonly string[]) => names.some((name) => tags?.get(name))
  const gclid = present(CLICK_IDS.google)
  const fbclid = present(CLICK_IDS.meta)
  const site = referrerHost(touch.referrer, siteHosts)
  const known = site ? SOURCES.find(({hosts}) => hosts.test(site)) : undefined

  const tagged = sourceWord(tag('utm_source'))
  const [fonte, guessed] = tagged
    ? [SOURCE_ALIASES.get(tagged) ?? SOURCES.find(({hosts}) => hosts.test(tagged))?.source ?? tagged, undefined]
    : gclid
      ? ['google', 'cpc']
      : known
        ? [known.source, known.medium]
        : fbclid
          ? ['facebook', 'social']
          : site
            ? [site, 'referencia']
            : [DIRECT, NO_MEDIUM]
  // A tagged social source needs no medium tag to be social; a tagged `google` may be anything.
  const social = SOURCES.find(({source}) => source === fonte)?.medium === 'social' ? 'social' : undefined
  // A Google click id says it was a paid click, tagged or not.
  const paid = gclid && fonte === 'google' ? 'cpc' : undefined
  const meio = sourceWord(tag('utm_medium')) ?? guessed ?? paid ?? social ?? NO_MEDIUM

  const origin: LeadOrigin = {fonte, meio}
  const campanha = tag('utm_campaign')
  const conteudo = tag('utm_content')
  const termo = tag('utm_term')
  if (campanha) origin.campanha = campanha
  if (conteudo) origin.conteudo = conteudo
  if (termo) origin.termo = termo
  if (gclid) origin.gclid = true
  if (fbclid) origin.fbclid = true
  if (site) origin.site = site
  const pagina = address ? cleanPath(address.pathname, landingPages) : undefined
  if (pagina) origin.pagina = pagina
  return origin
}

/** The first page's address, when it is one of this site's: a path, or a URL on one of its hosts. */
function landingAddress(value: string | null | undefined, siteHosts: readonly string[]) {
  if (!value || value.length > ORIGIN_INPUT_MAX_CHARS) return undefined
  try {
    const url = new URL(value, 'http://site.invalid')
    const own = url.hostname === 'site.invalid' || siteHosts.includes(url.hostname)
    return own && (url.protocol === 'http:' || url.protocol === 'https:') ? url : undefined
  } catch {
    return undefined
  }
}

/** The referring site's host, lower case without `www.`; none for this site itself or anything but http(s). */
function referrerHost(value: string | null | undefined, siteHosts: readonly string[]) {
  if (!value || value.length > ORIGIN_INPUT_MAX_CHARS) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (siteHosts.includes(url.hostname)) return undefined
    const host = url.hostname.replace(/^www\./, '')
    // A host is kept as it is; one with a phone's worth of digits in it is not (ORIGIN_MAX_DIGITS).
    const digits = host.replace(/\D/g, '').length
    return /^[a-z0-9.-]{1,100}$/.test(host) && host.includes('.') && digits <= ORIGIN_MAX_DIGITS ? host : undefined
  } catch {
    return undefined
  }
}

/**
 * One of the pages a visit may begin on, however the address spelled it (`/Projetos/` is
 * /projetos); any other path (an invitation's, a typo) is not kept: it could carry anything.
 */
function cleanPath(path: string, landingPages: readonly string[]) {
  const page = path.toLowerCase().replace(/\/+$/, '') || '/'
  return landingPages.includes(page) ? page : undefined
}

// An e-mail address however a mail tool or a person spelled it: `a@b.c`, `a @ b . c`,
// `a(at)b(dot)c`, `a [arroba] b ponto com`.
const AT = String.raw`\s*(?:@|[(\[{<]\s*(?:at|arroba)\s*[)\]}>]|\s(?:at|arroba)\s)\s*`
const DOT = String.raw`\s*(?:\.|[(\[{<]\s*(?:dot|ponto)\s*[)\]}>]|\s(?:dot|ponto)\s)\s*`
// It starts where a word starts (the lookbehind): tried from inside a long run of letters, it
// would try that run again from every letter of it.
const EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}\p{L}{2,}`,
  'iu',
)

/**
 * A tag's value as kept: NFC, letters of any language, digits, spaces and a few marks
 * (`-_.:/+|!,()`), whitespace folded, capped. Undefined when nothing is left, or when it looks
 * like an e-mail, a phone or a CPF: more than ORIGIN_MAX_DIGITS digits, however spaced or marked
 * (mail tools put subscribers' addresses in tags; a campaign named by a date goes too). That is
 * judged on the value's NFKC form, where full-width and superscript digits are digits; the value
 * kept stays as written (`½ preço` is not `12 preço`).
 */
export function cleanValue(value: string | null | undefined): string | undefined {
  if (!value || value.length > ORIGIN_INPUT_MAX_CHARS) return undefined
  const text = decoded(value).normalize('NFC')
  const folded = text.normalize('NFKC')
  // A few characters fold into many (`㌖` is six letters): a value that grows that much is no campaign.
  if (folded.length > ORIGIN_INPUT_MAX_CHARS) return undefined
  if (EMAIL.test(folded) || (folded.match(/\p{Nd}/gu)?.length ?? 0) > ORIGIN_MAX_DIGITS) return undefined
  const kept = [
    ...text
      .replace(/\s+/g, ' ')
      .replace(/[^\p{L}\p{N} \-_.:/+|!,()]/gu, '')
      .trim(),
  ]
  // Cut by characters, not UTF-16 units: never half an emoji or a letter outside the BMP.
  return kept.slice(0, ORIGIN_VALUE_MAX_CHARS).join('').trim() || undefined
}

/**
 * Mail tools encode a tag once or twice more than needed (`%2540`, `%252540`): what is left
 * encoded is looked at decoded too, a few rounds deep.
 */
function decoded(value: string) {
  let text = value
  for (let round = 0; round < 4 && /%[0-9a-f]{2}/i.test(text); round++) {
    try {
      text = decodeURIComponent(text)
    } catch {
      break
    }
  }
  return text
}

/**
 * A source or a medium as the report groups them: a word of ASCII letters, digits and `._-`
 * (accents dropped, spaces as `_`). Nothing else, so that no tag spells another row
 * (`instagram / social` in a source), a look-alike letter (a Cyrillic `і`), or the marks of
 * what the site decides itself (`(direto)`).
 */
function sourceWord(value: string | undefined) {
  const word = value
    ?.normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
  return word ? word.slice(0, ORIGIN_SOURCE_MAX_CHARS) : undefined
}

/** The origin as the team reads it in one line: `instagram / social · campanha X · entrada /eva-baby`. */
export function originLine(
  origin: LeadOrigin,
  words: {campaign: string; content: string; term: string; site: string; page: string; ad: string},
) {
  return [
    `${origin.fonte} / ${origin.meio}`,
    origin.campanha ? `${words.campaign} ${origin.campanha}` : '',
    origin.conteudo ? `${words.content} ${origin.conteudo}` : '',
    origin.termo ? `${words.term} ${origin.termo}` : '',
    origin.gclid || origin.fbclid
      ? `${words.ad} ${[origin.gclid ? 'Google' : '', origin.fbclid ? 'Meta' : ''].filter(Boolean).join(', ')}`
      : '',
    origin.site ? `${words.site} ${origin.site}` : '',
    origin.pagina ? `${words.page} ${origin.pagina}` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A stored origin, read back defensively (an older lead has none). */
export function storedOrigin(value: unknown): LeadOrigin | undefined {
  if (!value || typeof value !== 'object') return undefined
  const origin = value as Record<string, unknown>
  if (typeof origin.fonte !== 'string' || typeof origin.meio !== 'string') return undefined
  return origin as LeadOrigin
}
