import type {AnchorHTMLAttributes, ReactNode} from 'react'
import {messages} from '~/messages'

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  href: string
  newTab?: boolean
  children: ReactNode
}

/**
 * A link from content: a plain anchor (every page is a document of its own, prefetched on
 * hover; docs/decisions/0045). A new tab gets rel="noopener" and says so to screen readers.
 */
export function SmartLink({href, newTab = false, children, ...rest}: SmartLinkProps) {
  const newTabProps = newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {}
  const hint = newTab ? <span className="visually-hidden"> {messages.footer.newTab}</span> : null
  return (
    <a href={href} {...newTabProps} {...rest}>
      {children}
      {hint}
    </a>
  )
}
