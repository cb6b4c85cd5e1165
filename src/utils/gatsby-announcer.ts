/** The id of the live region Gatsby adds to every page (node_modules/gatsby/cache-dir/route-announcer-props.js). */
const GATSBY_ANNOUNCER = "gatsby-announcer"

/**
 * Gatsby announces each client-side navigation as « Navigated to … », in English, and offers no option
 * to reword it (cache-dir/navigation.js). The site says it in French (src/components/route-announcer.tsx):
 * Gatsby's region is taken out of the accessibility tree, so that only one announcement is heard.
 */
export function silenceGatsbyAnnouncer() {
  const region = document.getElementById(GATSBY_ANNOUNCER)
  if (!region) return
  region.removeAttribute("aria-live")
  region.setAttribute("aria-hidden", "true")
}
