import { useState } from 'react';

export interface AfterDialogExit {
  /** Runs `action` once the dialog has exited; replaces an action already waiting. */
  schedule: (action: () => void) => void;
  /** Forgets the waiting action (the dialog was dismissed instead). */
  cancel: () => void;
  /** The dialog's transition `onExited`: runs the waiting action, once. */
  run: () => void;
}

/**
 * "Do this once that dialog has gone": for a handover from one MUI modal (Dialog, Drawer, Menu) to another. Opening
 * the next one while the first still closes crosses two modals, which can leave the new one aria-hidden (invisible
 * to screen readers). Wire `run` to the first one's `slotProps.transition.onExited`; the object is stable.
 */
export function useAfterDialogExit(): AfterDialogExit {
  const [afterExit] = useState<AfterDialogExit>(() => {
    let waiting: (() => void) | null = null;
    return {
      schedule: (action) => {
        waiting = action;
      },
      cancel: () => {
        waiting = null;
      },
      run: () => {
        const action = waiting;
        waiting = null;
        action?.();
      },
    };
  });
  return afterExit;
}
