import { formatDateTime } from '@devis/domain';

const CSV_NOTE = `Les fichiers CSV s'ouvrent directement dans Excel et LibreOffice : encodage UTF-8 (avec BOM), séparateur « ; »,
montants en euros avec une virgule décimale, dates au format jj/mm/aaaa (heure de Paris). Une cellule qui
commencerait par = + - ou @ est précédée d'une apostrophe, pour qu'un tableur ne l'exécute jamais comme une formule.
Les fichiers JSON contiennent les mêmes données, complètes, pour les réimporter ailleurs (montants en centimes).`;

/** The read-me at the root of a provider's archive. */
export const README_PROVIDER = (now: Date) => `Export de vos données Devis — ${formatDateTime(now)} (heure de Paris)

Cette archive contient tout ce que votre compte Devis conserve :

  json/profil.json              votre profil (entreprise, mentions, personnalisation, réglages des relances)
  json/abonnement.json          votre plan et l'usage du mois
  json/clients.json             vos clients                      csv/clients.csv
  json/prestations.json         votre catalogue de prestations   csv/prestations.csv
  json/devis.json               vos devis, avec leurs lignes, la décision du client et la relance
                                                                 csv/devis.csv, csv/lignes-de-devis.csv
                                                                 csv/decisions.csv (preuves d'acceptation et de refus)
  json/versions-envoyees.json   chaque version envoyée, telle que le client l'a reçue
  json/evenements.json          consultations, décisions et relances   csv/evenements.csv
  json/demandes-recues.json     les demandes de devis que des clients vous ont adressées
  json/conversations.json       vos conversations avec vos clients et les visiteurs de vos liens de devis
  json/messages.json            tous leurs messages, les vôtres et ceux de vos interlocuteurs
                                                                 csv/messages.csv
  pdf/                          le PDF de chaque version envoyée, octet pour octet celui reçu par le client
                                (son empreinte SHA-256 figure dans versions-envoyees.json et decisions.csv)

${CSV_NOTE}
`;

/** The read-me at the root of a client account's archive. */
export const README_CLIENT = (now: Date) => `Export de vos données Devis — ${formatDateTime(now)} (heure de Paris)

Cette archive contient ce que votre espace client Devis conserve :

  json/compte.json              votre compte client
  json/devis-recus.json         les devis que des prestataires vous ont adressés sur votre espace client
                                                                 csv/devis-recus.csv
  json/demandes.json            vos demandes de devis, avec la réponse de chaque prestataire
  json/conversations.json       vos conversations avec des prestataires
  json/messages.json            tous leurs messages, les vôtres et ceux des prestataires
                                                                 csv/messages.csv
  pdf/                          le PDF de chaque version reçue

${CSV_NOTE}
`;
