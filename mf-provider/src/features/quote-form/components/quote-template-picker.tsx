import { useId, useState } from 'react';
import { quoteTemplates, type QuoteTemplate } from '@devis/domain';
import { Button, ListItemText, Menu, MenuItem } from '@devis/platform';

/** 'Partir d'un modèle': the templates by trade (the landing's), offered on a new quote. */
export function QuoteTemplatePicker({ onPick }: { onPick: (template: QuoteTemplate) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
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
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {quoteTemplates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              setAnchor(null);
              onPick(template);
            }}
          >
            <ListItemText primary={template.trade} secondary={template.title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
