// The shared gatsby mock of Gatsby's unit-testing guide: Link renders an <a>, queries are stubs
// that each test (or jest.setup.ts) fills with content.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Gatsby-only props are dropped so they don't reach the DOM.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, onClick, ...rest }) =>
      React.createElement("a", {
        ...rest,
        href: to,
        // Like Gatsby's router, handle the click in-page instead of loading a new document.
        onClick: event => {
          onClick?.(event)
          event.preventDefault()
        },
      }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
