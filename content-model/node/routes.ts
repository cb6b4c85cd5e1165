import { filesUnder } from "./files-under"

/**
 * The site's routes, derived from the files of src/pages as Gatsby does (index → /, a-b.tsx → /a-b;
 * trailingSlash "never"), so a new page is a valid link target without touching the validator.
 * Gatsby's 404 page, underscore files, collection routes ({…}) and client-only routes ([…]) are no link targets.
 */
export function siteRoutes(pagesDir: string): string[] {
  return filesUnder(pagesDir)
    .filter(file => /\.(tsx|ts|jsx|js)$/.test(file) && !/\.(d|test|spec)\.[jt]sx?$/.test(file))
    .map(file => file.replace(/\.[jt]sx?$/, ""))
    .filter(
      file => !file.split("/").some(part => part.startsWith("_") || /[[{]/.test(part)) && !/(^|\/)404$/.test(file),
    )
    .map(file => `/${file.replace(/(^|\/)index$/, "")}`)
    .sort()
}
