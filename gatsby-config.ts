import express, { type Express } from "express"
import type { GatsbyConfig } from "gatsby"
import { dataDir, dataIgnored, readSiteUrl, typeName, writesTypes } from "./content-model/node/gatsby-options"
import { imageDefaults } from "./plugins/images/options"
import { buildDate, BuildDateError } from "./content-model/node/build-date"

// The day the site is built for (SITE_BUILD_DATE, else today in Paris): a malformed date stops the build
// here, in French, before anything is written.
const day = (() => {
  try {
    return buildDate()
  } catch (error) {
    if (!(error instanceof BuildDateError)) throw error
    process.stderr.write(`\n${error.message}\n`)
    process.exit(1)
  }
})()

// `npm run edit` only (editor/local/edit.ts sets EDITOR_ADMIN_DIR): gatsby develop also serves the
// editor's page at /admin/, bundled apart with the editor's own React (editor/admin/build/bundle.ts).
// A production build never has it (__tests__/e2e/no-admin.spec.ts).
const adminDir = process.env.gatsby_executing_command === "develop" ? process.env.EDITOR_ADMIN_DIR : undefined

// One line per plugin. Each local plugin (plugins/<name>/) has a README.md: what it does, why, until when.
// The site's own Node APIs (content check, schema, report pages, date state) are in gatsby-node.ts.
// The sitemap keeps only the addresses: search engines ignore its default changefreq and priority.
const config: GatsbyConfig = {
  siteMetadata: { siteUrl: readSiteUrl(), buildDate: day },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: writesTypes() },
  trailingSlash: "never",
  plugins: [
    "navigation-width",
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: dataDir, ignore: dataIgnored } },
    { resolve: "gatsby-transformer-json", options: { typeName } },
    { resolve: "gatsby-plugin-sharp", options: { defaults: imageDefaults } },
    "gatsby-transformer-sharp",
    "images",
    { resolve: "gatsby-plugin-sitemap", options: { serialize: ({ path }: { path: string }) => ({ url: path }) } },
    "no-web-storage",
    "render-to-string",
    "scripts-after-first-paint",
    "compile-hints",
    "stylesheet-hash",
    "pdf-documents",
    "deploy-files",
    "accessibility-audit",
  ],
  ...(adminDir && { developMiddleware: (app: Express) => app.use("/admin", express.static(adminDir)) }),
}

export default config
