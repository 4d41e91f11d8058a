import type { CaseOptions } from '@casekeeper/contract';
import type { ComponentProps } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { CaseDetails } from './case-details';
import { CaseForm } from './case-form';
import { CaseView } from './case-view';

type CaseFormProps = ComponentProps<typeof CaseForm>;

type CaseWorkspaceDetailsProps = Omit<ComponentProps<typeof CaseDetails>, 'main'> & {
  /** The officers and contractors the form offers, once read. */
  options: { data: CaseOptions | undefined; error: string | null; retry: () => void };
  form: Pick<CaseFormProps, 'callerId' | 'cancelTo' | 'onSave' | 'conflict' | 'onKeepMine' | 'onDirtyChange'>;
};

/**
 * The Details tab with its form (or, for whoever may read but not change the case, a view). The
 * case page loads this module when the tab is first opened (pages/case-edit-page.tsx): the form,
 * its fields and its checks are not what a fresh load of the Overview waits for.
 */
export function CaseWorkspaceDetails({ options, form, ...details }: CaseWorkspaceDetailsProps) {
  const { record, onReload } = details;
  const main = !record.can.edit ? (
    <CaseView record={record} />
  ) : options.data ? (
    <CaseForm
      key={`${record.id}-${record.version}`}
      record={record}
      options={options.data}
      onReload={onReload}
      {...form}
    />
  ) : options.error !== null ? (
    <LoadFailure message={options.error} onRetry={options.retry} />
  ) : (
    <PageLoading inline />
  );
  return <CaseDetails {...details} main={main} />;
}
