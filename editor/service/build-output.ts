import { stripVTControlCharacters } from "node:util"

const LINES = 15
/** Where a failed command says why: our content check's « ✗ » lines, Gatsby's « error … » / « ERROR #… ». */
const FIRST_ERROR = /^\s*(✗|error\b|ERROR\b)/

/**
 * What the editor is told of a failed build or publication: the command's own account of the failure,
 * from its first error line (Gatsby prints a long list of stack frames after it, and its last lines
 * are only the tail of that list), without terminal colours; the last lines when no error line is
 * recognised.
 */
export function failureCause(output: string): string {
  const lines = stripVTControlCharacters(output).trim().split("\n")
  const first = lines.findIndex(line => FIRST_ERROR.test(line))
  return (first === -1 ? lines.slice(-LINES) : lines.slice(first, first + LINES)).join("\n").trimEnd()
}
