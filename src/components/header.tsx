import * as React from "react"
import { Link } from "gatsby"
import { useInterface } from "../hooks/use-interface"
import { useSite } from "../hooks/use-site"
import { MenuButton } from "./menu-button"
import { NavLinks } from "./nav-links"
import * as styles from "./header.module.css"

const MENU_ID = "menu-principal"

export function Header({ pathname }: { pathname: string }) {
  const site = useSite()
  const labels = useInterface()
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  // A chosen link changes the path: the menu closes with it.
  React.useEffect(() => setOpen(false), [pathname])

  // Escape closes the open menu wherever the focus is, and gives the focus back to its button.
  React.useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={labels?.homeLink}>
          {site?.logo?.svgMarkup ? (
            // Drawn inline, not as an image: no image document to build before the first paint.
            <span
              className={styles.logo}
              aria-hidden="true"
              dangerouslySetInnerHTML={{ __html: site.logo.svgMarkup }}
            />
          ) : (
            site?.logo?.publicURL && (
              <img src={site.logo.dataURI ?? site.logo.publicURL} alt="" width={40} height={40} />
            )
          )}
          <span>{site?.name}</span>
        </Link>
        <nav aria-label={labels?.mainNavigation} className={styles.nav}>
          <MenuButton
            ref={buttonRef}
            open={open}
            controls={MENU_ID}
            label={labels?.menuButton}
            onToggle={() => setOpen(!open)}
          />
          <NavLinks id={MENU_ID} open={open} pathname={pathname} onChoose={() => setOpen(false)} />
        </nav>
      </div>
    </header>
  )
}
