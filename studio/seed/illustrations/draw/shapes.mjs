// The small shapes the plants are made of (leaves, fruits, petals): each drawn once per file
// that uses it, in <defs>, and placed with <use>, hundreds of times in some files.
import {COLOUR} from './paint.mjs'
import {define} from './scene.mjs'
import {element, polygon, transform, twoDecimals} from './svg.mjs'

/** @typedef {{id: string, markup: () => string}} Shape */

// Leaf shapes are 100 long, with their base at the origin and their tip towards +x.
const LEAF_LENGTH = 100
const VEIN = '<path d="M6 0Q50-3 92 0" fill="none" stroke="#fff" stroke-opacity=".32" stroke-width="4"/>'

/**
 * A leaf's outline, from the widths along its length.
 * @param {number} halfWidth at the widest
 * @param {number} taper the exponent that moves the widest part towards the base (below 1) or the tip
 * @param {number} [wobble] how much the edge waves, as a share of the width
 * @param {boolean} [toothed] every other point drawn in, for a serrated edge
 */
function leafOutline(halfWidth, taper, wobble = 0, toothed = false) {
  const STEPS = 18
  /** @type {[number, number][]} */
  const upperEdge = []
  /** @type {[number, number][]} */
  const lowerEdge = []
  for (let i = 1; i < STEPS; i++) {
    const along = i / STEPS
    // How far the edge is from the midrib here.
    let edge = halfWidth * Math.pow(Math.sin(Math.PI * Math.pow(along, taper)), 0.9)
    if (wobble) edge *= 1 + wobble * Math.sin(along * Math.PI * 11)
    if (toothed) edge *= i % 2 ? 1 : 0.86
    upperEdge.push([LEAF_LENGTH * along, -edge])
    lowerEdge.unshift([LEAF_LENGTH * along, edge])
  }
  return polygon([[0, 0], ...upperEdge, [LEAF_LENGTH, 0], ...lowerEdge])
}

/**
 * @param {string} id short: files repeat it hundreds of times
 * @param {() => string} content
 * @returns {Shape}
 */
const shape = (id, content) => ({id, markup: () => `<g id="${id}">${content()}</g>`})

/**
 * Defines the shape in the scene, once, and gives back its id.
 * @param {Shape} shape
 */
const defineShape = ({id, markup}) => define(id, markup)

/** @type {Shape} */
const PLAIN_LEAF = {id: 'lf', markup: () => '<path id="lf" d="M0 0C25-20 70-22 100 0C70 22 25 20 0 0Z"/>'}
const TOOTHED_LEAF = shape('ml', () => `<path d="${leafOutline(26, 0.75, 0, true)}"/>${VEIN}`)
const VEINED_LEAF = shape('lv', () => `<use href="#${defineShape(PLAIN_LEAF)}"/>${VEIN}`)
const STRAWBERRY_SEEDS = [
  [-4, 5],
  [3, 4],
  [-1, 10],
  [5, 11],
  [-6, 12],
  [1, 16],
]

export const SHAPE = {
  veinedLeaf: VEINED_LEAF,
  /** Basil's. */
  broadLeaf: shape('bl', () => `<path d="M0 0C12-36 72-40 100 0C72 38 12 34 0 0Z"/>${VEIN}`),
  /** Mint's and the tomato's. */
  toothedLeaf: TOOTHED_LEAF,
  /** Lettuce's. */
  ruffledLeaf: shape('rl', () => `<path d="${leafOutline(36, 0.9, 0.09)}"/>${VEIN}`),
  /** Three toothed leaves from one point: the strawberry plant's. */
  trefoil: shape('tl', () => {
    const leaf = defineShape(TOOTHED_LEAF)
    return `<use href="#${leaf}" transform="rotate(-48) scale(.8)"/><use href="#${leaf}"/><use href="#${leaf}" transform="rotate(48) scale(.8)"/>`
  }),
  /** Three veined leaves from one point: the hop's. */
  hopLeaves: shape('hl', () => {
    const leaf = defineShape(VEINED_LEAF)
    return `<use href="#${leaf}" transform="rotate(-45) scale(.75)"/><use href="#${leaf}" transform="rotate(45) scale(.75)"/><use href="#${leaf}"/>`
  }),
  /** Red unless filled otherwise: 20 across, centred on the origin. */
  tomato: shape(
    'tm',
    () =>
      '<circle r="10"/><ellipse cx="-3.5" cy="-3.5" rx="3" ry="2" fill="#fff" fill-opacity=".45"/>' +
      `<path d="M-6-9L-1-7.5L0-12L1.5-7.5L6-9L2-6.5H-2Z" fill="${COLOUR.darkGreen}"/>`,
  ),
  /** Hanging from the origin, 24 long. */
  strawberry: shape(
    'sb',
    () =>
      `<path d="M0-2C-11-2-13 8-8 15C-5 19-2 22 0 22C2 22 5 19 8 15C13 8 11-2 0-2Z" fill="${COLOUR.red}"/>` +
      STRAWBERRY_SEEDS.map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="1" ry="1.5" fill="${COLOUR.sand}"/>`).join('') +
      `<path d="M-8-3L-2-2L0-8L2-2L8-3L3 1H-3Z" fill="${COLOUR.darkGreen}"/>` +
      '<ellipse cx="-4" cy="4" rx="2" ry="3.5" fill="#fff" fill-opacity=".3"/>',
  ),
  /** A flower's five petals, reaching 18 from the centre at the origin. */
  fivePetals: shape('f5', () =>
    [0, 72, 144, 216, 288].map((angle) => `<ellipse cy="-9" rx="6" ry="9" transform="rotate(${angle})"/>`).join(''),
  ),
  /** Hanging from the origin, 42 long. */
  hopCone: shape(
    'hc',
    () =>
      `<path d="M0 0C-12 8-13 30 0 42C13 30 12 8 0 0Z" fill="${COLOUR.paleGreen}"/>` +
      [8, 16, 24, 32]
        .map(
          (y) =>
            `<path d="M-10 ${y}Q-5 ${y + 7} 0 ${y + 3}Q5 ${y + 7} 10 ${y}" fill="none" stroke="${COLOUR.brightGreen}" stroke-width="1.6"/>`,
        )
        .join(''),
  ),
}

/**
 * A shape placed, turned (degrees) and scaled.
 * @param {Shape} shape
 * @param {number} x
 * @param {number} y
 * @param {number} [rotation]
 * @param {number} [scale]
 * @param {string} [fill]
 */
export const useShape = (shape, x, y, rotation = 0, scale = 1, fill) =>
  element('use', {href: '#' + defineShape(shape), transform: transform(x, y, rotation, scale), fill})

/**
 * A leaf placed: whole units of position and angle are enough for leaves, and make the
 * files smaller.
 * @param {Shape} shape
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {number} scale
 * @param {string} [fill]
 */
const leafUse = (shape, x, y, angle, scale, fill) =>
  element('use', {
    href: '#' + defineShape(shape),
    transform: `translate(${Math.round(x)} ${Math.round(y)})rotate(${Math.round(angle)})scale(${twoDecimals(scale)})`,
    fill,
  })

/**
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} angle degrees, 0 pointing right
 * @param {string} fill
 * @param {Shape} [shape]
 */
export const leaf = (x, y, length, angle, fill, shape = SHAPE.veinedLeaf) =>
  leafUse(shape, x, y, angle, length / LEAF_LENGTH, fill)

/** @typedef {[x: number, y: number, length: number, angle: number, fill: string, shape: Shape]} Leaf */

/**
 * Many leaves, gathered in one group per colour (smaller files than a fill on each).
 * @param {Leaf[]} list
 */
export function leaves(list) {
  /** @type {Map<string, string>} */
  const byColour = new Map()
  for (const [x, y, length, angle, fill, shape] of list) {
    byColour.set(fill, (byColour.get(fill) ?? '') + leafUse(shape, x, y, angle, length / LEAF_LENGTH))
  }
  return [...byColour].map(([fill, uses]) => `<g fill="${fill}">${uses}</g>`).join('')
}
