/**
 * What the editor's page shows in its banner (src/cms/hosted-status.ts polls GET /api/etat): where the
 * last publication stands — sent to origin or waiting to be, built and online or refused by the build.
 */
export type State = "à jour" | "envoi en attente" | "construction" | "en ligne" | "échec de la construction"

export interface Status {
  state: State
  message: string
  /** The main branch's commit the message is about. */
  commit?: string
  at: string
}

export class StatusBoard {
  private current: Status = {
    state: "à jour",
    message: "Aucune publication depuis le démarrage du service.",
    at: new Date().toISOString(),
  }
  set(state: State, message: string, commit?: string) {
    this.current = { state, message, commit, at: new Date().toISOString() }
    console.log(`[${this.current.at}] ${state} : ${message}`)
  }
  get(): Status {
    return this.current
  }
}
