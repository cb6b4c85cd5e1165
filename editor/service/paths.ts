/**
 * The paths a request to decap-server's API may name (issue 37, point 9): only what an editor edits,
 * under data/ (the admin's configuration is built into its page, never read through the API), as
 * plain relative paths. Anything else is refused before decap-server or the check sees it, in French,
 * naming the path as sent (control characters shown as �) and never a path of the server.
 */
interface PathParams {
  path?: unknown
  paths?: unknown
  newPath?: unknown
  folder?: unknown
  mediaFolder?: unknown
  files?: unknown
  entry?: unknown
  dataFiles?: unknown
  asset?: unknown
  assets?: unknown
}

export type PathRefusal = { status: 400 | 403; error: string }

/** A control character (NUL…) or a backslash: never in a path an editor's page sends. */
const odd = (character: string) =>
  character === "\\" || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f
const shown = (name: string) =>
  [...name].map(character => (odd(character) && character !== "\\" ? "�" : character)).join("")

/** Every path a request names. */
function pathsOf(params: PathParams): unknown[] {
  const list = (value: unknown): unknown[] =>
    Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value]
  const inner = (value: unknown): unknown[] =>
    list(value).flatMap(item => (item && typeof item === "object" ? pathsOf(item as PathParams) : [item]))
  return [
    ...list(params.path),
    ...list(params.paths),
    ...list(params.newPath),
    ...list(params.folder),
    ...list(params.mediaFolder),
    ...inner(params.files),
    ...inner(params.entry),
    ...inner(params.dataFiles),
    ...inner(params.asset),
    ...inner(params.assets),
  ]
}

export function refusedPath(params: unknown): PathRefusal | undefined {
  if (!params || typeof params !== "object") return undefined
  for (const name of pathsOf(params)) {
    if (typeof name !== "string")
      return { status: 400, error: "Requête refusée\u00a0: un chemin de fichier n’est pas du texte." }
    const segments = name.replace(/^\//, "").split("/")
    if (
      [...name].some(odd) ||
      segments.some((segment, index) => ["", ".", ".."].includes(segment) && index < segments.length - 1) ||
      segments.some(segment => [".", ".."].includes(segment))
    )
      return {
        status: 400,
        error: `✗ ${shown(name)}\u00a0: Chemin refusé. Attendu\u00a0: un chemin simple, sans caractère de contrôle, sans «\u00a0..\u00a0» ni barre oblique inverse, par exemple data/images/fondateurs/camille-martin.jpg.`,
      }
    if (segments[0] !== "data")
      return {
        status: 403,
        error: `✗ ${shown(name)}\u00a0: Accès refusé. L’éditeur ne lit et n’écrit que les fichiers du dossier data (les textes et les images du site).`,
      }
  }
  return undefined
}
