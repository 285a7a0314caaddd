import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { ContentQueries } from '../../application/content';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  bar: {
    // The side bar is 350 px wide (spec 3 §9).
    width: '350px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    boxSizing: 'border-box',
  },
  entry: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    textAlign: 'start',
  },
  category: { color: tokens.colorNeutralForeground3 },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

/** The lists the viewer sees (system lists only for developers, spec 3 §6), and New list for editors. */
export const ContentSideBar = ({ current, canEdit }: { current: string; canEdit: boolean }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ContentQueries);
  const lists = useObservable(queries.lists$, []);
  const loaded = useObservable(queries.listsLoaded$, false);
  const navigate = useNavigate();
  return (
    <nav aria-label="Content lists" className={styles.bar} data-testid="content-side-bar">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Text as="h2" size={400} weight="semibold">
          Lists
        </Text>
        {canEdit && (
          <Button
            size="small"
            appearance="primary"
            data-testid="content-list-add"
            onClick={() => void navigate(`/content/list/${current}/new`)}
          >
            New list
          </Button>
        )}
      </div>
      {lists.length === 0 && (
        <Text data-testid="content-lists-empty">{loaded ? 'No lists yet.' : 'Loading the lists…'}</Text>
      )}
      {lists.map((list) => (
        <Button
          key={list.id}
          appearance="subtle"
          className={mergeClasses(styles.entry, String(list.id) === current && styles.current)}
          aria-current={String(list.id) === current ? 'page' : undefined}
          data-testid="content-list-entry"
          data-list-id={list.id}
          onClick={() => void navigate(`/content/list/${list.id}`)}
        >
          <span>{list.name}</span>
          {list.category && <span className={styles.category}>{list.category}</span>}
        </Button>
      ))}
    </nav>
  );
};
