import {BUILD_DIR, CLIENT_DIR} from './server/build-dir.mjs'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  // The Express server (server/index.ts) is compiled with the app into build/index.js, the
  // browser's bundles into build/client/build/ (served at /build/); EVA_BUILD_DIR moves both
  // (server/build-dir.mjs, docs/decisions/0032).
  server: './server/index.ts',
  serverBuildPath: `${BUILD_DIR}/index.js`,
  assetsBuildDirectory: `${CLIENT_DIR}/build`,
  publicPath: '/build/',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
