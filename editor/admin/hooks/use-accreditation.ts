// The editor's stand-in for src/hooks/use-accreditation.ts: the preview pane has no Gatsby static
// queries, so it reads data/site.json as it was when the editor opened (editor/admin/build/stand-ins.ts swaps it in).
import site from "../../../data/site.json"
import { accreditationStatement, missionText, type MissionText } from "../../../src/utils/accreditation"

export function useAccreditation() {
  const { accreditation } = site
  return {
    typeA: accreditation.typeA,
    statuses: accreditation,
    statement: accreditationStatement(accreditation),
    mission: (text: MissionText) => missionText(text, accreditation),
  }
}
