import { expect, test } from "@playwright/test"
import { readGrid, summarize } from "../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../content-model/node/project-root"
import { readContent } from "./helpers"

const grid = readGrid(projectRoot)
const statement = readContent("accessibilite.json")

test("the statement names the site's address and the status the grid gives, as every footer does", async ({ page }) => {
  await page.goto("/accessibilite")
  const { siteUrl } = readContent("site.json")
  const status = statement.status[summarize(grid).status]
  const sentence = statement.conformity.statement.replace("{adresse}", siteUrl).replace("{statut}", status)
  await expect(page.getByRole("main").getByText(sentence, { exact: true })).toBeVisible()
  await expect(page.getByRole("contentinfo").getByRole("link", { name: new RegExp(`${status}$`) })).toBeVisible()
})

test("the statement's test environment lists what the grid says was used, the screen reader included", async ({
  page,
}) => {
  await page.goto("/accessibilite")
  const heading = page.getByRole("heading", { name: statement.establishment.environmentHeading, exact: true })
  const list = heading.locator("xpath=following-sibling::ul[1]")
  const { navigateurs, outils, technologiesAssistance, nonTestees } = grid.environnement
  await expect(list.getByRole("listitem")).toHaveText([...navigateurs, ...outils, ...technologiesAssistance])
  expect(outils.some(tool => tool.includes("@guidepup/virtual-screen-reader"))).toBe(true)
  await expect(page.getByText(nonTestees, { exact: true })).toBeVisible()
})
