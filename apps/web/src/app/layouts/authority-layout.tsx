import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { TOUCH_TARGET_PX } from '@/config/touch-target';
import { GlobalCaseSearch } from '@/features/cases/components/global-case-search';
import { usePaymentsToAuthoriseCount } from '@/features/payments/hooks/use-payments-to-authorise-count';
import { useAppSelector } from '../store/hooks';
import { AccountButton } from './account-button';
import { AppShell } from './app-shell';
import { BackToAdminButton } from './back-to-admin-button';
import { ImpersonationBanner } from './impersonation-banner';
import { authorityNavItems, authorityRoleLabel } from './nav-items';
import { UserMenu } from './user-menu';
import { useStopImpersonating } from './use-stop-impersonating';

// Loaded apart, after the page: the bell, its lists and its live stream are not what the page
// shows first, and evaluating them with the page kept its main thread busy longer.
const AlarmDropdown = lazy(async () => ({
  default: (await import('@/features/alarms/components/alarm-dropdown')).AlarmDropdown,
}));

/**
 * The authority layout (docs/routes.md): the sidebar and the role label follow what the server
 * says the caller may do (the alarm dropdown for read-write officers only, Payments to authorise
 * with its count for those the server counts them for); "Back to Admin
 * Dashboard" and the banner only while impersonating.
 */
export function AuthorityLayout() {
  const user = useAppSelector((state) => state.auth.user);
  const abilities = useAbilities(user);
  const paymentsToAuthorise = usePaymentsToAuthoriseCount(abilities);
  const { goBack, busy } = useStopImpersonating();
  const firstName = user?.first_name ?? '';
  const roleLabel = authorityRoleLabel(abilities);
  const mayGoBack = Boolean(abilities?.can.stopImpersonating);

  return (
    <AppShell
      navItems={abilities ? authorityNavItems(abilities, { paymentsToAuthorise }) : []}
      banner={
        mayGoBack ? (
          <ImpersonationBanner name={firstName} impersonator={abilities?.impersonator ?? null} />
        ) : null
      }
      topBarSlots={
        <>
          {/* On a phone the box narrows to its magnifier: at least a 44 px target of its own beside
              the bell, and, being a label, a press anywhere on it puts the cursor in the box. */}
          <Box
            component="label"
            data-slot="case-search"
            sx={{
              display: 'flex',
              alignItems: 'center',
              alignSelf: 'stretch',
              // A part-word of the placeholder ("Se") beside the bell read as a fault: the magnifier alone.
              flex: { xs: `0 0 ${TOUCH_TARGET_PX}px`, sm: '1 1 auto' },
              maxWidth: 420,
              minWidth: TOUCH_TARGET_PX,
              cursor: 'text',
            }}
          >
            {user && <GlobalCaseSearch user={user} />}
          </Box>
          <Box data-slot="alarm-dropdown" sx={{ display: 'contents' }}>
            {user && abilities?.can.viewAlarms && (
              <Suspense fallback={null}>
                <AlarmDropdown webUserId={user.webUserId} />
              </Suspense>
            )}
          </Box>
          {mayGoBack && <BackToAdminButton onClick={goBack} busy={busy} />}
        </>
      }
      userMenu={
        <UserMenu
          label={`${firstName} ${roleLabel}, account menu`}
          profileLabel="My Profile"
          impersonating={mayGoBack}
          button={<AccountButton firstName={firstName} label={roleLabel} />}
        />
      }
    />
  );
}
