// SVG elements as strings, the material of every drawing. Numbers are written as short as
// they read (one decimal, no zero before the point): the files repeat them thousands of times.

/** @typedef {Record<string, string | number | boolean | null | undefined>} Attributes */

/** @param {number} number */
const withoutLeadingZero = (number) => String(number).replace(/^(-?)0\./, '$1.')

/**
 * A coordinate or length as the files write it: one decimal.
 * @param {number} value
 */
export const oneDecimal = (value) => withoutLeadingZero(Math.round(value * 10) / 10)

/**
 * A scale factor as the files write it: two decimals.
 * @param {number} value
 */
export const twoDecimals = (value) => withoutLeadingZero(Math.round(value * 100) / 100)

/** @param {unknown} value */
const written = (value) => (typeof value === 'number' ? oneDecimal(value) : value)

/**
 * Template tag for path data: the numbers put in are written with one decimal, the text
 * around them as it is.
 * @param {TemplateStringsArray} strings
 * @param {...(number | string)} values
 */
export const pathData = (strings, ...values) =>
  strings.reduce((data, part, i) => data + part + (i < values.length ? written(values[i]) : ''), '')

/**
 * Attributes as markup, in the order given; null, undefined and false ones are left out.
 * @param {Attributes} attributes
 */
const attributeList = (attributes) =>
  Object.entries(attributes)
    .filter(([, value]) => value != null && value !== false)
    .map(([name, value]) => ` ${name}="${written(value)}"`)
    .join('')

/**
 * @param {string} tag
 * @param {Attributes} attributes
 * @param {string} [children] without them, the element closes itself
 */
export const element = (tag, attributes, children) =>
  children == null ? `<${tag}${attributeList(attributes)}/>` : `<${tag}${attributeList(attributes)}>${children}</${tag}>`

/**
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {string} [fill]
 * @param {Attributes} [extra]
 */
export const rect = (x, y, width, height, fill, extra = {}) => element('rect', {x, y, width, height, fill, ...extra})

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} fill
 * @param {Attributes} [extra]
 */
export const circle = (cx, cy, r, fill, extra = {}) => element('circle', {cx, cy, r, fill, ...extra})

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 * @param {Attributes} [extra]
 */
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => element('ellipse', {cx, cy, rx, ry, fill, ...extra})

/**
 * @param {string} d
 * @param {string} fill
 * @param {Attributes} [extra]
 */
export const path = (d, fill, extra = {}) => element('path', {d, fill, ...extra})

/**
 * A path drawn as a line, without fill.
 * @param {string} d
 * @param {string} stroke
 * @param {number} width
 * @param {Attributes} [extra]
 */
export const strokePath = (d, stroke, width, extra = {}) =>
  element('path', {d, fill: 'none', stroke, 'stroke-width': width, ...extra})

/**
 * @param {Attributes} attributes
 * @param {...(string | string[])} children
 */
export const group = (attributes, ...children) => element('g', attributes, children.flat().join(''))

/**
 * @param {number} x
 * @param {number} y
 * @param {string} content
 * @param {number} size
 * @param {string} fill
 * @param {Attributes} [extra]
 */
export const text = (x, y, content, size, fill, extra = {}) =>
  element('text', {x, y, 'font-family': 'system-ui, sans-serif', 'font-size': size, fill, ...extra}, content)

/**
 * A transform attribute: moved to (x, y), then turned (degrees) and scaled when asked.
 * @param {number} x
 * @param {number} y
 * @param {number} [rotation]
 * @param {number} [scale]
 */
export const transform = (x, y, rotation = 0, scale = 1) =>
  `translate(${oneDecimal(x)} ${oneDecimal(y)})` +
  (rotation ? `rotate(${oneDecimal(rotation)})` : '') +
  (scale !== 1 ? `scale(${twoDecimals(scale)})` : '')

/**
 * Path data of the closed shape through these points.
 * @param {[number, number][]} points
 */
export const polygon = (points) => 'M' + points.map(([x, y]) => `${oneDecimal(x)} ${oneDecimal(y)}`).join('L') + 'Z'
