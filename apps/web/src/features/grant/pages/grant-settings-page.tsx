import { authorityChoiceEndpoints, grantEndpoints, isAdmitted } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { useSessionUser } from '@/lib/session/use-session-user';
import { useGetGrantSettingsQuery } from '../api/grant-settings-api';
import { ChoiceListSection } from '../components/choice-list-section';
import { GrantLimitsSection } from '../components/grant-limits-section';

/**
 * /authority/grant-settings: the authority's mandatory grant maximum, whether it gives
 * discretionary top-ups, and its lists (adaptation types, reasons for refusal). Everyone in the
 * authority reads it; its ADMINs change it (the contract's access rule says who).
 */
export function GrantSettingsPage() {
  const settings = useGetGrantSettingsQuery();
  const user = useSessionUser();
  const who = user && { userType: user.user_type, role: user.role, impersonating: user.impersonating };
  const canEdit = who !== null && isAdmitted(grantEndpoints.saveSettings.access, who);
  const canEditLists = who !== null && isAdmitted(authorityChoiceEndpoints.update.access, who);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <title>{pageTitle('Grant settings')}</title>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Grant settings
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
          How your authority&rsquo;s grants are worked out, and the lists its forms offer.
        </Typography>
      </div>
      {!canEdit && (
        <Alert severity="info" variant="outlined">
          Only your authority&rsquo;s administrators can change these settings.
        </Alert>
      )}
      {settings.error ? (
        <LoadFailure message={toApiFailure(settings.error).message} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <PageLoading inline />
      ) : (
        <GrantLimitsSection settings={settings.data} canEdit={canEdit} />
      )}
      {/* The authority's other settings the app adds from other features (its sign-in policy). */}
      <ChoiceListSection list="ADAPTATION_TYPE" canEdit={canEditLists} />
      <ChoiceListSection list="REFUSAL_REASON" canEdit={canEditLists} />
    </Stack>
  );
}
