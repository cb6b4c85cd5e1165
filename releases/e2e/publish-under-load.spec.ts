// Publishing under load (deploy/README.md § Publication): autocannon on loopback, bounded in requests and
// time, fetches release 1's pages and files through nginx while release 2 is published. Not a timed
// test: the figures are printed (and recorded by the benchmark), the assertions are about failures.
import { expect, test } from "@playwright/test"
import { formatFigures, measurePublishUnderLoad } from "../publish-load"
import { SECOND_RELEASE } from "../second-release"
import { LOAD_PORT } from "./ports"

const CONNECTIONS = 8

test("a release published under load: no failed request, no page of one release missing a file of the other", async () => {
  const figures = await measurePublishUnderLoad({
    first: "public",
    second: SECOND_RELEASE,
    port: LOAD_PORT,
    maxRequests: 30_000,
    maxSeconds: 10,
    connections: CONNECTIONS,
  })
  console.log(formatFigures(figures))
  expect(figures.requests).toBeGreaterThan(1_000)
  expect(figures.requestsDuringSwitch).toBeGreaterThan(0)
  expect(figures.pagesChecked).toBeGreaterThan(5)
  expect(figures.errors).toBe(0)
  // At most one request per connection meets its keep-alive connection closing as the old workers leave.
  expect(figures.keepAliveResets).toBeLessThanOrEqual(CONNECTIONS)
  expect(figures.statuses).toEqual({ 200: figures.requests })
  expect(figures.brokenPages).toEqual([])
})
