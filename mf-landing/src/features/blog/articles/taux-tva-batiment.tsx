import { h2, link, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Dans le bâtiment, un même devis peut porter trois taux de TVA : 20 %, 10 % et 5,5 %. Le bon taux ne dépend pas de votre métier mais de la nature des travaux, du local et de son âge. Une erreur coûte cher : trop de TVA et vous perdez le chantier, pas assez et l’administration peut vous réclamer la différence.',
  ),
  p('Voici les règles générales pour chiffrer juste. Elles s’appliquent aux entreprises redevables de la TVA ; en franchise en base, vous ne facturez aucune TVA.'),
  h2('Le taux normal de 20 % : le cas par défaut'),
  p('Le taux de 20 % s’applique dès qu’aucun taux réduit n’est prévu. Dans le bâtiment, il concerne notamment :'),
  ul(
    'la construction de logements neufs ;',
    'les travaux dans un logement achevé depuis moins de deux ans ;',
    'les travaux dans des locaux qui ne sont pas à usage d’habitation : bureaux, commerces, locaux professionnels ;',
    'les travaux qui aboutissent à la production d’un immeuble neuf au sens fiscal, comme une surélévation ou une rénovation si lourde qu’elle revient à reconstruire, ainsi que les agrandissements au-delà d’un seuil fixé par les textes ;',
    'les matériaux vendus sans pose : s’ils ne sont pas fournis et posés par l’entreprise qui réalise les travaux, le taux réduit ne s’applique pas.',
  ),
  p(
    'Certains équipements sont aussi exclus des taux réduits, même posés dans un logement ancien : c’est le cas, par exemple, des appareils électroménagers et du mobilier qui ne font pas corps avec le bâtiment.',
  ),
  h2('Le taux intermédiaire de 10 % : améliorer, transformer, entretenir'),
  p(
    'Le taux de 10 % s’applique aux travaux d’amélioration, de transformation, d’aménagement et d’entretien réalisés dans des locaux à usage d’habitation achevés depuis plus de deux ans. Résidence principale ou secondaire, maison ou appartement, propriétaire ou locataire : peu importe, c’est l’usage d’habitation et l’âge du logement qui comptent.',
  ),
  p('Concrètement, cela couvre la plupart des chantiers de rénovation :'),
  ul(
    'la réfection d’une salle de bain ou d’une cuisine ;',
    'les travaux de plomberie, d’électricité, de peinture ou de revêtements de sol ;',
    'le remplacement de menuiseries qui n’ouvre pas droit au taux de 5,5 % ;',
    'l’entretien et les réparations courantes.',
  ),
  p(
    'Le taux de 10 % s’applique aussi aux matériaux et équipements fournis et posés par l’entreprise dans le cadre de ces travaux, sous réserve des exclusions vues plus haut.',
  ),
  h2('Le taux réduit de 5,5 % : la rénovation énergétique'),
  p(
    'Le taux de 5,5 % est réservé aux travaux d’amélioration de la qualité énergétique des logements achevés depuis plus de deux ans : isolation thermique, certains systèmes de chauffage et de production d’eau chaude, équipements utilisant une énergie renouvelable, par exemple.',
  ),
  p(
    'Deux conditions sont à vérifier. D’abord, les matériaux et équipements doivent respecter des caractéristiques techniques et des performances minimales fixées par la réglementation : un isolant qui n’atteint pas la performance requise n’y ouvre pas droit. Ensuite, le taux s’étend aux travaux induits, c’est-à-dire indissociablement liés aux travaux d’économie d’énergie, comme la reprise d’un plafond après l’isolation des combles.',
  ),
  p(
    'Les listes d’équipements éligibles et les performances exigées évoluent. Vérifiez-les sur ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    ' avant de chiffrer, et demandez à vos fournisseurs les fiches techniques qui le prouvent.',
  ),
  h2('Justifier le taux réduit'),
  p(
    'Pour appliquer 10 % ou 5,5 %, vous devez pouvoir justifier que les conditions sont remplies : usage d’habitation, logement achevé depuis plus de deux ans, nature des travaux. C’est le client qui en atteste, car lui seul connaît l’âge et l’usage de son logement. Si les informations qu’il donne se révèlent inexactes, c’est lui qui peut être tenu de payer le complément de TVA.',
  ),
  p(
    'Les formalités de cette attestation ont été simplifiées récemment. Avant de démarrer un chantier, vérifiez la procédure en vigueur sur ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    ' et conservez la preuve de l’attestation du client avec le devis accepté et la facture.',
  ),
  h2('Plusieurs taux sur un même devis'),
  p(
    'Un chantier mêle souvent plusieurs taux : l’isolation des combles à 5,5 %, la reprise des peintures à 10 %, un appareil électroménager à 20 %. Le devis indique alors le taux de chaque ligne et, dans les totaux, le montant de TVA pour chaque taux. Ne calculez pas un taux « moyen » : chaque prestation suit sa propre règle.',
  ),
  p(strong('Quelques cas qui reviennent souvent :')),
  ul(
    [strong('Local mixte'), ' (habitation et activité professionnelle) : seule la partie à usage d’habitation peut bénéficier d’un taux réduit.'],
    [strong('Sous-traitance'), ' : le sous-traitant facture l’entreprise principale sans TVA, avec la mention « Autoliquidation » ; c’est l’entreprise principale qui déclare la TVA.'],
    [strong('Logement de moins de deux ans'), ' : taux normal de 20 %, même pour de petits travaux.'],
  ),
  h2('Dans Devis'),
  p(
    'Dans Devis, le taux de TVA se choisit ligne par ligne et les totaux du devis détaillent la TVA pour chaque taux. Le PDF envoyé au client est donc lisible, même quand trois taux se côtoient. Le choix du taux, lui, reste votre responsabilité : en cas de doute sur un chantier, la référence est ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    ', ou votre expert-comptable.',
  ),
];

export default function TauxTvaBatiment() {
  return <BlogArticle slug="taux-tva-batiment" content={content} />;
}
