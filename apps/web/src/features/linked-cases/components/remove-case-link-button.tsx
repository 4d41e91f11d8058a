import type { CaseLink } from '@casekeeper/contract';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { RemoveButton } from '@/components/remove-button';
import { useRemoveCaseLinkMutation } from '../api/linked-cases-api';

/** Removes a link once the officer confirms: from both cases; the audit log keeps it. */
export function RemoveCaseLinkButton({ caseId, link }: { caseId: number; link: CaseLink }) {
  const [removeLink, { isLoading }] = useRemoveCaseLinkMutation();
  const { caseNumber } = link.otherCase;
  return (
    <RemoveButton
      label={`Remove the link to case ${caseNumber}`}
      icon={<LinkOffOutlined />}
      title="Remove the link?"
      consequence={`This case and case ${caseNumber} will no longer show as linked. Neither case changes otherwise.`}
      confirmLabel="Remove link"
      remove={() => removeLink({ params: { caseId, linkId: link.id } }).unwrap()}
      busy={isLoading}
    />
  );
}
