import * as React from "react"

/** Scrolls to the top whenever the path changes, including on back and forward. */
export function ScrollReset({ pathname }: { pathname: string }) {
  const first = React.useRef(true)
  React.useEffect(() => {
    // The first render is a full page load: the browser already starts at the top or at the #anchor.
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
