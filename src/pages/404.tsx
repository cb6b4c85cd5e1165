import * as React from "react"
import type { HeadProps } from "gatsby"
import { Seo } from "../components/seo"
import { useInterface } from "../hooks/use-interface"

// An unknown path shows the frame around an empty main area.
export default function NotFoundPage() {
  return null
}

export function Head({ location }: HeadProps) {
  const labels = useInterface()
  return <Seo title={labels?.notFoundTitle ?? ""} pathname={location.pathname} noindex />
}
