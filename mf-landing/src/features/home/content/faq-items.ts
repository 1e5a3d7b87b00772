import { FREE_PLAN_QUOTES_PER_MONTH, FREE_TRIAL_DAYS, VAT_FRANCHISE_MENTION } from '@devis/domain';

export type FaqItem = { id: string; question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    id: 'essai',
    question: "Comment fonctionne l'essai gratuit ?",
    answer: `Vous profitez de ${FREE_TRIAL_DAYS} jours d'essai avec toutes les fonctionnalités premium, sans carte bancaire. À la fin de l'essai, vous choisissez une offre payante ou vous continuez gratuitement avec le plan Free : vos devis restent accessibles.`,
  },
  {
    id: 'plan-free',
    question: 'Que comprend le plan Free ?',
    answer: `Le plan Free permet de créer jusqu'à ${FREE_PLAN_QUOTES_PER_MONTH} devis par mois, avec la génération PDF, l'envoi par email et le portail client. Les offres payantes lèvent cette limite : vos devis sont illimités.`,
  },
  {
    id: 'pdf',
    question: 'Mes devis sont-ils disponibles en PDF ?',
    answer:
      'Oui. Chaque devis est généré instantanément en PDF, à votre logo et à vos couleurs, avec le détail des lignes, la TVA par taux et le Total TTC. Vous pouvez le télécharger ou l’envoyer par email en un clic.',
  },
  {
    id: 'mentions-legales',
    question: 'Les mentions légales obligatoires figurent-elles sur mes devis ?',
    answer: `Oui. Vos devis reprennent vos informations légales (raison sociale, SIRET, numéro de TVA), la date de validité, les conditions de paiement et la numérotation chronologique. Si vous êtes en franchise en base de TVA, la mention « ${VAT_FRANCHISE_MENTION} » est ajoutée automatiquement.`,
  },
  {
    id: 'portail-client',
    question: 'Comment mes clients consultent-ils leurs devis ?',
    answer:
      'Vos clients reçoivent un lien sécurisé par email et accèdent à un portail client dédié. Ils consultent le devis, l’acceptent ou le refusent en ligne, et vous suivez chaque étape en temps réel.',
  },
  {
    id: 'export',
    question: 'Puis-je exporter mes données ?',
    answer:
      'Vos données vous appartiennent. Exportez-les à tout moment depuis votre profil : une archive avec vos devis, clients et prestations en CSV, prêts pour votre tableur, et le PDF de chaque devis envoyé, à ranger dans votre stockage cloud. L’intégration directe à un tableur et à un stockage cloud arrive bientôt.',
  },
  {
    id: 'resiliation',
    question: 'Puis-je résilier mon abonnement à tout moment ?',
    answer:
      'Oui, sans frais ni engagement. Vous résiliez en quelques clics depuis votre compte ; l’abonnement reste actif jusqu’à la fin de la période payée et vos données restent exportables.',
  },
  {
    id: 'support',
    question: 'Quel support proposez-vous ?',
    answer:
      'Notre équipe vous répond par email, en français, sous 24 h ouvrées. Un centre d’aide détaille aussi chaque fonctionnalité pas à pas.',
  },
];
