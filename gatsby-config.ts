import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import siteData from "./data/site.json"

// `__dirname` points into .cache/compiled once Gatsby compiles this file: resolve from the project root.
const dataDir = path.resolve("data")

/** Every data file is its own node type, named after the file (accueil.json → AccueilJson). */
const typeName = ({ node }: { node: { name: string } }) =>
  `${node.name.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Json`

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteData.siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir, ignore: ["**/schemas/**", "**/README.md"] },
    },
    { resolve: "gatsby-transformer-json", options: { typeName } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], placeholder: "blurred", quality: 80 } },
    },
    "gatsby-transformer-sharp",
    // sitemap-index.xml and sitemap-0.xml from siteMetadata.siteUrl; the 404 pages are left out by default.
    // Only the addresses: search engines ignore the plugin's default changefreq and priority.
    { resolve: "gatsby-plugin-sitemap", options: { serialize: ({ path }: { path: string }) => ({ url: path }) } },
  ],
}

export default config
