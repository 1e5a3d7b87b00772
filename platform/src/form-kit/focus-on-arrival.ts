/**
 * Whether a page may put the focus in its first field as it opens: yes with a mouse, not on a touch screen,
 * where the keyboard would open at once over half the page before the person has read it. A dialog someone
 * opened to type in keeps its autoFocus.
 */
export function focusOnArrival(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: coarse)').matches;
}
