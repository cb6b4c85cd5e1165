import * as React from "react"

/** What the enlarged view shows: the large rendition of a diagram. */
export interface ViewerImage {
  title: string
  alt: string
  src: string
  srcSet?: string
  sources: readonly { type: string; srcSet: string }[]
  width: number
  height: number
}

/**
 * The viewer is closed, or open with one image. The element that opened it gets the
 * focus back once the dialog has closed (while the modal is open, the rest of the page is inert).
 */
export function useImageViewer() {
  const [image, setImage] = React.useState<ViewerImage | null>(null)
  const opener = React.useRef<HTMLElement | null>(null)
  const open = React.useCallback((next: ViewerImage, from: HTMLElement | null) => {
    opener.current = from
    setImage(next)
  }, [])
  const onClosed = React.useCallback(() => {
    setImage(null)
    opener.current?.focus()
    opener.current = null
  }, [])
  return { image, open, onClosed }
}
