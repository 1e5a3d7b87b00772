// The @devis/platform module as the landing (mf-landing) sees it in the browser (import-map scope): only what the
// home page shows, so the first visit stays small. Text fields, alerts and the drawer are in @devis/platform/forms,
// which the landing imports from lazy chunks only. tests/build/public-pages-platform.test.ts checks the names.
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  AppBar,
  Box,
  Button,
  Chip,
  Container,
  Divider,
  IconButton,
  Link,
  Stack,
  Toolbar,
  Typography,
  alpha,
} from './mui';
export {
  ArrowForwardIcon,
  AutorenewIcon,
  CheckCircleIcon,
  CheckIcon,
  CloseIcon,
  EditIcon,
  EmailIcon,
  ExpandMoreIcon,
  ListAltIcon,
  LockIcon,
  MenuIcon,
  PaletteIcon,
  PeopleIcon,
  PictureAsPdfIcon,
  ScheduleIcon,
  SendIcon,
  SettingsIcon,
  StarIcon,
  VerifiedIcon,
} from './icons';
export { brandColors } from './theme/brand';
export { LandingPlatformProvider } from './provider/landing-platform-provider';
export { landingLifecycles as appLifecycles } from './lifecycles/landing-lifecycles';
export { StatusBadge } from './display/status-badge';
// The contact form (a lazy chunk) posts through the API client.
export { ApiError } from './api/api-error';
export { apiRequest } from './api/api-request';
export { NotFoundPage } from './layout/not-found-page';
export { usePageTitle } from './layout/use-page-title';
