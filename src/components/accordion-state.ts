/** The verification page shows one section or none; 'contexte' is open at first (docs/architecture.md). */
export type SectionId = Queries.ProcessSectionId
export type OpenSection = SectionId | null

export const INITIAL_SECTION: OpenSection = "contexte"

/** Clicking a section opens it and closes the previous one; clicking the open one closes it. */
export const toggleSection = (open: OpenSection, clicked: SectionId): OpenSection => (open === clicked ? null : clicked)
