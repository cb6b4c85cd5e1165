import { existsSync } from "node:fs"
import { secondRelease } from "../second-release"

/** The first release is the build of the project (public/); the second is built here once, in a copy. */
export default function globalSetup() {
  if (!existsSync("public/index.html")) throw new Error("Pas de build à publier : lancez d’abord « npm run build ».")
  secondRelease()
}
