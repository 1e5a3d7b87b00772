import { deName } from './elision';

test("'de' is elided before a vowel, accented ones included, and kept before a consonant or an h", () => {
  expect(['Atelier Bleu', 'Écoute Studio', 'Yvette Conseil', 'Studio Lumière', 'Hôtel du Parc', '3D Print'].map(deName)).toEqual([
    'd’Atelier Bleu',
    'd’Écoute Studio',
    'd’Yvette Conseil',
    'de Studio Lumière',
    'de Hôtel du Parc',
    'de 3D Print',
  ]);
});
