/**
 * Where Lighthouse's Total Blocking Time comes from, task by task. Under simulated throttling,
 * Lighthouse counts of each simulated long task (audit « long-tasks ») the part after its estimated
 * FCP, minus 50 ms. One task it attributes to no URL starts before that FCP on every page, the
 * floor's included: the document's set-up (`DocumentLoader::CommitNavigation`, with the V8 context
 * that the attached DevTools make Chromium create at once). The page has no say in its length,
 * which follows the machine's load (bench/notes.md, « Le TBT de la simulation »).
 */

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50

/** An item of Lighthouse's « long-tasks » audit: simulated times, in ms from the navigation. */
export interface LongTask {
  url: string
  startTime: number
  duration: number
}

/** The blocking time a task adds to TBT: its part after the FCP, beyond the threshold. */
export function blockingTime(task: LongTask, fcp: number): number {
  const afterFcp = task.startTime + task.duration - Math.max(task.startTime, fcp)
  return Math.max(0, afterFcp - BLOCKING_THRESHOLD_MS)
}

/** Lighthouse's name for a task no script or document is charged with. */
const UNATTRIBUTED = "Unattributable"

/**
 * The blocking time of the document's set-up: the first unattributed task, if it starts before the
 * FCP. An estimate: Lighthouse's TBT averages two simulations whose FCPs it does not report, so
 * this recomputation from the reported FCP is capped at the TBT it reported.
 */
export function documentSetupBlockingTime(tasks: LongTask[], fcp: number, tbt: number): number {
  const setUp = [...tasks].sort((a, b) => a.startTime - b.startTime).find(task => task.url === UNATTRIBUTED)
  return setUp && setUp.startTime < fcp ? Math.min(tbt, blockingTime(setUp, fcp)) : 0
}
