/// <reference types="node" />
import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_ENVELOPE_KEY,
  EnvelopeError,
  isEnvelope,
  openEnvelope,
  sealEnvelope,
} from './envelope';

const OTHER_KEY = btoa('another-32-byte-key-for-tests!!!');

// Made once with node:crypto: key "shop-development-envelope-key-32", IV 00 01 .. 0b.
const KNOWN_PAYLOAD =
  'AAECAwQFBgcICQoL+dI0hDkmyG8TX2i5aS4JvGPjAJJFle2i6uhpWr+7ks00jM8C37K5EY+0CGkZP5Tar9y2Am4AuoZ+yFeipFbTDMNO0iY=';
const KNOWN_BODY = { cart: [{ itemid: 7, qty: 2 }], note: '₹1,00,000' };

function decryptWithNode(payload: string, keyBase64: string): string {
  const sealed = Buffer.from(payload, 'base64');
  const iv = sealed.subarray(0, 12);
  const tag = sealed.subarray(sealed.length - 16);
  const ciphertext = sealed.subarray(12, sealed.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

function flipByte(payload: string, index: number): string {
  const bytes = Buffer.from(payload, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('request envelope', () => {
  it('opens what it sealed', async () => {
    const body = { userid: 'u1', item: { price: 125000, parts: ['CPU', 'GPU'] }, qty: 1 };
    const sealed = await sealEnvelope(body, DEVELOPMENT_ENVELOPE_KEY);
    expect(isEnvelope(sealed)).toBe(true);
    await expect(openEnvelope(sealed.payload, DEVELOPMENT_ENVELOPE_KEY)).resolves.toEqual(body);
  });

  it('round-trips bodies that are not objects, and Unicode text', async () => {
    for (const body of [null, 0, 'नमस्ते ₹', [1, 'two'], {}]) {
      const { payload } = await sealEnvelope(body, DEVELOPMENT_ENVELOPE_KEY);
      await expect(openEnvelope(payload, DEVELOPMENT_ENVELOPE_KEY)).resolves.toEqual(body);
    }
  });

  it('uses a fresh IV each time, so equal bodies seal differently', async () => {
    const first = await sealEnvelope({ a: 1 }, DEVELOPMENT_ENVELOPE_KEY);
    const second = await sealEnvelope({ a: 1 }, DEVELOPMENT_ENVELOPE_KEY);
    expect(first.payload).not.toBe(second.payload);
    const ivOf = (payload: string) =>
      Buffer.from(payload, 'base64').subarray(0, 12).toString('hex');
    expect(ivOf(first.payload)).not.toBe(ivOf(second.payload));
  });

  it('lays out iv || ciphertext || tag, readable by any AES-256-GCM implementation', async () => {
    const { payload } = await sealEnvelope(KNOWN_BODY, DEVELOPMENT_ENVELOPE_KEY);
    const json = JSON.stringify(KNOWN_BODY);
    expect(Buffer.from(payload, 'base64').length).toBe(12 + Buffer.byteLength(json) + 16);
    expect(decryptWithNode(payload, DEVELOPMENT_ENVELOPE_KEY)).toBe(json);
  });

  it('opens a known vector made with node:crypto', async () => {
    expect(decryptWithNode(KNOWN_PAYLOAD, DEVELOPMENT_ENVELOPE_KEY)).toBe(
      JSON.stringify(KNOWN_BODY),
    );
    await expect(openEnvelope(KNOWN_PAYLOAD, DEVELOPMENT_ENVELOPE_KEY)).resolves.toEqual(
      KNOWN_BODY,
    );
  });

  it('refuses a tampered IV, ciphertext or tag', async () => {
    const lastByte = Buffer.from(KNOWN_PAYLOAD, 'base64').length - 1;
    for (const index of [0, 20, lastByte]) {
      await expect(
        openEnvelope(flipByte(KNOWN_PAYLOAD, index), DEVELOPMENT_ENVELOPE_KEY),
      ).rejects.toThrow(/wrong key or tampered/);
    }
  });

  it('refuses a payload sealed with another key', async () => {
    const { payload } = await sealEnvelope({ secret: true }, OTHER_KEY);
    await expect(openEnvelope(payload, DEVELOPMENT_ENVELOPE_KEY)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
    await expect(openEnvelope(payload, OTHER_KEY)).resolves.toEqual({ secret: true });
  });

  it('refuses bad base64 and payloads too short to hold IV and tag', async () => {
    await expect(openEnvelope('not base64!', DEVELOPMENT_ENVELOPE_KEY)).rejects.toThrow(
      'Envelope is not valid base64',
    );
    await expect(openEnvelope('', DEVELOPMENT_ENVELOPE_KEY)).rejects.toThrow(/too short/);
    await expect(
      openEnvelope(Buffer.alloc(27).toString('base64'), DEVELOPMENT_ENVELOPE_KEY),
    ).rejects.toThrow(/too short/);
  });

  it('refuses a decrypted body that is not JSON', async () => {
    const key = Buffer.from(DEVELOPMENT_ENVELOPE_KEY, 'base64');
    const iv = Buffer.alloc(12, 7);
    const { createCipheriv } = await import('node:crypto');
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update('{not json'), cipher.final()]);
    const payload = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
    await expect(openEnvelope(payload, DEVELOPMENT_ENVELOPE_KEY)).rejects.toThrow(
      'Envelope does not hold JSON',
    );
  });

  it('refuses a key that is not 32 bytes of base64', async () => {
    await expect(sealEnvelope({}, btoa('short key'))).rejects.toThrow(/32 bytes, got 9/);
    await expect(sealEnvelope({}, 'bad key!')).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses to seal a body JSON cannot represent', async () => {
    await expect(sealEnvelope(undefined, DEVELOPMENT_ENVELOPE_KEY)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('gives a development key of exactly 32 bytes', () => {
    expect(Buffer.from(DEVELOPMENT_ENVELOPE_KEY, 'base64')).toHaveLength(32);
  });

  it('recognises an envelope only as an object with a lone string payload', () => {
    expect(isEnvelope({ payload: 'abc' })).toBe(true);
    expect(isEnvelope({ payload: 'abc', extra: 1 })).toBe(false);
    expect(isEnvelope({ payload: 42 })).toBe(false);
    expect(isEnvelope({ data: { name: 'Asha' } })).toBe(false);
    expect(isEnvelope(['payload'])).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('payload')).toBe(false);
  });
});
