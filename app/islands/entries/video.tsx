// The EVA Baby's video on /eva-baby: YouTube's player only once the visitor presses play.
import {VideoEmbed} from '~/components/VideoEmbed'
import {hydrateIsland} from '../hydrate'

hydrateIsland('video', VideoEmbed)
