// The HTML part of the site's mails: values escaped, and one page around them.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!)

/** A mail's HTML document, in the company's plain style. */
export const htmlPage = (parts: string[]) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${parts.join('\n')}</body></html>`

/** Plain text as HTML paragraphs (split at blank lines). */
export const paragraphs = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')
