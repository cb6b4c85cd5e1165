import * as React from "react"
import { useDragToPan } from "../hooks/use-drag-to-pan"
import { useViewerZoom } from "../hooks/use-viewer-zoom"
import { Icon } from "./icons"
import * as styles from "./image-viewer.module.css"

/** What the enlarged view shows: the large rendition of a diagram. */
export interface ViewerImage {
  title: string
  alt: string
  /** The diagram's steps, its detailed description (RGAA 1.6). */
  steps: readonly string[]
  src: string
  srcSet?: string
  sources: readonly { type: string; srcSet: string }[]
  width: number
  height: number
}

interface ImageViewerProps {
  /** The dialog's id, which the diagram's button names in `commandfor`. */
  id: string
  image: ViewerImage
  labels: Queries.DiagramLabels
}

// French typography: a no-break space before %. Not Intl, whose space depends on the ICU version.
const percent = (zoom: number) => `${Math.round(zoom * 100)}\u00a0%`

/** Where the browser has no invoker commands but the scripts run, the close button closes the dialog itself. */
const closeWithoutCommands = (dialog: HTMLDialogElement | null) => {
  if (!("command" in HTMLButtonElement.prototype)) dialog?.close()
}

/**
 * The enlarged view of a diagram: a modal <dialog> in the page's HTML, opened by the diagram's
 * button (`command="show-modal"`) and closed by its « Fermer » button (`command="close"`), by Escape
 * and by a click on the backdrop (`closedby="any"`), all by the platform, which also traps the focus,
 * makes the page inert, focuses the title (autofocus: Orca says the dialog's name so, not when the focus
 * lands on the first control) and gives the focus back to the opener.
 * The large image loads lazily, when the dialog first shows. The scripts add the zoom (wheel, keys
 * + − 0, buttons), dragging, and closing on a click on the stage around the image. The image's
 * detailed description (RGAA 1.6, test 1.6.1 for an `<img>`) is the diagram's steps right after it in
 * the dialog, in a closed `<details>`: its alternative ends by pointing to them, as the figure's does.
 * Not `aria-describedby`, which test 1.6.1 does not accept for an `<img>`; and the page around a modal
 * dialog is inert, so the list beside the figure cannot be reached from it. The zoom level, an
 * `<output>` (a form field in the RGAA's glossary), has its label (RGAA 11.1).
 */
export function ImageViewer({ id, image, labels }: ImageViewerProps) {
  const dialog = React.useRef<HTMLDialogElement>(null)
  const stage = React.useRef<HTMLDivElement>(null)
  const picture = React.useRef<HTMLImageElement>(null)
  const zoom = useViewerZoom(dialog, stage, picture)
  const pan = useDragToPan(stage)
  const titleId = `${id}titre`
  const hintId = `${id}aide`
  const levelId = `${id}zoom`
  const { restart } = zoom

  // A diagram wider than the stage (600px on a phone) opens centred, like the page showed it.
  React.useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onToggle = (event: Event) => {
      const box = stage.current
      if ((event as ToggleEvent).newState === "open" && box) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2
    }
    element.addEventListener("toggle", onToggle)
    return () => element.removeEventListener("toggle", onToggle)
  }, [])

  // A click on the stage around the image closes the view too (the backdrop does by `closedby`).
  // A click that ends a drag does not count.
  const onClick = (event: React.MouseEvent) => {
    if (pan.dragged()) return
    if (event.target === dialog.current || event.target === stage.current) dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      id={id}
      className={styles.viewer}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      // The next opening starts at the fitted size.
      onClose={restart}
      onClick={onClick}
      onKeyDown={zoom.onKeyDown}
    >
      <div className={styles.bar}>
        {/* First in the dialog, just before the title (Shift+Tab); the grid shows it at the end. */}
        <button
          type="button"
          className={styles.close}
          command="close"
          commandfor={id}
          onClick={() => closeWithoutCommands(dialog.current)}
        >
          <Icon name="close" />
          {labels.close}
        </button>
        {/* The dialog's initial focus (HTML's dialog focusing steps), not a page-load autofocus. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <h2 id={titleId} className={styles.title} tabIndex={-1} autoFocus>
          {image.title}
        </h2>
        {/* Both in the page, one shown by the primary pointer (CSS): a phone has neither wheel nor keys. The
            dialog's description is the one shown, hidden text being left out of it. */}
        <p id={hintId} className={styles.hint}>
          <span className={styles.pointerHint}>{labels.zoomHint}</span>
          <span className={styles.touchHint}>{labels.zoomHintTouch}</span>
        </p>
        <div className={styles.controls}>
          <button type="button" className={styles.iconButton} onClick={zoom.zoomOut} title={labels.zoomOut}>
            <Icon name="minus" />
            <span className="visually-hidden">{labels.zoomOut}</span>
          </button>
          <span className={styles.level}>
            <label htmlFor={levelId}>{labels.zoomLevel}</label>
            <output id={levelId} className={styles.levelValue}>
              {percent(zoom.zoom)}
            </output>
          </span>
          <button type="button" className={styles.iconButton} onClick={zoom.zoomIn} title={labels.zoomIn}>
            <Icon name="plus" />
            <span className="visually-hidden">{labels.zoomIn}</span>
          </button>
          <button type="button" className={styles.button} onClick={zoom.reset}>
            {labels.zoomReset}
          </button>
        </div>
      </div>
      <div ref={stage} className={styles.stage} tabIndex={0} role="group" aria-labelledby={titleId} {...pan.handlers}>
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
            alt={`${image.alt} ${labels.stepsPointer}`}
            width={image.width}
            height={image.height}
            loading="lazy"
            // The dialog shows at once; the 1600 px image is decoded beside it, not in its first frame.
            decoding="async"
            draggable={false}
            style={{ "--ratio": image.width / image.height, "--zoom": zoom.zoom } as React.CSSProperties}
          />
        </picture>
      </div>
      <details className={styles.steps}>
        <summary>{labels.stepsHeading}</summary>
        <ol>
          {image.steps.map(step => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </dialog>
  )
}
