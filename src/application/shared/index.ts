export { serverNow, serverNow$ } from './server-now';
export { DisplayZone } from './display-zone';
export { sameFields, sameItems, sameJson } from './equality';
export { shareLatest } from './share-latest';
export { RememberedView, RememberedViews } from './remembered-view';
