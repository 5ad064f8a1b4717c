import {messages} from '~/messages'
import {axeViolations as violations, expect, gotoWithoutJavaScript, ROUTES, test} from './fixtures'

// /home renders the home page's own module and content (app/routes/home.tsx): / covers it.
for (const route of ROUTES.filter(({path}) => path !== '/home')) {
  test(`axe finds no violations on ${route.path}`, async ({page}) => {
    await page.goto(route.path)
    expect(await violations(page)).toEqual([])
  })

  test(`axe finds no violations on ${route.path} without JavaScript`, async ({page}) => {
    await gotoWithoutJavaScript(page, route.path)
    expect(await violations(page)).toEqual([])
  })
}

test.describe('at 375 px', () => {
  test.use({viewport: {width: 375, height: 740}})

  test('axe finds no violations with the menu and dropdown open', async ({page}) => {
    await page.goto('/')
    await page.getByRole('button', {name: messages.nav.toggle}).click()
    await page.getByRole('button', {name: messages.nav.solutions}).click()
    expect(await violations(page)).toEqual([])
  })

  test('axe finds no violations without JavaScript', async ({page}) => {
    await gotoWithoutJavaScript(page, '/')
    expect(await violations(page)).toEqual([])
  })

  // The articles' list and the seed's articles, at a phone's width too.
  for (const path of ROUTES.map((route) => route.path).filter((path) => path.startsWith('/dicas'))) {
    test(`axe finds no violations on ${path}`, async ({page}) => {
      await page.goto(path)
      expect(await violations(page)).toEqual([])
    })
  }

  // The seed's campaign page: every kind of block an editor may stack, at a phone's width too.
  test('axe finds no violations on /horta-em-casa, with and without JavaScript', async ({page}) => {
    await page.goto('/horta-em-casa')
    expect(await violations(page)).toEqual([])
    await gotoWithoutJavaScript(page, '/horta-em-casa')
    expect(await violations(page)).toEqual([])
  })
})
