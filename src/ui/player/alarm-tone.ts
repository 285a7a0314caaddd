import { runningWallAudio } from './wall-audio';

/** A short two-tone chime: heard over a wall's very low previews without startling a room. */
const chime = [
  { frequency: 880, at: 0 },
  { frequency: 660, at: 0.18 },
] as const;
const toneSeconds = 0.16;
const toneGain = 0.25;

/**
 * Plays the wall's alarm chime once through the page's AudioContext (issue 31 §1). Before the page's first gesture
 * the browser allows no sound, and nothing plays; returns whether it did.
 */
export const playAlarmTone = (): boolean => {
  const audio = runningWallAudio();
  if (!audio) return false;
  for (const { frequency, at } of chime) {
    const start = audio.currentTime + at;
    const oscillator = audio.createOscillator();
    const envelope = audio.createGain();
    oscillator.frequency.value = frequency;
    envelope.gain.setValueAtTime(0, start);
    envelope.gain.linearRampToValueAtTime(toneGain, start + 0.02);
    envelope.gain.linearRampToValueAtTime(0, start + toneSeconds);
    oscillator.connect(envelope).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + toneSeconds);
    oscillator.addEventListener('ended', () => envelope.disconnect());
  }
  return true;
};
