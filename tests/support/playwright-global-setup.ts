import {ensureChromium} from './chromium'

export default function globalSetup() {
  ensureChromium()
}
