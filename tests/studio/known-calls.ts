// The calls the Studio's journeys are known to make to the stand-in's broad stubs (the editor's
// settings, users by id, the onboarding "journey", telemetry: tests/support/content-lake/studio-stubs.ts).
// A call not listed here fails the journey, named with its method, path and body: a `sanity`
// upgrade that asks one of them something new is looked at, and answered as sanity.io would,
// before it is added here.

export type KnownCall = {method: string; path: RegExp; body?: RegExp; why: string}

const studio = (path: string) => new RegExp(`^/v[\\d-]+/${path}\\?(.+&)?tag=sanity\\.studio$`)

export const KNOWN_STUBBED_CALLS: KnownCall[] = [
  {
    method: 'GET',
    path: studio('users/me/keyvalue/studio\\.announcement\\.seen'),
    why: 'which product announcements the editor has seen: none (`[]`), and the stand-in has none',
  },
  {
    method: 'GET',
    path: studio('users/me/keyvalue/studio\\.structure-tool\\.layout\\.\\w+,studio\\.structure-tool\\.sort-order\\.\\w+'),
    why: "a document list's saved layout and order (the Produtos list): none saved, so the schema's own",
  },
  {
    method: 'GET',
    path: studio('users/me/keyvalue/studio\\.timezone\\.input\\.[\\w-]+\\.\\w+\\.fixed'),
    why: "the time zone the editor chose for a date field (the campaign's end): none, so the field's own, Curitiba's",
  },
  {
    method: 'GET',
    path: studio('users/me/keyvalue/studio\\.timezone\\.input\\.publishedAt,studio\\.timezone\\.input\\.updatedAt'),
    why: "the time zone the editor chose for an article's two date fields: none (dates have no time)",
  },
  {method: 'GET', path: studio('journey/announcements'), why: 'in-Studio announcements: none (`[]`)'},
  {
    method: 'GET',
    path: studio('journey/(asset-limit|document-limit|comments|tasks|content-releases|scheduled-drafts)'),
    why: "the upsell cards of a paid plan's features, one call each: none (`{}`)",
  },
  {method: 'GET', path: studio('journey/trial'), why: "the trial banner, asked with the Studio's version: none (`{}`)"},
]

/** Whether a call a broad stub answered is one the journeys are known to make. */
export const isKnownCall = (call: {method: string; path: string; body: string}) =>
  KNOWN_STUBBED_CALLS.some(
    ({method, path, body}) => method === call.method && path.test(call.path) && (body ?? /^$/).test(call.body),
  )
