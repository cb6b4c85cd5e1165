import type { ImageFormat } from "./schema-helpers"

export const formatNames: Record<ImageFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  svg: "SVG",
}

export type Sniffed = { image: ImageFormat } | { other: string }

/** How many first bytes `sniffBytes` reads. */
export const sniffLength = 4096

/**
 * What a file really holds, from its first bytes (`sniffLength` are enough): the extension alone proves
 * nothing. Pure, for Node (node/image-file.ts reads the file) and the browser (a file an editor picks).
 */
export function sniffBytes(head: Uint8Array): Sniffed {
  const bytes = head.subarray(0, sniffLength)
  const size = bytes.length
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  const startsWith = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte)

  if (size === 0) return { other: "un fichier vide" }
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { image: "png" }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { image: "jpeg" }
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { image: "webp" }
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12)
    if (brand === "avif" || brand === "avis") return { image: "avif" }
    if (["heic", "heix", "hevc", "mif1", "msf1"].includes(brand))
      return { other: "une photo HEIC (le format des iPhone)" }
    return { other: "une vidéo" }
  }
  if (ascii(0, 4) === "%PDF") return { other: "un document PDF" }
  if (ascii(0, 4) === "GIF8") return { other: "une image GIF" }
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return { other: "une image TIFF" }
  if (ascii(0, 2) === "BM") return { other: "une image BMP" }
  if (ascii(0, 4) === "PK\x03\x04") return { other: "un document Word ou Excel, ou une archive ZIP" }

  // The markup's first characters: byte for byte (the signatures below are ASCII), after a UTF-8 BOM.
  const bom = startsWith([0xef, 0xbb, 0xbf]) ? 3 : 0
  const start = ascii(bom, size).trimStart()
  // An SVG file may open with an XML declaration, comments or a doctype before <svg.
  const prologue = start.replace(/^(?:<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE svg[\s\S]*?>|\s)*/i, "")
  if (/^<svg[\s>]/.test(prologue)) return { image: "svg" }
  if (/^<(?:!doctype html|html)/i.test(start)) return { other: "une page web (HTML), pas l’image elle-même" }
  if (!bytes.includes(0)) return { other: "du texte" }
  return { other: "un contenu qui n’est pas une image" }
}
