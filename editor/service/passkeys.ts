import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server"
import type { Account } from "./accounts"

/**
 * Passkeys (WebAuthn, @simplewebauthn/server), a second way in beside the password: registered by a
 * signed-in editor from the editor's page, then usable on the sign-in page. Only public keys are kept,
 * in a file beside the accounts (mode 600); a passkey whose account is removed no longer signs in.
 */
export interface StoredPasskey {
  login: string
  /** The credential's id and public key, base64url. */
  id: string
  publicKey: string
  counter: number
  transports?: string[]
  created: string
}

export class Passkeys {
  /** Challenges of sign-ins under way (no session yet): each usable once, for five minutes. */
  private readonly challenges = new Map<string, number>()
  readonly rpID: string

  constructor(
    private readonly file: string,
    private readonly origin: string,
  ) {
    this.rpID = new URL(origin).hostname
  }

  private read(): StoredPasskey[] {
    if (!existsSync(this.file)) return []
    return JSON.parse(readFileSync(this.file, "utf8")) as StoredPasskey[]
  }

  private write(passkeys: StoredPasskey[]) {
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify(passkeys, null, 2)}\n`, { mode: 0o600 })
    renameSync(`${this.file}.tmp`, this.file)
  }

  count(login: string) {
    return this.read().filter(passkey => passkey.login === login).length
  }

  registrationOptions(login: string, account: Account) {
    return generateRegistrationOptions({
      rpName: "Édition du site",
      rpID: this.rpID,
      userName: login,
      userID: new TextEncoder().encode(login),
      userDisplayName: account.name,
      attestationType: "none",
      excludeCredentials: this.read()
        .filter(passkey => passkey.login === login)
        .map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    })
  }

  /** Verifies a new passkey against the session's challenge and keeps it; false when it does not verify. */
  async register(login: string, challenge: string, response: RegistrationResponseJSON): Promise<boolean> {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: false,
    }).catch(() => ({ verified: false, registrationInfo: undefined }))
    if (!verified || !registrationInfo) return false
    const { credential } = registrationInfo
    this.write([
      ...this.read().filter(passkey => passkey.id !== credential.id),
      {
        login,
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports,
        created: new Date().toISOString(),
      },
    ])
    return true
  }

  async signInOptions(now = Date.now()) {
    for (const [challenge, until] of this.challenges) if (until < now) this.challenges.delete(challenge)
    // Bounded like the throttle: a flood of requests for options cannot grow the table without limit.
    if (this.challenges.size >= 1_000) this.challenges.delete(this.challenges.keys().next().value!)
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: "preferred" })
    this.challenges.set(options.challenge, now + 5 * 60_000)
    return options
  }

  /** The login a passkey's answer signs in, or undefined (unknown key, bad signature, used challenge). */
  async signIn(response: AuthenticationResponseJSON, now = Date.now()): Promise<string | undefined> {
    const passkeys = this.read()
    const passkey = passkeys.find(stored => stored.id === response?.id)
    if (!passkey) return undefined
    const consume = (challenge: string) => {
      const until = this.challenges.get(challenge)
      this.challenges.delete(challenge)
      return until !== undefined && until >= now
    }
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: consume,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => undefined)
    if (!result?.verified) return undefined
    passkey.counter = result.authenticationInfo.newCounter
    this.write(passkeys)
    return passkey.login
  }
}
