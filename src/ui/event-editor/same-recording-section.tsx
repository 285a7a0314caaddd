import { Badge, Caption1, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { editPathFor, EventEditorQueries, type RecordingMember } from '../../application/event-editor';
import { useService, useQuery } from '../shared';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  list: { margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '4px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
});

const noMembers: readonly RecordingMember[] = [];

/**
 * The other events of the same recording (event group), e.g. the English alternative of a match (spec 2 §3
 * event_group, §7 events:event_group_by_event), each opening its own editor. Nothing shows while there are none.
 */
export const SameRecordingSection = ({ uuid }: { readonly uuid: string }): React.JSX.Element | null => {
  const styles = useStyles();
  const queries = useService(EventEditorQueries);
  const members = useQuery(() => queries.recordingMembers$(uuid), [queries, uuid], noMembers);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (members.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="same-recording-heading" data-testid="same-recording">
      <Text as="h3" id="same-recording-heading" weight="semibold">
        Same recording
      </Text>
      <ul className={styles.list}>
        {members.map((member) => {
          const path = editPathFor(pathname, member.uuid);
          return (
            <li key={member.uuid} className={styles.row} data-event={member.uuid}>
              <Link
                href={path}
                onClick={(click) => {
                  click.preventDefault();
                  void navigate(path);
                }}
              >
                {member.title}
              </Link>
              <Caption1>
                {member.destination ? `${member.destination} · ` : ''}
                {member.when}
              </Caption1>
              {member.archived && (
                <Badge appearance="outline" color="subtle">
                  Archived
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
