import {PortableText, type PortableTextComponents} from '@portabletext/react'
import type {BlockContent} from '~/sanity.types'
import {SmartLink} from './SmartLink'

const components: PortableTextComponents = {
  marks: {
    link: ({value, children}) => {
      const href = (value as {href?: string} | undefined)?.href
      if (!href) return <>{children}</>
      return (
        <SmartLink href={href} newTab={/^https?:/.test(href)}>
          {children}
        </SmartLink>
      )
    },
  },
}

/** Rich text edited in the Studio. */
export function RichText({value}: {value: BlockContent | null | undefined}) {
  if (!value) return null
  return <PortableText value={value} components={components} />
}
