import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SessionGate } from '../../application/navigation';
import { Loading, useService } from '../shared';

interface Checked {
  readonly path: string;
  readonly elsewhere: string | undefined;
}

/**
 * The session check of the guarded root (spec 3 §4): on every location it asks the gate again (a session that
 * ended meanwhile goes back to /login?redirect=…). Until the first answer nothing of the console shows; after
 * that the console stays while a later check runs, so the shell is not rebuilt on each navigation.
 */
export const SessionGuard = ({ children }: { children: ReactNode }): React.JSX.Element => {
  const gate = useService(SessionGate);
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const [checked, setChecked] = useState<Checked | undefined>(undefined);
  const [admitted, setAdmitted] = useState(false);

  useEffect(() => {
    let current = true;
    void gate.enter(path).then((elsewhere) => {
      if (!current) return;
      setChecked({ path, elsewhere });
      if (!elsewhere) setAdmitted(true);
    });
    return () => {
      current = false;
    };
  }, [gate, path]);

  if (checked?.path === path && checked.elsewhere) return <Navigate to={checked.elsewhere} replace />;
  if (!admitted) return <Loading label="Loading…" />;
  return <>{children}</>;
};
