import { useState } from 'react';
import { FieldRules } from '../../application/forms';
import { InputRules } from '../../application/inputs';
import { DateInput } from '../inputs';
import { useService } from '../shared';

export interface BillingDayProps {
  readonly label: string;
  /** The day as the billing screens hold it: an ISO day (YYYY-MM-DD), or '' for none. */
  readonly iso: string;
  /** The other bound of a range, as an ISO day: the calendar offers nothing past it. */
  readonly min?: string;
  readonly max?: string;
  /** What the field says when `onDay` refuses a typed day, and when a required day is emptied. */
  readonly refusal?: string;
  readonly required?: string;
  readonly disabled?: boolean;
  /** The chosen ISO day ('' when emptied, unless required); false when it is refused. */
  readonly onDay: (iso: string) => boolean | void;
}

/**
 * A billing date typed or picked as DD.MM.YYYY like every date of the console (spec 1 §9), held as an ISO day.
 * A day its owner refuses (billing's From after its To, spec 3 §5) keeps the typed text and says why.
 */
export const BillingDay = ({
  label,
  iso,
  min,
  max,
  refusal,
  required,
  disabled,
  onDay,
}: BillingDayProps): React.JSX.Element => {
  const fields = useService(FieldRules);
  const inputs = useService(InputRules);
  const [message, setMessage] = useState<string>();
  const bound = (day: string | undefined) => (day ? inputs.parseDate(fields.dateText(day)) : undefined);
  return (
    <DateInput
      label={label}
      value={fields.dateText(iso)}
      min={bound(min)}
      max={bound(max)}
      required={required !== undefined}
      disabled={disabled}
      error={message}
      onChange={(text, day) => {
        if (text === '' && required !== undefined) return setMessage(required);
        if (text !== '' && !day) return setMessage(undefined);
        setMessage(onDay(text === '' ? '' : (fields.dateValue(text) ?? '')) === false ? refusal : undefined);
      }}
    />
  );
};
