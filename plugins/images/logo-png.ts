import sharp from "sharp"
import { ICONS } from "../../src/utils/icons"

/**
 * The logo drawn as a square PNG of `size` pixels. The logo is an SVG of 64 units (data/site.json):
 * sharp renders an SVG at `density` dpi, 72 being its own size, so this density draws it at `size`
 * pixels before any resampling.
 */
export const logoPng = (logo: Buffer, size: number) => sharp(logo, { density: (72 * size) / 64 }).resize(size, size)

/** The 32 px PNG of the tab's icon: in each page as a data: URI (./gatsby-node.ts) and inside /favicon.ico. */
export const faviconPng = (logo: Buffer) => logoPng(logo, ICONS.ico.size).png({ compressionLevel: 9 }).toBuffer()
