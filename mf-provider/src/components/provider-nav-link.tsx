import type { Ref } from 'react';
import { Link, NavLink, useLocation, type LinkProps } from 'react-router';

const REQUESTS = '/app/demandes-devis';
/** A request's review and its counter-proposal live under other paths but belong to the requests (their back link). */
const requestScreens = /^\/app\/(quotes\/[^/]+\/review|quote-proposal)(\/|$)/;

type Props = Omit<LinkProps, 'className' | 'to'> & { to: string; end?: boolean; className?: string; ref?: Ref<HTMLAnchorElement> };

/**
 * The header's link (AppFrame `linkComponent`): react-router's NavLink, whose 'active' class and aria-current
 * follow the path, except on a request's own screens, where 'Demandes reçues' is the current one, not 'Devis'.
 */
export function ProviderNavLink({ to, end, className, ...props }: Props) {
  const { pathname } = useLocation();
  if (!requestScreens.test(pathname)) return <NavLink to={to} end={end} className={className} {...props} />;
  const current = to === REQUESTS;
  return <Link to={to} className={current ? `${className ?? ''} active`.trim() : className} aria-current={current ? 'page' : undefined} {...props} />;
}
