import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addDays, DEFAULT_VALIDITY_DAYS, withVatFranchise, type QuoteStatus, type Service } from '@devis/domain';
import { Alert, ApiError, Box, Button, Grid, Paper, Stack, TextField, Typography, useToast } from '@devis/platform';
import { AddIcon, ArrowBackIcon } from '@devis/platform';
import { DateField } from '@devis/platform/pickers';
import { useSaveQuote } from '../api/save-quote';
import { useVatFranchise } from '../api/get-vat-franchise';
import {
  emptyLine, errorsFromServer, hasErrors, isBlankLine, lineFromService, liveTotals, toQuoteInput, validateQuoteForm,
  type LineDraft, type QuoteFormErrors, type QuoteFormValues,
} from '../utils/quote-form-values';
import { ClientPicker } from './client-picker';
import { ServicePicker } from './service-picker';
import { QuoteLinesTable, type LineField } from './quote-lines-table';
import { QuoteTotalsPanel } from './quote-totals-panel';

interface Props {
  initialValues: QuoteFormValues;
  /** null while creating. */
  quoteId: string | null;
  quoteNumber?: string;
  status: QuoteStatus;
  clientName?: string | null;
}

export function QuoteForm({ initialValues, quoteId, quoteNumber, status, clientName }: Props) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<QuoteFormErrors>({});
  const save = useSaveQuote(quoteId);
  const vatFranchise = useVatFranchise();
  const resend = status === 'sent';
  const navigate = useNavigate();
  const toast = useToast();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [pendingFocus, setPendingFocus] = useState<{ key: string; field: LineField } | null>(null);

  const totals = useMemo(() => liveTotals(values, vatFranchise), [values, vatFranchise]);
  const shownLines = useMemo(() => withVatFranchise(values.lines, vatFranchise), [values.lines, vatFranchise]);
  // Errors show once the user has tried to save, then follow every change.
  const errors = useMemo(() => (submitted ? { ...serverErrors, ...validateQuoteForm(values) } : serverErrors), [submitted, values, serverErrors]);

  const registerInput = useCallback((key: string, field: LineField, el: HTMLInputElement | null) => {
    if (el) inputs.current.set(`${key}:${field}`, el);
    else inputs.current.delete(`${key}:${field}`);
  }, []);

  useEffect(() => {
    if (!pendingFocus) return;
    inputs.current.get(`${pendingFocus.key}:${pendingFocus.field}`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const update = (patch: Partial<QuoteFormValues>) => {
    setServerErrors({});
    setValues((v) => ({ ...v, ...patch }));
  };
  const updateLine = (index: number, patch: Partial<LineDraft>) =>
    update({ lines: values.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) });

  const addLine = (line: LineDraft, focus: LineField) => {
    // A pick replaces the untouched starting line instead of leaving it empty above.
    const keep = values.lines.length === 1 && isBlankLine(values.lines[0]!) ? [] : values.lines;
    update({ lines: [...keep, line] });
    setPendingFocus({ key: line.key, field: focus });
  };
  const addService = (service: Service) => addLine(lineFromService(service, vatFranchise), 'quantity');
  const addFreeLine = () => addLine(emptyLine(vatFranchise), 'description');
  const removeLine = (index: number) => update({ lines: values.lines.filter((_, i) => i !== index) });
  const onEnter = (index: number) => {
    const next = values.lines[index + 1];
    if (next) setPendingFocus({ key: next.key, field: 'description' });
    else {
      const line = emptyLine(vatFranchise);
      update({ lines: [...values.lines, line] });
      setPendingFocus({ key: line.key, field: 'description' });
    }
  };
  const changeQuoteDate = (quote_date: string | null) => {
    // Validity follows the quote date while it still has its default length.
    const followed = values.quote_date && values.valid_until === addDays(values.quote_date, DEFAULT_VALIDITY_DAYS);
    update({ quote_date, ...(followed && quote_date ? { valid_until: addDays(quote_date, DEFAULT_VALIDITY_DAYS) } : {}) });
  };

  const submit = () => {
    setSubmitted(true);
    if (save.isPending || hasErrors(validateQuoteForm(values))) return;
    save.mutate(toQuoteInput(values, vatFranchise), {
      onSuccess: (quote) => {
        toast.success('Devis enregistré', `Devis ${quote.quote_number}`);
        // A sent quote is edited to be sent again: the list opens its send dialog.
        navigate(resend ? `/app/quotes?${new URLSearchParams({ send: quote.id })}` : '/app/quotes');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details) setServerErrors(errorsFromServer(error.details, values));
        toast.error('Erreur', error.message || "Impossible d'enregistrer le devis");
      },
    });
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        submitRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const saveLabel = resend ? 'Enregistrer et renvoyer' : 'Enregistrer le brouillon';
  const heading = quoteId ? `Modifier le devis ${quoteNumber ?? ''}`.trim() : 'Nouveau devis';

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack sx={{ alignItems: 'center', mb: 2 }} direction="row" spacing={1}>
          <Button component={Link} to="/app/quotes" startIcon={<ArrowBackIcon />} size="small">
            Mes devis
          </Button>
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
        {resend && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Ce devis a déjà été envoyé : après l'enregistrement, renvoyez-le au client avec un nouveau lien.
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <ClientPicker value={values.client_id} onChange={(client_id) => update({ client_id })} error={errors.client_id} fallbackName={clientName} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      fullWidth
                      label="Titre"
                      value={values.title}
                      onChange={(e) => update({ title: e.target.value })}
                      error={!!errors.title}
                      helperText={errors.title}
                      placeholder="Ex. Refonte du site vitrine"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <DateField label="Date du devis" value={values.quote_date} onChange={changeQuoteDate} error={!!errors.quote_date} helperText={errors.quote_date} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <DateField
                      label="Valable jusqu'au"
                      value={values.valid_until}
                      onChange={(valid_until: string | null) => update({ valid_until })}
                      minDate={values.quote_date ?? undefined}
                      error={!!errors.valid_until}
                      helperText={errors.valid_until}
                    />
                  </Grid>
                </Grid>
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Lignes">
                <Stack sx={{ alignItems: { sm: 'center' }, mb: 1 }} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <ServicePicker onPick={addService} />
                  <Button startIcon={<AddIcon />} onClick={addFreeLine} variant="outlined">
                    Ligne libre
                  </Button>
                </Stack>
                {errors.lines && (
                  <Alert severity="error" sx={{ my: 1 }}>
                    {errors.lines}
                  </Alert>
                )}
                <QuoteLinesTable
                  lines={shownLines}
                  vatFranchise={vatFranchise}
                  errors={errors.lineFields}
                  onChange={updateLine}
                  onRemove={removeLine}
                  onEnter={onEnter}
                  registerInput={registerInput}
                />
                <Typography sx={{ display: 'block', mt: 1 }} variant="caption" color="text.secondary">
                  Entrée : ligne suivante · Ctrl+S : enregistrer
                </Typography>
              </Paper>
              <TextField
                label="Notes"
                multiline
                minRows={3}
                value={values.notes}
                onChange={(e) => update({ notes: e.target.value })}
                error={!!errors.notes}
                helperText={errors.notes ?? 'Visibles par le client sur le devis'}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QuoteTotalsPanel totals={totals} vatFranchise={vatFranchise}>
              <Button type="submit" variant="contained" size="large" disabled={save.isPending} fullWidth>
                {save.isPending ? 'Enregistrement...' : saveLabel}
              </Button>
              <Button component={Link} to="/app/quotes" fullWidth>
                Annuler
              </Button>
            </QuoteTotalsPanel>
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
