import { PUBLIC_ID_LENGTH } from './constants';

const publicIdPattern = new RegExp(`^[a-z0-9]{${PUBLIC_ID_LENGTH}}$`);

/** A public link id: 24 random lowercase letters and digits. */
export function isPublicId(value: string): boolean {
  return publicIdPattern.test(value);
}
