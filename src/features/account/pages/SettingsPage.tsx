import { useState } from 'react';
import styled from 'styled-components';
import type { UserSettings, UserSettingsGroup } from '@/api/schemas/user';
import { Card, RequestButton, Select, SectionHeader, SectionTitle, Skeleton, Toggle } from '@/design-system';
import { config } from '@/config';
import { PageError } from '@/lib/errors';
import { format } from '@/lib/strings';
import { useAccountSettings } from '../api/settings';
import { useUpdateSettings } from '../api/updateSettings';
import { Muted, PageHead, Stack } from '../layout';
import { groupChange, optionsOf, SETTINGS_GROUPS, valueLabel, type SettingField, type SettingsGroupModel } from '../settingsFields';
import { accountStrings } from '../strings';

const s = accountStrings.settings;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[8]};
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type GroupValues = Record<string, boolean | string>;

function FieldControl({ field, value, onChange }: { field: SettingField; value: boolean | string; onChange: (value: boolean | string) => void }) {
  const hint = format(s.defaultValue, { value: valueLabel(field, field.defaultValue) });
  const testId = `setting-${field.group}-${field.name}`;
  if (field.kind === 'flag')
    return <Toggle label={field.label} hint={hint} checked={value === true} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />;
  return (
    <Select label={field.label} hint={hint} value={String(value)} options={optionsOf(field.kind)} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
  );
}

/*
 * Each group is a named group of controls, not a landmark: the toasts' region is already called
 * 'Notifications', and landmarks must have names of their own.
 */

/**
 * One group of spec §3's settings: its fields as drafted here, and 'Save {group}' — a request button
 * (busy, 'Saved' or 'Not Saved', back after 1 s). Only the server's answer changes what is saved: a
 * failure (the 'Error' toast with the server's message) leaves the saved settings as they were and keeps
 * the draft, so nothing chosen is lost.
 */
function SettingsGroupForm({ model, saved }: { model: SettingsGroupModel; saved: UserSettings }) {
  const update = useUpdateSettings();
  const savedGroup = saved[model.group] as GroupValues;
  const [draft, setDraft] = useState<GroupValues>(() => ({ ...savedGroup }));
  const change = groupChange(model.group, savedGroup, draft);

  const save = async () => {
    if (!change) return;
    const settings = await update.mutateAsync({ body: change });
    setDraft({ ...(settings[model.group] as GroupValues) });
  };

  return (
    <Card as="section" role="group" padding="lg" aria-labelledby={`settings-${model.group}`} data-testid={`settings-${model.group}`}>
      <Group>
        <SectionHeader>
          <SectionTitle size="md" id={`settings-${model.group}`}>
            {model.title}
          </SectionTitle>
          <RequestButton
            size="sm"
            iconStart="check"
            disabled={!change}
            onRequest={save}
            successLabel={s.saved}
            errorLabel={s.failed}
            title={change ? undefined : s.unchanged}
          >
            {format(s.save, { group: model.title })}
          </RequestButton>
        </SectionHeader>
        <Fields>
          {model.fields.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              value={draft[field.name] ?? field.defaultValue}
              onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
        </Fields>
      </Group>
    </Card>
  );
}

/** `general.data_requested` (spec §3) as an action: 'Request my data', then the request's pending note. */
function DataRequest({ saved }: { saved: UserSettings }) {
  const update = useUpdateSettings();
  const title = s.groups.general;
  return (
    <Card as="section" role="group" padding="lg" aria-labelledby="settings-general" data-testid="settings-general">
      <Group>
        <SectionTitle size="md" id="settings-general">
          {title}
        </SectionTitle>
        {saved.general.data_requested ? (
          <Muted role="status" data-testid="settings-data-requested">
            {s.dataPending}
          </Muted>
        ) : (
          <>
            <Muted>{s.dataHint}</Muted>
            <div>
              <RequestButton
                variant="secondary"
                iconStart="send"
                onRequest={() => update.mutateAsync({ body: { general: { data_requested: true } } })}
                successLabel={s.dataRequested}
                errorLabel={s.dataRequestFailed}
              >
                {s.requestData}
              </RequestButton>
            </div>
          </>
        )}
      </Group>
    </Card>
  );
}

function SettingsSkeleton() {
  return (
    <Stack aria-busy="true" data-testid="account-settings-loading">
      <span role="status" className="orb-visually-hidden">
        {accountStrings.frame.loading}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="12rem" />
      ))}
    </Stack>
  );
}

const groupsWithFields = SETTINGS_GROUPS.filter((model) => model.group !== ('general' satisfies UserSettingsGroup));

/**
 * /account/settings: every group and field of spec §3 "User settings" with its default, grouped as in the
 * spec (general, security, privacy, community, media, notification), each group saved through
 * account.updateSettings with a request button. Its primary data is `account.settings`.
 */
export function SettingsPage() {
  const query = useAccountSettings();
  let body;
  if (query.isPending) body = <SettingsSkeleton />;
  else if (query.isError) body = <PageError error={query.error} inlineErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else
    body = (
      <>
        <DataRequest saved={query.data} />
        {groupsWithFields.map((model) => (
          <SettingsGroupForm key={model.group} model={model} saved={query.data} />
        ))}
      </>
    );
  return (
    <Stack data-testid="account-settings">
      <PageHead title={accountStrings.pages.settings}>{format(s.intro, { product: config.productName })}</PageHead>
      {body}
    </Stack>
  );
}
