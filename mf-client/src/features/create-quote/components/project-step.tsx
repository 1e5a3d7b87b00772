import { Stack, Typography } from '@devis/platform';
import { focusOnArrival, FormTextField, useFormikContext } from '@devis/platform/forms';
import { FormDateField } from '@devis/platform/pickers';
import type { WizardState } from '../wizard-model';

/** Step 1: what the project is (the title is required to go on). */
export function ProjectStep() {
  const { values } = useFormikContext<WizardState>();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <FormTextField name="title" label="Titre du projet" required autoFocus={focusOnArrival()} placeholder="Ex. : Identité visuelle de la boutique" slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormTextField name="description" label="Description" multiline minRows={4} placeholder="Décrivez votre besoin, vos contraintes, vos attentes..." slotProps={{ htmlInput: { maxLength: 5000 } }} />
      <FormDateField name="deadline" label="Date souhaitée" disablePast />
      {/* Why 'Suivant' is disabled, as steps 2 and 3 say it. */}
      {values.title.trim() === '' && <Typography color="text.secondary">Saisissez le titre du projet.</Typography>}
    </Stack>
  );
}
