import type { GatsbyConfig } from "gatsby"

// A bare Gatsby site: the plugins gatsby-plugin-image needs, with their defaults. Nothing of the project's own.
const config: GatsbyConfig = {
  plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp"],
  // As the site's: the production nginx configuration (deploy/nginx/) serves paths without the slash.
  trailingSlash: "never",
}

export default config
