import { Link } from '@devis/platform';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { LegalDocument } from '../../components/legal-document';

export default function PrivacyPage() {
  usePageTitle(pageMeta.privacy.title);
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updatedOn="1er janvier 2025"
      intro={
        <p>
          Devis SAS attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous
          traitons, pourquoi, combien de temps et quels sont vos droits, conformément au Règlement général sur la protection des données
          (RGPD, règlement UE 2016/679) et à la loi Informatique et Libertés.
        </p>
      }
      sections={[
        {
          title: 'Responsable du traitement',
          body: (
            <p>
              Devis SAS est responsable des traitements liés à la gestion des comptes Prestataires et au site. Pour les données des clients
              que vous saisissez dans vos devis, vous êtes responsable du traitement et Devis SAS agit en qualité de sous-traitant
              (article 28 du RGPD).
            </p>
          ),
        },
        {
          title: 'Données collectées',
          body: (
            <ul>
              <li>Données de compte : nom de l’entreprise, adresse email, mot de passe (jamais stocké en clair : notre fournisseur d’authentification n’en conserve qu’une empreinte hachée).</li>
              <li>Données de profil : logo, couleurs, coordonnées, SIRET, numéro de TVA, mentions légales.</li>
              <li>Données métier : clients, prestations, devis et échanges avec vos clients.</li>
              <li>Données techniques : journaux de connexion et de sécurité.</li>
            </ul>
          ),
        },
        {
          title: 'Finalités et bases légales',
          body: (
            <ul>
              <li>Fournir le service et gérer votre compte : exécution du contrat.</li>
              <li>Envoyer vos devis par email et les rendre consultables par vos clients : exécution du contrat.</li>
              <li>Assurer la sécurité du service et prévenir la fraude : intérêt légitime.</li>
              <li>Répondre à vos demandes de support ou de démonstration : intérêt légitime.</li>
              <li>Respecter nos obligations comptables et fiscales : obligation légale.</li>
            </ul>
          ),
        },
        {
          title: 'Durées de conservation',
          body: (
            <p>
              Les données de votre compte sont conservées tant que votre compte existe. Lorsque vous le supprimez (« Supprimer mon
              compte », dans votre profil), elles sont effacées aussitôt, à l’exception de ce que la loi nous impose de garder : les devis
              acceptés (la version acceptée, son PDF et la preuve d’acceptation) et les références de facturation de votre abonnement,
              pièces justificatives à conserver dix ans (article L123-22 du Code de commerce). Ils sont archivés hors de tout accès depuis
              l’application jusqu’au 31 décembre de la onzième année suivante, puis effacés. Les journaux techniques sont conservés
              12 mois au plus.
            </p>
          ),
        },
        {
          title: 'Destinataires et hébergement',
          body: (
            <p>
              Vos données sont hébergées dans l’Union européenne (Google Cloud, région europe-west1). Elles ne sont accessibles qu’aux
              personnes habilitées de Devis SAS et à nos sous-traitants techniques (hébergement, envoi d’emails), liés par des engagements
              de confidentialité. Elles ne sont jamais vendues. Tout transfert hors de l’Union européenne est encadré par des clauses
              contractuelles types de la Commission européenne.
            </p>
          ),
        },
        {
          title: 'Vos droits',
          body: (
            <p>
              Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos
              données, ainsi que du droit de définir des directives sur leur sort après votre décès. Depuis votre profil, vous exportez
              vous-même toutes vos données (« Exporter mes données » : JSON, CSV et PDF) et supprimez votre compte. Pour toute autre
              demande, écrivez à{' '}
              <Link href="mailto:dpo@devis.fr">dpo@devis.fr</Link>. Vous pouvez aussi introduire une réclamation auprès de la CNIL
              (www.cnil.fr).
            </p>
          ),
        },
        {
          title: 'Cookies',
          body: (
            <p>
              Le site n’utilise que des traceurs strictement nécessaires à son fonctionnement (session d’authentification, préférences). Ils
              ne requièrent pas votre consentement. Aucun cookie publicitaire ni de mesure d’audience tierce n’est déposé.
            </p>
          ),
        },
        {
          title: 'Sécurité',
          body: (
            <p>
              Les échanges sont chiffrés (HTTPS), l’accès aux données est contrôlé côté serveur et les liens publics de devis reposent sur
              des jetons secrets à durée limitée.
            </p>
          ),
        },
      ]}
    />
  );
}
