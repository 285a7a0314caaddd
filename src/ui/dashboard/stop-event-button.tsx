import { Body1 } from '@fluentui/react-components';
import { StopRegular } from '@fluentui/react-icons';
import { DashboardCommands, EventRowQueries } from '../../application/dashboard';
import { ConfirmStop, type StopPrompt, useService } from '../shared';

/** The stop button of a current event, with the confirmation showing title, start and end (spec 1 §2.5, §8). */
export const StopEventButton = ({ uuid, title }: { uuid: string; title: string }): React.JSX.Element => {
  const rows = useService(EventRowQueries);
  const commands = useService(DashboardCommands);
  const prompt = (): StopPrompt | undefined => {
    const confirmation = rows.stopConfirmation(uuid);
    return (
      confirmation && {
        question: confirmation.heading,
        details: (
          <>
            <Body1 as="p" data-testid="stop-title">
              {confirmation.title}
            </Body1>
            <Body1 as="p" data-testid="stop-times">
              {`Start: ${confirmation.start}`}
              <br />
              {`End: ${confirmation.end}`}
            </Body1>
          </>
        ),
      }
    );
  };
  return (
    <ConfirmStop
      label="Stop"
      ariaLabel={`Stop ${title}`}
      testId="stop-event"
      icon={<StopRegular />}
      prompt={prompt}
      onConfirm={() => void commands.stopEvent(uuid)}
    />
  );
};
