import {
  Button,
  Caption1,
  makeStyles,
  Slider,
  Text,
  ToggleButton,
  Toolbar,
  ToolbarDivider,
  ToolbarGroup,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowExit20Regular,
  Next20Regular,
  Pause20Regular,
  Play20Regular,
  Previous20Regular,
} from '@fluentui/react-icons';
import {
  replaySpeeds,
  ReplayQueries,
  ReplayService,
  type Playback,
  type ReplayPosition,
  type ReplaySpeed,
} from '../../application/replay-inspector';
import { commandsDisabledText, ReplayMode } from '../../application/replay-console';
import { useObservable, useService } from '../shared';
import { BannerJump } from './banner-jump';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    color: tokens.colorNeutralForeground1,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: '280px', flexGrow: 1 },
  slider: { flexGrow: 2, minWidth: '240px' },
});

const paused: Playback = { playing: false, speed: 1 };
const start: ReplayPosition = { seq: 0, total: 0 };
const speedLabel = (speed: ReplaySpeed): string => (speed === 'max' ? 'Max' : `${speed}×`);

/** Across the top of the replay console: what is replayed and where, and the controls to move through it. */
export const ReplayModeBanner = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const mode = useService(ReplayMode);
  const banner = useObservable(useService(ReplayQueries).banner$, '');
  const playback = useObservable(replay.playback$, paused);
  const position = useObservable(replay.position$, start);
  return (
    <section className={styles.banner} aria-label="Replay mode">
      <div className={styles.text}>
        <Text weight="semibold" role="status" data-testid="replay-mode-banner">
          {banner}
        </Text>
        <Caption1>{commandsDisabledText}; the socket is detached.</Caption1>
      </div>
      <Toolbar aria-label="Playback" size="small">
        <ToolbarGroup>
          <Button
            appearance="subtle"
            icon={<Previous20Regular />}
            onClick={() => replay.step(-1)}
            aria-label="Step back one entry"
          />
          <Button
            appearance="subtle"
            icon={playback.playing ? <Pause20Regular /> : <Play20Regular />}
            onClick={() => (playback.playing ? replay.pause() : replay.play())}
            aria-label={playback.playing ? 'Pause' : 'Play'}
          />
          <Button
            appearance="subtle"
            icon={<Next20Regular />}
            onClick={() => replay.step(1)}
            aria-label="Step forward one entry"
          />
        </ToolbarGroup>
        <ToolbarDivider />
        <ToolbarGroup role="radiogroup" aria-label="Speed">
          {replaySpeeds.map((speed) => (
            <ToggleButton
              key={String(speed)}
              size="small"
              appearance="subtle"
              role="radio"
              checked={playback.speed === speed}
              aria-checked={playback.speed === speed}
              aria-label={speed === 'max' ? 'As fast as possible' : `${speed}×`}
              onClick={() => replay.setSpeed(speed)}
            >
              {speedLabel(speed)}
            </ToggleButton>
          ))}
        </ToolbarGroup>
      </Toolbar>
      <Slider
        className={styles.slider}
        size="small"
        min={0}
        max={Math.max(1, position.total)}
        value={position.seq}
        onChange={(_, data) => replay.seek(data.value)}
        aria-label="Entry"
        aria-valuetext={`entry ${position.seq} of ${position.total}`}
        data-testid="replay-mode-slider"
      />
      <BannerJump />
      <Button icon={<ArrowExit20Regular />} onClick={() => mode.exit()}>
        Leave replay mode
      </Button>
    </section>
  );
};
