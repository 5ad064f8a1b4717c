/** wa.me chat link with the greeting already typed (none: an empty chat); `phone` may carry spaces and symbols. */
export function whatsappHref(phone: string, greeting: string): string {
  const chat = `https://wa.me/${phone.replace(/\D/g, '')}`
  return greeting ? `${chat}?text=${encodeURIComponent(greeting)}` : chat
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
