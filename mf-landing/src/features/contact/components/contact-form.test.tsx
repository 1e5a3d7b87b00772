import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_PAGE, LAZY_TEST_MS, renderAt } from '../../../test/render-at';

describe('contact form', () => {
  it('shows the French errors, then the confirmation once the form is valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/contact');
    const send = await screen.findByRole('button', { name: 'Envoyer le message' }, LAZY_PAGE);

    await user.click(send);
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Sophie Laurent');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sophie.exemple.fr');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Court');
    await user.click(send);
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Votre message doit contenir au moins 10 caractères')).toBeInTheDocument();
    expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sophie@exemple.fr');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), ' : une démo ?');
    await user.click(send);

    expect(await screen.findByText('Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).not.toBeInTheDocument();
  }, LAZY_TEST_MS);
});
