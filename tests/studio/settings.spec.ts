import {validBooking} from '../support/forms.mjs'
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
  await picture(studio, 'emails-dos-pedidos')

  const before = changesTaken(stack)
  await publishDocument(studio)
  // Both instances have heard of the publish (either may send the mail).
  await everyInstanceHeard(stack, before)

  // A visitor books a visit.
  const nome = 'Nova Destinataria'
  const posted = await studio.request.post(`${stack.url}/projetos`, {form: validBooking(nome), headers: {origin: stack.url}})
  expect(posted.status()).toBe(200)
  await expect.poll(() => stack.smtp.to(NEW_TEAM).filter(({parsed}) => parsed.subject?.includes(nome)).length).toBe(1)
  expect(stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes(nome))).toEqual([])
})
