/*
 * Renders the site's images from their SVG sources.
 *
 * The SVG files of assets-src/ are the editable sources (the diagrams' texts, the illustrated
 * portraits, the logo). Gatsby (gatsby-plugin-image, gatsby-plugin-sharp) optimises bitmaps, so this
 * script writes the PNG diagrams and JPEG portraits of data/images/, which Gatsby then resizes. The
 * logo, served as it is, is copied as SVG.
 *
 * Usage, from the project root: `npm run images` (npx tsx scripts/render-images.ts).
 */
import sharp, { type Sharp } from "sharp"
import { copyFile, mkdir, readdir } from "node:fs/promises"
import path from "node:path"
import { projectRoot } from "../content-model/node/project-root"

const ROOT = projectRoot
const SRC = path.join(ROOT, "assets-src")
const OUT = path.join(ROOT, "data", "images")

const DIAGRAM_WIDTH = 1600
const PORTRAIT_SIZE = 800
/** librsvg's default density: 72 dpi, one SVG unit to one pixel. */
const BASE_DENSITY = 72

async function listSvg(dir: string): Promise<string[]> {
  const entries = await readdir(dir)
  return entries.filter(name => name.endsWith(".svg")).sort()
}

/** The density at which the SVG rasterises straight at the wanted width: sharp text, no upscaling. */
async function densityFor(file: string, targetWidth: number): Promise<number> {
  const { width } = await sharp(file).metadata()
  if (!width) {
    throw new Error(`Largeur introuvable pour ${file}`)
  }
  return (BASE_DENSITY * targetWidth) / width
}

/** Rasterises every SVG of assets-src/`from` into data/images/`to`, at `width`, encoded by `encode`. */
async function render(from: string, to: string, width: number, encode: (image: Sharp) => Sharp, extension: string) {
  const srcDir = path.join(SRC, from)
  const outDir = path.join(OUT, to)
  await mkdir(outDir, { recursive: true })
  for (const name of await listSvg(srcDir)) {
    const input = path.join(srcDir, name)
    const output = path.join(outDir, name.replace(/\.svg$/, extension))
    const density = await densityFor(input, width)
    const info = await encode(sharp(input, { density }).flatten({ background: "#ffffff" })).toFile(output)
    console.log(`${path.relative(ROOT, output)} ${info.width}×${info.height}`)
  }
}

const renderDiagrams = () =>
  render(
    "diagrams",
    "diagrammes",
    DIAGRAM_WIDTH,
    image => image.resize({ width: DIAGRAM_WIDTH }).png({ compressionLevel: 9, palette: true }),
    ".png",
  )

const renderPortraits = () =>
  render(
    "founders",
    "fondateurs",
    PORTRAIT_SIZE,
    image =>
      image.resize({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, fit: "cover" }).jpeg({ quality: 82, mozjpeg: true }),
    ".jpg",
  )

async function copyLogo(): Promise<void> {
  await mkdir(OUT, { recursive: true })
  const output = path.join(OUT, "logo.svg")
  await copyFile(path.join(SRC, "logo.svg"), output)
  console.log(path.relative(ROOT, output))
}

async function main(): Promise<void> {
  await renderDiagrams()
  await renderPortraits()
  await copyLogo()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
