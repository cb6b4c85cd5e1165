/**
 * The record of a replayed editor's session (./six-tasks.spec.ts): each task's duration, the time spent
 * taking screenshots and making the suite's own checks left out, and the screenshots it took. The screenshots are those of data/README.md's
 * first part (« Modifier le site depuis votre navigateur »): written into docs/editeur/ with
 * EDITEUR_CAPTURES=1, otherwise beside the report in the test's output folder (test-results/, never the
 * repository).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Page, TestInfo } from "@playwright/test"
import sharp from "sharp"
import { projectRoot } from "../../../content-model/node/project-root"

export interface TaskRecord {
  task: string
  seconds: number
  screenshots: string[]
  note?: string
}

export class SessionReport {
  readonly tasks: TaskRecord[] = []
  private current?: { record: TaskRecord; started: number; aside: number }
  private readonly folder: string

  constructor(private readonly info: TestInfo) {
    this.folder = process.env.EDITEUR_CAPTURES ? path.join(projectRoot, "docs", "editeur") : info.outputPath()
    mkdirSync(this.folder, { recursive: true })
  }

  /** Runs one task and times it, screenshots left out. */
  async task(name: string, run: () => Promise<void>, note?: string) {
    this.current = {
      record: { task: name, seconds: 0, screenshots: [], ...(note ? { note } : {}) },
      started: Date.now(),
      aside: 0,
    }
    await run()
    const { record, started, aside } = this.current
    record.seconds = Math.round((Date.now() - started - aside) / 100) / 10
    this.tasks.push(record)
    this.current = undefined
  }

  /** What the suite does in the middle of a task and the editor does not wait for: left out of the task's time. */
  async aside<T>(run: () => Promise<T>): Promise<T> {
    const started = Date.now()
    try {
      return await run()
    } finally {
      if (this.current) this.current.aside += Date.now() - started
    }
  }

  /** A screenshot reduced to 128 colours: the editor's flat colours survive, the file is a few dozen KB. */
  shot(page: Page, name: string) {
    return this.aside(async () => {
      // Fades and the preview's scrolling come to rest.
      await page.waitForTimeout(800)
      const file = path.join(this.folder, `en-ligne-${name}.png`)
      await sharp(await page.screenshot())
        .png({ palette: true, colours: 128, effort: 10 })
        .toFile(file)
      this.current?.record.screenshots.push(path.basename(file))
      return `${path.basename(file)} (${Math.round(statSync(file).size / 1024)} Ko)`
    })
  }

  /** rapport.json and rapport.md in the test's output folder; the Markdown table is also printed. */
  write() {
    // The tasks are numbered; a wait in between (noted) is not one of them.
    let count = 0
    const rows = this.tasks.map(
      ({ task, seconds, screenshots, note }) =>
        `| ${note ? "" : `${++count}. `}${task} | ${seconds.toFixed(1)} s | ${screenshots.join(", ") || "—"} | ${note ?? ""} |`,
    )
    const markdown = [
      `Six tâches rejouées (${new Date().toISOString()}), captures dans ${path.relative(projectRoot, this.folder) || "."}`,
      "",
      "| Tâche | Durée | Captures | Remarque |",
      "| --- | --- | --- | --- |",
      ...rows,
      "",
    ].join("\n")
    writeFileSync(this.info.outputPath("rapport.json"), JSON.stringify(this.tasks, null, 2))
    writeFileSync(this.info.outputPath("rapport.md"), markdown)
    console.log(markdown)
    return markdown
  }
}
