// The sky and the city: sun, clouds, buildings, skylines.
import {COLOUR, linearGradient, sunHalo} from './paint.mjs'
import {bush, leafPanel, tree} from './plants.mjs'
import {between, define, random, url} from './scene.mjs'
import {circle, ellipse, group, path, pathData, rect, strokePath, transform} from './svg.mjs'

/**
 * A clear sky filling the picture, lighter towards the horizon.
 * @param {number} width
 * @param {number} height
 */
export const sky = (width, height) =>
  rect(
    0,
    0,
    width,
    height,
    url(
      linearGradient('ska9d6ea', [
        [0, '#a9d6ea'],
        [1, '#e6f4f9'],
      ]),
    ),
  )

/**
 * @param {number} x
 * @param {number} y
 * @param {number} radius the disc's; its halo reaches 2.6 times as far
 */
export const sun = (x, y, radius) => circle(x, y, radius * 2.6, url(sunHalo())) + circle(x, y, radius, '#f8d77a')

/**
 * @param {number} x
 * @param {number} y
 * @param {number} scale
 * @param {number} [opacity]
 */
export const cloud = (x, y, scale, opacity = 0.85) =>
  group(
    {fill: '#fff', 'fill-opacity': opacity},
    ellipse(x, y, 60 * scale, 16 * scale, '#fff') +
      circle(x - 18 * scale, y - 12 * scale, 20 * scale, '#fff') +
      circle(x + 14 * scale, y - 16 * scale, 26 * scale, '#fff'),
  )

/**
 * Windows in a grid filling the box from (x, y), `width` by `height`.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} columns
 * @param {number} rows
 * @param {string} fill
 */
export function windowGrid(x, y, width, height, columns, rows, fill) {
  const cellWidth = width / columns
  const cellHeight = height / rows
  let windows = ''
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < rows; j++) {
      windows += pathData`M${x + i * cellWidth + cellWidth * 0.2} ${y + j * cellHeight + cellHeight * 0.2}h${cellWidth * 0.6}v${cellHeight * 0.55}h${-cellWidth * 0.6}Z`
    }
  }
  return path(windows, fill)
}

const BALCONY_GREENS = [COLOUR.darkGreen, COLOUR.green, COLOUR.lightGreen]

/**
 * A building standing on y, its left side at x, a row of windows every 60 units of height.
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {{fill?: string, windowColour?: string, windowColumns?: number, greenStrips?: 0 | 1 | 2, balconies?: boolean, roof?: 'garden' | 'garden with a tree'}} [options]
 *   `greenStrips`: strips of leaves up the front (a green façade)
 */
export function building(
  x,
  y,
  width,
  height,
  {fill = COLOUR.cream, windowColour = COLOUR.sky, windowColumns = 4, greenStrips = 0, balconies = false, roof} = {},
) {
  const rows = Math.max(2, Math.round(height / 60))
  let markup = rect(x, y - height, width, height, fill)
  // The right side in shade.
  markup += rect(x + width * 0.82, y - height, width * 0.18, height, '#000', {'fill-opacity': 0.07})
  markup += windowGrid(x + 6, y - height + 14, width - 12, height - 24, windowColumns, rows, windowColour)
  if (greenStrips) {
    const stripXs = greenStrips === 1 ? [x + width * 0.08] : [x + width * 0.08, x + width * 0.6]
    for (const stripX of stripXs) markup += leafPanel(stripX, y - height + 16, width * 0.32, height - 26)
  }
  if (balconies) {
    // A planted balcony under every other row of windows.
    const rowHeight = (height - 24) / rows
    for (let j = 1; j < rows; j += 2) {
      const balconyY = y - height + 14 + (j + 1) * rowHeight - 4
      markup +=
        rect(x + 6, balconyY - 10, width - 12, 10, COLOUR.terracotta) +
        bush(x + width * 0.3, balconyY - 6, 12, BALCONY_GREENS) +
        bush(x + width * 0.7, balconyY - 6, 12, BALCONY_GREENS)
    }
  }
  if (roof) {
    markup += rect(x - 2, y - height - 8, width + 4, 8, COLOUR.darkGreen)
    for (let i = 0; i < Math.floor(width / 30); i++) {
      markup += bush(x + 15 + i * 30 + between(-4, 4), y - height - 4, between(10, 16), BALCONY_GREENS)
    }
    if (roof === 'garden with a tree') markup += tree(x + width * 0.7, y - height - 6, 70)
  }
  return markup
}

/**
 * A flat silhouette of buildings along y, from `fromX` until past `toX`, some with a box on
 * the roof.
 * @param {number} y
 * @param {number} fromX
 * @param {number} toX
 * @param {string} fill
 * @param {{heights: [number, number], widths: [number, number]}} sizes each building's, between these
 */
export function skyline(y, fromX, toX, fill, {heights: [minHeight, maxHeight], widths: [minWidth, maxWidth]}) {
  let outline = ''
  let x = fromX
  while (x < toX) {
    const width = between(minWidth, maxWidth)
    const height = between(minHeight, maxHeight)
    outline += pathData`M${x} ${y}V${y - height}H${x + width}V${y}Z`
    if (random() < 0.25) {
      outline += pathData`M${x + width * 0.4} ${y - height}v${-height * 0.15}h${width * 0.12}v${height * 0.15}Z`
    }
    // The next one a little apart, or overlapping.
    x += width + between(-10, 6)
  }
  return path(outline, fill)
}

// The greenhouse of Curitiba's Jardim Botânico: a tall glass dome between two lower wings.
const GREENHOUSE_OUTLINE =
  'M-62 0V-96C-62-140-30-168 0-186C30-168 62-140 62-96V0Z' +
  'M-160 0V-62C-160-92-140-108-62-110V0Z' +
  'M160 0V-62C160-92 140-108 62-110V0Z'

/**
 * Standing on (centreX, y).
 * @param {number} centreX
 * @param {number} y
 * @param {number} scale
 */
export function greenhouse(centreX, y, scale) {
  define(
    'gg',
    '<pattern id="gg" width="14" height="16" patternUnits="userSpaceOnUse">' +
      '<path d="M0 .5H14M.5 0V16" stroke="#fff" stroke-width="1.6" fill="none"/></pattern>',
  )
  return group(
    {transform: transform(centreX, y, 0, scale)},
    path(GREENHOUSE_OUTLINE, '#dcf0f7'),
    path(GREENHOUSE_OUTLINE, url('gg'), {'fill-opacity': 0.9}),
    path(GREENHOUSE_OUTLINE, 'none', {stroke: '#fff', 'stroke-width': 4}),
    strokePath('M0-186V-212M-62-96H62M-160-62H-62M62-62H160', '#fff', 4),
    circle(0, -214, 5, '#fff'),
    rect(-170, -8, 340, 8, '#fff'),
  )
}
