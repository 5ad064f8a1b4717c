// The projects page's illustrations.
import {cloud, sky} from '../draw/outdoors.mjs'
import {COLOUR, SKIN_TONES} from '../draw/paint.mjs'
import {person, standing} from '../draw/people.mjs'
import {blade, livingWall, plant, plantRow, tomato, tree} from '../draw/plants.mjs'
import {ellipse, path, rect, strokePath} from '../draw/svg.mjs'
import {clipboard, floorPlanks, pot, raisedBed, trowel, wateringCan} from '../draw/things.mjs'

/**
 * The same corner of a yard, before and after: bare earth or grass.
 * @param {import('../draw/scene.mjs').Scene} scene
 * @param {boolean} after
 */
const yardCorner = (scene, after) => {
  scene.add(rect(0, 0, 800, 600, '#cfe8f3'))
  scene.add(path('M0 0H170V400L0 480Z', '#e6dccb'))
  scene.add(rect(170, 0, 630, 400, '#efe6d6'), rect(170, 0, 630, 26, '#e2d5bf'))
  scene.add(path('M170 400H800V600H0V480Z', after ? '#a7d38a' : '#d6b98f'))
  scene.add(strokePath('M170 400H800M170 400L0 480', '#c4b39a', 4))
}

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const PROJECTS = [
  {
    name: 'projetos-banner',
    width: 1600,
    height: 500,
    draw: (scene) => {
      scene.add(rect(0, 0, 1600, 500, '#efe4d0'), rect(0, 0, 1600, 360, '#f3ecdf'))
      scene.add(rect(0, 0, 520, 360, '#e9ddc7'))
      scene.add(livingWall(1120, 50, 380, 260))
      scene.add(rect(0, 360, 1600, 140, '#c9a27a'), floorPlanks(0, 360, 1600, 140, '#cfa87e', '#b48d63', 18))
      scene.add(strokePath('M0 345H1600', '#ded2bc', 30))
      scene.add(
        raisedBed(
          700,
          470,
          360,
          80,
          plantRow('lettuce', 720, 900, 390, 0.8, 3) + plant('seedling', 940, 392, 0.9) + plant('seedling', 990, 392, 0.9),
        ),
      )
      scene.add(
        person(1120, 486, 1.2, {pose: 'kneel', mirrored: true, shirt: COLOUR.darkGreen, skin: SKIN_TONES[2], style: 'hat'}),
      )
      scene.add(
        pot(1300, 480, 90, 90, COLOUR.terracotta),
        plant('mint', 1300, 390, 1),
        pot(1410, 484, 70, 70, COLOUR.cream, '#e6dcc8'),
        plant('basil', 1410, 414, 0.9),
        pot(1540, 488, 110, 120, COLOUR.terracotta),
        plant('snake', 1540, 368, 1.1),
      )
      scene.add(
        path('M580 480L600 400H660L676 480Z', '#b98a58'),
        rect(596, 420, 64, 20, COLOUR.sand),
        trowel(680, 480, 0.9, 60),
        pot(540, 486, 40, 34, COLOUR.terracotta),
      )
    },
  },
  {
    name: 'projetos-info',
    width: 800,
    height: 600,
    draw: (scene) => {
      scene.add(sky(800, 600), cloud(620, 80, 0.8))
      scene.add(tree(90, 380, 230), tree(720, 380, 200), rect(0, 370, 800, 230, '#9fcf7e'))
      scene.add(raisedBed(40, 520, 330, 70, plantRow('lettuce', 55, 360, 456, 0.85, 4)))
      scene.add(
        raisedBed(480, 540, 300, 80, tomato(520, 468, 200, 0.9) + tomato(620, 468, 220, 0.9) + tomato(720, 468, 190, 0.9)),
      )
      scene.add(
        person(410, 586, 1.7, {
          pose: standing([10, -110], [24, -112], [-8, -104], [-10, -78]),
          shirt: COLOUR.darkGreen,
          skin: SKIN_TONES[1],
          style: 'hat',
          pants: COLOUR.brown,
          item: clipboard(26, -116, 0.9, -12),
        }),
      )
    },
  },
  {
    name: 'projetos-antes',
    width: 800,
    height: 600,
    draw: (scene) => {
      yardCorner(scene, false)
      scene.add(
        strokePath('M300 470l40 10 20-14 30 12M520 520l30-10 26 16 30-6M180 540l40-12 24 10M640 450l26 8 20-10', '#b08f62', 3),
      )
      scene.add(
        ellipse(420, 560, 44, 16, '#9d958a'),
        ellipse(480, 540, 30, 12, COLOUR.stone),
        ellipse(660, 500, 36, 14, '#9d958a'),
        ellipse(250, 470, 26, 10, COLOUR.stone),
        ellipse(700, 560, 22, 9, COLOUR.stone),
      )
      const tuft = (x, y, size = 1) =>
        blade(x, y, 30 * size, -110, 6, 4, '#b6a25c') +
        blade(x + 4, y, 26 * size, -70, -6, 4, '#a9974f') +
        blade(x + 2, y, 34 * size, -92, 3, 4, '#b6a25c')
      scene.add(tuft(560, 452), tuft(200, 560, 0.8), tuft(730, 420, 0.7), tuft(340, 590, 0.9))
      scene.add(
        ellipse(560, 500, 120, 20, '#c9a878', {'fill-opacity': 0.5}),
        ellipse(300, 540, 90, 16, '#c9a878', {'fill-opacity': 0.5}),
      )
      scene.add(path('M240 412L310 412L302 380H248Z', '#a7a39b'), rect(244, 374, 62, 8, '#8f8a82', {rx: 3}))
      scene.add(strokePath('M420 120L440 160L430 200', '#d8c9b0', 3), strokePath('M600 260l20 30', '#d8c9b0', 3))
    },
  },
  {
    name: 'projetos-depois',
    width: 800,
    height: 600,
    draw: (scene) => {
      yardCorner(scene, true)
      scene.add(livingWall(300, 70, 380, 220))
      scene.add(
        raisedBed(190, 470, 560, 70, plantRow('lettuce', 200, 460, 402, 0.75, 4) + plantRow('basil', 480, 740, 402, 0.6, 3)),
      )
      scene.add(raisedBed(20, 590, 140, 60, plantRow('chives', 30, 150, 532, 0.55, 2)))
      scene.add(
        ellipse(420, 560, 44, 16, '#9d958a'),
        ellipse(500, 540, 30, 12, COLOUR.stone),
        ellipse(580, 565, 36, 14, '#9d958a'),
      )
      scene.add(
        pot(720, 560, 80, 80, COLOUR.terracotta),
        plant('strawberry', 720, 470, 1),
        wateringCan(300, 590, 0.7, COLOUR.darkGreen),
      )
    },
  },
]
