import {freshWithin} from '../support/freshness'
import {everyCopy, expect, inEveryCopy, openListItem, picture, test, type StudioStack} from './fixtures'

const CASES = [
  'Horta terapêutica em centro de reabilitação',
  'Espaço de relaxamento em hospital',
  'Jardim vertical no mercado municipal',
  'Horta urbana comunitária',
]

/** The cases' titles in the order a page of /projetos shows them. */
function caseOrder(html: string) {
  return CASES.map((title) => [title, html.indexOf(title)] as const)
    .filter(([, at]) => at >= 0)
    .sort(([, a], [, b]) => a - b)
    .map(([title]) => title)
}

/** The order in every copy of /projetos a visitor may get (each instance and Varnish, every consent choice). */
const visitorOrders = async (stack: StudioStack) => (await everyCopy(stack, '/projetos')).map(caseOrder)

test('an editor moves a case down the list with the keyboard; /projetos shows the new order', async ({studio, stack}) => {
  expect(await visitorOrders(stack)).toEqual(inEveryCopy(CASES))
  await openListItem(studio, 'Casos de clientes')
  // The list's drag handles take the keyboard: Space lifts, the arrows move, Space drops.
  const moved = studio.getByRole('button', {name: new RegExp(`^${CASES[0]}`)})
  await moved.focus()
  await studio.keyboard.press('Space')
  await studio.keyboard.press('ArrowDown')
  await studio.keyboard.press('ArrowDown')
  const dropped = Date.now()
  await studio.keyboard.press('Space')
  // The list plugin speaks English only (@sanity/orderable-document-list has no translations).
  await expect(studio.getByText('Moved 1 document down from position 1 to 3')).toBeVisible()
  await picture(studio, 'casos-reordenados')
  const expected = [CASES[1], CASES[2], CASES[0], CASES[3]]
  await expect(studio.getByRole('button', {name: /^(Horta|Espaço|Jardim)/})).toHaveText(
    expected.map((title) => new RegExp(`^${title}`)),
  )
  // The reorder is published at once (the plugin patches the published documents): within 5 s of the drop.
  await expect.poll(() => visitorOrders(stack), freshWithin(dropped)).toEqual(inEveryCopy(expected))
})
