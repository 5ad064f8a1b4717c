import {execFileSync} from 'node:child_process'
import {existsSync} from 'node:fs'

/**
 * Makes sure a program the tests need is on this machine: when `path` is missing and this
 * is Debian run as root, installs the Debian `packages` (as CI's fresh machine needs);
 * otherwise says how to get them.
 * @param {{path: string, packages: string[], what: string}} needed
 */
export function ensureDebianPackages({path, packages, what}) {
  if (existsSync(path)) return
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log(`${what} is missing: installing Debian's ${packages.join(', ')} (apt-get install -y)…`)
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'}
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env})
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {stdio: 'inherit', env})
    if (existsSync(path)) return
  }
  throw new Error(
    `No ${what} at ${path}. On Debian or Ubuntu run \`sudo apt-get install -y ${packages.join(' ')}\`; ` +
      'elsewhere install it with your system\u2019s package manager.',
  )
}
