/**
 * The other entries a preview shows beside the one being edited (the site's name, tagline and
 * status, the home page's texts, the interface's labels), read through the editor's backend as they
 * are now, not as data/ was when the page was built: after an editor changes the site's name, every
 * other preview shows the new one (issue 45, point 2). Read again each time a preview opens; the entry
 * being edited itself comes from Decap (its draft as typed).
 */
import * as React from "react"
import type { Content } from "../../content-model/model"

export const SHARED_FILES = ["site.json", "accueil.json", "interface.json"] as const
type Shared = (typeof SHARED_FILES)[number]

let backendUrl = "/api/v1"
const entries = new Map<Shared, unknown>()
const listeners = new Set<() => void>()
let reading: Promise<void> | undefined

/** The backend Decap uses (the hosted service's /api/v1, or `npm run edit`'s decap-server). */
export function setBackend(url: string) {
  backendUrl = url
}

/** Reads the shared entries from the backend's main branch (decap-server's `entriesByFiles`). */
export function readSharedEntries(): Promise<void> {
  reading ??= (async () => {
    try {
      const response = await fetch(backendUrl, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({
          action: "entriesByFiles",
          params: { branch: "main", files: SHARED_FILES.map(file => ({ path: `data/${file}`, label: file })) },
        }),
      })
      if (!response.ok) return
      for (const { data, file } of (await response.json()) as { data: string; file: { path: string } }[])
        entries.set(file.path.replace(/^data\//, "") as Shared, JSON.parse(data))
      for (const listener of listeners) listener()
    } finally {
      reading = undefined
    }
  })()
  return reading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** One shared entry as the backend last gave it (the preview waits for it: ./previews.tsx, `WithSharedEntries`). */
export function useSharedEntry<F extends Shared>(file: F): Content<F> {
  return React.useSyncExternalStore(subscribe, () => entries.get(file)) as Content<F>
}

/** Renders `children` once the shared entries are read, reading them again each time it opens. */
export function WithSharedEntries({ children }: { children: React.ReactNode }) {
  const ready = React.useSyncExternalStore(subscribe, () => SHARED_FILES.every(file => entries.has(file)))
  React.useEffect(() => void readSharedEntries(), [])
  return ready ? children : React.createElement("p", { role: "status" }, "Lecture du contenu du site…")
}
