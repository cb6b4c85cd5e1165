import { watch, type FSWatcher } from "node:fs"
import path from "node:path"
import { formatProblem, formatReport } from "../report"
import { validateContent } from "./validate"

interface Reporter {
  info(message: string): void
  warn(message: string): void
}

const check = (root: string) => validateContent(path.join(root, "data"), { pagesDir: path.join(root, "src", "pages") })

/**
 * Runs before Gatsby touches public/ or .cache/ (onPreInit): on an error, prints the whole report
 * and stops the process, without a stack trace, so the last good build stays as it was.
 */
export function checkContentOrExit(root: string, reporter: Reporter) {
  const problems = check(root)
  if (problems.some(problem => problem.severity === "error")) {
    const stopping = process.env.gatsby_executing_command === "develop" ? "develop" : "build"
    process.stderr.write(`\n${formatReport(problems, { stopping })}\n`)
    process.exit(1)
  }
  for (const problem of problems) reporter.warn(formatProblem(problem))
}

/** For `gatsby develop`: says at once, in the same words, what an edit of data/ broke or fixed. Returns a stop function. */
export function watchContent(root: string, reporter: Reporter): () => void {
  let timer: NodeJS.Timeout | undefined
  let last = ""
  const report = () => {
    const problems = check(root)
    const text = formatReport(problems, { stopping: "watch" })
    if (text === last) return
    last = text
    if (problems.length) reporter.warn(`Contenu de data/ après votre modification :\n${text}`)
    else reporter.info("Contenu de data/ valide.")
  }
  let watcher: FSWatcher
  try {
    watcher = watch(path.join(root, "data"), { recursive: true }, () => {
      clearTimeout(timer)
      timer = setTimeout(report, 200)
    })
  } catch {
    // Where recursive watching is not available the preview still works: only this live re-check is missing.
    return () => {}
  }
  watcher.unref()
  return () => {
    clearTimeout(timer)
    watcher.close()
  }
}
