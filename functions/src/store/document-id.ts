import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, the same shape as Firestore's auto ids. */
export function newDocumentId(): string {
  let id = '';
  for (let i = 0; i < 20; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
