interface Location {
  pathname: string
}

const positions = new Map<string, unknown>()

/**
 * Stands in for gatsby-react-router-scroll's `SessionStorage` (swapped in by ./gatsby-node.ts): Gatsby
 * keeps each page's scroll position for the back button in sessionStorage, and this site writes
 * nothing in the visitor's browser. Kept in memory, the positions last as long as the open page,
 * which is all back and forward between the site's pages need; on a reload the browser restores
 * the position itself.
 */
export class SessionStorage {
  read(location: Location, key?: string | null) {
    return positions.get(this.getStateKey(location, key)) ?? 0
  }

  save(location: Location, key: string | null | undefined, value: unknown) {
    positions.set(this.getStateKey(location, key), value)
  }

  getStateKey(location: Location, key?: string | null) {
    const base = `@@scroll|${location.pathname}`
    return key === null || key === undefined ? base : `${base}|${key}`
  }
}
