import { clampZoom, MAX_ZOOM, MIN_ZOOM, wheelFactor, ZOOM_STEP, zoomForKey } from "../../../src/components/zoom"

describe("zoom", () => {
  it("keeps the zoom within its bounds", () => {
    expect(clampZoom(10)).toBe(MAX_ZOOM)
    expect(clampZoom(0.01)).toBe(MIN_ZOOM)
    expect(clampZoom(1.5)).toBe(1.5)
  })

  it("zooms in when the wheel turns up (negative delta) and out when it turns down", () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1.15)
    expect(wheelFactor(100)).toBeLessThan(0.85)
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1)
    expect(wheelFactor(0)).toBe(1)
  })

  it("treats a delta in lines like sixteen pixels a line", () => {
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48))
  })

  it.each([
    ["+", 1, ZOOM_STEP],
    ["=", 1, ZOOM_STEP],
    ["-", 1, 1 / ZOOM_STEP],
    ["−", 1, 1 / ZOOM_STEP],
    ["0", 3, 1],
    ["+", MAX_ZOOM, MAX_ZOOM],
    ["-", MIN_ZOOM, MIN_ZOOM],
  ])("key %s at zoom %d gives %d", (key, zoom, expected) => {
    expect(zoomForKey(key, zoom)).toBeCloseTo(expected)
  })

  it("ignores other keys", () => {
    expect(zoomForKey("a", 1)).toBeNull()
    expect(zoomForKey("Enter", 1)).toBeNull()
  })
})
