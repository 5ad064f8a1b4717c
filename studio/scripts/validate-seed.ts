/**
 * Runs the Studio's own validation rules (required fields, URLs, prices, brightness…) over
 * every document of the seed dataset, offline, the way an editor's Publish button would.
 * Usage: sanity exec scripts/validate-seed.ts --mock-browser-env
 * Prints a JSON report and exits 1 on errors. SEED_DIR points it at another copy of the seed.
 */
import {resolve} from 'node:path'
import {createClient} from '@sanity/client'
import {createWorkspaceFromConfig, validateDocument, type SanityDocument} from 'sanity'
import config from '../sanity.config'
import {loadSeedDataset} from '../seed-dataset'
import {seedClient} from './seed-client'

// Where the images are served does not matter to validation.
const dataset = loadSeedDataset(process.env.SEED_DIR || resolve(__dirname, '../seed'), '/images') as unknown as SanityDocument[]
const ids = new Set(dataset.map((document) => document._id))
// Rules that query other documents (a highlighted product without its price) read the seed itself.
const client = seedClient(
  dataset,
  createClient({projectId: config.projectId, dataset: config.dataset, apiVersion: '2025-02-19', useCdn: false}),
)

async function main() {
  const workspace = await createWorkspaceFromConfig({
    ...config,
    currentUser: {
      id: 'seed',
      name: 'Seed',
      email: 'seed@example.com',
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    },
    getClient: () => client,
  })

  const report: Array<{id: string; type: string; level: string; path: string; message: string}> = []
  for (const document of dataset) {
    if (document._type.startsWith('sanity.')) continue
    const markers = await validateDocument({
      document,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({id}) => ids.has(id),
    })
    for (const marker of markers) {
      report.push({
        id: document._id,
        type: document._type,
        level: marker.level,
        path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment)).join('.'),
        message: marker.message ?? String(marker.item?.message ?? ''),
      })
    }
  }

  const checked = dataset.filter((document) => !document._type.startsWith('sanity.')).length
  console.log(JSON.stringify({checked, markers: report}, null, 2))
  if (report.some((marker) => marker.level === 'error')) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
