import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/brand-mark';
import { APP_NAME, pageTitle } from '@/config/app';
import { SignInForm, type SignInHandler } from '../components/sign-in-form';

// Signing in against the API arrives with the session work; until then a submit changes nothing.
const signInNotConnected: SignInHandler = () => undefined;

export function LoginPage() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <title>{pageTitle('Sign in')}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BrandMark />
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {APP_NAME}
          </Typography>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>
          Sign in to your account to manage cases.
        </Typography>
        <SignInForm onSubmit={signInNotConnected} />
      </Paper>
    </Box>
  );
}
