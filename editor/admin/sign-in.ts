/**
 * The sign-in page's script (/admin/connexion.js; the page: editor/service/sign-in-page.ts):
 * - a browser that already holds a session goes straight on (a link from another site arrives without
 *   the SameSite=Strict cookie; this same-origin request carries it);
 * - the address's fragment (Decap's #/collections/…) is kept for the way back;
 * - « Se connecter avec une clé d’accès » (WebAuthn, @simplewebauthn/browser) where the browser has passkeys.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser"

const form = document.querySelector<HTMLFormElement>("form")!
const retourField = form.querySelector<HTMLInputElement>('input[name="retour"]')!
if (location.hash && !retourField.value.includes("#")) retourField.value += location.hash
const retour = () => retourField.value
const message = document.getElementById("message")!

void fetch("/api/etat", { credentials: "same-origin", cache: "no-store" }).then(response => {
  if (response.ok) location.replace(retour())
})

const post = (url: string, body?: object) =>
  fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  })

if (browserSupportsWebAuthn()) {
  document.getElementById("cle-d-acces")!.hidden = false
  document.getElementById("connexion-cle")!.addEventListener("click", () => {
    void (async () => {
      message.textContent = ""
      try {
        const options = await post("/connexion/cle/options")
        if (!options.ok) throw new Error(((await options.json()) as { error: string }).error)
        const reponse = await startAuthentication({
          optionsJSON: (await options.json()) as PublicKeyCredentialRequestOptionsJSON,
        })
        const answer = await post("/connexion/cle", { reponse, retour: retour() })
        const body = (await answer.json()) as { retour?: string; error?: string }
        if (!answer.ok || !body.retour) throw new Error(body.error)
        location.assign(body.retour)
      } catch (error) {
        const text = error instanceof Error && error.message.startsWith("Clé") ? error.message : ""
        message.textContent =
          text || "Connexion par clé d’accès interrompue : recommencez, ou connectez-vous avec votre mot de passe."
      }
    })()
  })
}
