/** SPEC §4: the verification page shows one section or none; 'contexte' is open at first. */
export type SectionId = "contexte" | "objectif" | "modalite"
export type OpenSection = SectionId | null

export const INITIAL_SECTION: OpenSection = "contexte"

/** Clicking a section opens it and closes the previous one; clicking the open one closes it. */
export const toggleSection = (open: OpenSection, clicked: SectionId): OpenSection => (open === clicked ? null : clicked)

export const isSectionId = (id: string): id is SectionId => id === "contexte" || id === "objectif" || id === "modalite"
