import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

// The seed (seed/) as written for `sanity dataset import`: `data.ndjson` and `images/` in one
// folder. The Studio validates it (scripts/validate-seed.ts); the site shows it when no Sanity
// project is configured, reading it only through app/seed/ (docs/decisions/0047).

export type SanityDocument = {_id: string; _type: string; [key: string]: unknown}

const ASSET_PATTERN = /^image@file:\/\/\.\/images\/([\w.-]+)$/

/** Reads width and height from an SVG's root element (all seed images are SVG). */
export function svgDimensions(svg: string): {width: number; height: number} {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1])
  const width = attribute('width')
  const height = attribute('height')
  if (!(width > 0 && height > 0)) throw new Error('SVG without numeric width and height')
  return {width, height}
}

function imageAsset(fileName: string, imagesDir: string, imagesUrl: string): SanityDocument {
  const bytes = readFileSync(join(imagesDir, fileName))
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const extension = fileName.split('.').pop() ?? ''
  if (extension !== 'svg') throw new Error(`Seed image ${fileName}: only SVG illustrations are bundled`)
  const {width, height} = svgDimensions(bytes.toString('utf8'))
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: 'image/svg+xml',
    originalFilename: fileName,
    size: bytes.length,
    url: `${imagesUrl}/${fileName}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
      hasAlpha: true,
      isOpaque: false,
    },
  }
}

/**
 * Turns the seed as written for `sanity dataset import` (images as `_sanityAsset` file
 * references) into the documents a hosted dataset holds after that import: one
 * `sanity.imageAsset` per file (its `url` under `imagesUrl`) and image fields that reference it.
 */
export function materializeSeed(documents: SanityDocument[], imagesDir: string, imagesUrl: string): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const {_sanityAsset, ...rest} = value as Record<string, unknown>
    const entries = Object.entries(rest).map(([key, inner]) => [key, visit(inner)] as const)
    const result: Record<string, unknown> = Object.fromEntries(entries)
    if (typeof _sanityAsset === 'string') {
      const fileName = _sanityAsset.match(ASSET_PATTERN)?.[1]
      if (!fileName) throw new Error(`Unsupported seed asset reference: ${_sanityAsset}`)
      const asset = assets.get(fileName) ?? imageAsset(fileName, imagesDir, imagesUrl)
      assets.set(fileName, asset)
      result.asset = {_type: 'reference', _ref: asset._id}
    }
    return result
  }
  const materialized = documents.map((document) => visit(document) as SanityDocument)
  return [...materialized, ...assets.values()]
}

export function parseNdjson(text: string): SanityDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch (error) {
        throw new Error(`data.ndjson line ${index + 1} is not valid JSON: ${(error as Error).message}`)
      }
    })
}

/** The seed documents exactly as written in the NDJSON file. */
export function readSeedDocuments(seedDir: string): SanityDocument[] {
  return parseNdjson(readFileSync(join(seedDir, 'data.ndjson'), 'utf8'))
}

/** The seed as a hosted dataset would hold it after import, its images served under `imagesUrl`. */
export function loadSeedDataset(seedDir: string, imagesUrl: string): SanityDocument[] {
  return materializeSeed(readSeedDocuments(seedDir), join(seedDir, 'images'), imagesUrl)
}
