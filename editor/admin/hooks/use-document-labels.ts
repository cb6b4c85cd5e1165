// The editor's stand-in for src/hooks/use-document-labels.ts (see ./use-accreditation.ts for why).
import { useSharedEntry } from "../current-content"

export function useDocumentLabels() {
  return useSharedEntry("interface.json").document
}
