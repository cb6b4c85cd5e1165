/*
 * Rendu des images du site à partir de leurs sources SVG.
 *
 * Les fichiers SVG de assets-src/ sont les sources éditables (textes des
 * schémas, portraits illustrés, logo). Gatsby (gatsby-plugin-image /
 * gatsby-plugin-sharp) optimise des images matricielles : ce script produit
 * donc les PNG (schémas) et JPEG (portraits) placés dans data/images/, que
 * Gatsby redimensionne ensuite. Le logo, servi tel quel, est copié en SVG.
 *
 * Utilisation (depuis la racine du projet) : npx tsx scripts/render-images.ts
 */
import sharp from "sharp"
import { copyFile, mkdir, readdir } from "node:fs/promises"
import path from "node:path"

const ROOT = process.cwd()
const SRC = path.join(ROOT, "assets-src")
const OUT = path.join(ROOT, "data", "images")

const DIAGRAM_WIDTH = 1600
const PORTRAIT_SIZE = 800
/** Densité par défaut de librsvg : 72 dpi, soit 1 unité SVG = 1 pixel. */
const BASE_DENSITY = 72

async function listSvg(dir: string): Promise<string[]> {
  const entries = await readdir(dir)
  return entries.filter(name => name.endsWith(".svg")).sort()
}

/**
 * Densité à utiliser pour que le SVG soit rastérisé directement à la largeur
 * voulue (texte net, sans agrandissement d’une image plus petite).
 */
async function densityFor(file: string, targetWidth: number): Promise<number> {
  const { width } = await sharp(file).metadata()
  if (!width) {
    throw new Error(`Largeur introuvable pour ${file}`)
  }
  return (BASE_DENSITY * targetWidth) / width
}

async function renderDiagrams(): Promise<void> {
  const srcDir = path.join(SRC, "diagrams")
  const outDir = path.join(OUT, "diagrammes")
  await mkdir(outDir, { recursive: true })
  for (const name of await listSvg(srcDir)) {
    const input = path.join(srcDir, name)
    const output = path.join(outDir, name.replace(/\.svg$/, ".png"))
    const density = await densityFor(input, DIAGRAM_WIDTH)
    const info = await sharp(input, { density })
      .resize({ width: DIAGRAM_WIDTH })
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 9, palette: true })
      .toFile(output)
    console.log(`${path.relative(ROOT, output)} ${info.width}×${info.height}`)
  }
}

async function renderPortraits(): Promise<void> {
  const srcDir = path.join(SRC, "founders")
  const outDir = path.join(OUT, "fondateurs")
  await mkdir(outDir, { recursive: true })
  for (const name of await listSvg(srcDir)) {
    const input = path.join(srcDir, name)
    const output = path.join(outDir, name.replace(/\.svg$/, ".jpg"))
    const density = await densityFor(input, PORTRAIT_SIZE)
    const info = await sharp(input, { density })
      .resize({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(output)
    console.log(`${path.relative(ROOT, output)} ${info.width}×${info.height}`)
  }
}

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
