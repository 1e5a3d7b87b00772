// @devis/platform/forms: the heavier components a first screen rarely shows (text inputs pull in Select, Menu and
// Modal). Same module instances as @devis/platform (one compilation). Import it from lazily loaded screens only.
export { Alert, AlertTitle, Drawer, TextField } from './mui';
