/**
 * Raster icons drawn from the logo (plugins/images/logo-png.ts). The favicon's PNG also goes into each page
 * as a data: URI (the File field `tabIcon`, plugins/images/gatsby-node.ts); the files are written after each build
 * (plugins/deploy-files/deploy-files.ts) for browsers that ask for /favicon.ico by themselves, Apple's home screen
 * and link previews.
 */
export const ICONS = {
  ico: { path: "/favicon.ico", size: 32 },
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  large: { path: "/icon-512.png", size: 512 },
} as const
