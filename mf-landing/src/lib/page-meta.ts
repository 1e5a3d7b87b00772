import { paths } from './paths';

export interface PageMeta {
  /** The page's own title: the tab shows "<title> | Devis". */
  title: string;
  /** The search-result and link-preview text (meta description, og:description). */
  description: string;
}

/**
 * Every landing page's title and description: the page sets the tab title from here, and the build writes both
 * into the pre-rendered HTML (title, description, Open Graph) that crawlers and link previews read.
 */
export const pageMeta: Record<keyof typeof paths, PageMeta> = {
  home: {
    title: 'Logiciel de devis en ligne pour indépendants et TPE',
    description:
      'Créez un devis professionnel en deux minutes, envoyez-le en PDF à vos couleurs avec un lien sécurisé et suivez-le jusqu’à la signature en ligne. Essai gratuit de 14 jours.',
  },
  features: {
    title: 'Fonctionnalités',
    description: 'Devis conformes, catalogue de prestations, PDF à vos couleurs, envoi par email, acceptation en ligne et suivi : tout ce que fait Devis.',
  },
  pricing: {
    title: 'Tarifs',
    description: 'Les offres Devis : essai gratuit de 14 jours, une formule gratuite pour 5 devis, des formules illimitées pour les indépendants et les TPE.',
  },
  contact: {
    title: 'Contact',
    description: 'Une question sur Devis ? Écrivez-nous : nous répondons aux indépendants et aux TPE.',
  },
  quoteTemplates: {
    title: 'Templates de devis',
    description: 'Des modèles de devis prêts à l’emploi par métier : artisan du bâtiment, développeur web, consultant, photographe, graphiste, services à domicile.',
  },
  useCases: {
    title: "Cas d'usage",
    description: 'Freelances, artisans du bâtiment, agences et TPE de services : comment chacun crée, envoie et fait accepter ses devis avec Devis.',
  },
  blog: {
    title: 'Blog',
    description: 'Conseils pour rédiger, chiffrer et faire accepter vos devis, et les règles à connaître en France.',
  },
  terms: {
    title: "Conditions générales d'utilisation",
    description: "Les conditions générales d'utilisation du service Devis.",
  },
  legalNotice: {
    title: 'Mentions légales',
    description: 'Les mentions légales du site Devis : éditeur, hébergement, contact.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Comment Devis collecte, utilise et protège vos données personnelles.',
  },
};
