import type {ReactNode} from 'react'

type Props = {
  /** The heading's id, which the section's aria-labelledby names. */
  id: string
  title: string
  eyebrow?: string | null
  lead?: string | null
  /** Anything else the header holds (a notice, a link). */
  children?: ReactNode
}

/** The header every content section starts with: a small line above, the heading, a lead. */
export function SectionHeader({id, title, eyebrow, lead, children}: Props) {
  return (
    <header className="section-header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  )
}
