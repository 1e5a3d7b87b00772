/** 'de' before a name, elided before a vowel as French writes it: 'd’Atelier Bleu', 'de Studio Lumière'. */
export function deName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`;
}
