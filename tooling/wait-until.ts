import { createConnection } from "node:net"

/** The project's one polling loop: calls `ready` every `intervalMs` until it is true or `timeoutMs` has passed; resolves whether it became true. */
export async function waitUntil(
  ready: () => boolean | Promise<boolean>,
  { timeoutMs = Infinity, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await ready()) return true
    if (Date.now() >= deadline) return false
    await new Promise(resolve => setTimeout(resolve, intervalMs))
  }
}

/** Whether something accepts connections on a loopback port: what the project's servers wait for. */
export const listening = (port: number) =>
  new Promise<boolean>(resolve => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => {
      socket.end()
      resolve(true)
    })
    socket.on("error", () => resolve(false))
  })
