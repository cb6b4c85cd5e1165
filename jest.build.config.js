// The slow tests (scripts/test-all.sh): real `gatsby build` and `gatsby develop` runs in a copy of the project.
const base = require("./jest.config")

/** @type {import("jest").Config} */
module.exports = {
  ...base,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/build/**/*.test.ts", "<rootDir>/editor/__tests__/build/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
  testTimeout: 10 * 60 * 1000,
  // One Gatsby build at a time: npm test runs these beside the suites that read the main build, one lane per core.
  maxWorkers: 1,
}
