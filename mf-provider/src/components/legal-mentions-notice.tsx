import { Link as RouterLink } from 'react-router';
import { missingLegalMentionsText } from '@devis/domain';
import { Alert, Box, Button } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { profileQuery } from '../api/profile';

/** The company details a quote is expected to show and the profile lacks (address, SIRET, VAT number), with the way to add them. */
export function LegalMentionsNotice() {
  const { data: missing } = useQuery({ ...profileQuery(), select: missingLegalMentionsText });
  if (!missing) return null;
  // The button under the text, not in Alert's action slot: beside it, a phone leaves the text a narrow column.
  return (
    <Alert severity="warning">
      <Box>{missing}</Box>
      <Button component={RouterLink} to="/app/profile" color="inherit" size="small" variant="outlined" sx={{ mt: 1 }}>
        Compléter mon profil
      </Button>
    </Alert>
  );
}
