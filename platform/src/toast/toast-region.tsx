import { useEffect, useState } from 'react';

/**
 * The live region toasts are drawn in: a polite region (additions only; not role=log, which conversation threads
 * use), in the page before the first toast, since screen readers only announce what is added to a region they
 * already know.
 *
 * It is a child of <body>, and stays readable while a dialog is open: MUI marks every other child of <body>
 * aria-hidden then, and a hidden region is never read, so 'Devis envoyé', shown from the send dialog, went
 * unannounced. The region takes that attribute off again (MUI removes it from the others on close).
 */
export function useToastRegion(): HTMLDivElement | null {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const div = document.createElement('div');
    div.setAttribute('role', 'region');
    div.setAttribute('aria-live', 'polite');
    div.setAttribute('aria-relevant', 'additions');
    div.setAttribute('aria-label', 'Notifications');
    document.body.appendChild(div);
    const observer = new MutationObserver(() => div.removeAttribute('aria-hidden'));
    observer.observe(div, { attributes: true, attributeFilter: ['aria-hidden'] });
    setRegion(div);
    return () => {
      observer.disconnect();
      div.remove();
    };
  }, []);
  return region;
}
