// html-validate over the built pages (scripts/test-all.sh). JavaScript rather than JSON for the reasons below:
// each relaxed rule is a quirk of what Gatsby, React or gatsby-plugin-image write, not of the site's markup.
import { defineConfig } from "html-validate"

export default defineConfig({
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    // gatsby-plugin-image writes lazy images with data-src: its inline script sets src (and <noscript> has the
    // plain image). Only the presence of src is relaxed; its value, alt and the rest are still checked.
    { img: { attributes: { src: { required: false } } } },
  ],
  rules: {
    // React writes every void element self-closed (<meta />): check it always does, rather than the other style.
    "void-style": ["error", { style: "selfclose" }],
    // Gatsby's root is id="___gatsby": valid HTML5 (an id without spaces), not the stricter letter-first style.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean attributes with an empty value (hidden=""), Gatsby's template without (async): both valid.
    "attribute-boolean-style": "off",
    // React's server rendering spells charSet, and srcSet in gatsby-plugin-image's <noscript>; HTML ignores case.
    "attr-case": "off",
    // gatsby-plugin-image sizes and fades its images, and Gatsby hides its route announcer, with style attributes.
    // The site's own styles are CSS Modules.
    "no-inline-style": "off",
    // RGAA 1.9 asks a captioned image's <figure> for an explicit role="figure" (with an aria-label equal to
    // its caption): redundant for HTML, required by the French standard (src/components/diagram.tsx).
    "no-redundant-role": "off",
    // aria-label wherever ARIA allows a name (the social icons' labelled list), not only on interactive elements.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
})
