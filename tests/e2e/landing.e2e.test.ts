import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import { currentPath, visit } from '../support/page';
import { screenshot } from '../support/screenshot';
import { uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/outbox';

let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
});
afterEach(async () => {
  await page?.close();
});

const header = () => page.locator('header').first();

describe('landing page (/)', () => {
  it('renders the header, hero, benefits, features, testimonials, how-it-works, FAQ, closing call to action and footer', async () => {
    await visit(page, '/');

    await expectVisible(header().getByRole('link', { name: 'Espace Client' }));
    await expectVisible(page.getByRole('heading', { level: 1, name: /devis professionnels/i }));
    for (const title of ['Gain de temps', 'Image professionnelle', 'Suivi client simplifié', 'Automatisation complète']) {
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    for (const title of ['Personnalisation de votre marque', 'Catalogue de prestations', 'PDF instantané', 'Portail client sécurisé']) {
      await expectVisible(page.getByRole('heading', { name: title }));
    }
    await expectVisible(page.getByText('Accepté').first());
    await expectVisible(page.getByText(/Total TTC/).first());
    await expectVisible(page.getByRole('region', { name: /Ils ont gagné des heures/ }));
    await expectVisible(page.getByRole('region', { name: /en 3 étapes/ }));
    await expectVisible(faqQuestions().first());
    expect(await faqQuestions().count()).toBe(8);
    await expectVisible(page.getByRole('link', { name: 'Commencer gratuitement' }));
    await expectVisible(page.getByRole('link', { name: 'Planifier une démo' }));
    const footer = page.locator('footer');
    for (const link of ['Fonctionnalités', 'Tarifs', 'Contact', "Conditions générales d'utilisation", 'Mentions légales', 'Politique de confidentialité']) {
      await expectVisible(footer.getByRole('link', { name: link, exact: true }));
    }
  });

  it('has no serious or critical accessibility violation', async () => {
    await visit(page, '/');
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
  });

  it('looks right on a phone (375 px) and a desktop (1280 px)', async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/');
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await screenshot(page, `landing-${width}`);
      // Nothing wider than the screen: no horizontal scrolling on a phone (offenders listed to help fixing).
      const layout = await page.evaluate(() => {
        const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
        const offenders = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
        return { overflow, offenders: overflow > 0 ? offenders.slice(0, 5) : [] };
      });
      expect({ width, ...layout }).toEqual({ width, overflow: 0, offenders: [] });
    }
  });
});

describe('FAQ', () => {
  it('opens one answer at a time', async () => {
    await visit(page, '/');
    const trial = faqQuestion("Comment fonctionne l'essai gratuit ?");
    const freePlan = faqQuestion('Que comprend le plan Free ?');
    const trialAnswer = page.getByText(/jours d'essai avec toutes les fonctionnalités premium/);
    const freePlanAnswer = page.getByText(/devis par mois, avec la génération PDF/);
    await trialAnswer.waitFor({ state: 'hidden' });

    await trial.click();
    await trialAnswer.waitFor({ state: 'visible' });
    expect(await trial.getAttribute('aria-expanded')).toBe('true');

    await freePlan.click();
    await freePlanAnswer.waitFor({ state: 'visible' });
    await trialAnswer.waitFor({ state: 'hidden' });
    expect(await trial.getAttribute('aria-expanded')).toBe('false');
    expect(await expandedCount()).toBe(1);

    await freePlan.click();
    await freePlanAnswer.waitFor({ state: 'hidden' });
    expect(await expandedCount()).toBe(0);
  });
});

describe('header buttons', () => {
  // Each destination belongs to another microfrontend: check the page it shows, not only the URL.
  it.each([
    ['Espace Client', '/client/login', () => page.getByRole('heading', { name: /Espace Client/ })],
    ['Connexion Entreprise', '/login', () => page.getByRole('button', { name: 'Se connecter' })],
    ['Essayer gratuitement', '/register', () => page.getByRole('button', { name: 'Créer mon compte' })],
  ])('%s leads to %s', async (label, path, destination) => {
    await visit(page, '/');
    await header().getByRole('link', { name: label }).click();
    await page.waitForURL((u) => u.pathname === path);
    await expectVisible(destination());
    expect(currentPath(page)).toBe(path);
  });
});

describe('contact page', () => {
  it('sends the message to the support address; locally the confirmation links to the outbox where it landed', async () => {
    const email = uniqueEmail('contact');
    await visit(page, '/contact');
    await page.getByRole('textbox', { name: /Nom/ }).fill('Sophie Laurent');
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByRole('textbox', { name: /Entreprise/ }).fill('Atelier Laurent');
    await page.getByRole('textbox', { name: /Message/ }).fill('Bonjour, une démonstration est-elle possible cette semaine ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    await expectVisible(page.getByText('Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.'));
    const mail = await waitForMail((m) => m.kind === 'contact' && m.replyTo === email);
    expect(mail).toMatchObject({ to: 'contact@devis.fr', subject: 'Message de contact : Sophie Laurent (Atelier Laurent)' });
    expect(mail.text).toContain('une démonstration est-elle possible cette semaine ?');
    await screenshot(page, 'landing-contact-sent');

    const [outbox] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: "Voir le message dans la boîte d'envoi locale" }).click()]);
    await outbox.waitForLoadState();
    await expectVisible(outbox.getByText('Message de contact : Sophie Laurent (Atelier Laurent)').first());
    await screenshot(outbox, 'landing-contact-outbox');
    await outbox.close();
  });
});

function faqSection() {
  return page.getByRole('region', { name: 'Questions fréquentes' });
}

function faqQuestions() {
  return faqSection().getByRole('button');
}

function faqQuestion(question: string) {
  return faqSection().getByRole('button', { name: question });
}

async function expandedCount(): Promise<number> {
  return faqSection().locator('[aria-expanded="true"]').count();
}

async function expectVisible(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}
