import { CLOCK_MESSAGES } from '@casekeeper/contract';
import { Navigate, useParams } from 'react-router';
import { RecordFormPage } from '@/components/record-form-page';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useAddClockDefinitionMutation,
  useGetClockSettingsQuery,
  useUpdateClockDefinitionMutation,
} from '../api/clocks-api';
import { ClockDefinitionForm } from '../components/clock-definition-form';

const backTo = paths.authority.clocks.settings;
const back = { label: 'Back to timescales', to: backTo };

/** A clock id from the path: a positive whole number, else null. */
const clockIdOf = (value: string | undefined) =>
  value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;

/** /authority/clocks/add: a new clock (an authority ADMIN's; others are sent to Forbidden). */
export function ClockAddPage() {
  const settings = useGetClockSettingsQuery();
  const [addDefinition] = useAddClockDefinitionMutation();
  if (settings.data && !settings.data.can.edit) return <Navigate to={paths.unauthorized} replace />;
  return (
    <RecordFormPage
      heading="Add a clock"
      subheading="Every case of your authority will carry it, worked out from its status history."
      back={back}
      loading={settings.isLoading}
      loadError={settings.error ? toApiFailure(settings.error).message : null}
      onRetry={() => void settings.refetch()}
    >
      <ClockDefinitionForm
        clock={null}
        backTo={backTo}
        send={(fields) => addDefinition({ body: fields }).unwrap()}
        onReload={() => undefined}
      />
    </RecordFormPage>
  );
}

/** /authority/clocks/edit/{id}: one of the authority's clocks, as the settings have it. */
export function ClockEditPage() {
  const id = clockIdOf(useParams().id);
  const settings = useGetClockSettingsQuery();
  const [updateDefinition] = useUpdateClockDefinitionMutation();
  const clock = settings.data?.definitions.find((definition) => definition.id === id) ?? null;
  if (settings.data && !settings.data.can.edit) return <Navigate to={paths.unauthorized} replace />;
  const notFound = settings.data && !clock ? CLOCK_MESSAGES.definitionNotFound : null;
  return (
    <RecordFormPage
      heading={clock ? `Edit the ${clock.name} clock` : 'Edit a clock'}
      subheading="A change works every case's clocks out again."
      back={back}
      loading={settings.isLoading}
      loadError={settings.error ? toApiFailure(settings.error).message : notFound}
      onRetry={() => void settings.refetch()}
    >
      {clock && (
        <ClockDefinitionForm
          key={`${clock.id}-${clock.version}`}
          clock={clock}
          backTo={backTo}
          send={(fields, version) =>
            updateDefinition({
              body: { ...fields, id: clock.id, version: version ?? clock.version },
            }).unwrap()
          }
          onReload={() => void settings.refetch()}
        />
      )}
    </RecordFormPage>
  );
}
