/**
 * Signing in to the hosted editor from a script (the install check, the publish bench, the hosted
 * specs): the sign-in form's POST (editor/service/sign-in-page.ts) through nginx, as the page sends it.
 */
import { request } from "node:https"

export interface SignInRequest {
  /** Where nginx listens, e.g. https://127.0.0.1:9511. */
  url: string
  /** The editor's public origin (the service's --origine), sent as the page's Origin. */
  origin: string
  login: string
  password: string
  /** A loopback address to send from (nginx passes it on as the client's). */
  localAddress?: string
}

/** The answer's status and, when a session was opened, its Cookie header. */
export function signInRequest({ url, origin, login, password, localAddress }: SignInRequest) {
  const body = new URLSearchParams({ username: login, password, retour: "/admin/" }).toString()
  return new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
    const sent = request(
      `${url}/connexion`,
      {
        method: "POST",
        localAddress,
        rejectUnauthorized: false,
        headers: {
          Host: new URL(origin).host,
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      response => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, cookie: response.headers["set-cookie"]?.[0]?.split(";")[0] })
      },
    )
    sent.on("error", reject)
    sent.end(body)
  })
}

/** The Cookie header of a new session, or an error naming the status. */
export async function sessionFor(options: SignInRequest) {
  const { status, cookie } = await signInRequest(options)
  if (status !== 303 || !cookie) throw new Error(`connexion de ${options.login} refusée : ${status}`)
  return cookie
}
