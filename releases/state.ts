/*
 * The releases folder, as publish reads it:
 *
 *   <dir>/releases/<id>/      one folder per published build, never changed once it is in place
 *   <dir>/releases/<id>.json  what publish knows of it (build hash, policy, hashed files): beside the
 *                             folder, so that the web server never serves it
 *   <dir>/current             symlink to the live release, replaced by rename (atomic)
 *   <dir>/csp.conf            nginx's Content-Security-Policy, allowing the inline code of every kept release
 */
import path from "node:path"
import type { Host } from "./host"

export interface Manifest {
  id: string
  /** webpack's compilation hash (page-data/app-data.json): the identity of a build. */
  build: string
  publishedAt: string
  csp: string
  /** This build's hashed files, which later releases carry forward. */
  assets: string[]
  carried: number
}

export interface State {
  current?: string
  releases: string[]
  manifests: Map<string, Manifest>
  csp?: string
}

const READ_STATE = `
printf 'current\\t%s\\n' "$(readlink current 2>/dev/null || true)"
for release in releases/*/; do
  [ -d "$release" ] || continue
  name=$(basename "$release")
  printf 'release\\t%s\\n' "$name"
  if [ -f "releases/$name.json" ]; then printf 'manifest\\t'; tr -d '\\n' <"releases/$name.json"; printf '\\n'; fi
done
if [ -f csp.conf ]; then printf 'csp\\t'; tr -d '\\n' <csp.conf; printf '\\n'; fi
`

export async function readState(host: Host): Promise<State> {
  const state: State = { releases: [], manifests: new Map() }
  for (const line of (await host.run("lecture des releases", READ_STATE)).split("\n")) {
    const [kind, value] = [line.slice(0, line.indexOf("\t")), line.slice(line.indexOf("\t") + 1)]
    if (kind === "current" && value) state.current = path.basename(value)
    else if (kind === "release") state.releases.push(value)
    else if (kind === "manifest") {
      const manifest = JSON.parse(value) as Manifest
      state.manifests.set(manifest.id, manifest)
    } else if (kind === "csp") state.csp = value
  }
  state.releases.sort()
  return state
}

/** Sortable and readable: publication time (UTC, to the millisecond) and the build's hash. */
export const releaseId = (build: string, date = new Date()) =>
  `${date.toISOString().replace(/[-:]/g, "").replace(".", "-").replace("Z", "")}-${build.slice(0, 12)}`
