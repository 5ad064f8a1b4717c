// The EVA Baby reservation on /eva-baby (docs/forms.md).
import {ReservationForm} from '~/forms/ReservationForm'
import {hydrateIsland} from '../hydrate'

hydrateIsland('reserva', ReservationForm)
