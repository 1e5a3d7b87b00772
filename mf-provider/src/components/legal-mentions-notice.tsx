import { Link as RouterLink } from 'react-router';
import { missingLegalMentionsText } from '@devis/domain';
import { Alert, Button } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { profileQuery } from '../api/profile';

/** The company details a quote is expected to show and the profile lacks (address, SIRET, VAT number), with the way to add them. */
export function LegalMentionsNotice() {
  const { data: missing } = useQuery({ ...profileQuery(), select: missingLegalMentionsText });
  if (!missing) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/app/profile" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Compléter mon profil
        </Button>
      }
    >
      {missing}
    </Alert>
  );
}
