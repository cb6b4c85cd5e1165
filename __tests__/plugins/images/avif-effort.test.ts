import sharp from "sharp"
import { AVIF_EFFORT, setAvifEffort } from "../../../plugins/images/avif-effort"

// A small picture with detail: the encoder's effort still changes its bytes, and five encodes stay
// well under a second. At 256 px they took over 5 s on a loaded CI machine.
const SIDE = 64
const noise = () =>
  sharp(Buffer.from(Array.from({ length: SIDE * SIDE * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: SIDE, height: SIDE, channels: 3 },
  })

describe("setAvifEffort", () => {
  it("makes sharp encode AVIF at the chosen effort unless the call gives one, like gatsby-plugin-sharp's", async () => {
    const atDefault = await noise().avif({ quality: 80 }).toBuffer()
    const atChosen = await noise().avif({ quality: 80, effort: AVIF_EFFORT }).toBuffer()
    expect(atChosen.equals(atDefault)).toBe(false)

    setAvifEffort()
    setAvifEffort()
    expect(await noise().avif({ quality: 80 }).toBuffer()).toEqual(atChosen)
    expect(await noise().avif({ quality: 80, effort: 4 }).toBuffer()).toEqual(atDefault)
    expect((await sharp(await noise().avif({ quality: 80 }).toBuffer()).metadata()).format).toBe("heif")
  })
})
