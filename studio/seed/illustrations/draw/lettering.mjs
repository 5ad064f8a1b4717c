// Capital letters drawn as strokes, for the few words the illustrations carry (the badges on
// the about page). Drawn, not typeset: an SVG <text> is drawn with whatever fonts the machine
// rendering it has, and the site's build renders the illustrations where there may be none
// (docs/decisions/0072).
import {group, strokePath} from './svg.mjs'

/** Each letter on a grid 15 high (the cap height) from its top left: its width and its strokes. */
const LETTERS = {
  A: [11, 'M0 15L5.5 0L11 15M2.2 9.5H8.8'],
  C: [10, 'M10 3A5.2 7.5 0 1 0 10 12'],
  D: [10, 'M0 0V15H3.5A6.5 7.5 0 0 0 3.5 0Z'],
  E: [9, 'M9 0H0V15H9M0 7.5H7.5'],
  I: [0, 'M0 0V15'],
  L: [8.5, 'M0 0V15H8.5'],
  N: [10, 'M0 15V0L10 15V0'],
  O: [11, 'M5.5 0A5.5 7.5 0 1 1 5.5 15A5.5 7.5 0 1 1 5.5 0Z'],
  R: [10, 'M0 15V0H5.5A4 4 0 0 1 5.5 8H0M5 8L10 15'],
  V: [11, 'M0 0L5.5 15L11 0'],
}

/** Marks over or under a letter: the tilde and the cedilla. */
const MARKS = {
  Ã: ['A', 'M2.5-3.5Q4-6 5.5-4.5T8.5-5.5'],
  Ç: ['C', 'M5.6 15L5 17.5Q8 17.5 7.5 19.5Q7 21 4 20.5'],
}

/**
 * `word` in capitals, centred on x, standing on the baseline y, `height` tall, in `colour`,
 * its letters spaced to fill `width`.
 * @param {number} x
 * @param {number} y
 * @param {string} word
 * @param {{height: number, width: number, colour: string, weight?: number}} options
 */
export function lettering(x, y, word, {height, width, colour, weight = 3}) {
  const glyphs = [...word].map((letter) => {
    const [base, mark] = MARKS[letter] ?? [letter, '']
    const shape = LETTERS[base]
    if (!shape) throw new Error(`No drawn letter for "${letter}"`)
    return {width: shape[0], d: shape[1] + mark}
  })
  const scale = height / 15
  const inked = glyphs.reduce((sum, glyph) => sum + glyph.width, 0)
  // What the letters leave of the width is shared between them, as the gaps.
  const gap = glyphs.length > 1 ? (width / scale - inked) / (glyphs.length - 1) : 0
  let at = 0
  const letters = glyphs.map((glyph) => {
    const drawn = group({transform: `translate(${round(at)} 0)`}, strokePath(glyph.d, colour, weight / scale))
    at += glyph.width + gap
    return drawn
  })
  const left = x - width / 2
  return group(
    {
      transform: `translate(${round(left)} ${round(y - height)}) scale(${round(scale, 100)})`,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    letters,
  )
}

const round = (value, by = 10) => Math.round(value * by) / by
