/**
 * `npm run editor:comptes -- <commande> …`: the editors' accounts (deploy/README.md, « Éditeur en ligne »).
 *   add <identifiant> --nom "Prénom Nom" --courriel adresse   ajoute un compte
 *   remove <identifiant>                                      supprime un compte, ses clés d’accès et ses sessions
 *   reset <identifiant>                                       change le mot de passe, retire ses clés, clôt ses sessions
 *   list                                                      liste les comptes
 *   keys <identifiant>                                        liste ses clés d’accès
 *   revoke <identifiant> <clé> | --toutes                     retire une clé (ou toutes) et clôt les sessions qu’elle a ouvertes
 * The password is read from standard input (typed, or piped), never from the command line.
 */
import { parseArgs } from "node:util"
import { createInterface } from "node:readline"
import { endAccount, listKeys, resetAccount, revokeKeys, shortKey, type Ended } from "./account-end"
import { addAccount, readAccounts } from "./accounts"
import { frenchDateTime } from "../admin/french-time"

const usage = `Usage : npm run editor:comptes -- --comptes <fichier> <commande>
  add <identifiant> --nom "Prénom Nom" --courriel <adresse>   ajoute un compte (mot de passe lu sur l’entrée standard)
  remove <identifiant>                 supprime le compte, ses clés d’accès et ses sessions
  reset <identifiant>                  change le mot de passe ; retire ses clés d’accès et clôt ses sessions
  list                                 liste les comptes
  keys <identifiant>                   liste ses clés d’accès
  revoke <identifiant> <clé>|--toutes  retire une clé d’accès (ou toutes) et clôt les sessions qu’elle a ouvertes`

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Mot de passe (12 caractères au moins) : ")
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ""
}

const plural = new Intl.PluralRules("fr-FR")
/** « aucune clé », « 1 clé », « 2 clés »: French counts, with the plural French uses from 2 (Intl). */
const counted = (count: number, one: string, many: string) =>
  count === 0 ? `aucune ${one}` : `${count} ${plural.select(count) === "one" ? one : many}`

const keysAndSessions = ({ keys, sessions }: Ended) =>
  `${counted(keys.length, "clé d’accès retirée", "clés d’accès retirées")}, ${counted(sessions, "session close", "sessions closes")}`

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      comptes: { type: "string", default: process.env.EDITEUR_COMPTES },
      nom: { type: "string" },
      courriel: { type: "string" },
      toutes: { type: "boolean", default: false },
    },
  })
  const [command, login, key] = positionals
  const file = values.comptes
  if (!file || !command) throw new Error(usage)
  const needLogin = () => {
    if (!login) throw new Error(`Identifiant manquant.\n${usage}`)
    return login
  }
  switch (command) {
    case "add":
      if (!login || !values.nom || !values.courriel) throw new Error(usage)
      await addAccount(file, login, values.nom, values.courriel, await readPassword())
      console.log(`Compte « ${login} » ajouté (${values.nom} <${values.courriel}>).`)
      break
    case "remove": {
      const ended = endAccount(file, needLogin())
      console.log(`Compte « ${login} » supprimé (${keysAndSessions(ended)}) : il ne peut plus se connecter.`)
      break
    }
    case "reset": {
      needLogin()
      const ended = await resetAccount(file, login, await readPassword())
      console.log(`Mot de passe de « ${login} » changé (${keysAndSessions(ended)}).`)
      break
    }
    case "list":
      for (const [id, { name, email }] of Object.entries(readAccounts(file))) console.log(`${id}\t${name} <${email}>`)
      break
    case "keys": {
      const keys = listKeys(file, needLogin())
      if (!keys.length) console.log(`Aucune clé d’accès pour « ${login} ».`)
      for (const passkey of keys)
        console.log(
          [
            shortKey(passkey),
            passkey.device ?? "appareil non noté",
            `enregistrée le ${frenchDateTime(new Date(passkey.created))}`,
            passkey.lastUsed
              ? `dernière connexion le ${frenchDateTime(new Date(passkey.lastUsed))}`
              : "jamais utilisée",
          ].join("\t"),
        )
      break
    }
    case "revoke": {
      needLogin()
      if (values.toutes === (key !== undefined) || key === "")
        throw new Error(`Donnez une clé (keys ${login}) ou --toutes, l’un ou l’autre.\n${usage}`)
      const ended = revokeKeys(file, login, values.toutes ? undefined : key)
      console.log(`Clés d’accès de « ${login} » : ${keysAndSessions(ended)}.`)
      break
    }
    default:
      throw new Error(`Commande inconnue « ${command} ».\n${usage}`)
  }
}

main().catch((error: Error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
