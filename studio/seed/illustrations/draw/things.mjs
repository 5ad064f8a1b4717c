// Things that hold, tend or light the plants, and the rooms they stand in.
import {COLOUR, growLightGlow, linearGradient, radialGradient} from './paint.mjs'
import {between, define, url} from './scene.mjs'
import {leaf} from './shapes.mjs'
import {circle, ellipse, group, path, pathData, rect, strokePath, transform} from './svg.mjs'

/**
 * A flowerpot, narrowing to its foot at (centreX, y).
 * @param {number} centreX
 * @param {number} y
 * @param {number} width at the top
 * @param {number} height
 * @param {string} fill
 * @param {string} [rim] the rim's colour when not the pot's
 */
export function pot(centreX, y, width, height, fill, rim) {
  const foot = width * 0.38
  return (
    path(pathData`M${centreX - width / 2} ${y - height}H${centreX + width / 2}L${centreX + foot} ${y}H${centreX - foot}Z`, fill) +
    // The right half in shade.
    path(pathData`M${centreX} ${y - height}H${centreX + width / 2}L${centreX + foot} ${y}H${centreX}Z`, '#000', {
      'fill-opacity': 0.1,
    }) +
    rect(centreX - width / 2 - width * 0.05, y - height - height * 0.06, width * 1.1, height * 0.2, rim || fill, {
      rx: height * 0.05,
    }) +
    rect(centreX - width / 2 - width * 0.05, y - height + height * 0.1, width * 1.1, height * 0.04, '#000', {
      'fill-opacity': 0.12,
    })
  )
}

/**
 * A long planter standing on y, with soil showing behind its front and the plants given
 * (`inner`) between the two.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} fill
 * @param {string} [inner]
 */
export const planterBox = (x, y, width, height, fill, inner = '') =>
  rect(x + 4, y - height - 6, width - 8, 10, COLOUR.soil, {rx: 3}) +
  inner +
  rect(x, y - height, width, height, fill, {rx: 3}) +
  rect(x, y - height, width, 5, '#fff', {'fill-opacity': 0.18}) +
  rect(x, y - 5, width, 5, '#000', {'fill-opacity': 0.12})

/**
 * A raised wooden bed standing on y (on legs, when given their length), the plants given
 * (`inner`) growing from its soil.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} [inner]
 */
export function raisedBed(x, y, width, height, inner = '', {legs = 0} = {}) {
  let markup = ellipse(x + width / 2, y + legs + 4, width * 0.55, 9, '#000', {'fill-opacity': 0.12})
  if (legs) markup += rect(x + 10, y, 12, legs, COLOUR.brown) + rect(x + width - 22, y, 12, legs, COLOUR.brown)
  markup += rect(x + 6, y - height - 10, width - 12, 14, COLOUR.soil, {rx: 4}) + inner
  markup += rect(x, y - height, width, height, COLOUR.wood, {rx: 3})
  const planks = height > 60 ? 3 : 2
  let seams = ''
  for (let i = 1; i < planks; i++) seams += pathData`M${x + 3} ${y - (height * i) / planks}H${x + width - 3}`
  markup += strokePath(seams, COLOUR.brown, 2, {'stroke-opacity': 0.45})
  markup += rect(x - 5, y - height - 4, width + 10, 9, COLOUR.lightWood, {rx: 3})
  markup +=
    rect(x, y - height + 5, 10, height - 5, '#000', {'fill-opacity': 0.12}) +
    rect(x + width - 10, y - height + 5, 10, height - 5, '#000', {'fill-opacity': 0.12})
  return markup
}

/**
 * A crate standing on y, heaped with produce: rows of [colour, radius] fruit.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} fill
 * @param {[colour: string, radius: number][]} produce
 */
export function crate(x, y, width, height, fill, produce) {
  let fruit = ''
  for (const [colour, radius] of produce) {
    for (let i = 0; i < Math.floor(width / (radius * 1.8)); i++) {
      fruit += circle(x + radius + 3 + i * radius * 1.8, y - height + 2 + between(-4, 0), radius, colour)
    }
  }
  return (
    fruit +
    rect(x, y - height, width, height, fill, {rx: 2}) +
    strokePath(pathData`M${x} ${y - height * 0.5}H${x + width}`, COLOUR.brown, 2, {'stroke-opacity': 0.5})
  )
}

/**
 * Standing on (x, y), its spout to the left.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {string} fill
 */
export const wateringCan = (x, y, scale, fill) =>
  group(
    {transform: transform(x, y, 0, scale)},
    strokePath('M28-52C40-80 80-80 84-52', fill, 7),
    strokePath('M-26-38L-62-72', fill, 8),
    path('M-74-84L-56-62L-66-56L-84-78Z', fill),
    path('M-32 0H32L38-58H-38Z', fill),
    rect(-40, -64, 80, 10, '#fff', {'fill-opacity': 0.2, rx: 4}),
    path('M6 0H32L38-58H12Z', '#000', {'fill-opacity': 0.1}),
  )

// Garden tools, upright from their foot at (x, y) unless turned (degrees).

/** @param {number} x @param {number} y @param {number} scale @param {number} angle */
export const shovel = (x, y, scale, angle) =>
  group(
    {transform: transform(x, y, angle, scale)},
    rect(-4, -150, 8, 110, COLOUR.lightWood, {rx: 3}),
    path('M-14-160H14V-150H-14Z', COLOUR.steel),
    path('M-16-42H16V-10Q0 14-16-10Z', '#8e9a95'),
  )

/** @param {number} x @param {number} y @param {number} scale @param {number} angle */
export const rake = (x, y, scale, angle) =>
  group(
    {transform: transform(x, y, angle, scale)},
    rect(-3.5, -160, 7, 150, COLOUR.lightWood, {rx: 3}),
    rect(-26, -14, 52, 6, COLOUR.steel, {rx: 2}),
    strokePath('M-22-8V6M-11-8V6M0-8V6M11-8V6M22-8V6', COLOUR.steel, 3.5),
  )

/** @param {number} x @param {number} y @param {number} scale @param {number} angle */
export const trowel = (x, y, scale, angle) =>
  group(
    {transform: transform(x, y, angle, scale)},
    rect(-5, -40, 10, 28, COLOUR.red, {rx: 4}),
    path('M-10-14H10L0 30Z', '#9aa5a0'),
    rect(-2, -16, 4, 6, COLOUR.steel),
  )

/**
 * Open on a table at y, a leaf on its screen.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export const laptop = (x, y, scale) =>
  group(
    {transform: transform(x, y, 0, scale)},
    path('M-48-4H48L56 4H-56Z', '#c9cfcc'),
    rect(-42, -62, 84, 58, '#39423e', {rx: 4}),
    rect(-36, -56, 72, 46, '#eaf4ec'),
    leaf(-8, -24, 24, -50, COLOUR.green) + leaf(-8, -24, 18, -130, COLOUR.brightGreen),
    rect(4, -46, 26, 4, COLOUR.lightGreen, {rx: 2}) +
      rect(4, -38, 20, 4, COLOUR.paleGreen, {rx: 2}) +
      rect(4, -30, 24, 4, COLOUR.paleGreen, {rx: 2}),
  )

/**
 * Centred on (x, y), a checklist on it.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {number} angle
 */
export const clipboard = (x, y, scale, angle) =>
  group(
    {transform: transform(x, y, angle, scale)},
    rect(-20, -28, 40, 54, COLOUR.brown, {rx: 3}),
    rect(-16, -22, 32, 44, '#fff'),
    rect(-8, -31, 16, 8, '#9aa5a0', {rx: 2}),
    strokePath('M-11-12H11M-11-4H11M-11 4H6M-11 12H9', '#9aa5a0', 2),
    strokePath('M-13-13l3 3 5-6', COLOUR.green, 2),
  )

/**
 * A backdrop of one colour lit in the middle: a soft round light, `glow` at its centre, fading
 * to transparent `rim` at the edges. Studio photos and cards share it, each with its own light.
 * @param {number} width
 * @param {number} height
 * @param {string} colour
 * @param {{id: string, glow: string, rim?: string, opacity: number}} light `id`: the gradient's,
 *   `opacity`: the light's
 */
export const litBackdrop = (width, height, colour, {id, glow, rim = glow, opacity}) =>
  rect(0, 0, width, height, colour) +
  rect(
    0,
    0,
    width,
    height,
    url(
      radialGradient(id, [
        [0, glow],
        [1, rim, 0],
      ]),
    ),
    {opacity},
  )

/**
 * The soft shadow under something standing on the floor.
 * @param {number} x
 * @param {number} y
 * @param {number} rx
 * @param {number} ry
 */
export const floorShadow = (x, y, rx, ry) => ellipse(x, y, rx, ry, '#000', {'fill-opacity': 0.14})

/** A grow bar's light in a dark room: brighter and pinker than `growLightGlow`. */
const growLightGlowInTheDark = () =>
  linearGradient('gd', [
    [0, '#ffa6f6', 0.85],
    [0.5, '#d46fe6', 0.45],
    [1, '#b066e8', 0.12],
  ])

/**
 * A horizontal LED grow bar from (x, y), its light falling in a widening beam.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {{glow?: number, spread?: number, body?: string, opacity?: number, cable?: number, dark?: boolean}} [options]
 *   `glow`: how far down the beam reaches (0: off); `spread`: how much wider it gets on each side,
 *   as a share of the width; `cable`: the length of the cables it hangs from (0: none); `dark`: a dark room's light
 */
export function growBar(x, y, width, {glow = 200, spread = 0.25, body = '#2b3230', opacity = 1, cable = 0, dark = false} = {}) {
  const beam = dark ? growLightGlowInTheDark() : growLightGlow()
  let markup = ''
  if (cable) {
    markup += strokePath(pathData`M${x + width * 0.15} ${y}V${y - cable}M${x + width * 0.85} ${y}V${y - cable}`, '#6d7471', 2)
  }
  if (glow) {
    markup += path(
      pathData`M${x} ${y + 8}H${x + width}L${x + width + width * spread} ${y + glow}H${x - width * spread}Z`,
      url(beam),
      {opacity},
    )
  }
  markup += rect(x - 4, y - 6, width + 8, 16, body, {rx: 8})
  markup += rect(x + 4, y + 5, width - 8, 6, '#f7d3f4', {rx: 3})
  // The LEDs: dots, as lines of no length with round caps.
  let leds = ''
  for (let i = 0; i < Math.floor(width / 16); i++) leds += pathData`M${x + 10 + i * 16} ${y + 8}h0`
  markup += strokePath(leds, COLOUR.magenta, 4.5)
  return markup
}

/**
 * A kitchen wall of white tiles, 44 × 22, every other row offset by half a tile.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 */
export function wallTiles(x, y, width, height) {
  define(
    'tl44',
    '<pattern id="tl44" width="44" height="44" patternUnits="userSpaceOnUse">' +
      '<path d="M0 .5H44M0 22.5H44M.5 0V22M22.5 22V44" stroke="#d5ddd6" stroke-width="2" fill="none"/></pattern>',
  )
  return rect(x, y, width, height, '#eef2ee') + rect(x, y, width, height, url('tl44'))
}

/**
 * A wooden floor: planks 180 long in rows `plankHeight` high, staggered.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} [fill]
 * @param {string} [seams]
 * @param {number} [plankHeight]
 */
export function floorPlanks(x, y, width, height, fill = '#d9b48a', seams = '#b8925f', plankHeight = 14) {
  const id = 'pk' + fill.slice(1)
  define(
    id,
    `<pattern id="${id}" width="180" height="${plankHeight * 2}" patternUnits="userSpaceOnUse">` +
      `<path d="M0 .5H180M0 ${plankHeight + 0.5}H180M60 0V${plankHeight}M150 ${plankHeight}V${plankHeight * 2}" stroke="${seams}" stroke-width="1.5" fill="none"/></pattern>`,
  )
  return rect(x, y, width, height, fill) + rect(x, y, width, height, url(id))
}

/**
 * A window seen from inside, with its sill and a curtain drawn to the right; `outside` is
 * what shows through it, cut to the glass.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} outside
 */
export function windowFrame(x, y, width, height, outside) {
  const glass = 'wc' + Math.round(x) + Math.round(y)
  define(glass, `<clipPath id="${glass}">${rect(x, y, width, height)}</clipPath>`)
  return (
    rect(x - 12, y - 12, width + 24, height + 24, '#fbf8f1') +
    group(
      {'clip-path': url(glass)},
      rect(
        x,
        y,
        width,
        height,
        url(
          linearGradient('skw', [
            [0, '#a9d6ea'],
            [1, '#e6f4f9'],
          ]),
        ),
      ),
      outside,
    ) +
    strokePath(pathData`M${x + width / 2} ${y}V${y + height}M${x} ${y + height * 0.45}H${x + width}`, '#fbf8f1', 10) +
    rect(x - 22, y + height + 8, width + 44, 12, '#efe7d6', {rx: 3}) +
    path(pathData`M${x + width + 18} ${y - 26}h46v${height + 60}h-30c-8-60-8-${height * 0.6}-16-${height + 60}Z`, COLOUR.sand) +
    rect(x - 30, y - 30, width + 110, 8, '#9c8a70', {rx: 4})
  )
}
