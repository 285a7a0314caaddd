import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoginRoute } from '../../application/navigation';
import { LoginScreen } from '../login';
import { useService } from '../shared';

/** /login: entering it with l=1 (where Logout sends the console) reloads the page once (spec 1 §2.4). */
export const LoginEntry = (): React.JSX.Element => {
  const login = useService(LoginRoute);
  const { search } = useLocation();
  useEffect(() => {
    login.enter(new URLSearchParams(search));
  }, [login, search]);
  return <LoginScreen />;
};
