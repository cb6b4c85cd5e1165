import * as React from "react"
import type { HeadFC, PageProps } from "gatsby"

/**
 * A bare Gatsby page holding the first tap's reference markup and stylesheet (gatsby-node.ts), left to
 * the browser as they are. React hydrates it and listens to its events like any Gatsby page's, which
 * is what the benchmark measures it for.
 */
export default function FirstTapFloor({ pageContext }: PageProps<object, { body: string }>) {
  return <div dangerouslySetInnerHTML={{ __html: pageContext.body }} />
}

// Linked as the reference links it, and not imported: Gatsby would inline it into every page of the floor.
export const Head: HeadFC = () => (
  <>
    <title>Plancher du premier toucher</title>
    <link rel="stylesheet" href="/reference.css" />
  </>
)
