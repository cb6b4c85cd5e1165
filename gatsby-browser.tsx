import "./src/styles/global.module.css"

export { wrapPageElement } from "./src/wrap-page-element"
