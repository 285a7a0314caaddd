import { Divider, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ChannelForm } from '../../application/channels-admin';
import type { ChannelEditorRights } from '../../domain/channels';
import { ChannelConfiguration } from './channel-configuration';
import { ChannelMemberships } from './channel-memberships';
import { ChannelNotifiers } from './channel-notifiers';
import { ChannelOutputs, ChannelStreamerFields } from './channel-outputs';
import { ChannelOverrides } from './channel-overrides';
import { ChannelSettingsFields } from './channel-settings-fields';

export interface ChannelAdminFieldsProps {
  readonly form: ChannelForm;
  readonly rights: ChannelEditorRights;
  readonly uuid: string | undefined;
  readonly update: (fields: Partial<ChannelForm>) => void;
}

const Section = ({ title, children }: { title: string; children: ReactNode }): React.JSX.Element => (
  <section aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
    <Divider />
    <Subtitle2 as="h3">{title}</Subtitle2>
    {children}
  </section>
);

/** The administrators' part of the channel editor (spec 2 §6), section by section. */
export const ChannelAdminFields = ({ form, rights, uuid, update }: ChannelAdminFieldsProps): React.JSX.Element => (
  <>
    <ChannelSettingsFields form={form} rights={rights} update={update} />
    <Section title="Outputs and overrides">
      <ChannelOutputs form={form} update={update} />
      <ChannelOverrides form={form} update={update} />
    </Section>
    <Section title="Streamer">
      <ChannelStreamerFields form={form} update={update} />
    </Section>
    <Section title="Access groups and configuration presets">
      <ChannelMemberships form={form} update={update} />
    </Section>
    <Section title="Notifiers">
      <ChannelNotifiers form={form} update={update} />
    </Section>
    <Section title="Configuration (the rest, as JSON)">
      <ChannelConfiguration form={form} uuid={uuid} update={update} />
    </Section>
  </>
);
