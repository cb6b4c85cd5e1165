// The editor's stand-in for src/hooks/use-accreditation.ts: the preview pane has no Gatsby static
// queries, so it reads data/site.json through the editor's backend, as it is now (../current-content.ts;
// editor/admin/build/stand-ins.ts swaps it in).
import { accreditationStatement, missionText, type MissionText } from "../../../src/utils/accreditation"
import { useSharedEntry } from "../current-content"

export function useAccreditation() {
  const { accreditation } = useSharedEntry("site.json")
  return {
    typeA: accreditation.typeA,
    statuses: accreditation,
    statement: accreditationStatement(accreditation),
    mission: (text: MissionText) => missionText(text, accreditation),
  }
}
