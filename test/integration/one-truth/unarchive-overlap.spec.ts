import { expect } from 'chai';
import { archivePlan } from '../../../src/domain/event-editor';
import type { ScheduledEvent } from '../../../src/domain/schedule';
import { disconnect } from '../support/phoenix-client';
import { eventually, realConsole, type RealConsole } from '../support/real-console';
import { loginAs, signIn, startTestServer, type SignedIn, type TestServer } from '../support/studio';
import { savedOn } from './versioned-kinds';

// Issue 32 §3: an Unarchive books the destination again. The server refuses one that meets another active event
// there (`overlap`) unless it carries the operator's consent; the event editor's Unarchive sends the consent given
// with 'Schedule it overlapping' (archivePlan's `overlapConsent`), through the console's command bus.
describe('one truth: Unarchive over another booking asks the same consent (issue 32 §3)', function () {
  this.timeout(120_000);
  let studio: TestServer;
  let operator: RealConsole;
  let desk: SignedIn;

  before(async () => {
    studio = await startTestServer();
    operator = realConsole(studio.socketUrl);
    operator.gateway.connect(await loginAs(studio.url, 'admin'));
    await eventually(() => operator.state().connection.state === 'connected', 'the console connected');
    desk = await signIn(studio, 'admin');
  });
  after(async () => {
    operator?.dispose();
    if (desk) await disconnect(desk.socket);
    await studio?.close();
  });

  const unarchive = (event: ScheduledEvent, version: number, consent: boolean) => {
    const plan = archivePlan(event, 'active', version, consent);
    return operator.bus.push({ ...plan.topic, name: plan.command, push: 'save', payload: plan.payload });
  };

  it("is refused 'overlap' naming the other event without consent, and stored with it", async () => {
    const channel = await savedOn(desk.socket, 'channels:create', {
      channel: { name: 'unarchive_overlap', title: 'Unarchive destination', type: 'output', state: 'active', meta: {} },
      channel_groups: [],
    });
    const start = Math.floor(Date.parse('2033-02-01T18:00:00Z') / 1000);
    const event = (title: string, offset: number): Record<string, unknown> => ({
      cached_start_time: start + offset,
      cached_end_time: start + offset + 3600,
      channel_id: channel.id,
      title,
      subtitle: 'Unarchive',
      event_group: { channel_id: channel.id, system_meta: { signal_type: 'srt' } },
    });
    const first = await savedOn(desk.socket, 'events:create', { event: event('Archived first', 0) });
    const archived = await savedOn(desk.socket, `events:${first.uuid}`, {
      event: { ...event('Archived first', 0), uuid: first.uuid, state: 'archived' },
      update: true,
      version: 1,
    });
    // Meanwhile another event takes the window on the destination.
    const second = await savedOn(desk.socket, 'events:create', { event: event('Took the window', 1800) });
    const stored = archived as unknown as ScheduledEvent;

    const refused = await unarchive(stored, 2, false);
    expect(refused.outcome).to.equal('error');
    if (refused.outcome === 'ok') return;
    expect(refused.reason).to.equal('overlap');
    const collides = (refused.response as { collides_with: { uuid: string } }).collides_with;
    expect(collides.uuid).to.equal(second.uuid);
    expect((await studio.server.services.store.documents.events.getByUuid(first.uuid))?.state).to.equal('archived');

    const consented = await unarchive(stored, 2, true);
    expect(consented.outcome, JSON.stringify(consented)).to.equal('ok');
    expect((await studio.server.services.store.documents.events.getByUuid(first.uuid))?.state).to.equal('active');
  });

  it('an Archive never sends consent, whatever the editor holds', () => {
    const plan = archivePlan(
      { uuid: 'u', cached_start_time: 1, cached_end_time: 2, channel_id: 3 },
      'archived',
      4,
      true,
    );
    expect(plan.payload).to.not.have.property('overlap_consent');
    expect(archivePlan({ uuid: 'u', cached_start_time: 1, cached_end_time: 2 }, 'active', 4, true).payload).to.include({
      overlap_consent: true,
    });
  });
});
