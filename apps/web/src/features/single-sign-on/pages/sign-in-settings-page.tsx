import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@/config/app';
import { SingleSignOnSection } from '../components/single-sign-on-section';
import type { ProviderOwner } from '../hooks/use-identity-provider';

type SignInSettingsPageProps = {
  owner: ProviderOwner;
  /** Whose sign-in it is, in a line under the heading. */
  intro: string;
  back?: { label: string; to: string };
  /** Sections above single sign-on (the authority's own second-factor policy). */
  sections?: ReactNode;
};

/**
 * /authority/sign-in, /authority/sign-in/{authorityId} and /sign-in-settings: how an authority's
 * people (or the platform's admins) sign in: whether a second factor is required (an authority's
 * own page), and single sign-on.
 */
export function SignInSettingsPage({ owner, intro, back, sections }: SignInSettingsPageProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <title>{pageTitle('Signing in')}</title>
      <div>
        {back && (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackOutlined />} sx={{ mb: 1 }}>
            {back.label}
          </Button>
        )}
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Signing in
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>{intro}</Typography>
      </div>
      {sections}
      <SingleSignOnSection owner={owner} />
    </Stack>
  );
}
