import {existsSync, readFileSync, statSync} from 'node:fs'
import {createServer} from 'node:http'
import {extname, join, normalize} from 'node:path'
import {TEST_BUILD_DIR} from './server.mjs'

/** The tests' Studio build (`npm run studio:build:test`): one build for any ports (studio/studio.env.ts). */
export const STUDIO_BUILD_DIR = join(TEST_BUILD_DIR, 'studio')

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

/** A file's address (a module, a stylesheet, a font, a picture), not one of the Studio's own pages. */
const FILE_PATH = /\.(m?js|css|map|json|webmanifest|woff2?|ttf|svg|png|jpe?g|webp|ico|txt|html)$/

/**
 * Serves the built Studio as `sanity deploy` hosts it (its files, and its page for every other
 * path), telling it where the Content Lake and the previewed site are through the `<meta>` tags
 * that the tests' build reads. A file it does not have (a module, a font, a picture) answers 404 and is kept in `missingFiles`, which the journeys assert is
 * empty: a Studio upgrade that asks for a file the build did not make names it.
 */
export async function serveStudio({port, apiHost, previewOrigin}: {port: number; apiHost: string; previewOrigin: string}) {
  const indexFile = join(STUDIO_BUILD_DIR, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`No Studio build at ${STUDIO_BUILD_DIR}: run \`npm run build:test\``)
  const page = readFileSync(indexFile, 'utf8').replace(
    '<head>',
    `<head><meta name="eva-test-api-host" content="${apiHost}"><meta name="eva-test-preview-origin" content="${previewOrigin}">`,
  )
  const missingFiles: string[] = []
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname))
    const file = join(STUDIO_BUILD_DIR, path)
    if (file.startsWith(STUDIO_BUILD_DIR) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'}).end(readFileSync(file))
    } else if (FILE_PATH.test(path)) {
      missingFiles.push(path)
      res.writeHead(404, {'content-type': 'text/plain'}).end(`The tests' Studio build has no ${path}`)
    } else {
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(page)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    missingFiles,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
