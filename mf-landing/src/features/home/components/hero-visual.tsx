import { Box, StatusBadge, Typography, CheckCircleIcon, SendIcon } from '@devis/platform';
import { formatMoney } from '@devis/domain';

const recentQuotes = [
  { number: '2024-014', client: 'Atelier Bois & Co', cents: 248000, status: 'accepted' },
  { number: '2024-013', client: 'Cabinet Lefèvre', cents: 96000, status: 'sent' },
  { number: '2024-012', client: 'Maison Garnier', cents: 153600, status: 'accepted' },
];

/** Decorative product glimpse: a mini dashboard drawn with boxes, hidden from assistive technologies. */
export function HeroVisual() {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', display: { xs: 'none', sm: 'block' }, maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 40px 80px -40px rgba(15, 23, 42, 0.45), 0 8px 24px -12px rgba(15, 23, 42, 0.15)',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ display: 'flex', gap: 0.75, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: '#F8FAFC' }}>
          {['#F87171', '#FBBF24', '#34D399'].map((c) => (
            <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
          ))}
        </Box>
        <Box sx={{ p: 3 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '0.95rem' }}>Devis récents</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, my: 2 }}>
            <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: '#EFF6FF' }}>
              <Typography sx={{ fontSize: '0.75rem', color: '#1E40AF' }}>Taux d'acceptation</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.4rem', color: '#1E3A8A' }}>78 %</Typography>
            </Box>
            <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: '#ECFDF5' }}>
              <Typography sx={{ fontSize: '0.75rem', color: '#065F46' }}>Signé ce mois-ci</Typography>
              <Typography sx={{ fontWeight: 800, fontSize: '1.4rem', color: '#064E3B' }}>{formatMoney(1264000)}</Typography>
            </Box>
          </Box>
          {recentQuotes.map((q) => (
            <Box key={q.number} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontSize: '0.85rem', fontWeight: 600 }} noWrap>
                  {q.client}
                </Typography>
                <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>N° {q.number}</Typography>
              </Box>
              <Typography sx={{ fontSize: '0.85rem', fontWeight: 600 }}>{formatMoney(q.cents)}</Typography>
              <StatusBadge status={q.status} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: { sm: -24, md: -40 },
          bottom: -28,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderRadius: 2.5,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 20px 40px -20px rgba(15, 23, 42, 0.35)',
        }}
      >
        <CheckCircleIcon sx={{ color: 'success.main' }} />
        <Box>
          <Typography sx={{ fontSize: '0.8rem', fontWeight: 700 }}>Devis 2024-014 accepté</Typography>
          <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>il y a 2 minutes</Typography>
        </Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          right: { sm: -12, md: -24 },
          top: -20,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          color: 'common.white',
          bgcolor: '#1E40AF',
          borderRadius: 2,
          fontSize: '0.8rem',
          fontWeight: 600,
          boxShadow: '0 16px 32px -16px rgba(30, 64, 175, 0.7)',
        }}
      >
        <SendIcon sx={{ fontSize: 16 }} />
        PDF envoyé par email
      </Box>
    </Box>
  );
}
