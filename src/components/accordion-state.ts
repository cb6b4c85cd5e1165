/** The verification page shows one section or none; 'contexte' is open at first (docs/architecture.md). */
export type SectionId = Queries.ProcessSectionId

export const INITIAL_SECTION: SectionId = "contexte"
