/**
 * Raster icons drawn from the logo after each build (src/build/deploy-files.ts): the SVG logo serves
 * modern browsers, these serve the rest, Apple's home screen and link previews.
 */
export const ICONS = {
  ico: { path: "/favicon.ico", size: 32 },
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  large: { path: "/icon-512.png", size: 512 },
} as const
