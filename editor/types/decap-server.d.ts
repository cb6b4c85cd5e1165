// decap-server ships no types; these are the functions editor/local/edit-server.ts (file system) and
// editor/service/api.ts (git mode) use.
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express"
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>
  export function registerLocalGit(app: Express, options?: { logLevel?: string }): Promise<void>
}
