import {parseDomains} from '../app/domain/lead-mail-domains'

// The Studio reads SANITY_STUDIO_* variables at build time. Without them it builds against a
// placeholder project, which is enough to check the build and the schema offline.
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'evaseed0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
}

/**
 * The tests' build only (`SANITY_STUDIO_TEST_HOSTS=1`, set by `npm run studio:build:test`): the
 * Content Lake's address and the previewed site's come from `<meta>` tags that the tests' Studio
 * server writes into its page, so one build serves whatever ports a test run picks. Any other
 * build bakes the variable out, and this reads nothing from the page (docs/decisions/0060).
 */
const testHost = (name: string) =>
  process.env.SANITY_STUDIO_TEST_HOSTS === '1' && typeof document !== 'undefined'
    ? (document.querySelector<HTMLMetaElement>(`meta[name="eva-test-${name}"]`)?.content ?? undefined)
    : undefined

/** The Content Lake API version the Studio's own queries and writes ask for (the site's SANITY_API_VERSION default). */
export const studioApiVersion = '2025-02-19'

/** Where the Studio's requests go; undefined is Sanity's own API (api.sanity.io). */
export const studioApiHost = testHost('api-host')

/** The site the Presentation tool previews (its origin only); the local site by default. */
export const previewOrigin = new URL(
  testHost('preview-origin') || process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000',
).origin

/**
 * True under `sanity dev` only. The Sanity CLI replaces `process.env.MODE` with "development"
 * (`sanity dev`) or "production" (`sanity build`, `sanity deploy`) when it bundles the Studio, so
 * what depends on it (the Vision query tool) is dropped from the deployed bundle, not just
 * hidden. Elsewhere (`sanity exec`) it is undefined: false.
 */
export const isStudioDev = process.env.MODE === 'development'

/**
 * The team's domains, as the server has them (its LEAD_MAIL_DOMAINS): the Studio says an address
 * elsewhere would get no lead (docs/decisions/0077). Unset (or malformed): it checks nothing.
 */
export const teamMailDomains = parseDomains(process.env.SANITY_STUDIO_LEAD_MAIL_DOMAINS ?? '') ?? []
