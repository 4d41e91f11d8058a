import { signedInWith, type SignedInDevice } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format-date';

type SignedInDeviceItemProps = {
  device: SignedInDevice;
  /** Asks before signing this device out; absent for the device in use (Logout leaves that). */
  onSignOut?: (device: SignedInDevice) => void;
};

/** What a device's line says about where and how it signed in. */
function detailsOf(device: SignedInDevice): string[] {
  const how = signedInWith(device);
  return [
    ...(how ? [how] : []),
    ...(device.ip ? [`IP address ${device.ip}`] : []),
    `Signed in ${formatDateTime(device.startedAt)}`,
    `Last used ${formatDateTime(device.lastUsedAt)}`,
  ];
}

/**
 * One signed-in device: browser and system, how and where it signed in, when it began and was
 * last used, and its own "Sign out". On a phone the button goes under the words.
 */
export function SignedInDeviceItem({ device, onSignOut }: SignedInDeviceItemProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {device.device}
          </Typography>
          {device.current && <Chip size="small" color="success" variant="outlined" label="This device" />}
        </Box>
        {detailsOf(device).map((line) => (
          <Typography key={line} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {onSignOut && (
        <Button
          variant="outlined"
          onClick={() => onSignOut(device)}
          aria-label={`Sign out ${device.device}, signed in ${formatDateTime(device.startedAt)}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, minHeight: 44 }}
        >
          Sign out
        </Button>
      )}
    </Box>
  );
}
