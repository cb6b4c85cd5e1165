import sharp from "sharp"

/**
 * The logo drawn as a square PNG of `size` pixels. The logo is an SVG of 64 units (data/site.json):
 * sharp renders an SVG at `density` dpi, 72 being its own size, so this density draws it at `size`
 * pixels before any resampling.
 */
export const logoPng = (logo: Buffer, size: number) => sharp(logo, { density: (72 * size) / 64 }).resize(size, size)
