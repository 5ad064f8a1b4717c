// People and hands, drawn simply: limbs are thick round-capped lines.
import {COLOUR, shade, SKIN_TONES} from './paint.mjs'
import {define} from './scene.mjs'
import {circle, element, group, oneDecimal, path, pathData, rect, strokePath, transform, twoDecimals} from './svg.mjs'

/** @typedef {[number, number]} Point */
/** @typedef {[from: Point, joint: Point, end: Point]} Limb hip, knee, foot or shoulder, elbow, hand */
/** @typedef {{hip: Point, shoulder: Point, legs: [Limb, Limb], arms: [Limb, Limb]}} Pose the back arm first */

/**
 * One limb through its three points. A call rather than a nested array literal, which the
 * formatter would spread over eleven lines, so that a pose reads as one line a limb.
 * @param {Point} from
 * @param {Point} joint
 * @param {Point} end
 * @returns {Limb}
 */
const limb = (from, joint, end) => [from, joint, end]

/**
 * Standing straight, feet apart, the arms' elbows and hands as given (the back arm first): the
 * hips, legs and shoulders every standing pose shares.
 * @param {Point} backElbow
 * @param {Point} backHand
 * @param {Point} frontElbow
 * @param {Point} frontHand
 * @returns {Pose}
 */
export const standing = (backElbow, backHand, frontElbow, frontHand) => ({
  hip: [0, -80],
  shoulder: [0, -138],
  legs: [limb([-6, -80], [-8, -40], [-9, -4]), limb([6, -80], [8, -40], [9, -4])],
  arms: [limb([-2, -132], backElbow, backHand), limb([2, -132], frontElbow, frontHand)],
})

/** Feet at the origin, about 170 tall. @type {Record<string, Pose>} */
export const POSES = {
  stand: standing([-12, -104], [-14, -78], [12, -104], [14, -78]),
  kneel: {
    hip: [0, -54],
    shoulder: [14, -108],
    legs: [limb([0, -54], [-6, -8], [-36, -4]), limb([4, -54], [30, -50], [30, -4])],
    arms: [limb([12, -104], [28, -80], [46, -62]), limb([16, -104], [36, -86], [54, -70])],
  },
  bend: {
    hip: [0, -78],
    shoulder: [30, -126],
    legs: [limb([-4, -78], [-6, -40], [-10, -4]), limb([4, -78], [12, -40], [14, -4])],
    arms: [limb([28, -122], [44, -104], [60, -96]), limb([32, -122], [52, -108], [68, -100])],
  },
  sit: {
    hip: [0, -62],
    shoulder: [6, -120],
    legs: [limb([0, -62], [34, -62], [36, -22]), limb([4, -60], [38, -60], [40, -20])],
    arms: [limb([6, -114], [26, -104], [48, -110]), limb([8, -114], [32, -108], [56, -114])],
  },
  /** Both hands in front, at chest height: to carry `item`. */
  hold: standing([10, -108], [28, -106], [16, -110], [34, -110]),
  wave: standing([-12, -104], [-14, -78], [22, -146], [28, -170]),
}

// Hair and hat outlines, around the head's centre.
const HAIR_OUTLINES = {
  short: 'M-16 2C-18-22 16-24 16-2C6-8-4-10-8-4C-10-2-13 0-16 2Z',
  hat: 'M-24-9A24 5 0 0 0 24-9A24 5 0 0 0-24-9ZM-12-9Q0-30 12-9Z',
}

/**
 * An open line through these points.
 * @param {Point[]} points
 */
const polyline = (points) => 'M' + points.map(([x, y]) => `${oneDecimal(x)} ${oneDecimal(y)}`).join('L')

/**
 * A head on its neck, with its hair (or hat), centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {{skin: string, hair: string, style: string}} looks
 */
function head(x, y, {skin, hair, style}) {
  let markup = rect(x - 5, y + 8, 10, 12, skin)
  if (style === 'long') markup += rect(x - 17, y - 14, 34, 40, hair, {rx: 14})
  markup += circle(x, y, 15, skin)
  const outline = (/** @type {keyof typeof HAIR_OUTLINES} */ name, /** @type {string} */ fill) =>
    element('use', {href: '#' + define('h' + name, `<path id="h${name}" d="${HAIR_OUTLINES[name]}"/>`), x, y, fill})
  if (style !== 'bald' && style !== 'hat') markup += outline('short', hair)
  if (style === 'bun') markup += circle(x - 8, y - 16, 8, hair)
  if (style === 'curly') {
    for (let i = 0; i < 6; i++) markup += circle(x - 14 + i * 5.6, y - 12 + Math.abs(i - 2.5) * 2.4, 7, hair)
  }
  // A sand-coloured hat with a green band, dark hair showing under it.
  if (style === 'hat') {
    markup += outline('short', '#3a2a20') + outline('hat', COLOUR.sand) + rect(x - 12, y - 13, 24, 4, COLOUR.darkGreen)
  }
  return markup
}

/**
 * A person standing on (x, y), facing right unless mirrored.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {{skin?: string, shirt?: string, pants?: string, hair?: string, style?: 'short' | 'long' | 'curly' | 'bun' | 'hat' | 'bald', pose?: keyof typeof POSES | Pose, mirrored?: boolean, item?: string}} [options]
 *   `item`: drawn over the front hand, in the person's own units
 */
export function person(
  x,
  y,
  scale,
  {
    skin = SKIN_TONES[1],
    shirt = COLOUR.darkGreen,
    pants = '#3d4a5c',
    hair = '#2b1d14',
    style = 'short',
    pose = 'stand',
    mirrored = false,
    item = '',
  } = {},
) {
  const {hip, shoulder, legs, arms} = typeof pose === 'string' ? POSES[pose] : pose
  // Short sleeves: shirt to the elbow, skin on.
  const arm = (/** @type {Limb} */ [from, elbow, hand]) =>
    strokePath(polyline([from, elbow]), shirt, 11) +
    strokePath(polyline([elbow, hand]), skin, 9) +
    circle(hand[0], hand[1], 5.5, skin)
  let markup = arm(arms[0])
  markup += strokePath(legs.map(polyline).join(''), pants, 14)
  markup += path(
    legs.map(([, , [footX, footY]]) => pathData`M${footX - 4} ${footY + 1}a9 5 0 0 0 18 0a9 5 0 0 0-18 0Z`).join(''),
    '#3a2a20',
  )
  markup += strokePath(polyline([hip, shoulder]), shirt, 32)
  markup += head(shoulder[0] + 2, shoulder[1] - 30, {skin, hair, style})
  markup += arm(arms[1]) + item
  return group(
    {
      transform: `translate(${oneDecimal(x)} ${oneDecimal(y)})scale(${mirrored ? '-' : ''}${twoDecimals(scale)} ${twoDecimals(scale)})`,
    },
    markup,
  )
}

/**
 * Fingers as capsules with a faint outline.
 * @param {string} d one segment per finger
 * @param {string} skin
 * @param {number} width
 */
const fingers = (d, skin, width) => strokePath(d, shade(skin, 0.82), width + 3) + strokePath(d, skin, width)

/**
 * A right hand open, palm towards us, fingers up, the wrist at about y = 150.
 * @param {string} skin
 * @param {string} sleeve
 */
const openHand = (skin, sleeve) =>
  path('M24 138H150L196 340H34Z', sleeve) +
  path('M24 138H150L154 158H22Z', shade(sleeve, 0.85)) +
  path('M6 14C2 80 22 150 78 154C124 156 148 118 148 64V14Z', skin) +
  fingers('M22 20L14-56M52 14L48-90M82 12L84-100M112 16L124-82', skin, 26) +
  // The palm again, over the fingers' feet.
  path('M6 14C2 80 22 150 78 154C124 156 148 118 148 64V10H6Z', skin) +
  fingers('M136 96L186 26', skin, 30) +
  strokePath('M36 64Q70 84 118 58M28 104Q66 116 104 96', '#000', 2.5, {'stroke-opacity': 0.12})

/**
 * Two open hands side by side, held out: draw what they hold after them, over the palms.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {{skin: string, sleeve: string}} colours
 */
export const openHands = (x, y, scale, {skin, sleeve}) =>
  group({transform: transform(x, y, 0, scale)}, group({transform: 'scale(-1 1)'}, openHand(skin, sleeve)), openHand(skin, sleeve))

/**
 * Two people's hands shaking: one from the left (dark skin, green sleeve), one from the right
 * (light skin, terracotta sleeve), on top.
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 */
export function handshake(x, y, scale) {
  const leftSkin = SKIN_TONES[3]
  const leftSleeve = COLOUR.darkGreen
  const rightSkin = SKIN_TONES[0]
  const rightSleeve = COLOUR.terracotta
  return group(
    {transform: transform(x, y, 0, scale)},
    rect(-380, -40, 270, 82, leftSleeve, {rx: 14}),
    rect(-140, -44, 30, 90, shade(leftSleeve, 0.85), {rx: 8}),
    rect(110, -48, 270, 82, rightSleeve, {rx: 14}),
    rect(108, -52, 30, 90, shade(rightSleeve, 0.85), {rx: 8}),
    path('M-112-34C-60-42 0-40 34-24C56-12 60 24 40 36C4 50-70 46-112 38Z', leftSkin),
    fingers('M30 40L70 46M34 26L76 30', leftSkin, 16),
    path('M110-42C60-50 4-46-26-34C-44-26-46 6-28 18C10 34 70 30 110 30Z', rightSkin),
    fingers('M-30-30L-52 8M-14-34L-36 12M2-34L-18 16M18-32L0 18', rightSkin, 15),
    // The left thumb, over the other hand.
    fingers('M-86-28Q-50-46-6-50', leftSkin, 19),
  )
}

/**
 * A fist seen from the side, gripping a handle along its local y axis; the forearm goes
 * towards +x.
 * @param {number} x
 * @param {number} y
 * @param {number} angle
 * @param {{skin: string, sleeve: string, mirrored?: boolean}} options
 */
export const fist = (x, y, angle, {skin, sleeve, mirrored = false}) =>
  group(
    {transform: `${transform(x, y, angle)} scale(${mirrored ? '-' : ''}1 1)`},
    rect(24, -34, 240, 72, sleeve, {rx: 14}),
    rect(22, -38, 26, 80, shade(sleeve, 0.85), {rx: 8}),
    rect(-30, -46, 64, 92, skin, {rx: 26}),
    fingers('M-24-32H14M-26-11H14M-26 10H14M-22 31H12', skin, 19),
    fingers('M30-40Q4-58-18-48', skin, 18),
  )

/**
 * A hand holding the side of something, seen from the front: the thumb in front, the fingers
 * behind; the arm comes from below left (below right when mirrored).
 * @param {number} x
 * @param {number} y
 * @param {{skin: string, sleeve: string, mirrored?: boolean}} options
 */
export const sideGrip = (x, y, {skin, sleeve, mirrored = false}) =>
  group(
    {transform: `${transform(x, y)} scale(${mirrored ? '-' : ''}1 1)`},
    path('M-34 30L-84 250H-30L6 40Z', sleeve),
    path('M-34 30L-40 52H4L6 40Z', shade(sleeve, 0.85)),
    rect(-36, -34, 40, 70, skin, {rx: 18}),
    fingers('M-2-22L22-30', skin, 15),
  )
