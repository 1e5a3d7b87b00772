import { Button } from '@devis/platform';
import { PictureAsPdfIcon } from '@devis/platform';

/** Opens the PDF in a new tab: a plain link, so no pop-up blocker and no script in between. */
export function PdfButton({ href, size = 'large' }: { href: string; size?: 'medium' | 'large' }) {
  return (
    <Button variant="outlined" size={size} href={href} target="_blank" rel="noopener noreferrer" startIcon={<PictureAsPdfIcon />}>
      Voir le PDF
    </Button>
  );
}
