import "./src/styles/global.module.css"
import { silenceGatsbyAnnouncer } from "./src/utils/gatsby-announcer"

export { wrapPageElement } from "./src/wrap-page-element"

export const onInitialClientRender = silenceGatsbyAnnouncer
export const onRouteUpdate = silenceGatsbyAnnouncer
