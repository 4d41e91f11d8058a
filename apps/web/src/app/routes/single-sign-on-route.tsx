import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { FinishedSignOn } from '@/features/single-sign-on/api/finish-sign-on';
import { SingleSignOnReturnPage } from '@/features/single-sign-on/pages/single-sign-on-return-page';
import { keepAnsweredSession } from '../session/sign-in-with-store';
import { landingPathFor } from './home-path';
import { secondFactorPathFor } from './second-factor-path';

/** /login/sso: single sign-on's return, its session kept in the store as a password sign-in's is. */
export function SingleSignOnRoute() {
  const navigate = useNavigate();
  const answered = useCallback(
    async (answer: FinishedSignOn) => {
      // The provider's sign-in may still need a second factor of ours, or one set up first.
      if ('secondFactorRequired' in answer) {
        await navigate(secondFactorPathFor(answer), { replace: true });
        return;
      }
      keepAnsweredSession(answer);
      await navigate(landingPathFor(answer), { replace: true });
    },
    [navigate],
  );
  return <SingleSignOnReturnPage onAnswered={answered} />;
}
