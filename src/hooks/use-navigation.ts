import { graphql, useStaticQuery } from "gatsby"

export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationJson {
        items {
          path
          label
        }
      }
    }
  `)
  return data.navigationJson?.items ?? []
}
