import "./src/styles/global.css"

export { wrapPageElement } from "./src/wrap-page-element"
