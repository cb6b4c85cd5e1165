import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"

// Orca on Firefox ESR in a virtual display, against the production build served by nginx: every process
// in a group of its own, each wait bounded, everything ended by `stop()`.

const here = __dirname
const root = join(here, "..", "..")
// A port of its own (not E2E_PORT, which the nginx suite of lane 1 reads); its display follows it (:330).
export const PORT = process.env.ORCA_PORT ?? "9330"
export const BASE_URL = `http://127.0.0.1:${PORT}`
const DISPLAY = `:${process.env.ORCA_DISPLAY ?? Number(PORT) % 1000}`

/** A phrase with its spaces as Orca says them: a no-break space is a space. */
export const flat = (phrase: string) => phrase.replace(/\s+/g, " ").trim()

const groups: ChildProcess[] = []

// Whatever ends the test process (a failure, a test's timeout, Ctrl-C, a SIGTERM from its runner), no
// process group it started outlives it: at its exit, and on a signal, each is killed at once.
const killAll = () => groups.forEach(child => kill(child, "SIGKILL"))
process.once("exit", killAll)
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.once(signal, () => {
    killAll()
    process.exit(1)
  })

function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: "ignore" })
  groups.push(child)
  return child
}

async function until(what: string, test: () => boolean, timeout: number) {
  const end = Date.now() + timeout
  while (!test()) {
    if (Date.now() > end) throw new Error(`Délai dépassé (${timeout} ms) : ${what}`)
    await sleep(100)
  }
}

const answers = async (url: string) => {
  try {
    return (await fetch(url, { redirect: "manual" })).status > 0
  } catch {
    return false
  }
}

export type Session = Awaited<ReturnType<typeof start>>

/** Starts nginx, Xvfb, a D-Bus session with the accessibility bus, Orca and Firefox ESR on `path`. */
export async function start(path: string) {
  const dir = mkdtempSync(join(tmpdir(), "orca-"))
  const home = join(dir, "home")
  const runtime = join(dir, "run")
  const profile = join(dir, "firefox")
  const prefs = join(dir, "orca")
  for (const folder of [home, runtime, profile, prefs]) mkdirSync(folder, { recursive: true, mode: 0o700 })
  copyFileSync(join(here, "firefox-user-prefs.txt"), join(profile, "user.js"))
  copyFileSync(join(here, "orca-customizations.py"), join(prefs, "orca-customizations.py"))
  const log = join(dir, "orca.log")
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_RUNTIME_DIR: runtime, DISPLAY, LANG: "C.UTF-8" }
  delete env.MOZ_HEADLESS
  delete env.DBUS_SESSION_BUS_ADDRESS

  startGroup("bash", ["scripts/serve-nginx.sh", PORT], env)
  const deadline = Date.now() + 30_000
  while (!(await answers(BASE_URL))) {
    if (Date.now() > deadline) throw new Error(`nginx ne répond pas sur ${BASE_URL} (lancez d’abord « npm run build »)`)
    await sleep(200)
  }
  startGroup("Xvfb", [DISPLAY, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], env)
  await until(`l’écran virtuel ${DISPLAY}`, () => existsSync(`/tmp/.X11-unix/X${DISPLAY.slice(1)}`), 10_000)
  startGroup("dbus-run-session", ["--", "bash", join(here, "desktop.sh")], {
    ...env,
    ORCA_LOG: log,
    ORCA_PREFS: prefs,
    FIREFOX_PROFILE: profile,
    START_URL: BASE_URL + path,
  })

  /** Everything Orca has spoken so far, one utterance an item. */
  const spoken = () =>
    existsSync(log)
      ? [...readFileSync(log, "utf8").matchAll(/SPEECH OUTPUT: '(.*)'(?: ?\{[^}]*\})?$/gm)].map(([, said]) =>
          flat(said),
        )
      : []

  /** Waits until Orca, after the `since`-th utterance, says a phrase that `matches`; returns what it said. */
  async function heard(what: string, matches: (said: string) => boolean, since: number, timeout = 10_000) {
    try {
      await until(`Orca dit ${what}`, () => spoken().slice(since).some(matches), timeout)
    } catch (error) {
      throw new Error(`${(error as Error).message}\nOrca a dit : ${spoken().slice(since).join(" | ")}`)
    }
    return spoken().slice(since)
  }

  const xdotool = (...args: string[]) => execFileSync("xdotool", args, { env, timeout: 10_000 })

  /** Presses `key` on the display; returns the number of utterances before it. */
  function press(key: string) {
    const before = spoken().length
    xdotool("key", "--clearmodifiers", key)
    return before
  }

  /** Waits until Orca has said nothing new for `calm` ms (at most `timeout`). */
  async function quiet(calm = 1_000, timeout = 15_000) {
    const end = Date.now() + timeout
    let count = spoken().length
    let since = Date.now()
    while (Date.now() - since < calm && Date.now() < end) {
      await sleep(100)
      if (spoken().length !== count) [count, since] = [spoken().length, Date.now()]
    }
  }

  /**
   * Presses `key` until Orca says a phrase that `matches` (at most `times`), and returns what it then said:
   * after each press, what Orca says until it has been quiet for a while (its key echo, then the rest).
   */
  async function pressUntil(key: string, what: string, matches: (said: string) => boolean, times = 25) {
    await quiet()
    for (let index = 0; index < times; index += 1) {
      const before = press(key)
      await until(`Orca répond à ${key}`, () => spoken().length > before + 1, 2_500).catch(() => undefined)
      await quiet(700)
      if (spoken().slice(before).some(matches)) return spoken().slice(before)
    }
    throw new Error(`Après ${times} appuis sur ${key}, Orca n’a pas dit ${what} : ${spoken().slice(-30).join(" | ")}`)
  }

  /** Types `text` on the display, key by key. */
  const type = (text: string) => xdotool("type", "--delay", "10", text)

  /** Opens `path` in the address bar, as a person would type it, once Orca says the bar has the focus. */
  async function open(pathname: string) {
    const before = press("ctrl+l")
    await heard("la barre d’adresse", said => said.includes("enter address"), before, 5_000)
    type(BASE_URL + pathname)
    press("Return")
    return before
  }

  await heard("« Screen reader on. »", said => said === "Screen reader on.", 0, 30_000)
  return { dir, spoken, heard, quiet, press, pressUntil, open, type }
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Ends every process group started, then removes the session's folder. */
export async function stop(session?: Session) {
  for (const child of groups.splice(0).reverse()) {
    kill(child, "SIGTERM")
    const exited = new Promise(resolve => child.once("exit", resolve))
    if (child.exitCode === null && child.signalCode === null)
      await Promise.race([exited, sleep(3_000).then(() => kill(child, "SIGKILL"))])
  }
  if (session && !process.env.ORCA_KEEP) rmSync(session.dir, { recursive: true, force: true })
}
