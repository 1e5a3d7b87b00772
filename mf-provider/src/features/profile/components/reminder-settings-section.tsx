import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN, reminderMessages, reminderSettingsSchema, type ProviderProfile, type ReminderSettingsInput } from '@devis/domain';
import { Alert, Box, Button, Card, CardContent, Stack, Typography, useToast } from '@devis/platform';
import { apiFieldErrors, Form, Formik, FormSwitchField, FormTextField } from '@devis/platform/forms';
import { useQuery } from '@devis/platform/query';
import { useSaveReminderSettings } from '../../../api/profile';
import { planStatusQuery } from '../../../api/billing';

interface Values {
  reminders_enabled: boolean;
  reminder_days_before: number | string;
}

/** 'Relances automatiques': on or off, and how many days before a sent quote expires (its own form and save). */
export function ReminderSettingsSection({ profile }: { profile: ProviderProfile }) {
  const saving = useSaveReminderSettings();
  const toast = useToast();
  const { data: plan } = useQuery(planStatusQuery());
  return (
    <Card variant="outlined" component="section" aria-labelledby="relances-title">
      <CardContent>
        <Typography id="relances-title" variant="h6" component="h2" gutterBottom>
          Relances automatiques
        </Typography>
        <Formik<Values>
          initialValues={{ reminders_enabled: profile.reminders_enabled, reminder_days_before: profile.reminder_days_before }}
          enableReinitialize
          validationSchema={reminderSettingsSchema}
          onSubmit={async (values, helpers) => {
            try {
              await saving.mutateAsync(reminderSettingsSchema.cast(values) as ReminderSettingsInput);
              toast.success(reminderMessages.saved);
            } catch (error) {
              helpers.setErrors(apiFieldErrors<Values>(error) ?? {});
            }
          }}
        >
          {(form) => (
            <Box component={Form} noValidate aria-label="Relances automatiques">
              <Stack spacing={2}>
                <Typography color="text.secondary">
                  Quelques jours avant l’expiration d’un devis envoyé et sans réponse, votre client reçoit un rappel avec le lien du devis. Une
                  seule relance par envoi, jamais après une décision.
                </Typography>
                {plan?.plan === 'free' && (
                  <Alert severity="info">Les relances automatiques sont incluses pendant l’essai et dans les plans payants : avec le plan Free, aucune relance n’est envoyée.</Alert>
                )}
                <FormSwitchField name="reminders_enabled" label="Relancer automatiquement mes clients avant l’expiration d’un devis" />
                <FormTextField
                  name="reminder_days_before"
                  label="Nombre de jours avant l’expiration"
                  type="number"
                  disabled={!form.values.reminders_enabled}
                  toValue={(text) => (text === '' ? '' : Number(text))}
                  slotProps={{ htmlInput: { min: REMINDER_DAYS_MIN, max: REMINDER_DAYS_MAX, step: 1 } }}
                  sx={{ maxWidth: 280 }}
                />
                <Box>
                  <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                    {form.isSubmitting ? 'Enregistrement...' : 'Enregistrer les relances'}
                  </Button>
                </Box>
              </Stack>
            </Box>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
