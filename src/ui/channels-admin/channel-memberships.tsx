import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChannelsAdminQueries,
  expiryFromInput,
  expiryInputValue,
  newMembership,
  type ChannelForm,
  type PickChoice,
} from '../../application/channels-admin';
import type { ChannelGroupMembership } from '../../domain/channels';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '200px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export interface MembershipListProps {
  readonly label: string;
  readonly choices: readonly PickChoice<number>[];
  readonly members: readonly ChannelGroupMembership[];
  readonly onChange: (members: readonly ChannelGroupMembership[]) => void;
  readonly zone: string;
  readonly testId: string;
}

/** Choices to check, each checked one with its expiry (empty = never, -1; spec 2 §9, spec 3 §9). */
export const MembershipList = ({ label, choices, members, onChange, zone, testId }: MembershipListProps) => {
  const styles = useStyles();
  const memberOf = (id: number) => members.find((member) => member.id === id);
  return (
    <Field label={`${label} (${members.length})`}>
      <div role="group" aria-label={label} className={styles.box} data-testid={testId}>
        {choices.length === 0 && <span>None to choose from.</span>}
        {choices.map((choice) => {
          const member = memberOf(choice.key);
          return (
            <div key={choice.key} className={styles.row}>
              <Checkbox
                label={choice.label}
                checked={member !== undefined}
                onChange={(_, data) =>
                  onChange(
                    data.checked === true
                      ? [...members, newMembership(choice.key)]
                      : members.filter((m) => m.id !== choice.key),
                  )
                }
              />
              {member && (
                <Input
                  type="datetime-local"
                  size="small"
                  aria-label={`${choice.label} expires (empty: never)`}
                  value={expiryInputValue(member.expiry_time, zone)}
                  onChange={(_, data) =>
                    onChange(
                      members.map((m) =>
                        m.id === choice.key ? { ...m, expiry_time: expiryFromInput(data.value, zone) } : m,
                      ),
                    )
                  }
                />
              )}
              {member && member.expiry_time < 0 && <span>never expires</span>}
            </div>
          );
        })}
      </div>
    </Field>
  );
};

/** The channel's access groups and configuration presets with expiry (admin fields, spec 2 §6). */
export const ChannelMemberships = ({
  form,
  update,
}: {
  form: ChannelForm;
  update: (fields: Partial<ChannelForm>) => void;
}): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const choices = useObservable(queries.choices$, undefined);
  if (!choices) return <span>Loading…</span>;
  const accessIds = new Set(choices.accessGroups.map((choice) => choice.key));
  const access = form.memberships.filter((m) => accessIds.has(m.id));
  const presets = form.memberships.filter((m) => !accessIds.has(m.id));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
      <MembershipList
        label="Access groups"
        choices={choices.accessGroups}
        members={access}
        zone={queries.zone}
        onChange={(members) => update({ memberships: [...members, ...presets] })}
        testId="channel-access-groups"
      />
      <MembershipList
        label="Configuration presets"
        choices={choices.presets}
        members={presets}
        zone={queries.zone}
        onChange={(members) => update({ memberships: [...access, ...members] })}
        testId="channel-presets"
      />
    </div>
  );
};
