export {
  EmptyObjectCodec,
  EventDraftCodec,
  EventFilterCodec,
  EventGroupDraftCodec,
  EventReplyCodec,
  EventSavePayloadCodec,
  EventSearchPayloadCodec,
  EventSearchReplyCodec,
  SetBillingStatusPayloadCodec,
} from './event-payloads.codec';
export type { EventReply, EventSearchReply } from './event-payloads.codec';
export {
  FormFieldCodec,
  FormFieldListCodec,
  FormFieldOptionCodec,
  LanguageValueCodec,
  MultilanguageValueCodec,
  PlayoffMatchCodec,
  PlayoffTreeValueCodec,
  S3FileValueCodec,
} from './form-field.codec';
export { EventGroupPayloadCodec, EventListPayloadCodec, EventPayloadCodec, scheduleTopics } from './schedule.topics';
export type { EventGroupPayload, EventListPayload, EventPayload } from './schedule.topics';
export {
  EventBillingCodec,
  EventCodec,
  EventGroupCodec,
  EventGroupSystemMetaCodec,
  EventListCodec,
  EventSearchResultCodec,
  EventSystemMetaCodec,
  TodoCodec,
  eventOptionalFields,
} from './scheduled-event.codec';
export { amount, blankable, reference, textId, uuid } from './wire-values';
