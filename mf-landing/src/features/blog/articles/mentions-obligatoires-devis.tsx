import { h2, link, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Un devis décrit ce que vous allez faire, à quel prix et à quelles conditions. Une fois accepté par votre client, il l’engage autant qu’il vous engage : c’est un contrat. Mieux vaut donc qu’il soit complet. Voici les informations qu’un devis doit indiquer, et celles qu’il est prudent d’ajouter.',
  ),
  h2('Quand un devis est-il obligatoire ?'),
  p(
    'Dans la plupart des activités, le devis n’est pas imposé par la loi : c’est un document d’usage, que le client peut demander et que le professionnel a tout intérêt à remettre avant de commencer. Certains secteurs le rendent pourtant obligatoire, au-delà d’un certain montant ou à la demande du client. C’est le cas des prestations de dépannage, de réparation et d’entretien dans le bâtiment et l’équipement de la maison, encadrées par l’arrêté du 24 janvier 2017, ou encore des déménagements et de certains services à la personne.',
  ),
  p(
    'Dans ces secteurs, le contenu du devis est aussi fixé par les textes. Si votre activité en fait partie, vérifiez la réglementation qui la concerne sur ',
    link('service-public.fr', 'https://entreprendre.service-public.fr'),
    '.',
  ),
  h2('Les informations sur votre entreprise'),
  p('Le client doit savoir précisément avec qui il contracte. Le devis indique :'),
  ul(
    'le nom ou la dénomination sociale de l’entreprise, sa forme juridique et l’adresse de son siège ou de son établissement ;',
    [
      'pour un entrepreneur individuel, son nom précédé ou suivi de la mention ',
      strong('« entrepreneur individuel »'),
      ' ou des initiales ',
      strong('« EI »'),
      ' ;',
    ],
    'le numéro d’immatriculation (SIREN ou SIRET) et, le cas échéant, le registre auprès duquel l’entreprise est immatriculée ;',
    'le numéro de TVA intracommunautaire si vous êtes assujetti à la TVA ;',
    'vos coordonnées : téléphone, adresse email.',
  ),
  p(
    'Pour les activités soumises à une assurance professionnelle obligatoire, comme l’assurance décennale pour de nombreux travaux du bâtiment, le devis mentionne aussi l’assurance souscrite, les coordonnées de l’assureur et la couverture géographique du contrat.',
  ),
  h2('Les informations sur le client et la prestation'),
  ul(
    'le nom et l’adresse du client, et l’adresse du chantier ou du lieu d’intervention si elle est différente ;',
    'la date du devis et un numéro qui permet de le retrouver ;',
    'la description précise de chaque prestation ou fourniture : ce qui est compris, et si besoin ce qui ne l’est pas ;',
    'la date de début et la durée estimée de la prestation, ou un délai de réalisation ;',
    'les frais annexes, comme le déplacement, lorsqu’ils sont facturés.',
  ),
  p(
    'La description est souvent le point faible d’un devis. « Rénovation salle de bain » ne dit rien de ce qui sera fait ; « Dépose de la baignoire, fourniture et pose d’un receveur de douche extra-plat 90 × 120 cm » évite la plupart des litiges.',
  ),
  h2('Les prix et la TVA'),
  p('Le détail chiffré est au cœur du devis :'),
  ul(
    'pour chaque ligne, la quantité, l’unité et le prix unitaire hors taxes ;',
    'le total hors taxes (HT) ;',
    'le taux de TVA applicable à chaque ligne et le montant de TVA correspondant ;',
    'le total toutes taxes comprises (TTC), c’est-à-dire le prix que le client paiera.',
  ),
  p(
    'Si vous bénéficiez de la franchise en base de TVA, vous ne facturez pas de TVA : le devis indique alors la mention « TVA non applicable, art. 293 B du CGI ». Dans le bâtiment, plusieurs taux peuvent coexister sur un même devis ; nous détaillons ces deux cas dans ',
    link('notre article sur la franchise', '/blog/franchise-tva-293b'),
    ' et dans ',
    link('notre guide des taux de TVA du bâtiment', '/blog/taux-tva-batiment'),
    '.',
  ),
  h2('La validité et les conditions'),
  ul(
    [strong('La durée de validité de l’offre'), ' : au-delà, vous n’êtes plus tenu par le prix annoncé. Un mois est un usage courant ; adaptez-la au prix de vos fournitures.'],
    [strong('Le caractère gratuit ou payant du devis'), ' : un devis peut être payant, à condition que le client en soit informé avant qu’il soit établi.'],
    [strong('Les conditions de paiement'), ' : acompte éventuel, échéances, délai de paiement et moyens acceptés.'],
    [strong('Les conditions générales de vente'), ', si vous en avez : jointes au devis, elles sont acceptées avec lui.'],
  ),
  p(
    'Les pénalités de retard et, entre professionnels, l’indemnité forfaitaire pour frais de recouvrement doivent figurer sur vos factures. Les annoncer dès le devis, avec vos conditions générales, permet au client de les accepter en connaissance de cause. Leurs taux et montants sont fixés par la loi et révisés : reportez-vous à ',
    link('economie.gouv.fr', 'https://www.economie.gouv.fr'),
    ' plutôt qu’à un chiffre recopié d’un ancien modèle.',
  ),
  h2('L’acceptation du client'),
  p(
    'Enfin, le devis prévoit la place de l’accord du client : sa signature, la date et souvent la mention manuscrite « Bon pour accord ». Cette formule n’est pas imposée par la loi, mais elle rend l’engagement du client clair. Ce qui compte est de pouvoir prouver que le client a accepté ce devis-là, à cette date. Conservez un exemplaire accepté.',
  ),
  h2('Un devis complet, sans y penser à chaque fois'),
  p(
    'La plupart de ces informations ne changent pas d’un devis à l’autre. Dans Devis, vous les renseignez une fois dans votre profil, et chaque devis les reprend dans un PDF à vos couleurs. Vous l’envoyez par email avec un lien sécurisé ; le client l’accepte en ligne, et Devis garde la preuve de son accord : nom, email, date et adresse IP.',
  ),
  p(
    'Ces règles générales ne remplacent pas celles de votre secteur. En cas de doute, la référence reste ',
    link('service-public.fr', 'https://entreprendre.service-public.fr'),
    ', qui détaille les obligations de chaque activité.',
  ),
];

export default function MentionsObligatoiresDevis() {
  return <BlogArticle slug="mentions-obligatoires-devis" content={content} />;
}
