import { closeSync, openSync, readSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import type { ImageFormat } from "../schema-helpers"

export const formatNames: Record<ImageFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  svg: "SVG",
}

export type Sniffed = { image: ImageFormat } | { other: string }

/** What a file really holds, from its first bytes: the extension alone proves nothing. */
export function sniff(file: string): Sniffed {
  const head = Buffer.alloc(4096)
  const fd = openSync(file, "r")
  const size = readSync(fd, head, 0, head.length, 0)
  closeSync(fd)
  const bytes = head.subarray(0, size)
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1")

  if (size === 0) return { other: "un fichier vide" }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { image: "png" }
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

  const start = bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
  // An SVG file may open with an XML declaration, comments or a doctype before <svg.
  const prologue = start.replace(/^(?:<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE svg[\s\S]*?>|\s)*/i, "")
  if (/^<svg[\s>]/.test(prologue)) return { image: "svg" }
  if (/^<(?:!doctype html|html)/i.test(start)) return { other: "une page web (HTML), pas l’image elle-même" }
  if (!bytes.includes(0)) return { other: "du texte" }
  return { other: "un contenu qui n’est pas une image" }
}

/**
 * Whether `relative` names a file under `root` with exactly this spelling, capitals included:
 * macOS and Windows forgive « Photo.JPG » for « photo.jpg », the Linux build does not.
 */
export function existsExactly(root: string, relative: string): "file" | "directory" | false {
  let current = root
  for (const part of relative.split("/")) {
    let names: string[]
    try {
      names = readdirSync(current)
    } catch {
      return false
    }
    if (!names.includes(part)) return false
    current = path.join(current, part)
  }
  return statSync(current).isDirectory() ? "directory" : "file"
}
