import type { AuthorityUser } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormPage } from '@/components/record-form-page';
import { useRecordFormPage } from '@/lib/forms/use-record-form-page';
import {
  useAddAuthorityUserMutation,
  useGetAuthoritySummaryQuery,
  useGetAuthorityUserQuery,
  useUpdateAuthorityUserMutation,
} from '../api/authority-users-api';
import { AuthorityUserForm, type AuthorityUserFields } from '../components/authority-user-form';

type AuthorityUserFormPageProps =
  | { mode: 'add'; authorityId: number; listPathFor: (authorityId: number) => string }
  | { mode: 'edit'; userId: number; listPathFor: (authorityId: number) => string };

/** /authority/user/add/{authorityId} and /authority/user/edit/{id}. */
export function AuthorityUserFormPage(props: AuthorityUserFormPageProps) {
  const userId = props.mode === 'edit' ? props.userId : null;
  const authorityOf = (user: AuthorityUser | null) =>
    props.mode === 'add' ? props.authorityId : (user?.authorityId ?? 0);
  const page = useRecordFormPage(
    useGetAuthorityUserQuery(userId === null ? skipToken : { params: { id: userId } }),
    (user) => props.listPathFor(authorityOf(user)),
  );
  const { record, listPath } = page;
  const authorityId = authorityOf(record);
  const [addUser] = useAddAuthorityUserMutation();
  const [updateUser] = useUpdateAuthorityUserMutation();
  // The help text names the authority; until its name arrives it reads "the authority".
  const { data: authority } = useGetAuthoritySummaryQuery(authorityId > 0 ? authorityId : skipToken);

  const saveUser = (fields: AuthorityUserFields) =>
    page.save(() =>
      (record
        ? updateUser({ body: { ...fields, id: record.id, version: record.version } })
        : addUser({ body: { ...fields, authorityId } })
      ).unwrap(),
    );

  return (
    <RecordFormPage
      heading={props.mode === 'add' ? 'Add authority user' : 'Edit authority user'}
      back={{ label: 'Back to users', to: listPath }}
      {...page.frame}
    >
      <AuthorityUserForm
        key={page.formKey}
        authorityName={authority?.name ?? null}
        user={record}
        cancelTo={listPath}
        onSave={saveUser}
      />
    </RecordFormPage>
  );
}
