import { makeStyles, tokens } from '@fluentui/react-components';
import { PeopleEditRegular } from '@fluentui/react-icons';
import { alsoEditingText, EditingPresence, type EditingItem } from '../../application/editing';
import { TruncatedText, useQuery, useService } from '../shared';

const useStyles = makeStyles({
  badge: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexShrink: 1,
    minWidth: 0,
    maxWidth: '40%',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
  },
  icon: { flexShrink: 0, fontSize: '16px' },
});

/**
 * "Also editing: {names}" (issue 32 §1): the other operators with this item's editor open. Shown while mounted,
 * which holds the item's presence topic; nothing when nobody else is there. One component for every editor sheet
 * (the bottom sheet renders it for the item it is given).
 */
export const AlsoEditing = ({ item }: { readonly item: EditingItem }): React.JSX.Element | null => {
  const styles = useStyles();
  const presence = useService(EditingPresence);
  const { kind, id } = item;
  const names = useQuery(() => presence.others$({ kind, id }), [presence, kind, id], []);
  const text = alsoEditingText(names);
  if (text === undefined) return null;
  return (
    <div className={styles.badge} role="status" data-testid="also-editing">
      <PeopleEditRegular className={styles.icon} aria-hidden />
      <TruncatedText text={text} size={200} weight="semibold" />
    </div>
  );
};
