import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceLocator, ServiceToken } from '../../application';

const ServicesContext = createContext<ServiceLocator | undefined>(undefined);

export const ServicesProvider = ({
  services,
  children,
}: {
  services: ServiceLocator;
  children: ReactNode;
}): React.JSX.Element => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;

/** A command service or query from the composition root (never a socket or fetch of the view's own). */
export const useService = <T,>(token: ServiceToken<T>): T => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useService outside ServicesProvider');
  return services.get(token);
};
