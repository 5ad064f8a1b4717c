// The visit booking on /projetos (docs/forms.md).
import {startWhenNear} from '../when-near'

startWhenNear('agendamento', async () => {
  const [{hydrateIsland}, {VisitForm}] = await Promise.all([import('../hydrate'), import('~/forms/VisitForm')])
  hydrateIsland('agendamento', VisitForm)
})
