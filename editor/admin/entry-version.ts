/**
 * The version of an entry, as the service tells it with each answer about that one entry (issue 47,
 * point 5): the open form keeps the version it loaded or made (./entry-watch.ts) and compares it with
 * the service's (editor/service/entry-state.ts), to say when the entry changed underneath.
 */
export const VERSION_HEADER = "Editeur-Version"

/** decap-server's actions about one entry of the « contenu » collection. */
const ONE_ENTRY = new Set([
  "getEntry",
  "unpublishedEntry",
  "unpublishedEntryDataFile",
  "persistEntry",
  "updateUnpublishedEntryStatus",
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
])

interface EntryRequest {
  action?: unknown
  params?: {
    slug?: string
    path?: string
    collection?: string
    entry?: { slug?: string }
    dataFiles?: { slug?: string }[]
  }
}

/** The entry (its name: data/<name>.json) a request of Decap's page is about, if it is about one. */
export function entryOf(body: EntryRequest | undefined): string | undefined {
  if (typeof body?.action !== "string" || !ONE_ENTRY.has(body.action)) return undefined
  const params = body.params ?? {}
  if (params.collection && params.collection !== "contenu") return undefined
  const fromPath = /^data\/([\w-]+)\.json$/.exec(params.path ?? "")?.[1]
  return params.slug ?? params.dataFiles?.[0]?.slug ?? params.entry?.slug ?? fromPath
}
