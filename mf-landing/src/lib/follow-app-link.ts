import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Click handler for links into another microfrontend: single-spa changes the route without a reload.
 * Modified clicks (new tab, new window) keep the browser's default behaviour.
 */
export function followAppLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}
