import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  loading?: "lazy" | "eager"
}

/**
 * The image sharp prepared at build time (AVIF in a <source>, WebP in the <img>, at each width: plugins/images/options.ts's `formats`, no JPEG or PNG) as plain HTML.
 * The browser picks the format and the size, loads it lazily and keeps its box from width and height:
 * no JavaScript at all, where GatsbyImage ships react-dom/server to the browser (about 20 KB).
 * The blurred placeholder sharp made is the image's background until the photo paints.
 */
export function Picture({ image, alt, className, loading = "lazy" }: PictureProps) {
  const { images, width, height, placeholder, backgroundColor } = image
  const background = placeholder?.fallback
    ? { backgroundImage: `url("${placeholder.fallback}")`, backgroundSize: "cover" }
    : { backgroundColor }
  return (
    <picture>
      {images.sources?.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        style={background}
      />
    </picture>
  )
}
