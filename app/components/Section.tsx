import type {ReactNode} from 'react'
import {SectionHeader} from './SectionHeader'

type Props = {
  /** The heading's id: the section is labelled by it (aria-labelledby), so it is written once. */
  id: string
  title: string
  eyebrow?: string | null
  lead?: string | null
  /** Anything else the header holds (a notice, a link). */
  headerExtra?: ReactNode
  /** A coloured band across the page, its content in a container; without it the section sits in the container. */
  band?: 'tinted' | 'green'
  /** The section's own classes, after the layout's. */
  className?: string
  /** The section's own id, for links to it (#formulario). */
  anchor?: string
  children: ReactNode
}

/** A content section of a page: its SectionHeader, then its content. */
export function Section({id, title, eyebrow, lead, headerExtra, band, className, anchor, children}: Props) {
  const layout = band ? `section section--${band}` : 'section container'
  const header = (
    <SectionHeader id={id} eyebrow={eyebrow} title={title} lead={lead}>
      {headerExtra}
    </SectionHeader>
  )
  return (
    <section id={anchor} className={className ? `${layout} ${className}` : layout} aria-labelledby={id}>
      {band ? (
        <div className="container">
          {header}
          {children}
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </section>
  )
}
