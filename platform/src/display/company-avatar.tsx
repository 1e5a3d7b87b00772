import { Avatar } from '@mui/material';
import { deName, initials } from '@devis/domain';

/** A company's logo, or its initials (2 letters at most) on the brand colour when it has none. */
export function CompanyAvatar({ name, src, color, size = 48 }: { name: string; src?: string | null; color?: string | null; size?: number }) {
  return (
    <Avatar src={src ?? undefined} alt={src ? `Logo ${deName(name)}` : undefined} sx={{ width: size, height: size, bgcolor: color ?? '#2563EB', fontSize: size * 0.4, fontWeight: 600 }}>
      {initials(name) || '?'}
    </Avatar>
  );
}
