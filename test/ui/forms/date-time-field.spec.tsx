import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { eventEditorModule } from '../../../src/application/event-editor';
import { formsModule, type FieldView } from '../../../src/application/forms';
import { inputsModule } from '../../../src/application/inputs';
import { DisplayZone } from '../../../src/application/shared';
import { DateTimeField } from '../../../src/ui/forms/date-time-fields';
import { ServicesProvider } from '../../../src/ui/shared/services-context';
import { createHarness } from '../../application/console-harness';

// The forms engine's datetime field in the event editor's date/time pair: what it shows for the engine's value.

const render = (view: Partial<FieldView>): string => {
  const harness = createHarness();
  harness.container.rebind(DisplayZone).toConstantValue('Europe/Helsinki');
  harness.container.load(inputsModule, formsModule, eventEditorModule);
  const field: FieldView = {
    field: { name: 'at', type: 'datetime', title: 'At' },
    name: 'at',
    label: 'At',
    value: undefined,
    required: false,
    ...view,
  };
  const noop = (): void => undefined;
  try {
    return renderToStaticMarkup(
      <ServicesProvider services={harness.container}>
        <DateTimeField field={field} onChange={noop} onBlur={noop} />
      </ServicesProvider>,
    );
  } finally {
    harness.dispose();
  }
};

const inputValues = (html: string): string[] =>
  [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('forms: the datetime field (spec 2 §3 field types, spec 1 §9 date and time inputs)', () => {
  it('shows unix seconds as DD.MM.YYYY and HH:mm in the display zone, labelled "{label} date" and "{label} time" (not "{label}, time")', () => {
    // 2026-11-22T10:00:00Z is 12:00 in Helsinki.
    const html = render({ value: Date.parse('2026-11-22T10:00:00Z') / 1000 });
    expect(inputValues(html)).to.deep.equal(['22.11.2026', '12:00']);
    expect(html).to.contain('role="group" aria-label="At"');
    expect(html).to.contain('At date');
    expect(html).to.contain('At time');
  });

  it("shows no value (undefined, or not a number) as two empty fields without 'Time cannot be empty': the pair may be empty", () => {
    for (const value of [undefined, 'soon']) {
      const html = render({ value });
      expect(inputValues(html), String(value)).to.deep.equal(['', '']);
      expect(html).not.to.contain('Time cannot be empty');
    }
  });

  it("shows the engine's message, e.g. 'At is required', as an alert", () => {
    const html = render({ required: true, error: 'At is required' });
    expect(html).to.match(/role="alert"[^>]*>At is required</);
  });
});
