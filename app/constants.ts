// Every timing and limit, in one place: the spec's (docs/requirements.md#timings-and-limits) and the site's own.

/**
 * At this width or narrower the header menu collapses behind a toggle. CSS cannot import it:
 * the stylesheets' media queries use 768px / 769px, and an e2e test holds them to this value.
 */
export const MOBILE_BREAKPOINT_PX = 768

export const HOME_BANNER_INTERVAL_MS = 5000
export const HOME_BANNER_FADE_MS = 1500

export const COUNTER_ANIMATION_MS = 2000
export const COUNTER_VISIBILITY_THRESHOLD = 0.5
/** The visitor asked the system for less motion: nothing moves by itself, counters show their targets. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

export const CAROUSEL_RESIZE_DELAY_MS = 50

export const DEEP_LINK_FALLBACK_MS = 2500
/** "Estamos procurando seu usuário…" shows at least this long. */
export const INVITE_LOOKUP_DELAY_MS = 1500
export const INVITE_REDIRECT_MS = 3000
/**
 * Invitation sends per client, and per environment and e-mail: enough for a person with
 * typos, too few to test at speed which e-mails have Minha EVA accounts. There is no limit
 * per environment alone: twenty posts from twenty addresses would lock the real invitee out.
 */
export const INVITE_RATE_LIMIT_PER_CLIENT = {max: 5, windowMs: 10 * 60 * 1000}
export const INVITE_RATE_LIMIT_PER_INVITEE = {max: 5, windowMs: 60 * 60 * 1000}

/** Curitiba's clock: how staff read the time of a request (the CSV export). */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo'

export const CONSENT_COOKIE_NAME = 'user-consent'
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The preview session (an editor in the Studio's Presentation tool): a signed cookie for this
 * browser session, honoured at most this long after the Studio opened it.
 */
export const PREVIEW_COOKIE_NAME = '__Secure-eva-preview'
export const PREVIEW_SESSION_MAX_MS = 8 * 60 * 60 * 1000
/**
 * Tries to open preview per client: the Studio opens it once per visit to its preview (and
 * again on a change of perspective); each try costs a call to Sanity's API.
 */
export const PREVIEW_ENTRY_RATE_LIMIT = {max: 30, windowMs: 10 * 60 * 1000}

/** The picture every page shares (og:image): what WhatsApp, Facebook and X show uncut. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** Where visitors of / go when the under-construction switch is on. */
export const UNDER_CONSTRUCTION_PATH = '/index'
export const NOT_FOUND_PATH = '/404'

/** The about page's story slider, when an editor turns its autoplay on. */
export const STORY_AUTOPLAY_INTERVAL_MS = HOME_BANNER_INTERVAL_MS

/** A form may be sent this many times per client in the window below (then a clear message). */
export const FORM_RATE_LIMIT = {max: 10, windowMs: 10 * 60 * 1000}
/**
 * Without JavaScript a form has no key of its own: the same content posted twice within this
 * window is one document (a double click, a resend), the same request later is a new one.
 */
export const FORM_DEDUP_WINDOW_MS = 10 * 60 * 1000
/** Largest form body the server reads (a filled visit form is about 2 KB). */
export const FORM_MAX_BYTES = 16 * 1024
/** Largest request body the server accepts at all. */
export const REQUEST_MAX_BYTES = 64 * 1024
/** An oversized body sent in chunks is read (and thrown away) this far, then cut. */
export const BODY_DISCARD_MAX_BYTES = 1024 * 1024
/** Sanity's publish notifications are small; anything larger is not one. */
export const WEBHOOK_MAX_BYTES = 64 * 1024
/** Address lookups per client: a visitor types one or two CEPs; this stops scraping through us. */
export const CEP_RATE_LIMIT = {max: 30, windowMs: 60 * 1000}
/** /readyz reads the store at most once in this long, however many checkers ask (Firestore bills reads). */
export const READINESS_STORE_PROBE_MS = 1000
/** The longest the server waits for the page it renders itself at start (server/health.ts, checkRendering). */
export const RENDER_CHECK_TIMEOUT_MS = 20_000
/** `npm run backup` deletes its own copies older than this many days (`--keep-days`). */
export const BACKUPS_KEPT_DAYS = 30
/** How long `npm run restore` waits for the server's writes under way to let it in. */
export const RESTORE_WAIT_MS = 10_000
/** On SIGTERM, requests under way get this long to finish before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000
/** While it drains, how often the server looks for connections idle past its keep-alive timeout. */
export const SHUTDOWN_IDLE_CHECK_MS = 100
/** A streamed page that has not finished rendering by then is cut short. */
export const RENDER_ABORT_MS = 5000
/** ViaCEP must answer within this or the visitor simply types the address. */
export const CEP_LOOKUP_TIMEOUT_MS = 3000

/**
 * How long a SQLite write waits for a lock another process holds (a backup, the export):
 * long enough for a short one, short enough that the visitor soon hears "try again".
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** Longest wait for any SQLite call, queue included. */
export const SQLITE_CALL_TIMEOUT_MS = 8000

/**
 * Longest wait for one Firestore call. The client retries an unreachable backend for about
 * 45 s; a visitor should get the "try again later" answer well before that.
 */
export const FIRESTORE_TIMEOUT_MS = 10_000

/** Public pages: browsers revalidate each time (an ETag answers unchanged pages cheaply)… */
export const PAGE_BROWSER_MAX_AGE_S = 0
/** …a CDN and the server's page cache keep them this long (a publish purges them sooner)… */
export const PAGE_SHARED_MAX_AGE_S = 60 * 60
/** …a CDN may serve them this much longer while it fetches a fresh copy… */
export const PAGE_STALE_WHILE_REVALIDATE_S = 24 * 60 * 60
/** …and this long while the origin is down. */
export const PAGE_STALE_IF_ERROR_S = 7 * 24 * 60 * 60
/** Generated files the same for everyone (sitemap, robots, favicon, logo): browsers and a CDN keep them this long… */
export const GENERATED_FILE_MAX_AGE_S = 60 * 60
/** …and a CDN this much longer while it fetches a fresh copy. */
export const GENERATED_FILE_STALE_WHILE_REVALIDATE_S = 24 * 60 * 60
/**
 * The most campaign pages a redirect follows to where the visitor ends up (an old address, then
 * pages that ended into one another): past it, it is a loop, and the visitor goes to the 404 page.
 */
export const CAMPAIGN_REDIRECT_MAX_HOPS = 16
/**
 * How long a build's browser files stay served after the next build replaced it: the longest a
 * page it rendered may still be shown, fresh, then stale while refreshed or while the origin is
 * down (server/earlier-builds.ts).
 */
export const EARLIER_BUILD_KEPT_S =
  PAGE_BROWSER_MAX_AGE_S + PAGE_SHARED_MAX_AGE_S + PAGE_STALE_WHILE_REVALIDATE_S + PAGE_STALE_IF_ERROR_S
/** A kept file copied this recently is never removed: a build starting now may be about to name it. */
export const EARLIER_BUILD_FRESH_COPY_MS = 10 * 60 * 1000
/**
 * Room on the data folder's disk that keeping earlier builds' files never takes: the store's
 * (leads, their mails, SQLite's journal, backups). A build's files (about 1 MB) are not kept
 * when copying them would leave less free (server/earlier-builds.ts).
 */
export const EARLIER_BUILDS_STORE_RESERVE_BYTES = 64 * 1024 * 1024
/** `npm run smoke`: the longest it waits for one answer of the site. */
export const SMOKE_REQUEST_TIMEOUT_MS = 15_000
/** Pages the server keeps rendered at once (per address, consent choice and kind). */
export const PAGE_CACHE_MAX_ENTRIES = 500

/**
 * Content from the source is reused this long before it is fetched again; after that it is
 * served as it is while a refresh runs in the background, however old (only a purge waits for
 * the source; app/content/cache.server.ts).
 */
export const CONTENT_FRESH_MS = 60 * 1000
/** After a publish (webhook), skip Sanity's CDN this long, so the edit shows at once. */
export const CONTENT_BYPASS_CDN_MS = 2 * 60 * 1000
/** A signed webhook call is accepted this long after it was signed (and only once). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000
/** The CDN must take a purge within this; otherwise the webhook answers 502 and Sanity retries. */
export const EDGE_PURGE_TIMEOUT_MS = 5000
/** After Sanity's change feed fails, the next attempt to follow it waits this long. */
export const CHANGE_FEED_RETRY_MS = 5000

/** The hosted dataset must answer within this (one retry) before the last good content is used. */
export const CONTENT_FETCH_TIMEOUT_MS = 4000

// The lead mails (app/leads/, docs/decisions/0042).
/** How often each instance looks for mail to send (a new submission also wakes it at once). */
export const OUTBOX_POLL_MS = 5000
/** First wait after a failed send; it doubles each time, up to OUTBOX_BACKOFF_MAX_MS. */
export const OUTBOX_BACKOFF_MS = 5000
export const OUTBOX_BACKOFF_MAX_MS = 30 * 60 * 1000
/** Connecting to the SMTP server, and its greeting, each at most this. */
export const SMTP_CONNECT_TIMEOUT_MS = 3000
/** A whole send, every SMTP step included: well within SHUTDOWN_GRACE_MS, so SIGTERM waits for it. */
export const MAIL_SEND_DEADLINE_MS = 8000
/** A send's lease: far longer than a send can take (MAIL_SEND_DEADLINE_MS), so two instances never both send. */
export const OUTBOX_LEASE_MS = 60_000
/** A message still unsent this long after its submission is logged as an alert. */
export const OUTBOX_ALERT_AFTER_MS = 15 * 60 * 1000
/** A confirmation unsent this long is given up (marked failed); the team's mail never is. */
export const OUTBOX_GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000
/** Confirmations to one visitor's address in 24 hours, at most: the form never sends spam. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3
export const CONFIRMATION_CAP_WINDOW_MS = 24 * 60 * 60 * 1000
/** The .eml copies (no SMTP) are deleted after this many days. */
export const MAIL_FILES_KEPT_DAYS = 30
/**
 * After a deletion, the SQLite store's WAL is truncated so no copy of what was deleted stays on
 * disk; a reader holding it back (an export, a backup) is waited out by a try this often, for
 * this long, then a warning.
 */
export const ERASE_RETRY_MS = 2000
/** How long that checkpoint waits for readers before it answers 'held' (the staff's request waits for it). */
export const SQLITE_CHECKPOINT_WAIT_MS = 250
export const ERASE_RETRY_FOR_MS = 10 * 60 * 1000
/** A lead is deleted this many months after its last change (privacy policy). */
export const LEADS_KEPT_MONTHS = 24

// Following leads up (app/leads/follow-up.ts, docs/leads.md#no-lead-left-waiting). Defaults: the
// editors can change each in the Studio's site settings.
/** The daily summary goes at this hour, Curitiba time, on working days. */
export const SUMMARY_HOUR_DEFAULT = 8
/** A lead still *Novo* after this many working days is overdue. */
export const NEW_LEAD_OVERDUE_WORKING_DAYS = 1
/** A lead *Em contato* or *Visita agendada* without any change for this many days is overdue. */
export const IDLE_LEAD_OVERDUE_DAYS = 7
// A lead's origin (app/leads/origin.ts, docs/decisions/0062): everything in it comes from anyone.
/** What the browser keeps and sends of a campaign tag or a path, at most. */
export const FIRST_TOUCH_VALUE_MAX_CHARS = 200
/** What the server reads of the address or the referrer it is sent, at most. */
export const ORIGIN_INPUT_MAX_CHARS = 2048
/** What it keeps of a tag's value, at most. */
export const ORIGIN_VALUE_MAX_CHARS = 100
/** A source's or medium's longest word (`instagram`, `cpc`, `newsletter_mensal`). */
export const ORIGIN_SOURCE_MAX_CHARS = 40
/** A value with more digits than this could be a phone (8 or 9 without its area code) or a CPF: dropped. */
export const ORIGIN_MAX_DIGITS = 7
/** The inbox's filter by source offers at most this many, the most frequent. */
export const SOURCE_FILTER_MAX = 30
/** The longest first name the daily summary shows (a longer word is "Sem nome"). */
export const NAME_IN_SUMMARY_MAX_CHARS = 30
/** Each instance looks this often whether today's summary is due and not yet decided. */
export const SUMMARY_CHECK_MS = 60 * 1000
/** The median first response counts the leads that arrived in this many days. */
export const FIRST_RESPONSE_WINDOW_DAYS = 30

// The team's inbox (/equipe, app/team/, docs/decisions/0043).
/** A sign-in code lives this long, and dies after TEAM_CODE_MAX_TRIES tries (however many arrive at once). */
export const TEAM_CODE_TTL_MS = 10 * 60 * 1000
export const TEAM_CODE_MAX_TRIES = 5
/** Codes asked for one address from one client; a fresh code is one request. */
export const TEAM_CODE_REQUEST_LIMIT = {max: 5, windowMs: 15 * 60 * 1000}
/** Codes asked from one client, whatever the addresses (each stores a code document). */
export const TEAM_CODE_REQUESTS_PER_CLIENT = {max: 30, windowMs: 15 * 60 * 1000}
/** Code mails to one member's address, whoever asks: a flood of requests cannot fill their inbox. */
export const TEAM_CODE_MAILS_PER_ADDRESS = {max: 20, windowMs: 60 * 60 * 1000}
/** Code mails a browser where the member signed in before may still ask for when the cap above is full. */
export const TEAM_CODE_MAILS_PER_KNOWN_BROWSER = {max: 5, windowMs: 60 * 60 * 1000}
/** Codes tried from one client for one address (a lockout needs the member's own browser). */
export const TEAM_CODE_CHECK_LIMIT = {max: 10, windowMs: 15 * 60 * 1000}
/**
 * Wrong codes tried for one address in 24 hours, from every client and instance together: the
 * ceiling on guessing (docs/decisions/0051-a-ceiling-on-guessing-codes.md). A browser where the
 * member signed in before has an allowance of its own, the same size, which nobody else can use up.
 */
export const TEAM_CODE_CHECKS_PER_ADDRESS = {max: 20, windowMs: 24 * 60 * 60 * 1000}
/** A browser stays known this long after the member's last sign-in there. */
export const TEAM_KNOWN_BROWSER_MAX_MS = 180 * 24 * 60 * 60 * 1000
/** A team session lasts this long from sign-in. */
export const TEAM_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000
export const TEAM_SESSION_COOKIE = '__Secure-eva-equipe'
export const TEAM_SIGN_IN_COOKIE = '__Secure-eva-equipe-entrada'
export const TEAM_KNOWN_BROWSER_COOKIE = '__Secure-eva-equipe-navegador'
/** A note on a lead, at most (the form's field says the same). */
export const TEAM_NOTE_MAX_CHARS = 2000

/** The articles ("Dicas de cultivo", docs/content.md#articles): how many a page of the list shows. */
export const ARTICLES_PER_PAGE = 12
/** How many of the latest articles the feed carries, and the home page's section shows. */
export const ARTICLES_IN_FEED = 20
export const ARTICLES_ON_HOME = 3
/** An article with this many headings or more opens with a table of contents. */
export const ARTICLE_CONTENTS_MIN_HEADINGS = 4
/** Reading speed for "N min de leitura": an adult reading Portuguese on a screen. */
export const READING_WORDS_PER_MINUTE = 200
