/**
 * The logo link's accessible name: the site's name, as the link shows it, then the words that say where it
 * leads (interface.json › homeLink). Built here, never written twice in data/, so that renaming the body in
 * « L’identité du site » keeps the visible text inside the name (RGAA 6.1.5, WCAG 2.5.3).
 */
export const homeLinkName = (siteName: string, destination: string) => `${siteName}, ${destination}`
