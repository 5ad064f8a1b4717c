// The illustration being drawn. Drawing functions return markup and reach the scene only for
// what its file holds once, its <defs> (gradients, patterns, shapes reused with <use>), and for
// its random numbers: a sequence seeded by the file's name, so every run writes the same files.
// Hence the order drawings are made in matters: it decides who gets which number.

/** @typedef {{name: string, width: number, height: number, draw: (scene: Scene) => void}} Illustration */

/** @type {Scene} */
let current
let seed = 1

export class Scene {
  /** @type {Map<string, string>} */
  definitions = new Map()
  /** @type {string[]} */
  parts = []

  /**
   * @param {number} width
   * @param {number} height
   */
  constructor(width, height) {
    this.width = width
    this.height = height
  }

  /** @param {...(string | string[])} parts drawn in this order, each over the ones before */
  add(...parts) {
    this.parts.push(...parts.flat())
  }

  svg() {
    const {width, height} = this
    const defs = this.definitions.size ? `<defs>${[...this.definitions.values()].join('')}</defs>` : ''
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
      `stroke-linecap="round" stroke-linejoin="round">${defs}${this.parts.join('')}</svg>\n`
    )
  }
}

/**
 * Starts a file: from here on, definitions and random numbers are its own.
 * @param {string} name
 * @param {number} width
 * @param {number} height
 */
export function startScene(name, width, height) {
  seed = [...name].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) | 0, 7)
  current = new Scene(width, height)
  return current
}

/** The next number of the scene's sequence, in [0, 1) (mulberry32). */
export function random() {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * @param {number} low
 * @param {number} high
 */
export const between = (low, high) => low + (high - low) * random()

/**
 * @template T
 * @param {T[]} options
 */
export const pickOne = (options) => options[Math.floor(random() * options.length)]

/**
 * Puts a definition in the scene's <defs>, once, and gives back its id. A function is called
 * only the first time; whatever it defines on the way comes before it in <defs>.
 * @param {string} id
 * @param {string | (() => string)} markup
 */
export function define(id, markup) {
  if (!current.definitions.has(id)) current.definitions.set(id, typeof markup === 'function' ? markup() : markup)
  return id
}

/**
 * A paint or clip that refers to a definition.
 * @param {string} id
 */
export const url = (id) => `url(#${id})`
