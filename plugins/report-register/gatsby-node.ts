import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { projectRoot } from "../../content-model/node/project-root"
import { qrRoute, reportRoute, writeReportFiles } from "./report-register"

// One page per issued report, at the address printed on the report. The page's context holds its number only:
// the template reads the entry and the labels with its page query, through the fragments the other pages of the
// register use (src/components/report-entry.tsx), so the report's fields are written once.
export const createPages: GatsbyNode["createPages"] = async gatsby => {
  const { actions, reporter } = gatsby
  const result = await gatsby.graphql<{ rapportsJson: { reports: { number: string }[] } | null }>(`
    query ReportPages {
      rapportsJson {
        reports {
          number
        }
      }
    }
  `)
  const register = result.data?.rapportsJson
  if (result.errors || !register)
    return reporter.panic(
      `report-register : lecture du registre des rapports impossible : ${JSON.stringify(result.errors)}`,
    )
  for (const { number } of register.reports) {
    actions.createPage({
      path: reportRoute(number),
      component: path.join(projectRoot, "src/templates/report.tsx"),
      context: { number, qr: qrRoute(number) },
    })
  }
}

// The register as JSON with its fingerprint, and each report's QR code (report-register.ts).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const files = await writeReportFiles(path.join(projectRoot, "data"), path.join(projectRoot, "public"))
  reporter.info(`Registre des rapports : ${files.map(file => path.relative(projectRoot, file)).join(", ")}`)
}
