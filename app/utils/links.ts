/** wa.me chat link with the greeting already typed; `phone` may carry spaces and symbols. */
export function whatsappHref(phone: string, greeting: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

/** Paths and same-page anchors stay in the app; anything with a scheme leaves it. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') || href.startsWith('#')
}
