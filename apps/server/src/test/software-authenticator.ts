import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@casekeeper/contract';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for API tests: it makes real WebAuthn answers (an ES256
 * key, "none" attestation, CBOR and signatures by node:crypto), so the server's WebAuthn library
 * checks them exactly as it checks a browser's. Nothing of the library is used or mocked here.
 */

type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

/** The few parts of CBOR (RFC 8949) WebAuthn needs: integers, byte and text strings, arrays and maps. */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
    const long = Buffer.alloc(5);
    long[0] = (major << 5) | 26;
    long.writeUInt32BE(length, 1);
    return long;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const base64Url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/** A credential the authenticator holds. */
export type HeldCredential = {
  id: string;
  privateKey: KeyObject;
  /** The signature counter it sends next time (one more than the last). */
  counter: number;
  rpId: string;
  /** The user handle it was made for, base64url. */
  userHandle: string;
};

export type AuthenticatorOptions = {
  /** The origin the browser reports (clientDataJSON): the site's, unless a test says otherwise. */
  origin: string;
  /** Whether it verifies the person (a PIN, a fingerprint). */
  userVerified?: boolean;
};

/** What an answer may be told to get wrong, to see the server refuse it. */
export type AnswerOverrides = {
  challenge?: string;
  origin?: string;
  counter?: number;
  userVerified?: boolean;
  /** Sign with another key than the credential's (a forged answer). */
  forge?: boolean;
};

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter, 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function coseKeyOf(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  return cbor(
    new Map<number, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export function createSoftwareAuthenticator(options: AuthenticatorOptions) {
  const credentials = new Map<string, HeldCredential>();
  const flagsOf = (userVerified: boolean | undefined) =>
    FLAG_USER_PRESENT | ((userVerified ?? options.userVerified ?? true) ? FLAG_USER_VERIFIED : 0);
  const clientData = (type: string, challenge: string, origin?: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: origin ?? options.origin, crossOrigin: false }));

  return {
    credentials,

    /** Makes a credential for the creation options, as `startRegistration` answers them. */
    register(creation: PasskeyCreationOptions, overrides: AnswerOverrides = {}) {
      const rpId = creation.rp.id ?? new URL(options.origin).hostname;
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const rawId = randomBytes(16);
      const id = base64Url(rawId);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length, 0);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKeyOf(privateKey)]);
      const authData = authenticatorData(
        rpId,
        flagsOf(overrides.userVerified) | FLAG_ATTESTED_CREDENTIAL,
        0,
        attested,
      );
      credentials.set(id, { id, privateKey, counter: 1, rpId, userHandle: creation.user.id });
      const attestationObject = cbor(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: base64Url(
            clientData('webauthn.create', overrides.challenge ?? creation.challenge, overrides.origin),
          ),
          attestationObject: base64Url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /**
     * Answers the request options with one of its credentials (the first one it holds that is
     * allowed, unless told which), as `startAuthentication` does.
     */
    authenticate(request: PasskeyRequestOptions, credentialId?: string, overrides: AnswerOverrides = {}) {
      const allowed = request.allowCredentials?.map((descriptor) => descriptor.id);
      const chosen =
        credentialId ?? [...credentials.keys()].find((id) => allowed === undefined || allowed.includes(id));
      const credential = chosen === undefined ? undefined : credentials.get(chosen);
      if (!credential) throw new Error('the authenticator holds no credential for this request');
      const counter = overrides.counter ?? credential.counter;
      credential.counter = counter + 1;
      const authData = authenticatorData(
        request.rpId ?? credential.rpId,
        flagsOf(overrides.userVerified),
        counter,
      );
      const clientDataJSON = clientData(
        'webauthn.get',
        overrides.challenge ?? request.challenge,
        overrides.origin,
      );
      const key = overrides.forge
        ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey
        : credential.privateKey;
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: base64Url(clientDataJSON),
          authenticatorData: base64Url(authData),
          signature: base64Url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
