import { PUBLIC_ID_LENGTH } from './constants';

const publicIdPattern = new RegExp(`^[a-z0-9]{${PUBLIC_ID_LENGTH}}$`);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 36 under 256: bytes from here on are dropped so every character is equally likely. */
const UNBIASED_LIMIT = 252;

/** A public id (quote links, public provider pages): 24 random lowercase letters and digits. */
export function isPublicId(value: string): boolean {
  return publicIdPattern.test(value);
}

/**
 * A new public id from the platform's cryptographic random source (Web Crypto, in Node and browsers):
 * 24 characters of 36, about 124 bits, so ids can be neither guessed nor enumerated.
 */
export function newPublicId(): string {
  let id = '';
  const bytes = new Uint8Array(32);
  while (id.length < PUBLIC_ID_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < PUBLIC_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
