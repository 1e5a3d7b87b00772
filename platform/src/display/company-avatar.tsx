import { Avatar } from '@mui/material';
import { deName, initials } from '@devis/domain';

/**
 * A company's logo, or its initials (2 letters at most) on the brand colour when it has none. A logo is shown
 * whole (contained in a rounded square on white): a wide one cropped to a circle lost its first and last letters.
 */
export function CompanyAvatar({ name, src, color, size = 48 }: { name: string; src?: string | null; color?: string | null; size?: number }) {
  const logo = Boolean(src);
  return (
    <Avatar
      src={src ?? undefined}
      alt={logo ? `Logo ${deName(name)}` : undefined}
      variant={logo ? 'rounded' : 'circular'}
      sx={{
        width: size,
        height: size,
        bgcolor: logo ? 'common.white' : (color ?? '#2563EB'),
        fontSize: size * 0.4,
        fontWeight: 600,
        // A logo that fails to load falls back to the initials: grey on the white square.
        ...(logo ? { color: 'text.secondary', border: 1, borderColor: 'divider', '& img': { objectFit: 'contain', p: '2px' } } : {}),
      }}
    >
      {initials(name) || '?'}
    </Avatar>
  );
}
