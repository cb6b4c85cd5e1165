/**
 * The fenced code blocks of a Markdown file whose info string carries `tag` (```sh test-installation),
 * in order: a line-based reading of CommonMark's fences (an opening run of three or more backticks or
 * tildes, closed by a run of the same character at least as long), which is all a fence is.
 */
export function taggedBlocks(markdown: string, tag: string): string[] {
  const blocks: string[] = []
  let open: { fence: string; lines: string[]; tagged: boolean } | undefined
  for (const line of markdown.split("\n")) {
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line)
    if (!open) {
      if (fence) open = { fence: fence[1], lines: [], tagged: fence[2].trim().split(/\s+/).includes(tag) }
      continue
    }
    if (fence && fence[1][0] === open.fence[0] && fence[1].length >= open.fence.length && !fence[2].trim()) {
      if (open.tagged) blocks.push(open.lines.join("\n"))
      open = undefined
      continue
    }
    open.lines.push(line)
  }
  return blocks
}
