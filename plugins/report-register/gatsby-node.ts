import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Content } from "../../content-model/model"
import { projectRoot } from "../../content-model/node/project-root"
import { qrRoute, reportRoute, writeReportFiles } from "./report-register"

type Register = Content<"rapports.json">

// One page per issued report, at the address printed on the report. Its entry and the labels go in the
// page's context, so the template has no page query (which Gatsby would warn about while the register is empty).
export const createPages: GatsbyNode["createPages"] = async gatsby => {
  const { actions, reporter } = gatsby
  const result = await gatsby.graphql<{ rapportsJson: Pick<Register, "labels" | "reports"> | null }>(`
    query ReportPages {
      rapportsJson {
        labels {
          listHeading
          number
          issued
          type
          standard
          assurance
          subject
          period
          status
          client
          sha256
          types {
            verification_volontaire
            avis_oti
            certification_durabilite
          }
          assurances {
            limitee
            raisonnable
          }
          statuses {
            valide
            retire
            remplace
          }
          notOpinion
          checkLink
          qrAlt
        }
        reports {
          number
          issued
          type
          standard
          assurance
          subject
          period
          status
          statusDate
          replacedBy
          sha256
          clientAgreed
          clientName
        }
      }
    }
  `)
  const register = result.data?.rapportsJson
  if (result.errors || !register)
    return reporter.panic(
      `report-register : lecture du registre des rapports impossible : ${JSON.stringify(result.errors)}`,
    )
  for (const report of register.reports) {
    actions.createPage({
      path: reportRoute(report.number),
      component: path.join(projectRoot, "src/templates/report.tsx"),
      context: { report, labels: register.labels, qr: qrRoute(report.number) },
    })
  }
}

// The register as JSON with its fingerprint, and each report's QR code (report-register.ts).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const files = await writeReportFiles(path.join(projectRoot, "data"), path.join(projectRoot, "public"))
  reporter.info(`Registre des rapports : ${files.map(file => path.relative(projectRoot, file)).join(", ")}`)
}
