import {Flex, Text} from '@sanity/ui'
import type {StringInputProps} from 'sanity'

/**
 * The field's own input with a counter under it ("128/160 caracteres"), red past `max`: the
 * editor sees how much room is left while typing, not only once the rule refuses it.
 */
export function countedTextInput(max: number) {
  return function CountedTextInput(props: StringInputProps) {
    const length = [...(props.value ?? '')].length
    const over = length > max
    return (
      <>
        {props.renderDefault(props)}
        <Flex justify="flex-end" paddingTop={2}>
          <Text size={1} muted={!over} weight={over ? 'semibold' : 'regular'} style={over ? {color: '#c3362b'} : undefined}>
            {length}/{max} caracteres
          </Text>
        </Flex>
      </>
    )
  }
}
