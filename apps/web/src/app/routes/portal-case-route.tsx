import { PortalConversation } from '@/features/applicant-conversation/components/portal-conversation';
import { PortalCasePage } from '@/features/applicant-portal/pages/portal-case-page';

/** The portal's case page with the conversation with the officer (issue 39) composed in. */
export function PortalCaseRoute() {
  return <PortalCasePage conversation={<PortalConversation />} />;
}
