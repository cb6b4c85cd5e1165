import { graphql, useStaticQuery } from "gatsby"

/** The labels of a versioned document's fields and of its PDF link (interface.json › document). */
export function useDocumentLabels() {
  const data = useStaticQuery<Queries.DocumentLabelsQuery>(graphql`
    query DocumentLabels {
      interfaceJson {
        document {
          reference
          version
          edition
          inForce
          download
        }
      }
    }
  `)
  return data.interfaceJson?.document
}
