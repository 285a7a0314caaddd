import {
  Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger,
} from '@fluentui/react-components';
import { StopRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { DashboardCommands, EventRowQueries, type StopConfirmation } from '../../application/dashboard';
import { useService } from '../shared/services-context';

/** The stop button of a current event, with the confirmation showing title, start and end (spec 1 §2.5, §8). */
export const StopEventButton = ({ uuid, title }: { uuid: string; title: string }): React.JSX.Element => {
  const rows = useService(EventRowQueries);
  const commands = useService(DashboardCommands);
  const [confirmation, setConfirmation] = useState<StopConfirmation | undefined>(undefined);
  return (
    <Dialog open={confirmation !== undefined} onOpenChange={(_event, data) => { if (!data.open) setConfirmation(undefined); }}>
      <DialogTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          icon={<StopRegular />}
          aria-label={`Stop ${title}`}
          data-testid="stop-event"
          onClick={() => setConfirmation(rows.stopConfirmation(uuid))}
        >
          Stop
        </Button>
      </DialogTrigger>
      <DialogSurface aria-describedby={`stop-${uuid}`} data-testid="stop-confirmation">
        <DialogBody>
          <DialogTitle>{confirmation?.heading}</DialogTitle>
          <DialogContent id={`stop-${uuid}`}>
            <Body1 as="p" data-testid="stop-title">{confirmation?.title}</Body1>
            <Body1 as="p" data-testid="stop-times">{`Start: ${confirmation?.start ?? ''}`}<br />{`End: ${confirmation?.end ?? ''}`}</Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Cancel</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              data-testid="confirm-stop"
              onClick={() => {
                setConfirmation(undefined);
                void commands.stopEvent(uuid);
              }}
            >
              Stop
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
