import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';
import { formatLongDate, formatTime, parisDay, type Message, type SenderType } from '@devis/domain';

/** A message as the thread shows it: the server's, or one just sent and not yet confirmed (`pending`). */
export type ThreadMessage = Pick<Message, 'id' | 'sender_type' | 'content' | 'created_at'> & {
  sender_email?: string | null;
  pending?: boolean;
};

export interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  /** The side of the person looking: their messages are on the right, labelled 'Vous'. */
  own: SenderType;
  /** The other party's name on their messages (a message's `sender_email` wins when it has one). */
  otherName: string;
  /** Accessible name of the thread, e.g. 'Messages avec Dupont SARL'. */
  label: string;
  loading?: boolean;
  /** A load failure shown in the box ('Impossible de charger les messages'), with 'Réessayer' when `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Older messages: 'Messages précédents' at the top while `hasOlder`. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** The box's fixed height (it scrolls inside). */
  height?: ResponsiveStyleValue<number | string>;
}

/** Within this many pixels of the bottom, the reader is following the conversation: new messages scroll into view. */
const FOLLOW_THRESHOLD = 96;

function dayLabel(day: string, today: string, yesterday: string, sample: string): string {
  if (day === today) return "Aujourd'hui";
  if (day === yesterday) return 'Hier';
  return formatLongDate(sample);
}

/**
 * A conversation's messages in a fixed-height box that scrolls inside: own messages on the right, a day divider
 * in French (Europe/Paris), each message's time. Content is rendered as text (React escapes it), never as HTML.
 * It follows the newest message: it scrolls to the bottom when a message arrives, unless the reader scrolled up
 * to read older ones (then 'Nouveau message ↓' brings them down); one's own message always scrolls into view.
 */
export function MessageThread({
  messages,
  own,
  otherName,
  label,
  loading = false,
  error = null,
  onRetry,
  emptyText = 'Aucun message pour le moment. Écrivez le premier.',
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  height = { xs: '55vh', sm: 440 },
}: MessageThreadProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seen = useRef<{ first?: string; last?: string; scrollHeight: number }>({ scrollHeight: 0 });
  const [unseen, setUnseen] = useState(false);

  const first = messages[0]?.id;
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = seen.current;
    if (last?.id !== before.last) {
      // A newer message (or the first load): follow it if the reader is at the bottom or wrote it.
      if (following.current || before.last === undefined || last?.sender_type === own) {
        box.scrollTop = box.scrollHeight;
        following.current = true;
        setUnseen(false);
      } else {
        setUnseen(true);
      }
    } else if (first !== before.first && before.first !== undefined) {
      // Older messages were put on top: keep the message the reader was looking at in place.
      box.scrollTop += box.scrollHeight - before.scrollHeight;
    }
    seen.current = { first, last: last?.id, scrollHeight: box.scrollHeight };
  }, [first, last?.id, last?.sender_type, own, loading]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_THRESHOLD;
    if (following.current) setUnseen(false);
    seen.current.scrollHeight = box.scrollHeight;
  };

  const toBottom = () => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
    following.current = true;
    setUnseen(false);
  };

  const today = parisDay();
  const yesterday = parisDay(new Date(Date.now() - 86_400_000));

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack spacing={1.5} aria-hidden sx={{ p: 2 }}>
        {[60, 40, 70].map((w, i) => (
          <Skeleton key={i} variant="rounded" height={44} sx={{ width: `${w}%`, alignSelf: i % 2 ? 'flex-end' : 'flex-start' }} />
        ))}
      </Stack>
    );
  } else if (error) {
    body = (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                Réessayer
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      </Box>
    );
  } else if (messages.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = (
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {hasOlder && onLoadOlder && (
          <Box component="li" sx={{ alignSelf: 'center' }}>
            <Button size="small" onClick={onLoadOlder} disabled={loadingOlder}>
              {loadingOlder ? 'Chargement...' : 'Messages précédents'}
            </Button>
          </Box>
        )}
        {messages.map((m, i) => {
          const day = parisDay(new Date(m.created_at));
          const newDay = i === 0 || parisDay(new Date(messages[i - 1]!.created_at)) !== day;
          return (
            <Fragment key={m.id}>
              {newDay && (
                <Box component="li" aria-hidden sx={{ alignSelf: 'center', py: 0.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {dayLabel(day, today, yesterday, m.created_at)}
                  </Typography>
                </Box>
              )}
              <MessageBubble message={m} mine={m.sender_type === own} otherName={otherName} />
            </Fragment>
          );
        })}
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={boxRef}
        role="log"
        aria-label={label}
        aria-busy={loading || undefined}
        // Focusable so a keyboard user can scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          height,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {body}
      </Box>
      {unseen && (
        <Button variant="contained" size="small" onClick={toBottom} sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}>
          Nouveau message ↓
        </Button>
      )}
    </Box>
  );
}

function MessageBubble({ message: m, mine, otherName }: { message: ThreadMessage; mine: boolean; otherName: string }) {
  const who = mine ? 'Vous' : m.sender_email || otherName;
  const time = formatTime(m.created_at);
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          opacity: m.pending ? 0.75 : 1,
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.content}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
        {who} · {m.pending ? 'Envoi...' : <time dateTime={m.created_at}>{time}</time>}
      </Typography>
    </Box>
  );
}
