import { readFileSync } from "node:fs"
import path from "node:path"
import { correctTypography, typographyRules } from "../../../content-model/typography"
import { guard, type ApiRequest } from "../../admin/save-guard"

const repo = path.resolve(".")
const onDisk = (file: string) => readFileSync(path.join(repo, "data", file), "utf8")
const save = (
  file: string,
  data: unknown,
  assets: ApiRequest["params"] extends infer P ? (P extends { assets?: infer A } ? A : never) : never = [],
) =>
  guard(repo, {
    action: "persistEntry",
    params: {
      dataFiles: [{ slug: file.replace(".json", ""), path: `data/${file}`, raw: JSON.stringify(data) }],
      assets,
    },
  })
const accepted = (verdict: ReturnType<typeof guard>) => {
  if (!verdict.ok) throw new Error(verdict.message)
  return verdict.request.params!.dataFiles![0].raw
}
const changedLines = (before: string, after: string) => {
  const a = before.split("\n")
  const b = after.split("\n")
  expect(b).toHaveLength(a.length)
  return a.map((line, index) => [line, b[index]]).filter(([x, y]) => x !== y)
}

describe("the save guard in front of decap-server", () => {
  test("one changed field is one changed line; $schema, key order, indentation and final newline are kept", () => {
    const original = onDisk("fondateurs.json")
    const data = JSON.parse(original) as { $schema?: string; items: Record<string, string>[] }
    // What the CMS may send: no $schema, keys in another order, no final newline.
    const { $schema: _schema, ...withoutSchema } = data
    const [first, ...others] = withoutSchema.items
    const { name: _name, ...rest } = first
    const raw = accepted(
      save("fondateurs.json", { ...withoutSchema, items: [{ ...rest, name: "Éloïse Marchetti" }, ...others] }),
    )
    expect(changedLines(original, raw)).toEqual([
      [`      "name": "${first.name}",`, `      "name": "Éloïse Marchetti",`],
    ])
    expect(raw.startsWith('{\n  "$schema": "./schemas/fondateurs.schema.json",')).toBe(true)
    expect(raw.endsWith("}\n")).toBe(true)
    expect(raw.charCodeAt(0)).not.toBe(0xfeff)
  })

  test("the typography that has one correct form is corrected as it is saved, and the result passes every rule", () => {
    const data = JSON.parse(onDisk("fondateurs.json")) as { items: Record<string, string>[] }
    const [first, ...others] = data.items
    const typed = `Notre équipe : 2ème promotion du diplôme, plus de 1 000 heures d'audit et 100 % de missions "sur mesure".`
    const raw = accepted(save("fondateurs.json", { ...data, items: [{ ...first, description: typed }, ...others] }))
    const saved = (JSON.parse(raw) as { items: Record<string, string>[] }).items[0].description
    expect(saved).toBe(correctTypography(typed).text)
    expect(saved).not.toBe(typed)
    expect(typographyRules.filter(({ pattern }) => pattern.test(saved)).map(({ name }) => name)).toEqual([])
  })

  test("typography that needs a person's choice is refused in French, naming the field", () => {
    const data = JSON.parse(onDisk("fondateurs.json")) as { items: Record<string, string>[] }
    const [first, ...others] = data.items
    const verdict = save("fondateurs.json", {
      ...data,
      items: [{ ...first, description: 'Un "seul guillemet.' }, ...others],
    })
    expect(verdict.ok).toBe(false)
    expect(!verdict.ok && verdict.message).toContain("description")
    expect(!verdict.ok && verdict.message).toContain("Typographie : guillemets droits")
  })

  test("an invalid SIREN is refused with the content check's French message", () => {
    const data = JSON.parse(onDisk("mentions-legales.json")) as { publisher: { siren: string } }
    data.publisher.siren = "123456789"
    const verdict = save("mentions-legales.json", data)
    expect(verdict.ok).toBe(false)
    expect(!verdict.ok && verdict.message).toContain(
      "✗ mentions-legales.json › publisher › siren : Numéro SIREN invalide.",
    )
    expect(!verdict.ok && verdict.message).toContain("rien n’a été écrit dans data/")
  })

  test("an empty required text, a malformed e-mail and an unknown route are refused", () => {
    const footer = JSON.parse(onDisk("pied-de-page.json")) as { contact: { email: string; title: string } }
    footer.contact.email = "contact@@exemple"
    footer.contact.title = "  "
    const verdict = save("pied-de-page.json", footer)
    expect(!verdict.ok && verdict.message).toContain(
      "pied-de-page.json › contact › email : Adresse électronique invalide.",
    )
    expect(!verdict.ok && verdict.message).toContain("pied-de-page.json › contact › title : Champ vide.")
    const navigation = JSON.parse(onDisk("navigation.json")) as { items: { path: string }[] }
    navigation.items[0].path = "/nos-activite"
    const route = save("navigation.json", navigation)
    expect(!route.ok && route.message).toContain("navigation.json › items › [0] › path : Page inexistante.")
  })

  test("a photo that is not an image is refused, even before the founders use it", () => {
    const verdict = guard(repo, {
      action: "persistMedia",
      params: {
        asset: {
          path: "data/images/fondateurs/portrait.jpg",
          content: Buffer.from("%PDF-1.7 …").toString("base64"),
          encoding: "base64",
        },
      },
    })
    expect(verdict).toEqual({
      ok: false,
      message: expect.stringContaining("Ce fichier n’est pas une image") as string,
      forEditor: expect.stringContaining("Le fichier choisi n’est pas une image") as string,
      places: [],
    })
    expect(!verdict.ok && verdict.forEditor).not.toMatch(/data\/|images\/|\.pdf|✗/)
  })

  test("a new founder photo in the right folder is accepted, and a photo in the wrong format is refused", () => {
    const data = JSON.parse(onDisk("fondateurs.json")) as { items: { photo: string }[] }
    const jpeg = readFileSync(path.join(repo, "data", data.items[0].photo)).toString("base64")
    data.items[0].photo = "images/fondateurs/nouvelle-photo.jpg"
    expect(
      save("fondateurs.json", data, [
        { path: "data/images/fondateurs/nouvelle-photo.jpg", content: jpeg, encoding: "base64" },
      ]).ok,
    ).toBe(true)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString("base64")
    // The second founder's photo, the founders swapped: the editor's message names the founder, whatever the order.
    const swapped = JSON.parse(onDisk("fondateurs.json")) as { items: { photo: string; name: string }[] }
    swapped.items.reverse()
    swapped.items[1].photo = "images/fondateurs/nouvelle-photo.svg"
    const verdict = save("fondateurs.json", swapped, [
      { path: "data/images/fondateurs/nouvelle-photo.svg", content: svg, encoding: "base64" },
    ])
    expect(!verdict.ok && verdict.message).toContain("fondateurs.json › items › [1] › photo : Forme incorrecte.")
    const { name } = swapped.items[1]
    const told = !verdict.ok ? verdict.forEditor : ""
    expect(told).toContain(`» (${name})\u00a0: Forme incorrecte.`)
    expect(told).not.toMatch(/fondateurs\.json|items|\[1\]|« photo »|✗/)
    expect(!verdict.ok && verdict.places).toEqual([{ field: expect.any(String) as string, item: name }])
  })

  test("files outside data/ are refused; reading is left alone", () => {
    expect(
      guard(repo, {
        action: "persistEntry",
        params: { dataFiles: [{ path: "gatsby-config.ts", raw: "{}" }], assets: [] },
      }).ok,
    ).toBe(false)
    expect(guard(repo, { action: "deleteFile", params: { path: "data/site.json" } }).ok).toBe(false)
    expect(guard(repo, { action: "getEntry", params: { path: "data/site.json" } }).ok).toBe(true)
  })
})
