import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Menu,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { VideoRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import type { EventRowView } from '../../application/dashboard';
import { Loading } from '../shared';

// The player (and hls.js behind it) loads only when a preview is opened inline.
const VideoPlayer = lazy(async () => ({
  default: (await import(/* webpackChunkName: "player" */ '../player/video-player')).VideoPlayer,
}));

interface Inline {
  readonly kind: 'Live' | 'Preview';
  readonly url: string;
}

/** Live or preview of a current or future event, inline or in a new tab (spec 1 §2.5, spec 2 §2). */
export const VideoMenu = ({ row }: { row: EventRowView }): React.JSX.Element | null => {
  const [inline, setInline] = useState<Inline | undefined>(undefined);
  if (!row.video) return null;
  const choices = (
    [
      ['Live', row.video.live],
      ['Preview', row.video.preview],
    ] as const
  ).flatMap(([kind, url]) => (url ? [{ kind, url }] : []));
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            size="small"
            appearance="subtle"
            icon={<VideoRegular />}
            aria-label={`Live or preview of ${row.title}`}
            data-testid="video-menu"
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {choices.map((choice) => (
              <MenuItem
                key={`${choice.kind}-inline`}
                onClick={() => setInline(choice)}
              >{`${choice.kind} inline`}</MenuItem>
            ))}
            {choices.map((choice) => (
              <MenuItemLink
                key={`${choice.kind}-tab`}
                href={choice.url}
                target="_blank"
                rel="noreferrer"
              >{`${choice.kind} in a new tab`}</MenuItemLink>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Dialog
        open={inline !== undefined}
        onOpenChange={(_event, data) => {
          if (!data.open) setInline(undefined);
        }}
      >
        <DialogSurface style={{ maxWidth: 960 }}>
          <DialogBody>
            <DialogTitle>{`${inline?.kind ?? ''}: ${row.title}`}</DialogTitle>
            <DialogContent>
              {inline && (
                <Suspense fallback={<Loading label="Loading the player…" />}>
                  <VideoPlayer url={inline.url} label={`${inline.kind} video of ${row.title}`} quiet autoPlay />
                </Suspense>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setInline(undefined)}>
                Close
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
};
