// The articles' covers ("Dicas de cultivo") and their authors' portraits.
import {evaBaby, planterOf} from '../draw/eva-baby.mjs'
import {cloud, skyline} from '../draw/outdoors.mjs'
import {COLOUR, SKIN_TONES} from '../draw/paint.mjs'
import {person} from '../draw/people.mjs'
import {plant, plantRow, tree} from '../draw/plants.mjs'
import {circle, path, rect, strokePath} from '../draw/svg.mjs'
import {floorShadow, pot, wateringCan, wallTiles, windowFrame} from '../draw/things.mjs'

/** A portrait: a person from the waist up, in front of a plain colour. */
const portrait = (name, background, options) => ({
  name,
  width: 400,
  height: 400,
  draw: (scene) => {
    scene.add(rect(0, 0, 400, 400, background), circle(200, 170, 150, '#fff', {'fill-opacity': 0.35}))
    scene.add(person(196, 760, 3.4, {pose: 'stand', ...options}))
  },
})

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const ARTICLES = [
  {
    // Herbs on a sunny windowsill, and the watering can beside them.
    name: 'dicas-ervas-na-janela',
    width: 1200,
    height: 675,
    draw: (scene) => {
      scene.add(rect(0, 0, 1200, 675, '#f3ece0'))
      scene.add(
        windowFrame(
          300,
          70,
          560,
          380,
          cloud(420, 150, 1) + cloud(720, 110, 0.8) + skyline(450, 300, 860, '#b8cfd9', {heights: [80, 200], widths: [40, 90]}),
        ),
      )
      scene.add(rect(0, 540, 1200, 135, '#e2d6c2'))
      scene.add(
        pot(410, 472, 110, 90, COLOUR.terracotta),
        plant('basil', 410, 390, 1.25),
        pot(580, 472, 110, 90, '#f1ece2', '#e2dccf'),
        plant('mint', 580, 390, 1.2),
        pot(750, 472, 110, 90, COLOUR.terracotta),
        plant('chives', 750, 390, 1.2),
      )
      scene.add(floorShadow(980, 640, 120, 12), wateringCan(980, 640, 1.2, COLOUR.darkGreen))
    },
  },
  {
    // Leafy greens in the half-shade of a balcony, out of the direct sun.
    name: 'dicas-hortalicas-na-sombra',
    width: 1200,
    height: 675,
    draw: (scene) => {
      scene.add(rect(0, 0, 1200, 675, '#dfeee6'), wallTiles(0, 0, 1200, 420))
      scene.add(path('M0 0H520L360 420H0Z', '#1f4d2e', {'fill-opacity': 0.12}))
      scene.add(tree(1080, 430, 380), rect(0, 420, 1200, 255, '#cdbfa8'), strokePath('M0 420H1200', '#b3a589', 6))
      scene.add(
        rect(140, 470, 920, 110, COLOUR.wood, {rx: 8}),
        rect(140, 470, 920, 18, COLOUR.lightWood, {rx: 8}),
        plantRow('lettuce', 190, 1010, 470, 1.1, 6),
      )
      scene.add(pot(90, 660, 120, 110, '#f1ece2', '#e2dccf'), plant('spider', 90, 550, 1.1))
    },
  },
  {
    // The EVA Baby on a kitchen wall, its light on over the herbs.
    name: 'dicas-eva-baby-na-cozinha',
    width: 1200,
    height: 675,
    draw: (scene) => {
      scene.add(rect(0, 0, 1200, 675, '#efe6d6'), wallTiles(0, 300, 1200, 200))
      scene.add(rect(0, 500, 1200, 175, '#cfc3ae'), rect(0, 500, 1200, 16, '#b9aa90'))
      scene.add(
        evaBaby(600, 90, 1.05, {
          planters: [
            planterOf(['basil', -42, 1.3], ['mint', 46, 1.2]),
            planterOf(['lettuce', -40, 1.1], ['chives', 44, 1.2]),
            planterOf(['strawberry', -38, 1.1], ['basil', 44, 1.2]),
          ],
        }),
      )
      scene.add(
        person(930, 640, 1.6, {
          pose: 'hold',
          mirrored: true,
          shirt: COLOUR.red,
          skin: SKIN_TONES[1],
          style: 'curly',
          hair: '#3b2618',
        }),
      )
    },
  },
  portrait('pessoa-agronoma', '#cfe3c8', {style: 'long', hair: '#6b4226', skin: SKIN_TONES[1], shirt: COLOUR.darkGreen}),
  portrait('pessoa-tecnico', '#f3dfc5', {style: 'short', hair: '#1d1510', skin: SKIN_TONES[2], shirt: '#3d6e9c'}),
]
