import { h2, link, ol, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Le taux journalier moyen, ou TJM, est le prix d’une journée de travail facturée. C’est souvent le premier chiffre qu’un client vous demande, et l’un des plus difficiles à fixer quand on se lance. Trop bas, il ne couvre pas vos charges ; trop haut sans justification, il vous fait perdre des missions.',
  ),
  p('Une méthode simple consiste à partir de vos besoins, à les diviser par vos jours réellement facturables, puis à confronter le résultat au marché.'),
  h2('1. Ce que votre activité doit rapporter'),
  p('Commencez par le chiffre d’affaires annuel dont vous avez besoin. Il se compose de trois parties :'),
  ul(
    [strong('Votre rémunération'), ' : ce que vous voulez vous verser pour vivre, sur une année.'],
    [
      strong('Vos cotisations sociales et vos impôts'),
      ' : leurs taux dépendent de votre statut (micro-entreprise, entreprise individuelle au réel, société) et sont revus régulièrement. Estimez-les avec les simulateurs de l’Urssaf, les fiches pratiques d’',
      link('economie.gouv.fr', 'https://www.economie.gouv.fr'),
      ' ou votre expert-comptable.',
    ],
    [
      strong('Vos frais professionnels'),
      ' : matériel, logiciels et abonnements, assurance responsabilité civile professionnelle, comptabilité, banque, local ou coworking, déplacements, formation.',
    ],
  ),
  p(
    'Ajoutez une marge de sécurité pour les imprévus : un client qui paie en retard, un mois creux, un ordinateur à remplacer. Un freelance n’a ni congés payés, ni indemnités de fin de mission ; son taux doit financer lui-même ces périodes.',
  ),
  h2('2. Vos jours réellement facturables'),
  p(
    'C’est l’étape la plus souvent sous-estimée. Une année compte 365 jours, dont environ 104 jours de week-end. Retirez ensuite vos congés et les jours fériés : il reste autour de 220 à 230 jours travaillés.',
  ),
  p('Tous ne seront pas facturés. Une partie de votre temps part dans des tâches indispensables mais non payées :'),
  ul(
    'la prospection, les rendez-vous commerciaux et la rédaction des devis ;',
    'l’administratif : facturation, comptabilité, relances, déclarations ;',
    'la formation et la veille ;',
    'les creux entre deux missions et les jours de maladie.',
  ),
  p(
    'Selon votre activité et votre réseau, le nombre de jours effectivement facturés se situe souvent bien en dessous des jours travaillés. Au démarrage, tablez sur une hypothèse prudente, puis ajustez-la avec vos chiffres réels après quelques mois.',
  ),
  h2('3. Le calcul'),
  p('Le taux journalier plancher est simplement :'),
  p(strong('TJM plancher = chiffre d’affaires annuel nécessaire ÷ nombre de jours facturables')),
  p(
    'Un exemple aux chiffres volontairement ronds : si vous avez besoin de 60 000 € de chiffre d’affaires par an pour couvrir votre rémunération, vos cotisations et vos frais, et que vous estimez pouvoir facturer 180 jours, votre plancher est de 60 000 ÷ 180 ≈ 333 €. Vous arrondirez à 350 € pour garder une marge. Ces montants ne sont qu’une illustration : refaites le calcul avec vos propres chiffres.',
  ),
  p(
    'Ce chiffre est un minimum : en dessous, chaque journée vendue vous coûte de l’argent. Il s’entend hors taxes ; si vous êtes assujetti à la TVA, elle s’ajoute au prix facturé au client.',
  ),
  h2('4. La confrontation au marché'),
  p('Votre plancher dit ce dont vous avez besoin ; le marché dit ce que les clients sont prêts à payer. Pour situer votre taux :'),
  ul(
    'comparez les taux pratiqués dans votre métier, votre région et votre niveau d’expérience, auprès de confrères, d’associations professionnelles ou sur les plateformes de mise en relation ;',
    'tenez compte de votre spécialisation : une compétence rare se vend plus cher qu’une compétence courante ;',
    'regardez le type de clients visé : une grande entreprise, une PME et un particulier n’ont ni les mêmes budgets, ni les mêmes attentes.',
  ),
  p(
    'Si le marché paie nettement plus que votre plancher, ne vous alignez pas sur le bas de la fourchette par prudence : un prix trop bas peut aussi inquiéter un client. Si le marché paie moins que votre plancher, il faut agir sur un autre levier : réduire vos frais, viser d’autres clients, vous spécialiser, ou revoir votre nombre de jours facturables.',
  ),
  h2('Défendre son taux'),
  ol(
    [strong('Parlez de résultat plutôt que de temps'), ' : pour une mission bien délimitée, un forfait fondé sur votre TJM est souvent plus facile à accepter qu’un nombre de jours.'],
    [strong('Ne baissez pas le prix sans baisser le périmètre'), ' : si le budget du client est serré, proposez de retirer une partie de la mission plutôt qu’une remise.'],
    [strong('Détaillez votre devis'), ' : un devis qui décrit les étapes et les livrables justifie le prix mieux qu’une ligne unique.'],
    [strong('Révisez votre taux chaque année'), ' : vos charges évoluent, votre expérience aussi. Annoncez les nouveaux tarifs à l’avance à vos clients réguliers.'],
  ),
  h2('Et sur le devis ?'),
  p(
    'Une fois votre taux fixé, présentez-le clairement : l’unité (jour, demi-journée), la quantité prévue, le prix unitaire HT et ce que comprend la journée. Avec Devis, vous créez ce devis en quelques minutes et l’envoyez en PDF à vos couleurs, avec toutes les mentions obligatoires. L’export CSV de vos devis vous aide ensuite à comparer, en fin d’année, vos hypothèses de départ à ce que vous avez réellement proposé.',
  ),
];

export default function FixerSesPrixFreelance() {
  return <BlogArticle slug="fixer-ses-prix-freelance" content={content} />;
}
