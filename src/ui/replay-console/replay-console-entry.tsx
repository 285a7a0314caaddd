import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { ReplayMode } from '../../application/replay-console';
import { Loading, useService } from '../shared';

/**
 * The live router's /replay/view/*: the page switches to the replay console when a recording is loaded; a
 * reload or a shared link has none, so it goes to /replay to open one.
 */
export const ReplayConsoleEntry = (): React.JSX.Element => {
  const mode = useService(ReplayMode);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!mode.enter()) setMissing(true);
  }, [mode]);
  return missing ? <Navigate to="/replay" replace /> : <Loading label="Opening the recording in the console…" />;
};
