// The EVA Baby's photo gallery on /eva-baby.
import {ProductCarousel} from '~/components/ProductCarousel'
import {hydrateIsland} from '../hydrate'

hydrateIsland('galeria', ProductCarousel)
