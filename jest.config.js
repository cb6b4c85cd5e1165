// As in Gatsby's unit-testing guide: babel-preset-gatsby, CSS modules as identity maps, a gatsby mock.
/** @type {import("jest").Config} */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(jpe?g|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
    // One React for every test, the site's: the editor's workspace has its own (React 19, for Decap CMS),
    // which a test file under editor/ would otherwise get beside the testing library's React 18.
    "^(react|react-dom)(/.*)?$": "<rootDir>/node_modules/$1$2",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "/public/",
    "/e2e/",
    "/\\.e2e/",
    "/editor/e2e/local/",
    "/editor/e2e/hosted/",
    "/__tests__/helpers/",
    "/__tests__/build/",
    // Orca on Firefox ESR in a virtual display: node:test, `npm run test:orca`.
    "/__tests__/orca/",
    "/bench/floor/",
    "/bench/first-tap/",
  ],
  // The benchmark's floor is a site of its own, with its own package.json, .cache/ and public/ once built; .e2e/
  // holds the tests' copies of the project (tooling/copy-project.ts) and builds.
  modulePathIgnorePatterns: ["<rootDir>/bench/floor/", "<rootDir>/.e2e/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|decap-cms-locales)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  // Some tests run a child process or encode images: about 1 s each here, but over jest's 5 s default
  // on a loaded CI machine (an AVIF test did). The limit only stops a hung test; no test is timed.
  testTimeout: 20_000,
  // One worker per core, not jest's default (cores − 1: one on the CI's two cores). Most tests wait on git,
  // child processes and the file system: on two cores, editor/__tests__/service took 120–148 s with one
  // worker and 71–75 s with two (2026-11-28, same machine, back to back).
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts", "<rootDir>/tooling/assertion-setup.ts"],
}
