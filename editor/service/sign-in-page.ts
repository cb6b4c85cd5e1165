/**
 * The editor's sign-in page (./auth.ts), in French, filled by password managers (autocomplete
 * `username` / `current-password`). Its script (/admin/connexion.js, editor/admin/sign-in.ts) adds the
 * passkey button, keeps the address's fragment for the way back, and goes straight on when the browser
 * already holds a session (a link followed from another site arrives without the SameSite=Strict cookie).
 */
export const SIGN_IN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ")

const escape = (text: string) => text.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`)

export function signInPage({ retour, login = "", error }: { retour: string; login?: string; error?: string }) {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Connexion – Édition du site</title>
<script src="/admin/connexion.js" defer></script>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f4f6; color: #1a1a1a; }
main { max-width: 24rem; margin: 10vh auto; padding: 2rem; background: #fff; border: 1px solid #ccc; border-radius: 0.5rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #767676; border-radius: 0.25rem; }
button { margin-top: 1.25rem; padding: 0.5rem 1rem; font: inherit; cursor: pointer; }
.erreur { color: #a40000; font-weight: 600; }
.ou { margin: 1.5rem 0 0; color: #555; }
</style>
</head>
<body>
<main>
<h1>Édition du site</h1>
<p id="message" class="erreur" role="alert">${error ? escape(error) : ""}</p>
<form method="post" action="/connexion">
<input type="hidden" name="retour" value="${escape(retour)}">
<label for="identifiant">Identifiant</label>
<input id="identifiant" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escape(login)}">
<label for="mot-de-passe">Mot de passe</label>
<input id="mot-de-passe" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Se connecter</button>
</form>
<div id="cle-d-acces" hidden>
<p class="ou">Ou, si vous avez enregistré une clé d’accès sur cet appareil :</p>
<button type="button" id="connexion-cle">Se connecter avec une clé d’accès</button>
</div>
</main>
</body>
</html>
`
}
