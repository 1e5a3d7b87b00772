import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { clientRequestSchema, requestMessages } from '@devis/domain';
import { Box, Button, CircularProgress, Paper, PHONE_QUERY, Stack, Step, StepLabel, Stepper, Typography, useMediaQuery, useToast, usePageTitle } from '@devis/platform';
import { Formik, apiFieldErrors, useFormikContext, validateWith, type FormikHelpers } from '@devis/platform/forms';
import { useQuery } from '@devis/platform/query';
import { readSession, useSession } from '@devis/platform/session';
import { useSendRequest } from '../../../api/client-quotes';
import { providerQuery, type ProviderRef } from '../../../api/providers';
import { canLeaveStep, emptyWizard, submitError, toRequestInput, WIZARD_STEPS, type WizardState } from '../wizard-model';
import { ProviderNotFound } from '../../providers/components/provider-not-found';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from '../wizard-draft';
import { ProjectStep } from './project-step';
import { ProvidersStep } from './providers-step';
import { LinesStep } from './lines-step';
import { ConfirmStep } from './confirm-step';

/**
 * /client/create-quote and /client/providers/{providerId}/quote: the 4-step wizard. A provider comes
 * preselected by the route or by the navigation state of 'Demander un devis'; then the wizard starts at
 * step 2 and is titled 'Demander un devis'.
 */
export default function CreateQuotePage() {
  const { providerId } = useParams();
  const state = useLocation().state as { provider?: ProviderRef } | null;
  const fromRoute = useQuery({ ...providerQuery(providerId ?? '', 'Impossible de charger le prestataire sélectionné'), enabled: Boolean(providerId) });
  const preselected: ProviderRef | null =
    state?.provider ?? (fromRoute.data ? { user_id: fromRoute.data.user_id, company_name: fromRoute.data.company_name, logo_url: fromRoute.data.logo_url ?? fromRoute.data.avatar_url } : null);
  if (providerId && fromRoute.isPending) return <CircularProgress aria-label="Chargement du prestataire" />;
  // A wizard for someone else than the provider the link names would mislead: say so instead.
  if (providerId && !preselected) return <ProviderNotFound />;
  // A new wizard per preselected provider (the key), started at step 2 when there is one.
  return <Wizard key={preselected?.user_id ?? 'none'} preselected={preselected} />;
}

/** The API's cents field is the wizard's euro field, in every line. */
const fieldNames = { unit_price_ht: 'unit_price' };

/**
 * The domain's rules (the server's) on what the API would receive, for what the client types: a title, and lines
 * each described and within the quantity, price and line total limits (the API's French messages, on the fields).
 * Providers and the request key are the wizard's own doing, checked by submitError.
 */
const validateWizard = validateWith(clientRequestSchema.pick(['title', 'lines']), (values: WizardState) => toRequestInput(values, ''), fieldNames);

function Wizard({ preselected }: { preselected: ProviderRef | null }) {
  const heading = preselected ? 'Demander un devis' : 'Créer un devis';
  usePageTitle(heading);
  const navigate = useNavigate();
  const toast = useToast();
  const send = useSendRequest();
  // A reload brings back the wizard as it was left, in this tab (wizard-draft.ts).
  const account = useSession().user?.uid ?? 'anonyme';
  const scope = `${account}:${preselected?.user_id ?? 'general'}`;
  const [draft] = useState(() => readWizardDraft(scope));
  const [step, setStep] = useState(draft?.step ?? (preselected ? 1 : 0));
  const stepTitle = useStepFocus(step);
  // One key per wizard: a double click or a retry sends the request once.
  const [requestKey] = useState(() => draft?.requestKey ?? crypto.randomUUID());

  const submit = async (values: WizardState, helpers: FormikHelpers<WizardState>) => {
    const session = await readSession();
    if (session.status !== 'signed-in') return toast.error('Erreur', requestMessages.sessionMissing);
    try {
      const result = await send.mutateAsync(toRequestInput(values, requestKey));
      if (result.sent === 0) {
        toast.error('Erreur', requestMessages.createImpossible);
        return;
      }
      clearWizardDraft(scope);
      toast.success('Succès', requestMessages.created(result.sent, result.total));
      for (const failed of result.results.filter((r) => !r.success)) {
        const name = values.providers.find((p) => p.user_id === failed.provider_user_id)?.company_name ?? 'un prestataire';
        toast.error('Erreur', `Non envoyé à ${name} : ${failed.error ?? requestMessages.createImpossible}`);
      }
      navigate('/client/quotes');
    } catch (error) {
      // The query client has toasted the server's message; field errors go under their fields.
      const fields = apiFieldErrors<WizardState>(error, fieldNames);
      if (fields) helpers.setErrors(fields);
    }
  };

  return (
    <Formik initialValues={draft?.values ?? emptyWizard(preselected)} onSubmit={submit} validate={validateWizard}>
      <WizardForm step={step} onStep={setStep}>
        <KeepDraft scope={scope} step={step} requestKey={requestKey} />
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            {heading}
          </Typography>
          <WizardHeader step={step} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography ref={stepTitle} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2, outline: 'none' }}>
              {WIZARD_STEPS[step]}
            </Typography>
            {step === 0 && <ProjectStep />}
            {step === 1 && <ProvidersStep />}
            {step === 2 && <LinesStep />}
            {step === 3 && <ConfirmStep />}
          </Paper>
          <WizardButtons step={step} onStep={setStep} sending={send.isPending} />
        </Stack>
      </WizardForm>
    </Formik>
  );
}

/** Saves the wizard at each change (values or step), so that a reload finds it. */
function KeepDraft({ scope, step, requestKey }: { scope: string; step: number; requestKey: string }) {
  const { values } = useFormikContext<WizardState>();
  useEffect(() => saveWizardDraft(scope, { values, step, requestKey }), [scope, values, step, requestKey]);
  return null;
}

/**
 * A new step takes the focus on its title, as a new page would: the button that led there may be gone, and a
 * keyboard or screen reader user starts reading the step from its top.
 */
function useStepFocus(step: number) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus({ preventScroll: true });
  }, [step]);
  return title;
}

/** Step circles and titles; on a phone, the titles give way to "Étape n sur 4". */
function WizardHeader({ step }: { step: number }) {
  const { values } = useFormikContext<WizardState>();
  const narrow = useMediaQuery(PHONE_QUERY);
  return (
    <Box>
      <Stepper activeStep={step} alternativeLabel={!narrow}>
        {WIZARD_STEPS.map((label, index) => (
          // A passed step is done only when its data is: a preselected provider skips step 1 with no title yet.
          <Step key={label} completed={index < step && canLeaveStep(index, values)}>
            <StepLabel>{narrow ? '' : label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {narrow && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          Étape {step + 1} sur {WIZARD_STEPS.length}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The wizard's form: before the confirmation, submitting it ('Suivant', or Enter in a field) goes to the next
 * step, once the step is complete (a line the domain refuses, without a description or beyond the limits, stops
 * it, shown under its fields). Formik's submit (which checks every step and would mark every field in error) is
 * the confirmation's only.
 */
function WizardForm({ step, onStep, children }: { step: number; onStep: (step: number) => void; children: ReactNode }) {
  const { values, handleSubmit, handleReset, setTouched, validateForm } = useFormikContext<WizardState>();
  const next = async () => {
    if (!canLeaveStep(step, values)) return;
    if (step === 2 && (await validateForm(values)).lines) {
      void setTouched({ lines: values.lines.map(() => ({ description: true, quantity: true, unit_price: true })) } as never);
      return;
    }
    onStep(step + 1);
  };
  return (
    <form
      noValidate
      onReset={handleReset}
      onSubmit={(event) => {
        if (step === WIZARD_STEPS.length - 1) return handleSubmit(event);
        event.preventDefault();
        void next();
      }}
    >
      {children}
    </form>
  );
}

function WizardButtons({ step, onStep, sending }: { step: number; onStep: (step: number) => void; sending: boolean }) {
  const { values } = useFormikContext<WizardState>();
  const toast = useToast();
  const last = step === WIZARD_STEPS.length - 1;
  // Braces: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    if (typeof window.scrollTo === 'function' && !/jsdom/.test(navigator.userAgent)) void window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Button variant="outlined" disabled={step === 0} onClick={() => onStep(step - 1)}>
        Précédent
      </Button>
      {/* Both submit the form (WizardForm decides what that does). Keys: two elements, not one that changes while
          'Suivant' is being clicked (the browser would then run the click's default action on the new button). */}
      {last ? (
        <Button
          key="submit"
          type="submit"
          variant="contained"
          disabled={sending}
          // Formik keeps an incomplete wizard from submitting; the spec's toast says why.
          onClick={() => {
            const missing = submitError(values);
            if (missing) toast.error('Erreur', missing);
          }}
        >
          {sending ? 'Envoi en cours...' : 'Créer et envoyer le devis'}
        </Button>
      ) : (
        // Disabled, it also keeps Enter from submitting (a form's implicit submission needs its default button).
        <Button key="next" type="submit" variant="contained" disabled={!canLeaveStep(step, values)}>
          Suivant
        </Button>
      )}
    </Stack>
  );
}
