import { useEffect } from 'react';
import { WallAlarmBell } from '../../application/monitoring';
import { playAlarmTone } from '../player';
import { useService } from '../shared';

/**
 * While the calling wall is shown, the page plays the alarm chime whenever the application's bell says so
 * (WallAlarmBell.chimes$: the Sound alarm switch on and an alarm nobody acknowledged, every 2 s of the console clock).
 */
export const useAlarmChime = (): void => {
  const bell = useService(WallAlarmBell);
  useEffect(() => {
    const chimes = bell.chimes$.subscribe(() => void playAlarmTone());
    return () => chimes.unsubscribe();
  }, [bell]);
};
