/** The floor's second page, which holds the first tap's reference markup (gatsby-node.ts, bench/servers.ts). */
export const FIRST_TAP_PAGE = "/premier-toucher"
