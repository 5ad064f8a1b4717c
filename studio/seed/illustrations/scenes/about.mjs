// The about page's illustrations, and the badges of the programmes EVA took part in.
import {evaBaby} from '../draw/eva-baby.mjs'
import {lettering} from '../draw/lettering.mjs'
import {cloud, sky, skyline, sun, windowGrid} from '../draw/outdoors.mjs'
import {COLOUR, linearGradient, SKIN_TONES} from '../draw/paint.mjs'
import {handshake, openHands, person} from '../draw/people.mjs'
import {livingWall, plant, plantRow, stemPlant, tomato, tree} from '../draw/plants.mjs'
import {between, url} from '../draw/scene.mjs'
import {leaf, SHAPE} from '../draw/shapes.mjs'
import {circle, group, path, pathData, polygon, rect, strokePath} from '../draw/svg.mjs'
import {crate, growBar, laptop, pot, raisedBed, rake, shovel, wateringCan} from '../draw/things.mjs'

/**
 * A round badge with a serrated edge, the icon given in its middle and a red ribbon across with
 * the label. 240 × 240.
 * @param {string} icon
 * @param {string} label
 */
function badge(icon, label) {
  const TEETH = 28
  /** @type {[number, number][]} */
  const edge = []
  for (let i = 0; i < TEETH * 2; i++) {
    const angle = (Math.PI * i) / TEETH
    const radius = i % 2 ? 104 : 114
    edge.push([120 + radius * Math.cos(angle), 112 + radius * Math.sin(angle)])
  }
  return (
    path(polygon(edge), COLOUR.darkGreen) +
    circle(120, 112, 94, COLOUR.deepGreen) +
    circle(120, 112, 84, 'none', {stroke: COLOUR.paleGreen, 'stroke-width': 2, 'stroke-dasharray': '4 5'}) +
    circle(120, 112, 74, COLOUR.cream) +
    icon +
    // The ribbon's ends, folded behind it.
    path('M14 150H46L36 166L46 182H14Z', '#9f3129') +
    path('M226 150H194L204 166L194 182H226Z', '#9f3129') +
    path('M30 138H210V176H30Z', COLOUR.red) +
    path('M30 176L46 182V176ZM210 176L194 182V176Z', '#7d2620') +
    lettering(120, 164, label, {height: 15, width: label.length * 16.5, colour: '#fff'})
  )
}

/** Trees far off, paled by the air. */
const DISTANT_TREE_GREENS = ['#7fae7a', '#8fbf8a', '#a6cc98']

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const ABOUT = [
  // The about page.
  {
    name: 'sobre-banner',
    width: 1600,
    height: 500,
    draw: (scene) => {
      scene.add(sky(1600, 500), sun(1460, 90, 40), cloud(300, 80, 1), cloud(1000, 70, 0.8))
      scene.add(skyline(330, -20, 1620, '#c2dce5', {heights: [60, 150], widths: [60, 120]}))
      for (let x = -30; x < 1650; x += 130) {
        scene.add(tree(x + between(-20, 20), 340, between(110, 150), ['#6fa86a', '#84b979', '#9fcb94']))
      }
      scene.add(rect(0, 330, 1600, 170, '#9fcf7e'), rect(0, 430, 1600, 70, '#8ec26f'))
      scene.add(raisedBed(120, 420, 300, 55, plantRow('lettuce', 130, 410, 360, 0.7)))
      scene.add(raisedBed(520, 420, 300, 55, plantRow('basil', 540, 800, 360, 0.7, 4)))
      scene.add(raisedBed(920, 420, 300, 55, plantRow('strawberry', 940, 1200, 362, 0.8, 4)))
      scene.add(
        raisedBed(1320, 420, 240, 55, tomato(1370, 364, 150, 0.8) + tomato(1450, 364, 160, 0.8) + tomato(1520, 364, 140, 0.8)),
      )
      scene.add(
        person(90, 486, 1, {pose: 'bend', shirt: COLOUR.terracotta, skin: SKIN_TONES[3], style: 'curly'}),
        person(452, 482, 0.95, {
          pose: 'kneel',
          mirrored: true,
          shirt: COLOUR.red,
          skin: SKIN_TONES[0],
          style: 'long',
          hair: '#8a5a2b',
        }),
        // Carrying a watering can tilted to pour.
        person(492, 488, 1, {
          pose: 'hold',
          shirt: COLOUR.darkGreen,
          skin: SKIN_TONES[1],
          style: 'hat',
          item: wateringCan(58, -104, 0.42, COLOUR.terracotta).replace('translate(58 -104)', 'translate(58 -104) rotate(28)'),
        }),
        person(858, 484, 0.95, {pose: 'kneel', mirrored: true, shirt: COLOUR.violet, skin: SKIN_TONES[2], style: 'bun'}),
        person(890, 490, 0.72, {
          pose: 'hold',
          shirt: '#f4c542',
          skin: SKIN_TONES[1],
          pants: COLOUR.darkGreen,
          item: crate(24, -116, 40, 22, COLOUR.lightWood, [[COLOUR.red, 7]]),
        }),
        person(1262, 486, 1, {pose: 'bend', mirrored: true, shirt: COLOUR.green, skin: SKIN_TONES[0], style: 'bald'}),
        person(1590, 488, 1, {
          pose: 'bend',
          mirrored: true,
          shirt: COLOUR.sand,
          skin: SKIN_TONES[2],
          style: 'long',
          hair: '#1d1410',
        }),
      )
      scene.add(shovel(1290, 498, 0.7, 8))
    },
  },
  {
    name: 'sobre-conheca-eva',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(
        rect(
          0,
          0,
          960,
          640,
          url(
            linearGradient('dawn', [
              [0, '#bfe0ee'],
              [0.7, '#f6efe1'],
              [1, '#f3dcc0'],
            ]),
          ),
        ),
      )
      scene.add(sun(480, 330, 70))
      scene.add(
        skyline(430, -20, 980, '#bcd5d9', {heights: [90, 260], widths: [50, 100]}),
        skyline(450, -20, 980, '#9fc2bf', {heights: [40, 160], widths: [60, 130]}),
      )
      scene.add(tree(120, 450, 120, DISTANT_TREE_GREENS), tree(850, 452, 140, DISTANT_TREE_GREENS))
      scene.add(rect(0, 440, 960, 200, '#e8c9a0'))
      scene.add(openHands(480, 430, 1.1, {skin: SKIN_TONES[2], sleeve: COLOUR.darkGreen}))
      scene.add(path('M318 548C310 480 390 438 480 436C570 438 650 480 642 548C600 590 360 590 318 548Z', COLOUR.soil))
      scene.add(
        path('M360 520Q420 470 480 468', 'none', {stroke: '#6d4529', 'stroke-width': 6, 'stroke-opacity': 0.6}),
        circle(410, 520, 7, '#6d4529'),
        circle(560, 500, 6, '#6d4529'),
        circle(520, 540, 5, '#6d4529'),
      )
      scene.add(
        strokePath('M480 470Q468 380 484 300', COLOUR.green, 9),
        leaf(484, 306, 120, -160, COLOUR.brightGreen, SHAPE.broadLeaf),
        leaf(484, 302, 130, -22, COLOUR.lightGreen, SHAPE.broadLeaf),
        leaf(480, 390, 64, -150, COLOUR.green, SHAPE.broadLeaf),
      )
    },
  },
  {
    name: 'sobre-trajetoria',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(sky(960, 640), sun(820, 90, 38), cloud(260, 90, 0.9))
      const house = (x, width, height, colour, roof) =>
        rect(x, 400 - height, width, height, colour) +
        path(
          pathData`M${x - 12} ${400 - height}L${x + width / 2} ${400 - height - width * 0.4}L${x + width + 12} ${400 - height}Z`,
          roof,
        ) +
        rect(x + width * 0.2, 400 - height * 0.7, width * 0.22, height * 0.3, COLOUR.sky) +
        rect(x + width * 0.58, 400 - height * 0.55, width * 0.22, height * 0.55, COLOUR.brown)
      scene.add(
        house(40, 180, 140, COLOUR.cream, COLOUR.terracotta),
        house(270, 150, 120, COLOUR.sand, COLOUR.red),
        house(480, 200, 160, '#dfe8e1', COLOUR.brown),
        house(740, 180, 130, COLOUR.cream, COLOUR.terracotta),
      )
      scene.add(tree(250, 410, 160), tree(700, 410, 180))
      scene.add(rect(0, 400, 960, 240, '#a7d38a'))
      // A fence.
      let pickets = ''
      for (let x = 10; x < 960; x += 34) pickets += pathData`M${x} 440V392l8-10 8 10V440Z`
      scene.add(path(pickets, '#fbf8f1'), rect(0, 404, 960, 8, '#fbf8f1'), rect(0, 424, 960, 8, '#fbf8f1'))
      scene.add(rect(0, 440, 960, 200, '#8ec26f'), path('M380 640L450 440H520L600 640Z', '#d9b48a'))
      scene.add(
        raisedBed(60, 560, 280, 60, plantRow('lettuce', 75, 330, 506, 0.75)),
        raisedBed(90, 470, 220, 40, plantRow('chives', 100, 300, 438, 0.6, 4)),
      )
      scene.add(
        raisedBed(640, 560, 280, 60, tomato(690, 506, 150, 0.8) + tomato(780, 506, 170, 0.8) + tomato(870, 506, 150, 0.8)),
        raisedBed(660, 470, 220, 40, plantRow('strawberry', 670, 870, 440, 0.7, 3)),
      )
      scene.add(wateringCan(520, 600, 1.1, COLOUR.terracotta), rake(600, 630, 0.8, 14))
    },
  },
  {
    name: 'sobre-apoiadores',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(rect(0, 0, 960, 640, COLOUR.cream), circle(480, 330, 250, '#e9f3dc'))
      // The supporters: an idea, education, a company, nature.
      const supporter = (x, y, inner) =>
        circle(x, y, 56, '#fff') + circle(x, y, 56, 'none', {stroke: COLOUR.paleGreen, 'stroke-width': 4}) + inner
      scene.add(
        supporter(
          170,
          120,
          circle(170, 110, 22, '#f4c542') +
            rect(160, 130, 20, 14, '#8e9a95', {rx: 3}) +
            strokePath('M170 76V68M140 88l-6-5M200 88l6-5M132 112h-8M208 112h8', '#f4c542', 4) +
            strokePath('M166 120v10M174 120v10', '#c99a1e', 2),
        ),
        supporter(
          790,
          120,
          path('M790 98L836 116L790 134L744 116Z', COLOUR.deepGreen) +
            path('M766 126V146C776 156 804 156 814 146V126L790 136Z', COLOUR.darkGreen) +
            strokePath('M832 118V144', COLOUR.terracotta, 3) +
            circle(832, 146, 4, COLOUR.terracotta),
        ),
        supporter(
          800,
          470,
          rect(774, 440, 52, 56, COLOUR.terracotta) +
            path('M770 440H830L800 422Z', COLOUR.brown) +
            windowGrid(776, 448, 48, 44, 3, 3, '#fff') +
            rect(794, 480, 12, 16, COLOUR.brown),
        ),
        supporter(
          170,
          470,
          leaf(150, 490, 50, -45, COLOUR.green, SHAPE.broadLeaf) + leaf(150, 490, 36, -100, COLOUR.lightGreen, SHAPE.broadLeaf),
        ),
      )
      scene.add(
        strokePath(
          'M226 130Q320 150 360 220M734 130Q640 150 600 220M226 470Q300 460 370 440M744 470Q660 460 590 440',
          COLOUR.paleGreen,
          3,
          {'stroke-dasharray': '8 8'},
        ),
      )
      scene.add(
        pot(480, 615, 150, 110, COLOUR.terracotta),
        stemPlant(480, 507, 1.3, {greens: [COLOUR.brightGreen, COLOUR.lightGreen, COLOUR.green], height: 100, leafLength: 42}),
      )
      scene.add(handshake(480, 290, 1.3))
    },
  },
  {
    name: 'sobre-solucoes',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(rect(0, 0, 960, 640, '#f1ebdf'), rect(0, 520, 960, 120, '#e0d3bb'), rect(0, 514, 960, 8, '#d2c3aa'))
      scene.add(evaBaby(200, 92, 1.08))
      scene.add(
        strokePath('M520 0V120M800 0V120', '#6d7471', 2),
        growBar(460, 120, 400, {glow: 280, spread: 0.06, opacity: 0.85}),
      )
      scene.add(raisedBed(470, 590, 380, 110, plantRow('lettuce', 490, 830, 470, 0.95, 5)))
    },
  },
  {
    name: 'sobre-time',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(rect(0, 0, 960, 640, '#eef3ea'), circle(480, 300, 260, '#deeccd'))
      scene.add(livingWall(640, 60, 220, 170, {flowers: false}))
      scene.add(pot(130, 430, 90, 90, COLOUR.terracotta), plant('snake', 130, 340, 1.1))
      scene.add(
        person(300, 520, 1.55, {pose: 'stand', shirt: COLOUR.darkGreen, skin: SKIN_TONES[3], style: 'curly'}),
        person(430, 520, 1.45, {pose: 'stand', shirt: COLOUR.terracotta, skin: SKIN_TONES[0], style: 'long', hair: '#c98a3a'}),
        person(560, 520, 1.5, {pose: 'wave', shirt: COLOUR.deepGreen, skin: SKIN_TONES[1], style: 'short', hair: '#1d1410'}),
        person(690, 520, 1.42, {pose: 'stand', shirt: COLOUR.violet, skin: SKIN_TONES[2], style: 'bun', hair: '#1d1410'}),
      )
      scene.add(
        rect(160, 500, 640, 22, COLOUR.wood, {rx: 6}),
        rect(190, 522, 580, 118, '#9a6a3f'),
        rect(190, 522, 580, 10, '#000', {'fill-opacity': 0.15}),
      )
      scene.add(
        laptop(480, 500, 1.3),
        pot(280, 500, 60, 46, COLOUR.cream, '#e6dcc8'),
        plant('basil', 280, 456, 0.6),
        pot(680, 500, 56, 44, COLOUR.terracotta),
        plant('lettuce', 680, 458, 0.6),
      )
    },
  },
  // The badges of programmes EVA took part in.
  {
    name: 'selo-aceleracao',
    width: 240,
    height: 240,
    draw: (scene) => {
      const icon =
        group(
          {transform: 'translate(120 92) rotate(40)'},
          path('M0-46C14-34 16-10 12 14H-12C-16-10-14-34 0-46Z', '#fbfaf6', {stroke: COLOUR.deepGreen, 'stroke-width': 3}),
          circle(0, -16, 7, COLOUR.sky, {stroke: COLOUR.deepGreen, 'stroke-width': 3}),
          path('M-12 2L-24 18L-12 16ZM12 2L24 18L12 16Z', COLOUR.red),
          path('M-8 16Q0 40 8 16Z', '#f4a340'),
        ) +
        leaf(120, 120, 40, -150, COLOUR.green, SHAPE.broadLeaf) +
        leaf(120, 120, 34, -30, COLOUR.lightGreen, SHAPE.broadLeaf)
      scene.add(badge(icon, 'ACELERADA'))
    },
  },
  {
    name: 'selo-inovacao',
    width: 240,
    height: 240,
    draw: (scene) => {
      const icon =
        circle(120, 80, 30, '#f4c542') +
        path('M104 98H136L132 112H108Z', '#f4c542') +
        rect(108, 112, 24, 12, '#8e9a95', {rx: 3}) +
        strokePath('M112 106V92Q116 84 120 92Q124 84 128 92V106', '#fff', 3) +
        leaf(120, 80, 22, -60, COLOUR.green, SHAPE.broadLeaf) +
        strokePath('M120 38V30M90 52l-6-5M150 52l6-5M82 80h-8M158 80h8', COLOUR.terracotta, 3)
      scene.add(badge(icon, 'INOVAÇÃO'))
    },
  },
]
