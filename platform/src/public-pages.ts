// The @devis/platform module as the public pages (mf-landing, mf-public) see it in the browser: the import map
// scopes them here, so a first visit skips the components only the signed-in areas use. Same module
// instances as the full entry (one webpack runtime). tests/build/public-pages-platform.test.ts checks that
// every name those apps import is listed; add names here when they need more.
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  AppBar,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Drawer,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  InputAdornment,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Toolbar,
  Typography,
  alpha,
  styled,
  useMediaQuery,
  useTheme,
} from './mui';
export {
  ArrowBackIcon,
  ArrowForwardIcon,
  AutorenewIcon,
  CancelIcon,
  ChatIcon,
  CheckCircleIcon,
  CheckIcon,
  CloseIcon,
  DescriptionIcon,
  DownloadIcon,
  EditIcon,
  EmailIcon,
  ExpandMoreIcon,
  HomeIcon,
  InfoIcon,
  ListAltIcon,
  LockIcon,
  MenuIcon,
  PaletteIcon,
  PeopleIcon,
  PersonIcon,
  PictureAsPdfIcon,
  ScheduleIcon,
  SendIcon,
  SettingsIcon,
  StarIcon,
  VerifiedIcon,
  WarningIcon,
} from './icons';
export { brandColors } from './theme/brand';
export { theme } from './theme/theme';
export { PlatformProvider } from './provider/platform-provider';
export { useToast } from './toast/use-toast';
export { PageError, PageErrorBoundary } from './layout/page-error-boundary';
export { ComingSoon } from './layout/coming-soon';
export { NotFoundPage } from './layout/not-found-page';
export { usePageTitle } from './layout/use-page-title';
export { CenteredMessage } from './layout/centered-message';
export { EmptyState } from './layout/empty-state';
export { ConfirmDialog } from './layout/confirm-dialog';
export { StatusBadge } from './display/status-badge';
export { BadgeChip } from './display/badge-chip';
export { ApiError } from './api/api-error';
export { apiRequest } from './api/api-request';
export { loadFeatureFlags } from './feature-flags/load-feature-flags';
export { useFeatureFlags } from './feature-flags/use-feature-flags';
export { appLifecycles } from './lifecycles/app-lifecycles';
export { routerWindow } from './lifecycles/router-window';
export { MessageThread } from './conversation/message-thread';
export { MessageComposer } from './conversation/message-composer';
