// The pages' first-card message: the page says `console.debug('devis:first-quote-card', ...values)` when its
// first quote card is painted, so that nothing polls it (Playwright's waitForFunction runs its injected script on
// every frame: ~10 ms of main-thread work per load).

/** Resolves with the message's values after the tag, once the page sends it; call before navigating. */
export async function firstCardMessage(cdp, timeoutMs = 30000) {
  const seen = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no quote card after ${timeoutMs / 1000} s`)), timeoutMs);
    cdp.on('Runtime.consoleAPICalled', ({ args }) => {
      if (args[0]?.value !== 'devis:first-quote-card') return;
      clearTimeout(timer);
      resolve(args.slice(1).map((a) => a.value));
    });
  });
  await cdp.send('Runtime.enable');
  return { seen };
}
