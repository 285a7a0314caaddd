import { inject, injectable } from 'inversify';
import { WhepPort } from '../ports';
import { WebrtcReader } from './webrtc-reader';

/** Makes the viewer's reader; the view owns it and stops it when it closes. */
@injectable()
export class WebrtcReaders {
  constructor(@inject(WhepPort) private readonly whep: WhepPort) {}

  open(url: string): WebrtcReader {
    return new WebrtcReader(this.whep, url);
  }
}
