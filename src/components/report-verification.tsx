import * as React from "react"
import { graphql } from "gatsby"
import { useFooter } from "../hooks/use-footer"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"
import { ReportCheck } from "./report-check"
import { ReportList } from "./report-list"
import * as styles from "./report-verification.module.css"

type Data = Queries.ReportVerificationPageQuery

/**
 * The report-check page (issue 48), every word from data/rapports.json: the check in the browser, then what
 * works without JavaScript, the register itself and how to compute a fingerprint with each system's own tool.
 */
export function ReportVerification({ page, specimen }: Pick<Data, "page" | "specimen">) {
  const footer = useFooter()
  if (!page) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <article className={prose.prose}>
        <p>{page.intro}</p>
        <ReportCheck
          texts={page.check}
          labels={page.labels}
          reports={page.reports}
          specimens={specimen ? [specimen.document.sha256] : []}
          contact={footer?.contact}
        />
        <section aria-labelledby="rapports-emis">
          <h2 id="rapports-emis">{page.labels.listHeading}</h2>
          {page.reports.length > 0 ? <ReportList reports={page.reports} labels={page.labels} /> : <p>{page.none}</p>}
        </section>
        <section aria-labelledby="sans-javascript">
          <h2 id="sans-javascript">{page.manual.heading}</h2>
          <p>{page.manual.intro}</p>
          <dl className={styles.commands}>
            {page.manual.commands.map(({ system, command }) => (
              <div key={system}>
                <dt>{system}</dt>
                <dd>
                  <code>{command}</code>
                </dd>
              </div>
            ))}
          </dl>
          {specimen ? (
            <p>
              {page.manual.specimen}&nbsp;: <code className={styles.hash}>{specimen.document.sha256}</code>
            </p>
          ) : null}
        </section>
      </article>
    </>
  )
}

export const query = graphql`
  fragment ReportVerificationFields on RapportsJson {
    header {
      ...PageHeaderFields
    }
    intro
    none
    check {
      ...ReportCheckFields
    }
    manual {
      heading
      intro
      specimen
      commands {
        system
        command
      }
    }
    labels {
      ...ReportLabelsFields
    }
    reports {
      ...IssuedReportFields
    }
  }
`
