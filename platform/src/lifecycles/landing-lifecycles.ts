import { LandingPlatformProvider } from '../provider/landing-platform-provider';
import { createLifecycles } from './create-lifecycles';

/** appLifecycles as the landing gets it (platform/src/landing.ts): inside the landing's lighter provider. */
export const landingLifecycles = createLifecycles(LandingPlatformProvider);
