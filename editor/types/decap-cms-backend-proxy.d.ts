// decap-cms-backend-proxy's package points its types at a file it does not ship; editor/admin/cms.tsx
// extends its backend class (a Decap backend: constructed by Decap, `logout` called at « Déconnexion »).
declare module "decap-cms-backend-proxy" {
  export class ProxyBackend {
    constructor(...args: unknown[])
    logout(): Promise<void> | void | null
  }
}
