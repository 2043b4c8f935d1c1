/**
 * The request envelope (docs/decisions/008-the-request-envelope.md):
 * `{payload: base64(iv || ciphertext || tag)}`, AES-256-GCM with a random 12-byte IV. WebCrypto
 * only, so browser and server share this file. It is not a security boundary (TLS and the server's
 * own checks are).
 */

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export type Envelope = { payload: string };

const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const KEY_BYTES = 32;

/** base64 of the 32 ASCII bytes "shop-development-envelope-key-32"; never used in production. */
export const DEVELOPMENT_ENVELOPE_KEY = 'c2hvcC1kZXZlbG9wbWVudC1lbnZlbG9wZS1rZXktMzI=';

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so large bodies do not overflow the argument limit of String.fromCharCode.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Strict base64 (standard alphabet, padded); anything else throws EnvelopeError. */
function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  if (!BASE64_PATTERN.test(base64)) throw new EnvelopeError('Envelope is not valid base64');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function envelopeKey(keyBase64: string): Promise<CryptoKey> {
  const cached = importedKeys.get(keyBase64);
  if (cached) return cached;
  const raw = base64ToBytes(keyBase64);
  if (raw.length !== KEY_BYTES) {
    throw new EnvelopeError(`Envelope key must be ${KEY_BYTES} bytes, got ${raw.length}`);
  }
  const imported = globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
  importedKeys.set(keyBase64, imported);
  imported.catch(() => importedKeys.delete(keyBase64));
  return imported;
}

export async function sealEnvelope(body: unknown, keyBase64: string): Promise<Envelope> {
  const json = JSON.stringify(body);
  if (json === undefined) throw new EnvelopeError('Envelope body cannot be represented as JSON');
  const key = await envelopeKey(keyBase64);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(json);
  const encrypted = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext);
  const sealed = new Uint8Array(IV_BYTES + encrypted.byteLength);
  sealed.set(iv, 0);
  sealed.set(new Uint8Array(encrypted), IV_BYTES);
  return { payload: bytesToBase64(sealed) };
}

export async function openEnvelope(payload: string, keyBase64: string): Promise<unknown> {
  const key = await envelopeKey(keyBase64);
  const sealed = base64ToBytes(payload);
  if (sealed.length < IV_BYTES + GCM_TAG_BYTES) {
    throw new EnvelopeError('Envelope is too short to hold an IV and an authentication tag');
  }
  let plaintext: ArrayBuffer;
  try {
    plaintext = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES) },
      key,
      sealed.subarray(IV_BYTES),
    );
  } catch {
    throw new EnvelopeError('Envelope could not be decrypted: wrong key or tampered payload');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    throw new EnvelopeError('Envelope does not hold JSON');
  }
}

/** An object whose only own key is a string `payload`; anything else is plain JSON. */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Reflect.ownKeys(body);
  return (
    keys.length === 1 && keys[0] === 'payload' && typeof (body as Envelope).payload === 'string'
  );
}
