import {Fragment} from 'react'

/**
 * An e-mail address as text that a line may break only after its "@" and before its dots, and
 * only when the whole address does not fit (docs/decisions/0031-e-mail-address-line-breaks.md).
 */
export function EmailAddress({address}: {address: string}) {
  // "contato@eva.com.br" → "contato@", "eva", ".com", ".br" (no address holds a line feed).
  const parts = address.replace(/@/g, '@\n').replace(/\./g, '\n.').split('\n')
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ))
}
