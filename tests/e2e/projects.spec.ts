import {messages} from '~/messages'
import {expect, test} from './fixtures'

test('projects page: banner, how it works, guarantees, info, form section, before/after', async ({page}) => {
  await page.goto('/projetos')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tenha sua própria horta urbana')
  await expect(page.getByText('Projetos personalizados para a sua casa ou empresa')).toBeVisible()

  const how = page.getByRole('region', {name: 'PROJETOS DA EVA'})
  await expect(how).toContainText('Como Funciona')
  await expect(how).toContainText('Curitiba')
  await expect(how.getByRole('listitem')).toHaveCount(4)
  await expect(how.getByRole('heading', {level: 3})).toHaveText([
    'Agende uma visita de diagnóstico',
    'Receba um orçamento',
    'Execute com a EVA ou receba o projeto',
    'Escolha um plano de manutenção',
  ])
  await expect(how.getByRole('link', {name: 'Agendar uma visita'})).toHaveAttribute('href', '/projetos#formulario')

  const guarantees = page.getByRole('region', {name: messages.projects.guaranteesLabel})
  await expect(guarantees.getByRole('heading')).toHaveText(['Execução e Manutenção', 'Consultoria e Suporte'])
  await expect(guarantees.getByRole('listitem')).toHaveText([
    'Hortas Urbanas',
    'Hortas Verticais',
    'Hortoterapia',
    'Consultoria Agronômica',
    'Suporte na produção',
    'Gestão na Produção',
  ])

  await expect(page.getByRole('heading', {name: 'Uma horta feita para o seu espaço'})).toBeVisible()

  const form = page.locator('#formulario')
  await expect(form.getByRole('heading', {level: 2})).toHaveText('Agende Sua Visita de Diagnóstico')
  await expect(form).toContainText(
    'Preencha o formulário abaixo e agende uma visita técnica personalizada para avaliar suas necessidades',
  )
  await expect(form).toContainText('* Só Atendemos em Curitiba e Região Metropolitana *')
  await expect(page.locator('figcaption')).toHaveText(['Primeiro dia de visita', '3 semanas depois da visita'])
})

test('"Agendar uma visita" brings the form section into view', async ({page}) => {
  await page.goto('/projetos')
  await page.getByRole('link', {name: 'Agendar uma visita'}).click()
  await expect(page).toHaveURL('/projetos#formulario')
  await expect(page.getByRole('heading', {name: 'Agende Sua Visita de Diagnóstico'})).toBeInViewport()
})

test('cases slider: four cases with image, title, subtitle and rich text, wrapping', async ({page}) => {
  await page.goto('/projetos')
  const cases = page.getByRole('region', {name: messages.projects.casesLabel})
  const title = cases.getByRole('heading', {level: 3})
  const expected = [
    'Horta terapêutica em centro de reabilitação',
    'Espaço de relaxamento em hospital',
    'Jardim vertical no mercado municipal',
    'Horta urbana comunitária',
  ]
  await expect(title).toHaveText(expected[0]!)
  await expect(cases.getByRole('group', {name: messages.slider.position(1, 4)})).toContainText(
    'Hortoterapia · Centro de reabilitação',
  )
  await expect(cases.getByRole('group', {name: messages.slider.position(1, 4)}).locator('img')).toHaveAttribute(
    'alt',
    /cadeira de rodas/,
  )
  await expect(cases.getByRole('group', {name: messages.slider.position(1, 4)}).locator('p')).toHaveCount(3)
  for (const next of [...expected.slice(1), expected[0]!]) {
    await cases.getByRole('button', {name: messages.slider.next}).click()
    await expect(title).toHaveText(next)
  }
  await cases.getByRole('button', {name: messages.slider.previous}).click()
  await expect(title).toHaveText(expected[3]!)
})
