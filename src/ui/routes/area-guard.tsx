import { Navigate, Outlet } from 'react-router';
import { RouteAccessQueries, type RouteAccess } from '../../application/navigation';
import { Loading, useObservable, useService } from '../shared';

const pending: RouteAccess = { kind: 'pending' };

/** Router state a refused navigation carries to where it lands, so the shell can say why (RefusedNotice). */
export interface RefusedState {
  readonly refusedNotice: string;
}

/**
 * The route guard of an area (spec 3 §6): its screens, or the guard's redirect once the profile is known. The
 * redirect carries what was refused; the shell says so above the page it lands on (issue 29).
 */
export const AreaGuard = ({ path }: { path: string }): React.JSX.Element => {
  const queries = useService(RouteAccessQueries);
  const access = useObservable(queries.access$(path), pending);
  if (access.kind === 'refused') {
    const state: RefusedState = { refusedNotice: access.notice };
    return <Navigate to={access.redirect} replace state={state} />;
  }
  if (access.kind === 'pending') return <Loading label={queries.pendingText} />;
  return <Outlet />;
};
