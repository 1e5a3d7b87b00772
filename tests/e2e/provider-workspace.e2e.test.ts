import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/accessibility';
import { uniqueEmail } from '../support/accounts';
import { openBrowser, type BrowserSession } from '../support/browser';
import { linksOf, waitForMail } from '../support/outbox';
import { currentPath, reload, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** The 'a quote in 2 minutes' promise, counted: every click, fill or key press is one user action. */
const QUOTE_ACTIONS_MAX = 15;

describe('provider workspace journey', () => {
  const email = uniqueEmail('workspace');
  const password = 'motdepasse123';
  let quoteNumber = '';

  it('signs up, confirms the email and adds the sample data', async () => {
    await visit(page, '/register');
    await page.getByLabel("Nom de l'entreprise").fill('Atelier Parcours SARL');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    const mail = await waitForMail((m) => m.to.toLowerCase() === email && /oobCode=/.test(m.text));
    const link = linksOf(mail).find((l) => l.includes('oobCode='));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((u) => u.pathname === '/app');

    await page.getByRole('button', { name: 'Ajouter des données de test' }).click();
    await page.getByText('Données de test ajoutées').waitFor();
    await page.getByText('3 clients, 5 services et 1 devis exemple ont été créés').waitFor();
    await expect(counter('Total devis')).resolves.toBe('1');
    await screenshot(page, 'provider-workspace-dashboard');
    expect(await structuralViolations()).toEqual([]);
  });

  it(`creates a quote from two catalogue services and one free line in at most ${QUOTE_ACTIONS_MAX} actions`, async () => {
    let actions = 0;
    const act = async (action: () => Promise<unknown>) => {
      actions += 1;
      await action();
    };

    await act(() => page.getByRole('link', { name: 'Nouveau devis' }).click());
    await act(() => page.getByRole('combobox', { name: 'Client' }).click());
    await act(() => page.getByRole('option').filter({ hasNotText: 'Nouveau client' }).first().click());
    await act(() => page.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }).click());
    await act(() => page.getByRole('option').nth(0).click());
    await act(() => page.getByRole('combobox', { name: 'Ajouter depuis le catalogue' }).click());
    await act(() => page.getByRole('option').nth(1).click());
    await act(() => page.getByRole('button', { name: 'Ligne libre' }).click());
    await act(() => page.keyboard.type('Déplacement sur site'));
    await act(() => page.getByLabel('Prix unitaire HT ligne 3').fill('45,50'));

    await expect(page.getByTestId('quote-line').count()).resolves.toBe(3);
    const ttc = await page.getByRole('region', { name: 'Totaux' }).getByLabel('Total TTC').textContent();
    expect(ttc).toMatch(/€/);
    await screenshot(page, 'provider-workspace-quote-form');
    expect(await structuralViolations()).toEqual([]);

    await act(() => page.getByRole('button', { name: 'Enregistrer le brouillon' }).click());
    await page.getByText('Devis enregistré').waitFor();
    await page.waitForURL((u) => u.pathname === '/app/quotes');

    console.log(`provider-workspace: quote created in ${actions} user actions`);
    expect(actions).toBeLessThanOrEqual(QUOTE_ACTIONS_MAX);
    // The toast names the new number; the list shows the quote with the total the form showed.
    quoteNumber = (await page.getByText(/^Devis \d{4}-\d{3}$/).first().textContent())!.replace('Devis ', '');
    const card = page.getByRole('article', { name: `Devis ${quoteNumber}` });
    await card.waitFor();
    expect((await card.textContent())?.replace(/\s/g, ' ')).toContain(ttc!.replace(/\s/g, ' '));
  });

  it('finds it in the list, duplicates it, edits the copy and deletes that draft', async () => {
    // 'Dupliquer' at once, before the search reaches the list's URL (the pause after typing): the copy opens, and the
    // way back keeps what was typed.
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(quoteNumber);
    const original = page.getByRole('article', { name: `Devis ${quoteNumber}` });
    await original.getByRole('button', { name: 'Dupliquer' }).click();
    // The copy is a new quote, filled from the original: nothing is created until it is saved.
    await page.getByText(`Copie du devis ${quoteNumber}`).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nouveau devis');
    await expect(page.getByTestId('quote-line').count()).resolves.toBe(3);
    await expect(page.getByLabel('Titre').inputValue()).resolves.toMatch(/^Copie de /);

    // 'Annuler' on the untouched copy goes back to the list as it was left, still searched; nothing was created:
    // the whole list still holds the sample quote and the original only.
    await page.getByRole('link', { name: 'Annuler' }).click();
    await page.waitForURL((u) => u.pathname === '/app/quotes' && u.searchParams.get('search') === quoteNumber);
    await expect(page.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).resolves.toBe(quoteNumber);
    await page.getByRole('article', { name: `Devis ${quoteNumber}` }).waitFor();
    await screenshot(page, 'provider-workspace-quotes-list');
    expect(await structuralViolations()).toEqual([]);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await page.waitForURL((u) => u.pathname === '/app/quotes' && u.search === '');
    await page.getByTestId('quote-card').nth(1).waitFor();
    await expect(page.getByTestId('quote-card').count()).resolves.toBe(2);

    await page.goBack();
    await page.getByText(`Copie du devis ${quoteNumber}`).waitFor();
    await page.getByLabel('Titre').fill('Copie modifiée');
    await page.getByLabel('Quantité ligne 1').fill('3');
    await screenshot(page, 'provider-workspace-edit-copy');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Devis enregistré').waitFor();
    await page.waitForURL((u) => u.pathname === '/app/quotes');
    // The copy got its own number when saved (an untitled card shows 'Devis {number}' as its title: find it by its own).
    const copy = page.getByRole('article').filter({ hasText: 'Copie modifiée' });
    await copy.waitFor();
    const copyNumber = (await copy.getAttribute('aria-label'))!.replace('Devis ', '');
    expect(copyNumber).toMatch(/^\d{4}-\d{3}$/);
    expect(copyNumber).not.toBe(quoteNumber);
    await copy.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmer la suppression' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Devis supprimé').waitFor();
    await copy.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: `Devis ${quoteNumber}` }).waitFor();
    expect(currentPath(page)).toBe('/app/quotes');
    await screenshot(page, 'provider-workspace-after-delete');
  });

  it('lists the sample clients and services, and saves the profile', async () => {
    await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(3);
    await screenshot(page, 'provider-workspace-clients');

    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Services' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(5);
    expect(await page.getByRole('article').first().textContent()).toMatch(/Prix HT.*TVA.*Prix TTC/);
    await screenshot(page, 'provider-workspace-services');

    await page.getByRole('link', { name: 'Profil', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    await expect(page.getByLabel("Nom de l'entreprise").inputValue()).resolves.toBe('Atelier Parcours SARL');
    await expect(page.getByLabel('Conditions de paiement').inputValue()).resolves.toBe('Règlement à 30 jours');
    await page.getByLabel('Conditions de paiement').fill('Règlement à 45 jours');
    await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await page.getByRole('button', { name: 'Enregistrer' }).first().click();
    await page.getByText('Profil mis à jour').waitFor();
    await screenshot(page, 'provider-workspace-profile');
    await reload(page);
    await expect(page.getByLabel('Conditions de paiement').inputValue()).resolves.toBe('Règlement à 45 jours');
  });
});

async function counter(label: string): Promise<string | null> {
  return page.getByLabel(label, { exact: true }).textContent();
}

/**
 * Serious axe violations of the workspace's own markup (names, roles, labels). Colour contrast is left out:
 * it comes from the shared theme (brand #3B82F6 and the toast greens; reported to the platform owner).
 */
async function structuralViolations() {
  return (await seriousViolations(page)).filter((v) => v.id !== 'color-contrast');
}
