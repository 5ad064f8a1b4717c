import {validBooking} from '../support/forms.mjs'
import {changesTaken, everyInstanceHeard, expect, openListItem, picture, publishDocument, test} from './fixtures'

const TEAM = 'equipe@evaagriculturaurbana.com.br'
const NEW_TEAM = 'comercial@evaagriculturaurbana.com.br'

test("an editor changes who receives the leads; the next booking's team mail goes there", async ({studio, stack}) => {
  await openListItem(studio, 'Configurações do site')
  await studio.getByRole('tab', {name: 'Contato e redes'}).click()
  // The list of addresses; each item is a text field of its own.
  const recipients = studio.getByRole('group').filter({hasText: 'E-mails que recebem os pedidos'})
  const first = recipients.getByRole('textbox').first()
  await expect(first).toHaveValue(TEAM)
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
