import { Link } from '@devis/platform';
import { Alert } from '@devis/platform/forms';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { LegalDocument } from '../../components/legal-document';

// Placeholder company identity: to be replaced by the real registration details before launch.
const company = {
  name: 'Devis SAS',
  capital: '[capital social à compléter] €',
  address: '[adresse du siège à compléter], 75000 Paris, France',
  rcs: 'RCS Paris [numéro à compléter]',
  siret: '[SIRET à compléter]',
  vat: 'FR[numéro de TVA intracommunautaire à compléter]',
  director: '[nom du directeur de la publication à compléter]',
  email: 'contact@devis.fr',
};

export default function LegalNoticePage() {
  usePageTitle(pageMeta.legalNotice.title);
  return (
    <LegalDocument
      title="Mentions légales"
      updatedOn="1er janvier 2025"
      intro={
        <>
          <Alert severity="warning" sx={{ my: 2 }}>
            Les informations d’identification de la société ci-dessous sont provisoires : les éléments entre crochets seront complétés avant
            la mise en service commerciale.
          </Alert>
          <p>
            Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN),
            les informations suivantes sont portées à la connaissance des utilisateurs du site et de l’application Devis.
          </p>
        </>
      }
      sections={[
        {
          title: 'Éditeur du site',
          body: (
            <ul>
              <li>Raison sociale : {company.name}, société par actions simplifiée</li>
              <li>Capital social : {company.capital}</li>
              <li>Siège social : {company.address}</li>
              <li>Immatriculation : {company.rcs}</li>
              <li>SIRET : {company.siret}</li>
              <li>Numéro de TVA intracommunautaire : {company.vat}</li>
              <li>
                Contact : <Link href={`mailto:${company.email}`}>{company.email}</Link>
              </li>
            </ul>
          ),
        },
        {
          title: 'Directeur de la publication',
          body: <p>Le directeur de la publication est {company.director}, en qualité de Président de {company.name}.</p>,
        },
        {
          title: 'Hébergement',
          body: (
            <p>
              Le site et l’application sont hébergés par Google Cloud France SARL (Firebase), 8 rue de Londres, 75009 Paris, France. Les
              données sont stockées dans la région europe-west1 (Union européenne).
            </p>
          ),
        },
        {
          title: 'Propriété intellectuelle',
          body: (
            <p>
              L’ensemble des éléments du site (textes, graphismes, logo, interface, code) est la propriété exclusive de {company.name} ou de
              ses partenaires. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est
              interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.
            </p>
          ),
        },
        {
          title: 'Données personnelles',
          body: (
            <p>
              Le traitement de vos données personnelles est décrit dans notre politique de confidentialité. Vous pouvez exercer vos droits
              en écrivant à <Link href="mailto:dpo@devis.fr">dpo@devis.fr</Link>.
            </p>
          ),
        },
        {
          title: 'Médiation de la consommation',
          body: (
            <p>
              Le service Devis s’adresse aux professionnels. Pour toute réclamation, contactez d’abord notre support ; à défaut d’accord
              amiable, le litige relève des juridictions compétentes du ressort du siège social de {company.name}.
            </p>
          ),
        },
      ]}
    />
  );
}
