// Gatsby's own Babel preset, so tests compile TSX and `graphql` tags the way the build does.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
})
