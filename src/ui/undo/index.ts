export { RecentChangesMenu } from './recent-changes-menu';
export { UndoOfferAction } from './undo-offer-action';
