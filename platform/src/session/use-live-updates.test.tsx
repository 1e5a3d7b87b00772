import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { LiveAnswer } from '@devis/domain';
import { ApiError } from '../api/api-error';
import { liveBackoffMs, runLiveLoop, useLiveUpdates } from './use-live-updates';
import { sessionApi } from './session-api';

jest.mock('./session-api', () => ({ sessionApi: { get: jest.fn() } }));
const get = sessionApi.get as jest.MockedFunction<typeof sessionApi.get>;

/** A held request the test answers (or that the hook aborts). */
interface Held {
  path: string;
  signal: AbortSignal | undefined;
  answer(value: LiveAnswer): void;
  fail(error: unknown): void;
}

let held: Held[] = [];
beforeEach(() => {
  held = [];
  get.mockReset();
  get.mockImplementation(
    (path, options) =>
      new Promise((resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        held.push({ path, signal: options?.signal, answer: (v) => resolve(v as never), fail: reject });
      }),
  );
});

function Quotes({ load }: { load: () => Promise<string> }) {
  const quotes = useQuery({ queryKey: ['quotes', 'list'], queryFn: load });
  useLiveUpdates('quotes', [['quotes']]);
  return <p>{quotes.data ?? 'Chargement...'}</p>;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

/** The screen, loaded once ('Version 1'), with its first call for changes held; `load` counts its reads. */
async function showQuotes() {
  let version = 0;
  const load = jest.fn(async () => `Version ${(version += 1)}`);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Quotes load={load} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Version 1')).toBeInTheDocument();
  await waitFor(() => expect(held).toHaveLength(1));
  return load;
}

test('refreshes the given queries when the server says the channel changed, and re-asks at once with the cursor', async () => {
  const load = await showQuotes();
  expect(held[0]!.path).toBe('/api/live?channel=quotes');
  await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false, last_change_age_ms: null }));
  await waitFor(() => expect(held).toHaveLength(2));
  expect(held[1]!.path).toBe('/api/live?channel=quotes&after=aaaaaaaaaaaaaaaa');
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => held[1]!.answer({ cursor: 'bbbbbbbbbbbbbbbb', changed: true }));
  expect(await screen.findByText('Version 2')).toBeInTheDocument();
  await waitFor(() => expect(held).toHaveLength(3));
  expect(held[2]!.path).toBe('/api/live?channel=quotes&after=bbbbbbbbbbbbbbbb');
});

test('asks for the data again once when the first answer says the newest change came after it was read (the cursor would never count it)', async () => {
  const load = await showQuotes();
  // The data came back, then a quote was accepted before the server looked: 200 ms ago, after the read.
  await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false, last_change_age_ms: 0 }));
  expect(await screen.findByText('Version 2')).toBeInTheDocument();
  // Later unchanged answers ask for nothing.
  await waitFor(() => expect(held).toHaveLength(2));
  await act(async () => held[1]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false, last_change_age_ms: 0 }));
  await waitFor(() => expect(held).toHaveLength(3));
  expect(load).toHaveBeenCalledTimes(2);
});

test('reads nothing again when the newest change is well before the data, or nothing watched was ever written', async () => {
  for (const age of [60_000, null]) {
    const load = await showQuotes();
    await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false, last_change_age_ms: age }));
    await waitFor(() => expect(held).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    held = [];
  }
});

test('data kept from an earlier visit is read again when the change came after it, even a minute later', async () => {
  const now = jest.spyOn(Date, 'now');
  try {
    const load = await showQuotes();
    // The first answer comes a minute after the data (a cold instance, a hidden tab): the change was 10 s ago.
    now.mockReturnValue(Date.now() + 60_000);
    await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false, last_change_age_ms: 10_000 }));
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    now.mockRestore();
  }
});

test('a server that does not say when the newest change was (an older deploy) counts it as just now', async () => {
  await showQuotes();
  await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false }));
  expect(await screen.findByText('Version 2')).toBeInTheDocument();
});

test('drops the held request on unmount, and asks nothing while the tab is hidden', async () => {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <Quotes load={async () => 'Liste'} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held[0]!.answer({ cursor: 'aaaaaaaaaaaaaaaa', changed: false }));
  await waitFor(() => expect(held).toHaveLength(2));
  act(() => setVisibility('hidden'));
  expect(held[1]!.signal?.aborted).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(held).toHaveLength(2);
  act(() => setVisibility('visible'));
  await waitFor(() => expect(held).toHaveLength(3));
  expect(held[2]!.path).toBe('/api/live?channel=quotes&after=aaaaaaaaaaaaaaaa');
  view.unmount();
  expect(held[2]!.signal?.aborted).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(held).toHaveLength(3);
});

test('waits longer after each failure, starts over after a success, and stops on a refusal', async () => {
  const waits: number[] = [];
  const answers: (LiveAnswer | Error)[] = [
    new ApiError(0, 'NETWORK', 'Impossible de joindre le serveur'),
    new ApiError(503, 'UNAVAILABLE', 'Indisponible'),
    new ApiError(500, 'INTERNAL', 'Erreur'),
    { cursor: 'aaaaaaaaaaaaaaaa', changed: false },
    new ApiError(502, 'BAD_GATEWAY', 'Erreur'),
    new ApiError(404, 'NOT_FOUND', 'Conversation introuvable'),
  ];
  const calls: string[] = [];
  const api = {
    get: async <T,>(path: string): Promise<T> => {
      calls.push(path);
      const next = answers.shift();
      if (!next) throw new Error('asked once too often');
      if (next instanceof Error) throw next;
      return next as T;
    },
  };
  await runLiveLoop({ channel: 'conversation:abc', api, onChange: () => undefined, signal: new AbortController().signal, sleep: async (ms) => void waits.push(ms) });
  expect(waits).toEqual([1_000, 2_000, 4_000, 1_000]);
  expect(calls).toHaveLength(6);
  expect(liveBackoffMs(10)).toBe(30_000);
});
