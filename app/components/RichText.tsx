import {PortableText, type PortableTextComponents} from '@portabletext/react'
import {isInternalHref} from '~/domain/links'
import type {BlockContent} from '~/sanity.types'
import {SmartLink} from './SmartLink'

/** The marks of rich text: a link only where the Studio lets an editor link. */
export const richTextMarks: PortableTextComponents['marks'] = {
  link: ({value, children}) => {
    const href = (value as {href?: unknown} | undefined)?.href
    // Only what the Studio lets an editor link to (a path, an anchor, http(s)): not `javascript:`.
    if (typeof href !== 'string' || !(isInternalHref(href) || /^https?:\/\//i.test(href))) return <>{children}</>
    return (
      <SmartLink href={href} newTab={/^https?:/.test(href)}>
        {children}
      </SmartLink>
    )
  },
}

/**
 * Rich text edited in the Studio. Its "Subtítulo" style becomes a heading one level
 * below the section it sits in (h3 by default; h2 where the text is the whole page).
 */
export function RichText({value, headingLevel = 3}: {value: BlockContent | null | undefined; headingLevel?: 2 | 3}) {
  if (!value) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const components: PortableTextComponents = {marks: richTextMarks, block: {h3: ({children}) => <Heading>{children}</Heading>}}
  return <PortableText value={value} components={components} />
}
