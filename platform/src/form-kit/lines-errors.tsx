import { Alert, Box } from '../mui';
import { distinctErrors } from './field-errors';

/**
 * Above a table of lines: every distinct problem of its lines at once (two lines with the same wrong price say it
 * once), so a refused save never hides a second kind of mistake. Nothing before the first save attempt.
 */
export function LinesErrors({ errors, show }: { errors: unknown; show: boolean }) {
  const messages = show ? distinctErrors(errors) : [];
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
