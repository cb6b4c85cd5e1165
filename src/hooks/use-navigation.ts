import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

export function useNavigation() {
  return useSharedContent().navigationJson?.items ?? []
}

export const query = graphql`
  fragment NavigationItems on NavigationJson {
    items {
      path
      label
    }
  }
`
