import type { Page } from "@playwright/test"

/** The roles of what a person acts on: buttons, links and form controls (WAI-ARIA widget roles). */
const CONTROLS = new Set([
  "button",
  "checkbox",
  "combobox",
  "link",
  "listbox",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "textbox",
  "treeitem",
])

interface AXValue {
  value?: unknown
}
interface AXNode {
  ignored: boolean
  role?: AXValue
  name?: AXValue
  description?: AXValue
  backendDOMNodeId?: number
}

/**
 * Every button, link and form control the page shows without an accessible name (what a screen reader
 * would announce as « bouton » alone), each as its role and the start of its HTML.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] }
    const unnamed = nodes.filter(
      node =>
        !node.ignored &&
        CONTROLS.has(String(node.role?.value)) &&
        !(typeof node.name?.value === "string" && node.name.value.trim()),
    )
    return await Promise.all(
      unnamed.map(async node => {
        if (node.backendDOMNodeId === undefined) return String(node.role?.value)
        const { object } = await cdp.send("DOM.resolveNode", { backendNodeId: node.backendDOMNodeId })
        const { result } = (await cdp.send("Runtime.callFunctionOn", {
          objectId: object.objectId!,
          functionDeclaration: "function () { return this.outerHTML.replace(/\\s+/g, ' ').slice(0, 160) }",
          returnByValue: true,
        })) as { result: { value: string } }
        return `${String(node.role?.value)} ${result.value}`
      }),
    )
  } finally {
    await cdp.detach()
  }
}

/** The names and descriptions Chromium computes for the page (aria-describedby's text too, hidden or not). */
export async function spokenNames(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] }
    return nodes
      .filter(node => !node.ignored)
      .flatMap(node => [node.name?.value, node.description?.value])
      .filter(said => typeof said === "string" && said)
      .join("\n")
  } finally {
    await cdp.detach()
  }
}
