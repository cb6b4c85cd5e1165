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
