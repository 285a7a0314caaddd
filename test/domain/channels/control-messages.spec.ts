import { expect } from 'chai';
import { controlConfirmations, controlMessages, formatControlMessage } from '../../../src/domain/channels';

describe('control toasts (spec 1 §8, spec 2 §8)', () => {
  it("\"'Streamer restart success' / 'Streamer restart failed', and the same for start and stop\"", () => {
    expect(controlMessages['streamer.restart'].ok.text).to.equal('Streamer restart success');
    expect(controlMessages['streamer.restart'].error.text).to.equal('Streamer restart failed');
    expect(controlMessages['streamer.start'].ok.text).to.equal('Streamer start success');
    expect(controlMessages['streamer.stop'].error.text).to.equal('Streamer stop failed');
  });

  it("\"'Streamer update request sent' / 'Streamer update request failed'\" and the speedtest", () => {
    expect(formatControlMessage('streamer.update', 'ok').text).to.equal('Streamer update request sent');
    expect(formatControlMessage('streamer.update', 'error').text).to.equal('Streamer update request failed');
    expect(formatControlMessage('streamer.speedtest', 'ok').text).to.equal('Streamer speedtest started');
    expect(formatControlMessage('streamer.speedtest', 'error').text).to.equal('Streamer speedtest failed');
  });

  it('"\'Streamer {name} bitrate changed to {n}\'" and "\'Default interface changed to {x}\'"', () => {
    expect(formatControlMessage('streamer.bitrate', 'ok', { name: 'encoder_main', n: 6000 }).text).to.equal(
      'Streamer encoder_main bitrate changed to 6000',
    );
    expect(formatControlMessage('streamer.bitrate', 'error', { name: 'encoder_main' }).text).to.equal(
      'Streamer encoder_main bitrate change failed',
    );
    expect(formatControlMessage('streamer.default_interface', 'ok', { x: 'usb0' }).text).to.equal(
      'Default interface changed to usb0',
    );
    expect(formatControlMessage('streamer.default_interface', 'error').text).to.equal(
      'Default interface change failed',
    );
  });

  it('transcoder texts; "failures use a success-style toast"', () => {
    expect(formatControlMessage('transcoder.start', 'ok')).to.deep.equal({
      text: 'Transcoder started!',
      intent: 'success',
    });
    expect(formatControlMessage('transcoder.stop', 'ok').text).to.equal('Transcoder stopped');
    expect(formatControlMessage('transcoder.start', 'error')).to.deep.equal({
      text: 'Transcoder start failed!',
      intent: 'success',
    });
    expect(formatControlMessage('transcoder.stop', 'error')).to.deep.equal({
      text: 'Transcoder stop failed!',
      intent: 'success',
    });
  });

  it("mediaconnect texts: 'Mediaconnects started!', 'Mediaconnects stopped', '… start failed!', '… stop failed!'", () => {
    expect(controlMessages['mediaconnect.start'].ok.text).to.equal('Mediaconnects started!');
    expect(controlMessages['mediaconnect.stop'].ok.text).to.equal('Mediaconnects stopped');
    expect(controlMessages['mediaconnect.start'].error.text).to.equal('Mediaconnects start failed!');
    expect(controlMessages['mediaconnect.stop'].error.text).to.equal('Mediaconnects stop failed!');
  });

  it('channel streamer failures "show a success-style toast with the error appended" (spec 2 §8, spec 3 §8)', () => {
    expect(formatControlMessage('channel_streamer.start', 'ok').text).to.equal('Streamer started!');
    expect(formatControlMessage('channel_streamer.stop', 'ok').text).to.equal('Streamer stopped');
    expect(formatControlMessage('channel_streamer.start', 'error', {}, 'instance offline')).to.deep.equal({
      text: 'Streamer start failed! instance offline',
      intent: 'success',
    });
    expect(formatControlMessage('streamer.start', 'error', {}, 'ignored').text).to.equal('Streamer start failed');
  });

  it("the instances list: 'Transcoder stopped' / 'Cannot stop transcoder' (spec 3 §8)", () => {
    expect(formatControlMessage('transcoder.stop_instance', 'error').text).to.equal('Cannot stop transcoder');
  });

  it("confirmations 'Stop mediaconnects?' and 'Stop transcoder?' (spec 1 §8)", () => {
    expect(controlConfirmations).to.deep.equal({
      'transcoder.stop': 'Stop transcoder?',
      'mediaconnect.stop': 'Stop mediaconnects?',
    });
  });
});
