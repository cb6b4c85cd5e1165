/** @jest-environment node */
// A new installation has nothing online: at its start, the self-publishing service builds and publishes
// the first release in its build clone (deploy/README.md, « Auto-publication »), and builds nothing at a
// later start while a release is online. The build is the stand-in of ../helpers/stand-in-build.ts.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { FIRST_RELEASE, Publisher } from "../../service/publisher"
import type { Subtitled } from "../helpers/editor-calls"
import { git, serviceRepos } from "../helpers/service-repos"
import { standInBuild } from "../helpers/stand-in-build"

const dir = mkdtempSync(path.join(os.tmpdir(), "premiere-release-"))
const releases = path.join(dir, "site")
const stand = standInBuild(dir, releases)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test("nothing online: the first release is built and published at start; a release online: no build", async () => {
  const { clone } = serviceRepos(dir)
  const subtitle = (JSON.parse(git(clone, "show", "main:data/mentions-legales.json")) as Subtitled).header.subtitle
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  const start = () => new Publisher(clone, path.join(dir, "construction"), releases, undefined, stand.commands)

  expect(stand.online()).toEqual({})
  await start().publishIfNothingOnline()
  expect(stand.builds()).toEqual(["réussite"])
  expect(stand.online()["mentions-legales.json"]).toBe(subtitle)
  expect(log).toHaveBeenCalledWith(FIRST_RELEASE)

  // The service started again, a release online: nothing is built.
  await start().publishIfNothingOnline()
  expect(stand.builds()).toEqual(["réussite"])
}, 60_000)
