import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router';
import { EventEditorRoute } from '../event-editor';
import { InstancePanelSheet } from '../instances';

const useStyles = makeStyles({
  // A plain sheet for the editors a later issue builds (issue 5): over the list, as the event editor's sheet.
  sheet: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: '584px',
    zIndex: 3,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: tokens.shadow28,
    boxSizing: 'border-box',
  },
});

/** /dashboard/event/:uuid and /dashboard/event_new: the event editor's sheet, closing back to the dashboard. */
export const DashboardEventRoute = (): React.JSX.Element => <EventEditorRoute closeTo="/dashboard" />;

const NotBuiltSheet = ({
  title,
  message = 'This editor is not built yet.',
}: {
  title: string;
  message?: string;
}): React.JSX.Element => {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <section className={styles.sheet} aria-label={title} data-testid="dashboard-sheet">
      <Subtitle1 as="h2">{title}</Subtitle1>
      <Body1 as="p" data-testid="not-built">
        {message}
      </Body1>
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => navigate('/dashboard')}>
        Close
      </Button>
    </section>
  );
};

/** /dashboard/instance/:id: the instance panel (spec 1 §2.7), keyed by id so another instance starts afresh. */
export const DashboardInstanceRoute = (): React.JSX.Element => {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? (
    <InstancePanelSheet key={id} id={id} closeTo="/dashboard" />
  ) : (
    <NotBuiltSheet title="Instance" message="No such instance." />
  );
};

/** /dashboard/list: the list itself is the dashboard; nothing opens over it. */
export const DashboardListRoute = (): null => null;
