import { Navigate, Outlet } from 'react-router';
import { RouteAccessQueries, type RouteAccess } from '../../application/navigation';
import { Loading, useObservable, useService } from '../shared';

const pending: RouteAccess = { kind: 'pending' };

/** The route guard of an area (spec 3 §6): its screens, or the guard's redirect once the profile is known. */
export const AreaGuard = ({ path }: { path: string }): React.JSX.Element => {
  const queries = useService(RouteAccessQueries);
  const access = useObservable(queries.access$(path), pending);
  if (access.kind === 'refused') return <Navigate to={access.redirect} replace />;
  if (access.kind === 'pending') return <Loading label={queries.pendingText} />;
  return <Outlet />;
};
