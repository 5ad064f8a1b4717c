/**
 * Runs the Studio's own validation rules (required fields, URLs, prices, brightness…) over
 * every document of the seed dataset, offline, the way an editor's Publish button would.
 * Usage: sanity exec scripts/validate-seed.ts --mock-browser-env [-- <seed folder>…]
 * Prints a JSON report per folder (the seed's own when none is given), in an array, and exits 1
 * when any has errors. Several folders share one start of the Studio's code (the tests check a
 * broken copy beside the seed).
 */
import {resolve} from 'node:path'
import {createClient} from '@sanity/client'
import {createWorkspaceFromConfig, validateDocument, type SanityDocument} from 'sanity'
import config from '../sanity.config'
import {loadSeedDataset} from '../seed-dataset'
import {seedClient} from './seed-client'

const folders = process.argv.slice(2)
if (folders.length === 0) folders.push(resolve(__dirname, '../seed'))

async function main() {
  const reports = []
  for (const folder of folders) reports.push({folder, ...(await validate(folder))})
  console.log(JSON.stringify(reports, null, 2))
  if (reports.some(({markers}) => markers.some((marker) => marker.level === 'error'))) process.exitCode = 1
}

/** The rules' markers over one copy of the seed. */
async function validate(folder: string) {
  // Where the images are served does not matter to validation.
  const dataset = loadSeedDataset(folder, '/images') as unknown as SanityDocument[]
  const ids = new Set(dataset.map((document) => document._id))
  // Rules that query other documents (a highlighted product without its price) read the seed itself.
  const client = seedClient(
    dataset,
    createClient({projectId: config.projectId, dataset: config.dataset, apiVersion: '2025-02-19', useCdn: false}),
  )
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

  const markers: Array<{id: string; type: string; level: string; path: string; message: string}> = []
  for (const document of dataset) {
    if (document._type.startsWith('sanity.')) continue
    for (const marker of await validateDocument({
      document,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({id}) => ids.has(id),
    })) {
      markers.push({
        id: document._id,
        type: document._type,
        level: marker.level,
        path: marker.path.map((segment) => (typeof segment === 'object' ? JSON.stringify(segment) : segment)).join('.'),
        message: marker.message ?? String(marker.item?.message ?? ''),
      })
    }
  }
  return {checked: dataset.filter((document) => !document._type.startsWith('sanity.')).length, markers}
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
