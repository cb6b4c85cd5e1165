import * as React from "react"

/**
 * Lets a mouse drag the zoomed image around its scrolling stage (the wheel zooms, so it cannot
 * pan). `dragged()` tells a click handler that the click only ended a drag.
 */
export function useDragToPan(stage: React.RefObject<HTMLElement>) {
  const drag = React.useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const moved = React.useRef(false)

  const onPointerDown = (event: React.PointerEvent) => {
    const box = stage.current
    moved.current = false
    if (!box || event.pointerType !== "mouse" || event.button !== 0) return
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop }
  }
  const onPointerMove = (event: React.PointerEvent) => {
    const box = stage.current
    const start = drag.current
    if (!box || !start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) + Math.abs(dy) > 3) moved.current = true
    box.scrollLeft = start.left - dx
    box.scrollTop = start.top - dy
  }
  const onPointerUp = () => {
    drag.current = null
  }

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    dragged: () => moved.current,
  }
}
