/**
 * @jest-environment node
 */
import { scriptBytes } from "./shipped-js"

test("each script counts once, at its size on the wire, and other files not at all", () => {
  expect(
    scriptBytes([
      { url: "http://127.0.0.1/app-1234.js", bodyBytes: 30_000 },
      // Prefetched, then taken from the cache by the <script> that runs it.
      { url: "http://127.0.0.1/app-1234.js", bodyBytes: 0 },
      { url: "http://127.0.0.1/framework-5678.js", bodyBytes: 45_000 },
      { url: "http://127.0.0.1/page-data/index/page-data.json", bodyBytes: 2_000 },
      { url: "http://127.0.0.1/static/diagram.avif", bodyBytes: 60_000 },
    ]),
  ).toBe(75_000)
  expect(scriptBytes([])).toBe(0)
})
