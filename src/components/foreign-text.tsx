import * as React from "react"
import { useForeignPhrases } from "../hooks/use-foreign-phrases"
import { splitForeign } from "../utils/foreign-phrases"

/**
 * A text of the content, with each phrase site.json declares in another language wrapped in a
 * `<span lang>`: screen readers then pronounce it in its language (RGAA 8.7).
 */
export function ForeignText({ text }: { text: string }) {
  const phrases = useForeignPhrases()
  const pieces = splitForeign(text, phrases)
  if (pieces.length === 1 && !pieces[0].lang) return <>{text}</>
  return (
    <>
      {pieces.map((piece, index) =>
        piece.lang ? (
          <span key={index} lang={piece.lang}>
            {piece.text}
          </span>
        ) : (
          <React.Fragment key={index}>{piece.text}</React.Fragment>
        ),
      )}
    </>
  )
}
