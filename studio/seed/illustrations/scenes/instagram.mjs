// The posts of the Instagram strip.
import {evaBaby, planterOf} from '../draw/eva-baby.mjs'
import {sky, skyline, sun} from '../draw/outdoors.mjs'
import {COLOUR, linearGradient, pinkHalo, SKIN_TONES, sunHalo} from '../draw/paint.mjs'
import {openHands} from '../draw/people.mjs'
import {bush, plant, tomato} from '../draw/plants.mjs'
import {url} from '../draw/scene.mjs'
import {SHAPE, useShape} from '../draw/shapes.mjs'
import {circle, ellipse, pathData, rect, strokePath} from '../draw/svg.mjs'
import {growBar, pot} from '../draw/things.mjs'

// The strip's posts, in its order: each a 400 × 400 square named for its place in the strip,
// so only the drawing is given here.
/** @type {((scene: import('../draw/scene.mjs').Scene) => void)[]} */
const POSTS = [
  // instagram-1: EVA Baby growing basil.
  (scene) => {
    scene.add(rect(0, 0, 400, 400, '#efe6d6'))
    scene.add(
      evaBaby(200, 120, 1.75, {
        planters: [
          planterOf(['basil', -42, 1.3], ['basil', 46, 1.2]),
          planterOf(['basil', -40, 1.3], ['basil', 44, 1.2]),
          planterOf(),
        ],
      }),
    )
  },
  // instagram-2: Strawberries under their leaves.
  (scene) => {
    scene.add(rect(0, 0, 400, 400, '#f6efe1'), circle(200, 210, 170, '#fbe3dc'))
    scene.add(
      useShape(SHAPE.trefoil, 200, 120, -90, 1.3, COLOUR.green),
      useShape(SHAPE.trefoil, 120, 160, -150, 1, COLOUR.brightGreen),
      useShape(SHAPE.trefoil, 290, 150, -30, 1.1, COLOUR.brightGreen),
      strokePath('M200 140Q180 200 140 240M200 140Q210 210 200 260M200 140Q240 190 270 230', COLOUR.darkGreen, 3),
    )
    scene.add(
      useShape(SHAPE.strawberry, 140, 236, 15, 3),
      useShape(SHAPE.strawberry, 200, 256, 0, 3.4),
      useShape(SHAPE.strawberry, 270, 226, -15, 2.8),
      useShape(SHAPE.strawberry, 240, 300, 10, 2),
      useShape(SHAPE.strawberry, 110, 300, -10, 2),
    )
  },
  // instagram-3: Hops climbing their strings.
  (scene) => {
    scene.add(sky(400, 400), sun(330, 70, 30))
    scene.add(
      strokePath('M40 0C110 120 20 240 120 400M340 0C270 140 370 270 290 400', COLOUR.darkGreen, 5),
      strokePath('M0 30Q200 70 400 24', '#8a7455', 4),
    )
    scene.add(
      useShape(SHAPE.hopLeaves, 70, 110, -40, 1.2, COLOUR.green),
      useShape(SHAPE.hopLeaves, 330, 140, -140, 1.3, COLOUR.green),
      useShape(SHAPE.hopLeaves, 90, 300, -10, 1.1, COLOUR.brightGreen),
      useShape(SHAPE.hopLeaves, 300, 330, -170, 1.2, COLOUR.brightGreen),
      useShape(SHAPE.hopLeaves, 200, 40, 90, 0.9, COLOUR.green),
    )
    const cone = (x, y, scale, angle) =>
      strokePath(pathData`M${x} ${y - 14}V${y + 2}`, COLOUR.darkGreen, 2) + useShape(SHAPE.hopCone, x, y, angle, scale)
    scene.add(
      cone(110, 130, 2.4, 10),
      cone(150, 160, 2.8, -6),
      cone(100, 200, 2.1, 14),
      cone(270, 170, 2.6, -10),
      cone(230, 210, 3, 6),
      cone(300, 250, 2.2, -14),
      cone(170, 260, 2.4, 4),
    )
  },
  // instagram-4: A flowering pot under a grow bar.
  (scene) => {
    scene.add(rect(0, 0, 400, 400, '#24362b'))
    scene.add(
      growBar(50, 40, 300, {glow: 360, spread: 0.2, dark: true}),
      ellipse(200, 50, 200, 60, url(pinkHalo()), {opacity: 0.8}),
    )
    scene.add(
      pot(130, 390, 110, 90, COLOUR.terracotta),
      plant('flowers', 130, 300, 1.4),
      pot(280, 390, 110, 90, COLOUR.cream, '#e6dcc8'),
      plant('flowers', 280, 300, 1.4, [COLOUR.lilac, '#f28fb1', COLOUR.cream]),
    )
  },
  // instagram-5: A lettuce held out in open hands.
  (scene) => {
    scene.add(rect(0, 0, 400, 400, '#e9f3dc'))
    scene.add(openHands(200, 230, 0.85, {skin: SKIN_TONES[1], sleeve: COLOUR.terracotta}), plant('lettuce', 200, 300, 2.1))
  },
  // instagram-6: Pots on a rooftop at sunset, under string lights.
  (scene) => {
    scene.add(
      rect(
        0,
        0,
        400,
        400,
        url(
          linearGradient('sunset', [
            [0, '#6e5aa0'],
            [0.45, '#d9738a'],
            [0.72, '#f4a96b'],
            [1, '#f8d7a0'],
          ]),
        ),
      ),
    )
    scene.add(
      circle(250, 236, 50, url(sunHalo())),
      circle(250, 236, 34, '#fbe4b0'),
      skyline(262, -10, 410, '#7a5a82', {heights: [30, 120], widths: [26, 56]}),
      skyline(270, -10, 410, '#5e4468', {heights: [10, 70], widths: [30, 60]}),
    )
    scene.add(strokePath('M0 40Q200 110 400 30', '#3b2f3f', 1.5))
    // String lights hanging from the wire, each bulb a glow and a core.
    let bulbs = ''
    for (let i = 1; i < 12; i++) {
      const x = i * 34
      const y = 40 + Math.sin((i / 12) * Math.PI) * 56 - (i / 12) * 10
      bulbs += pathData`M${x} ${y + 6}h0`
    }
    scene.add(strokePath(bulbs, '#ffe3a3', 8), strokePath(bulbs, '#fff6da', 4))
    let railing = 'M0 250H400'
    for (let x = 12; x < 400; x += 26) railing += pathData`M${x} 250V330`
    scene.add(
      strokePath(railing, '#2a2130', 5),
      rect(0, 246, 400, 8, '#2a2130'),
      rect(0, 330, 400, 70, '#4a3a48'),
      rect(0, 330, 400, 6, '#3a2d3a'),
    )
    scene.add(
      pot(75, 396, 110, 96, '#a2583a'),
      bush(75, 300, 56, [COLOUR.darkGreen, COLOUR.green, COLOUR.brightGreen]),
      pot(205, 396, 96, 84, '#b8684a'),
      tomato(205, 312, 190, 0.9),
      pot(330, 396, 100, 80, '#a2583a'),
      plant('flowers', 330, 316, 1.4),
    )
  },
]

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const INSTAGRAM = POSTS.map((draw, index) => ({name: `instagram-${index + 1}`, width: 400, height: 400, draw}))
