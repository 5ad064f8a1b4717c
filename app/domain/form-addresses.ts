import {CAMPAIGN_FORMS, FORM_BLOCK, isCampaignForm, type CampaignForm} from './campaign-page'

// Where each kind of form posts (docs/leads.md#where-the-forms-post). The fixed pages' forms
// post to their page; a campaign page's form posts to its page with the kind in the query
// (`/horta-em-casa?formulario=reserva`), so that the site's limit and the edge's
// (server/varnish/default.vcl), which cannot look the page up, count it with that kind's
// posts everywhere: ten bookings per client in ten minutes across every page with the form.

const FORM_KINDS = Object.keys(CAMPAIGN_FORMS) as CampaignForm[]

/** The fixed pages that carry a form, and its kind. */
export const FIXED_FORM_PAGES: Readonly<Record<string, CampaignForm>> = {'/projetos': 'agendamento', '/eva-baby': 'reserva'}

/** The query a campaign page's form posts with. */
export const campaignFormQuery = (kind: CampaignForm) => `?formulario=${kind}`

/** A campaign page's form's action: its address, the kind, and the anchor the page lands back on. */
export const campaignFormAction = (slug: string, kind: CampaignForm) => `/${slug}${campaignFormQuery(kind)}#formulario`

/**
 * The kind of form a post to `path` (canonical, without Remix's `.data`) with `search` is
 * counted as; undefined for any other post. A campaign page's post counts only with its query
 * exactly as the page writes it (the edge matches that spelling; the page refuses any other).
 */
export function formKindOfPost(path: string, search: string): CampaignForm | undefined {
  if (Object.hasOwn(FIXED_FORM_PAGES, path)) return FIXED_FORM_PAGES[path]
  if (!/^\/[a-z0-9-]+$/.test(path)) return undefined
  return FORM_KINDS.find((kind) => search === campaignFormQuery(kind))
}

/**
 * The kind of a campaign page's form, if it shows one: its first form block (the Studio refuses a
 * second), with a form the site has and a title, as app/components/campaign/ shows it.
 */
export function campaignForm(page: {
  blocks?: ReadonlyArray<{_type: string; form?: string | null; title?: string | null} | null> | null
}) {
  // A list as the dataset holds it: GROQ keeps a null entry.
  const block = page.blocks?.find((candidate) => candidate?._type === FORM_BLOCK)
  return block && isCampaignForm(block.form) && typeof block.title === 'string' && block.title.trim() ? block.form : undefined
}
