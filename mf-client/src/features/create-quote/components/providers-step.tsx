import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { countOf, formatMoney, plural, type PublicService } from '@devis/domain';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CompanyAvatar,
  DeleteIcon,
  visuallyHidden,
  FormControlLabel,
  Grid,
  IconButton,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@devis/platform';
import { useFormikContext } from '@devis/platform/forms';
import { useInfiniteQuery, useQuery } from '@devis/platform/query';
import { directoryQuery, providerQuery, recentProvidersQuery, type ProviderRef } from '../../../api/providers';
import { addProvider, removeProvider, toggleService, type WizardState } from '../wizard-model';

/** Step 2: the providers (the last contacted, or any from the directory), and the services to ask each for. */
export function ProvidersStep() {
  const { values, setValues } = useFormikContext<WizardState>();
  const recent = useQuery(recentProvidersQuery());
  const [search, setSearch] = useState('');
  const directory = useInfiniteQuery({ ...directoryQuery(useDeferredValue(search)), placeholderData: (previous) => previous });
  const chosen = new Set(values.providers.map((p) => p.user_id));
  const add = (p: ProviderRef) => void setValues((v) => addProvider(v, p));
  const others = (directory.data?.pages.flatMap((page) => page.items) ?? []).filter((p) => !chosen.has(p.user_id));

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
            <Typography variant="h6" component="h3">
              Prestataires récemment contactés
            </Typography>
            <Button component={Link} to="/client/providers" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Voir tous
            </Button>
          </Stack>
          {recent.isPending ? (
            <Skeleton variant="rounded" height={56} />
          ) : (recent.data ?? []).length === 0 ? (
            <Typography color="text.secondary">
              Vous n'avez encore contacté aucun prestataire. <Link to="/client/providers">Découvrir les prestataires</Link>
            </Typography>
          ) : (
            <Grid container spacing={1.5}>
              {recent.data!.map((p) => (
                <Grid key={p.user_id} size={{ xs: 12, sm: 4 }}>
                  <Button
                    fullWidth
                    variant={chosen.has(p.user_id) ? 'contained' : 'outlined'}
                    onClick={() => add(p)}
                    disabled={chosen.has(p.user_id)}
                    startIcon={
                      // In a span: MUI sizes a start icon's first child at 20 px, which would blow up the initials.
                      <Box component="span" sx={{ display: 'flex' }}>
                        <CompanyAvatar name={p.company_name} src={p.logo_url} size={28} />
                      </Box>
                    }
                    sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      Ajouter{' '}
                    </Box>
                    {p.company_name}
                  </Button>
                </Grid>
              ))}
            </Grid>
          )}
          <Autocomplete
            sx={{ mt: 2 }}
            options={others}
            getOptionLabel={(p) => p.company_name}
            // Two providers may share a name: one option each, told apart by their city.
            getOptionKey={(p) => p.user_id}
            renderOption={({ key, ...props }, p) => (
              <Box component="li" key={key} {...props}>
                <Stack sx={{ minWidth: 0 }}>
                  <span>{p.company_name}</span>
                  {p.company_city ? (
                    <Typography variant="body2" color="text.secondary">
                      {p.company_city}
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
            )}
            onChange={(_e, p) => p && add({ user_id: p.user_id, company_name: p.company_name, logo_url: p.logo_url ?? p.avatar_url })}
            value={null}
            inputValue={search}
            // Only typing fills the field: a pick ('selectOption') empties it, so the list shows the remaining providers
            // at once instead of filtering by the name just added.
            onInputChange={(_e, text, reason) => setSearch(reason === 'input' ? text : '')}
            // The server filters by name or city: show what it answers.
            filterOptions={(options) => options}
            loading={directory.isFetching}
            loadingText="Recherche..."
            // Enter picks the first match rather than submitting the wizard's step.
            // Focus stays in the field after a pick, ready for the next provider.
            autoHighlight
            noOptionsText="Aucun autre prestataire"
            renderInput={(params) => <TextField {...params} label="Ajouter un prestataire" placeholder="Rechercher par nom" />}
          />
        </CardContent>
      </Card>
      {values.providers.length === 0 ? (
        <Typography color="text.secondary">Choisissez au moins un prestataire.</Typography>
      ) : (
        values.providers.map((p) => <ChosenProvider key={p.user_id} provider={p} />)
      )}
    </Stack>
  );
}

function ChosenProvider({ provider }: { provider: ProviderRef }) {
  const { values, setValues } = useFormikContext<WizardState>();
  const detail = useQuery(providerQuery(provider.user_id, 'Impossible de charger les services du prestataire'));
  const isChecked = (s: PublicService) => values.lines.some((l) => l.service_id === s.id && l.provider_id === provider.user_id);
  const services = detail.data?.services ?? [];
  const selected = services.filter(isChecked).length;
  return (
    <Card variant="outlined" component="section" aria-label={provider.company_name}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <CompanyAvatar name={provider.company_name} src={provider.logo_url} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {provider.company_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {countOf(selected, 'service')} {plural(selected, 'sélectionné', 'sélectionnés')}
              </Typography>
            </Box>
          </Stack>
          <IconButton aria-label={`Retirer ${provider.company_name}`} onClick={() => void setValues((v) => removeProvider(v, provider.user_id))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        {detail.isPending ? (
          <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
        ) : services.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Ce prestataire n'a pas de services au catalogue : décrivez votre besoin par des lignes libres à l'étape suivante.
          </Typography>
        ) : (
          <Stack sx={{ mt: 1 }}>
            {services.map((s) => (
              <FormControlLabel
                key={s.id}
                sx={{ alignItems: 'flex-start', py: 0.5 }}
                control={<Checkbox checked={isChecked(s)} onChange={() => void setValues((v) => toggleService(v, s, provider.user_id))} sx={{ pt: 0.5 }} />}
                label={
                  <Box>
                    <Typography>
                      {s.name} · <strong>{formatMoney(s.unit_price_ht)} HT</strong> / {s.unit}
                    </Typography>
                    {s.description && (
                      <Typography variant="body2" color="text.secondary">
                        {s.description}
                      </Typography>
                    )}
                  </Box>
                }
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
