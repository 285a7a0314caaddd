import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { InstanceCommands, InstancePanelQueries, streamerMessageMaxLength } from '../../application/instances';
import { BusyButton, useObservable, useService } from '../shared';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px', maxWidth: '640px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  time: { color: tokens.colorNeutralForeground2, marginInlineEnd: tokens.spacingHorizontalS },
});

/**
 * A text message to the streamer (spec 1 §7.2 `streamer` (message)) and the messages the streamer reports it
 * received, newest first: what was sent shows where it arrived, not only in a toast.
 */
export const StreamerMessageForm = ({ id }: { id: number }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(InstanceCommands);
  const panel = useService(InstancePanelQueries).panel(id);
  const received = useObservable(panel.messages$, []);
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const send = async (): Promise<void> => {
    const result = await commands.message(id, text);
    // What was typed stays when the streamer refused it, so nothing is lost (the toast says why).
    if (result?.outcome === 'ok') setText('');
  };
  return (
    <div data-testid="streamer-messages">
      {/* Enter in the field presses Send (the form's submit button), which sends once and stays busy. */}
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <Field label="Message to the streamer" className={styles.field}>
          <Input
            size="small"
            value={text}
            maxLength={streamerMessageMaxLength}
            onChange={(_, data) => setText(data.value)}
            data-testid="streamer-message"
          />
        </Field>
        <BusyButton
          size="small"
          type="submit"
          disabled={blank}
          busyLabel="Sending"
          onAct={send}
          data-testid="streamer-message-send"
        >
          Send
        </BusyButton>
      </form>
      {received.length > 0 && (
        <ul
          className={styles.list}
          aria-label="Messages the streamer received"
          data-testid="streamer-messages-received"
        >
          {received.map((message, index) => (
            <li key={`${message.at}-${index}`}>
              <Caption1 className={styles.time}>{message.at}</Caption1>
              <Caption1>{message.text}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
