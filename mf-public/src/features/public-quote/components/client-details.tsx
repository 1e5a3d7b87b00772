import type { PublicQuoteView } from '@devis/domain';
import { Box, Typography } from '@devis/platform';

/** The client the quote is addressed to. */
export function ClientDetails({ view }: { view: PublicQuoteView }) {
  const place = [view.client_postal_code, view.client_city].filter(Boolean).join(' ');
  const company = view.client_company ?? 'Client';
  // A visitor of a public page is named by their email: not twice.
  const lines = [view.client_name, view.client_email, view.client_address, place, view.client_country].filter((line): line is string => !!line && line !== company);
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        Client
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{company}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
