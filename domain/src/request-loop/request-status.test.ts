import { formatBudget } from './budget';
import { nextRequestStatus, requestActions, requestStatusLabel, requestStatusTone, statusesForFilter, REQUEST_STATUSES } from './request-status';

describe('quote request status', () => {
  it('shows the spec labels and colours', () => {
    expect(requestStatusLabel('pending')).toBe('En attente');
    expect(requestStatusLabel('quoted')).toBe('En attente');
    expect(requestStatusLabel('quote_sent')).toBe('Devis reçu');
    expect(requestStatusLabel('accepted')).toBe('Acceptée');
    expect(requestStatusLabel('rejected')).toBe('Refusée');
    expect(requestStatusTone('pending')).toBe('yellow');
    expect(requestStatusTone('quote_sent')).toBe('blue');
  });

  it('follows the provider then the client', () => {
    expect(nextRequestStatus('quote_sent', 'provider_accept')).toBe('accepted');
    expect(nextRequestStatus('quote_sent', 'provider_reject')).toBe('rejected');
    expect(nextRequestStatus('quote_sent', 'provider_modify')).toBe('proposal_sent');
    expect(nextRequestStatus('pending', 'provider_propose')).toBe('proposal_sent');
    expect(nextRequestStatus('proposal_sent', 'client_accept')).toBe('completed');
    expect(nextRequestStatus('proposal_sent', 'client_reject')).toBe('rejected');
    expect(nextRequestStatus('quote_sent', 'provider_propose')).toBeNull();
    expect(nextRequestStatus('proposal_sent', 'provider_accept')).toBeNull();
  });

  it('never leaves accepted, rejected or completed', () => {
    for (const from of ['accepted', 'rejected', 'completed']) {
      for (const e of ['provider_accept', 'provider_reject', 'provider_modify', 'provider_propose', 'client_accept', 'client_reject'] as const) {
        expect(nextRequestStatus(from, e)).toBeNull();
      }
    }
  });

  it('filters: all and pending show the open requests, accepted includes completed', () => {
    expect(statusesForFilter('all')).toEqual(['pending', 'quoted', 'quote_sent', 'proposal_sent']);
    expect(statusesForFilter('pending')).toEqual(['pending', 'quoted', 'quote_sent', 'proposal_sent']);
    expect(statusesForFilter('accepted')).toEqual(['accepted', 'completed']);
    expect(statusesForFilter('rejected')).toEqual(['rejected']);
    expect(REQUEST_STATUSES).toHaveLength(7);
  });

  it('offers the actions of spec 000 §4', () => {
    expect(requestActions({ status: 'quote_sent', quote_id: 'q', provider_status: 'pending' })).toEqual({ view: true, accept: true, refuse: true, propose: false });
    expect(requestActions({ status: 'pending', quote_id: null, provider_status: null })).toEqual({ view: false, accept: false, refuse: true, propose: true });
    // Already answered: only view.
    expect(requestActions({ status: 'proposal_sent', quote_id: 'q', provider_status: 'modified' })).toEqual({ view: true, accept: false, refuse: false, propose: false });
    expect(requestActions({ status: 'pending', quote_id: 'q', provider_status: 'accepted' })).toEqual({ view: true, accept: false, refuse: false, propose: false });
  });
});

describe('budget display (spec 001 §9)', () => {
  it('writes the four forms', () => {
    expect(formatBudget(150_000, 300_000)).toBe('1\u202f500€ - 3\u202f000€');
    expect(formatBudget(50_050, null)).toBe('À partir de 500,5€');
    expect(formatBudget(null, 80_000)).toBe("Jusqu'à 800€");
    expect(formatBudget(null, undefined)).toBe('Non spécifié');
    expect(formatBudget(0, 0)).toBe('Non spécifié');
  });
});
