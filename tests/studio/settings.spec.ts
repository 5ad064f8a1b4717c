import {formMessages} from '~/messages/forms'
import {changesTaken, everyInstanceHeard, expect, openListItem, picture, publishDocument, test} from './fixtures'

const TEAM = 'equipe@evaagriculturaurbana.com.br'
const NEW_TEAM = 'comercial@evaagriculturaurbana.com.br'
const OUTSIDE = 'alguem.de.fora@gmail.com'

test("an editor changes who receives the leads (only on the team's domains); the next booking's team mail goes there", async ({
  studio,
  stack,
}) => {
  await openListItem(studio, 'Configurações do site')
  await studio.getByRole('tab', {name: 'Contato e redes'}).click()
  // The list of addresses; each item is a text field of its own.
  const recipients = studio.getByRole('group').filter({hasText: 'E-mails que recebem os pedidos'})
  const first = recipients.getByRole('textbox').first()
  await expect(first).toHaveValue(TEAM)
  // An address off the team's domains (the Studio was built with the server's list): the Studio
  // says the site would ignore it, and the document cannot be published with it.
  await first.fill(OUTSIDE)
  await expect.poll(() => stack.sanity.store.find('drafts.siteSettings')?.leadEmails).toEqual([OUTSIDE])
  await expect(studio.getByRole('button', {name: 'Publicar'})).toBeDisabled()
  await studio.getByRole('button', {name: 'Validação'}).click()
  await expect(
    studio.getByText('O site só envia os pedidos para endereços de evaagriculturaurbana.com.br: este seria ignorado.').first(),
  ).toBeVisible()
  await picture(studio, 'email-fora-da-equipe')
  await studio.getByRole('button', {name: 'Fechar validação'}).click()
  await first.fill(NEW_TEAM)
  await expect.poll(() => stack.sanity.store.find('drafts.siteSettings')?.leadEmails).toEqual([NEW_TEAM])
  // Checked again, the address is accepted: the document can be published.
  await expect(studio.getByRole('button', {name: 'Publicar'})).toBeEnabled()
  await picture(studio, 'emails-dos-pedidos')

  const before = changesTaken(stack)
  await publishDocument(studio)
  // Both instances have heard of the publish (either may send the mail).
  await everyInstanceHeard(stack, before)

  // A visitor books a visit through the form, in a browser, on the site behind Varnish.
  const nome = 'Nova Destinataria'
  const visitor = await studio.context().newPage()
  await visitor.goto(`${stack.url}/projetos#formulario`)
  const form = visitor.locator('#formulario form')
  const L = formMessages.field
  for (const [label, typed] of [
    [L.nome, nome],
    [L.email, 'nova.destinataria@exemplo.com.br'],
    [L.telefone, '41998765432'],
    [L.cpf, '52998224725'],
    [L.cep, '83320000'],
    [L.endereco, 'Rua das Hortas, 12'],
    [L.demanda, 'Uma horta na varanda'],
  ] as const) {
    await form.getByLabel(label, {exact: true}).click()
    await visitor.keyboard.type(typed)
  }
  await form.getByLabel(L.prefContato, {exact: true}).selectOption({label: 'Email'})
  await form.getByLabel(L.cidade, {exact: true}).selectOption({label: 'Pinhais'})
  await form.getByRole('button', {name: formMessages.visit.submit}).click()
  await expect(visitor.getByText(formMessages.visit.success)).toBeVisible()
  await visitor.close()
  await expect.poll(() => stack.smtp.to(NEW_TEAM).filter(({parsed}) => parsed.subject?.includes(nome)).length).toBe(1)
  expect(stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes(nome))).toEqual([])
})
