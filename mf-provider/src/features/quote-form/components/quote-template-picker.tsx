import { useId, useState } from 'react';
import { quoteTemplates, type QuoteTemplate } from '@devis/domain';
import { Button, ListItemText, Menu, MenuItem, useAfterDialogExit } from '@devis/platform';

/** 'Partir d'un modèle': the templates by trade (the landing's), offered on a new quote. */
export function QuoteTemplatePicker({ onPick }: { onPick: (template: QuoteTemplate) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  // The choice reaches the form once the menu has gone: it may open 'Remplacer les lignes ?', and a dialog opening
  // while the menu (a modal too) still closes could be left aria-hidden.
  const afterMenu = useAfterDialogExit();
  const close = () => {
    afterMenu.cancel();
    setAnchor(null);
  };
  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open || undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        Partir d'un modèle
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId }, transition: { onExited: afterMenu.run } }}
      >
        {quoteTemplates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              afterMenu.schedule(() => onPick(template));
              setAnchor(null);
            }}
          >
            <ListItemText primary={template.trade} secondary={template.title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
