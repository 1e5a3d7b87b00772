import { useMemo, useRef, type ReactNode } from 'react';
import { profileSchema, type ProfileInput, type ProviderProfile } from '@devis/domain';
import {
  Box, Button, Card, CardContent, CenteredMessage, Grid, Stack, Typography, useFeatureFlags, useToast,
  usePageTitle,
} from '@devis/platform';
import { apiFieldErrors, FocusFirstError, Form, Formik, FormSwitchField, FormTextField, useField } from '@devis/platform/forms';
import { LeaveGuard } from '../../../components/leave-guard';
import { useQuery } from '@devis/platform/query';
import { profileQuery, useSaveProfile } from '../../../api/profile';
import { VatRateField } from '../../../components/vat-rate-field';
import { AvatarUpload } from './avatar-upload';
import { LogoUpload } from './logo-upload';
import { PublicPageCard } from './public-page-card';
import { profileValues, type ProfileValues } from './profile-values';
import { SubscriptionSection } from './subscription-section';
import { ReminderSettingsSection } from './reminder-settings-section';
import { AccountDataSection } from './account-data-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A colour picker that also shows the colour's code. */
function ColorField({ name, label }: { name: keyof ProfileValues; label: string }) {
  const [field] = useField<string>(name);
  return <FormTextField name={name} type="color" label={label} helperText={field.value.toUpperCase()} />;
}

export default function ProfilePage() {
  usePageTitle('Profil');
  const profile = useQuery(profileQuery());
  if (!profile.data) return profile.error ? null : <CenteredMessage text="Chargement..." />;
  // The plan, the reminders and the account's data each save on their own, outside the profile's form.
  return (
    <Stack spacing={3}>
      <ProfileForm profile={profile.data} />
      <SubscriptionSection />
      <ReminderSettingsSection profile={profile.data} />
      <AccountDataSection />
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const saving = useSaveProfile();
  const toast = useToast();
  // The flags gate the public-page card (the provider app asks for them only here).
  const { flags } = useFeatureFlags();
  const initialValues = useMemo(() => profileValues(profile), [profile]);
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={profileSchema}
      onSubmit={async (values, helpers) => {
        try {
          await saving.mutateAsync(profileSchema.cast(values, { stripUnknown: true }) as ProfileInput);
          toast.success('Profil mis à jour');
        } catch (error) {
          helpers.setErrors(apiFieldErrors<ProfileValues>(error) ?? {});
        }
      }}
    >
      {(form) => (
        <Box component={Form} noValidate ref={formRef}>
          <LeaveGuard message="Les modifications de votre profil seront perdues." />
          {/* A long form: a refused save takes the user to the first field to fix, wherever it is. */}
          <FocusFirstError formRef={formRef} />
          <Stack spacing={3}>
            <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
              <Typography variant="h4" component="h1">
                Profil
              </Typography>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Enregistrement...' : 'Enregistrer'}
              </Button>
            </Stack>
            <Section title="Photo">
              <AvatarUpload avatarUrl={profile.avatar_url} name={form.values.company_name || profile.company_name} />
            </Section>
            <Section title="Entreprise">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="company_name" label="Nom de l'entreprise" required /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="legal_form" label="Forme juridique" placeholder="SARL au capital de 1 000 €" /></Grid>
                <Grid size={12}><FormTextField name="company_address" label="Adresse" /></Grid>
                <Grid size={{ xs: 5, sm: 4 }}><FormTextField name="company_postal_code" label="Code postal" /></Grid>
                <Grid size={{ xs: 7, sm: 8 }}><FormTextField name="company_city" label="Ville" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="company_country" label="Pays" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="siret" label="SIRET" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField name="tva_intracom" label="TVA intracommunautaire" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <VatRateField name="tva_rate_percent" label="Taux de TVA par défaut" />
                </Grid>
                <Grid size={12}><FormSwitchField name="vat_franchise" label="Franchise en base de TVA (TVA non applicable, art. 293 B du CGI)" /></Grid>
              </Grid>
            </Section>
            <Section title="Banque">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 8 }}><FormTextField name="iban" label="IBAN" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><FormTextField name="bic" label="BIC" /></Grid>
              </Grid>
            </Section>
            <Section title="Image de marque">
              <Grid container spacing={2}>
                <Grid size={12}><LogoUpload /></Grid>
                <Grid size={12}><FormSwitchField name="show_logo_on_quotes" label="Afficher le logo sur les devis" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><ColorField name="brand_primary_color" label="Couleur principale" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><ColorField name="brand_secondary_color" label="Couleur secondaire" /></Grid>
                <Grid size={{ xs: 12, sm: 4 }}><ColorField name="brand_accent_color" label="Couleur d'accent" /></Grid>
              </Grid>
            </Section>
            <Section title="Textes des devis">
              <Stack spacing={2}>
                <FormTextField name="quote_payment_terms" label="Conditions de paiement" />
                <FormTextField name="quote_terms_conditions" label="Conditions générales" multiline minRows={3} />
                <FormTextField name="quote_footer_text" label="Pied de page" multiline minRows={2} />
              </Stack>
            </Section>
            {flags.PUBLIC_PROVIDER && <PublicPageCard profile={profile} />}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Enregistrement...' : 'Enregistrer'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
