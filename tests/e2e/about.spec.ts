import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {expect, installPausedClock, test} from './fixtures'

const story = (page: Page) => page.getByRole('region', {name: messages.about.storyLabel})
const titles = ['Conheça a EVA', 'Nossa Trajetória', 'Nossos apoiadores', 'Nossas Soluções', 'Nossos Time']
const counterValues = (page: Page) => page.locator('.counters__value')

test('banner and the five-slide story, moved by hand with wrap-around', async ({page}) => {
  await page.clock.install()
  await page.goto('/sobre-nos')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Sobre Nós')
  await expect(page.getByText('Conheça a Família EVA e a nossa trajetória na Agricultura Urbana')).toBeVisible()

  const visibleTitle = story(page).getByRole('heading', {level: 2})
  await expect(visibleTitle).toHaveText(titles[0]!)
  // The autoplay option is off in the content: nothing moves by itself.
  await page.clock.runFor(20_000)
  await expect(visibleTitle).toHaveText(titles[0]!)

  for (const title of titles.slice(1)) {
    await story(page).getByRole('button', {name: messages.slider.next}).click()
    await expect(visibleTitle).toHaveText(title)
  }
  await story(page).getByRole('button', {name: messages.slider.next}).click()
  await expect(visibleTitle).toHaveText(titles[0]!)
  await story(page).getByRole('button', {name: messages.slider.previous}).click()
  await expect(visibleTitle).toHaveText('Nossos Time')
  await expect(story(page).getByRole('group', {name: messages.slider.position(5, 5)})).toContainText('agrônomos')
})

test('counters start at 0 and count up once, over about 2 s, when half visible', async ({page}) => {
  await installPausedClock(page)
  await page.goto('/sobre-nos')
  await expect(counterValues(page)).toHaveText(['0', '0', '0'])
  await page.clock.runFor(3000)
  await expect(counterValues(page)).toHaveText(['0', '0', '0'])

  await page.getByRole('heading', {name: 'Nossas Conquistas'}).scrollIntoViewIfNeeded()
  await page.locator('.counters').evaluate((element) => element.scrollIntoView({block: 'center'}))
  await page.clock.runFor(1000)
  const halfway = Number((await counterValues(page).nth(2).textContent())!.replace('.', ''))
  expect(halfway).toBeGreaterThan(0)
  expect(halfway).toBeLessThan(3200)
  await page.clock.runFor(1100)
  await expect(counterValues(page)).toHaveText(['10', '1.325', '3.200'])
  await expect(page.locator('.counters')).toContainText('N° de projetos')
  await expect(page.locator('.counters')).toContainText('M° urbanos mais verdes')
  await expect(page.locator('.counters')).toContainText('Pessoas impactadas')

  // Once: leaving and coming back does not start again.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.clock.runFor(500)
  await page.locator('.counters').evaluate((element) => element.scrollIntoView({block: 'center'}))
  await page.clock.runFor(100)
  await expect(counterValues(page)).toHaveText(['10', '1.325', '3.200'])
})

test('counters show their targets under reduced motion', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/sobre-nos')
  await expect(counterValues(page)).toHaveText(['10', '1.325', '3.200'])
})

test('without JavaScript: counters at their targets, every story slide listed', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto('/sobre-nos')
  await expect(counterValues(page)).toHaveText(['10', '1.325', '3.200'])
  await expect(story(page).getByRole('heading', {level: 2})).toHaveText(titles)
  await context.close()
})

test('the two programme badges', async ({page}) => {
  await page.goto('/sobre-nos')
  const badges = page.locator('.badges li')
  await expect(badges).toHaveCount(2)
  for (const image of await badges.locator('img').all()) await expect(image).toHaveAttribute('alt', /^Selo/)
  await expect(badges).toHaveText(['Programa de aceleração de startups', 'Ecossistema de inovação de Curitiba'])
})
