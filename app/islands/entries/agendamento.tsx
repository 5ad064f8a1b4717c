// The visit booking on /projetos (docs/forms.md).
import {VisitForm} from '~/forms/VisitForm'
import {hydrateIsland} from '../hydrate'

hydrateIsland('agendamento', VisitForm)
