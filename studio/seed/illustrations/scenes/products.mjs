// The products' illustrations: EVA Baby's photos and video poster, and the grow lights and
// beds of the supplies page.
import {evaBaby, evaBabyThreeQuarters, planterOf} from '../draw/eva-baby.mjs'
import {COLOUR, growLightGlow, linearGradient, pinkHalo, SKIN_TONES} from '../draw/paint.mjs'
import {fist, sideGrip} from '../draw/people.mjs'
import {plant, plantRow, stemPlant, tomato} from '../draw/plants.mjs'
import {between, define, url} from '../draw/scene.mjs'
import {leaf, SHAPE, useShape} from '../draw/shapes.mjs'
import {circle, ellipse, group, path, pathData, rect, strokePath} from '../draw/svg.mjs'
import {floorShadow, growBar, litBackdrop, planterBox, pot, wallTiles} from '../draw/things.mjs'

/**
 * A photo studio's backdrop, lit in the middle.
 * @param {import('../draw/scene.mjs').Scene} scene
 */
const photoStudio = (scene, colour = '#f3f0e8', opacity = 0.7) =>
  scene.add(litBackdrop(scene.width, scene.height, colour, {id: 'st', glow: '#fff', opacity}))

/**
 * A plain wall and floor, for the grow lights (600 × 600).
 * @param {import('../draw/scene.mjs').Scene} scene
 */
const lightStudio = (scene) => scene.add(rect(0, 0, 600, 600, '#f3f0e8'), rect(0, 420, 600, 180, '#e8e1d2'))

/**
 * A square product photo on the studio backdrop: most of the page's photos are one, so each
 * gives only its name, its size and what stands in front.
 * @param {string} name
 * @param {number} size
 * @param {(scene: import('../draw/scene.mjs').Scene) => void} draw
 * @param {string} [backdrop]
 * @returns {import('../draw/scene.mjs').Illustration}
 */
const studioPhoto = (name, size, draw, backdrop) => ({
  name,
  width: size,
  height: size,
  draw: (scene) => {
    photoStudio(scene, backdrop)
    draw(scene)
  },
})

/**
 * A grow light's photo, 600 × 600, against the plain wall and floor.
 * @param {string} name
 * @param {(scene: import('../draw/scene.mjs').Scene) => void} draw
 * @returns {import('../draw/scene.mjs').Illustration}
 */
const growLightPhoto = (name, draw) => ({
  name,
  width: 600,
  height: 600,
  draw: (scene) => {
    lightStudio(scene)
    draw(scene)
  },
})

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const PRODUCTS = [
  studioPhoto('eva-baby-1', 800, (scene) => {
    scene.add(evaBaby(400, 190, 1.42))
  }),
  studioPhoto('eva-baby-2', 800, (scene) => {
    scene.add(evaBabyThreeQuarters(370, 170, 1.45))
  }),
  studioPhoto('eva-baby-3', 800, (scene) => {
    scene.add(
      evaBaby(380, 230, 2.3, {
        planters: [
          planterOf(['basil', -46, 1.2], ['mint', 44, 1.1]),
          planterOf(['chives', -40, 1.1], ['basil', 40, 1.1]),
          planterOf(),
        ],
      }),
    )
    // A close-up of the water tank.
    define('cl', '<clipPath id="cl"><circle cx="600" cy="610" r="150"/></clipPath>')
    scene.add(circle(606, 616, 156, '#000', {'fill-opacity': 0.12}), circle(600, 610, 156, '#fff'))
    scene.add(
      group(
        {'clip-path': url('cl')},
        rect(440, 440, 340, 340, '#f3f0e8'),
        evaBaby(600, 610 - 357 * 2.8, 2.8, {
          glow: 0,
          bar: false,
          halo: false,
          planters: [planterOf(), planterOf(), planterOf(['mint', -40, 1.2], ['lettuce', 40, 1.2])],
        }),
      ),
    )
    scene.add(strokePath('M530 652v10M565 652v14M600 652v10M635 652v14M670 652v10', COLOUR.steel, 3))
    scene.add(circle(600, 610, 150, 'none', {stroke: COLOUR.green, 'stroke-width': 6}))
    scene.add(
      path('M690 700c0-20 16-32 16-44 0 12 16 24 16 44a16 16 0 0 1-32 0z', COLOUR.water),
      ellipse(700, 700, 4, 6, '#fff', {'fill-opacity': 0.6}),
    )
  }),
  {
    name: 'eva-baby-4',
    width: 800,
    height: 800,
    draw: (scene) => {
      scene.add(wallTiles(0, 0, 800, 560))
      scene.add(
        rect(0, 560, 800, 30, COLOUR.wood),
        rect(0, 590, 800, 210, '#5f8f6e'),
        strokePath('M270 600V800M540 600V800', '#4c7458', 4),
        rect(240, 660, 20, 6, '#d9d5ca', {rx: 3}),
        rect(560, 660, 20, 6, '#d9d5ca', {rx: 3}),
      )
      // Shelves.
      const shelf = (y) =>
        rect(40, y, 240, 14, COLOUR.lightWood, {rx: 3}) + path(pathData`M60 ${y + 14}v16h12z M240 ${y + 14}v16h12z`, COLOUR.brown)
      const jar = (x, y, height, contents) =>
        rect(x - 16, y - height, 32, height, '#dbe8ec', {rx: 6}) +
        rect(x - 14, y - height * 0.6, 28, height * 0.6 - 2, contents, {rx: 4}) +
        rect(x - 12, y - height - 8, 24, 8, COLOUR.brown, {rx: 2})
      scene.add(
        shelf(200),
        jar(80, 200, 60, COLOUR.sand),
        jar(124, 200, 48, COLOUR.terracotta),
        jar(168, 200, 66, '#f4c542'),
        pot(232, 200, 44, 38, COLOUR.terracotta),
        plant('basil', 232, 162, 0.45),
      )
      scene.add(
        shelf(360),
        circle(100, 320, 36, '#fbf8f1', {stroke: '#d9d5ca', 'stroke-width': 3}),
        circle(100, 320, 22, 'none', {stroke: '#e6e0d2', 'stroke-width': 2}),
        rect(150, 300, 30, 60, COLOUR.darkGreen, {rx: 8}),
        rect(190, 320, 70, 40, COLOUR.terracotta, {rx: 6}),
      )
      scene.add(evaBaby(540, 120, 0.95))
      scene.add(
        rect(330, 520, 160, 40, '#d9b48a', {rx: 8}),
        useShape(SHAPE.tomato, 380, 530, 0, 1.4, COLOUR.red),
        useShape(SHAPE.tomato, 412, 534, 0, 1.2, COLOUR.red),
        leaf(440, 540, 40, -20, COLOUR.brightGreen, SHAPE.broadLeaf),
      )
    },
  },
  {
    name: 'eva-baby-video-poster',
    width: 1280,
    height: 720,
    draw: (scene) => {
      photoStudio(scene, '#efe7d8', 0.6)
      scene.add(rect(0, 660, 1280, 60, '#d9b48a'), rect(0, 654, 1280, 8, '#e6dccb'))
      // The wall bracket being screwed on (left).
      scene.add(
        rect(150, 190, 90, 330, '#000', {'fill-opacity': 0.08, rx: 10, transform: 'translate(6 6)'}),
        rect(150, 190, 90, 330, '#e0dbd0', {rx: 10}),
        rect(160, 204, 70, 22, '#cfc9bb', {rx: 5}),
      )
      scene.add(circle(195, 470, 8, '#8e9a95'), strokePath('M190 470h10', '#5f6b66', 2), circle(195, 280, 8, '#8e9a95'))
      scene.add(
        rect(196, 275, 110, 10, '#9aa5a0', {rx: 3}),
        rect(300, 266, 150, 28, COLOUR.red, {rx: 12}),
        rect(300, 270, 150, 6, '#fff', {'fill-opacity': 0.25, rx: 3}),
      )
      scene.add(fist(370, 280, -90, {skin: SKIN_TONES[1], sleeve: COLOUR.darkGreen, mirrored: true}))
      scene.add(
        path('M90 660h200l-12-50H102z', '#9a6a3f'),
        rect(112, 626, 164, 10, '#f4c542', {rx: 3}),
        circle(170, 631, 3, '#6fb7d6'),
      )
      // EVA Baby being hung on it (right).
      scene.add(group({transform: 'rotate(-3 1060 360)'}, evaBaby(1060, 170, 0.95, {glow: 0.5, halo: false})))
      scene.add(
        sideGrip(974, 440, {skin: SKIN_TONES[2], sleeve: COLOUR.terracotta}),
        sideGrip(1148, 432, {skin: SKIN_TONES[2], sleeve: COLOUR.terracotta, mirrored: true}),
      )
    },
  },
  {
    name: 'insumos-banner',
    width: 1600,
    height: 500,
    draw: (scene) => {
      scene.add(
        rect(
          0,
          0,
          1600,
          500,
          url(
            linearGradient('fade', [
              [0, '#163a24'],
              [1, '#24583a'],
            ]),
          ),
        ),
      )
      for (const rackY of [230, 470]) {
        for (let x = 40; x < 1600; x += 400) {
          scene.add(
            growBar(x, rackY - 200, 320, {glow: 190, spread: 0.1, dark: true, body: '#3a4240', cable: rackY === 230 ? 40 : 0}),
          )
        }
        scene.add(
          rect(0, rackY - 18, 1600, 14, '#3b2a1e'),
          plantRow('lettuce', 0, 1600, rackY - 12, 0.75, 22),
          rect(0, rackY - 8, 1600, 18, '#5f6b66'),
          rect(0, rackY - 8, 1600, 4, '#fff', {'fill-opacity': 0.2}),
        )
        for (let x = 40; x < 1600; x += 400) scene.add(ellipse(x + 160, rackY - 36, 200, 34, url(pinkHalo()), {opacity: 0.35}))
      }
      scene.add(strokePath('M30 0V500M1570 0V500', '#4a5450', 10))
    },
  },
  growLightPhoto('produto-rai', (scene) => {
    scene.add(strokePath('M150 0V90M450 0V90M150 0V130M450 0V130', '#8e9a95', 2))
    scene.add(growBar(90, 90, 420, {glow: 0, body: '#3a403e'}), growBar(70, 130, 460, {glow: 380, spread: 0.12, body: '#2b3230'}))
    scene.add(
      rect(90, 500, 420, 12, COLOUR.soil),
      tomato(160, 506, 300, 1.05),
      stemPlant(300, 506, 2.2, {height: 130, leafLength: 40, greens: [COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen]}),
      tomato(440, 506, 290, 1.05),
    )
    scene.add(planterBox(80, 580, 440, 80, COLOUR.wood))
    scene.add(ellipse(300, 130, 240, 40, url(pinkHalo()), {opacity: 0.9}))
  }),
  growLightPhoto('produto-dalia', (scene) => {
    scene.add(strokePath('M200 0V120M400 0V120', '#8e9a95', 2))
    scene.add(path('M160 150H440L560 470H40Z', url(growLightGlow()), {opacity: 0.9}))
    scene.add(path('M150 110H450L470 150H130Z', '#2b3230'), path('M130 150H470V162H130Z', '#1e2422'))
    // Two staggered rows of LEDs under the lamp.
    let leds = ''
    for (let i = 0; i < 12; i++) {
      for (let row = 0; row < 2; row++) leds += pathData`M${170 + i * 24 + row * 8} ${126 + row * 12}h0`
    }
    scene.add(strokePath(leds, COLOUR.magenta, 6), ellipse(300, 150, 180, 26, url(pinkHalo()), {opacity: 0.8}))
    scene.add(
      planterBox(
        90,
        560,
        420,
        90,
        COLOUR.terracotta,
        plantRow('strawberry', 100, 330, 470, 1.15, 3) +
          plant('flowers', 400, 470, 1.2) +
          plant('flowers', 470, 470, 1, [COLOUR.cream, '#f28fb1']),
      ),
    )
  }),
  growLightPhoto('produto-jasmin', (scene) => {
    scene.add(strokePath('M300 0V110', '#8e9a95', 3))
    scene.add(path('M200 170H400L520 520H80Z', url(growLightGlow()), {opacity: 0.9}))
    scene.add(
      path('M230 150C240 100 360 100 370 150Z', '#3a403e'),
      ellipse(300, 156, 120, 26, '#2b3230'),
      ellipse(300, 164, 100, 16, '#f7d3f4'),
    )
    // The LEDs round the lamp's rim.
    let leds = ''
    for (let angle = 0; angle < 360; angle += 24) {
      leds += pathData`M${300 + Math.cos((angle * Math.PI) / 180) * 80} ${164 + Math.sin((angle * Math.PI) / 180) * 11}h0`
    }
    scene.add(strokePath(leds, COLOUR.magenta, 6), ellipse(300, 166, 160, 36, url(pinkHalo()), {opacity: 0.9}))
    scene.add(
      floorShadow(300, 560, 120, 14),
      pot(300, 560, 150, 130, COLOUR.terracotta),
      stemPlant(300, 430, 1.3, {
        height: 110,
        leafLength: 44,
        stems: 5,
        spread: 44,
        greens: [COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen],
      }),
    )
  }),
  studioPhoto('produto-eva-baby', 600, (scene) => {
    scene.add(evaBaby(300, 110, 1.12))
  }),
  studioPhoto(
    'produto-eva-baby-all-black',
    600,
    (scene) => {
      scene.add(evaBaby(300, 110, 1.12, {black: true, glow: 0.7}))
    },
    '#ece9e2',
  ),
  studioPhoto('produto-canteiro', 600, (scene) => {
    scene.add(floorShadow(300, 470, 260, 24))
    // In three-quarter view.
    scene.add(path('M60 300L200 220H560L440 300Z', COLOUR.soil))
    // Three rows of seedlings, smaller towards the back.
    let seedlings = ''
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 5; i++) {
        const depth = (row + 0.5) / 3
        const rowX = 60 + (200 - 60) * depth
        const rowY = 300 - 80 * depth
        seedlings += plant('seedling', rowX + 40 + i * 72 + between(-4, 4), rowY + 4, 0.7 + 0.2 * (1 - depth))
      }
    }
    scene.add(seedlings)
    scene.add(
      path('M440 300L560 220V330L440 440Z', '#9a6a3f'),
      rect(60, 300, 380, 140, COLOUR.wood),
      strokePath('M60 347H440M60 394H440M440 347L560 257M440 394L560 294', COLOUR.brown, 2, {'stroke-opacity': 0.45}),
    )
    scene.add(
      path('M54 296L196 214H566L446 296Z', 'none', {stroke: COLOUR.lightWood, 'stroke-width': 10, 'stroke-linejoin': 'round'}),
    )
    scene.add(
      rect(60, 306, 14, 134, '#000', {'fill-opacity': 0.1}),
      rect(426, 306, 14, 134, '#000', {'fill-opacity': 0.1}),
      rect(70, 440, 24, 26, COLOUR.brown),
      rect(406, 440, 24, 26, COLOUR.brown),
      path('M540 320v36h14v-46z', COLOUR.brown),
    )
  }),
]
