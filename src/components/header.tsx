import * as React from "react"
import { Link } from "gatsby"
import { useInterface } from "../hooks/use-interface"
import { useSite } from "../hooks/use-site"
import { MenuButton } from "./menu-button"
import { NavLinks } from "./nav-links"
import { homeLinkName } from "../utils/home-link"
import * as styles from "./header.module.css"

const MENU_ID = "menu-principal"

export function Header({ pathname }: { pathname: string }) {
  const site = useSite()
  const labels = useInterface()
  const menu = React.useRef<HTMLUListElement>(null)
  const shownPath = React.useRef(pathname)

  // The menu is a popover the platform opens and closes (Escape, a click outside: popover="auto").
  // A link followed without a script loads a page where it is closed; Gatsby's client-side
  // navigation keeps the header, so a new path closes it here. Not at hydration: a menu the visitor
  // opened before it stays open (__tests__/e2e/before-hydration.spec.ts).
  React.useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const list = menu.current
    if (list && typeof list.hidePopover === "function" && list.matches(":popover-open")) list.hidePopover()
  }, [pathname])

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to="/"
          className={styles.brand}
          aria-label={site?.name && labels ? homeLinkName(site.name, labels.homeLink) : undefined}
        >
          {site?.logo?.publicURL && (
            // A PNG drawn from data/'s SVG at build time: an image runs nothing, and a PNG, unlike an SVG
            // image, builds no document on the page's main thread (plugins/images/README.md).
            <img
              className={styles.logo}
              src={site.logo.pngDataURI ?? site.logo.publicURL}
              alt=""
              width={40}
              height={40}
            />
          )}
          <span>{site?.name}</span>
        </Link>
        <nav aria-label={labels?.mainNavigation} className={styles.nav}>
          <MenuButton controls={MENU_ID} label={labels?.menuButton} />
          <NavLinks ref={menu} id={MENU_ID} pathname={pathname} />
        </nav>
      </div>
    </header>
  )
}
