import os from "node:os"
import path from "node:path"
import { projectRoot } from "../../../content-model/node/project-root"

/** Ports of the hosted editor under test (the prompt's 9510-9519 by default). */
export const SERVICE_PORT = Number(process.env.EDITEUR_TEST_PORT ?? 9510)
export const TLS_PORT = Number(process.env.EDITEUR_TEST_TLS_PORT ?? 9511)
export const SITE_PORT = Number(process.env.EDITEUR_TEST_SITE_PORT ?? 9512)
/** `localhost`, not 127.0.0.1: passkeys (WebAuthn) need a domain as their relying party, never an address. */
export const ORIGIN = `https://localhost:${TLS_PORT}`
/** The editor's page, before or after Decap writes its route into the fragment (#/). */
export const EDITOR_PAGE = new RegExp(`^${ORIGIN}/admin/(#.*)?$`)

/** Everything the tests create: the bare origin, the service's clone, accounts, certificate, releases. */
export const rootFor = (servicePort: number) => path.join(os.tmpdir(), `editeur-e2e-${servicePort}`)
export const root = rootFor(SERVICE_PORT)
export const originRepo = path.join(root, "origine.git")
export const cloneDir = path.join(root, "clone")
export const accountsFile = path.join(root, "comptes.json")
export const releasesDir = path.join(root, "site")
export const adminDir = process.env.EDITEUR_ADMIN ?? path.join(projectRoot, ".e2e", "editeur-admin")

/** The two editors of the tests (fictional names: the site's placeholder content names no real person). */
export const editors = {
  a: {
    login: "claire",
    name: "Claire Dumontel",
    email: "claire@sylvene-audit.example",
    password: "mot-de-passe-de-claire",
  },
  b: {
    login: "etienne",
    name: "Étienne Valmont",
    email: "etienne@sylvene-audit.example",
    password: "mot-de-passe-d-etienne",
  },
}
