import * as React from "react"

/**
 * Says in French which page is shown after each navigation inside the site (RGAA 8.7): the label
 * (« Page affichée : ») and the page's h1, or its tab title where it has none. Gatsby's own announcer
 * speaks English and cannot be reworded; gatsby-browser.tsx silences it (src/utils/gatsby-announcer.ts).
 * A full page load announces nothing: the screen reader reads the new page itself.
 */
export function RouteAnnouncer({ pathname, label }: { pathname: string; label?: string }) {
  const [message, setMessage] = React.useState("")
  const shown = React.useRef(pathname)
  React.useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // After the new page and its title are in the document.
    const frame = requestAnimationFrame(() => {
      const name = document.querySelector("main h1")?.textContent?.trim() || document.title
      setMessage(`${label ?? ""} ${name}`.trim())
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, label])
  return (
    <p role="status" className="visually-hidden">
      {message}
    </p>
  )
}
