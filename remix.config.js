/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  // The Express server (server/index.ts) is compiled with the app into build/index.js.
  server: './server/index.ts',
  serverBuildPath: 'build/index.js',
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
