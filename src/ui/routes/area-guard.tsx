import { Navigate, Outlet } from 'react-router';
import { RouteAccessQueries, type RouteAccess } from '../../application/navigation';
import { Loading } from '../shared/loading';
import { useObservable } from '../shared/use-observable';
import { useService } from '../shared/services-context';

const pending: RouteAccess = { kind: 'pending' };

/** The route guard of an area (spec 3 §6): its screens, or the guard's redirect once the profile is known. */
export const AreaGuard = ({ path }: { path: string }): React.JSX.Element => {
  const queries = useService(RouteAccessQueries);
  const access = useObservable(queries.access$(path), pending);
  if (access.kind === 'refused') return <Navigate to={access.redirect} replace />;
  if (access.kind === 'pending') return <Loading label={queries.pendingText} />;
  return <Outlet />;
};
