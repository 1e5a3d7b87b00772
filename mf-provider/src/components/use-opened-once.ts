import { useState } from 'react';

/**
 * True from the first time `open` is true, for good. A dialog rendered only from then on costs the page's first
 * render nothing (a closed MUI Dialog still styles its root), and stays mounted afterwards so it keeps its own
 * closing transition and focus return.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
