// The editor's stand-in for src/hooks/use-document-labels.ts (see ./use-accreditation.ts for why).
import labels from "../../../data/interface.json"

export function useDocumentLabels() {
  return labels.document
}
