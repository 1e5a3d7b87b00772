import type { PublicQuoteView } from '@devis/domain';
import { Box, Typography } from '@devis/platform';

/** The client the quote is addressed to. */
export function ClientDetails({ view }: { view: PublicQuoteView }) {
  const place = [view.client_postal_code, view.client_city].filter(Boolean).join(' ');
  const lines = [view.client_name, view.client_email, view.client_address, place, view.client_country].filter(Boolean) as string[];
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        Client
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{view.client_company ?? 'Client'}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
