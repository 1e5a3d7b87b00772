import { Box, Button, Divider, IconButton, Stack, CloseIcon } from '@devis/platform';
import { Drawer } from '@devis/platform/forms';
import { PageLink } from '../lib/router/page-link';
import { AccountButtons } from './account-buttons';
import { BrandLogo } from './brand-logo';
import { navLinks } from './nav-links';

/** The small-screen menu; a lazy chunk, loaded when first opened (the drawer brings MUI's modal). */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)', p: 2 } } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <BrandLogo />
        <IconButton aria-label="Fermer le menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box component="nav" aria-label="Navigation mobile">
        <Stack spacing={0.5}>
          {navLinks.map((link) => (
            <Button key={link.to} component={PageLink} to={link.to} onClick={onClose} color="inherit" sx={{ justifyContent: 'flex-start' }}>
              {link.label}
            </Button>
          ))}
        </Stack>
      </Box>
      <Divider sx={{ my: 2 }} />
      <AccountButtons stacked onNavigate={onClose} />
    </Drawer>
  );
}
