import * as React from "react"
import { useInterface } from "../hooks/use-interface"
import { Footer } from "./footer"
import { Header } from "./header"
import { RouteAnnouncer } from "./route-announcer"
import { ScrollReset } from "./scroll-reset"
import * as styles from "./layout.module.css"

export const MAIN_ID = "contenu"

interface LayoutProps {
  pathname: string
  children: React.ReactNode
}

/**
 * The frame around every page. It holds no `<h1>`: each page has exactly one of its own.
 * Header, page and footer are Suspense boundaries: React hydrates the static HTML one boundary at a
 * time and yields to the browser in between, instead of in one long task (bench/notes.md, « TBT »).
 */
export function Layout({ pathname, children }: LayoutProps) {
  const labels = useInterface()
  return (
    <div className={styles.frame}>
      <ScrollReset pathname={pathname} />
      <RouteAnnouncer pathname={pathname} label={labels?.routeAnnouncement} />
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {labels?.skipLink}
      </a>
      <React.Suspense>
        <Header pathname={pathname} />
      </React.Suspense>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <React.Suspense>{children}</React.Suspense>
      </main>
      <React.Suspense>
        <Footer />
      </React.Suspense>
    </div>
  )
}
