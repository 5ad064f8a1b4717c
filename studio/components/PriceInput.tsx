import {Stack, Text, TextInput} from '@sanity/ui'
import {useCallback, useState, type ChangeEvent, type FocusEvent} from 'react'
import {set, unset, type NumberInputProps} from 'sanity'
import {formatPriceInput, parsePriceInput} from './brl-input'

/**
 * A price typed the Brazilian way ("375,00", "1.234,56"), stored as a number of reais
 * (375, 1234.56). What cannot be read is not stored, and leaves the field empty in the
 * document: the field says why under it. A required price then blocks publishing; an optional
 * one (an entry or a highlighted price) would be published empty, as the field shows.
 */
export function PriceInput({value, onChange, elementProps, readOnly}: NumberInputProps) {
  const [text, setText] = useState(() => formatPriceInput(value))
  const [problem, setProblem] = useState<string | null>(null)

  // Another editor (or an undo) changed the stored value: show it, unless it is what is typed
  // (an unreadable text stands for no value: see handleChange).
  // (State adjusted while rendering, as React recommends over an effect.)
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    const typed = parsePriceInput(text)
    if (!(typed.ok ? typed.value === value : value === undefined)) {
      setText(formatPriceInput(value))
      setProblem(null)
    }
  }

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value
      setText(typed)
      const parsed = parsePriceInput(typed)
      if (!parsed.ok) {
        setProblem(parsed.message)
        // Nothing of it stays stored: not the last readable part ("389" of "389.90"), which the
        // editor could otherwise publish without seeing it. A required price then blocks publishing.
        if (value !== undefined) onChange(unset())
        return
      }
      setProblem(null)
      if (parsed.value !== value) onChange(parsed.value === undefined ? unset() : set(parsed.value))
    },
    [onChange, value],
  )

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      // Tidy what was typed ("375" → "375,00") once the editor leaves the field.
      const parsed = parsePriceInput(text)
      if (parsed.ok) setText(formatPriceInput(parsed.value))
      elementProps.onBlur(event)
    },
    [elementProps, text],
  )

  return (
    <Stack space={2}>
      <TextInput
        {...elementProps}
        type="text"
        inputMode="decimal"
        prefix={
          <Text muted size={1} style={{paddingLeft: 12}}>
            R$
          </Text>
        }
        value={text}
        readOnly={readOnly}
        onChange={handleChange}
        onBlur={handleBlur}
        customValidity={problem ?? undefined}
      />
      {problem ? (
        <Text size={1} style={{color: 'var(--card-badge-critical-fg-color, #c00)'}} role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
