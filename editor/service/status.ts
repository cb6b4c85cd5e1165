import { buildDate } from "../../content-model/node/build-date"
import { pagesToReview, type PageToReview } from "../../content-model/node/date-state"

/**
 * What the editor's page shows in its banner (editor/admin/hosted-status.ts polls GET /api/etat): where the
 * publications stand. Two things can be true at once — a push to origin still waiting while the site is
 * being built in self-publishing mode — so the board keeps the latest fact of each kind (sending to
 * origin, building the site) and tells them all, the one that needs the editor's attention first.
 */
export type State =
  | "à jour"
  | "envoi en attente"
  | "construction"
  | "en ligne"
  | "échec de la construction"
  /** A publication that breaks the build, left out of it (./publisher.ts): told until it is undone. */
  | "échec d’une publication"
  /** A publication origin never received, set aside by a developer's change of the same lines (./set-aside.ts). */
  | "publication mise de côté"

export interface Fact {
  state: State
  message: string
  /** The main branch's commit the message is about. */
  commit?: string
  at: string
}

export interface Status extends Fact {
  /** Every current fact, most urgent first; `state` and `message` sum them up for the banner. */
  facts: Fact[]
  /**
   * The pages of the clone's data/ whose « À jour au » date is more than six months old, or whose review date
   * has come, on today's date (content-model/review-dates.ts, issue 57, point 3): the banner lists them.
   */
  review?: PageToReview[]
}

/** Which fact a new one replaces: a push's outcome replaces the previous push's, a build's the previous build's. */
const kindOf = (state: State) =>
  state === "à jour" || state === "envoi en attente"
    ? "envoi"
    : state === "échec d’une publication"
      ? "écartée"
      : state === "publication mise de côté"
        ? "mise de côté"
        : "site"
/** Most urgent first: a failure, then what is still waiting, then what is under way, then what is done. */
const URGENCY: State[] = [
  "échec d’une publication",
  "publication mise de côté",
  "échec de la construction",
  "envoi en attente",
  "construction",
  "en ligne",
  "à jour",
]

export class StatusBoard {
  private readonly started = new Date().toISOString()
  private readonly facts = new Map<string, Fact>()

  /** `dataDir`: the clone's data/, whose pages to review the banner lists (none without it). */
  constructor(private readonly dataDir?: string) {}

  set(state: State, message: string, commit?: string) {
    const fact = { state, message, commit, at: new Date().toISOString() }
    this.facts.set(kindOf(state), fact)
    console.log(`[${fact.at}] ${state} : ${message}`)
  }

  /** Forgets the fact of this state's kind (a left-out publication undone). */
  clear(state: State) {
    if (this.facts.get(kindOf(state))?.state === state) this.facts.delete(kindOf(state))
  }

  get(): Status {
    const review = this.dataDir ? { review: pagesToReview(this.dataDir, buildDate()) } : {}
    return { ...this.publications(), ...review }
  }

  private publications(): Status {
    const facts = [...this.facts.values()].sort((a, b) => URGENCY.indexOf(a.state) - URGENCY.indexOf(b.state))
    if (!facts.length)
      return {
        state: "à jour",
        message: "Aucune publication depuis le démarrage du service.",
        at: this.started,
        facts: [],
      }
    const [first] = facts
    const at = facts.map(fact => fact.at).sort()[facts.length - 1]
    return { ...first, at, message: facts.map(fact => fact.message).join("\n"), facts }
  }
}
