import { readdirSync, readFileSync } from "node:fs"
import { builtinModules } from "node:module"
import path from "node:path"
import ts from "typescript"

// The model's top-level files run unchanged in the editor's browser page: they import no Node module and
// nothing from node/, directly or through a package's Node entry (the page's bundle would fail on it).
const root = path.join(__dirname, "..")
const pureFiles = readdirSync(root).filter(name => name.endsWith(".ts"))
const node = new Set(builtinModules.flatMap(name => [name, `node:${name}`]))

test.each(pureFiles)("%s imports no Node module and nothing from content-model/node/", name => {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, name), "utf8"), true, true)
  const imports = importedFiles.map(({ fileName }) => fileName)
  expect(imports.filter(spec => node.has(spec) || spec.startsWith("./node/") || spec === "./node")).toEqual([])
})

test("the pure part is the model's larger part (a folder listing that came back empty would pass the test above)", () => {
  expect(pureFiles).toEqual(expect.arrayContaining(["model.ts", "content-checks.ts", "typography.ts", "report.ts"]))
})
