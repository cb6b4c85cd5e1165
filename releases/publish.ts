/*
 * Publication of a build as an atomic release, and the way back (deploy/README.md § Publication): the build
 * is checked (build.ts), copied beside the kept releases (state.ts), nginx's policy widened to all of
 * them (policy.ts), then `current` moves by rename. Every step runs on a Host (host.ts).
 */
import { spawn } from "node:child_process"
import { inspectBuild, isImmutableAsset } from "./build"
import { hostFor, quote, type Host } from "./host"
import { installPolicy, mergePolicies, type Options } from "./policy"
import { readState, releaseId, type Manifest } from "./state"

export interface PublishOptions extends Options {
  from?: string
  /** Releases kept, the live one included (5). */
  keep?: number
  now?: Date
}

export interface Outcome {
  changed: boolean
  current: string
  previous?: string
  removed: string[]
  carried: number
  message: string
}

const SWITCH = (release: string) =>
  `ln -sfn ${quote(`releases/${release}`)} .current.tmp && mv -fT .current.tmp current`

/** Streams a build to a script that unpacks it; fails if either side fails. */
async function upload(host: Host, step: string, dir: string, script: string) {
  const tar = spawn("tar", ["-C", dir, "-cf", "-", "."], { stdio: ["ignore", "pipe", "pipe"] })
  const packed = new Promise<void>((resolve, reject) => {
    tar.on("error", reject)
    tar.on("close", code =>
      code === 0 ? resolve() : reject(new Error(`Étape « ${step} » : tar n’a pas pu lire ${dir} (code ${code})`)),
    )
  })
  await Promise.all([host.run(step, script, tar.stdout), packed])
}

export async function publish(target: string, options: PublishOptions = {}): Promise<Outcome> {
  const host = options.host ?? hostFor(target)
  const log = options.log ?? console.log
  const keep = options.keep ?? 5
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error(`Nombre de releases à garder invalide : ${keep} (au moins 2, pour pouvoir revenir en arrière)`)
  const build = await inspectBuild(options.from ?? "public")
  const state = await readState(host)
  const live = state.current ? state.manifests.get(state.current) : undefined

  if (live && live.build === build.build) {
    const message = `Déjà en ligne : ${host.where}/current → releases/${live.id} est ce build (${build.build.slice(0, 12)}). Rien n’a changé.`
    log(message)
    return { changed: false, current: live.id, removed: [], carried: 0, message }
  }

  const id = releaseId(build.build, options.now)
  const staging = `releases/.staging-${id}`
  // Kept after this publication: the newest (keep - 1) releases, and the live one whatever its age.
  const kept = new Set([...state.releases.slice(-(keep - 1)), ...(state.current ? [state.current] : [])])
  const keptManifests = [...kept].flatMap(release => state.manifests.get(release) ?? [])
  const own = new Set(build.files)
  // Hashed files of the kept releases stay reachable: a page they served may still ask for them.
  const carry = new Map<string, string>()
  for (const manifest of keptManifests) {
    for (const asset of manifest.assets) if (!own.has(asset) && !carry.has(asset)) carry.set(asset, manifest.id)
  }
  const manifest: Manifest = {
    id,
    build: build.build,
    publishedAt: (options.now ?? new Date()).toISOString(),
    csp: build.csp,
    assets: build.files.filter(isImmutableAsset),
    carried: carry.size,
  }

  let placed = false
  try {
    await upload(
      host,
      "copie du build",
      build.dir,
      `rm -rf ${quote(staging)}\nmkdir -p ${quote(staging)}\ntar --no-same-owner -C ${quote(staging)} -xf -`,
    )
    if (carry.size > 0) {
      // Hard links: the files are immutable, and the same bytes are stored once for all releases.
      const list = [...carry].map(([asset, from]) => `${from}/${asset}\n`).join("")
      await host.run(
        "report des fichiers hachés",
        `while IFS= read -r file; do
  asset=\${file#*/}
  mkdir -p "${staging}/$(dirname "$asset")"
  ln -f "releases/$file" "${staging}/$asset"
done`,
        list,
      )
    }
    await host.run("manifeste", `cat >${quote(`${staging}.json`)}`, `${JSON.stringify(manifest)}\n`)
    placed = true
    await host.run(
      "mise en place de la release",
      `mv ${quote(staging)} ${quote(`releases/${id}`)} && mv ${quote(`${staging}.json`)} ${quote(`releases/${id}.json`)}`,
    )
    await installPolicy(
      host,
      state,
      mergePolicies(
        build.csp,
        keptManifests.map(kept => kept.csp),
      ),
      options,
    )
    await host.run("bascule de current", SWITCH(id))
  } catch (error) {
    const leftovers = [staging, `${staging}.json`, ...(placed ? [`releases/${id}`, `releases/${id}.json`] : [])]
    await host.run("nettoyage", `rm -rf ${leftovers.map(quote).join(" ")}`).catch(() => {})
    const still = state.current ? `current pointe toujours sur releases/${state.current}` : "current n’a pas été créé"
    throw new Error(`Publication annulée, ${still}.\n${error instanceof Error ? error.message : String(error)}`)
  }

  const removed = [...state.releases].filter(release => !kept.has(release))
  const pruned: string[] = []
  if (removed.length > 0) {
    try {
      const files = removed.flatMap(release => [`releases/${release}`, `releases/${release}.json`])
      await host.run("suppression des anciennes releases", `rm -rf ${files.map(quote).join(" ")}`)
      pruned.push(...removed)
    } catch (error) {
      log(
        `Attention : les anciennes releases n’ont pas pu être supprimées (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
  }
  const message = [
    `Publié : ${host.where}/current → releases/${id} (build ${build.build.slice(0, 12)}, ${build.pages.length} pages).`,
    state.current ? `Release précédente : ${state.current} (« npm run rollback » y revient).` : "Première release.",
    `${carry.size} fichiers hachés des releases gardées reportés ; ${pruned.length} ancienne(s) release(s) supprimée(s)${pruned.length ? ` (${pruned.join(", ")})` : ""} ; ${state.releases.length + 1 - pruned.length} gardée(s).`,
  ].join("\n")
  log(message)
  return { changed: true, current: id, previous: state.current, removed: pruned, carried: carry.size, message }
}

/** Back to the release published before the newest one; again, it changes nothing. */
export async function rollback(target: string, options: Options = {}): Promise<Outcome> {
  const host = options.host ?? hostFor(target)
  const log = options.log ?? console.log
  const state = await readState(host)
  const releases = state.releases.filter(release => state.manifests.has(release))
  if (!state.current) throw new Error(`Rien à annuler : ${host.where}/current n’existe pas (aucune publication).`)
  if (releases.length < 2)
    throw new Error(`Rien à annuler : ${host.where}/releases/ ne garde aucune release avant ${state.current}.`)
  const newest = releases[releases.length - 1]
  const target_ = releases[releases.length - 2]
  if (state.current !== newest) {
    const message = `Déjà revenu en arrière : ${host.where}/current → releases/${state.current} (la plus récente, ${newest}, n’est pas en ligne). Rien n’a changé.`
    log(message)
    return { changed: false, current: state.current, removed: [], carried: 0, message }
  }
  const manifest = state.manifests.get(target_)!
  const others = releases.filter(release => release !== target_).map(release => state.manifests.get(release)!.csp)
  await installPolicy(host, state, mergePolicies(manifest.csp, others), options)
  await host.run("bascule de current", SWITCH(target_))
  const message = `Retour arrière : ${host.where}/current → releases/${target_} (build ${manifest.build.slice(0, 12)}), au lieu de ${newest}, gardée dans releases/ (« npm run publish » republie un build).`
  log(message)
  return { changed: true, current: target_, previous: newest, removed: [], carried: 0, message }
}
