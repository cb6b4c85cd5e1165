// Renders a plain <img> so tests can see the image and its alt text without Gatsby's runtime.
const React = require("react")
const actual = jest.requireActual("gatsby-plugin-image")

module.exports = {
  ...actual,
  GatsbyImage: jest
    .fn()
    .mockImplementation(({ image, alt, className }) =>
      React.createElement("img", { src: image?.images?.fallback?.src, alt, className }),
    ),
}
