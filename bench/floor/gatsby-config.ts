import type { GatsbyConfig } from "gatsby"

// A bare Gatsby site: the plugins gatsby-plugin-image needs, with their defaults. Nothing of the project's own.
const config: GatsbyConfig = {
  plugins: ["gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp"],
}

export default config
