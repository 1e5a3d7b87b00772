import { Box, StarIcon } from '@devis/platform';

/** Read-only stars announced as one phrase, e.g. "5 étoiles sur 5". */
export function StarRating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <Box role="img" aria-label={`${value} étoiles sur ${max}`} sx={{ display: 'inline-flex', color: '#F59E0B' }}>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon key={i} fontSize="small" sx={{ opacity: i < value ? 1 : 0.25 }} />
      ))}
    </Box>
  );
}
