import * as React from "react"
import type { HeadFC } from "gatsby"
import { StaticImage } from "gatsby-plugin-image"

export default function IndexPage() {
  return (
    <main>
      <h1>Plancher</h1>
      <p>
        Une page Gatsby nue avec une image : le site est mesuré à côté d’elle, sur la même machine et dans le même
        passage du banc d’essai, avec les mêmes versions de Gatsby, de React et de sharp.
      </p>
      <StaticImage src="../images/photo.jpg" alt="Portrait fictif" width={320} />
    </main>
  )
}

export const Head: HeadFC = () => <title>Plancher</title>
