import {defineQuery} from 'groq'

// Every GROQ query the site runs. `npm run typegen` turns them into result types
// (app/sanity.types.ts); both content sources run these same strings.

const image = /* groq */ `alt, crop, hotspot, asset->{_id, url, metadata{dimensions{width, height}}}`
const seo = /* groq */ `seo{title, description, image{${image}}}`
const banner = /* groq */ `banner{title, content, image{${image}}}`
const product = /* groq */ `
  _id, name, label, link, openInNewTab, isEvaBaby, priceType, cashPrice, highlightedPrice,
  cultures, litArea, units, supportText,
  paymentPlans[]{_key, installments, installmentValue, entryAmount, noEntry},
  benefits[]{_key, value, label},
  images[]{_key, ${image}}
`

export const SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName, tagline, description, shareImage{${image}}, serviceAreaNotice,
  phone, email, whatsappGreeting, social, onlineStoreUrl,
  appDownloadUrl, appDeepLinkTemplate, underConstruction, underConstructionMessage
}`)

/** Who gets the team's lead mails: read only by the server's outbox, never sent to a page. */
export const LEAD_RECIPIENTS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0].leadEmails`)

/** When the daily summary goes and when a lead is overdue: read only by the server, never sent to a page. */
export const LEAD_FOLLOW_UP_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  summaryHour, newLeadOverdueWorkingDays, idleLeadOverdueDays
}`)

export const HOME_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${seo},
  bannerSlides[]{_key, title, subtitle, buttonText, buttonLink, brightness, image{${image}}},
  solutions{eyebrow, title, cards[]{_key, title, content, color, buttonText, link, image{${image}}}},
  projects{eyebrow, title, text, buttonText, buttonLink, image{${image}}},
  latestArticles{show, title}
}`)

export const ABOUT_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  ${seo},
  ${banner},
  storySlides[]{_key, title, subtitle, content, image{${image}}},
  storyAutoplay,
  achievements{title, counters[]{_key, title, target}, badges[]{_key, name, image{${image}}}}
}`)

export const PROJECTS_QUERY = defineQuery(`*[_type == "projectsPage" && _id == "projectsPage"][0]{
  ${seo},
  ${banner},
  howItWorks{eyebrow, title, intro, steps[]{_key, title, description}, buttonText, buttonLink},
  guarantees[]{_key, title, items},
  info{title, content, image{${image}}},
  form{title, intro},
  beforeAfter{before{caption, image{${image}}}, after{caption, image{${image}}}},
  casesTitle,
  "cases": *[_type == "caseStudy"] | order(orderRank){_id, title, subtitle, description, image{${image}}}
}`)

export const EVA_BABY_QUERY = defineQuery(`*[_type == "evaBabyPage" && _id == "evaBabyPage"][0]{
  ${seo},
  title, intro,
  carouselImages[]{_key, ${image}},
  guarantees,
  product->{${product}},
  reserveButtonText,
  benefits[]{_key, icon, title, text},
  reservation{title, intro},
  video{title, youtubeUrl, poster{${image}}},
  advantages{title, items[]{_key, title, text}},
  specifications{title, items[]{_key, label, value}}
}`)

export const SUPPLIES_QUERY = defineQuery(`*[_type == "suppliesPage" && _id == "suppliesPage"][0]{
  ${seo},
  ${banner},
  productsTitle,
  products[]->{${product}},
  instagram{title, handle, images[]{_key, ${image}}},
  highlightsTitle,
  highlights[]->{${product}}
}`)

export const CONTACT_QUERY = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  ${seo},
  title, intro
}`)

export const PRIVACY_QUERY = defineQuery(`*[_type == "privacyPage" && _id == "privacyPage"][0]{
  ${seo},
  title, updatedAt, content
}`)

/**
 * The campaign pages' addresses, old ones and ends: what `/<slug>` is (./campaign-routes.ts), and
 * the sitemap's. Newest first: of two pages claiming one address, the newer wins.
 */
export const CAMPAIGN_ADDRESSES_QUERY = defineQuery(`*[_type == "campaignPage" && defined(slug.current)] | order(_updatedAt desc){
  "slug": slug.current, "hidden": hideFromSearch == true, formerAddresses, endsAt, endTarget
}`)

/**
 * A campaign page and what its blocks show. A block's references come whole (the product, the
 * cases): their ids are the page's tags, so a new price purges every page that shows it.
 */
export const CAMPAIGN_PAGE_QUERY = defineQuery(`*[_type == "campaignPage" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, "hidden": hideFromSearch == true,
  ${seo},
  blocks[]{
    _key, _type,
    _type == "bannerBlock" => {title, subtitle, buttonText, buttonLink, image{${image}}},
    _type == "textBlock" => {title, content},
    _type == "imageTextBlock" => {title, imageSide, content, image{${image}}},
    _type == "benefitsBlock" => {title, items[]{_key, icon, title, text}},
    _type == "productBlock" => {text, product->{${product}}},
    _type == "casesBlock" => {title, "cases": cases[]->{_id, title, subtitle, description, image{${image}}}},
    _type == "questionsBlock" => {title, items[]{_key, question, answer}},
    _type == "quoteBlock" => {quote, author, role},
    _type == "videoBlock" => {title, youtubeUrl, poster{${image}}},
    _type == "callToActionBlock" => {title, text, channel, whatsappMessage, buttonText},
    _type == "formBlock" => {form, title, intro}
  }
}`)

/** What an article's card shows, and the text its reading time is counted from. */
const articleCard = /* groq */ `
  title, "slug": slug.current, summary, publishedAt, updatedAt, "hidden": hideFromSearch == true,
  cover{${image}},
  category->{_id, title, "slug": slug.current},
  "text": pt::text(body)
`

/**
 * Every article with an address and a date, newest first: /dicas and its pages, the category
 * pages, the feed, the sitemap, the home page's latest and the related fallback. No article's
 * `_id`: the type tag ("article") already purges every page that lists them, and a page listing
 * hundreds of articles would otherwise carry hundreds of surrogate keys. The categories' ids (a
 * few) are kept: a renamed category must purge this result, which selects no category by type.
 */
export const ARTICLES_QUERY = defineQuery(`*[_type == "article" && defined(slug.current) && defined(publishedAt)]
  | order(publishedAt desc, _createdAt desc){${articleCard}}`)

/** The categories with an address, by name. */
export const CATEGORIES_QUERY = defineQuery(`*[_type == "category" && defined(slug.current)] | order(title asc){
  title, "slug": slug.current, description
}`)

/**
 * An article and what it shows: its author, its category, the products its text names (their
 * ids are its tags: a new price purges it) and the articles its editor chose as related. In the
 * order of ARTICLES_QUERY: of two documents with one address, the one the list shows.
 */
export const ARTICLE_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug && defined(publishedAt)]
  | order(publishedAt desc, _createdAt desc)[0]{
  _id, title, "slug": slug.current, summary, publishedAt, updatedAt, "hidden": hideFromSearch == true,
  seo{title, image{${image}}},
  cover{${image}},
  author->{_id, name, role, photo{${image}}},
  category->{_id, title, "slug": slug.current},
  "text": pt::text(body),
  body[]{
    ...,
    _type == "block" => {
      children[]{..., _type == "productReference" => {"product": product->{_id, name, isEvaBaby, priceType, cashPrice, paymentPlans[]{_key, installments, installmentValue, entryAmount, noEntry}}}}
    },
    _type == "articleImage" => {${image}, caption},
    _type == "videoBlock" => {title, youtubeUrl, poster{${image}}}
  },
  "related": related[]->{${articleCard}}
}`)
