// The Minha EVA invitation (docs/invitations.md): it starts with the page, since its first
// act is to open the app.
import {Invitation} from '~/invitations/Invitation'
import {hydrateIsland} from '../hydrate'

hydrateIsland('convite', Invitation)
