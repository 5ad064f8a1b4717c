import {ensureChromium} from './chromium.mjs'

export default function globalSetup() {
  ensureChromium()
}
