/**
 * A small SVG file's markup, to be written into the page as an `<svg>` element rather than an image.
 * An SVG image, even a data: URI, makes Chromium build a separate document for it before the first
 * paint: 20 to 90 ms with the CPU slowed four times, for a 40-pixel logo (bench/notes.md, « TBT »).
 * Inline, its three shapes cost what three elements cost. Only plain drawings are inlined: no script,
 * no event handler, no link or embedded content, nothing outside the root `<svg>`; the CSP would
 * block scripts anyway, this keeps the page's HTML free of them. Anything else gets `null`, and the
 * page keeps the image.
 */
const UNSAFE =
  /<(?:script|foreignObject|iframe|object|embed|a|use|image|style)\b|\son[a-z]+\s*=|(?:href|src)\s*=|<!ENTITY|javascript:/i

export function inlineSvg(markup: string): string | null {
  const svg = markup
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[^>]*\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!DOCTYPE[^>[]*>/i, "")
    .trim()
  if (!/^<svg\b[^>]*>[\s\S]*<\/svg>$/.test(svg) || UNSAFE.test(svg)) return null
  return svg
}
