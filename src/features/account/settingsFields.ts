import { DEFAULT_SETTINGS_VALUES } from '@/api/schemas/accountRules';
import type { UserSettings, UserSettingsGroup, UserSettingsUpdate } from '@/api/schemas/user';
import { accountStrings } from './strings';

/*
 * The settings page's model: every group and field of spec §3 "User settings", in the spec's order (the
 * order of DEFAULT_SETTINGS_VALUES, which is the spec's), each with its label, its kind of control and its
 * default; and the change of one group as account.updateSettings takes it.
 */

const s = accountStrings.settings;

export type SettingKind = 'flag' | 'visibility' | 'friendRequest';
export type SettingValue = UserSettings[UserSettingsGroup][keyof UserSettings[UserSettingsGroup]];

export interface SettingField {
  group: UserSettingsGroup;
  name: string;
  label: string;
  kind: SettingKind;
  defaultValue: boolean | string;
}

export interface SettingsGroupModel {
  group: UserSettingsGroup;
  title: string;
  fields: readonly SettingField[];
}

function kindOf(name: string, value: boolean | string): SettingKind {
  if (typeof value === 'boolean') return 'flag';
  return name === 'friend_request' ? 'friendRequest' : 'visibility';
}

/** The groups in the spec's order with their fields. */
export const SETTINGS_GROUPS: readonly SettingsGroupModel[] = (Object.keys(DEFAULT_SETTINGS_VALUES) as UserSettingsGroup[]).map((group) => {
  const labels = s.fields[group] as Readonly<Record<string, string>>;
  const defaults = DEFAULT_SETTINGS_VALUES[group] as Readonly<Record<string, boolean | string>>;
  return {
    group,
    title: s.groups[group],
    fields: Object.entries(defaults).map(([name, defaultValue]) => ({
      group,
      name,
      label: labels[name] ?? name,
      kind: kindOf(name, defaultValue),
      defaultValue,
    })),
  };
});

/** The options of a choice (visibility: 'Everyone', 'Friends only', 'Only me'; friend requests). */
export function optionsOf(kind: Exclude<SettingKind, 'flag'>): Array<{ value: string; label: string }> {
  const labels: Readonly<Record<string, string>> = kind === 'visibility' ? s.visibility : s.friendRequest;
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** A value as the page words it ('On', 'Off', 'Everyone'…): the field's default shown under it. */
export function valueLabel(field: SettingField, value: boolean | string): string {
  if (field.kind === 'flag') return value ? s.on : s.off;
  const labels: Readonly<Record<string, string>> = field.kind === 'visibility' ? s.visibility : s.friendRequest;
  return labels[String(value)] ?? String(value);
}

type GroupValues = Readonly<Record<string, boolean | string>>;

/** The fields of a group whose draft differs from what is saved: account.updateSettings' body, or null. */
export function groupChange(group: UserSettingsGroup, saved: GroupValues, draft: GroupValues): UserSettingsUpdate | null {
  const changed = Object.fromEntries(Object.entries(draft).filter(([name, value]) => saved[name] !== value));
  return Object.keys(changed).length > 0 ? ({ [group]: changed } as UserSettingsUpdate) : null;
}
