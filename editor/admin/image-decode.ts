import sharp from "sharp"
import type { ApiRequest } from "./save-guard"

/** What sharp's (libvips's) messages mean for an editor, the most frequent first; its own text follows. */
const CAUSES: [RegExp, string][] = [
  [
    /premature end|truncated|unexpected end|end of file|EOF/i,
    "le fichier s’arrête avant la fin de l’image (copie ou envoi interrompu)",
  ],
  [
    /corrupt|invalid|bad|not a known|unsupported/i,
    "le contenu du fichier est abîmé ou dans un format que le site ne sait pas lire",
  ],
]

/**
 * Every image a save or an upload brings is decoded whole, by sharp, as the site's build does
 * (gatsby-plugin-sharp): a file that has an image's signature but cannot be read (a JPEG cut short)
 * is refused here, in French, naming the file and why, rather than failing the build of every later
 * publication (issue 37, point 3). Runs after `guard`, which has checked the signature.
 */
export async function unreadableImage(request: ApiRequest): Promise<string | undefined> {
  const params = request.params ?? {}
  const assets = [...(params.assets ?? []), ...(params.asset ? [params.asset] : [])]
  for (const asset of assets) {
    try {
      await sharp(Buffer.from(asset.content, asset.encoding), { failOn: "warning" }).stats()
    } catch (error) {
      const said = (error as Error).message.split("\n")[0]
      const cause = CAUSES.find(([pattern]) => pattern.test(said))?.[1] ?? "l’image ne peut pas être décodée"
      return `✗ ${asset.path}\u00a0: Image illisible, rien n’a été enregistré\u00a0: ${cause} (${said}). Attendu\u00a0: une image complète, qui s’ouvre dans un logiciel de photos. Ouvrez-la, enregistrez-la de nouveau en JPEG, puis téléversez-la.`
    }
  }
  return undefined
}
