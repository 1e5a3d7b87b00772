import type { ArticleBlock } from './article-content';
import { content as mentionsObligatoiresDevis } from './articles/mentions-obligatoires-devis';
import { content as franchiseTva293b } from './articles/franchise-tva-293b';
import { content as relancerUnDevis } from './articles/relancer-un-devis';
import { content as fixerSesPrixFreelance } from './articles/fixer-ses-prix-freelance';
import { content as tauxTvaBatiment } from './articles/taux-tva-batiment';
import { content as devisAccepteEtApres } from './articles/devis-accepte-et-apres';

/** Each article's text by slug: the index computes reading times from it (its chunk holds the six texts). */
export const articleContents: Record<string, readonly ArticleBlock[]> = {
  'mentions-obligatoires-devis': mentionsObligatoiresDevis,
  'franchise-tva-293b': franchiseTva293b,
  'relancer-un-devis': relancerUnDevis,
  'fixer-ses-prix-freelance': fixerSesPrixFreelance,
  'taux-tva-batiment': tauxTvaBatiment,
  'devis-accepte-et-apres': devisAccepteEtApres,
};
