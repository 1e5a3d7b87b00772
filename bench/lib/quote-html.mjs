// The same quote as functions/src/pdf/quote-document.ts, written as an HTML page: what a Chromium-based PDF
// service would print. Same content, sections and branding (logo, colours, striped lines, totals, terms,
// "Bon pour accord" box, footer with page numbers); used only by bench/pdf.mjs as the baseline.

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `d`: the domain functions (formatMoney, formatDate, formatVatRate, computeTotals). */
export function quoteHtml({ quote: q, provider: p, logo }, d) {
  const totals = d.computeTotals(q.lines);
  const lines = [...q.lines].sort((a, b) => a.line_order - b.line_order);
  const providerLines = [p.company_address, [p.company_postal_code, p.company_city].filter(Boolean).join(' '), p.company_country, p.email, p.legal_form, p.siret && `SIRET : ${p.siret}`, p.tva_intracom && `N° TVA intracommunautaire : ${p.tva_intracom}`].filter(Boolean);
  const c = q.client;
  const clientLines = c ? [c.contact_name, c.address, [c.postal_code, c.city].filter(Boolean).join(' '), c.country, c.email, c.phone].filter(Boolean) : [];
  const vatRows = p.vat_franchise ? '' : totals.vat_breakdown.map((r) => `<tr><td>TVA ${esc(d.formatVatRate(r.rate))} sur ${esc(d.formatMoney(r.base_ht))}</td><td class="r">${esc(d.formatMoney(r.tva))}</td></tr>`).join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Devis ${esc(q.quote_number)}</title><style>
@page { size: A4; margin: 40px 40px 60px 40px; }
body { font-family: Helvetica, Arial, sans-serif; font-size: 9.5pt; color: #1F2937; line-height: 1.15; margin: 0; }
.head { display: flex; justify-content: space-between; }
.title { font-size: 20pt; font-weight: bold; color: ${p.brand_primary_color}; text-align: right; }
.right { text-align: right; }
.name { font-size: 14pt; font-weight: bold; color: ${p.brand_primary_color}; }
.muted { color: ${p.brand_secondary_color}; }
.label { font-size: 8pt; font-weight: bold; color: ${p.brand_secondary_color}; margin-bottom: 2px; }
hr { border: 0; border-top: 1.5px solid ${p.brand_primary_color}; margin: 12px 0; }
.parties { display: flex; justify-content: space-between; }
.parties > div:last-child { width: 220px; }
table.lines { width: 100%; border-collapse: collapse; margin: 16px 0 8px; }
table.lines th { background: ${p.brand_primary_color}; color: #fff; text-align: right; padding: 5px 4px; }
table.lines th:first-child, table.lines td:first-child { text-align: left; }
table.lines td { padding: 5px 4px; text-align: right; white-space: nowrap; }
table.lines td:first-child { white-space: normal; }
table.lines tr:nth-child(even) td { background: #F5F7FA; }
.totals { display: flex; justify-content: space-between; }
.totals table { width: 230px; border-collapse: collapse; }
.totals td { padding: 3px 4px; }
.totals tr.ttc td { background: ${p.brand_accent_color}; color: #fff; font-weight: bold; }
.r { text-align: right; }
h3 { font-size: 10.5pt; color: ${p.brand_primary_color}; margin: 10px 0 3px; }
.terms { font-size: 8pt; }
.agree { border: 0.75px solid ${p.brand_secondary_color}; padding: 8px; margin-top: 20px; break-inside: avoid; }
.agree p { margin: 0 0 18px; }
img.logo { max-width: 140px; max-height: 60px; margin-bottom: 8px; }
</style></head><body>
<div class="head"><div>${logo && p.show_logo_on_quotes ? `<img class="logo" src="${logo}">` : ''}<div class="name">${esc(p.company_name || 'Prestataire')}</div>${providerLines.map((l) => `<div class="muted">${esc(l)}</div>`).join('')}</div>
<div style="width:200px"><div class="title">DEVIS</div><div class="right"><b>N° ${esc(q.quote_number)}</b></div><div class="right">Date d'émission : ${esc(d.formatDate(q.quote_date))}</div><div class="right">${q.valid_until ? `Valable jusqu'au : ${esc(d.formatDate(q.valid_until))}` : ''}</div></div></div>
<hr>
<div class="parties"><div>${q.title ? `<div class="label">Objet</div><b>${esc(q.title)}</b>` : ''}</div>
<div><div class="label">Client</div>${c ? `<b>${esc(c.company_name)}</b>${clientLines.map((l) => `<div>${esc(l)}</div>`).join('')}` : '<div class="muted">Client non renseigné</div>'}</div></div>
<table class="lines"><thead><tr><th>Description</th><th>Qté</th><th>Prix unitaire HT</th><th>TVA</th><th>Total HT</th><th>Total TTC</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${esc(l.description)}</td><td>${esc(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(l.quantity))}</td><td>${esc(d.formatMoney(l.unit_price_ht))}</td><td>${esc(d.formatVatRate(l.tva_rate_percent))}</td><td>${esc(d.formatMoney(l.total_ht))}</td><td>${esc(d.formatMoney(l.total_ttc))}</td></tr>`).join('\n')}
</tbody></table>
<div class="totals"><div class="muted">${p.vat_franchise ? 'TVA non applicable, art. 293 B du CGI' : ''}</div><table><tr><td>Total HT</td><td class="r">${esc(d.formatMoney(totals.total_ht))}</td></tr>${vatRows}<tr class="ttc"><td>Total TTC</td><td class="r">${esc(d.formatMoney(totals.total_ttc))}</td></tr></table></div>
<h3>Conditions de paiement</h3><div>${esc(p.quote_payment_terms || 'Règlement à 30 jours')}</div>
<div class="muted">${[p.iban && `IBAN : ${p.iban}`, p.bic && `BIC : ${p.bic}`].filter(Boolean).map(esc).join('&nbsp;&nbsp;&nbsp;')}</div>
${q.notes ? `<h3>Notes</h3><div>${esc(q.notes)}</div>` : ''}
${p.quote_terms_conditions ? `<h3>Conditions générales</h3><div class="terms">${esc(p.quote_terms_conditions)}</div>` : ''}
<div class="agree"><h3 style="margin-top:0">Bon pour accord</h3><p class="muted" style="margin-bottom:10px">Devis reçu avant l’exécution des travaux, lu et accepté.</p><p>Date :</p><p>Nom :</p><p>Signature :</p></div>
</body></html>`;
}

/** The page footer Chromium prints on every page: the provider's footer text and "Page n / N". */
export function quoteFooterTemplate({ provider: p }) {
  return `<div style="width:100%;font-family:Helvetica,Arial,sans-serif;font-size:7.5pt;color:${p.brand_secondary_color};margin:0 40px;display:flex;justify-content:space-between">
<span>${esc(p.quote_footer_text ?? '')}</span><span>Page <span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;
}
