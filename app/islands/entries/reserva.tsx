// The EVA Baby reservation on /eva-baby (docs/forms.md).
import {startWhenNear} from '../when-near'

startWhenNear('reserva', async () => {
  const [{hydrateIsland}, {ReservationForm}] = await Promise.all([import('../hydrate'), import('~/forms/ReservationForm')])
  hydrateIsland('reserva', ReservationForm)
})
