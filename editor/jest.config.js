// The editor's own tests (`npm test --workspace editor`, run from the project's folder as the editor
// itself is): editor/__tests__, with the project's jest
// setup (its Babel transform, CSS Modules and gatsby mocks: the previews render the site's components).
// The slow ones, with real builds (editor/__tests__/build/), run in the project's jest.build.config.js.
const base = require("../jest.config")

/** @type {import("jest").Config} */
module.exports = {
  ...base,
  rootDir: "..",
  // Only the editor's tests; the project's root stays a root for its manual mocks (__mocks__/gatsby.js).
  testMatch: ["<rootDir>/editor/**/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, "/editor/__tests__/build/"],
}
