import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./__tests__/helpers/content"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockImplementation(() => staticQueryData())
})
