import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text } from '@fluentui/react-components';
import { ArrowDownload20Regular, Person20Regular, Record20Regular, RecordStop20Regular } from '@fluentui/react-icons';
import { RecordingDownloads } from '../../application/recording';
import { useObservable, useService, downloadFile } from '../shared';
import { RecentChangesMenu } from '../undo';

/**
 * The signed-in account's menu in the top bar: start a full recording of this console, stop it and download
 * it, or download the flight recorder's last 30 minutes (issue 7: any account, from its profile menu).
 */
export const ProfileMenu = ({ userName }: { userName: string }): React.JSX.Element => {
  const downloads = useService(RecordingDownloads);
  const recording = useObservable(downloads.recording$, false);
  const writing = useObservable(downloads.writing$, false);
  const state = writing ? ', writing a recording' : recording ? ', recording' : '';
  const stop = (): void =>
    void downloads.stop().then((finished) => finished && downloadFile(finished, 'recording-download'));
  // A storage failure ends the command with an error, which the notices show.
  const flight = (): void =>
    void downloads.flightRecording().then((file) => file && downloadFile(file, 'recording-download'));
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={recording ? <Record20Regular aria-hidden="true" /> : <Person20Regular aria-hidden="true" />}
          aria-label={`Profile menu, signed in as ${userName}${state}`}
        >
          <Text data-testid="user-name">{userName}</Text>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {writing ? (
            <MenuItem icon={<ArrowDownload20Regular />} disabled>
              Writing the recording…
            </MenuItem>
          ) : recording ? (
            <MenuItem icon={<RecordStop20Regular />} onClick={stop}>
              Stop and download recording
            </MenuItem>
          ) : (
            <MenuItem icon={<Record20Regular />} onClick={() => downloads.start()}>
              Start recording
            </MenuItem>
          )}
          <MenuItem icon={<ArrowDownload20Regular />} onClick={flight} disabled={writing}>
            Download the last 30 minutes
          </MenuItem>
          <RecentChangesMenu />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
