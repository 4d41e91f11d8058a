import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetPasskeysQuery } from '../api/passkeys-api';
import { PasskeysPanel, type PasskeyNotice } from './passkeys-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/**
 * The profile's "Passkeys" for someone with no other sign-in methods to manage (an applicant):
 * optional, and once added, asked for after the password.
 */
export function PasskeysSection() {
  const passkeys = useGetPasskeysQuery();
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (passkeys.error) {
    return (
      <LoadFailure message={toApiFailure(passkeys.error).message} onRetry={() => void passkeys.refetch()} />
    );
  }
  if (!passkeys.data) return <PageLoading inline />;
  return (
    <Stack spacing={2.5}>
      <FormMessage message={notice?.message ?? null} severity={notice?.failed ? 'error' : 'success'} />
      {codes ? (
        <RecoveryCodesPanel codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            A passkey is optional. It lets your phone or computer confirm it is you (with your fingerprint,
            face or screen lock) after your password.
          </Typography>
          <PasskeysPanel
            passkeys={passkeys.data}
            mayRemoveLast
            // An applicant always has a password: the portal has no organisation's sign-in.
            hasPassword
            onNotice={setNotice}
            onRecoveryCodes={setCodes}
          />
        </>
      )}
    </Stack>
  );
}
