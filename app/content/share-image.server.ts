import {readFile} from 'node:fs/promises'
import {join} from 'node:path'
import sharp from 'sharp'
import {SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH} from '~/constants'
import {seedDataset, SEED_IMAGES_URL_PATH, type SanityDocument} from '~/seed/dataset.server'
import {SEED_DIR, SEED_IMAGES_DIR} from '~/utils/paths.server'
import {cropRectangle, LOCAL_SHARE_IMAGES_PATH, shareImage, type ImageField} from './image'

// Share pictures of local (seed) images: the SVG rendered once to a 1200×630 JPEG, cut
// around the hotspot by the image CDN's own rule (docs/decisions/0028).

type Source = {file: string; image: ImageField; dimensions: {width: number; height: number}}

let sources: Map<string, Source> | undefined
const rendered = new Map<string, Promise<Buffer>>()

/**
 * Every share picture the content can ask for, by its name in the address: each image of the
 * seed dataset, through the same `shareImage` the pages use. Nothing else is ever rendered, so
 * a name cannot reach another file and a stranger cannot make the server render variants.
 */
function localSources(): Map<string, Source> {
  if (sources) return sources
  const documents = seedDataset(SEED_DIR)
  const assets = new Map(documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => [doc._id, doc]))
  const found = new Map<string, Source>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const object = value as Record<string, unknown>
    const ref = (object.asset as {_ref?: string} | undefined)?._ref
    const asset = ref ? assets.get(ref) : undefined
    if (asset) addSource(found, object, asset)
    Object.values(object).forEach(visit)
  }
  documents.forEach(visit)
  sources = found
  return found
}

function addSource(found: Map<string, Source>, object: Record<string, unknown>, asset: SanityDocument) {
  const url = asset.url as string
  const dimensions = (asset.metadata as {dimensions: {width: number; height: number}}).dimensions
  if (!url.startsWith(`${SEED_IMAGES_URL_PATH}/`)) return
  const image: ImageField = {
    alt: null,
    crop: (object.crop as ImageField['crop']) ?? null,
    hotspot: (object.hotspot as ImageField['hotspot']) ?? null,
    asset: {_id: asset._id, url, metadata: {dimensions}},
  }
  const share = shareImage(image)
  if (!share) return
  const name = share.url.slice(LOCAL_SHARE_IMAGES_PATH.length + 1)
  found.set(name, {file: url.slice(SEED_IMAGES_URL_PATH.length + 1), image, dimensions})
}

/** The JPEG bytes of a local share picture, rendered on first use and kept; null for an unknown name. */
export function localShareImage(name: string): Promise<Buffer> | null {
  const source = localSources().get(name)
  if (!source) return null
  let picture = rendered.get(name)
  if (!picture) {
    picture = render(source)
    rendered.set(name, picture)
    // A failed render is tried again next time rather than kept.
    picture.catch(() => rendered.delete(name))
  }
  return picture
}

async function render({file, image, dimensions}: Source): Promise<Buffer> {
  const rect = cropRectangle(image, dimensions, SHARE_IMAGE_WIDTH / SHARE_IMAGE_HEIGHT)
  // Rasterise the SVG at the resolution the cut needs (an SVG has no pixels of its own).
  const scale = Math.max(1, SHARE_IMAGE_WIDTH / rect.width, SHARE_IMAGE_HEIGHT / rect.height)
  const svg = await readFile(join(SEED_IMAGES_DIR, file))
  const drawn = await sharp(svg, {density: 72 * scale})
    .png()
    .toBuffer({resolveWithObject: true})
  const left = Math.min(Math.round(rect.left * scale), drawn.info.width - 1)
  const top = Math.min(Math.round(rect.top * scale), drawn.info.height - 1)
  return sharp(drawn.data)
    .extract({
      left,
      top,
      width: Math.min(Math.round(rect.width * scale), drawn.info.width - left),
      height: Math.min(Math.round(rect.height * scale), drawn.info.height - top),
    })
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, {fit: 'cover'})
    .flatten({background: '#ffffff'})
    .jpeg({quality: 85, mozjpeg: true})
    .toBuffer()
}
