import { SiteLayout } from './components/site-layout';
import { LandingRoutes } from './landing-routes';

/** The landing app: pages by pathname (single-spa routes between apps); the entry file wraps it in PlatformProvider. */
export default function Root() {
  return (
    <SiteLayout>
      <LandingRoutes />
    </SiteLayout>
  );
}
