import * as React from "react"
import { useInterface } from "../hooks/use-interface"
import { Footer } from "./footer"
import { Header } from "./header"
import { ScrollReset } from "./scroll-reset"
import * as styles from "./layout.module.css"

export const MAIN_ID = "contenu"

interface LayoutProps {
  pathname: string
  children: React.ReactNode
}

/** The frame around every page. It holds no `<h1>`: each page has exactly one of its own. */
export function Layout({ pathname, children }: LayoutProps) {
  const labels = useInterface()
  return (
    <div className={styles.frame}>
      <ScrollReset pathname={pathname} />
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {labels?.skipLink}
      </a>
      <Header pathname={pathname} />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
