import { BrowserRouter } from 'react-router';
import { SiteLayout } from './components/site-layout';
import { LandingRoutes } from './landing-routes';

/** The landing app: its own router over absolute paths; the entry file wraps it in PlatformProvider. */
export default function Root() {
  return (
    <BrowserRouter>
      <SiteLayout>
        <LandingRoutes />
      </SiteLayout>
    </BrowserRouter>
  );
}
