import webpack from "webpack"

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * Marks every script of the browser build for eager compilation. Without it V8 compiles each
 * function on the main thread the first time it runs: Gatsby's start-up, the first hydration and
 * React's first event all paid for it at the visitor's first tap (README.md). With it, Chromium 136 and later compile the whole file on a background thread while
 * it downloads; other browsers read a comment. The line must open the file, so the banner is added
 * after Terser (which keeps no comment but its licence notice) and before webpack hashes the
 * content (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH): a file's name still follows its bytes.
 */
export const compileHints = () =>
  new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  })
