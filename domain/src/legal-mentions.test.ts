import { missingLegalMentions, missingLegalMentionsText } from './legal-mentions';

const complete = {
  company_address: '12 rue des Lilas',
  company_postal_code: '69002',
  company_city: 'Lyon',
  siret: '73282932000074',
  tva_intracom: 'FR44732829320',
  vat_franchise: false,
};

describe('missing legal mentions', () => {
  it('none for a complete profile, nor for a franchise without a VAT number', () => {
    expect(missingLegalMentionsText(complete)).toBeNull();
    expect(missingLegalMentions({ ...complete, tva_intracom: null, vat_franchise: true })).toEqual([]);
  });

  it('names each missing one, a blank address part counting as no address', () => {
    expect(missingLegalMentions({ ...complete, company_city: '  ' })).toEqual(["l'adresse de l'entreprise"]);
    expect(missingLegalMentionsText({ ...complete, company_address: null, siret: null, tva_intracom: '' })).toBe(
      "Il manque sur vos devis l'adresse de l'entreprise, le SIRET et le numéro de TVA intracommunautaire.",
    );
    expect(missingLegalMentionsText({ ...complete, siret: null, vat_franchise: true, tva_intracom: null })).toBe('Il manque sur vos devis le SIRET.');
  });
});
