/** An absolute address on the site: a path ("/eva-baby") or an address already absolute, against SITE_URL. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).toString()
