import {fileURLToPath} from 'node:url'
import {defineConfig} from 'vitest/config'

const root = fileURLToPath(new URL('..', import.meta.url))

// Two tiers (docs/testing.md#tiers): `unit` needs nothing built; `integration` starts the
// tests' build (tests/.build, `npm run build:test`) and the stand-ins around it.
export default defineConfig({
  root,
  resolve: {alias: {'~': `${root}app`}},
  test: {
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts']}},
      {extends: true, test: {name: 'integration', include: ['tests/integration/**/*.test.ts']}},
    ],
  },
})
