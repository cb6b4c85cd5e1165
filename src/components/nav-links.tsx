import * as React from "react"
import { Link } from "gatsby"
import { useNavigation } from "../hooks/use-navigation"
import { splitLabel } from "../utils/split-label"
import * as styles from "./nav-links.module.css"

interface NavLinksProps {
  id: string
  open: boolean
  pathname: string
  onChoose: () => void
}

export function NavLinks({ id, open, pathname, onChoose }: NavLinksProps) {
  const items = useNavigation()
  return (
    <ul id={id} className={styles.list} data-open={open}>
      {items.map(({ path, label }) => (
        <li key={path}>
          <Link
            to={path}
            className={styles.link}
            aria-current={pathname === path ? "page" : undefined}
            onClick={onChoose}
          >
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
}
