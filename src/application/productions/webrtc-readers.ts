import { inject, injectable } from 'inversify';
import { TokenStorage, WhepPort } from '../ports';
import { WebrtcReader } from './webrtc-reader';

/** Makes the viewer's reader; the view owns it and stops it when it closes. */
@injectable()
export class WebrtcReaders {
  constructor(
    @inject(WhepPort) private readonly whep: WhepPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
  ) {}

  /** The WHEP endpoint takes the viewer's session token (docs/protocol/webrtc.md "Who may watch"). */
  open(url: string): WebrtcReader {
    return new WebrtcReader(this.whep, url, this.tokens.get());
  }
}
