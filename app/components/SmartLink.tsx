import {Link} from '@remix-run/react'
import type {AnchorHTMLAttributes, ReactNode} from 'react'
import {messages} from '~/messages'
import {isInternalHref} from '~/utils/links'

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  href: string
  newTab?: boolean
  children: ReactNode
}

/**
 * A link to a path of the site goes through the router; any other address is a plain
 * anchor. A new tab gets rel="noopener" and says so to screen readers.
 */
export function SmartLink({href, newTab = false, children, ...rest}: SmartLinkProps) {
  const newTabProps = newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {}
  const hint = newTab ? <span className="visually-hidden"> {messages.footer.newTab}</span> : null
  if (isInternalHref(href) && !newTab) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...newTabProps} {...rest}>
      {children}
      {hint}
    </a>
  )
}
