import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/** The labels of a versioned document's fields and of its PDF link (interface.json › document). */
export function useDocumentLabels() {
  return useSharedContent().interfaceJson?.document
}

export const query = graphql`
  fragment DocumentLabels on InterfaceJson {
    document {
      reference
      version
      edition
      inForce
      download
      versions
      current
      upcoming
      pastFrom
      pastUntil
      replaced
      textOf
      previousPdf
    }
  }
`
