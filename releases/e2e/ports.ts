/** Each spec's nginx has its own port, apart from the main browser tests' E2E_PORT (report-check.spec.ts reuses RELEASE_PORT: one worker, one spec at a time). */
export const RELEASE_PORT = Number(process.env.E2E_RELEASE_PORT ?? 9091)
export const LOAD_PORT = Number(process.env.E2E_LOAD_PORT ?? 9092)
