import { h2, link, ol, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Votre client a accepté le devis. C’est une bonne nouvelle, et c’est aussi un changement de nature : le devis n’est plus une proposition, c’est un contrat. Voici ce que cela implique, et les étapes pour passer sereinement de l’accord à la facture.',
  ),
  h2('Un devis accepté vous engage tous les deux'),
  p(
    'Une fois accepté, le devis lie les deux parties. Vous vous engagez à réaliser la prestation décrite, au prix et dans les délais indiqués ; le client s’engage à payer ce prix selon les conditions prévues. Ni l’un ni l’autre ne peut modifier seul le contenu du devis.',
  ),
  p('Deux conséquences pratiques :'),
  ul(
    [strong('Le prix est ferme'), ' : une hausse du coût de vos fournitures après l’acceptation reste à votre charge, sauf clause de révision prévue dans le devis.'],
    [
      strong('Tout changement passe par un accord écrit'),
      ' : des travaux supplémentaires ou une prestation modifiée font l’objet d’un avenant ou d’un nouveau devis, accepté par le client avant que vous ne les réalisiez.',
    ],
  ),
  h2('Garder la preuve de l’accord'),
  p(
    'En cas de désaccord, vous devrez prouver que le client a accepté ce devis-là, dans cette version et à cette date. Un devis signé et daté, avec la mention « Bon pour accord », en est la forme classique. Un accord donné par email ou en ligne peut aussi servir de preuve, à condition de pouvoir en établir l’origine et le contenu.',
  ),
  p(
    'Avec Devis, le client accepte le devis en ligne, depuis le lien sécurisé reçu par email. Devis enregistre son nom, son email, la date et l’adresse IP de l’acceptation, et conserve le devis tel qu’il a été accepté. Ce n’est pas une signature électronique : c’est une acceptation en ligne, dont la trace précise sert de preuve de l’accord.',
  ),
  h2('Avec un particulier : le délai de rétractation'),
  p(
    'Si votre client est un particulier et que le contrat a été conclu à distance (par email, en ligne) ou hors de vos locaux (à son domicile, par exemple), il dispose en principe d’un délai de rétractation de 14 jours. Vous devez l’en informer avant la conclusion du contrat. Si le client souhaite que vous commenciez avant la fin de ce délai, il doit vous le demander expressément : gardez-en une trace écrite.',
  ),
  p(
    'Il existe des exceptions, notamment pour certains travaux d’urgence demandés par le client. Les règles et leurs exceptions sont détaillées sur ',
    link('economie.gouv.fr', 'https://www.economie.gouv.fr'),
    ' et ',
    link('service-public.fr', 'https://www.service-public.fr'),
    '.',
  ),
  h2('L’acompte : à demander, et à bien nommer'),
  p(
    'Demander un acompte à l’acceptation est courant, surtout quand vous devez acheter des fournitures ou bloquer plusieurs semaines de planning. Un acompte n’est dû que s’il a été convenu : indiquez son montant et son échéance sur le devis.',
  ),
  p('Attention au mot employé :'),
  ul(
    [strong('Un acompte'), ' est un premier paiement du prix. Il engage fermement les deux parties : le client ne peut pas renoncer en abandonnant la somme, et vous devez réaliser la prestation.'],
    [
      strong('Des arrhes'),
      ' permettent à chacun de se dédire : le client qui renonce perd les arrhes, le professionnel qui renonce les rembourse au double.',
    ],
  ),
  p(
    'Avec un consommateur, sauf stipulation contraire, les sommes versées d’avance sont des arrhes. Si vous voulez un acompte, écrivez « acompte » sur le devis.',
  ),
  p(
    'Lorsque vous encaissez un acompte, émettez une facture d’acompte. La facture finale reprendra le prix total et déduira les acomptes déjà versés.',
  ),
  h2('Confirmer la commande'),
  ol(
    [strong('Accusez réception de l’accord'), ' : un court email qui remercie le client et rappelle la suite.'],
    [strong('Fixez le planning'), ' : date de début, durée, accès au chantier ou aux informations dont vous avez besoin.'],
    [strong('Demandez les références de commande'), ' : une entreprise cliente a souvent un numéro de bon de commande à reporter sur la facture, sans lequel elle ne la paiera pas.'],
    [strong('Commandez vos fournitures'), ' une fois l’acompte reçu, si vous en avez demandé un.'],
  ),
  h2('La facture'),
  p(
    'À la fin de la prestation, ou à chaque échéance prévue, vient la facture. Elle est obligatoire entre professionnels, et pour un particulier dans de nombreux cas ou s’il la demande. Elle reprend les éléments du devis accepté et ajoute ses propres mentions : numéro unique dans une séquence chronologique continue, date d’émission, date de réalisation de la prestation, date d’échéance du paiement. Entre professionnels, elle indique aussi le taux des pénalités de retard et l’indemnité forfaitaire pour frais de recouvrement.',
  ),
  p(
    'Les délais de paiement maximaux entre professionnels, les taux de pénalités et le montant de l’indemnité sont fixés par la loi et peuvent évoluer : vérifiez-les sur ',
    link('economie.gouv.fr', 'https://www.economie.gouv.fr'),
    '. La facturation électronique entre entreprises se généralise par ailleurs par étapes : le calendrier et les obligations qui vous concernent sont publiés sur ',
    link('impots.gouv.fr', 'https://www.impots.gouv.fr'),
    '.',
  ),
  h2('Et dans Devis ?'),
  p(
    'Devis s’arrête à l’acceptation : il n’émet pas de factures et n’encaisse pas de paiements. Vous retrouvez chaque devis accepté avec la preuve de l’accord, et l’export CSV vous permet de reprendre ces données dans votre outil de facturation ou de les transmettre à votre comptable.',
  ),
];

export default function DevisAccepteEtApres() {
  return <BlogArticle slug="devis-accepte-et-apres" content={content} />;
}
