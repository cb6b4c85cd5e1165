/**
 * The signed-in editor in the hosted editor's banner (./hosted-status.ts): their name, « Ajouter une
 * clé d’accès » (a passkey, WebAuthn, for signing in without the password) and « Se déconnecter »,
 * which ends the session on the service (the same cookie is refused from then on).
 */
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser"

/** Ends the session on the service, then shows the sign-in page (also Decap's « Déconnexion »: ./cms.tsx). */
export async function signOut() {
  try {
    await fetch("/deconnexion", { method: "POST", credentials: "same-origin" })
  } finally {
    location.assign("/connexion")
  }
}

const post = (url: string, body?: object) =>
  fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  })

async function addPasskey(say: (text: string) => void) {
  try {
    const options = await post("/api/cles/options")
    if (!options.ok) throw new Error(((await options.json()) as { error: string }).error)
    const registration = await startRegistration({
      optionsJSON: (await options.json()) as PublicKeyCredentialCreationOptionsJSON,
    })
    const saved = await post("/api/cles", registration)
    const body = (await saved.json()) as { message?: string; error?: string }
    say(body.message ?? body.error ?? "")
  } catch (error) {
    const text = error instanceof Error && error.message.startsWith("Clé") ? error.message : ""
    say(text || "Clé d’accès non enregistrée : l’opération a été interrompue. Recommencez si vous le souhaitez.")
  }
}

export function accountControls() {
  const name = document.createElement("span")
  name.id = "editeur-connecte"
  const said = document.createElement("span")
  said.setAttribute("role", "status")
  const passkey = document.createElement("button")
  passkey.type = "button"
  passkey.textContent = "Ajouter une clé d’accès"
  passkey.hidden = !browserSupportsWebAuthn()
  passkey.addEventListener("click", () => void addPasskey(text => (said.textContent = text)))
  const out = document.createElement("button")
  out.type = "button"
  out.textContent = "Se déconnecter"
  out.addEventListener("click", () => void signOut())
  return {
    elements: [name, passkey, out, said],
    show: (editor: string | undefined) => {
      name.textContent = editor ? `Compte\u00a0: ${editor}` : ""
    },
  }
}
