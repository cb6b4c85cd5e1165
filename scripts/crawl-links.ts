/**
 * Crawls the site served at BASE from each start page given (linkinator's API), and fails on any internal
 * link or image that does not answer. Addresses on other hosts are skipped.
 *   npx tsx scripts/crawl-links.ts http://127.0.0.1:9000 / /404.html
 * The API, not linkinator's command line: after its crawl, the command waited for the sockets it kept
 * open to close, until nginx's keepalive_timeout (75 s per run, measured 2026-11-28); this exits at once.
 */
import { LinkChecker, LinkState } from "linkinator"

const [base, ...starts] = process.argv.slice(2)
const local = `^(?!${base.replaceAll(".", "\\.")}/)`

async function crawl() {
  let broken = 0
  // One crawl per start page: given several, linkinator does not follow links beyond them.
  for (const start of starts) {
    const result = await new LinkChecker().check({ path: `${base}${start}`, recurse: true, linksToSkip: [local] })
    const failed = result.links.filter(link => link.state === LinkState.BROKEN)
    for (const link of failed)
      console.error(`✗ ${link.url} (${link.status ?? "sans réponse"}), lié depuis ${link.parent}`)
    console.log(`${start}\u00a0: ${result.links.length} liens et images vérifiés, ${failed.length} cassé(s).`)
    broken += failed.length
  }
  return broken
}

void crawl().then(broken => process.exit(broken === 0 ? 0 : 1))
