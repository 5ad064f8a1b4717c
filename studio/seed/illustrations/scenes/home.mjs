// The home page's illustrations: its banners, its cards and the café terrace of its projects section.
import {evaBaby, planterOf} from '../draw/eva-baby.mjs'
import {building, cloud, greenhouse, sky, skyline, sun} from '../draw/outdoors.mjs'
import {COLOUR, linearGradient, SKIN_TONES} from '../draw/paint.mjs'
import {person} from '../draw/people.mjs'
import {bush, flower, livingWall, plant, plantRow, tomato, trailingVine, tree} from '../draw/plants.mjs'
import {url} from '../draw/scene.mjs'
import {leaf, SHAPE} from '../draw/shapes.mjs'
import {circle, ellipse, group, path, pathData, rect, strokePath} from '../draw/svg.mjs'
import {
  crate,
  floorPlanks,
  floorShadow,
  growBar,
  litBackdrop,
  planterBox,
  pot,
  raisedBed,
  shovel,
  trowel,
  wateringCan,
  windowFrame,
} from '../draw/things.mjs'

/** Trees far off, paled by the air. */
const DISTANT_TREE_GREENS = ['#8fbf8a', '#9fcb94', '#b3d6a4']

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const HOME = [
  // The home page's banners.
  {
    name: 'home-banner-eva-baby',
    width: 1600,
    height: 700,
    draw: (scene) => {
      scene.add(rect(0, 0, 1600, 700, '#f3eadb'))
      scene.add(
        windowFrame(
          1250,
          100,
          250,
          320,
          tree(1320, 460, 260) + tree(1450, 470, 200, [COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen]),
        ),
      )
      scene.add(rect(0, 600, 1600, 100, '#d9b48a'), floorPlanks(0, 600, 1600, 100))
      scene.add(ellipse(930, 645, 330, 32, COLOUR.terracotta, {'fill-opacity': 0.35}))
      // The sofa's edge.
      scene.add(
        rect(1120, 410, 520, 120, '#5f8f6e', {rx: 26}),
        rect(1100, 500, 540, 100, '#557f62', {rx: 20}),
        rect(1080, 450, 64, 160, '#4c7458', {rx: 28}),
        rect(1170, 430, 120, 90, COLOUR.sand, {rx: 20}),
        rect(1300, 440, 110, 80, COLOUR.terracotta, {rx: 20}),
        rect(1110, 600, 14, 26, COLOUR.brown) + rect(1590, 600, 14, 26, COLOUR.brown),
      )
      // A side table with a potted plant.
      scene.add(
        rect(640, 500, 150, 12, COLOUR.wood, {rx: 5}),
        strokePath('M655 510L645 606M775 510L785 606', COLOUR.brown, 7),
        pot(715, 500, 58, 52, COLOUR.cream, '#e6dcc8'),
        plant('spider', 715, 450, 0.8),
      )
      scene.add(evaBaby(930, 112, 1.2))
      // A quiet area on the left, for the banner's text.
      scene.add(
        path(
          'M0 0H560C620 160 520 300 600 460C640 560 600 640 620 700H0Z',
          url(
            linearGradient(
              'lg',
              [
                [0, COLOUR.deepGreen],
                [1, '#25583a'],
              ],
              {horizontal: true},
            ),
          ),
        ),
      )
      scene.add(
        group(
          {fill: COLOUR.darkGreen, 'fill-opacity': 0.35},
          leaf(-40, 720, 320, -62, COLOUR.darkGreen, SHAPE.broadLeaf),
          leaf(420, 760, 260, -105, COLOUR.darkGreen, SHAPE.broadLeaf),
          leaf(40, -40, 220, 35, COLOUR.darkGreen, SHAPE.broadLeaf),
        ),
      )
    },
  },
  {
    name: 'home-banner-horta',
    width: 1600,
    height: 700,
    draw: (scene) => {
      scene.add(sky(1600, 700), sun(1400, 110, 48), cloud(420, 120, 1.2), cloud(980, 80, 0.9), cloud(1200, 190, 0.7, 0.7))
      scene.add(skyline(440, -20, 1620, '#b8d6e0', {heights: [80, 230], widths: [60, 130]}))
      scene.add(
        tree(560, 440, 110, DISTANT_TREE_GREENS),
        tree(930, 440, 120, DISTANT_TREE_GREENS),
        tree(970, 440, 90, DISTANT_TREE_GREENS),
      )
      scene.add(greenhouse(740, 440, 0.95))
      scene.add(skyline(470, -20, 1620, '#8fb7c5', {heights: [30, 120], widths: [70, 150]}))
      scene.add(
        rect(0, 470, 1600, 26, '#d8c3a3'),
        rect(0, 496, 1600, 204, '#e5d2b3'),
        strokePath('M0 540H1600M0 600H1600M0 670H1600', '#cdb792', 2),
      )
      scene.add(raisedBed(540, 650, 360, 100, plantRow('lettuce', 556, 884, 544, 1.15, 4)))
      scene.add(
        raisedBed(950, 660, 330, 100, tomato(1000, 556, 270, 1.1) + tomato(1115, 556, 290, 1.1) + tomato(1230, 556, 260, 1.1)),
      )
      scene.add(
        raisedBed(
          1330,
          670,
          300,
          100,
          plant('chives', 1370, 566, 1.2) +
            plant('basil', 1450, 566, 1.3) +
            plant('mint', 1530, 566, 1.3) +
            plant('strawberry', 1600, 566, 1.3),
        ),
      )
      scene.add(
        wateringCan(460, 678, 1, COLOUR.darkGreen),
        crate(1200, 692, 110, 40, COLOUR.lightWood, [
          [COLOUR.red, 12],
          ['#e07b39', 11],
        ]),
      )
    },
  },
  {
    name: 'home-banner-cidade-verde',
    width: 1600,
    height: 700,
    draw: (scene) => {
      scene.add(sky(1600, 700), sun(240, 130, 44), cloud(700, 110, 1.1), cloud(1300, 80, 1))
      scene.add(skyline(560, -20, 1620, '#c2dce5', {heights: [150, 330], widths: [60, 120]}))
      scene.add(
        building(20, 580, 210, 330, {fill: COLOUR.cream, greenStrips: 2, roof: 'garden', windowColumns: 3}),
        building(250, 580, 160, 420, {fill: COLOUR.sand, balconies: true, roof: 'garden with a tree', windowColumns: 2}),
        building(430, 580, 240, 280, {fill: '#dfe8e1', greenStrips: 1, roof: 'garden', windowColumns: 4}),
        building(690, 580, 190, 460, {
          fill: COLOUR.terracotta,
          windowColour: '#f6e2c9',
          balconies: true,
          roof: 'garden',
          windowColumns: 3,
        }),
        building(900, 580, 230, 350, {fill: COLOUR.cream, greenStrips: 2, roof: 'garden with a tree', windowColumns: 4}),
        building(1150, 580, 170, 260, {fill: '#e7d3b8', balconies: true, roof: 'garden', windowColumns: 3}),
        building(1340, 580, 250, 400, {fill: '#dfe8e1', greenStrips: 1, roof: 'garden', windowColumns: 4}),
      )
      scene.add(
        rect(0, 580, 1600, 30, '#d8d2c4'),
        rect(0, 610, 1600, 90, '#6d7a72'),
        strokePath('M0 655H1600', '#f6efe1', 4, {'stroke-dasharray': '40 30'}),
      )
      for (let x = 60; x < 1600; x += 170) scene.add(ellipse(x, 586, 26, 5, COLOUR.soil), tree(x, 586, 150))
      scene.add(
        person(560, 600, 0.55, {shirt: COLOUR.red, skin: SKIN_TONES[2]}),
        person(585, 600, 0.5, {shirt: COLOUR.sand, skin: SKIN_TONES[0], style: 'long', hair: '#8a5a2b'}),
        person(1260, 600, 0.55, {shirt: COLOUR.violet, skin: SKIN_TONES[3], style: 'curly'}),
      )
    },
  },
  // The home page's cards.
  {
    name: 'card-horta-inteligente',
    width: 640,
    height: 480,
    draw: (scene) => {
      scene.add(litBackdrop(640, 480, '#efe6d6', {id: 'vg', glow: '#fff8ec', rim: '#efe6d6', opacity: 0.8}))
      scene.add(
        evaBaby(320, 86, 1.15, {
          planters: [
            planterOf(['basil', -44, 1.25], ['mint', 44, 1.2]),
            planterOf(['chives', -44, 1.2], ['basil', 42, 1.2]),
            planterOf(['mint', -42, 1.1], ['basil', 44, 1.1]),
          ],
        }),
      )
    },
  },
  {
    name: 'card-projetos',
    width: 640,
    height: 480,
    draw: (scene) => {
      scene.add(sky(640, 480), rect(0, 250, 640, 230, '#9fcf7e'))
      scene.add(
        rect(0, 170, 640, 90, '#d9b48a'),
        strokePath('M0 200H640M0 235H640', COLOUR.wood, 3),
        strokePath('M30 170V260M120 170V260M210 170V260M300 170V260M390 170V260M480 170V260M570 170V260', COLOUR.wood, 3, {
          'stroke-opacity': 0.5,
        }),
      )
      scene.add(rect(0, 330, 640, 150, '#8ec26f'))
      // A bed being built: the back board, the lower front board, the top one still on the ground.
      scene.add(
        floorShadow(490, 392, 140, 8),
        rect(382, 296, 216, 46, '#8a5a34'),
        rect(382, 296, 216, 8, '#000', {'fill-opacity': 0.15}),
      )
      scene.add(
        rect(370, 342, 240, 48, COLOUR.wood, {rx: 3}),
        rect(370, 342, 240, 6, '#fff', {'fill-opacity': 0.2}),
        rect(368, 286, 16, 106, COLOUR.brown, {rx: 2}),
        rect(596, 286, 16, 106, COLOUR.brown, {rx: 2}),
      )
      scene.add(
        circle(378, 360, 3, '#5f6b66'),
        circle(378, 376, 3, '#5f6b66'),
        circle(604, 360, 3, '#5f6b66'),
        circle(604, 376, 3, '#5f6b66'),
      )
      scene.add(
        group(
          {transform: 'rotate(-4 470 440)'},
          rect(352, 426, 250, 30, '#000', {'fill-opacity': 0.12, rx: 3, transform: 'translate(4 6)'}),
          rect(352, 426, 250, 30, COLOUR.lightWood, {rx: 3}),
          strokePath('M380 441H440M500 437H560', COLOUR.brown, 1.5, {'stroke-opacity': 0.4}),
        ),
      )
      // A hammer and a bag of soil.
      scene.add(
        group(
          {transform: 'rotate(20 520 470)'},
          rect(470, 466, 90, 9, COLOUR.wood, {rx: 4}),
          rect(552, 454, 16, 34, COLOUR.steel, {rx: 3}),
        ),
      )
      scene.add(
        path('M566 300C560 330 560 370 568 392H636C644 370 644 330 638 300Q602 290 566 300Z', COLOUR.sand),
        path('M570 300Q602 312 634 300L630 290Q602 282 574 290Z', '#d9b48a'),
        leaf(590, 360, 30, -45, COLOUR.green, SHAPE.broadLeaf),
        leaf(590, 360, 22, -110, COLOUR.lightGreen, SHAPE.broadLeaf),
      )
      // The plan on paper.
      scene.add(
        group(
          {transform: 'translate(170 390) rotate(-8)'},
          rect(-140, -80, 280, 180, '#000', {'fill-opacity': 0.12, rx: 4, transform: 'translate(6 6)'}),
          rect(-140, -80, 280, 180, '#fbfaf6', {rx: 4}),
          strokePath(
            'M-130-40H130M-130-10H130M-130 20H130M-130 50H130M-100-70V90M-60-70V90M-20-70V90M20-70V90M60-70V90M100-70V90',
            '#d5e6ee',
            1,
          ),
          rect(-110, -55, 90, 40, COLOUR.paleGreen, {stroke: COLOUR.green, 'stroke-width': 2.5}),
          rect(-110, 10, 90, 40, COLOUR.paleGreen, {stroke: COLOUR.green, 'stroke-width': 2.5}),
          rect(10, -55, 50, 105, COLOUR.paleGreen, {stroke: COLOUR.green, 'stroke-width': 2.5}),
          circle(100, -30, 18, COLOUR.lightGreen, {stroke: COLOUR.darkGreen, 'stroke-width': 2.5}),
          circle(100, 30, 14, COLOUR.lightGreen, {stroke: COLOUR.darkGreen, 'stroke-width': 2.5}),
          strokePath('M-110 70H60', COLOUR.terracotta, 2, {'stroke-dasharray': '6 5'}),
          group(
            {transform: 'translate(40 60) rotate(-30)'},
            rect(0, -4, 90, 8, '#f4c542'),
            path('M0-4L-14 0L0 4Z', COLOUR.sand),
            rect(82, -4, 12, 8, COLOUR.red),
          ),
        ),
      )
      scene.add(shovel(300, 300, 0.9, -8), trowel(330, 470, 1, 60))
    },
  },
  {
    name: 'card-suporte-cultivo',
    width: 640,
    height: 480,
    draw: (scene) => {
      scene.add(rect(0, 0, 640, 480, '#e9efe9'), rect(0, 410, 640, 70, '#d0d9d2'))
      scene.add(rect(120, 30, 14, 400, '#4a5450'), rect(506, 30, 14, 400, '#4a5450'))
      const shelves = [150, 280, 410]
      for (const shelfY of shelves) {
        scene.add(growBar(150, shelfY - 118, 340, {glow: 120, spread: 0.06, opacity: 0.9}))
        scene.add(rect(140, shelfY - 20, 360, 14, COLOUR.soil, {rx: 4}))
        scene.add(plantRow(shelfY === 280 ? 'basil' : 'lettuce', 150, 490, shelfY - 14, 0.75, 5))
        scene.add(
          rect(130, shelfY - 10, 380, 16, '#6a7470', {rx: 2}),
          rect(140, shelfY - 10, 360, 4, '#fff', {'fill-opacity': 0.2}),
        )
      }
      scene.add(rect(112, 22, 416, 14, '#4a5450', {rx: 3}))
      scene.add(
        pot(580, 440, 60, 60, COLOUR.terracotta),
        plant('snake', 580, 384, 0.8),
        pot(64, 440, 56, 48, COLOUR.cream, '#e6dcc8'),
        plant('spider', 64, 396, 0.6),
      )
    },
  },
  // A café's terrace.
  {
    name: 'home-projetos',
    width: 960,
    height: 640,
    draw: (scene) => {
      scene.add(rect(0, 0, 960, 640, '#efe4d0'))
      scene.add(livingWall(60, 70, 420, 300))
      // The café's front.
      scene.add(
        rect(540, 60, 380, 360, '#fbf8f1'),
        rect(580, 150, 300, 270, '#cfe3ea'),
        strokePath('M730 150V420M580 285H880', '#fbf8f1', 8),
      )
      scene.add(
        path('M560 100H900L930 160H530Z', COLOUR.red),
        path('M600 100L590 160H650L640 100ZM680 100L690 160H750L720 100ZM760 100L790 160H850L800 100Z', COLOUR.cream),
      )
      scene.add(rect(0, 430, 960, 210, '#d9b48a'), floorPlanks(0, 430, 960, 210, '#d9b48a', '#c29c6c', 20))
      scene.add(rect(0, 420, 960, 14, '#c9b08a'))
      // Tables and chairs.
      const table = (x) =>
        ellipse(x, 560, 60, 9, '#000', {'fill-opacity': 0.12}) +
        strokePath(pathData`M${x} 480V555M${x - 22} 558H${x + 22}`, '#3f4a45', 6) +
        ellipse(x, 478, 56, 10, '#3f4a45') +
        path(pathData`M${x - 10} 470h18v-12h-18z`, '#fff') +
        path(pathData`M${x + 14} 470h14v-9h-14z`, COLOUR.terracotta) +
        strokePath(pathData`M${x - 80} 560V470M${x - 80} 505H${x - 50}V560`, '#3f4a45', 5) +
        strokePath(pathData`M${x + 80} 560V470M${x + 80} 505H${x + 50}V560`, '#3f4a45', 5)
      scene.add(table(270), table(700))
      // Planters.
      const planter = (x, width) =>
        planterBox(
          x,
          630,
          width,
          56,
          '#55675e',
          bush(x + width * 0.25, 575, 30) +
            bush(x + width * 0.7, 575, 34) +
            flower(x + width * 0.45, 540, 8, COLOUR.cream) +
            flower(x + width * 0.85, 530, 7, '#f28fb1'),
        )
      scene.add(planter(20, 160), planter(420, 140), planter(800, 150))
      scene.add(pot(500, 420, 60, 64, COLOUR.terracotta), plant('snake', 500, 356, 0.8))
      scene.add(trailingVine(100, 70, 120), trailingVine(240, 70, 90), trailingVine(420, 70, 110))
    },
  },
]
