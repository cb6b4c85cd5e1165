import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { contentFiles } from "./plugins/content-model/model"
import { writesTypes } from "./src/build/write-types"

// `__dirname` points into .cache/compiled once Gatsby compiles this file: resolve from the project root.
const dataDir = path.resolve("data")

// Read when Gatsby runs, not bundled into the compiled config: a broken site.json must reach the
// content check (onPreInit in gatsby-node.ts) instead of failing here with a bundler stack trace.
const siteUrl = (() => {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as { siteUrl?: string }).siteUrl
  } catch {
    return undefined
  }
})()

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
          /\/hooks\/use-(accreditation|document-labels)$/,
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

/** Every data file is its own node type, the one the content model names (accueil.json → AccueilJson). */
const typeName = ({ node }: { node: { relativePath: string } }) => {
  const described = contentFiles.find(({ file }) => file === node.relativePath)
  // The content check (onPreInit) rejects unknown files first: this only guards against a bypass.
  if (!described)
    throw new Error(`data/${node.relativePath} : fichier absent du modèle de contenu (plugins/content-model/model.ts)`)
  return described.typeName
}

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // `gatsby develop` always writes them; a build only when asked to (src/build/write-types.ts).
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: writesTypes(),
  },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir, ignore: ["**/schemas/**", "**/README.md"] },
    },
    { resolve: "gatsby-transformer-json", options: { typeName } },
    // No "gatsby-plugin-image" plugin: the site draws its images with <picture> (src/components/picture.tsx),
    // so the plugin's browser runtime and its inline script and styles in every page would serve nothing.
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["avif", "webp"], placeholder: "blurred", quality: 80 } },
    },
    "gatsby-transformer-sharp",
    // sitemap-index.xml and sitemap-0.xml from siteMetadata.siteUrl; the 404 pages are left out by default.
    // Only the addresses: search engines ignore the plugin's default changefreq and priority.
    { resolve: "gatsby-plugin-sitemap", options: { serialize: ({ path }: { path: string }) => ({ url: path }) } },
    ...(editing ? [editor] : []),
  ],
}

export default config
