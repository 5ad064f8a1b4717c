import {expect, openListItem, picture, test} from './fixtures'

const CASES = [
  'Horta terapêutica em centro de reabilitação',
  'Espaço de relaxamento em hospital',
  'Jardim vertical no mercado municipal',
  'Horta urbana comunitária',
]

/** The cases' titles in the order a visitor sees them on /projetos, through Varnish. */
async function visitorOrder(base: string) {
  const html = await (await fetch(`${base}/projetos`)).text()
  return CASES.map((title) => [title, html.indexOf(title)] as const)
    .filter(([, at]) => at >= 0)
    .sort(([, a], [, b]) => a - b)
    .map(([title]) => title)
}

test('an editor moves a case down the list with the keyboard; /projetos shows the new order', async ({studio, stack}) => {
  expect(await visitorOrder(stack.url)).toEqual(CASES)
  await openListItem(studio, 'Casos de clientes')
  // The list's drag handles take the keyboard: Space lifts, the arrows move, Space drops.
  const moved = studio.getByRole('button', {name: new RegExp(`^${CASES[0]}`)})
  await moved.focus()
  await studio.keyboard.press('Space')
  await studio.keyboard.press('ArrowDown')
  await studio.keyboard.press('ArrowDown')
  await studio.keyboard.press('Space')
  // The list plugin speaks English only (@sanity/orderable-document-list has no translations).
  await expect(studio.getByText('Moved 1 document down from position 1 to 3')).toBeVisible()
  await picture(studio, 'casos-reordenados')
  const expected = [CASES[1], CASES[2], CASES[0], CASES[3]]
  await expect(studio.getByRole('button', {name: /^(Horta|Espaço|Jardim)/})).toHaveText(
    expected.map((title) => new RegExp(`^${title}`)),
  )
  // The reorder is published at once (the plugin patches the published documents).
  await expect.poll(() => visitorOrder(stack.url), {timeout: 5_000}).toEqual(expected)
})
