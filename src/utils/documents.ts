import { missionText, type MissionText, type Statuses } from "./accreditation"

/** A versioned document of data/ (terms of sale, impartiality policy, appeals and complaints procedure). */
export interface VersionedDocument {
  readonly reference: string
  readonly version: string
  readonly edition: string
  readonly inForce?: string | null
  /** The versions it replaced, most recent first: listed on the page, each with its PDF. */
  readonly history?:
    | readonly {
        readonly version: string
        readonly edition: string
        readonly inForce?: string | null
        readonly replacedBeforeInForce?: boolean | null
      }[]
    | null
  /** The previous versions whose PDF the build wrote (plugins/pdf-documents/gatsby-node.ts). */
  readonly archivedVersions?: readonly string[] | null
}

/** A titled part of a document, as the page shows it and the PDF prints it. */
export interface DocumentSection {
  readonly title?: string | null
  readonly paragraphs: readonly string[]
  /** Its parts, each under a heading one level below its own (the procedure's questions, a diagram's steps). */
  readonly parts?: readonly (DocumentSection & { readonly title: string })[] | null
  readonly items?: readonly string[] | null
  /** Its items are in order (an <ol> on the page): numbered. */
  readonly numbered?: boolean
}

/** Where the build writes a document's PDF: named after its reference and version, so each version has its own file. */
export const pdfPath = ({ reference, version }: VersionedDocument) => `/documents/${reference}_v${version}.pdf`

/**
 * The articles of the terms of sale: article 1er opens with the sentence on the missions they govern,
 * in the variant the statuses allow, and the last one closes with the status sentence. The page and
 * its PDF both read this, and the statuses come from site.json like everywhere else.
 */
export function termsArticles<S extends DocumentSection>(
  sections: readonly S[],
  scope: MissionText,
  statuses: Statuses,
  accreditation: string,
): S[] {
  return sections.map((section, index) => {
    const first = index === 0 ? [missionText(scope, statuses)] : []
    const last = index === sections.length - 1 ? [accreditation] : []
    return { ...section, paragraphs: [...first, ...section.paragraphs, ...last] }
  })
}

/** The impartiality policy as one untitled section: its introduction (in the variant the statuses allow), then its paragraphs. */
export const policyParagraphs = (
  policy: { readonly intro: MissionText; readonly content: readonly string[]; readonly paragraphs: readonly string[] },
  statuses: Statuses,
) => [missionText(policy.intro, statuses), ...policy.content, ...policy.paragraphs]

/**
 * The appeals and complaints procedure, block by block as its page shows it: the introduction, each question of
 * the written procedure with its paragraphs, the last one closing with who may be seized next (in the variant
 * the statuses allow), then the diagram's steps under their heading, the diagram's text alternative. A previous
 * version may predate the escalation: nothing is printed for it.
 */
export const procedureSections = (
  blocks: readonly {
    readonly title: string
    readonly intro: string
    readonly procedure: readonly { readonly title: string; readonly paragraphs: readonly string[] }[]
    readonly escalation?: MissionText | null
    readonly diagram: { readonly steps: readonly string[] }
  }[],
  statuses: Statuses,
  stepsHeading: string,
): DocumentSection[] =>
  blocks.map(block => {
    const escalation = block.escalation ? missionText(block.escalation, statuses) : ""
    const questions = block.procedure.map((part, index) =>
      index === block.procedure.length - 1 ? { ...part, paragraphs: [...part.paragraphs, escalation] } : part,
    )
    const steps = { title: stepsHeading, paragraphs: [], items: block.diagram.steps, numbered: true }
    return { title: block.title, paragraphs: [block.intro], parts: [...questions, steps] }
  })
