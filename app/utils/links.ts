/** wa.me chat link with the greeting already typed; `phone` may carry spaces and symbols. */
export function whatsappHref(phone: string, greeting: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

/**
 * A link to this site: a path ("/eva-baby#reservar_baby") or an anchor on the same page
 * ("#formulario"). Not "//host/…", which leaves the site. The Studio validates links with it.
 */
export function isInternalHref(href: string): boolean {
  return /^\/(?![/\\])\S*$/.test(href) || /^#[A-Za-z][\w-]*$/.test(href)
}
