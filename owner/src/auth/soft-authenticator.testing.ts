// A software passkey for the tests (never imported by the console itself): it answers
// SimpleWebAuthn's options as a platform authenticator would (P-256, "none" attestation,
// user verified), so enrolment and sign-in run end to end through fastify.inject.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export function softAuthenticator(origin: string, rpId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  let userHandle = '';
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer to registration options (`navigator.credentials.create`). */
    register(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        uint32(counter),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to authentication options (`navigator.credentials.get`). */
    signIn(options: { challenge: string }, { wrongKey = false } = {}) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), uint32(counter)]);
      const data = clientData('webauthn.get', options.challenge);
      const key = wrongKey
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
        : privateKey;
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), key);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
