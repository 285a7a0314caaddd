export { controlTopics } from './control.topics';
export { MediaconnectCommandCodec, RouterCommandCodec, TranscoderCommandCodec } from './control-commands.codec';
