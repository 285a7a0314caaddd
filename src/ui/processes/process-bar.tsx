import { Caption1 } from '@fluentui/react-components';

// The process bar (spec 1 §2.6) comes with its own change; until then it says so.
export const ProcessBar = (): React.JSX.Element => <Caption1 role="status">Process bar: not built yet.</Caption1>;
