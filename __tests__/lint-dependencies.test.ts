import { execFileSync } from "node:child_process"
import path from "node:path"

// The lint's rule that every imported package is declared by the workspace holding the file
// (eslint.config.mjs, import-x/no-extraneous-dependencies). chalk and webpack are installed (Gatsby brings
// them): only their declaration is missing. One ESLint process lints every case, with the project's config, that
// rule alone and without type information, which it does not read (16 s of processor with every rule, 4 s so).
const root = path.join(__dirname, "..")
const cases: [file: string, name: string, declared: boolean][] = [
  ["plugins/images/options.ts", "chalk", false],
  ["content-model/model.ts", "webpack", false],
  ["editor/admin/cms.tsx", "webpack", false],
  ["plugins/images/options.ts", "sharp", true],
  ["content-model/model.ts", "ajv", true],
  ["editor/admin/cms.tsx", "decap-cms-app", true],
]
const script = `
import { ESLint } from "eslint"
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === "import-x/no-extraneous-dependencies",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})
const out = []
for (const [filePath, name] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(\`import value from "\${name}"\\nexport const imported = value\\n\`, { filePath })
  out.push(result.messages.filter(m => m.ruleId === "import-x/no-extraneous-dependencies").map(m => m.message))
}
console.log(JSON.stringify(out))
`
let found: string[][] = []
beforeAll(() => {
  const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], {
    cwd: root,
    encoding: "utf8",
  })
  found = JSON.parse(stdout) as string[][]
}, 120_000)

test.each(cases.map((item, index) => [...item, index] as const))(
  "%s importing %s (declared by its workspace: %s)",
  (_file, name, declared, index) => {
    expect(found[index]).toEqual(declared ? [] : [expect.stringContaining(`'${name}' should be listed`)])
  },
)
