// The editor's stand-in for src/hooks/use-foreign-phrases.ts (see ./use-accreditation.ts for why).
import site from "../../../data/site.json"

export function useForeignPhrases() {
  return site.foreignPhrases
}
