// @shop/domain's envelope is typed against the browser's WebCrypto globals (its DOM lib).
// Node's types hold the same interface under node:crypto's webcrypto namespace; this names it
// globally so the server can type-check the domain source it bundles, without the whole DOM lib.
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
