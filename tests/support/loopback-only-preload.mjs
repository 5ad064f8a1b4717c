// Preloaded into a server the tests start (NODE_OPTIONS=--import=…): nothing off loopback.
import {allowOnlyLoopback} from './loopback-only.mjs'

allowOnlyLoopback()
