import { SiteLayout } from './components/site-layout';
import { LandingRoutes } from './landing-routes';

/** The landing app: pages by pathname (single-spa routes between apps); the entry file renders it inside the platform provider. */
export default function Root() {
  return (
    <SiteLayout>
      <LandingRoutes />
    </SiteLayout>
  );
}
