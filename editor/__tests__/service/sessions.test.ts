/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { Sessions, sessionToken } from "../../service/sessions"

const dir = mkdtempSync(path.join(os.tmpdir(), "sessions-"))
const file = path.join(dir, "sessions.json")
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HOUR = 60 * 60_000

test("a session ends after its idle time without activity, and after its absolute time in any case", () => {
  const sessions = new Sessions(file, { idleMs: HOUR, absoluteMs: 3 * HOUR })
  const idle = sessions.create("claire", "hash", 0)
  expect(sessions.get(idle, HOUR - 1)?.login).toBe("claire")
  expect(sessions.get(idle, 2 * HOUR)).toBeUndefined()
  const busy = sessions.create("claire", "hash", 0)
  for (let at = 0.5 * HOUR; at < 3 * HOUR; at += 0.5 * HOUR) expect(sessions.get(busy, at)).toBeDefined()
  expect(sessions.get(busy, 3 * HOUR)).toBeUndefined()
})

test("reading without activity (the banner's polling) does not keep a session alive", () => {
  const sessions = new Sessions(file, { idleMs: HOUR })
  const token = sessions.create("claire", "hash", 0)
  for (let at = 0; at < HOUR; at += 60_000) sessions.get(token, at, false)
  expect(sessions.get(token, HOUR)).toBeUndefined()
})

test("kept across a restart as hashes only (mode 600), an ended session is gone for good", () => {
  const sessions = new Sessions(file)
  const now = Date.now()
  const token = sessions.create("claire", "hash", now)
  const ended = sessions.create("claire", "hash", now)
  sessions.end(ended, now)
  expect(readFileSync(file, "utf8")).not.toContain(token)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  const restarted = new Sessions(file)
  expect(restarted.get(token, now + 1)?.login).toBe("claire")
  expect(restarted.get(ended, now + 1)).toBeUndefined()
})

test("the session's token is read from its own cookie only", () => {
  expect(sessionToken("a=1; __Host-editeur-session=abc; b=2")).toBe("abc")
  expect(sessionToken("editeur-session=abc")).toBeUndefined()
  expect(sessionToken(undefined)).toBeUndefined()
})
