import * as React from "react"
import { Link } from "gatsby"
import { useNavigation } from "../hooks/use-navigation"
import { splitLabel } from "../utils/split-label"
import * as styles from "./nav-links.module.css"

interface NavLinksProps {
  id: string
  pathname: string
}

/**
 * The five links. On small screens they are the menu, a popover the menu button opens: it closes on
 * Escape and on a click outside by the platform, and a chosen link loads a page where it is closed
 * (the header closes it on Gatsby's client-side navigation). On wide screens they show inline.
 */
export const NavLinks = React.forwardRef<HTMLUListElement, NavLinksProps>(function NavLinks({ id, pathname }, ref) {
  const items = useNavigation()
  return (
    <ul ref={ref} id={id} className={styles.list} popover="auto">
      {items.map(({ path, label }) => (
        <li key={path}>
          <Link to={path} className={styles.link} aria-current={pathname === path ? "page" : undefined}>
            {/* The space between the lines keeps the accessible name whole: "Processus de vérification". */}
            {splitLabel(label).map((line, index) => (
              <React.Fragment key={line}>
                {index > 0 && " "}
                <span className={styles.line}>{line}</span>
              </React.Fragment>
            ))}
          </Link>
        </li>
      ))}
    </ul>
  )
})
