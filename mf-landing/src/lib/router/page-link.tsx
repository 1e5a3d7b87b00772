import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigate, usePathname } from './pathname';

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to a landing page: a real href (new tab, crawlers) and navigation without a reload on a plain click.
 * The link to the current page gets the `active` class and aria-current="page". Use as MUI `component`.
 */
export function PageLink({ to, onClick, className, ...anchorProps }: PageLinkProps) {
  const active = usePathname() === to;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <a {...anchorProps} href={to} onClick={follow} className={classes} aria-current={active ? 'page' : undefined} />;
}
