import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { VideoPlayer } from '../player';

export interface OpenedClip {
  readonly title: string;
  readonly label: string;
  readonly url: string;
}

/** Plays one ready clip quality (after its HEAD check passed). */
export const ClipPlayerDialog = ({
  clip,
  onClose,
}: {
  clip: OpenedClip | undefined;
  onClose: () => void;
}): React.JSX.Element => (
  <Dialog
    open={clip !== undefined}
    onOpenChange={(_event, data) => {
      if (!data.open) onClose();
    }}
  >
    <DialogSurface style={{ maxWidth: 800 }} aria-label="Clip player">
      <DialogBody>
        <DialogTitle>{clip ? `${clip.title} (${clip.label})` : ''}</DialogTitle>
        <DialogContent>{clip && <VideoPlayer url={clip.url} label={`Clip ${clip.title}`} autoPlay />}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
