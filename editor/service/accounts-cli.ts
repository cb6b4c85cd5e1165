/**
 * `npm run editor:comptes -- <commande> …`: the editors' accounts (deploy/README.md, « Éditeur en ligne »).
 *   add <identifiant> --nom "Prénom Nom" --courriel adresse   ajoute un compte
 *   remove <identifiant>                                      supprime un compte
 *   reset <identifiant>                                       change le mot de passe
 *   list                                                      liste les comptes
 * The password is read from standard input (typed, or piped), never from the command line.
 */
import { parseArgs } from "node:util"
import { createInterface } from "node:readline"
import { addAccount, readAccounts, removeAccount, resetPassword } from "./accounts"

const usage = `Usage : npm run editor:comptes -- --comptes <fichier> add <identifiant> --nom "Prénom Nom" --courriel <adresse>
                                 remove <identifiant> | reset <identifiant> | list`

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Mot de passe (12 caractères au moins) : ")
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ""
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      comptes: { type: "string", default: process.env.EDITEUR_COMPTES },
      nom: { type: "string" },
      courriel: { type: "string" },
    },
  })
  const [command, login] = positionals
  const file = values.comptes
  if (!file || !command) throw new Error(usage)
  switch (command) {
    case "add":
      if (!login || !values.nom || !values.courriel) throw new Error(usage)
      await addAccount(file, login, values.nom, values.courriel, await readPassword())
      console.log(`Compte « ${login} » ajouté (${values.nom} <${values.courriel}>).`)
      break
    case "remove":
      if (!login) throw new Error(usage)
      removeAccount(file, login)
      console.log(`Compte « ${login} » supprimé : il ne peut plus se connecter.`)
      break
    case "reset":
      if (!login) throw new Error(usage)
      await resetPassword(file, login, await readPassword())
      console.log(`Mot de passe de « ${login} » changé.`)
      break
    case "list":
      for (const [id, { name, email }] of Object.entries(readAccounts(file))) console.log(`${id}\t${name} <${email}>`)
      break
    default:
      throw new Error(`Commande inconnue « ${command} ».\n${usage}`)
  }
}

main().catch((error: Error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
