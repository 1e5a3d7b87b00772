import { Link } from '@devis/platform';
import { FREE_PLAN_QUOTES_PER_MONTH, FREE_TRIAL_DAYS } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { PageLink } from '../../lib/router/page-link';
import { LegalDocument } from '../../components/legal-document';

export default function TermsPage() {
  usePageTitle(pageMeta.terms.title);
  return (
    <LegalDocument
      title="Conditions générales d'utilisation"
      updatedOn="1er janvier 2025"
      intro={
        <p>
          Les présentes conditions générales d’utilisation (CGU) régissent l’accès et l’utilisation du service Devis, édité par Devis SAS
          (voir les{' '}
          <Link component={PageLink} to={paths.legalNotice}>
            mentions légales
          </Link>
          ). En créant un compte, vous acceptez sans réserve les présentes CGU.
        </p>
      }
      sections={[
        {
          title: 'Objet du service',
          body: (
            <p>
              Devis est un logiciel en ligne (SaaS) permettant aux professionnels (« Prestataires ») de créer, personnaliser, envoyer et
              suivre des devis, et à leurs clients (« Clients ») de les consulter, les accepter ou les refuser via un portail sécurisé ou un
              lien public.
            </p>
          ),
        },
        {
          title: 'Création de compte',
          body: (
            <p>
              L’inscription est réservée aux professionnels. Le Prestataire fournit des informations exactes (raison sociale, adresse email)
              et confirme son adresse email avant d’accéder au service. Il est responsable de la confidentialité de ses identifiants et de
              toute action réalisée depuis son compte.
            </p>
          ),
        },
        {
          title: 'Essai gratuit et offres',
          body: (
            <>
              <p>
                Tout nouveau compte bénéficie d’un essai gratuit de {FREE_TRIAL_DAYS} jours donnant accès à toutes les fonctionnalités
                premium, sans carte bancaire. À l’issue de l’essai, le compte bascule sur le plan Free, limité à {FREE_PLAN_QUOTES_PER_MONTH}{' '}
                devis par mois, sauf souscription d’une offre payante.
              </p>
              <p>
                Les offres payantes donnent droit à un nombre illimité de devis. Leurs prix sont indiqués sur la page{' '}
                <Link component={PageLink} to={paths.pricing}>
                  Tarifs
                </Link>{' '}
                et s’entendent hors taxes.
              </p>
            </>
          ),
        },
        {
          title: 'Paiement, résiliation et absence d’engagement',
          body: (
            <p>
              Les abonnements sont payables d’avance, chaque mois. Le Prestataire peut résilier à tout moment et sans frais
              depuis son compte ; la résiliation prend effet à la fin de la période en cours, sans remboursement prorata temporis. Les données
              restent exportables après la résiliation.
            </p>
          ),
        },
        {
          title: 'Responsabilités du Prestataire',
          body: (
            <p>
              Le Prestataire reste seul responsable du contenu de ses devis (prix, taux de TVA, mentions obligatoires, conditions de
              paiement) et de leur conformité à la réglementation applicable à son activité. Devis fournit des outils de calcul et de mise en
              forme mais ne délivre aucun conseil juridique, fiscal ou comptable.
            </p>
          ),
        },
        {
          title: 'Disponibilité du service',
          body: (
            <p>
              Devis SAS s’efforce d’assurer l’accès au service 24 h/24 et 7 j/7, sous réserve des opérations de maintenance et des cas de
              force majeure. Une obligation de moyens, et non de résultat, pèse sur Devis SAS.
            </p>
          ),
        },
        {
          title: 'Données et confidentialité',
          body: (
            <p>
              Les données saisies par le Prestataire lui appartiennent. Devis SAS les traite en qualité de sous-traitant pour les données des
              Clients du Prestataire, conformément au RGPD. Le détail figure dans la{' '}
              <Link component={PageLink} to={paths.privacy}>
                politique de confidentialité
              </Link>
              .
            </p>
          ),
        },
        {
          title: 'Propriété intellectuelle',
          body: (
            <p>
              Le logiciel, son interface et ses contenus restent la propriété de Devis SAS. Le Prestataire bénéficie d’un droit d’utilisation
              personnel, non exclusif et non cessible pour la durée de son abonnement.
            </p>
          ),
        },
        {
          title: 'Modification des CGU',
          body: (
            <p>
              Devis SAS peut faire évoluer les présentes CGU. Toute modification substantielle est notifiée par email au moins 30 jours avant
              son entrée en vigueur ; le Prestataire qui la refuse peut résilier sans frais.
            </p>
          ),
        },
        {
          title: 'Droit applicable',
          body: (
            <p>
              Les présentes CGU sont soumises au droit français. À défaut de résolution amiable, tout litige relève de la compétence des
              tribunaux de Paris.
            </p>
          ),
        },
      ]}
    />
  );
}
