import type {InputHTMLAttributes} from 'react'
import {useIMask} from 'react-imask'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & {
  mask: string
  onComplete?: (value: string) => void
}

/**
 * A text input that formats as the visitor types (imask). The server renders a plain
 * input, so without JavaScript it still takes any text; the server normalises it.
 */
export function MaskedInput({mask, onComplete, defaultValue, ...rest}: Props) {
  const {ref} = useIMask<HTMLInputElement>({mask}, {onComplete: onComplete ? (value) => onComplete(value) : undefined})
  return <input ref={ref} defaultValue={defaultValue} {...rest} />
}
