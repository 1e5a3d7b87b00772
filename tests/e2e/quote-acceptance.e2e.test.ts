import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { createProvider, uniqueEmail, type TestAccount } from '../support/accounts';
import { openBrowser, type BrowserSession } from '../support/browser';
import { linksOf, readAttachment, waitForMail } from '../support/outbox';
import { signInProvider, visit } from '../support/page';
import { ARTIFACTS_DIR, screenshot } from '../support/screenshot';

let browser: BrowserSession;
let providerPage: Page;
let provider: TestAccount;

beforeAll(async () => {
  browser = await openBrowser();
  providerPage = await browser.context.newPage();
  provider = await createProvider({ companyName: 'Atelier Parcours SARL' });
});
afterAll(async () => {
  await browser?.close();
});

/** A client with an email and a two-line draft, made through the API as the provider's form would. */
async function draftQuote(title: string, clientEmail: string): Promise<{ id: string; quote_number: string }> {
  const client = await api<{ id: string }>('/api/clients', {
    token: provider.token,
    body: { company_name: 'Boulangerie Martin', contact_name: 'Claire Martin', email: clientEmail, address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' },
  });
  return api('/api/quotes', {
    token: provider.token,
    body: {
      client_id: client.id,
      title,
      lines: [
        { description: 'Maquettes des pages', quantity: 2, unit_price_ht: 45000, tva_rate_percent: 20 },
        { description: 'Intégration et mise en ligne', quantity: 1, unit_price_ht: 80000, tva_rate_percent: 20 },
      ],
    },
  });
}

/** The public link of the quote-sent mail to this address. */
async function publicLinkMailedTo(email: string, quoteNumber: string) {
  const mail = await waitForMail((m) => m.kind === 'quote-sent' && m.to === email && m.subject.includes(quoteNumber));
  const link = linksOf(mail).find((l) => /\/[a-z0-9]{24}\?t=/.test(l));
  expect(link).toBeDefined();
  return { mail, link: link! };
}

describe('a quote reaches the client and is accepted online', () => {
  const clientEmail = uniqueEmail('claire');
  let quote: { id: string; quote_number: string };
  let link = '';

  it('the provider sends a quote from the list; the email carries the link and the PDF', async () => {
    quote = await draftQuote('Refonte du site vitrine', clientEmail);
    await signInProvider(providerPage, provider);
    await visit(providerPage, '/app/quotes');

    const card = providerPage.getByRole('article', { name: `Devis ${quote.quote_number}` });
    await card.getByRole('button', { name: 'Voir' }).click();
    await providerPage.getByRole('dialog', { name: new RegExp(`Devis ${quote.quote_number}`) }).getByRole('button', { name: 'Envoyer' }).click();
    const dialog = providerPage.getByRole('dialog', { name: `Envoyer le devis ${quote.quote_number}` });
    await dialog.getByText(`Le devis sera envoyé par email à ${clientEmail}`, { exact: false }).waitFor();
    await screenshot(providerPage, 'quote-acceptance-send-dialog');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const shown = await dialog.getByRole('textbox', { name: 'Lien public du devis' }).inputValue();
    await dialog.getByText("Ce lien reste valable jusqu'au", { exact: false }).waitFor();
    await screenshot(providerPage, 'quote-acceptance-sent-link');

    const sent = await publicLinkMailedTo(clientEmail, quote.quote_number);
    link = sent.link;
    expect(new URL(link).pathname).toBe(new URL(shown).pathname);
    expect(sent.mail.attachments.map((a) => a.filename)).toEqual([`devis-${quote.quote_number}.pdf`]);
    const pdf = await readAttachment(sent.mail, `devis-${quote.quote_number}.pdf`);
    const file = path.join(ARTIFACTS_DIR, 'quote-acceptance-attachment.pdf');
    writeFileSync(file, pdf);
    // Page 1 as a PNG, for a person to look at.
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, path.join(ARTIFACTS_DIR, 'quote-acceptance-pdf-page1')]);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Bon pour accord');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });

  it('the visitor opens the link, sees the PDF and accepts with name, email and terms', async () => {
    const visitor = await browser.context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Refonte du site vitrine' }).waitFor();
    await visitor.getByText('Atelier Parcours SARL').first().waitFor();
    await visitor.waitForFunction(() => document.title === 'Votre devis | Devis');
    await screenshot(visitor, 'quote-acceptance-public-page');
    await visitor.setViewportSize({ width: 375, height: 812 });
    await screenshot(visitor, 'quote-acceptance-public-page-mobile');
    await visitor.setViewportSize({ width: 1280, height: 800 });

    const pdfLink = visitor.getByRole('link', { name: 'Voir le PDF' });
    const pdf = await visitor.request.get(new URL((await pdfLink.getAttribute('href'))!, visitor.url()).href);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [pdfTab] = await Promise.all([visitor.waitForEvent('popup'), pdfLink.click()]);
    expect(pdfTab.url()).toContain('/pdf?t=');
    await pdfTab.close();

    await visitor.getByRole('button', { name: 'Accepter le devis' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Accepter le devis' });
    await dialog.getByRole('button', { name: "Confirmer l'acceptation" }).click();
    await dialog.getByText('Veuillez remplir tous les champs et accepter les conditions.').waitFor();
    await dialog.getByLabel('Nom complet').fill('Claire Martin');
    await dialog.getByLabel('Email').fill(clientEmail);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: "Confirmer l'acceptation" }).click();
    await visitor.getByText('Devis accepté').first().waitFor();
    await visitor.getByRole('link', { name: 'Créer mon espace client' }).waitFor();
    await screenshot(visitor, 'quote-acceptance-accepted');
    await visitor.close();
  });

  it('the provider sees Accepté and the PDF action, and the decision in the detail', async () => {
    await visit(providerPage, '/app/quotes');
    const card = providerPage.getByRole('article', { name: `Devis ${quote.quote_number}` });
    await card.getByText('Accepté').waitFor();
    await card.getByRole('button', { name: 'PDF' }).waitFor();
    await card.getByRole('button', { name: 'Voir' }).click();
    await providerPage.getByText('Par Claire Martin', { exact: false }).waitFor();
    await screenshot(providerPage, 'quote-acceptance-provider-accepted');
    await providerPage.keyboard.press('Escape');
  });

  it('a second quote is rejected with a reason, and the provider sees the reason', async () => {
    const second = await draftQuote('Maintenance annuelle', clientEmail);
    await api('/fn/sendQuote', { token: provider.token, body: { quoteId: second.id, sendToClientAccount: false } });
    const { link: secondLink } = await publicLinkMailedTo(clientEmail, second.quote_number);

    const visitor = await browser.context.newPage();
    await visitor.goto(secondLink);
    await visitor.getByRole('button', { name: 'Refuser' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Refuser le devis' });
    await dialog.getByLabel('Motif du refus (facultatif)').fill('Budget dépassé <b>cette année</b>');
    await dialog.getByRole('button', { name: 'Confirmer le refus' }).click();
    await visitor.getByText('Devis refusé').first().waitFor();
    await visitor.close();

    await visit(providerPage, '/app/quotes');
    const card = providerPage.getByRole('article', { name: `Devis ${second.quote_number}` });
    await card.getByText('Refusé').waitFor();
    await card.getByRole('button', { name: 'Voir' }).click();
    await providerPage.getByText('Motif : Budget dépassé <b>cette année</b>').waitFor();
    await screenshot(providerPage, 'quote-acceptance-provider-rejected');
  });

  it("'Modifier et renvoyer': the provider edits a sent quote, re-sends it at once, and the old link is no longer valid", async () => {
    const third = await draftQuote('Site e-commerce', clientEmail);
    await api('/fn/sendQuote', { token: provider.token, body: { quoteId: third.id, sendToClientAccount: false } });
    const { link: oldLink } = await publicLinkMailedTo(clientEmail, third.quote_number);

    await visit(providerPage, '/app/quotes');
    await providerPage.getByRole('article', { name: `Devis ${third.quote_number}` }).getByRole('button', { name: 'Modifier et renvoyer' }).click();
    const title = providerPage.getByLabel('Titre');
    await title.waitFor();
    await title.fill('Site e-commerce, version 2');
    await providerPage.getByRole('button', { name: 'Enregistrer et renvoyer' }).click();
    const dialog = providerPage.getByRole('dialog', { name: `Renvoyer le devis ${third.quote_number}` });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByRole('textbox', { name: 'Lien public du devis' }).waitFor();
    await screenshot(providerPage, 'quote-acceptance-edited-resent');
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    const visitor = await browser.context.newPage();
    await visitor.goto(oldLink);
    await visitor.getByText("Ce lien de devis n'est plus valide ou a expiré.").waitFor();
    await visitor.close();
  });
});
