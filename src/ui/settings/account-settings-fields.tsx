import { Button, Field, Select, Switch, Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { MultiviewFeed, MultiviewQueries } from '../../application/monitoring';
import type { AccountForm, Choice, GroupOption, WallChoices } from '../../application/settings';
import { useService } from '../shared';
import { ChoiceList } from './choice-list';

const grid = (min: number): React.CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  gap: 12,
  // Fields keep their own height: stretched, a field without a hint beside one with a hint drifts apart.
  alignItems: 'start',
});

export interface AccountSettingsFieldsProps {
  readonly form: AccountForm;
  readonly groups: readonly GroupOption[];
  readonly walls: WallChoices;
  readonly onChange: (change: Partial<AccountForm>) => void;
}

/** Chosen uuids the console holds no row for still show (by uuid), so they can be unticked. */
const withChosen = (choices: readonly Choice<string>[], chosen: readonly string[]): readonly Choice<string>[] => [
  ...choices,
  ...chosen
    .filter((uuid) => !choices.some((choice) => choice.key === uuid))
    .map((uuid) => ({ key: uuid, label: uuid })),
];

/**
 * The account settings an administrator sets (spec 3 §3 Account meta; docs/protocol/accounts.md): recordings
 * read-only, the default group of accounts this one creates, and what its monitor and multiview walls show.
 */
export const AccountSettingsFields = ({
  form,
  groups,
  walls,
  onChange,
}: AccountSettingsFieldsProps): React.JSX.Element => {
  // The events offered are multiview's own: today's, read while the editor is open (as the multiview wall does).
  const feed = useService(MultiviewFeed);
  const multiview = useService(MultiviewQueries);
  useEffect(() => feed.open(multiview.range$), [feed, multiview]);
  const defaultKnown = form.defaultGroup === '' || groups.some((group) => group.uuid === form.defaultGroup);
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>Account settings</legend>
      <div style={grid(240)}>
        <Field label="Recordings" hint="Read-only: no video-on-demand or live panels, only all clips.">
          <Switch
            checked={form.recReadonly}
            label={form.recReadonly ? 'Read-only' : 'Full'}
            data-testid="account-rec-readonly"
            onChange={(_, data) => onChange({ recReadonly: data.checked })}
          />
        </Field>
        <Field label="Default group" hint="New accounts this one creates without a group join it.">
          <Select
            value={form.defaultGroup}
            data-testid="account-default-group"
            onChange={(_, data) => onChange({ defaultGroup: data.value })}
          >
            <option value="">None</option>
            {!defaultKnown && <option value={form.defaultGroup}>{form.defaultGroup} (unknown group)</option>}
            {groups.map((group) => (
              <option key={group.uuid} value={group.uuid}>
                {group.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div style={grid(280)}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <ChoiceList
            label="Monitor wall channels"
            choices={withChosen(walls.channels, form.monitorChannels ?? [])}
            selected={form.monitorChannels ?? []}
            onChange={(selected) => onChange({ monitorChannels: selected })}
            testId="account-monitor-filter"
          />
          {form.monitorChannels === undefined ? (
            <Text size={200} data-testid="account-monitor-default">
              Not set: the wall shows every active channel.
            </Text>
          ) : (
            <Button
              size="small"
              appearance="subtle"
              data-testid="account-monitor-reset"
              onClick={() => onChange({ monitorChannels: undefined })}
            >
              Back to every active channel
            </Button>
          )}
        </div>
        <ChoiceList
          label="Multiview events (today and chosen)"
          choices={withChosen(walls.events, form.multiviewEvents)}
          selected={form.multiviewEvents}
          onChange={(selected) => onChange({ multiviewEvents: selected })}
          testId="account-multiview-filter"
        />
      </div>
    </fieldset>
  );
};
