// The only script of a page without a form: built on its own by server/build.mjs and loaded
// as a module (so after the document is parsed).
import {startBehaviours} from './index'

startBehaviours(document)
