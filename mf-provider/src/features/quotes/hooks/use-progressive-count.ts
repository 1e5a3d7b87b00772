import { startTransition, useEffect, useState } from 'react';

/** The least height of a list item (a quote card is ~175 px on a desktop, taller on a phone). */
const ITEM_MIN_HEIGHT = 160;

/** As many items as one screen can show, even if the list started at its top: 5 on a 800 px high window. */
function screenful(): number {
  return Math.max(2, Math.ceil(window.innerHeight / ITEM_MIN_HEIGHT));
}

/**
 * How many of `total` items to render: a screenful at first, everything once that has painted.
 * The first quotes appear sooner; the rest of the page follows in a low-priority render.
 */
export function useProgressiveCount(total: number, first = screenful()): number {
  const [all, setAll] = useState(false);
  const ready = total > 0;
  useEffect(() => {
    if (!ready || all) return;
    const frame = requestAnimationFrame(() => {
      // A timeout after the frame lets the browser paint the first cards before the rest renders.
      setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, all]);
  return all ? total : Math.min(total, first);
}
