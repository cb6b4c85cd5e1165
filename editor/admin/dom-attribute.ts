/**
 * Sets an attribute unless it already has that value: the scripts that name Decap's controls run at each
 * change of the page, and most runs change nothing.
 */
export const setAttribute = (element: Element, name: string, value: string) => {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}
