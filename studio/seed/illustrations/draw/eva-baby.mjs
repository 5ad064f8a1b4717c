// EVA Baby, the company's wall-mounted garden: a white panel with three planters, a water
// level window at the bottom and an LED grow bar over the top.
import {COLOUR, linearGradient, pinkHalo} from './paint.mjs'
import {plant} from './plants.mjs'
import {url} from './scene.mjs'
import {circle, ellipse, group, oneDecimal, path, pathData, polygon, rect, strokePath, transform} from './svg.mjs'

/** @typedef {import('./plants.mjs').PlantKind} PlantKind */
/** @typedef {[kind: PlantKind, x: number, scale: number][]} Planter what grows in one planter, x from the panel's middle */

/**
 * One planter's plants, each [kind, x, scale]. A call rather than a nested array literal,
 * which the formatter would spread over a line a bracket, so that a planter reads as one line.
 * @param {...[kind: PlantKind, x: number, scale: number]} plants
 * @returns {Planter}
 */
export const planterOf = (...plants) => plants

/** @type {Planter[]} */
const HERB_PLANTERS = [
  planterOf(['basil', -44, 1.25], ['mint', 44, 1.15]),
  planterOf(['chives', -44, 1.15], ['basil', 42, 1.2]),
  planterOf(['mint', -42, 1.1], ['lettuce', 44, 1.15]),
]
/** Where each planter's soil is, down the panel. */
const PLANTER_Y = [62, 172, 282]

/** The grow bar's light on the panel: faint magenta, gone by a third of the way down. */
const panelGlow = () =>
  linearGradient('ge', [
    [0, COLOUR.magenta, 0.24],
    [0.3, COLOUR.violet, 0.06],
    [1, COLOUR.violet, 0],
  ])

/**
 * EVA Baby from the front. (x, y) is the top middle of its panel, which is 200 × 380 before
 * scaling.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {{black?: boolean, planters?: Planter[], glow?: number, halo?: boolean, shadow?: boolean, bar?: boolean}} [options]
 *   `black`: the all-black model; `glow`: how bright the light is, 0 for off; `halo`: the light's
 *   glow around the panel; `bar`: the grow bar and its arms
 */
export function evaBaby(
  x,
  y,
  scale,
  {black = false, planters = HERB_PLANTERS, glow = 1, halo = true, shadow = true, bar = true} = {},
) {
  const body = black ? '#2a2c2e' : '#fbfaf6'
  const lip = black ? '#1d1f21' : '#f0eee6'
  const edge = black ? '#3a3d40' : '#e3dfd4'
  let markup = ''
  if (halo && glow) markup += ellipse(0, 90, 230, 270, url(pinkHalo()), {opacity: 0.5 * glow})
  if (shadow) markup += rect(-92, 12, 200, 380, '#000', {rx: 18, 'fill-opacity': 0.13})
  markup += rect(-100, 0, 200, 380, body, {rx: 16, stroke: edge, 'stroke-width': 2})
  if (bar) {
    markup +=
      rect(-74, -40, 9, 44, body, {stroke: edge, 'stroke-width': 1.5}) +
      rect(65, -40, 9, 44, body, {stroke: edge, 'stroke-width': 1.5})
  }
  // The light behind the plants (so their green stays clean), tinting the panel.
  if (bar && glow) markup += path('M-104-26H104L150 330H-150Z', url(panelGlow()), {opacity: Math.min(1, 1.6 * glow)})
  planters.forEach((plants, i) => {
    const soilY = PLANTER_Y[i]
    markup += rect(-86, soilY - 9, 172, 14, black ? '#121314' : '#3b2a1e', {rx: 6})
    for (const [kind, plantX, plantScale] of plants) markup += plant(kind, plantX, soilY, plantScale)
    markup += path(
      pathData`M-92 ${soilY}H92V${soilY + 32}Q92 ${soilY + 50} 74 ${soilY + 50}H-74Q-92 ${soilY + 50} -92 ${soilY + 32}Z`,
      lip,
      {stroke: edge, 'stroke-width': 1.5},
    )
    markup += rect(-80, soilY + 3, 160, 4, '#fff', {'fill-opacity': black ? 0.08 : 0.7, rx: 2})
  })
  // The water level.
  markup += rect(-34, 350, 68, 14, black ? '#111' : '#e4ecee', {rx: 7}) + rect(-31, 353, 40, 8, COLOUR.water, {rx: 4})
  if (bar) {
    if (glow) markup += ellipse(0, -26, 110, 13, url(pinkHalo()), {opacity: 0.55 * glow})
    markup += rect(-112, -52, 224, 24, body, {rx: 12, stroke: edge, 'stroke-width': 1.5})
    markup += rect(-100, -32, 200, 6, glow ? '#f7d3f4' : '#ddd', {rx: 3})
    // The LEDs, dots as lines of no length with round caps, and the power light.
    let leds = ''
    for (let i = 0; i < 12; i++) leds += pathData`M${-88 + i * 16} -29h0`
    markup += strokePath(leds, glow ? COLOUR.magenta : '#bbb', 4)
    markup += circle(96, -40, 3, glow ? COLOUR.green : '#999')
  }
  return group({transform: transform(x, y, 0, scale)}, markup)
}

/**
 * EVA Baby in three-quarter view, from the right and a little above: the front turned away,
 * a thin side, the top, the grow bar standing out in front and the wall rail showing behind.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function evaBabyThreeQuarters(x, y, scale) {
  // Front-view coordinates (x, y) and depth z (1: the wall, negative: out in front) projected:
  // the front narrowed and sheared down to the right, depth going up and to the right.
  const narrowing = 0.8
  const shear = 0.08
  const depthX = 22
  const depthY = -14
  /**
   * @param {number} px
   * @param {number} py
   * @param {number} z
   * @returns {[number, number]}
   */
  const project = (px, py, z) => [narrowing * px + depthX * z, py + shear * px + depthY * z]
  const face = (/** @type {[number, number, number][]} */ ...corners) => polygon(corners.map((corner) => project(...corner)))
  const at = (/** @type {number} */ px, /** @type {number} */ py, /** @type {number} */ z) =>
    project(px, py, z).map(oneDecimal).join(' ')
  let markup = ellipse(20, 170, 250, 300, url(pinkHalo()), {opacity: 0.4})
  // The wall rail, and the panel's shadow on the wall.
  markup +=
    path(face([-90, 22, 1], [150, 22, 1], [150, 50, 1], [-90, 50, 1]), '#cfc9bb') + circle(...project(132, 36, 1), 5, '#8e9a95')
  markup += path(face([100, 8, 1], [100, 388, 1], [60, 400, 1], [60, 8, 1]), '#000', {'fill-opacity': 0.06})
  // The side and the top.
  markup += path(face([100, 6, 0], [100, 6, 1], [100, 374, 1], [100, 374, 0]), '#dcd7cb')
  markup += path(face([-94, 0, 0], [94, 0, 0], [94, 0, 1], [-94, 0, 1]), '#f1eee6')
  markup += group(
    {transform: `matrix(${narrowing} ${shear} 0 1 0 0)`},
    evaBaby(0, 0, 1, {bar: false, halo: false, shadow: false, glow: 0}),
  )
  // The grow bar: its arms, its light, then the bar itself (side, top, front, LED strip).
  markup += strokePath(`M${at(-60, 0, 0.5)}L${at(-60, -40, -0.6)}M${at(60, 0, 0.5)}L${at(60, -40, -0.6)}`, '#e3dfd4', 8)
  markup += path(face([-100, -28, -0.8], [100, -28, -0.8], [150, 330, -0.8], [-140, 330, -0.8]), url(panelGlow()))
  markup += ellipse(...project(0, -26, -0.8), 100, 18, url(pinkHalo()), {opacity: 0.7})
  markup += path(face([112, -52, -0.8], [112, -52, -0.2], [112, -28, -0.2], [112, -28, -0.8]), '#dcd7cb')
  markup += path(face([-112, -52, -0.8], [112, -52, -0.8], [112, -52, -0.2], [-112, -52, -0.2]), '#f1eee6')
  markup += path(face([-112, -52, -0.8], [112, -52, -0.8], [112, -28, -0.8], [-112, -28, -0.8]), '#fbfaf6', {
    stroke: '#e3dfd4',
    'stroke-width': 1.5,
  })
  markup += path(face([-100, -32, -0.8], [100, -32, -0.8], [100, -27, -0.8], [-100, -27, -0.8]), '#f7d3f4')
  return group({transform: transform(x, y, 0, scale)}, markup)
}
