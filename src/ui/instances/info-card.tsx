import { Body1, Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InstanceCommands, InstancePanelQueries, type StreamerAction } from '../../application/instances';
import { BusyButton, ConfirmAction, useObservable, useService } from '../shared';
import { StreamerMessageForm } from './streamer-messages';
import { PanelSection } from './panel-section';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  password: { fontFamily: tokens.fontFamilyMonospace },
});

// The spec asks for a confirmation before each streamer action (spec 2 §4) and names no texts: ours ask the
// question with the instance's title (docs/protocol/instances.md).
const prompts: Readonly<Record<StreamerAction, { question: string; confirmLabel: string }>> = {
  restart: { question: 'Restart streamer?', confirmLabel: 'Restart' },
  start: { question: 'Start streamer?', confirmLabel: 'Start' },
  stop: { question: 'Stop streamer?', confirmLabel: 'Stop' },
  update: { question: 'Update streamer?', confirmLabel: 'Update' },
};
const actions: readonly StreamerAction[] = ['restart', 'start', 'stop', 'update'];
const labels: Readonly<Record<StreamerAction, string>> = {
  restart: 'Restart streamer',
  start: 'Start streamer',
  stop: 'Stop streamer',
  update: 'Update streamer',
};

/**
 * The instance info card (spec 1 §2.7, administrators): open the instance, its GUI, SSH or VNC; show the SSH
 * password; restart, start, stop or update the streamer after a confirmation; run a speedtest; send the
 * streamer a text message (spec 1 §7.2 `streamer`) and read the messages it received.
 */
export const InfoCard = ({ id, openTo }: { id: number; openTo?: string }): React.JSX.Element | null => {
  const styles = useStyles();
  const navigate = useNavigate();
  const commands = useService(InstanceCommands);
  const card = useObservable(useService(InstancePanelQueries).panel(id).card$, undefined);
  const [passwordShown, setPasswordShown] = useState(false);
  if (!card) return null;
  return (
    <PanelSection title="Instance" testId="instance-info-card">
      <div className={styles.line}>
        <Body1>
          {card.title} · {card.type}
        </Body1>
        <VersionText version={card.streamer.version} colour={card.streamer.versionColour} />
      </div>
      <Caption1>
        {card.ip ?? 'No address'}
        {card.hostname ? ` · ${card.hostname}` : ''}
      </Caption1>
      <div className={styles.line}>
        {openTo !== undefined && (
          <Button size="small" onClick={() => void navigate(openTo)} data-testid="instance-open">
            Open
          </Button>
        )}
        {card.gui && (
          <Link href={card.gui} target="_blank" rel="noreferrer" data-testid="instance-gui">
            GUI
          </Link>
        )}
        {card.ssh && (
          <Link href={card.ssh} data-testid="instance-ssh">
            SSH
          </Link>
        )}
        {card.vnc && (
          <Link href={card.vnc} data-testid="instance-vnc">
            VNC
          </Link>
        )}
      </div>
      {card.sshPassword !== undefined && (
        <div className={styles.line}>
          <Button
            size="small"
            appearance="subtle"
            onClick={() => setPasswordShown(!passwordShown)}
            data-testid="ssh-password-toggle"
          >
            {passwordShown ? 'Hide SSH password' : 'Show SSH password'}
          </Button>
          {passwordShown && (
            <Body1 className={styles.password} data-testid="ssh-password">
              {card.sshPassword}
            </Body1>
          )}
        </div>
      )}
      <div className={styles.line}>
        {actions.map((action) => (
          <ConfirmAction
            key={action}
            label={labels[action]}
            ariaLabel={`${labels[action]}, ${card.title}`}
            testId={`streamer-${action}`}
            appearance="secondary"
            busyLabel="Sending"
            prompt={() => ({ ...prompts[action], details: card.title })}
            onConfirm={() => commands.streamer(id, action)}
          />
        ))}
        <BusyButton
          size="small"
          busyLabel="Starting"
          onAct={() => commands.speedtest(id)}
          data-testid="streamer-speedtest"
        >
          Speedtest
        </BusyButton>
      </div>
      <StreamerMessageForm id={id} />
    </PanelSection>
  );
};
