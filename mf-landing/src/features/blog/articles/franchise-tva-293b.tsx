import { h2, link, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Vous démarrez, votre chiffre d’affaires est modeste, et votre comptable ou l’Urssaf vous parle de « franchise en base de TVA ». Concrètement, qu’est-ce que cela change sur vos devis ? Moins de choses qu’on ne le croit, mais une mention est indispensable.',
  ),
  h2('La franchise en base, en deux phrases'),
  p(
    'La franchise en base de TVA dispense les entreprises dont le chiffre d’affaires reste sous certains seuils de déclarer et de payer la TVA. En contrepartie, elles ne facturent pas de TVA à leurs clients et ne peuvent pas récupérer celle qu’elles paient sur leurs achats.',
  ),
  p(
    'Elle est souvent associée au régime de la micro-entreprise, mais elle ne lui est pas réservée : une entreprise individuelle au régime réel ou une société peuvent aussi en bénéficier, tant que leur chiffre d’affaires reste sous les seuils.',
  ),
  h2('Des seuils à vérifier chaque année'),
  p(
    'Les seuils de chiffre d’affaires sont fixés par la loi. Ils diffèrent selon l’activité (vente de marchandises et hébergement d’un côté, prestations de services de l’autre) et ont été modifiés plusieurs fois ces dernières années. Nous ne les recopions donc pas ici : les montants en vigueur sont publiés sur ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    ' et ',
    link('service-public.fr', 'https://entreprendre.service-public.fr'),
    '.',
  ),
  p(
    'Surveillez votre chiffre d’affaires en cours d’année. Selon le seuil franchi, vous devenez redevable de la TVA au 1er janvier suivant ou dès l’année en cours ; dans ce second cas, vos devis et factures doivent comporter la TVA sans attendre, même pour des clients habitués à vos prix sans TVA.',
  ),
  h2('Ce qu’il faut écrire sur le devis'),
  p('Un devis établi sous le régime de la franchise comporte les mêmes informations que tout autre devis, avec trois différences :'),
  ul(
    [strong('Aucune TVA'), ' : ni taux, ni montant de TVA, sur aucune ligne.'],
    [strong('Un seul total'), ' : le montant indiqué est celui que le client paiera. Évitez d’écrire « TTC », qui laisse croire qu’une TVA est incluse ; « Total » ou « Net à payer » suffit.'],
    [strong('La mention'), ' « TVA non applicable, art. 293 B du CGI », bien lisible, en général près du total.'],
  ),
  p(
    'La mention est exigée sur les factures. La porter dès le devis est l’usage, et c’est une bonne pratique : le client sait, avant d’accepter, que le prix annoncé est le prix final et qu’il n’aura pas de TVA à ajouter.',
  ),
  h2('Les erreurs fréquentes'),
  ul(
    [
      strong('Écrire « TVA 0 % »'),
      '. Une entreprise en franchise n’applique pas un taux de 0 % : elle n’applique pas de TVA du tout. Une ligne « TVA 0 % » sans la mention 293 B ne dit pas pourquoi il n’y a pas de TVA.',
    ],
    [
      strong('Facturer de la TVA par habitude'),
      '. Une TVA portée sur une facture est due au Trésor par celui qui l’a facturée, même s’il est en franchise. Un modèle de devis récupéré chez un confrère assujetti est un piège classique.',
    ],
    [
      strong('Confondre les mentions'),
      '. La mention 293 B concerne la seule franchise en base. Une opération exonérée de TVA pour une autre raison, ou soumise à l’autoliquidation, porte une autre mention.',
    ],
    [
      strong('Oublier de changer ses modèles'),
      ' le jour où l’on sort de la franchise. Les devis en cours de validité émis sans TVA posent alors une vraie question de prix à régler avec le client.',
    ],
  ),
  h2('Franchise et clients professionnels'),
  p(
    'Pour un particulier, la franchise est un avantage : à prestation égale, votre prix final est plus bas que celui d’un concurrent qui facture la TVA. Pour un client professionnel assujetti, c’est neutre : il récupère d’ordinaire la TVA qu’on lui facture, donc il compare vos prix à des prix hors taxes.',
  ),
  p(
    'C’est pourquoi certaines entreprises qui travaillent surtout pour des professionnels, ou qui ont beaucoup d’achats, choisissent d’opter pour le paiement de la TVA alors qu’elles pourraient rester en franchise : elles récupèrent la TVA sur leurs achats. Cette option engage pour une durée minimale ; parlez-en à votre expert-comptable ou à votre service des impôts des entreprises avant de la prendre.',
  ),
  h2('Le prix : HT ou pas HT ?'),
  p(
    'En franchise, votre prix n’est ni HT ni TTC : c’est un prix sans TVA. Si vous prévoyez de dépasser les seuils bientôt, demandez-vous quel sera votre prix une fois la TVA ajoutée. Les clients particuliers verront leur facture augmenter du montant de la TVA, sauf si vous absorbez cette hausse sur votre marge. Mieux vaut l’anticiper dans vos tarifs que la découvrir au moment du passage.',
  ),
  h2('Dans Devis'),
  p(
    'Devis a un mode « franchise en base de TVA » : une fois activé dans votre profil, vos devis ne comportent plus de TVA et le PDF porte automatiquement la mention « TVA non applicable, art. 293 B du CGI ». Le jour où vous devenez redevable de la TVA, vous désactivez ce mode et vos nouveaux devis appliquent la TVA, avec un taux par ligne.',
  ),
  p(
    'Pour votre situation précise (seuils, date de sortie de la franchise, option), la référence reste ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    ', ou votre service des impôts des entreprises.',
  ),
];

export default function FranchiseTva293b() {
  return <BlogArticle slug="franchise-tva-293b" content={content} />;
}
