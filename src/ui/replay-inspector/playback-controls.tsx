import { Button, Field, Input, makeStyles, tokens, Toolbar, ToolbarGroup } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { replaySpeeds, ReplayService, type Playback, type ReplaySpeed } from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'end' },
  jump: { display: 'flex', gap: '8px', alignItems: 'end' },
  // The chosen speed looks as a checked toggle button does.
  speedChosen: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1Selected,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

const paused: Playback = { playing: false, speed: 1 };
const speedLabel = (speed: ReplaySpeed): string => (speed === 'max' ? 'As fast as possible' : `${speed}×`);

/** Play/pause, speed, one step back or forward, and jump to a sequence number. */
export const PlaybackControls = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const playback = useObservable(replay.playback$, paused);
  const [target, setTarget] = useState('');
  const jump = (event: FormEvent): void => {
    event.preventDefault();
    const seq = Number(target);
    if (Number.isFinite(seq)) replay.seek(seq);
  };
  return (
    <div className={styles.row}>
      <Toolbar aria-label="Playback">
        <ToolbarGroup>
          <Button onClick={() => replay.step(-1)} aria-label="Step back one entry">
            ◀ Step
          </Button>
          <Button appearance="primary" onClick={() => (playback.playing ? replay.pause() : replay.play())}>
            {playback.playing ? 'Pause' : 'Play'}
          </Button>
          <Button onClick={() => replay.step(1)} aria-label="Step forward one entry">
            Step ▶
          </Button>
        </ToolbarGroup>
        <ToolbarGroup role="radiogroup" aria-label="Speed">
          {replaySpeeds.map((speed) => (
            // A radio, not a ToggleButton: Fluent's toggle also sets aria-pressed, which a radio may not carry.
            <Button
              key={String(speed)}
              className={playback.speed === speed ? styles.speedChosen : undefined}
              role="radio"
              aria-checked={playback.speed === speed}
              onClick={() => replay.setSpeed(speed)}
            >
              {speedLabel(speed)}
            </Button>
          ))}
        </ToolbarGroup>
      </Toolbar>
      <form className={styles.jump} onSubmit={jump}>
        <Field label="Sequence number">
          <Input
            type="number"
            min={0}
            value={target}
            onChange={(_, data) => setTarget(data.value)}
            data-testid="jump-input"
          />
        </Field>
        <Button type="submit">Jump</Button>
      </form>
    </div>
  );
};
