// The site's logo and favicon (written to public/, not to the seed).
import {COLOUR} from '../draw/paint.mjs'
import {group, path, strokePath, text, transform} from '../draw/svg.mjs'

/**
 * The mark: a sprout with two leaves, drawn in a 32 × 32 box.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
const sprout = (x, y, scale) =>
  group(
    {transform: transform(x, y, 0, scale)},
    strokePath('M15.5 31C15.5 25 15 21 16.5 16', COLOUR.deepGreen, 2.6),
    path('M16.5 17C16 8 22 2 31 1.5C31.5 11 25.5 17 16.5 17Z', COLOUR.green),
    // Each leaf's upper half darker.
    path('M16.5 17C16 8 22 2 31 1.5Z', COLOUR.darkGreen),
    path('M15 21C14 14 9 9.5 1.5 10C1.5 17 7 21.5 15 21Z', COLOUR.brightGreen),
    path('M15 21C14 14 9 9.5 1.5 10Z', COLOUR.green),
  )

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const BRAND = [
  {
    name: 'logo',
    width: 200,
    height: 56,
    draw: (scene) => {
      scene.add(sprout(1, 4, 1.5))
      // The words squeezed or stretched to the same width whatever the font.
      scene.add(text(58, 32, 'EVA', 31, COLOUR.deepGreen, {'font-weight': 800, textLength: 68, lengthAdjust: 'spacingAndGlyphs'}))
      scene.add(
        text(59, 49, 'Agricultura Urbana', 12, COLOUR.darkGreen, {
          'font-weight': 600,
          textLength: 124,
          lengthAdjust: 'spacingAndGlyphs',
        }),
      )
    },
  },
  {
    name: 'favicon',
    width: 32,
    height: 32,
    draw: (scene) => scene.add(sprout(0, 0, 1)),
  },
]
