import { NotBuiltScreen } from '../routes/not-built-screen';

/** The event editor in a bottom sheet over a list (spec 2 §2); closing goes to `closeTo`. Not built yet. */
export const EventEditorRoute = ({ closeTo }: { closeTo: string }): React.JSX.Element => (
  <NotBuiltScreen title={`Event editor (closes to ${closeTo})`} />
);
