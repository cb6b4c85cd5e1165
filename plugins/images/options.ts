/**
 * gatsby-plugin-sharp's defaults (gatsby-config.ts): AVIF, then WebP, at quality 80, with a blurred
 * placeholder. No "gatsby-plugin-image" plugin: the site draws its images with <picture>
 * (src/components/picture.tsx), so the plugin's browser runtime and its inline script and styles in
 * every page would serve nothing.
 */
export const imageDefaults = { formats: ["avif", "webp"], placeholder: "blurred", quality: 80 }
