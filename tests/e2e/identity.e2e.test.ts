import type { Page } from 'playwright-core';
import { createClientAccount, createProvider, uniqueEmail } from '../support/accounts';
import { linksOf, waitForMail } from '../support/outbox';
import { openBrowser, type BrowserSession } from '../support/browser';
import { currentPath, signInClient, visit } from '../support/page';
import { screenshot } from '../support/screenshot';

const browsers: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

/** A fresh browser profile per test, so each test starts signed out. */
async function freshPage(): Promise<Page> {
  const browser = await openBrowser();
  browsers.push(browser);
  return browser.page;
}

async function signInAsProvider(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('provider identity', () => {
  it('sends a signed-out visitor of /app to /login', async () => {
    const page = await freshPage();
    await visit(page, '/app/quotes');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  });

  it("says 'Email ou mot de passe incorrect' for a wrong password and stays on /login", async () => {
    const provider = await createProvider();
    const page = await freshPage();
    await signInAsProvider(page, provider.email, 'mauvais-mot-de-passe');
    await page.getByText('Erreur de connexion').waitFor();
    await page.getByText('Email ou mot de passe incorrect').waitFor();
    expect(currentPath(page)).toBe('/login');
    await screenshot(page, 'identity-login-error');
  });

  it('keeps a provider whose email is not confirmed out of /app', async () => {
    const provider = await createProvider({ confirmed: false });
    const page = await freshPage();
    await signInAsProvider(page, provider.email, provider.password);
    await page.getByRole('heading', { name: 'Confirmez votre adresse email' }).waitFor();
    await screenshot(page, 'identity-confirm-email');
  });

  it('signs in, reaches /app, and logs out back to a guarded app', async () => {
    const provider = await createProvider();
    const page = await freshPage();
    await signInAsProvider(page, provider.email, provider.password);
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForURL((u) => u.pathname === '/app');
    await page.getByRole('button', { name: 'Déconnexion' }).first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await visit(page, '/app');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});

describe('client identity', () => {
  it('sends a signed-out visitor of /client to /client/login', async () => {
    const page = await freshPage();
    await visit(page, '/client/quotes');
    await page.waitForURL((u) => u.pathname === '/client/login');
    await page.getByText('Espace Client').first().waitFor();
  });

  it('creates a client account with only the required fields and lands on /client/create-quote', async () => {
    // A fresh page: after a guarded page, sign-up returns to that page instead.
    const page = await freshPage();
    await visit(page, '/client/login');
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    await page.getByLabel('Nom').fill('Camille Parcours');
    await page.getByLabel('Email').fill(uniqueEmail('client-ui'));
    await page.getByLabel('Mot de passe').fill('motdepasse123');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((u) => u.pathname === '/client/create-quote');
    await screenshot(page, 'identity-client-signed-up');
  });

  it('refuses a provider account on the client sign-in', async () => {
    const provider = await createProvider();
    const page = await freshPage();
    await visit(page, '/client/login');
    await page.getByLabel('Email').fill(provider.email);
    await page.getByLabel('Mot de passe').fill(provider.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("Ce compte est un compte entreprise. Connectez-vous depuis l'espace entreprise.").waitFor();
    expect(currentPath(page)).toBe('/client/login');
  });
});

describe('forgotten password', () => {
  it('a client asks for a link on /client/login, chooses a new password on our page, then signs in with it', async () => {
    const client = await createClientAccount();
    const page = await freshPage();
    await visit(page, '/client/login');
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await dialog.getByText(`Si un compte existe pour ${client.email}, un email vient d'y être envoyé`, { exact: false }).waitFor();
    await screenshot(page, 'identity-forgot-password-sent');
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    const mail = await waitForMail((m) => m.to === client.email && m.kind === 'password-reset');
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe');
    const link = new URL(linksOf(mail)[0]!);
    expect(link.pathname).toBe('/auth/action');
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    await page.getByText(`Choisissez le nouveau mot de passe du compte ${client.email}.`).waitFor();
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret-42');
    await page.getByLabel('Confirmez le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Les deux mots de passe ne sont pas identiques').waitFor();
    await page.getByLabel('Confirmez le mot de passe').fill('nouveau-secret-42');
    await screenshot(page, 'identity-new-password');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();

    // The link has served: opened again, it says so.
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Lien invalide' }).waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((u) => u.pathname === '/client/login');
    await signInClient(page, { email: client.email, password: 'nouveau-secret-42' });
    expect(currentPath(page)).not.toBe('/client/login');
  });
});
