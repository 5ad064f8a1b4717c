// The case studies' illustrations.
import {building, cloud, sky} from '../draw/outdoors.mjs'
import {COLOUR, radialGradient, SKIN_TONES} from '../draw/paint.mjs'
import {person} from '../draw/people.mjs'
import {bush, livingWall, plant, plantRow, tree} from '../draw/plants.mjs'
import {url} from '../draw/scene.mjs'
import {leaf, SHAPE} from '../draw/shapes.mjs'
import {circle, group, path, pathData, rect, strokePath} from '../draw/svg.mjs'
import {crate, floorShadow, pot, raisedBed, wateringCan, windowFrame} from '../draw/things.mjs'

/** @type {import('../draw/scene.mjs').Illustration[]} */
export const CASES = [
  {
    name: 'caso-centro-reabilitacao',
    width: 800,
    height: 600,
    draw: (scene) => {
      scene.add(
        sky(800, 600),
        cloud(180, 90, 0.9),
        cloud(560, 60, 0.7),
        tree(740, 380, 240),
        tree(40, 380, 200),
        tree(400, 372, 150, ['#7fae7a', '#8fbf8a', '#a6cc98']),
      )
      scene.add(rect(0, 370, 800, 230, '#a7d38a'), path('M0 480H800V600H0Z', '#e3d7c4'), strokePath('M0 480H800', '#d2c3aa', 4))
      // A therapist behind the beds.
      scene.add(
        person(470, 520, 1.25, {
          pose: 'hold',
          mirrored: true,
          shirt: COLOUR.darkGreen,
          skin: SKIN_TONES[0],
          style: 'long',
          hair: '#6b4226',
          item: pot(30, -108, 26, 22, COLOUR.terracotta) + plant('basil', 30, -128, 0.35),
        }),
      )
      // Raised beds, at waist height with room underneath.
      scene.add(raisedBed(250, 450, 310, 45, plantRow('lettuce', 265, 545, 400, 0.7, 4), {legs: 110}))
      scene.add(
        raisedBed(600, 450, 180, 45, plantRow('flowers', 610, 770, 400, 0.8, 2) + plant('strawberry', 690, 402, 0.8), {
          legs: 110,
        }),
      )
      // Someone in a wheelchair.
      const wc =
        circle(0, -40, 40, 'none', {stroke: '#39423e', 'stroke-width': 7}) +
        circle(0, -40, 4, '#39423e') +
        strokePath('M-34-40H34M0-74V-6', '#39423e', 2) +
        strokePath('M-6-130V-60H40L46-20M-6-60L-20-34M-6-130h-14', '#39423e', 7) +
        circle(50, -8, 8, 'none', {stroke: '#39423e', 'stroke-width': 5})
      scene.add(
        group(
          {transform: 'translate(186 566) scale(1.3)'},
          wc,
          person(2, -4, 1, {pose: 'sit', shirt: COLOUR.red, skin: SKIN_TONES[2], style: 'short'}),
        ),
      )
    },
  },
  {
    name: 'caso-hospital',
    width: 800,
    height: 600,
    draw: (scene) => {
      scene.add(rect(0, 0, 800, 600, '#eef3ef'))
      scene.add(windowFrame(80, 80, 220, 280, tree(190, 420, 300, [COLOUR.green, COLOUR.brightGreen, COLOUR.lightGreen])))
      scene.add(livingWall(400, 60, 330, 300))
      scene.add(rect(0, 430, 800, 170, '#dfe3dc'), rect(0, 420, 800, 14, '#c9d2ca'))
      scene.add(path('M80 440L0 600H200L300 440Z', '#fff', {'fill-opacity': 0.35}))
      scene.add(
        floorShadow(500, 540, 190, 10),
        rect(340, 470, 320, 18, COLOUR.lightWood, {rx: 6}),
        rect(340, 440, 320, 16, COLOUR.wood, {rx: 6}),
        rect(360, 488, 14, 50, '#55675e'),
        rect(626, 488, 14, 50, '#55675e'),
      )
      scene.add(pot(720, 560, 110, 130, '#f1ece2', '#e2dccf'), plant('snake', 720, 430, 1.3))
      scene.add(pot(260, 560, 100, 110, '#f1ece2', '#e2dccf'), bush(260, 446, 70))
      scene.add(
        rect(
          0,
          0,
          800,
          600,
          url(
            radialGradient('soft', [
              [0, '#fff6d8', 0.45],
              [1, '#fff6d8', 0],
            ]),
          ),
          {transform: 'translate(-200 -100) scale(1.5)'},
        ),
      )
    },
  },
  {
    name: 'caso-mercado-municipal',
    width: 800,
    height: 600,
    draw: (scene) => {
      scene.add(rect(0, 0, 800, 600, '#e6dccb'))
      // The iron arch and its fan of stained glass.
      scene.add(path('M40 300A360 270 0 0 1 760 300Z', '#dcecf0'))
      let ribs = ''
      for (let angle = 195; angle < 345; angle += 15) {
        ribs += pathData`M400 300L${400 + 360 * Math.cos((angle * Math.PI) / 180)} ${300 + 270 * Math.sin((angle * Math.PI) / 180)}`
      }
      scene.add(
        strokePath(ribs, '#3e5a4a', 4),
        strokePath('M170 300A230 172 0 0 1 630 300M290 300A110 82 0 0 1 510 300', '#3e5a4a', 5),
      )
      scene.add(strokePath('M40 300A360 270 0 0 1 760 300', '#3e5a4a', 16), strokePath('M20 300H780', '#3e5a4a', 12))
      scene.add(
        rect(24, 290, 32, 310, '#3e5a4a'),
        rect(744, 290, 32, 310, '#3e5a4a'),
        rect(0, 300, 24, 300, '#efe6d6'),
        rect(776, 300, 24, 300, '#efe6d6'),
      )
      scene.add(livingWall(150, 318, 500, 200))
      const stall = (x, awning) =>
        rect(x, 452, 170, 86, COLOUR.lightWood) +
        path(pathData`M${x - 10} 418H${x + 180}L${x + 170} 452H${x}Z`, awning) +
        path(
          pathData`M${x + 20} 418L${x + 16} 452H${x + 46}L${x + 50} 418ZM${x + 80} 418L${x + 80} 452H${x + 110}L${x + 110} 418ZM${x + 140} 418L${x + 144} 452H${x + 170}L${x + 166} 418Z`,
          '#fff',
          {'fill-opacity': 0.85},
        ) +
        strokePath(pathData`M${x + 4} 452V418M${x + 166} 452V418`, '#6d4529', 4) +
        crate(x + 10, 488, 70, 30, '#a0703f', [[COLOUR.red, 9]]) +
        crate(x + 90, 488, 70, 30, '#a0703f', [['#f4a340', 9]]) +
        crate(x + 10, 530, 70, 30, '#a0703f', [[COLOUR.lightGreen, 10]]) +
        crate(x + 90, 530, 70, 30, '#a0703f', [[COLOUR.green, 8]])
      scene.add(
        rect(0, 530, 800, 70, '#cbbfa8'),
        strokePath('M0 560H800', '#bfb197', 2),
        stall(60, COLOUR.red),
        stall(570, COLOUR.darkGreen),
      )
      scene.add(
        person(330, 596, 0.95, {
          shirt: COLOUR.terracotta,
          skin: SKIN_TONES[1],
          pose: 'hold',
          item: crate(20, -112, 36, 18, COLOUR.lightWood, [[COLOUR.red, 6]]),
        }),
        person(430, 596, 0.95, {shirt: COLOUR.violet, skin: SKIN_TONES[3], style: 'curly', mirrored: true}),
        person(470, 596, 0.7, {shirt: '#f4c542', skin: SKIN_TONES[0], style: 'long', hair: '#8a5a2b', mirrored: true}),
      )
    },
  },
  {
    name: 'caso-horta-urbana',
    width: 800,
    height: 600,
    draw: (scene) => {
      scene.add(sky(800, 600), cloud(400, 80, 0.9))
      scene.add(
        building(-10, 420, 200, 380, {fill: COLOUR.terracotta, windowColour: '#f6e2c9', windowColumns: 3, balconies: true}),
        building(620, 420, 200, 340, {fill: COLOUR.cream, windowColumns: 3, greenStrips: 1}),
      )
      scene.add(
        building(240, 300, 120, 160, {fill: '#dfe8e1', windowColumns: 2}),
        building(380, 300, 200, 210, {fill: COLOUR.sand, windowColumns: 3, roof: 'garden'}),
      )
      scene.add(tree(300, 320, 120), rect(180, 300, 460, 20, '#fbf8f1'))
      scene.add(path('M0 420L180 300H640L800 420V600H0Z', '#9c7752'))
      // Four rows of beds on the roof, wider and larger towards us.
      for (let i = 0; i < 4; i++) {
        const y = 340 + i * 62
        const fromX = 140 - i * 40
        scene.add(path(pathData`M${fromX} ${y}H${660 + i * 40}l14 22H${fromX - 14}Z`, '#6d4529'))
        scene.add(plantRow(i % 2 ? 'lettuce' : i === 0 ? 'chives' : 'strawberry', fromX, 660 + i * 40, y + 10, 0.5 + i * 0.1))
      }
      scene.add(
        rect(40, 480, 110, 110, '#3f6b4a', {rx: 6}),
        rect(32, 470, 126, 16, COLOUR.deepGreen, {rx: 5}),
        strokePath('M60 500V580M95 500V580M130 500V580', COLOUR.deepGreen, 4),
      )
      scene.add(
        leaf(80, 472, 30, -120, COLOUR.lightGreen, SHAPE.broadLeaf),
        leaf(110, 472, 24, -60, COLOUR.brightGreen, SHAPE.broadLeaf),
      )
      scene.add(
        wateringCan(700, 590, 0.8, COLOUR.terracotta),
        person(620, 590, 1.1, {pose: 'bend', mirrored: true, shirt: COLOUR.red, skin: SKIN_TONES[2], style: 'bun'}),
      )
    },
  },
]
