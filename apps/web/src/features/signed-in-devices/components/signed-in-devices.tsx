import type { SignedInDevice } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, type ConfirmRequest } from '@/components/data-list/confirm-dialog';
import { announced } from '@/components/data-list/record-confirmations';
import { useConfirm } from '@/components/data-list/use-confirm';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useEndOtherDevicesMutation,
  useEndSignedInDeviceMutation,
  useGetSignedInDevicesQuery,
} from '../api/signed-in-devices-api';
import { SignedInDeviceItem } from './signed-in-device-item';

/**
 * The profile's "Signed-in devices": every browser the person is signed in on, the one in use
 * marked, each other with its own "Sign out", and "Sign out everywhere else". Each asks first;
 * a device signed out is refused from its next request.
 */
export function SignedInDevices() {
  const devices = useGetSignedInDevicesQuery();
  const [endDevice] = useEndSignedInDeviceMutation();
  const [endOthers] = useEndOtherDevicesMutation();
  const dialog = useConfirm();

  const signOut = (device: SignedInDevice): ConfirmRequest => ({
    title: `Sign out ${device.device}?`,
    message: `Whoever is using Casekeeper in ${device.device} will be signed out at once and asked to sign in again.`,
    confirmLabel: 'Sign out',
    onConfirm: announced(() => endDevice({ params: { sessionId: device.id } }).unwrap()),
  });
  const signOutOthers: ConfirmRequest = {
    title: 'Sign out everywhere else?',
    message:
      'Every other browser and device signed in to your account will be signed out at once. You stay signed in here.',
    confirmLabel: 'Sign out everywhere else',
    onConfirm: announced(() => endOthers().unwrap()),
  };

  if (devices.isLoading) return <PageLoading inline />;
  if (!devices.data) {
    const failure = devices.error ? toApiFailure(devices.error).message : 'Nothing was read.';
    return (
      <LoadFailure
        message={`Your signed-in devices could not be loaded: ${failure}`}
        onRetry={() => void devices.refetch()}
      />
    );
  }
  const others = devices.data.filter((device) => !device.current).length;

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        The browsers and devices signed in to your account. If you do not recognise one, sign it out and
        change your password.
      </Typography>
      <Box component="ul" aria-label="Signed-in devices" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {devices.data.map((device) => (
          <SignedInDeviceItem
            key={device.id}
            device={device}
            onSignOut={device.current ? undefined : (chosen) => dialog.ask(signOut(chosen))}
          />
        ))}
      </Box>
      {others > 0 ? (
        <Box>
          <Button variant="contained" color="primary" onClick={() => dialog.ask(signOutOthers)}>
            Sign out everywhere else
          </Button>
        </Box>
      ) : (
        <Typography>You are not signed in anywhere else.</Typography>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </Stack>
  );
}
