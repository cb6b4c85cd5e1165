import * as React from "react"
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Home } from "../../src/components/home"
import { LegalNotice } from "../../src/components/legal-notice"
import { Policy } from "../../src/components/policy"
import { TermsOfSale } from "../../src/components/terms-of-sale"
import * as layout from "../../src/components/layout.module.css"
import type { Content } from "../../content-model/model"
import { policyParagraphs } from "../../src/utils/documents"
import { VersionReminder } from "./version-reminder"
// The texts the home page shows beside the founders, as they are now (through the editor's backend).
import { useSharedEntry, WithSharedEntries } from "./current-content"

/** What Decap CMS gives a preview template: the entry being edited, its fields and its images. */
export type PreviewProps = PreviewTemplateComponentProps
type Field = ReturnType<PreviewProps["fields"]["first"]>
/** Decap's typings omit it: getAsset also takes the field, whose media folder locates the file. */
type GetAsset = (path: string, field?: Field) => { toString: () => string } | undefined

const dataOf = <T,>({ entry }: PreviewProps) =>
  ((entry.getIn(["data"]) as { toJS: () => unknown } | undefined)?.toJS() ?? {}) as T

/** The frame's main area (src/components/layout.tsx), so the page has the width and spacing visitors see. */
const Frame = ({ children }: { children: React.ReactNode }) => <main className={layout.main}>{children}</main>

/** A photo as the site shows it, from the file the editor picked (sharp only runs when the site is built). */
const photo = (src: string | undefined): IGatsbyImageData => ({
  layout: "fixed",
  width: 160,
  height: 160,
  images: { fallback: { src: src ?? "" } },
})

function Founders(props: PreviewProps) {
  const site = useSharedEntry("site.json")
  const home = useSharedEntry("accueil.json")
  const founders = dataOf<Content<"fondateurs.json">>(props)
  // The photo field knows its folder (data/images/fondateurs): Decap finds the file through it.
  const list = props.fields.find(field => field?.get("name") === "items")?.get("fields") as
    PreviewProps["fields"] | undefined
  const photoField = list?.find(field => field?.get("name") === "photo")
  const getAsset = props.getAsset as unknown as GetAsset
  const items = (founders.items ?? []).map(founder => ({
    ...founder,
    photo: {
      childImageSharp: { gatsbyImageData: photo(founder.photo && getAsset(founder.photo, photoField)?.toString()) },
    },
  }))
  const data = {
    siteJson: site,
    accueilJson: home,
    fondateursJson: { items, labels: founders.labels },
  } as unknown as Queries.HomePageQuery
  return (
    <Frame>
      <Home data={data} />
    </Frame>
  )
}

function Impartiality(props: PreviewProps) {
  const site = useSharedEntry("site.json")
  const page = dataOf<Partial<Content<"politique-impartialite.json">>>(props)
  return (
    <Frame>
      <VersionReminder document={page.document} />
      <Policy
        header={page.header}
        document={page.document}
        paragraphs={policyParagraphs(
          {
            intro: page.intro ?? { pending: "", granted: "" },
            content: page.content ?? [],
            paragraphs: page.paragraphs ?? [],
          },
          site.accreditation,
        )}
      />
    </Frame>
  )
}

export function LegalNoticePreview(props: PreviewProps) {
  const page = dataOf<Queries.LegalNoticePageQuery["page"]>(props)
  return (
    <Frame>
      <LegalNotice page={page} />
    </Frame>
  )
}

export function TermsOfSalePreview(props: PreviewProps) {
  const page = dataOf<Queries.TermsOfSalePageQuery["page"]>(props)
  return (
    <Frame>
      <VersionReminder document={page?.document} />
      <TermsOfSale page={page} />
    </Frame>
  )
}

/**
 * A versioned document whose page has no preview here (the appeals procedure, the statement: their
 * diagrams and audit grid come from the build): Decap's own preview of each field, as without a
 * template, under the reminder of its version and edition date.
 */
export function VersionedFieldsPreview(props: PreviewProps) {
  const page = dataOf<{ document?: { version?: string; edition?: string } }>(props)
  const fields = props.fields.filter(field => field?.get("widget") !== "hidden")
  return (
    <Frame>
      <VersionReminder document={page.document} />
      {fields.map(field => (
        <div key={field?.get("name") as string}>{props.widgetFor(field?.get("name"))}</div>
      ))}
    </Frame>
  )
}

/** A preview that shows other entries: rendered once they are read, as they are now. */
const withShared = (Preview: (props: PreviewProps) => React.ReactNode) =>
  function SharedPreview(props: PreviewProps) {
    return (
      <WithSharedEntries>
        <Preview {...props} />
      </WithSharedEntries>
    )
  }
export const FoundersPreview = withShared(Founders)
export const ImpartialityPreview = withShared(Impartiality)

/** Data file → its page's preview: what the editor sees is what visitors will see (data/README.md). */
// Every preview waits for the shared entries: the site's components read them through their hooks
// (the labels of a versioned document, the foreign phrases, the accreditation status).
export const previews = {
  fondateurs: FoundersPreview,
  "politique-impartialite": ImpartialityPreview,
  "mentions-legales": withShared(LegalNoticePreview),
  "conditions-generales-vente": withShared(TermsOfSalePreview),
  "processus-appels-plaintes": withShared(VersionedFieldsPreview),
  accessibilite: withShared(VersionedFieldsPreview),
}
