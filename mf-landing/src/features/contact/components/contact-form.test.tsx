import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../../test/render-at';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** The server's answers to POST /api/public/contact, in order; records what the form sent. */
function server(...answers: { status: number; body?: unknown }[]) {
  const sent: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe('/api/public/contact');
    sent.push(JSON.parse(String(init?.body)));
    const answer = answers.shift() ?? { status: 204 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return sent;
}

/** Puts the text at the end of the field in one input event (typing each key is slow on a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('contact form', () => {
  it('shows the French errors and sends nothing while the form is invalid', async () => {
    const sent = server();
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    const send = await screen.findByRole('button', { name: 'Envoyer le message' }, LAZY_PAGE);

    await user.click(send);
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: /Nom/ }), 'Sophie Laurent');
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'sophie.exemple.fr');
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Court');
    await user.click(send);
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Votre message doit contenir au moins 10 caractères')).toBeInTheDocument();
    expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  }, LAZY_TEST_MS);

  it('a failed submit moves the focus from the button to the first invalid field', async () => {
    server({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Données invalides', details: { message: 'Message refusé' } } } });
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    const send = await screen.findByRole('button', { name: 'Envoyer le message' }, LAZY_PAGE);
    const name = screen.getByRole('textbox', { name: /Nom/ });
    const email = screen.getByRole('textbox', { name: /Email/ });
    const message = screen.getByRole('textbox', { name: /Message/ });

    // Everything empty: the first field shown is the first invalid one.
    await user.click(send);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Le nom est requis');

    // The name is fixed: the focus skips it and lands on the email, the next field in error.
    await fill(user, name, 'Sophie Laurent');
    await fill(user, message, 'Une démonstration est-elle possible ?');
    await fill(user, email, 'sophie.exemple.fr');
    await user.click(send);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Adresse email invalide');

    // A field the server refuses gets the focus too, once its answer is in.
    await user.clear(email);
    await fill(user, email, 'sophie@exemple.fr');
    await user.click(send);
    expect(await screen.findByText('Message refusé')).toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAttribute('aria-invalid', 'true');
  }, LAZY_TEST_MS);

  it('sends the message and confirms only once the server took it', async () => {
    const sent = server({ status: 204 });
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    await fill(user, await screen.findByRole('textbox', { name: /Nom/ }, LAZY_PAGE), 'Sophie Laurent');
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'Sophie@Exemple.fr');
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Court : une démo ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Sophie Laurent', email: 'sophie@exemple.fr', company: null, message: 'Court : une démo ?' }]);
    // Locally (jsdom's page is on localhost) the confirmation points at the outbox where the mail landed.
    expect(screen.getByRole('link', { name: "Voir le message dans la boîte d'envoi locale" })).toHaveAttribute('href', '/fn/outbox');
  }, LAZY_TEST_MS);

  it("a refusal keeps the form and says why, in the server's words", async () => {
    server({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives, veuillez réessayer dans quelques instants' } } });
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    await fill(user, await screen.findByRole('textbox', { name: /Nom/ }, LAZY_PAGE), 'Sophie Laurent');
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'sophie@exemple.fr');
    await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Une démonstration est-elle possible ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Trop de tentatives, veuillez réessayer dans quelques instants')).toBeInTheDocument();
    expect(screen.queryByText(/votre message a bien été envoyé/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Une démonstration est-elle possible ?');
  }, LAZY_TEST_MS);
});
