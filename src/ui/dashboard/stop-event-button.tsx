import { Body1, Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { RecordStopFilled } from '@fluentui/react-icons';
import { DashboardCommands, EventRowQueries } from '../../application/dashboard';
import { ConfirmAction, type ConfirmPrompt, useService } from '../shared';

const useStyles = makeStyles({ facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS } });

/** The stop button of a current event, with the confirmation showing title, start and end (spec 1 §2.5, §8). */
export const StopEventButton = ({ uuid, title }: { uuid: string; title: string }): React.JSX.Element => {
  const styles = useStyles();
  const rows = useService(EventRowQueries);
  const commands = useService(DashboardCommands);
  const prompt = (): ConfirmPrompt | undefined => {
    const confirmation = rows.stopConfirmation(uuid);
    return (
      confirmation && {
        question: confirmation.heading,
        confirmLabel: 'Stop',
        details: (
          // Fluent's Body1 is inline even as a <p>: a column keeps title, start and end on lines of their own.
          <div className={styles.facts}>
            <Body1Strong data-testid="stop-title">{confirmation.title}</Body1Strong>
            <div data-testid="stop-times" className={styles.facts}>
              <Body1>{`Start: ${confirmation.start}`}</Body1>
              <Body1>{`End: ${confirmation.end}`}</Body1>
            </div>
          </div>
        ),
      }
    );
  };
  return (
    <ConfirmAction
      label="Stop event"
      ariaLabel={`Stop event ${title}`}
      testId="stop-event"
      // A stop sign, not a square that reads as a checkbox (issue 21).
      icon={<RecordStopFilled color={tokens.colorPaletteRedForeground1} />}
      prompt={prompt}
      onConfirm={() => commands.stopEvent(uuid)}
    />
  );
};
