import {Icon} from './Icon'

/** A list of short claims, each after a check mark (the EVA Baby's guarantees, the projects' services). */
export function Checklist({items}: {items: string[]}) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" />
          {item}
        </li>
      ))}
    </ul>
  )
}
