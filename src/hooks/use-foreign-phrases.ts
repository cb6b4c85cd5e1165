import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/** The phrases in another language than French that the texts hold, with their language (site.json). */
export function useForeignPhrases() {
  return useSharedContent().siteJson?.foreignPhrases ?? []
}

export const query = graphql`
  fragment ForeignPhrases on SiteJson {
    foreignPhrases {
      phrase
      lang
    }
  }
`
