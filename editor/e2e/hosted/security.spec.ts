import { request as https } from "node:https"
import { expect, test } from "@playwright/test"
import { ORIGIN, TLS_PORT, editors } from "./env"
import { postSignIn, sessionCookie } from "./helpers"

/** A GET through nginx from a chosen loopback address (nginx passes it on as the client's). */
function from(address: string, path: string, cookie?: string) {
  return new Promise<number>((resolve, reject) => {
    const request = https(
      {
        host: "127.0.0.1",
        port: TLS_PORT,
        path,
        localAddress: address,
        rejectUnauthorized: false,
        headers: cookie ? { Cookie: cookie } : {},
      },
      response => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on("error", reject)
    request.end()
  })
}

const pages = [
  "/",
  "/admin/",
  "/admin/index.html",
  "/admin/cms.js",
  "/admin/decap-cms-app.js",
  "/nimporte-quoi",
  "/.git/config",
]
const api = ["/api/etat", "/api/v1", "/api/annuler-publication", "/api/cles"]

test("without a session: every page leads to the sign-in page, every API path answers 401", async ({ request }) => {
  for (const path of pages) {
    const anonymous = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 })
    expect(anonymous.status(), path).toBe(303)
    expect(anonymous.headers().location, path).toBe(`/connexion?retour=${encodeURIComponent(path)}`)
  }
  for (const path of api) {
    const anonymous = await request.get(`${ORIGIN}${path}`)
    expect(anonymous.status(), path).toBe(401)
    expect(anonymous.headers()["www-authenticate"], path).toBeUndefined()
    expect(((await anonymous.json()) as { error: string }).error).toContain("Identification requise")
  }
  const post = await request.post(`${ORIGIN}/api/v1`, { data: { action: "info" }, headers: { Origin: ORIGIN } })
  expect(post.status()).toBe(401)
  const wrong = await postSignIn({ ...editors.b, password: "pas-le-bon" })
  expect(wrong).toEqual({ status: 401, cookie: undefined })
})

test("a request from another site's page is refused, even with the editor's credentials", async ({ request }) => {
  const body = { action: "info" }
  const ok = await request.post(`${ORIGIN}/api/v1`, {
    data: body,
    headers: { Cookie: await sessionCookie(editors.a), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
  })
  expect(ok.status()).toBe(200)
  for (const headers of [
    { Origin: "https://attaquant.example" },
    { Origin: "null" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
  ] as Record<string, string>[]) {
    const refused = await request.post(`${ORIGIN}/api/v1`, {
      data: body,
      headers: { Cookie: await sessionCookie(editors.a), ...headers },
    })
    expect(refused.status(), JSON.stringify(headers)).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toContain("Requête refusée")
  }
})

test("the editor's page has its own strict policy; the service is not reachable but through nginx on loopback", async ({
  request,
}) => {
  const page = await request.get(`${ORIGIN}/admin/`, { headers: { Cookie: await sessionCookie(editors.a) } })
  expect(page.status()).toBe(200)
  const csp = page.headers()["content-security-policy"]
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).not.toMatch(/https?:/)
  expect(page.headers()["strict-transport-security"]).toContain("max-age=")
})

test("failed sign-ins are limited per client address and per account, and a blocked client is refused even with a good password", async () => {
  // A client of its own (127.0.0.2), an account nobody else uses: the other tests are not blocked.
  for (let attempt = 0; attempt < 5; attempt++)
    expect((await postSignIn({ login: "inconnu", password: `essai-${attempt}` }, "127.0.0.2")).status).toBe(401)
  expect((await postSignIn({ login: "inconnu", password: "essai-5" }, "127.0.0.2")).status).toBe(429)
  expect((await postSignIn(editors.b, "127.0.0.2")).status).toBe(429)
  // Another client is not concerned; the same account from five addresses is blocked too.
  const other = await postSignIn(editors.b, "127.0.0.3")
  expect(other.status).toBe(303)
  expect(await from("127.0.0.3", "/admin/", other.cookie)).toBe(200)
  for (let client = 4; client < 9; client++)
    expect((await postSignIn({ login: "personne", password: "faux" }, `127.0.0.${client}`)).status).toBe(401)
  expect((await postSignIn({ login: "personne", password: "faux" }, "127.0.0.9")).status).toBe(429)
})

test("a refused large upload gets its 401, 403 or 413 through nginx, with its headers and French message, never 502", async ({
  request,
}) => {
  const body = Buffer.alloc(10 * 1024 * 1024, "a")
  const headers = { "Content-Type": "application/json" }
  const anonymous = await request.post(`${ORIGIN}/api/v1`, { data: body, headers })
  expect(anonymous.status()).toBe(401)
  expect(((await anonymous.json()) as { error: string }).error).toContain("Identification requise")
  const elsewhere = await request.post(`${ORIGIN}/api/v1`, {
    data: body,
    headers: { ...headers, Cookie: await sessionCookie(editors.a), Origin: "https://attaquant.example" },
  })
  expect(elsewhere.status()).toBe(403)
  expect(((await elsewhere.json()) as { error: string }).error).toContain("Requête refusée")
  // Over nginx's own limit (client_max_body_size): nginx answers, in the service's words.
  const heavy = await request.post(`${ORIGIN}/api/v1`, {
    data: Buffer.alloc(13 * 1024 * 1024, "a"),
    headers: { ...headers, Cookie: await sessionCookie(editors.a), Origin: ORIGIN },
  })
  expect(heavy.status()).toBe(413)
  expect(await heavy.json()).toEqual({ error: "Envoi trop lourd : une image fait 8 Mo au plus." })
})
