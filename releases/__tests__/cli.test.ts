/**
 * @jest-environment node
 */
import { chmodSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArguments } from "../cli"
import { hostFor, sshHost } from "../host"
import { mergePolicies } from "../policy"
import { publish } from "../publish"
import { quiet, releasesTestKit } from "../test-kit"

jest.setTimeout(30_000)

const { work, fakeBuild, site, current } = releasesTestKit()

describe("hosts", () => {
  it("reaches a server through ssh (PUBLISH_SSH), with the same steps", async () => {
    // Stands in for ssh: drops the host name and runs the command here, as sshd would there.
    const shim = path.join(work(), "fake-ssh")
    writeFileSync(
      shim,
      `#!/bin/sh\nwhile [ "$1" = -o ]; do shift 2; done\necho "$1" >>"${work()}/hosts"\nshift\nexec sh -c "$*"\n`,
    )
    chmodSync(shim, 0o755)
    const previous = process.env.PUBLISH_SSH
    process.env.PUBLISH_SSH = `${shim} -o BatchMode=yes`
    try {
      const remote = hostFor(`deploy@serveur:${site()}`)
      const outcome = await publish(`deploy@serveur:${site()}`, {
        from: fakeBuild("v1", "a").dir,
        host: remote,
        ...quiet,
      })
      expect(outcome.message).toContain(`deploy@serveur:${site()}/current`)
      expect(current()).toBe(`releases/${outcome.current}`)
      expect(readFileSync(path.join(work(), "hosts"), "utf8")).toMatch(/^(deploy@serveur\n)+$/)
    } finally {
      if (previous === undefined) delete process.env.PUBLISH_SSH
      else process.env.PUBLISH_SSH = previous
    }
  })

  it("reads PUBLISH_SSH with the shell, as git reads GIT_SSH_COMMAND: a quoted option stays one argument", async () => {
    // Stands in for ssh: notes each -o option on a line of its own, then runs the command here.
    const shim = path.join(work(), "fake-ssh")
    writeFileSync(
      shim,
      `#!/bin/sh\nwhile [ "$1" = -o ]; do printf '%s\\n' "$2" >>"${work()}/options"; shift 2; done\nshift\nexec sh -c "$*"\n`,
    )
    chmodSync(shim, 0o755)
    const host = sshHost(
      "deploy@serveur",
      site(),
      `${shim} -o 'SetEnv=GREETING=bonjour tout le monde' -o BatchMode=yes`,
    )
    expect((await host.run("essai", "pwd")).trim()).toBe(site())
    expect(readFileSync(path.join(work(), "options"), "utf8")).toBe(
      "SetEnv=GREETING=bonjour tout le monde\nBatchMode=yes\n",
    )
  })
})

describe("mergePolicies and arguments", () => {
  it("widens each directive of the base with the other policies' sources, never 'none'", () => {
    expect(
      mergePolicies("default-src 'none'; script-src 'self' 'sha256-a'", [
        "default-src 'none'; script-src 'self' 'sha256-b'; img-src *",
      ]),
    ).toBe("default-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'")
  })

  it("reads options and their environment variables", () => {
    expect(
      parseArguments(["publish", "srv:/var/www", "--keep", "3", "--reload=sudo systemctl reload nginx"], {}),
    ).toEqual({
      command: "publish",
      target: "srv:/var/www",
      options: {
        from: undefined,
        keep: 3,
        reload: "sudo systemctl reload nginx",
        nginxPid: undefined,
        checkUrl: undefined,
      },
    })
    expect(parseArguments(["publish", "/srv"], { PUBLISH_NGINX_PID: "/run/nginx.pid" }).options.nginxPid).toBe(
      "/run/nginx.pid",
    )
    expect(parseArguments(["rollback", "/srv"], { PUBLISH_CHECK_URL: "https://x/" }).options.checkUrl).toBe(
      "https://x/",
    )
    expect(() => parseArguments(["publish"], {})).toThrow("Usage")
  })
})
