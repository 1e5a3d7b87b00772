/** What each build exports, and what a deployed function refuses to start with. */
const deployedEnv = {
  K_SERVICE: 'api',
  FUNCTION_TARGET: 'api',
  PUBLIC_ORIGIN: 'https://devis.example.fr',
  SENDGRID_API_KEY: 'SG.key',
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_key',
};

async function loadEntry(entry: './index' | './local-index', env: NodeJS.ProcessEnv = {}): Promise<Record<string, unknown>> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let loaded: Record<string, unknown> = {};
    await jest.isolateModulesAsync(async () => {
      loaded = await import(entry);
    });
    return loaded;
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

describe('functions entry points', () => {
  // Each load defines the functions again: firebase-functions warns about its global options.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('never deploys the local outbox', async () => {
    const deployed = Object.keys(await loadEntry('./index')).sort();
    expect(deployed).toEqual(['accountHousekeeping', 'api', 'billing', 'deploy', 'expireQuotes', 'features', 'files', 'generateQuotePdf', 'publicProvider', 'sendQuote', 'sendReminders', 'shell', 'sweepRateLimits']);
    const local = Object.keys(await loadEntry('./local-index')).sort();
    expect(local).toEqual([...deployed, 'outbox'].sort());
  });

  it('starts when deployed with a complete configuration', async () => {
    await expect(loadEntry('./index', deployedEnv)).resolves.toHaveProperty('api');
  });

  it.each([
    [{ STORE: 'sqlite' }, 'STORE=sqlite'],
    [{ MAILER: 'outbox' }, 'MAILER=outbox'],
    [{ PUBLIC_ORIGIN: '' }, 'PUBLIC_ORIGIN is not set'],
    [{ SENDGRID_API_KEY: '' }, 'the SENDGRID_API_KEY secret is missing'],
    [{ BILLING: 'local' }, 'BILLING=local'],
    [{ STRIPE_SECRET_KEY: '' }, 'the STRIPE_SECRET_KEY secret is missing'],
    [{ STRIPE_WEBHOOK_SECRET: '' }, 'the STRIPE_WEBHOOK_SECRET secret is missing'],
  ])('stops a deployed function at start with %j, with one clear log line', async (change, reason) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadEntry('./index', { ...deployedEnv, ...change })).rejects.toThrow(reason);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({ severity: 'CRITICAL', message: expect.stringContaining(`Refusing to start api: ${reason}`) });
  });

  it('asks the SendGrid secret only of the functions that send mail, the Stripe secrets only of those that bill', async () => {
    const noSecrets = { SENDGRID_API_KEY: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    await expect(loadEntry('./index', { ...deployedEnv, ...noSecrets, FUNCTION_TARGET: 'generateQuotePdf' })).resolves.toHaveProperty('generateQuotePdf');
    await expect(loadEntry('./index', { ...deployedEnv, FUNCTION_TARGET: 'billing', SENDGRID_API_KEY: '' })).resolves.toHaveProperty('billing');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The public provider page mails the basket quote.
    await expect(loadEntry('./index', { ...deployedEnv, FUNCTION_TARGET: 'publicProvider', SENDGRID_API_KEY: '' })).rejects.toThrow('the SENDGRID_API_KEY secret is missing');
  });

  it('checks nothing in the emulator, where K_SERVICE is set too', async () => {
    await expect(loadEntry('./local-index', { K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true', STORE: 'sqlite', MAILER: 'outbox' })).resolves.toHaveProperty('outbox');
  });
});
