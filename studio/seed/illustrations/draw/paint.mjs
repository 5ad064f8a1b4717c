// The colours and gradients the illustrations share.
import {define} from './scene.mjs'

export const COLOUR = {
  deepGreen: '#1f4d2e',
  darkGreen: '#2e7d4f',
  green: '#4f9d5b',
  brightGreen: '#6fb35a',
  lightGreen: '#8cc56b',
  paleGreen: '#b5dd8c',
  brown: '#7a4b2a',
  terracotta: '#c9824f',
  sand: '#e8c9a0',
  cream: '#f6efe1',
  red: '#c8453b',
  magenta: '#d94bd0',
  violet: '#9b5de5',
  lilac: '#b58ae6',
  sky: '#cfe8f3',
  wood: '#b07a4a',
  lightWood: '#c9935f',
  soil: '#5a3720',
  stone: '#b9b3a8',
  steel: '#5f6b66',
  water: '#6fb7d6',
}

/** From light to dark. */
export const SKIN_TONES = ['#f1c9a5', '#d9a06f', '#a8693f', '#6b4226']

/**
 * A hex colour darkened (factor below 1) or lightened.
 * @param {string} hex `#rrggbb`
 * @param {number} factor
 */
export const shade = (hex, factor) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.max(0, Math.min(255, Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

/** @typedef {[offset: number, colour: string, opacity?: number]} Stop */

/** @param {Stop[]} stops */
const stopList = (stops) =>
  stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`,
    )
    .join('')

/**
 * Defines a linear gradient, top to bottom unless `horizontal`, and gives back its id.
 * @param {string} id
 * @param {Stop[]} stops
 */
export const linearGradient = (id, stops, {horizontal = false} = {}) =>
  define(id, () => `<linearGradient id="${id}"${horizontal ? '' : ' x2="0" y2="1"'}>${stopList(stops)}</linearGradient>`)

/**
 * Defines a radial gradient, centre outwards, and gives back its id.
 * @param {string} id
 * @param {Stop[]} stops
 */
export const radialGradient = (id, stops) => define(id, () => `<radialGradient id="${id}">${stopList(stops)}</radialGradient>`)

/** The light a grow bar throws down: magenta fading to violet. */
export const growLightGlow = () =>
  linearGradient('gv', [
    [0, COLOUR.magenta, 0.55],
    [0.35, COLOUR.violet, 0.28],
    [1, COLOUR.violet, 0],
  ])

/** A round pink halo, around a lamp or a lit product. */
export const pinkHalo = () =>
  radialGradient('gr', [
    [0, '#e9a6e4', 0.85],
    [0.4, COLOUR.magenta, 0.35],
    [1, COLOUR.violet, 0],
  ])

export const sunHalo = () =>
  radialGradient('sr', [
    [0, '#fff6d8', 0.9],
    [0.5, '#f8e2a0', 0.35],
    [1, '#f8e2a0', 0],
  ])
