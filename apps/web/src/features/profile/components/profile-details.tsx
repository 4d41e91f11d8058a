import type { AuthorityRole, Profile, UserType } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const USER_TYPE_LABELS: Record<UserType, string> = {
  ADMIN: 'Platform administrator',
  AUTHORITY: 'Authority account',
  AUTHORITY_USER: 'Authority user',
  APPLICANT: 'Applicant',
};

const ROLE_LABELS: Record<AuthorityRole, string> = {
  ADMIN: 'Administrator',
  READWRITE: 'Read and write',
  READONLY: 'Read only',
};

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "21/03/2026, 14:05" in UK time. */
export function formatLondonDateTime(iso: string): string {
  return londonDateTime.format(new Date(iso));
}

function accountLabel(profile: Profile): string {
  const type = USER_TYPE_LABELS[profile.userType];
  return profile.role ? `${type} (${ROLE_LABELS[profile.role]})` : type;
}

type ProfileDetailsProps = { profile: Profile };

/** The profile as a list of terms and values. */
export function ProfileDetails({ profile }: ProfileDetailsProps) {
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`],
    ['E-mail address', profile.email],
    ['Telephone', profile.phone ?? 'Not given'],
    ['Account', accountLabel(profile)],
    ...(profile.authorityName ? ([['Authority', profile.authorityName]] as [string, string][]) : []),
    ['Last signed in', profile.lastLoginAt ? formatLondonDateTime(profile.lastLoginAt) : 'Never'],
  ];

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        gap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
