import pixelmatch from 'pixelmatch'
import sharp from 'sharp'

// How far a picture the Studio's journeys take is from the one in the editors' guide
// (studio/guia). Pixels are compared perceptually (pixelmatch: a colour distance, anti-aliased
// edges left out) outside the parts that move between runs (a relative time, a toast), and the
// difference is what the worst small square holds: JPEG noise spreads thin over the picture,
// while a changed label, field or button gathers in one place.

/** A part of the picture left out of the comparison, in CSS pixels (the pictures are taken at scale 1). */
export type Box = {x: number; y: number; width: number; height: number}

/** The square the differing pixels are counted in. */
const PICTURE_WINDOW_PX = 32
/** pixelmatch's colour distance under which two pixels are the same (its default). */
const PIXEL_THRESHOLD = 0.1
/** Space left around a moving part: its shadow and edge. */
const MASK_MARGIN_PX = 6

const rgba = (jpeg: Buffer) => sharp(jpeg).ensureAlpha().raw().toBuffer({resolveWithObject: true})

/**
 * The most differing pixels in any 32×32 square of the two pictures, outside `masks` (Infinity
 * when their sizes differ), and a picture of where they differ (PNG), to attach to a report.
 */
export async function pictureDifference(current: Buffer, reference: Buffer, masks: Box[]) {
  const [a, b] = await Promise.all([rgba(current), rgba(reference)])
  const {width, height} = a.info
  if (width !== b.info.width || height !== b.info.height) return {worst: Infinity, diff: undefined}
  const ignoreMask = new Uint8Array(width * height)
  for (const box of masks) {
    const left = Math.max(0, Math.floor(box.x - MASK_MARGIN_PX))
    const right = Math.min(width, Math.ceil(box.x + box.width + MASK_MARGIN_PX))
    for (let y = Math.max(0, Math.floor(box.y - MASK_MARGIN_PX)); y < Math.min(height, box.y + box.height + MASK_MARGIN_PX); y++)
      ignoreMask.fill(1, y * width + left, y * width + right)
  }
  const options = {threshold: PIXEL_THRESHOLD, ignoreMask}
  const worst = pixelmatch(a.data, b.data, null, width, height, {...options, windowSize: PICTURE_WINDOW_PX})
  const output = Buffer.alloc(width * height * 4)
  pixelmatch(a.data, b.data, output, width, height, options)
  const diff = await sharp(output, {raw: {width, height, channels: 4}})
    .png()
    .toBuffer()
  return {worst, diff}
}
