import {
  Body1,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { ChannelControlCommands } from '../../application/channel-controls';
import type { ChannelTile } from '../../domain/channels';
import {
  BusyButton,
  busyIcon,
  ConfirmAction,
  ConfirmDialog,
  useBusy,
  useService,
  useConfirmPrompt,
  type ConfirmPrompt,
} from '../shared';

interface ActionsProps {
  readonly eventUuid: string;
  readonly tile: ChannelTile;
}

/** 'Stop router?' naming what it stops (spec 1 §7.2 stop_source / stop_destination). */
const routerConfirmPrompt = (tile: ChannelTile): ConfirmPrompt => ({
  question: 'Stop router?',
  confirmLabel: 'Stop',
  details: (
    <Body1 as="p" data-testid="router-stop-details">
      {`Stops routing this event's ${tile.role} ${tile.title}.`}
    </Body1>
  ),
});

const pullConfirmPrompt = (tile: ChannelTile): ConfirmPrompt => ({
  question: 'Stop pull?',
  confirmLabel: 'Stop',
  details: (
    <Body1 as="p">{`The media server stops pulling ${tile.title} (${tile.pull?.url ?? ''}); its picture goes.`}</Body1>
  ),
});

/**
 * The pull state is known only while the media server's status is subscribed; without it one menu says so and
 * offers both, instead of Start and Stop side by side as if both applied (issue 21).
 */
const UnknownPull = ({ eventUuid, tile }: ActionsProps): React.JSX.Element => {
  const commands = useService(ChannelControlCommands);
  const { open, asked, openChange } = useConfirmPrompt(() => pullConfirmPrompt(tile));
  // Busy while a start or stop chosen here is pending, as every other on-air control (issue 29).
  const { busy, run } = useBusy();
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content="The media server's pull state is not known here" relationship="description">
            <MenuButton
              size="small"
              appearance="subtle"
              data-testid={`pull-menu-${tile.role}`}
              aria-label={`Pull: state unknown, ${tile.title}`}
              disabled={busy}
              aria-busy={busy || undefined}
              data-busy={busy || undefined}
              icon={busy ? busyIcon('Sending') : undefined}
            >
              Pull: state unknown
            </MenuButton>
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem
              data-testid={`pull-start-${tile.role}`}
              onClick={() => run(() => commands.startPull(eventUuid, tile.role))}
            >
              Start pull
            </MenuItem>
            <MenuItem data-testid={`pull-stop-${tile.role}`} onClick={() => openChange(true)}>
              Stop pull…
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={open}
        prompt={asked}
        testId={`pull-stop-${tile.role}`}
        onOpenChange={openChange}
        onConfirm={() => run(() => commands.stopPull(eventUuid, tile.role))}
      />
    </>
  );
};

// Accessible names begin with the visible label (WCAG 2.5.3), then say which channel.
/** Pull start or stop (media server; admin only), whichever applies, and router stop; both stops ask first. */
export const SourceActions = ({ eventUuid, tile }: ActionsProps): React.JSX.Element => {
  const commands = useService(ChannelControlCommands);
  const { pull } = tile;
  return (
    <>
      {pull && pull.pulling === undefined && <UnknownPull eventUuid={eventUuid} tile={tile} />}
      {pull && pull.pulling === false && (
        <BusyButton
          size="small"
          appearance="subtle"
          data-testid={`pull-start-${tile.role}`}
          aria-label={`Start pull, ${tile.title}`}
          busyLabel="Starting"
          onAct={() => commands.startPull(eventUuid, tile.role)}
        >
          Start pull
        </BusyButton>
      )}
      {pull && pull.pulling === true && (
        <ConfirmAction
          prompt={() => pullConfirmPrompt(tile)}
          label="Stop pull"
          ariaLabel={`Stop pull, ${tile.title}`}
          testId={`pull-stop-${tile.role}`}
          onConfirm={() => commands.stopPull(eventUuid, tile.role)}
        />
      )}
      {tile.routerStoppable && (
        <ConfirmAction
          prompt={() => routerConfirmPrompt(tile)}
          label="Stop router"
          ariaLabel={`Stop router, ${tile.role} ${tile.title}`}
          testId={`router-stop-${tile.role}`}
          onConfirm={() => commands.stopRouter(eventUuid, tile.role)}
        />
      )}
    </>
  );
};
