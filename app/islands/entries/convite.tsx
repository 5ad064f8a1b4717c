// The Minha EVA invitation (docs/invitations.md).
import {Invitation} from '~/invitations/Invitation'
import {hydrateIsland} from '../hydrate'

hydrateIsland('convite', Invitation)
