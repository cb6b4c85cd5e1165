/*
 * The command line of the publication (deploy/README.md § Publication):
 *
 *   npm run publish -- <dir> [--from public] [--keep 5] [--reload CMD] [--nginx-pid FILE] [--check-url URL]
 *   npm run rollback -- <dir> [--reload CMD] [--nginx-pid FILE] [--check-url URL]
 *
 * <dir> is a local folder or `[user@]host:/path`, reached over SSH (releases/host.ts). The work
 * itself is in releases/: build.ts, state.ts, policy.ts, publish.ts.
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { publish, rollback } from "./publish"

const USAGE = `Usage : npm run publish -- <dossier|hôte:/chemin> [--from public] [--keep 5] [--reload "commande"] [--nginx-pid fichier] [--check-url URL]
        npm run rollback -- <dossier|hôte:/chemin> [--reload "commande"] [--nginx-pid fichier] [--check-url URL]
Variables équivalentes : PUBLISH_KEEP, PUBLISH_RELOAD, PUBLISH_NGINX_PID, PUBLISH_CHECK_URL ; PUBLISH_SSH remplace « ssh ».`

export function parseArguments(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const [command, ...rest] = argv
  let parsed
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        from: { type: "string" },
        keep: { type: "string", default: env.PUBLISH_KEEP },
        reload: { type: "string", default: env.PUBLISH_RELOAD },
        "nginx-pid": { type: "string", default: env.PUBLISH_NGINX_PID },
        "check-url": { type: "string", default: env.PUBLISH_CHECK_URL },
      },
    })
  } catch (error) {
    // parseArgs says it in English: the option it refuses is quoted in its message.
    const code = (error as { code?: string }).code
    const unknown = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && /'([^']+)'/.exec((error as Error).message)?.[1]
    throw new Error(unknown ? `Option inconnue : ${unknown}\n${USAGE}` : USAGE)
  }
  const { values, positionals } = parsed
  if ((command !== "publish" && command !== "rollback") || positionals.length !== 1) throw new Error(USAGE)
  return {
    command,
    target: positionals[0],
    options: {
      from: values.from,
      keep: values.keep === undefined || values.keep === "" ? undefined : Number(values.keep),
      reload: values.reload || undefined,
      nginxPid: values["nginx-pid"] || undefined,
      checkUrl: values["check-url"] || undefined,
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  Promise.resolve()
    .then(() => {
      const { command, target, options } = parseArguments(process.argv.slice(2))
      return command === "publish" ? publish(target, options) : rollback(target, options)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    })
}
