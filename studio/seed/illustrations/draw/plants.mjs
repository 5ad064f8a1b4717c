// Plants, trees and a living wall. Each kind of plant is drawn once per file, at the origin
// and unscaled, and placed with <use> wherever it grows.
import {COLOUR} from './paint.mjs'
import {between, define, pickOne, random, url} from './scene.mjs'
import {leaf, leaves, SHAPE, useShape} from './shapes.mjs'
import {circle, element, oneDecimal, path, pathData, rect, strokePath, twoDecimals} from './svg.mjs'

/** @typedef {import('./shapes.mjs').Leaf} Leaf */
/** @typedef {import('./shapes.mjs').Shape} Shape */

/**
 * A point on a quadratic Bézier curve (one coordinate).
 * @param {number} along 0 at the start, 1 at the end
 * @param {number} start
 * @param {number} control
 * @param {number} end
 */
const onCurve = (along, start, control, end) =>
  (1 - along) * (1 - along) * start + 2 * (1 - along) * along * control + along * along * end

/**
 * A plant of stems with pairs of leaves along them (basil, mint), from its foot at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {{leafShape?: Shape, greens: string[], stems?: number, leafPairs?: number, height?: number, spread?: number, leafLength?: number, stemColour?: string}} options
 */
export function stemPlant(
  x,
  y,
  scale,
  {
    leafShape = SHAPE.broadLeaf,
    greens,
    stems = 3,
    leafPairs = 3,
    height = 90,
    spread = 26,
    leafLength = 34,
    stemColour = COLOUR.darkGreen,
  },
) {
  let stemData = ''
  /** @type {Leaf[]} */
  const leafList = []
  for (let j = 0; j < stems; j++) {
    // From -1 (the leftmost stem) to 1: the outer stems lean out and stay lower.
    const side = (j / (stems - 1) - 0.5) * 2
    const tipX = x + (side * spread + between(-4, 4)) * scale
    const tipY = y - height * scale * (1 - 0.22 * Math.abs(side)) * between(0.9, 1.05)
    const controlX = x + side * spread * 0.2 * scale
    const controlY = y - height * scale * 0.5
    stemData += pathData`M${x + side * 3 * scale} ${y}Q${controlX} ${controlY} ${tipX} ${tipY}`
    const angle = (Math.atan2(tipY - y, tipX - x) * 180) / Math.PI
    for (let i = 1; i <= leafPairs; i++) {
      const along = 0.15 + (0.8 * i) / (leafPairs + 0.3)
      const pairX = onCurve(along, x, controlX, tipX)
      const pairY = onCurve(along, y, controlY, tipY)
      // Smaller towards the tip.
      const length = leafLength * scale * (1.15 - 0.45 * (i / leafPairs)) * between(0.9, 1.1)
      leafList.push(
        [pairX, pairY, length, angle - between(48, 72), pickOne(greens), leafShape],
        [pairX, pairY, length, angle + between(48, 72), pickOne(greens), leafShape],
      )
    }
    leafList.push(
      [tipX, tipY, leafLength * scale * 0.5, angle - 22, pickOne(greens), leafShape],
      [tipX, tipY, leafLength * scale * 0.5, angle + 22, pickOne(greens), leafShape],
    )
  }
  return strokePath(stemData, stemColour, 2.6 * scale) + leaves(leafList)
}

/**
 * A curved blade, wide at its foot (x, y) and pointed at its tip (chives, grass, snake plant).
 * @param {number} x
 * @param {number} y
 * @param {number} length
 * @param {number} angle degrees, -90 pointing up
 * @param {number} bend how far its middle leaves the straight line, sideways
 * @param {number} width
 * @param {string} fill
 */
export function blade(x, y, length, angle, bend, width, fill) {
  const radians = (angle * Math.PI) / 180
  const alongX = Math.cos(radians)
  const alongY = Math.sin(radians)
  const acrossX = -alongY
  const acrossY = alongX
  const middleX = x + alongX * length * 0.5 + acrossX * bend
  const middleY = y + alongY * length * 0.5 + acrossY * bend
  const tipX = x + alongX * length
  const tipY = y + alongY * length
  const half = width / 2
  return path(
    pathData`M${x - acrossX * half} ${y - acrossY * half}Q${middleX - acrossX * half * 0.7} ${middleY - acrossY * half * 0.7} ${tipX} ${tipY}Q${middleX + acrossX * half * 0.7} ${middleY + acrossY * half * 0.7} ${x + acrossX * half} ${y + acrossY * half}Z`,
    fill,
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string} fill the petals'
 */
export const flower = (x, y, radius, fill) =>
  useShape(SHAPE.fivePetals, x, y, between(0, 70), radius / 15, fill) + circle(x, y, radius * 0.32, '#f4d35e')

// The plants drawn once per file: foot at the origin, growing up (-y).

const drawBasil = () =>
  stemPlant(0, 0, 1, {greens: [COLOUR.brightGreen, COLOUR.lightGreen, '#9fd27a'], leafLength: 36, height: 86})

const drawMint = () =>
  stemPlant(0, 0, 1, {
    leafShape: SHAPE.toothedLeaf,
    greens: [COLOUR.darkGreen, COLOUR.green, '#3f8f55'],
    leafLength: 28,
    height: 92,
    spread: 30,
    stemColour: COLOUR.deepGreen,
  })

function drawChives() {
  let markup = ''
  const tips = []
  for (let i = 0; i < 15; i++) {
    const angle = -90 + between(-24, 24)
    const length = between(62, 100)
    markup += blade(between(-9, 9), 0, length, angle, between(-8, 8), 4, i % 2 ? COLOUR.green : COLOUR.darkGreen)
    tips.push([Math.cos((angle * Math.PI) / 180) * length, Math.sin((angle * Math.PI) / 180) * length])
  }
  // Two of the blades flower.
  for (const [x, y] of [tips[0], tips[5]]) {
    markup += circle(x, y, 8, COLOUR.lilac) + circle(x - 2, y - 2.5, 3.5, '#d4b8f5')
  }
  return markup
}

function drawLettuce() {
  /** @type {Leaf[]} */
  const leafList = []
  // Rings of leaves, from the outer (longest, darkest) in.
  const rings = [
    {from: -172, to: -8, step: 18, length: 52, colour: '#5fa84e'},
    {from: -150, to: -30, step: 24, length: 44, colour: COLOUR.lightGreen},
    {from: -122, to: -58, step: 22, length: 32, colour: '#b8e08e'},
  ]
  for (const {from, to, step, length, colour} of rings) {
    for (let angle = from; angle <= to; angle += step) {
      leafList.push([0, -4, length * between(0.9, 1.08), angle + between(-4, 4), colour, SHAPE.ruffledLeaf])
    }
  }
  return leaves(leafList)
}

/** The stake's height: a tomato plant is scaled from it. */
const TOMATO_HEIGHT = 220

function drawTomato() {
  const stake = rect(-3, -TOMATO_HEIGHT, 6, TOMATO_HEIGHT, '#a0703f', {rx: 2})
  let stemData = 'M0 0'
  let ties = ''
  /** @type {Leaf[]} */
  const leafList = []
  let fruit = ''
  const nodes = Math.floor(TOMATO_HEIGHT / 28)
  for (let i = 1; i <= nodes; i++) {
    const nodeY = -(i * 28)
    // The stem zigzags up the stake.
    const side = i % 2 ? 1 : -1
    stemData += pathData`Q${side * 12} ${nodeY + 14} ${side * 3} ${nodeY}`
    leafList.push([
      side * 3,
      nodeY,
      30,
      side > 0 ? between(-40, -10) : between(190, 220),
      pickOne([COLOUR.darkGreen, COLOUR.green]),
      SHAPE.toothedLeaf,
    ])
    leafList.push([
      side * 3,
      nodeY + 4,
      22,
      side > 0 ? between(175, 200) : between(-20, 5),
      pickOne([COLOUR.green, COLOUR.brightGreen]),
      SHAPE.toothedLeaf,
    ])
    // A truss every other node but the top one; the last tomato of the highest is ripening.
    if (i % 2 === 0 && i < nodes) {
      const trussX = -side * 14
      const count = 2 + Math.floor(random() * 2)
      for (let k = 0; k < count; k++) {
        const colour = k === count - 1 && i > nodes - 2 ? '#e07b39' : COLOUR.red
        fruit += useShape(SHAPE.tomato, trussX + (k % 2) * 13 * -side, nodeY + 10 + k * 11, 0, between(0.95, 1.15), colour)
      }
    }
    ties += pathData`M-4 ${nodeY + 6}h8`
  }
  return stake + strokePath(ties, COLOUR.sand, 1.5) + strokePath(stemData, COLOUR.darkGreen, 3.5) + leaves(leafList) + fruit
}

function drawStrawberryPlant() {
  let leafMarkup = ''
  let stemData = ''
  for (let i = 0; i < 5; i++) {
    const angle = -150 + i * 30 + between(-6, 6)
    const length = between(40, 55)
    const endX = Math.cos((angle * Math.PI) / 180) * length
    const endY = Math.sin((angle * Math.PI) / 180) * length
    stemData += pathData`M0 0L${endX} ${endY}`
    leafMarkup += useShape(SHAPE.trefoil, endX, endY, angle, 0.3, pickOne([COLOUR.green, COLOUR.brightGreen]))
  }
  let markup = strokePath(stemData, COLOUR.darkGreen, 2) + leafMarkup
  for (let i = 0; i < 3; i++) {
    const berryX = (i - 1) * 24
    const berryY = -between(26, 34)
    markup +=
      strokePath(pathData`M0 -30Q${berryX} -46 ${berryX} ${berryY}`, COLOUR.green, 1.5) +
      useShape(SHAPE.strawberry, berryX, berryY, between(-10, 10), between(0.8, 1.05))
  }
  return markup
}

/** @param {string[]} [colours] the flowers' */
function drawFlowers(colours = ['#f28fb1', COLOUR.cream, COLOUR.lilac]) {
  let markup = ''
  for (let i = 0; i < 6; i++) {
    markup += blade(
      between(-8, 8),
      0,
      between(30, 45),
      -90 + between(-60, 60),
      between(-6, 6),
      9,
      pickOne([COLOUR.green, COLOUR.brightGreen]),
    )
  }
  for (let i = 0; i < 4; i++) {
    const x = between(-26, 26)
    const y = -between(40, 70)
    markup += strokePath(pathData`M0 0Q${x} -20 ${x} ${y}`, COLOUR.darkGreen, 2) + flower(x, y, between(9, 12), pickOne(colours))
  }
  return markup
}

function drawSnakePlant() {
  let markup = ''
  for (let i = 0; i < 7; i++) {
    markup += blade(
      (i - 3) * 7,
      0,
      between(80, 130),
      -90 + (i - 3) * 5 + between(-3, 3),
      between(-5, 5),
      16,
      i % 2 ? COLOUR.deepGreen : COLOUR.darkGreen,
    )
  }
  return markup
}

function drawSpiderPlant() {
  let markup = ''
  for (let i = 0; i < 12; i++) {
    const angle = -170 + (i * 160) / 11 + between(-5, 5)
    // The blades arch outwards, away from the middle.
    markup += blade(
      0,
      0,
      between(50, 75),
      angle,
      (angle < -90 ? -1 : 1) * between(8, 16),
      7,
      i % 2 ? COLOUR.brightGreen : COLOUR.lightGreen,
    )
  }
  return markup
}

const drawSeedling = () =>
  strokePath('M0 0Q-3 -20 0 -34', COLOUR.green, 3) +
  leaf(0, -33, 24, -160, COLOUR.brightGreen, SHAPE.broadLeaf) +
  leaf(0, -33, 26, -25, COLOUR.lightGreen, SHAPE.broadLeaf)

const PLANTS = {
  basil: drawBasil,
  mint: drawMint,
  chives: drawChives,
  lettuce: drawLettuce,
  strawberry: drawStrawberryPlant,
  flowers: drawFlowers,
  snake: drawSnakePlant,
  spider: drawSpiderPlant,
  seedling: drawSeedling,
  tomato: drawTomato,
}

/** @typedef {keyof typeof PLANTS} PlantKind */

/**
 * A short, stable tag for a set of colours, to tell the symbols drawn in each apart.
 * @param {string[]} colours
 */
const coloursTag = (colours) =>
  Math.abs([...String(colours)].reduce((hash, character) => (hash * 33 + character.charCodeAt(0)) | 0, 5381))
    .toString(36)
    .slice(0, 4)

/**
 * Defines a group drawn once per file, to be placed with `placeGroup`.
 * @param {string} id
 * @param {() => string} draw
 */
const defineGroup = (id, draw) => define(id, () => `<g id="${id}">${draw()}</g>`)

/**
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {number} [scale]
 * @param {boolean} [mirrored] flipped left to right
 */
function placeGroup(id, x, y, scale = 1, mirrored = false) {
  let placement = `translate(${oneDecimal(x)} ${oneDecimal(y)})`
  // Mirrored, the horizontal factor is negative, so both are written.
  if (mirrored) placement += ` scale(-${twoDecimals(scale)} ${twoDecimals(scale)})`
  else if (scale !== 1) placement += ` scale(${twoDecimals(scale)})`
  return element('use', {href: '#' + id, transform: placement})
}

/**
 * A plant from its foot at (x, y), `scale` times its drawn size, facing either way.
 * @param {PlantKind} kind
 * @param {number} x
 * @param {number} y
 * @param {number} [scale]
 * @param {string[]} [colours] the flowers' (kind `flowers` only)
 */
export function plant(kind, x, y, scale = 1, colours) {
  // A draw for the plant's variant, of which each kind has one (the 0 in the id). It stays
  // because without it the rest of the sequence, and so the files, would change.
  random()
  const id = defineGroup(`p${kind.slice(0, 3)}0${colours ? coloursTag(colours) : ''}`, () => PLANTS[kind](colours))
  return placeGroup(id, x, y, scale, random() < 0.5)
}

/**
 * A tomato plant on its stake, `height` tall times `scale`.
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {number} scale
 */
export const tomato = (x, y, height, scale) => plant('tomato', x, y, (height / TOMATO_HEIGHT) * scale)

/**
 * A row of plants of one kind, spread evenly from `fromX` to `toX`, each a little different.
 * @param {PlantKind} kind
 * @param {number} fromX
 * @param {number} toX
 * @param {number} y
 * @param {number} [scale]
 * @param {number} [count] one every 70 units (times the scale) unless given
 */
export function plantRow(kind, fromX, toX, y, scale = 1, count) {
  let markup = ''
  const plants = count || Math.max(1, Math.round((toX - fromX) / (70 * scale)))
  for (let i = 0; i < plants; i++) {
    markup += plant(kind, fromX + ((i + 0.5) * (toX - fromX)) / plants + between(-4, 4), y, scale * between(0.9, 1.08))
  }
  return markup
}

const TREE_HEIGHT = 150
const BUSH_RADIUS = 20
const TREE_GREENS = [COLOUR.darkGreen, COLOUR.green, COLOUR.brightGreen]

/** @param {string[]} greens dark, middle and light: the crown's shadow, body and highlights */
function drawTree(greens) {
  const h = TREE_HEIGHT
  const r = h * 0.32
  return (
    path(pathData`M-5 0L-3 ${-h * 0.6}H3L5 0Z`, COLOUR.brown) +
    circle(-r * 0.5, -h * 0.62, r * 0.7, greens[0]) +
    circle(r * 0.55, -h * 0.6, r * 0.68, greens[0]) +
    circle(0, -h * 0.8, r * 0.85, greens[1]) +
    circle(-r * 0.3, -h * 0.9, r * 0.35, greens[2]) +
    circle(r * 0.3, -h * 0.7, r * 0.25, greens[2])
  )
}

/** @param {string[]} greens dark, middle and light */
function drawBush(greens) {
  const r = BUSH_RADIUS
  return (
    circle(-r * 0.55, -r * 0.55, r * 0.6, greens[0]) +
    circle(r * 0.55, -r * 0.5, r * 0.62, greens[0]) +
    circle(0, -r * 0.85, r * 0.75, greens[1]) +
    circle(-r * 0.2, -r * 1.05, r * 0.35, greens[2]) +
    circle(r * 0.35, -r * 0.75, r * 0.22, greens[2])
  )
}

/**
 * A tree standing at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {string[]} [greens]
 */
export const tree = (x, y, height, greens = TREE_GREENS) =>
  placeGroup(
    defineGroup('tr' + coloursTag(greens), () => drawTree(greens)),
    x,
    y,
    height / TREE_HEIGHT,
  )

/**
 * A round bush sitting at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} radius
 * @param {string[]} [greens]
 */
export const bush = (x, y, radius, greens = TREE_GREENS) =>
  placeGroup(
    defineGroup('bu' + coloursTag(greens), () => drawBush(greens)),
    x,
    y,
    radius / BUSH_RADIUS,
  )

/**
 * A vine hanging from (x, y), leaves on alternate sides.
 * @param {number} x
 * @param {number} y
 * @param {number} length
 */
export function trailingVine(x, y, length) {
  let markup = strokePath(pathData`M${x} ${y}Q${x + 8} ${y + length * 0.5} ${x - 4} ${y + length}`, COLOUR.darkGreen, 1.6)
  for (let i = 1; i <= length / 14; i++) {
    markup += leaf(
      x + (i % 2 ? 2 : -2),
      y + i * 14,
      14,
      i % 2 ? 40 : 140,
      pickOne([COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen]),
      SHAPE.broadLeaf,
    )
  }
  return markup
}

/** The leaves of a living wall, as a pattern that tiles without seams. */
function leafWallPattern() {
  return define('lw', () => {
    const TILE = 70
    let markup = ''
    /** @type {[x: number, y: number, length: number, angle: number, colour: string][]} */
    const wallLeaves = []
    for (let i = 0; i < 15; i++) {
      wallLeaves.push([
        between(0, TILE),
        between(0, TILE),
        between(16, 26),
        between(0, 360),
        pickOne([COLOUR.darkGreen, COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen, '#3f8f55']),
      ])
    }
    // Each leaf is drawn again a tile away wherever it crosses the tile's edge.
    for (const [x, y, length, angle, colour] of wallLeaves) {
      for (const dx of [0, -TILE, TILE]) {
        for (const dy of [0, -TILE, TILE]) {
          const copyX = x + dx
          const copyY = y + dy
          if (copyX > -length && copyX < TILE + length && copyY > -length && copyY < TILE + length) {
            markup += leaf(copyX, copyY, length, angle, colour, SHAPE.broadLeaf)
          }
        }
      }
    }
    return `<pattern id="lw" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse">${markup}</pattern>`
  })
}

/**
 * A panel of leaves (a strip of a building's green façade), with no frame.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export const leafPanel = (x, y, width, height) =>
  rect(x, y, width, height, COLOUR.deepGreen) + rect(x, y, width, height, url(leafWallPattern()))

/**
 * A framed living wall, with flowers here and there unless told otherwise.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export function livingWall(x, y, width, height, {flowers = true} = {}) {
  leafWallPattern()
  let markup =
    rect(x - 8, y - 8, width + 16, height + 16, COLOUR.brown, {rx: 6}) +
    rect(x, y, width, height, COLOUR.deepGreen) +
    rect(x, y, width, height, url('lw'))
  if (flowers) {
    for (let i = 0; i < Math.round((width * height) / 9000); i++) {
      markup += flower(
        x + between(12, width - 12),
        y + between(12, height - 12),
        between(5, 8),
        pickOne([COLOUR.cream, '#f28fb1', COLOUR.lilac, COLOUR.red]),
      )
    }
  }
  return markup
}
