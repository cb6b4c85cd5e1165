/*
 * Injected by the benchmark into every page of the first-tap measurement before any of the page's
 * own scripts (Playwright's addInitScript; bench/first-tap.ts prepends `var FIRST_TAP_OPENER = "…"`,
 * the CSS selector of the element whose tap is measured). Plain browser JavaScript, read as text: a
 * function handed to Playwright would be serialised after tsx's transform, which adds helpers the
 * page does not have.
 *
 * It records, in `window.__firstTap`:
 * - `touch`: the `timeStamp` of the first trusted `pointerdown` on the opener: the time the touch
 *   reached the browser, however long the main thread then kept it waiting;
 * - `frame`: the start of the first animation frame whose rendering shows the answer (checked at
 *   the start of every frame from the touch on: the frame renders the state it finds);
 * - `rendered`: when that frame's animation-frame callbacks ran (its style, layout and paint follow);
 * - `frames`: the long animation frames (PerformanceObserver type « long-animation-frame », frames
 *   of more than 50 ms): the one whose rendering holds `rendered` ends where the answer is drawn;
 * - `shown`: when a message posted from that callback ran: after the frame's rendering, but also
 *   after whatever tasks the scheduler ran first (the next frames, an image's response), so only an
 *   upper bound for a frame too short to be reported;
 * - `events`: the Event Timing entries (PerformanceObserver type « event », durationThreshold 16),
 *   from which the bench takes the duration INP would record for the interaction.
 * The limits of the method are in bench/notes.md, « Premier toucher ».
 */
/* global FIRST_TAP_OPENER */
;(function () {
  var record = { touch: null, frame: null, rendered: null, shown: null, timedOut: false, events: [], frames: [] }
  window.__firstTap = record

  function byId(element, attribute) {
    var id = element.getAttribute(attribute)
    return id ? document.getElementById(id) : null
  }
  function visible(element) {
    return !!element && element.isConnected && element.checkVisibility()
  }

  // What « the answer shows » means for each kind of opener, the platform's and the ARIA ones.
  function answered(opener) {
    if (opener.hasAttribute("popovertarget")) {
      var popover = byId(opener, "popovertarget")
      return visible(popover) && popover.matches(":popover-open")
    }
    if (opener.hasAttribute("commandfor")) {
      var dialog = byId(opener, "commandfor")
      return visible(dialog) && dialog.open
    }
    if (opener.localName === "summary") {
      var details = opener.parentElement
      return (
        details.open &&
        Array.prototype.some.call(details.children, function (child) {
          return child !== opener && visible(child)
        })
      )
    }
    if (opener.getAttribute("aria-haspopup") === "dialog") return visible(document.querySelector("dialog[open]"))
    return opener.getAttribute("aria-expanded") === "true" && visible(byId(opener, "aria-controls"))
  }

  addEventListener(
    "pointerdown",
    function (event) {
      var opener =
        event.isTrusted && record.touch === null && event.target.closest && event.target.closest(FIRST_TAP_OPENER)
      if (!opener) return
      record.touch = event.timeStamp
      requestAnimationFrame(function tick(frameTime) {
        if (answered(opener)) {
          record.frame = frameTime
          record.rendered = performance.now()
          var channel = new MessageChannel()
          channel.port1.onmessage = function () {
            record.shown = performance.now()
          }
          channel.port2.postMessage(0)
        } else if (performance.now() - record.touch > 10000) record.timedOut = true
        else requestAnimationFrame(tick)
      })
    },
    true,
  )

  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf("event") >= 0)
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        record.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        })
      })
    }).observe({ type: "event", durationThreshold: 16, buffered: true })

  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf("long-animation-frame") >= 0)
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        record.frames.push({ startTime: entry.startTime, duration: entry.duration, renderStart: entry.renderStart })
      })
    }).observe({ type: "long-animation-frame", buffered: true })
})()
