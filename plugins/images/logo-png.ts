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

/** The header's logo: 40 CSS pixels, drawn for screens of up to 3 device pixels per CSS pixel. */
export const HEADER_LOGO = { cssSize: 40, pixels: 120 }

/** The header's PNG (in each page as a data: URI, ./gatsby-node.ts); a palette keeps it near 2.5 KB. */
export const headerLogoPng = (logo: Buffer) =>
  logoPng(logo, HEADER_LOGO.pixels).png({ compressionLevel: 9, palette: true }).toBuffer()
