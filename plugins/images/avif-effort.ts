import sharp from "sharp"

/**
 * The effort sharp spends on each AVIF image. Its default, 4, made AVIF the bulk of a cold build: about
 * 5 s per diagram at 1280 px, 20 to 40 times WebP's time. At 3, the same diagrams encode about five
 * times faster, for files 5 to 13 % larger, still about the size of their WebP (README.md). gatsby-plugin-sharp passes sharp only the quality: its `avifOptions.speed` reaches no
 * encoder. So the default is set on sharp itself, in the build's process, where Gatsby runs the jobs.
 * Remeasured for issue 24 (the 22 AVIF of the site, 3 alternated series): effort 3 faster in all three,
 * 4x median, for 6.6 % more bytes (docs/decisions/less-machinery.md). Remove once the plugin passes it.
 */
export const AVIF_EFFORT = 3

const patched = Symbol("avif effort")
type Avif = sharp.Sharp["avif"] & { [patched]?: number }

/** Makes `effort` the default of every `sharp().avif()` call in this process; an explicit one still wins. */
export function setAvifEffort(effort = AVIF_EFFORT) {
  const prototype = (sharp as unknown as { prototype: sharp.Sharp }).prototype
  // The method itself, to call on each instance: not a bound copy.
  const original = Object.getOwnPropertyDescriptor(prototype, "avif")?.value as Avif
  if (original[patched] !== undefined) return
  const avif: Avif = function (this: sharp.Sharp, options?: sharp.AvifOptions) {
    return original.call(this, { effort, ...options })
  }
  avif[patched] = effort
  prototype.avif = avif
}
