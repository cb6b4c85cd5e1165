import type { NextFunction, Request, Response } from "express"

/** More than nginx lets through (`client_max_body_size`): such a body is not read, the connection closed. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024

/**
 * An answer given before the request's body was read (a refusal: 401, 403, 429, 413, 404) waits
 * until the body has arrived, read and dropped (issue 37, point 4). Otherwise Node closes the
 * connection while nginx is still sending the body: nginx sees a broken pipe and answers 502, and
 * the editor never sees the 401 (no password prompt) nor the French message.
 */
export function answerAfterBody(request: Request, response: Response, next: NextFunction) {
  const end = response.end.bind(response) as (...args: unknown[]) => Response
  response.end = ((...args: unknown[]) => {
    if (request.complete) return end(...args)
    let drained = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      end(...args)
    }
    request.on("data", (chunk: Buffer) => {
      drained += chunk.length
      if (drained <= MAX_DRAINED_BYTES) return
      // Not sent by nginx: not worth reading. Answered, then the connection is closed.
      if (!response.headersSent) response.setHeader("Connection", "close")
      request.removeAllListeners("data")
      request.pause()
      finish()
      response.once("finish", () => request.socket.destroy())
    })
    request.once("end", finish)
    request.once("close", finish)
    request.resume()
    return response
  }) as Response["end"]
  next()
}
