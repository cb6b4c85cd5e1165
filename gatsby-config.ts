import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { dataDir, dataIgnored, readSiteUrl, typeName } from "./plugins/content-model/gatsby-options"
import { imageDefaults } from "./plugins/images/options"
import { writesTypes } from "./plugins/content-model/write-types"

// `npm run edit` only (editor/local/edit.ts sets GATSBY_DECAP_API_URL): the editor at /admin/, built by
// gatsby-plugin-decap-cms during `gatsby develop`. A production build never has it (README.md).
// The hosted editor's page (editor/service/build-admin.ts) is built the same way, by a
// `gatsby build` in a scratch copy of the project whose public/admin is moved out of public/.
const editing =
  (!!process.env.GATSBY_DECAP_API_URL && process.env.gatsby_executing_command === "develop") ||
  (process.env.GATSBY_EDITOR_HOSTED === "1" && process.env.gatsby_executing_command === "build")
const editor = {
  resolve: "gatsby-plugin-decap-cms",
  options: {
    modulePath: path.resolve("editor/admin/cms.tsx"),
    manualInit: true,
    enableIdentityWidget: false,
    htmlTitle: "Édition du site",
    // The content checks run in the editor too (editor/admin/field-check.ts); their file-system half stays unused there.
    customizeWebpackConfig: (
      webpackConfig: {
        resolve?: { fallback?: object }
        plugins: unknown[]
        optimization?: { minimizer?: unknown[] }
        devtool?: string | false
      },
      {
        plugins,
      }: {
        plugins: {
          normalModuleReplacement: (test: RegExp, replace: (resource: { request: string }) => void) => unknown
        }
      },
    ) => {
      webpackConfig.plugins.push(
        plugins.normalModuleReplacement(/^node:/, resource => void (resource.request = resource.request.slice(5))),
        // The previews render the site's components, whose static queries do not exist outside Gatsby's
        // pages: the hooks that have a stand-in in editor/admin/hooks/ read data/ directly instead.
        plugins.normalModuleReplacement(
          /\/hooks\/use-(accreditation|document-labels|foreign-phrases)$/,
          resource => void (resource.request = path.resolve("editor/admin/hooks", path.basename(resource.request))),
        ),
      )
      webpackConfig.resolve = {
        ...webpackConfig.resolve,
        fallback: { ...webpackConfig.resolve?.fallback, fs: false, path: false },
      }
      // The hosted page is neither minified nor source-mapped: it is served on its own origin, behind
      // accounts, to a few editors (docs/decisions/hosted-editor.md, « Le temps de construction de la
      // page »).
      if (process.env.GATSBY_EDITOR_HOSTED === "1") {
        webpackConfig.optimization = { ...webpackConfig.optimization, minimizer: [] }
        webpackConfig.devtool = false
      }
    },
  },
}

// One line per plugin. Each local plugin (plugins/<name>/) has a README.md: what it does, why, until when.
// The sitemap keeps only the addresses: search engines ignore its default changefreq and priority.
const config: GatsbyConfig = {
  siteMetadata: { siteUrl: readSiteUrl() },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: writesTypes() },
  trailingSlash: "never",
  plugins: [
    "content-model",
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
    ...(editing ? [editor] : []),
  ],
}

export default config
