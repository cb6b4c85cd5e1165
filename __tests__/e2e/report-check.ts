import { createHash } from "node:crypto"
import { expect, type Page, type Request } from "@playwright/test"
import type { Content } from "../../content-model/model"
import { readContent } from "./helpers"

// What the specs of « Vérifier un rapport » share: the one against the site's build (report-check.spec.ts, an
// empty register) and the one against a build with fictional reports (releases/e2e/report-check.spec.ts).

export const reportsPage = "/verifier-un-rapport"
export const register = readContent("rapports.json")
export type Report = Content<"rapports.json">["reports"][number]

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex")

/**
 * Every request the page makes from now on. The check may load its own script (same origin, GET, no
 * body); nothing else may leave the page, and never the file.
 */
export function recordRequests(page: Page) {
  const requests: Request[] = []
  page.on("request", request => void requests.push(request))
  return {
    /** What was requested beyond a script of the site's own origin, fetched without a body. */
    beyondScripts: (origin: string) =>
      requests
        .filter(
          request =>
            new URL(request.url()).origin !== origin ||
            request.method() !== "GET" ||
            request.postData() !== null ||
            request.resourceType() !== "script",
        )
        .map(request => `${request.method()} ${request.resourceType()} ${request.url()}`),
  }
}

/** Picks the file with the page's own file field, as a reader does, and returns the status message. */
export async function checkFile(page: Page, name: string, bytes: Buffer) {
  await page.getByLabel(register.check.fileLabel).setInputFiles({ name, mimeType: "application/pdf", buffer: bytes })
  const status = page.getByRole("status").filter({ hasText: register.check.fingerprint })
  await expect(status).toContainText(sha256(bytes))
  return status
}

/** The same bytes with one of them changed: a report altered after it was issued. */
export function oneByteChanged(bytes: Buffer) {
  const altered = Buffer.from(bytes)
  const middle = Math.floor(altered.length / 2)
  altered[middle] = altered[middle] ^ 0x01
  return altered
}
