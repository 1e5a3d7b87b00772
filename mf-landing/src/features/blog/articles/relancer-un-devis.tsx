import { email, h2, h3, p, strong, ul, type ArticleBlock } from '../article-content';
import { BlogArticle } from '../blog-article';

export const content: ArticleBlock[] = [
  p(
    'Un devis sans réponse n’est pas forcément un refus. Le client l’a peut-être lu entre deux rendez-vous, attend l’avis d’un associé, compare avec une autre offre ou l’a simplement oublié. Une relance bien faite lui rend service : elle lui rappelle votre proposition et lui donne une occasion simple de répondre.',
  ),
  p('Encore faut-il relancer au bon moment, sur le bon ton, et savoir s’arrêter.'),
  h2('Quand relancer'),
  p('Il n’y a pas de règle, mais un rythme en trois temps fonctionne pour la plupart des activités :'),
  ul(
    [strong('Quelques jours après l’envoi'), ' : vérifier que le devis est bien arrivé et proposer de répondre aux questions.'],
    [strong('Une semaine ou deux plus tard'), ' : apporter un élément utile (une précision, une option, une disponibilité) plutôt que répéter la première relance.'],
    [strong('Avant la fin de validité du devis'), ' : prévenir que le prix et le planning ne sont garantis que jusqu’à cette date.'],
  ),
  p(
    'Adaptez le rythme à l’enjeu. Un dépannage se décide en un jour ; un projet de rénovation ou une mission de plusieurs mois demande souvent plusieurs semaines de réflexion au client. Trois relances en dix jours pour un projet de cette taille donnent une impression de pression.',
  ),
  h2('Le bon ton'),
  ul(
    [strong('Court'), ' : quelques lignes suffisent. Le client a déjà le devis ; il n’a pas besoin qu’on le lui résume.'],
    [strong('Une seule question'), ' : « Avez-vous pu le consulter ? » ou « Souhaitez-vous que l’on en parle ? » appellent une réponse simple.'],
    [strong('Sans reproche'), ' : bannissez « Je me permets de vous relancer car je n’ai pas eu de retour ». Le client sait qu’il n’a pas répondu.'],
    [strong('Une porte de sortie'), ' : un client à qui l’on permet de dire non répond plus volontiers, et un refus clair vaut mieux qu’une attente sans fin.'],
  ),
  p(
    'Évitez aussi les fausses urgences (« offre valable jusqu’à ce soir ») et les remises spontanées : baisser votre prix sans qu’on vous le demande laisse entendre qu’il était trop élevé. Si le budget est le problème, proposez plutôt de revoir le périmètre.',
  ),
  h2('Trois modèles d’emails'),
  p('À adapter à votre activité et à votre façon d’écrire ; remplacez les éléments entre crochets.'),
  h3('1. Quelques jours après l’envoi : s’assurer que le devis est arrivé'),
  email(
    'Votre devis [numéro] pour [projet]',
    'Bonjour [prénom],',
    'Je vous ai envoyé le [date] le devis pour [projet]. Je voulais m’assurer qu’il vous était bien parvenu et que tout était clair.',
    'Si une ligne mérite une explication ou si vous souhaitez ajuster quelque chose, je suis disponible pour en parler.',
    'Bonne journée,',
    '[Signature]',
  ),
  h3('2. Une à deux semaines plus tard : apporter un élément utile'),
  email(
    '[Projet] : une option pour votre devis',
    'Bonjour [prénom],',
    'En reprenant votre projet, j’ai pensé à une variante : [option moins coûteuse, phasage, autre matériau]. Elle permettrait de [bénéfice concret]. Je peux vous en faire un devis séparé si cela vous intéresse.',
    'Pour information, je peux commencer à partir du [date].',
    'Bien cordialement,',
    '[Signature]',
  ),
  h3('3. Avant la fin de validité : prévenir, puis clore'),
  email(
    'Votre devis [numéro] est valable jusqu’au [date]',
    'Bonjour [prénom],',
    'Le devis pour [projet] arrive à échéance le [date]. Jusque-là, le prix et le planning proposés restent garantis.',
    'Si le projet est reporté ou si vous avez choisi une autre solution, un mot suffit : je ne vous relancerai plus. Et si vous souhaitez en rediscuter plus tard, je serai ravi de refaire le point.',
    'Bien cordialement,',
    '[Signature]',
  ),
  h2('Au téléphone plutôt que par email ?'),
  p(
    'Pour un devis important, un appel après la deuxième relance est souvent plus efficace qu’un troisième email. Préparez-le comme une relance écrite : une seule question, une porte de sortie. Et si le client ne répond toujours pas, laissez le devis arriver à échéance sans insister.',
  ),
  h2('Après la date de validité'),
  p(
    'Un devis dont la validité est dépassée n’engage plus votre prix. Si le client revient quelques semaines plus tard, vérifiez vos coûts et votre planning, puis envoyez un nouveau devis plutôt que d’accepter l’ancien tel quel. C’est aussi l’occasion d’une reprise de contact naturelle.',
  ),
  h2('Automatiser sans perdre le ton'),
  p(
    'La relance la plus souvent oubliée est celle qui précède la fin de validité. Sur les formules payantes de Devis, un rappel automatique est envoyé à votre client avant cette date ; les deux premières relances, plus personnelles, restent de votre fait. Le client retrouve le devis par son lien sécurisé et peut l’accepter en ligne, sans imprimer ni scanner quoi que ce soit.',
  ),
  p(
    'Dernier conseil : notez pour chaque devis la date d’envoi et celle de chaque relance. Vous saurez au premier coup d’œil qui relancer, et quand arrêter.',
  ),
];

export default function RelancerUnDevis() {
  return <BlogArticle slug="relancer-un-devis" content={content} />;
}
