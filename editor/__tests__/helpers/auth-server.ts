/**
 * The service's authentication (editor/service/auth.ts) in an HTTP server of its own, answering what
 * the signed-in editor would get, and requests sent with exactly the headers given (fetch sets
 * Sec-Fetch-Mode itself, always to « cors »).
 */
import { request, type IncomingHttpHeaders, type Server } from "node:http"
import express from "express"
import { authentication, type AuthOptions, type Editor } from "../../service/auth"

export const ORIGIN = "https://edition.sylvene-audit.example"

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

export async function authServer(options: Omit<AuthOptions, "origin">) {
  const app = express()
  app.use(authentication({ origin: ORIGIN, ...options }))
  app.use((_request, response) => response.json({ editor: (response.locals.editor as Editor).account.name }))
  const server = await new Promise<Server>(resolve => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
  })
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`

  const exactly = (method: string, url: string, headers: Record<string, string> = {}, body = "") =>
    new Promise<Answer>((resolve, reject) => {
      const sent = request(`${base}${url}`, { method, headers }, response => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      })
      sent.on("error", reject)
      sent.end(body)
    })
  const signIn = (login: string, password: string, headers: Record<string, string> = {}) =>
    exactly(
      "POST",
      "/connexion",
      { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      new URLSearchParams({ username: login, password, retour: "/admin/#/collections/contenu" }).toString(),
    )
  /** A JSON POST from the editor's own page. */
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    exactly("POST", url, { Origin: ORIGIN, "Content-Type": "application/json", ...headers }, JSON.stringify(body))
  // Node's own agent keeps connections alive: closed with the server, no socket is left for jest to wait on.
  const close = () => {
    server.close()
    server.closeAllConnections()
  }
  return { server, exactly, signIn, post, close }
}

export const cookieOf = (answer: Answer) => (answer.headers["set-cookie"] ?? [])[0]?.split(";")[0] ?? ""
