import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { addDays, DEFAULT_VALIDITY_DAYS, formatVatRate, quoteInputSchema, type QuoteStatus, type QuoteTemplate, type Service } from '@devis/domain';
import { Alert, Box, Button, ConfirmDialog, Grid, IconButton, Paper, Stack, Tooltip, Typography, useMediaQuery, useToast, usePageTitle, type Theme } from '@devis/platform';
import { AddIcon, ArrowBackIcon, SaveIcon, SendIcon } from '@devis/platform';
import { apiFieldErrors, FormikProvider, LinesErrors, FormTextField, useFormik, validateWith } from '@devis/platform/forms';
import { FormDateField } from '@devis/platform/pickers';
import { useProviderVat } from '../hooks/use-provider-vat';
import { LeaveGuard } from '../../../components/leave-guard';
import { QUOTES_LIST_PATH, quotesListPathFrom } from '../../quotes/quotes-list-link';
import { useSaveQuote } from '../../../api/quotes';
import {
  emptyLine, isBlankLine, lineFromService, linesFromTemplate, liveTotals, NO_PROFILE_VAT, quoteFieldNames, toQuoteInput, type LineDraft, type QuoteFormValues,
} from '../utils/quote-form-values';
import { ClientPicker } from './client-picker';
import { ServicePicker } from './service-picker';
import { QuoteTemplatePicker } from './quote-template-picker';
import { QuoteLinesTable, type LineField } from './quote-lines-table';
import { QuoteTotalsPanel } from './quote-totals-panel';
import { QuoteTotalBar, useOffScreen } from './quote-total-bar';

interface Props {
  initialValues: QuoteFormValues;
  /** null while creating. */
  quoteId: string | null;
  quoteNumber?: string;
  status: QuoteStatus;
  clientName?: string | null;
  /** 'Dupliquer': the source quote's number. */
  copyOf?: string;
  /** The template the initial values come from (`?modele=`): the form says so. */
  template?: QuoteTemplate;
  /** A new quote offers 'Partir d'un modèle'. */
  offerTemplates?: boolean;
}

// The domain schema the server runs, on what the API would receive; its line paths land on the typed fields.
const validate = validateWith(quoteInputSchema, (values: QuoteFormValues) => toQuoteInput(values), quoteFieldNames);

export function QuoteForm({ initialValues, quoteId, quoteNumber, status, clientName, copyOf, template, offerTemplates = false }: Props) {
  // Errors show once the user has tried to save, then follow every change.
  const [submitted, setSubmitted] = useState(false);
  // 'Enregistrer et envoyer': once saved, the list opens the send dialog (as after an edit of a sent quote).
  const sendAfterSave = useRef(false);
  const save = useSaveQuote(quoteId);
  // The provider's VAT: franchise (false until the profile is known; the server decides anyway) and default rate.
  const vat = useProviderVat() ?? NO_PROFILE_VAT;
  const vatFranchise = vat.vatFranchise;
  const resend = status === 'sent';
  // Below md the totals panel comes after the form: until it is on screen, a bar shows the total and the save button.
  const totalsBelow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const totalsPanel = useRef<HTMLDivElement>(null);
  const totalsOffScreen = useOffScreen(totalsPanel, totalsBelow);
  const navigate = useNavigate();
  // 'Annuler' and 'Mes devis' go back to the list as it was left; a save shows the whole list, where the quote is.
  const backToList = quotesListPathFrom(useLocation().state);
  const toast = useToast();
  const form = useFormik<QuoteFormValues>({
    initialValues,
    validate,
    validateOnChange: submitted,
    validateOnBlur: submitted,
    onSubmit: async (values, helpers) => {
      try {
        const quote = await save.mutateAsync(toQuoteInput(values, vatFranchise));
        toast.success('Devis enregistré', `Devis ${quote.quote_number}`);
        // A sent quote is edited to be sent again: the list opens its send dialog.
        const validity: Record<string, string> = resend && values.valid_until ? { valid_until: values.valid_until } : {};
        navigate(resend || sendAfterSave.current ? `${QUOTES_LIST_PATH}?${new URLSearchParams({ send: quote.id, ...validity })}` : QUOTES_LIST_PATH);
      } catch (error) {
        // The query client toasts the failure; the server's field details land on the fields.
        helpers.setErrors(apiFieldErrors<QuoteFormValues>(error, quoteFieldNames) ?? {});
      }
    },
  });
  const { values, setFieldValue } = form;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [pendingFocus, setPendingFocus] = useState<{ key: string; field: LineField } | null>(null);
  const totals = liveTotals(values, vatFranchise);
  const registerInput = useCallback((key: string, field: LineField, el: HTMLInputElement | null) => {
    if (el) inputs.current.set(`${key}:${field}`, el);
    else inputs.current.delete(`${key}:${field}`);
  }, []);

  useEffect(() => {
    if (!pendingFocus) return;
    inputs.current.get(`${pendingFocus.key}:${pendingFocus.field}`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const setLines = (lines: LineDraft[]) => void setFieldValue('lines', lines);
  const addLine = (line: LineDraft, focus: LineField) => {
    // A pick replaces the untouched starting line instead of leaving it empty above.
    const keep = values.lines.length === 1 && isBlankLine(values.lines[0]!) ? [] : values.lines;
    setLines([...keep, line]);
    setPendingFocus({ key: line.key, field: focus });
  };
  const addService = (service: Service) => {
    const { line, fellBack } = lineFromService(service, vat);
    addLine(line, 'quantity');
    if (fellBack) {
      toast.info(
        'Taux de TVA remplacé',
        `« ${service.name} » a un taux de ${formatVatRate(service.tva_rate_percent)}, qui n'est pas un taux français : la ligne prend votre taux par défaut, ${formatVatRate(line.tva_rate_percent)}.`,
      );
    }
  };
  const addFreeLine = () => addLine(emptyLine(vat), 'description');
  // The template whose lines the form shows, and the one waiting for 'Remplacer les lignes'.
  const [appliedTemplate, setAppliedTemplate] = useState(template);
  const [replacingWith, setReplacingWith] = useState<QuoteTemplate | null>(null);
  const applyTemplate = (picked: QuoteTemplate) => {
    // The title follows the template unless the provider typed their own.
    if (values.title.trim() === '' || values.title === appliedTemplate?.title) void setFieldValue('title', picked.title);
    setLines(linesFromTemplate(picked, vat));
    setAppliedTemplate(picked);
  };
  // Typed lines are not lost without a word: replacing them asks first.
  const pickTemplate = (picked: QuoteTemplate) => (values.lines.every(isBlankLine) ? applyTemplate(picked) : setReplacingWith(picked));
  const removeLine = (index: number) => setLines(values.lines.filter((_, i) => i !== index));
  const onEnter = (index: number) => {
    const next = values.lines[index + 1];
    if (next) setPendingFocus({ key: next.key, field: 'description' });
    else addLine(emptyLine(vat), 'description');
  };
  const followQuoteDate = (quoteDate: string | null) => {
    // Validity follows the quote date while it still has its default length.
    const followed = values.quote_date && values.valid_until === addDays(values.quote_date, DEFAULT_VALIDITY_DAYS);
    if (followed && quoteDate) void setFieldValue('valid_until', addDays(quoteDate, DEFAULT_VALIDITY_DAYS));
  };

  const submit = (thenSend = false) => {
    if (save.isPending || form.isSubmitting) return;
    sendAfterSave.current = thenSend;
    setSubmitted(true);
    void form.submitForm();
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
  usePageTitle(heading);

  return (
    <FormikProvider value={form}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack sx={{ alignItems: 'center', mb: 2 }} direction="row" spacing={1}>
          <Button component={Link} to={backToList} startIcon={<ArrowBackIcon />} size="small">
            Mes devis
          </Button>
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom={!copyOf}>
          {heading}
        </Typography>
        {copyOf && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Copie du devis {copyOf} : le nouveau devis n'est créé qu'à l'enregistrement.
          </Typography>
        )}
        {appliedTemplate && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            Modèle « {appliedTemplate.trade} » appliqué : ajustez les lignes et vos prix.
          </Alert>
        )}
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
                    <ClientPicker name="client_id" fallbackName={clientName} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="title" label="Titre" placeholder="Ex. Refonte du site vitrine" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormDateField name="quote_date" label="Date du devis" onChange={followQuoteDate} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormDateField name="valid_until" label="Valable jusqu'au" minDate={values.quote_date ?? undefined} />
                  </Grid>
                </Grid>
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Lignes">
                <Stack sx={{ alignItems: { sm: 'center' }, mb: 1 }} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <ServicePicker onPick={addService} />
                  <Button startIcon={<AddIcon />} onClick={addFreeLine} variant="outlined">
                    Ligne libre
                  </Button>
                  {offerTemplates && <QuoteTemplatePicker onPick={pickTemplate} />}
                </Stack>
                <LinesErrors errors={form.errors.lines} show={submitted} />
                <QuoteLinesTable lines={values.lines} vatFranchise={vatFranchise} onRemove={removeLine} onEnter={onEnter} registerInput={registerInput} />
                <Typography sx={{ display: 'block', mt: 1 }} variant="caption" color="text.secondary">
                  Entrée : ligne suivante · Maj+Entrée : retour à la ligne · Ctrl+S : enregistrer
                </Typography>
              </Paper>
              <FormTextField name="notes" label="Notes" multiline minRows={3} helperText="Visibles par le client sur le devis" />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} ref={totalsPanel}>
            <QuoteTotalsPanel totals={totals} vatFranchise={vatFranchise}>
              {!resend && (
                <Button variant="contained" size="large" startIcon={<SendIcon />} disabled={save.isPending} fullWidth onClick={() => submit(true)}>
                  Enregistrer et envoyer
                </Button>
              )}
              <Button type="submit" variant={resend ? 'contained' : 'outlined'} size="large" disabled={save.isPending} fullWidth>
                {save.isPending ? 'Enregistrement...' : saveLabel}
              </Button>
              <Button component={Link} to={backToList} fullWidth>
                Annuler
              </Button>
            </QuoteTotalsPanel>
          </Grid>
        </Grid>
        <LeaveGuard message="Les modifications de ce devis seront perdues." />
        <ConfirmDialog
          open={replacingWith !== null}
          title="Remplacer les lignes ?"
          message={`Les lignes de ce devis seront remplacées par celles du modèle « ${replacingWith?.trade ?? ''} ».`}
          confirmLabel="Remplacer les lignes"
          onConfirm={() => {
            if (replacingWith) applyTemplate(replacingWith);
            setReplacingWith(null);
          }}
          onClose={() => setReplacingWith(null)}
        />
        {totalsBelow && totalsOffScreen && (
          <QuoteTotalBar totalTtc={totals.total_ttc}>
            {resend ? (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Enregistrement...' : saveLabel}
              </Button>
            ) : (
              <>
                {/* A phone has no room for two labels beside the total: the draft is saved by its icon. submit() ignores a second tap while saving. */}
                <Tooltip title={saveLabel}>
                  <IconButton type="submit" aria-label={saveLabel} color="primary" sx={{ display: { sm: 'none' }, border: 1, borderColor: 'divider' }}>
                    <SaveIcon />
                  </IconButton>
                </Tooltip>
                <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                  {save.isPending ? 'Enregistrement...' : saveLabel}
                </Button>
                <Button variant="contained" disabled={save.isPending} onClick={() => submit(true)}>
                  Enregistrer et envoyer
                </Button>
              </>
            )}
          </QuoteTotalBar>
        )}
      </Box>
    </FormikProvider>
  );
}
