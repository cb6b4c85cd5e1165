import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { StaticImage } from "gatsby-plugin-image"
import "../../../first-tap/reference/reference.css"

/**
 * A bare Gatsby page: the first tap's reference markup (gatsby-node.ts), left to the browser as it is,
 * and one image through gatsby-plugin-image. React hydrates it and listens to its events like any
 * Gatsby page's, which is what the benchmark measures it for.
 */
export default function Floor({ pageContext }: PageProps<object, { body: string }>) {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: pageContext.body }} />
      <StaticImage src="../images/photo.jpg" alt="Portrait fictif" width={320} />
    </>
  )
}

export const Head: HeadFC = () => <title>Plancher</title>
