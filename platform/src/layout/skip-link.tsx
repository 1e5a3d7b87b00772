import type { MouseEvent } from 'react';
import { Link } from '@mui/material';

/** The id of the page's main landmark, which the skip link leads to. */
export const MAIN_ID = 'contenu';

/**
 * The first stop of the keyboard: 'Aller au contenu' jumps over the header navigation to the page (WCAG 2.4.1).
 * Hidden above the screen until it has focus. Focus moves to the main landmark itself (tabIndex -1), so the next
 * Tab goes to the page's first control; the URL keeps no '#contenu' (the router owns it).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      underline="always"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Aller au contenu
    </Link>
  );
}
