import { useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS, sendMessages } from '@devis/domain';
import { CheckIcon, ContentCopyIcon, IconButton, InputAdornment, TextField, Tooltip, useToast } from '@devis/platform';

/** A read-only link with a copy button: 'Lien copié' (toast, and a check mark for 2 s) or the failure toast. */
export function CopyLinkField({ label, link }: { label: string; link: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toast = useToast();
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(sendMessages.linkCopied);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch {
      toast.error('Erreur', sendMessages.copyFailed);
    }
  };

  return (
    <TextField
      label={label}
      value={link}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? 'Copié' : 'Copier le lien'}>
                <IconButton aria-label={copied ? 'Lien copié' : 'Copier le lien'} onClick={() => void copy()} edge="end">
                  {copied ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
