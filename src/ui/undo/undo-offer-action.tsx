import { Link } from '@fluentui/react-components';
import type { NoticeOffer } from '../../application/notifications';
import { UndoCommands } from '../../application/undo';
import { useService } from '../shared';

/**
 * The Undo a configuration save's success toast offers (issue 32 §4): undoes that save and closes the toast; the
 * undo's own toast says how it went (a stale one names who changed the item meanwhile).
 */
export const UndoOfferAction = ({ offer, done }: { offer: NoticeOffer; done: () => void }): React.JSX.Element => {
  const commands = useService(UndoCommands);
  const undo = (): void => {
    done();
    void commands.undo(offer.undo);
  };
  return (
    <Link as="button" onClick={undo} data-testid="toast-undo">
      {offer.label}
    </Link>
  );
};
