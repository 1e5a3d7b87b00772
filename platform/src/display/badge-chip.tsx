import { Chip } from '@mui/material';
import type { BadgeTone } from '@devis/domain';

// Tone -> background / text colours (light tints, readable contrast).
const toneColors: Record<BadgeTone, { bg: string; fg: string }> = {
  grey: { bg: '#F1F5F9', fg: '#334155' },
  blue: { bg: '#DBEAFE', fg: '#1E40AF' },
  green: { bg: '#D1FAE5', fg: '#065F46' },
  red: { bg: '#FEE2E2', fg: '#991B1B' },
  yellow: { bg: '#FEF9C3', fg: '#854D0E' },
  orange: { bg: '#FFEDD5', fg: '#9A3412' },
  purple: { bg: '#EDE9FE', fg: '#5B21B6' },
};

export function BadgeChip({ label, tone }: { label: string; tone: BadgeTone }) {
  const colors = toneColors[tone] ?? toneColors.grey;
  return <Chip size="small" label={label} data-tone={tone} sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }} />;
}
