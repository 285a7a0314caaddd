import { Body1, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { map } from 'rxjs';
import { ChannelsAdminQueries } from '../../application/channels-admin';
import type { ChannelsTab } from '../../domain/channels';
import { Loading, useService, useQuery } from '../shared';

/**
 * A tab of /channels opened by someone its rights leave out (spec 3 §6; a typed or old link): it says so
 * instead of a table or editor the server would refuse.
 */
export const ChannelsTabGuard = ({ tab, children }: { tab: ChannelsTab; children: ReactNode }): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const allowed = useQuery(
    () =>
      queries.rights$.pipe(
        map((rights) =>
          rights === undefined
            ? undefined
            : tab === 'inputs' || (tab === 'configuration_presets' ? rights.developer : rights.admin),
        ),
      ),
    [queries, tab],
    undefined,
  );
  if (allowed === undefined) return <Loading label="Checking access…" />;
  if (allowed) return <>{children}</>;
  return (
    <section
      aria-labelledby="channels-refused"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 24 }}
    >
      <Title2 as="h1" id="channels-refused">
        Not available
      </Title2>
      <Body1 as="p" data-testid="channels-refused">
        Your account type cannot open this tab.
      </Body1>
    </section>
  );
};
