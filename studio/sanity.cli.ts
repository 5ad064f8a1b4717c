import {defineCliConfig} from 'sanity/cli'
import {studioProject} from './studio.env'

export default defineCliConfig({
  api: studioProject,
  studioHost: process.env.SANITY_STUDIO_HOST || undefined,
  deployment: {autoUpdates: false},
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    // schema.json is extracted offline by scripts/schema-check.ts (npm run typegen).
    schema: process.env.SANITY_TYPEGEN_SCHEMA || 'schema.json',
    // The staleness test generates into a temporary file and compares.
    generates: process.env.SANITY_TYPEGEN_OUT || '../app/sanity.types.ts',
    overloadClientMethods: true,
  },
})
