/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import {
  CLOUDFLARE_PAGES_LIMITS,
  cloudflarePagesProblems,
  collectInline,
  contentSecurityPolicy,
  cspHash,
  icoFromPng,
  renderHeaders,
  renderNginxCsp,
  renderRedirects,
  renderRobots,
  webpackAssets,
} from "../../../plugins/deploy-files/deploy-files"

const page = `<!DOCTYPE html><html><head>
<style data-href="/styles.css">body{margin:0}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body><div style="outline:none">
<script type="module">const a=1;</script>
<script
  id="gatsby-chunk-mapping"
>window.___chunkMapping="{}";</script>
<noscript><style>.x{opacity:1}</style></noscript>
</body></html>`

describe("collectInline", () => {
  const inline = collectInline(page)

  it("takes the scripts the browser runs, as written, and leaves out data blocks and external files", () => {
    expect([...inline.scripts]).toEqual(["const a=1;", 'window.___chunkMapping="{}";'])
  })

  it("takes every style element, those of <noscript> too", () => {
    expect([...inline.styles]).toEqual(["body{margin:0}", ".x{opacity:1}"])
  })
})

describe("cspHash", () => {
  it("is the base64 SHA-256 the CSP specification defines", () => {
    // The hash Chromium prints for an empty inline script.
    expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(collectInline(page))
  const directive = (name: string) => csp.split("; ").find(part => part.startsWith(`${name} `))

  it("allows the site's scripts and the hashed inline ones, never any inline script", () => {
    expect(directive("script-src")).toBe(
      `script-src 'self' ${[cspHash("const a=1;"), cspHash('window.___chunkMapping="{}";')].sort().join(" ")}`,
    )
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it("hashes the style elements and forbids framing, other hosts and plugins", () => {
    expect(directive("style-src-elem")).toContain(cspHash("body{margin:0}"))
    expect(directive("style-src-elem")).not.toContain("'unsafe-inline'")
    expect(directive("default-src")).toBe("default-src 'none'")
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
    expect(csp).not.toMatch(/https?:|\*/)
  })
})

describe("renderHeaders", () => {
  const template = "/*\n  Content-Security-Policy: __CSP__\n  X-Content-Type-Options: nosniff\n"

  it("fills in the CSP and makes each of webpack's files immutable", () => {
    const headers = renderHeaders(template, "default-src 'none'", ["app-0123456789abcdef0123.js"])
    expect(headers).toContain("  Content-Security-Policy: default-src 'none'\n")
    expect(headers).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable\n")
    expect(headers).not.toContain("__CSP__")
  })

  it("refuses a template without its CSP line", () => {
    expect(() => renderHeaders("/*\n  X-Frame-Options: DENY\n", "x", [])).toThrow(/__CSP__/)
  })
})

describe("renderRedirects", () => {
  it("serves each page folder at its address without a slash, and drops a trailing slash everywhere", () => {
    const redirects = renderRedirects(["index.html", "404.html", "b/index.html", "a/c/index.html", "404/index.html"])
    const rules = redirects.split("\n").filter(line => line !== "" && !line.startsWith("#"))
    expect(rules).toEqual(["/404 /404/ 200", "/a/c /a/c/ 200", "/b /b/ 200", "/*/ /:splat 301"])
  })

  it("refuses an address the file format cannot hold", () => {
    expect(() => renderRedirects(["mes pages/index.html"])).toThrow("/mes pages : adresse de page inutilisable")
  })
})

describe("cloudflarePagesProblems", () => {
  const { headerRules, headerLineLength, dynamicRedirects, redirectLineLength } = CLOUDFLARE_PAGES_LIMITS
  const rule = (index: number) => `/file-${index}.js\n  Cache-Control: no-cache\n`
  const rules = (count: number) => Array.from({ length: count }, (_, index) => rule(index)).join("\n")

  it("accepts files at the limits, comments and blank lines not counted as rules", () => {
    const headers = `# A comment\n${rules(headerRules - 1)}\n/*\n  X: ${"y".repeat(headerLineLength - 5)}\n`
    const redirects = `# A comment\n${Array.from({ length: dynamicRedirects }, (_, index) => `/d${index}/* /:splat 301`).join("\n")}\n`
    expect(cloudflarePagesProblems(headers, redirects)).toEqual([])
  })

  it("names each rule or line Cloudflare Pages would drop", () => {
    const headers = `${rules(headerRules)}\n/*\n  X: ${"y".repeat(headerLineLength - 4)}\n`
    const redirects = `/a ${"/b".repeat(redirectLineLength / 2)} 301\n${"/c/* /:splat 301\n".repeat(dynamicRedirects + 1)}`
    expect(cloudflarePagesProblems(headers, redirects)).toEqual([
      `_headers, ligne ${headerRules * 3 + 2} : ${headerLineLength + 1} caractères, ${headerLineLength} au plus`,
      `_headers : ${headerRules + 1} règles, ${headerRules} au plus`,
      `_redirects, ligne 1 : ${redirectLineLength + 7} caractères, ${redirectLineLength} au plus`,
      `_redirects : ${dynamicRedirects + 1} règles avec * ou :nom, ${dynamicRedirects} au plus`,
    ])
  })
})

describe("webpackAssets", () => {
  it("lists each file of each chunk group once", () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] },
        page: { assets: [{ name: "styles.css" }, { name: "page-2.js" }] },
      },
    }
    expect(webpackAssets(stats)).toEqual(["app-1.js", "page-2.js", "styles.css"])
  })
})

describe("the nginx and CDN configurations", () => {
  const read = (file: string) => readFileSync(path.resolve("deploy", file), "utf8")
  const nginxHeaders = Object.fromEntries(
    [...read("nginx/security-headers.conf").matchAll(/^add_header ([\w-]+) "([^"]+)" always;$/gm)].map(
      ([, name, value]) => [name, value],
    ),
  )
  const cdnHeaders = Object.fromEntries(
    [.../^\/\*\n((?: {2}.+\n)+)/m.exec(read("_headers"))![1].matchAll(/^ {2}([\w-]+): (.+)$/gm)].map(
      ([, name, value]) => [name, value],
    ),
  )

  it("send the same security headers", () => {
    const { "Content-Security-Policy": csp, ...cdn } = cdnHeaders
    expect(csp).toBe("__CSP__")
    expect(Object.keys(nginxHeaders).length).toBeGreaterThan(4)
    expect(nginxHeaders).toEqual(cdn)
  })

  it("give nginx the CSP as one more header of every response", () => {
    expect(renderNginxCsp("default-src 'none'")).toMatch(
      /^add_header Content-Security-Policy "default-src 'none'" always;$/m,
    )
    expect(read("nginx/security-headers.conf")).toMatch(/^include sylvene-audit\/csp\.conf;$/m)
  })
})

describe("renderRobots", () => {
  it("allows everything and gives the sitemap's absolute address", () => {
    expect(renderRobots("https://www.exemple.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.example/sitemap.xml\n",
    )
  })
})

describe("icoFromPng", () => {
  it("wraps a PNG in an icon directory of one image", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    const ico = icoFromPng(png, 32)
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32])
    expect(ico.readUInt32LE(14)).toBe(png.length)
    expect(ico.readUInt32LE(18)).toBe(22)
    expect(ico.subarray(22)).toEqual(png)
  })
})
