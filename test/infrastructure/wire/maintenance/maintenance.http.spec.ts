import { expect } from 'chai';
import { MaintenanceControlCodec, maintenanceHttpCalls } from '../../../../src/infrastructure/wire/maintenance';
import { maintenanceHttpSamples } from '../../../fixtures/wire/maintenance.samples';
import { errorPaths, frameAt, httpContext, httpEventsOf } from '../settings/catalogue-harness';

const url = 'https://status.example.net/maintenance.json?timestamp=1706774400';

describe('wire/maintenance: maintenanceHttpCalls', () => {
  it('has a sample for every call', () => {
    expect([...new Set(maintenanceHttpSamples.map((sample) => sample.name))]).to.deep.equal(
      Object.keys(maintenanceHttpCalls),
    );
  });

  it('maps maintenance.json to MaintenanceChecked with running, start_time, end_time and message (spec 3 §3)', () => {
    expect(httpEventsOf(maintenanceHttpCalls, maintenanceHttpSamples[0]!, url)).to.deep.equal([
      {
        type: 'MaintenanceChecked',
        info: {
          running: true,
          start_time: 1706778000,
          end_time: 1706785200,
          message: 'Planned upgrade, back at 13:00',
        },
        at: frameAt,
      },
    ]);
  });

  it('reads wire nulls as absent times', () => {
    const [event] = httpEventsOf(maintenanceHttpCalls, maintenanceHttpSamples[1]!, url);
    expect(event?.type === 'MaintenanceChecked' && event.info.start_time).to.equal(undefined);
  });

  it('a failed poll gives MaintenanceCheckFailed: "a failure counts as not in maintenance" (spec 1 §7.1)', () => {
    expect(
      maintenanceHttpCalls.maintenance.onFailure?.(
        httpContext({ name: 'maintenance', status: 503, response: undefined }, url),
      ),
    ).to.deep.equal([{ type: 'MaintenanceCheckFailed', at: frameAt }]);
  });

  it('rejects an answer without the running flag, and a text start_time, with paths', () => {
    const missing = maintenanceHttpCalls.maintenance.response.decode({ start_time: 1 });
    expect(missing._tag === 'Left' && errorPaths(missing.left)).to.deep.equal(['running']);
    const text = maintenanceHttpCalls.maintenance.response.decode({ running: true, start_time: 'soon' });
    expect(text._tag === 'Left' && errorPaths(text.left)).to.deep.equal(['start_time']);
  });

  it('the control payload is start {start_time, end_time, message} or end (spec 3 §7)', () => {
    expect(
      MaintenanceControlCodec.is({ type: 'start', start_time: 1706778000, end_time: 1706785200, message: 'Upgrade' }),
    ).to.equal(true);
    expect(MaintenanceControlCodec.is({ type: 'end' })).to.equal(true);
    expect(MaintenanceControlCodec.decode({ type: 'start', start_time: 1706778000 })._tag).to.equal('Left');
  });
});
