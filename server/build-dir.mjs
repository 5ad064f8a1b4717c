// Where a build writes everything it makes (docs/decisions/0032): build/, or the folder the
// environment variable EVA_BUILD_DIR names (the tests build into tests/.build, so that they
// never rewrite the build a person's site runs from). Read by remix.config.js and server/build.mjs.
//   index.js   the server: Remix's app with server/index.ts (`npm start` runs build/index.js)
//   cli/       the staff commands (server/cli/)
//   client/    what browsers load, laid out as its addresses: build/ (Remix's bundles, /build/…)
//              and preview/ (the Studio's overlays, /preview/…)
// The server finds client/ beside its own file, so it always serves its own build's files.
import {isAbsolute, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const folder = relative(root, resolve(root, process.env.EVA_BUILD_DIR || 'build'))
// The server finds the project (seed content, public/, node_modules) by going up from its file.
if (folder === '' || folder.startsWith('..') || isAbsolute(folder)) {
  throw new Error(`EVA_BUILD_DIR must name a folder inside the project, not ${process.env.EVA_BUILD_DIR}`)
}

/** The build's folder, relative to the project's (EVA_BUILD_DIR is read relative to it too). */
export const BUILD_DIR = folder
/** What browsers load from the build. */
export const CLIENT_DIR = `${BUILD_DIR}/client`
