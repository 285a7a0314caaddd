import { Body1 } from '@fluentui/react-components';

/** A plain busy line for the first load and route checks (the spinner component stays out of the first bundle). */
export const Loading = ({ label }: { label: string }): React.JSX.Element => (
  <Body1 as="p" role="status" aria-live="polite" style={{ padding: 48 }}>
    {label}
  </Body1>
);
