import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server"
import { passkeysFileFor, type Account } from "./accounts"
import { deviceOf, readPasskeys, writePasskeys, type StoredPasskey } from "./passkey-store"

/**
 * Passkeys (WebAuthn, @simplewebauthn/server), a second way in beside the password: registered by a
 * signed-in editor from the editor's page, then usable on the sign-in page. Only public keys are kept
 * (./passkey-store.ts), each bound to its account's stable id, which is also its WebAuthn user handle:
 * a passkey opens the account it was registered for, never another one given the same identifier later.
 */
export interface PasskeySignIn {
  /** The account's id and the passkey's. */
  account: string
  key: string
}

export class Passkeys {
  /** Challenges of sign-ins under way (no session yet): each usable once, for five minutes. */
  private readonly challenges = new Map<string, number>()
  readonly rpID: string
  private readonly file: string

  constructor(
    private readonly accountsFile: string,
    private readonly origin: string,
  ) {
    this.rpID = new URL(origin).hostname
    this.file = passkeysFileFor(accountsFile)
  }

  private read(): StoredPasskey[] {
    return readPasskeys(this.file, this.accountsFile)
  }

  private write(passkeys: StoredPasskey[]) {
    writePasskeys(this.file, passkeys)
  }

  count(account: Account) {
    return this.read().filter(passkey => passkey.account === account.id).length
  }

  /** Whether the passkey `key` is still kept for `account` (a revoked one ends the sessions it opened). */
  has(key: string, account: string) {
    return this.read().some(passkey => passkey.id === key && passkey.account === account)
  }

  registrationOptions(login: string, account: Account) {
    return generateRegistrationOptions({
      rpName: "Édition du site",
      rpID: this.rpID,
      userName: login,
      userID: new TextEncoder().encode(account.id),
      userDisplayName: account.name,
      attestationType: "none",
      excludeCredentials: this.read()
        .filter(passkey => passkey.account === account.id)
        .map(({ id, transports }) => ({ id, transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    })
  }

  /** Verifies a new passkey against the session's challenge and keeps it; false when it does not verify. */
  async register(
    account: Account,
    challenge: string,
    response: RegistrationResponseJSON,
    userAgent?: string,
  ): Promise<boolean> {
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
        account: account.id,
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports,
        userHandle: Buffer.from(account.id).toString("base64url"),
        device: deviceOf(userAgent),
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

  /**
   * The account a passkey's answer signs in and the passkey's id, or undefined (unknown or revoked key,
   * a user handle other than the one registered, bad signature, used challenge).
   */
  async signIn(response: AuthenticationResponseJSON, now = Date.now()): Promise<PasskeySignIn | undefined> {
    const passkeys = this.read()
    const passkey = passkeys.find(stored => stored.id === response?.id)
    if (!passkey) return undefined
    const handle = response.response?.userHandle
    if (handle !== undefined && handle !== passkey.userHandle) return undefined
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
    // Read again: the key may have been revoked (accounts command) while its answer was being verified.
    const fresh = this.read()
    const kept = fresh.find(stored => stored.id === passkey.id && stored.account === passkey.account)
    if (!kept) return undefined
    kept.counter = result.authenticationInfo.newCounter
    kept.lastUsed = new Date(now).toISOString()
    this.write(fresh)
    return { account: kept.account, key: kept.id }
  }
}
