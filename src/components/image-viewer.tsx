import * as React from "react"
import { useDragToPan } from "../hooks/use-drag-to-pan"
import type { ViewerImage } from "../hooks/use-image-viewer"
import { useViewerZoom } from "../hooks/use-viewer-zoom"
import { Icon } from "./icons"
import * as styles from "./image-viewer.module.css"

interface ImageViewerProps {
  image: ViewerImage | null
  labels: Queries.DiagramLabels
  /** Called once the dialog has closed, however it was closed (button, backdrop, Escape). */
  onClosed: () => void
}

// French typography (FACTS.md): a no-break space before %. Not Intl, whose space depends on the ICU version.
const percent = (zoom: number) => `${Math.round(zoom * 100)}\u00a0%`

/**
 * The enlarged view of a diagram: a native modal <dialog> (focus trap, Escape and the inert page
 * come with `showModal()`), with a title, a close button, the zoom hint and the zoom controls.
 */
export function ImageViewer({ image, labels, onClosed }: ImageViewerProps) {
  const dialog = React.useRef<HTMLDialogElement>(null)
  const stage = React.useRef<HTMLDivElement>(null)
  const picture = React.useRef<HTMLImageElement>(null)
  const closeButton = React.useRef<HTMLButtonElement>(null)
  const zoom = useViewerZoom(dialog, stage, picture)
  const pan = useDragToPan(stage)
  const titleId = React.useId()
  const hintId = React.useId()
  const { restart } = zoom

  React.useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (image && !element.open) {
      element.showModal()
      closeButton.current?.focus()
      // A diagram wider than the stage (600px on a phone) opens centred, like the page showed it.
      const box = stage.current
      if (box) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2
    } else if (!image && element.open) {
      element.close()
    }
  }, [image])

  const close = () => dialog.current?.close()
  // The next image opens at its fitted size: reset now, so that its first render already is.
  const onClose = () => {
    restart()
    onClosed()
  }

  // A click outside the image closes the view: on the dialog's own surface, which stands in for the
  // backdrop, or on the stage around the image. A click that ends a drag does not count.
  const onClick = (event: React.MouseEvent) => {
    if (pan.dragged()) return
    if (event.target === dialog.current || event.target === stage.current) close()
  }

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClose={onClose}
      onClick={onClick}
      onKeyDown={zoom.onKeyDown}
    >
      {image && (
        <>
          <div className={styles.bar}>
            <h2 id={titleId} className={styles.title}>
              {image.title}
            </h2>
            <p id={hintId} className={styles.hint}>
              {labels.zoomHint}
            </p>
            <div className={styles.controls}>
              <button type="button" className={styles.iconButton} onClick={zoom.zoomOut} title={labels.zoomOut}>
                <Icon name="minus" />
                <span className="visually-hidden">{labels.zoomOut}</span>
              </button>
              <output className={styles.level}>{percent(zoom.zoom)}</output>
              <button type="button" className={styles.iconButton} onClick={zoom.zoomIn} title={labels.zoomIn}>
                <Icon name="plus" />
                <span className="visually-hidden">{labels.zoomIn}</span>
              </button>
              <button type="button" className={styles.button} onClick={zoom.reset}>
                {labels.zoomReset}
              </button>
            </div>
            <button ref={closeButton} type="button" className={styles.close} onClick={close}>
              <Icon name="close" />
              {labels.close}
            </button>
          </div>
          <div
            ref={stage}
            className={styles.stage}
            tabIndex={0}
            role="group"
            aria-labelledby={titleId}
            {...pan.handlers}
          >
            {/* One full-size rendition, to stay sharp when zoomed: `sizes` says so, whatever the viewport. */}
            <picture className={styles.picture}>
              {image.sources.map(source => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={`${image.width}px`} />
              ))}
              <img
                ref={picture}
                className={styles.image}
                src={image.src}
                srcSet={image.srcSet}
                sizes={`${image.width}px`}
                alt={image.alt}
                width={image.width}
                height={image.height}
                draggable={false}
                style={{ "--ratio": image.width / image.height, "--zoom": zoom.zoom } as React.CSSProperties}
              />
            </picture>
          </div>
        </>
      )}
    </dialog>
  )
}
