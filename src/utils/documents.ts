/** A versioned document of data/ (terms of sale, impartiality policy, appeals and complaints procedure). */
export interface VersionedDocument {
  readonly reference: string
  readonly version: string
  readonly edition: string
  readonly inForce?: string | null
}

/** A titled part of a document, as the page shows it and the PDF prints it. */
export interface DocumentSection {
  readonly title?: string | null
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[] | null
}

/** Where the build writes a document's PDF: named after its reference and version, so each version has its own file. */
export const pdfPath = ({ reference, version }: VersionedDocument) => `/documents/${reference}_v${version}.pdf`

/**
 * The articles of the terms of sale with the accreditation status closing the last one: the page
 * and its PDF both read this, and the status comes from site.json like everywhere else.
 */
export function termsArticles<S extends DocumentSection>(sections: readonly S[], accreditation: string): S[] {
  return sections.map((section, index) =>
    index === sections.length - 1 ? { ...section, paragraphs: [...section.paragraphs, accreditation] } : section,
  )
}

/** The impartiality policy as one untitled section: its introduction, then its paragraphs. */
export const policyParagraphs = (policy: {
  readonly content: readonly string[]
  readonly paragraphs: readonly string[]
}) => [...policy.content, ...policy.paragraphs]
