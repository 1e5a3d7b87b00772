import { Stack, Typography } from '@devis/platform';

/** A label and its amount on one line (totals of the quote sheet and of the basket). */
export function AmountRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}
