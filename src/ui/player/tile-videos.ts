import { useEffect, useState } from 'react';

// The walls' <video> elements (issue 31 §1, §3). Once the walls' sound runs, each element a tile plays is routed into
// the page's AudioContext (wall-audio.ts), and Chromium keeps such an element alive as long as that context lives:
// an element React made and dropped for every tile scrolled back, reconnected or closed leaked with its subtree (a
// soak grew 8.7k → 33.8k DOM nodes in five hours). So the walls take their elements from here and give them back:
// an idle element holds no stream (its player detached it), is out of the page, and is the next tile's. There are
// never more elements than the most tiles shown at once.

const idle: HTMLVideoElement[] = [];

/** An element for a tile: an idle one, or a new one when all are in use. */
export const takeTileVideo = (): HTMLVideoElement => idle.pop() ?? document.createElement('video');

/** Gives a tile's element back (its player already detached its stream): out of the page, for the next tile. */
export const releaseTileVideo = (video: HTMLVideoElement): void => {
  video.remove();
  video.pause();
  video.removeAttribute('aria-label');
  // A player refused sound plays muted (use-hls-video.ts); the next tile starts as a new element would, unmuted.
  video.muted = false;
  idle.push(video);
};

/** How many elements wait for a tile (tests, the bench). */
export const idleTileVideos = (): number => idle.length;

/**
 * A tile's element while `shown`: taken when it shows, put first in `frame` (before the tile's own children), and
 * given back when it stops showing or the tile closes.
 */
export const useTileVideo = (
  frame: HTMLElement | null,
  shown: boolean,
  label: string,
  className: string,
): HTMLVideoElement | null => {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (!frame || !shown) return undefined;
    const taken = takeTileVideo();
    taken.playsInline = true;
    frame.prepend(taken);
    setVideo(taken);
    return () => {
      releaseTileVideo(taken);
      setVideo(null);
    };
  }, [frame, shown]);
  useEffect(() => {
    if (!video) return;
    video.className = className;
    video.setAttribute('aria-label', label);
  }, [video, label, className]);
  return video;
};
