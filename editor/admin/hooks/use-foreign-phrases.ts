// The editor's stand-in for src/hooks/use-foreign-phrases.ts (see ./use-accreditation.ts for why).
import { useSharedEntry } from "../current-content"

export function useForeignPhrases() {
  return useSharedEntry("site.json").foreignPhrases
}
