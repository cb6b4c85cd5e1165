import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/**
 * The day the site was built for (AAAA-MM-JJ, gatsby-config.ts › siteMetadata.buildDate): which version of a
 * document is in force follows it (content-model/in-force.ts). The page never reads a clock: what it shows on
 * the server and after hydration is the build's.
 */
export function useBuildDate() {
  return useSharedContent().site?.siteMetadata?.buildDate ?? undefined
}

export const query = graphql`
  fragment BuildDate on Site {
    siteMetadata {
      buildDate
    }
  }
`
