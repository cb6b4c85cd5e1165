import * as React from "react"

const isBroken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && !img.src.startsWith("data:")

/**
 * A diagram whose image fails to load is hidden and the failure logged (docs/architecture.md). Watches every
 * <img> under `ref` (gatsby-plugin-image's `onError` misses failures that happen before hydration):
 * `error` does not bubble, so it is caught on its way down; an image that already failed before
 * this effect ran is found by its state.
 */
export function useImageFailure(ref: React.RefObject<HTMLElement>, name: string): boolean {
  const [failed, setFailed] = React.useState(false)
  React.useEffect(() => {
    const root = ref.current
    if (!root || failed) return
    const fail = (img: HTMLImageElement) => {
      console.error(`Image du schéma « ${name} » non chargée : ${img.currentSrc || img.src}`)
      setFailed(true)
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) fail(event.target)
    }
    root.addEventListener("error", onError, true)
    const broken = Array.from(root.querySelectorAll("img")).find(isBroken)
    if (broken) fail(broken)
    return () => root.removeEventListener("error", onError, true)
  }, [ref, name, failed])
  return failed
}
