import { Outlet } from 'react-router';
import { DevicesQueries } from '../../application/devices';
import { useObservable, useService } from '../shared';
import { DeviceListsSection } from './device-lists-screen';

/** /devices/locations/list (spec 3 §2.6): the location list the device types name, with add and edit. */
export const LocationsScreen = (): React.JSX.Element => {
  const lists = useObservable(useService(DevicesQueries).locationLists$, []);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: '1 1 auto', minHeight: 0, padding: 16 }}>
      <DeviceListsSection
        section="locations"
        lists={lists}
        addLabel="Add location"
        testId="device-locations"
        empty="No device type names a location list."
      />
      <Outlet />
    </div>
  );
};
