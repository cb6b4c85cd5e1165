/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { Sessions, sessionToken } from "../../service/sessions"

const dir = mkdtempSync(path.join(os.tmpdir(), "sessions-"))
const file = path.join(dir, "sessions.json")
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HOUR = 60 * 60_000
const CLAIRE = { id: "0b6e7c1e-claire", hash: "hash" }

test("a session ends after its idle time without activity, and after its absolute time in any case", () => {
  const sessions = new Sessions(file, { idleMs: HOUR, absoluteMs: 3 * HOUR })
  const idle = sessions.create("claire", CLAIRE, 0)
  expect(sessions.get(idle, HOUR - 1)?.login).toBe("claire")
  expect(sessions.get(idle, 2 * HOUR)).toBeUndefined()
  const busy = sessions.create("claire", CLAIRE, 0)
  for (let at = 0.5 * HOUR; at < 3 * HOUR; at += 0.5 * HOUR) expect(sessions.get(busy, at)).toBeDefined()
  expect(sessions.get(busy, 3 * HOUR)).toBeUndefined()
})

test("reading without activity (the banner's polling) does not keep a session alive", () => {
  const sessions = new Sessions(file, { idleMs: HOUR })
  const token = sessions.create("claire", CLAIRE, 0)
  for (let at = 0; at < HOUR; at += 60_000) sessions.get(token, at, false)
  expect(sessions.get(token, HOUR)).toBeUndefined()
})

test("kept across a restart as hashes only (mode 600), an ended session is gone for good", () => {
  const sessions = new Sessions(file)
  const now = Date.now()
  const token = sessions.create("claire", CLAIRE, now)
  const ended = sessions.create("claire", CLAIRE, now)
  sessions.end(ended, now)
  expect(readFileSync(file, "utf8")).not.toContain(token)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  const restarted = new Sessions(file)
  expect(restarted.get(token, now + 1)?.login).toBe("claire")
  expect(restarted.get(ended, now + 1)).toBeUndefined()
})

test("a session no longer valid (its account removed, its passkey revoked) is dropped when the file is saved", () => {
  const own = path.join(dir, "valid.json")
  const gone = new Set<string>()
  const sessions = new Sessions(own, { valid: session => !gone.has(session.key ?? session.account) })
  const now = Date.now()
  const byKey = sessions.create("claire", CLAIRE, now, "cle-1")
  const byPassword = sessions.create("claire", CLAIRE, now)
  gone.add("cle-1")
  sessions.create("etienne", { id: "etienne", hash: "hash" }, now)
  const stored = JSON.parse(readFileSync(own, "utf8")) as Record<string, { key?: string; account: string }>
  expect(Object.values(stored).map(({ key, account }) => key ?? account)).toEqual([CLAIRE.id, "etienne"])
  expect(sessions.get(byKey, now)).toBeUndefined()
  expect(sessions.get(byPassword, now)?.account).toBe(CLAIRE.id)
})

test("a session kept before sessions named their account's id is dropped at load (signed in once more)", () => {
  const own = path.join(dir, "legacy.json")
  writeFileSync(own, JSON.stringify({ old: { login: "claire", stamp: "x", created: Date.now(), seen: Date.now() } }))
  const sessions = new Sessions(own)
  sessions.create("claire", CLAIRE)
  const kept = Object.keys(JSON.parse(readFileSync(own, "utf8")) as object)
  expect(kept).toHaveLength(1)
  expect(kept).not.toContain("old")
})

test("the session's token is read from its own cookie only", () => {
  expect(sessionToken("a=1; __Host-editeur-session=abc; b=2")).toBe("abc")
  expect(sessionToken("editeur-session=abc")).toBeUndefined()
  expect(sessionToken(undefined)).toBeUndefined()
})
