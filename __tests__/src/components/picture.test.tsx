import * as React from "react"
import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../../src/components/picture"

const image: IGatsbyImageData = {
  layout: "fixed",
  width: 160,
  height: 160,
  images: {
    fallback: { src: "/static/a/160.jpg", srcSet: "/static/a/160.jpg 160w,/static/a/320.jpg 320w", sizes: "160px" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/160.avif 160w,/static/a/320.avif 320w", sizes: "160px" },
      { type: "image/webp", srcSet: "/static/a/160.webp 160w,/static/a/320.webp 320w", sizes: "160px" },
    ],
  },
}

describe("Picture", () => {
  it("offers every format and width to the browser, AVIF first", () => {
    const { container } = render(<Picture image={image} alt="Portrait" />)
    const sources = [...container.querySelectorAll("source")]
    expect(sources.map(source => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    expect(sources[0]).toHaveAttribute("srcset", image.images.sources![0].srcSet)
    expect(sources[0]).toHaveAttribute("sizes", "160px")
  })

  it("keeps its box before loading, lazily, with its alternative text", () => {
    render(<Picture image={image} alt="Portrait" />)
    const img = screen.getByRole("img", { name: "Portrait" })
    expect(img).toHaveAttribute("src", "/static/a/160.jpg")
    expect(img).toHaveAttribute("srcset", image.images.fallback!.srcSet)
    expect(img).toHaveAttribute("width", "160")
    expect(img).toHaveAttribute("height", "160")
    expect(img).toHaveAttribute("loading", "lazy")
  })

  it("shows the blurred placeholder behind the photo until it paints", () => {
    const blurred = "data:image/jpeg;base64,AAAA"
    render(<Picture image={{ ...image, placeholder: { fallback: blurred } }} alt="Portrait" />)
    expect(screen.getByRole("img", { name: "Portrait" }).style.backgroundImage).toBe(`url(${blurred})`)
  })
})
