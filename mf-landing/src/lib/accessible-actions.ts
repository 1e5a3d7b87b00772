/**
 * The brand blue #3B82F6 is 3.7:1 against white, under the 4.5:1 WCAG AA needs for button text.
 * Landing actions use darker shades of the same blue; apply this to a container of buttons.
 */
export const actionBlue = '#2563EB';
export const actionBlueHover = '#1D4ED8';

export const accessibleActionsSx = {
  '& .MuiButton-contained.MuiButton-colorPrimary': { bgcolor: actionBlue, '&:hover': { bgcolor: actionBlueHover } },
  '& .MuiButton-outlined.MuiButton-colorPrimary': {
    color: actionBlueHover,
    borderColor: 'rgba(37, 99, 235, 0.5)',
    '&:hover': { borderColor: actionBlue, bgcolor: 'rgba(37, 99, 235, 0.06)' },
  },
  '& .MuiButton-text.MuiButton-colorPrimary': { color: actionBlueHover },
} as const;
