// Gatsby's runtime in the admin page's preview pane (editor/admin/build/stand-ins.ts), which is not a
// Gatsby page: a link is a plain link, a page query nothing (the previews pass their data themselves).
import * as React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export const Link = ({ to, children, ...props }: LinkProps) => (
  <a href={to} {...props}>
    {children}
  </a>
)

export const graphql = () => undefined

/** A static query has no answer here: a hook a preview calls needs its stand-in in editor/admin/hooks/. */
export function useStaticQuery(): never {
  throw new Error("useStaticQuery outside Gatsby: give the hook a stand-in in editor/admin/hooks/")
}
