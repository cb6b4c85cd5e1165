/**
 * A passkey authenticator in software, for the tests and the bench that talk to the service without a
 * browser (the browser specs use Chromium's virtual authenticator): ES256 keys made here, answers in
 * the JSON of @simplewebauthn/browser, attestation « none ». It keeps its keys when an account is
 * removed, as a person's device would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto"
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server"
import { isoCBOR } from "@simplewebauthn/server/helpers"

export interface SoftwareCredential {
  id: string
  privateKey: KeyObject
  /** The user handle the service gave at registration (base64url). */
  userHandle: string
  counter: number
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest()
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url")
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}
/** User present and verified; with attested credential data at registration. */
const PRESENT_VERIFIED = 0x05
const ATTESTED = 0x40

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = []

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }))
  }

  /** A new passkey for the service's registration options. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
    const { x, y } = publicKey.export({ format: "jwk" })
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x!, "base64url")],
      [-3, Buffer.from(y!, "base64url")],
    ])
    const id = randomBytes(16)
    const length = Buffer.alloc(2)
    length.writeUInt16BE(id.length)
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(this.origin).hostname),
      Buffer.from([PRESENT_VERIFIED | ATTESTED]),
      uint32(0),
      Buffer.alloc(16),
      length,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ])
    const attestation = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    )
    this.credentials.push({ id: b64(id), privateKey, userHandle: options.user.id, counter: 0 })
    return {
      id: b64(id),
      rawId: b64(id),
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64(attestation),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    }
  }

  /**
   * The answer to the service's sign-in options with `credential` (the last registered by default);
   * `signWith` signs with another key (an answer the service must refuse).
   */
  answer(
    options: PublicKeyCredentialRequestOptionsJSON,
    credential = this.credentials.at(-1)!,
    signWith: KeyObject = credential.privateKey,
  ): AuthenticationResponseJSON {
    credential.counter += 1
    const authData = Buffer.concat([
      sha256(options.rpId ?? new URL(this.origin).hostname),
      Buffer.from([PRESENT_VERIFIED]),
      uint32(credential.counter),
    ])
    const clientData = this.clientData("webauthn.get", options.challenge)
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), signWith)
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    }
  }
}

/** A key that belongs to no passkey: what a forged answer is signed with. */
export const strangerKey = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey
