/**
 * The SHA-256 of a file, as 64 lowercase hexadecimal characters, computed by the browser (Web Crypto):
 * the file never leaves the reader's device. Loaded only when the reader picks a file (report-check.tsx).
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), byte => byte.toString(16).padStart(2, "0")).join("")
}
