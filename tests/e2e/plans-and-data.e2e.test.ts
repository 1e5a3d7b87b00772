import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_REMINDER_DAYS_BEFORE, reminderDueDay } from '@devis/domain';
import { api } from '../support/api';
import { createClientAccount, createProvider, uniqueEmail, type TestAccount } from '../support/accounts';
import { signIn } from '../support/auth-emulator';
import { openBrowser, type BrowserSession } from '../support/browser';
import { linksOf, readOutbox, waitForMail } from '../support/outbox';
import { signInClient, signInProvider, visit } from '../support/page';
import { ARTIFACTS_DIR, screenshot } from '../support/screenshot';
import { url } from '../support/stack';

// Issue 12: the trial and the upgrade through the local checkout, a reminder run by hand and followed from
// the outbox, the export and the account's deletion, as a new provider and as a client account.

const ROOT = path.join(__dirname, '..', '..');
const EXPIRED_LINK = "Ce lien de téléchargement n'est plus valide : relancez l'export depuis votre profil.";

let browser: BrowserSession;
let page: Page;
let provider: TestAccount;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  provider = await createProvider({ companyName: 'Atelier Relance SARL' });
});
afterAll(async () => {
  await browser?.close();
});

/** The archive the browser downloads after 'Exporter mes données', saved under tests/.artifacts; its entries. */
async function exportFromPage(name: string): Promise<{ file: string; entries: string[]; link: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter mes données' }).click()]);
  const file = path.join(ARTIFACTS_DIR, `${name}.zip`);
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^devis-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  return { file, entries, link: download.url() };
}

/** `npm run reminders -- --on day --test`: the daily job as of that Paris day, against the test stack. */
async function runRemindersOn(day: string) {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/run-job.mjs'), 'send-reminders', '--on', day, '--test'], { cwd: ROOT, stdio: 'pipe' });
}

describe('a new provider: trial, upgrade, reminder, export, deletion', () => {
  const clientEmail = uniqueEmail('relance');
  let quote: { id: string; quote_number: string };
  let reminderLink = '';

  it('the dashboard shows the 14-day trial and the way to a plan', async () => {
    await signInProvider(page, provider);
    const card = page.getByRole('region', { name: 'Mon abonnement' });
    await card.getByText('14 jours restants : devis illimités', { exact: false }).waitFor();
    await card.getByRole('link', { name: 'Choisir un plan' }).waitFor();
    await screenshot(page, 'plans-dashboard-trial');
  });

  it('upgrades through the local checkout; the plan changes once the payment event is applied', async () => {
    await page.getByRole('region', { name: 'Mon abonnement' }).getByRole('link', { name: 'Choisir un plan' }).click();
    await page.waitForURL((u) => u.pathname === '/app/profile');
    const section = page.getByRole('region', { name: 'Abonnement' });
    await section.getByRole('button', { name: 'Passer au plan Pro' }).click();
    await page.getByRole('heading', { name: 'Abonnement Devis Pro' }).waitFor();
    await screenshot(page, 'plans-local-checkout');
    await page.getByRole('button', { name: "Payer et s'abonner" }).click();
    await page.waitForURL((u) => u.pathname === '/app/profile');
    await page.getByText('Abonnement activé').waitFor();
    await section.getByText('Plan Pro', { exact: true }).waitFor();
    // Subscribed on the trial's first day: the trial's days are kept, the first charge waits for its end.
    await section.getByText(/^Devis illimités\. Premier prélèvement le .*, à la fin de votre essai\.$/).waitFor();
    await section.getByRole('button', { name: 'Gérer mon abonnement' }).waitFor();
    await screenshot(page, 'plans-profile-pro');
  });

  it('moves from Pro to Business at once, after a confirmation that states the prorated price', async () => {
    const section = page.getByRole('region', { name: 'Abonnement' });
    await section.getByRole('button', { name: 'Passer au plan Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passer au plan Business' });
    await dialog.getByText('(39,00 € HT / mois) dès maintenant', { exact: false }).waitFor();
    await screenshot(page, 'plans-change-dialog');
    await dialog.getByRole('button', { name: 'Confirmer le changement' }).click();
    await page.getByText('Vous êtes maintenant sur le plan Business.').waitFor();
    await section.getByText('Plan Business', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Passer au plan Pro' }).waitFor();
    const billing = await api<{ plan: string }>('/api/billing', { token: provider.token });
    expect(billing.plan).toBe('business');
  });

  it('the reminder job mails the client a working link, and the quote says "Relance envoyée le …"', async () => {
    const client = await api<{ id: string }>('/api/clients', {
      token: provider.token,
      body: { company_name: 'Fleurs Dumas', contact_name: 'Léa Dumas', email: clientEmail },
    });
    quote = await api('/api/quotes', {
      token: provider.token,
      body: { client_id: client.id, title: 'Décoration de la boutique', lines: [{ description: 'Vitrine de Noël', quantity: 1, unit_price_ht: 65000, tva_rate_percent: 20 }] },
    });
    await api('/fn/sendQuote', { token: provider.token, body: { quoteId: quote.id, sendToClientAccount: false } });
    const sent = await api<{ valid_until: string; sent_at: string }>(`/api/quotes/${quote.id}`, { token: provider.token });
    const due = reminderDueDay({
      validUntil: sent.valid_until,
      sentDay: sent.sent_at.slice(0, 10),
      settings: { reminders_enabled: true, reminder_days_before: DEFAULT_REMINDER_DAYS_BEFORE },
    });
    expect(due).not.toBeNull();

    await runRemindersOn(due!);
    const mail = await waitForMail((m) => m.kind === 'quote-reminder' && m.to === clientEmail);
    expect(mail.subject).toContain(quote.quote_number);
    // A second run the same day sends nothing more.
    await runRemindersOn(due!);
    expect((await readOutbox()).filter((m) => m.kind === 'quote-reminder' && m.to === clientEmail)).toHaveLength(1);

    const link = linksOf(mail).find((l) => /\/[a-z0-9]{24}\?t=/.test(l));
    expect(link).toBeDefined();
    reminderLink = link!;
    const visitor = await browser.context.newPage();
    await visitor.goto(reminderLink);
    await visitor.getByRole('heading', { level: 1, name: 'Décoration de la boutique' }).waitFor();
    await visitor.getByRole('button', { name: 'Accepter le devis' }).waitFor();
    await screenshot(visitor, 'reminders-link-public-page');
    await visitor.close();

    await visit(page, '/app/quotes');
    const card = page.getByRole('article', { name: `Devis ${quote.quote_number}` });
    await card.getByText('Relance envoyée le', { exact: false }).waitFor();
    await screenshot(page, 'reminders-quote-card');
  });

  it("'Exporter mes données' downloads the whole account once; the link then answers the same French 404", async () => {
    await visit(page, '/app/profile');
    const { file, entries, link } = await exportFromPage('export-provider');
    expect(entries).toEqual(
      expect.arrayContaining(['LISEZMOI.txt', 'json/profil.json', 'json/devis.json', 'csv/clients.csv', 'csv/devis.csv', `pdf/devis-${quote.quote_number}-v1.pdf`]),
    );
    const csv = execFileSync('unzip', ['-p', file, 'csv/devis.csv']);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8')).toContain('650,00');
    expect(csv.toString('utf8')).toContain(';');

    const again = await fetch(link);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: EXPIRED_LINK } });
  });

  it("'Supprimer mon compte' waits for SUPPRIMER, then the account and its links are gone", async () => {
    const refused = await fetch(url('/api/account/delete'), {
      method: 'POST',
      headers: { authorization: `Bearer ${provider.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation: 'supprimer' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { message: 'Saisissez SUPPRIMER en majuscules pour confirmer' } });

    await visit(page, '/app/profile');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte ?' });
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
    await dialog.getByLabel('Saisissez SUPPRIMER pour confirmer').fill('supprimer');
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, 'delete-account-dialog');
    await dialog.getByLabel('Saisissez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await confirm.click();
    await page.getByText('Votre compte a été supprimé').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');

    await expect(signIn(provider.email, provider.password)).rejects.toThrow();
    // The link the client received answers like a link that never existed.
    const visitor = await browser.context.newPage();
    await visitor.goto(reminderLink);
    await visitor.getByText('Lien invalide ou expiré').waitFor();
    await screenshot(visitor, 'delete-account-dead-link');
    await visitor.close();
  });
});

describe('a client account: export and deletion from Mon compte', () => {
  let client: TestAccount;

  beforeAll(async () => {
    client = await createClientAccount({ name: 'Camille Export' });
  });

  it('exports its own data; another account cannot use its link', async () => {
    await signInClient(page, client);
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await page.getByRole('heading', { name: 'Mon compte', exact: true }).waitFor();
    await page.getByText('Camille Export').waitFor();
    await screenshot(page, 'client-account-page');

    // A link made for another account is refused with the same answer as a forged one.
    const other = await createProvider({ companyName: 'Curieux SARL' });
    const theirs = await api<{ url: string }>('/api/account/export', { token: other.token, method: 'POST' });
    const { id } = /\/export\/(?<id>[^?]+)/.exec(theirs.url)!.groups as { id: string };
    const forged = await fetch(url(`/api/account/export/${id}?t=${'a'.repeat(43)}`), { headers: { authorization: `Bearer ${client.token}` } });
    expect(forged.status).toBe(404);

    const { entries } = await exportFromPage('export-client');
    expect(entries).toEqual(expect.arrayContaining(['LISEZMOI.txt', 'json/compte.json']));
  });

  it('is deleted after SUPPRIMER and cannot sign in again', async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte ?' });
    await dialog.getByLabel('Saisissez SUPPRIMER pour confirmer').fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText('Votre compte a été supprimé').waitFor();
    await page.waitForURL((u) => u.pathname === '/client/login');
    await expect(signIn(client.email, client.password)).rejects.toThrow();
  });
});
