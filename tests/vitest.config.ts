import {fileURLToPath} from 'node:url'
import {defineConfig} from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

// Three tiers (docs/testing.md#tiers): `unit` needs nothing built; `in-process` calls the
// routes' loaders and actions directly, over a data folder of each file's own, with no build
// and no server (docs/decisions/0056); `integration` starts the tests' build (tests/.build,
// `npm run build:test`) and the stand-ins around it.
export default defineConfig({
  root,
  resolve: {alias: {'~': `${root}app`}},
  test: {
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two files at a time, even on two cores (vitest's default there is one): most integration
    // files wait on a server, an emulator or a timeout of the site's, not on the CPU.
    maxWorkers: 2,
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts']}},
      {
        extends: true,
        // Its setup sets the app's environment before each file loads the app (tests/support/in-process-setup.ts).
        test: {name: 'in-process', include: ['tests/in-process/**/*.test.ts'], setupFiles: ['tests/support/in-process-setup.ts']},
      },
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
})
