import { nextProviderStatus, normalizeProviderStatus, providerStatusLabel, providerStatusTone, quoteStatusForProviderStatus, type RequestLoopEvent } from './provider-status';

const events: RequestLoopEvent[] = ['provider_accept', 'provider_reject', 'provider_modify', 'client_accept', 'client_reject'];

describe('provider_status', () => {
  it('shows the spec labels, an unknown value as pending', () => {
    expect(['pending', 'accepted', 'rejected', 'modified', 'bogus', null].map(providerStatusLabel)).toEqual(['En attente', 'Validé', 'Refusé', 'Modifié', 'En attente', 'En attente']);
    expect(providerStatusTone('accepted')).toBe('green');
    expect(providerStatusTone('rejected')).toBe('red');
    expect(normalizeProviderStatus(undefined)).toBe('pending');
  });

  it('lets the provider answer a pending quote once', () => {
    expect(nextProviderStatus('pending', 'provider_accept')).toBe('accepted');
    expect(nextProviderStatus('pending', 'provider_reject')).toBe('rejected');
    expect(nextProviderStatus('pending', 'provider_modify')).toBe('modified');
    expect(nextProviderStatus('pending', 'client_accept')).toBeNull();
    for (const answered of ['accepted', 'rejected', 'modified']) {
      for (const e of ['provider_accept', 'provider_reject', 'provider_modify'] as const) expect(nextProviderStatus(answered, e)).toBeNull();
    }
  });

  it('lets the client accept or refuse a modification, and nothing else', () => {
    expect(nextProviderStatus('modified', 'client_accept')).toBe('accepted');
    expect(nextProviderStatus('modified', 'client_reject')).toBe('rejected');
    expect(nextProviderStatus('accepted', 'client_reject')).toBeNull();
  });

  it('ends in accepted or rejected, which nothing leaves', () => {
    for (const e of events) {
      expect(nextProviderStatus('accepted', e)).toBeNull();
      expect(nextProviderStatus('rejected', e)).toBeNull();
    }
  });

  it('makes the quote final only when both parties agreed', () => {
    expect(quoteStatusForProviderStatus('accepted')).toBe('accepted');
    expect(quoteStatusForProviderStatus('rejected')).toBe('rejected');
    expect(quoteStatusForProviderStatus('modified')).toBe('sent');
    expect(quoteStatusForProviderStatus('pending')).toBe('sent');
  });
});
