import {PUBLIC_PAGES} from '~/domain/public-pages'
import {messages} from '~/messages'
import {BASE_URL} from '../playwright.config'
import {expect, ROUTES, test} from './fixtures'

test('every public page (the sitemap\u2019s list) is among the routes checked below', () => {
  expect(ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining([...PUBLIC_PAGES]))
})

for (const route of ROUTES) {
  test(`${route.path} renders complete from the server`, async ({page}) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe('status' in route ? route.status : 200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(route.heading)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title)

    if ('bare' in route) {
      await expect(page.getByRole('navigation', {name: messages.nav.label})).toHaveCount(0)
      return
    }
    const nav = page.getByRole('navigation', {name: messages.nav.label})
    await expect(nav.getByRole('link', {name: messages.nav.home})).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', {name: messages.nav.logo})).toHaveAttribute('href', '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Trazendo saúde e bem estar para as cidades')
    await expect(footer).toContainText('* Só Atendemos em Curitiba e Região Metropolitana *')
  })
}

test('/home is the home page, with / as its canonical address', async ({page}) => {
  await page.goto('/home')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/`)
  await expect(page.getByRole('heading', {name: 'EVA Agricultura Urbana', level: 2})).toBeVisible()
})

test('an unknown path redirects to /404, which answers 404', async ({page}) => {
  const response = await page.goto('/essa-pagina-nao-existe')
  expect(page.url()).toBe(`${BASE_URL}/404`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('link', {name: messages.notFound.home})).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', {name: messages.notFound.contact})).toHaveAttribute('href', '/contato')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('/index stands alone: name, message, Facebook, Instagram, e-mail and the current year', async ({page}) => {
  await page.goto('/index')
  await expect(page.getByText('Estamos preparando um site novo')).toBeVisible()
  await expect(page.getByRole('link', {name: /^Facebook/})).toHaveAttribute(
    'href',
    'https://www.facebook.com/evaagriculturaurbana',
  )
  await expect(page.getByRole('link', {name: /^Instagram/})).toHaveAttribute(
    'href',
    'https://www.instagram.com/evaagriculturaurbana',
  )
  await expect(page.getByRole('link', {name: messages.underConstruction.email})).toHaveAttribute(
    'href',
    'mailto:contato@evaagriculturaurbana.com.br',
  )
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} EVA Agricultura Urbana`)
})

test('every page has its own description and Open Graph tags from content', async ({page}) => {
  await page.goto('/projetos')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /visita de diagnóstico/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Projetos | EVA Agricultura Urbana')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${BASE_URL}/projetos`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${BASE_URL}/content/share/.+\\.jpg$`),
  )
})

test('content images are served with their dimensions', async ({page, request}) => {
  await page.goto('/sobre-nos')
  const banner = page.locator('.page-banner img')
  await expect(banner).toHaveAttribute('width', '1600')
  await expect(banner).toHaveAttribute('height', '500')
  // Raster, at the widths of its srcset, each of them there (the build rendered the seed's SVG).
  const srcset = (await banner.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' ')[0]!)
  for (const src of [await banner.getAttribute('src'), ...srcset]) {
    const image = await request.get(src!)
    expect(image.status(), src!).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
  }
  // The browser took one that fits the slot, and decoded it.
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/content\/renditions\/.+-\d+\.webp$/)
})
