/** Up to 2 initials from a name: "Studio Lumière" -> "SL"; signs are no initials ("Café & Crème €" -> "CC"). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/);
  return words
    .map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join('');
}
