import { expect } from 'chai';
import { Container } from 'inversify';
import { Subject } from 'rxjs';
import sinon from 'sinon';
import { CommandBus, CurrentAccount, ViewChoices } from '../../../src/application/commands';
import { clockCommands } from '../../../src/domain/clock';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { EventLog } from '../../../src/application/log';
import {
  ClockPort,
  CommandPort,
  HttpPort,
  IdPort,
  HttpCodecs,
  PushCodecs,
  SocketPort,
  TokenStorage,
  type HttpAnswer,
} from '../../../src/application/ports';
import { platformZone } from '../../../src/infrastructure/system';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { SessionService } from '../../../src/application/sign-in/session-service';
import { DisplayZone } from '../../../src/application/shared';
import { TopicLeases } from '../../../src/application/topics';

const containerAnswering = (answer: HttpAnswer) => {
  const container = new Container();
  let token: string | undefined = 'stored-token';
  const socket = {
    frames$: new Subject(),
    sent$: new Subject(),
    connection$: new Subject(),
    connect: sinon.fake(),
    disconnect: sinon.fake(),
    join: sinon.fake.resolves({}),
    leave: sinon.fake(),
    push: sinon.fake.resolves({ status: 'ok', response: {} }),
  };
  container.bind(HttpPort).toConstantValue({ request: sinon.fake.resolves(answer) });
  container.bind(TokenStorage).toConstantValue({
    get: () => token,
    set: (value: string) => void (token = value),
    clear: () => void (token = undefined),
  });
  container.bind(SocketPort).toConstantValue(socket);
  container.bind(ClockPort).toConstantValue({ now: () => 1, seconds$: new Subject<number>() });
  container.bind(IdPort).toConstantValue({ newId: () => 'c1' });
  container.bind(DisplayZone).toConstantValue(platformZone());
  container.bind(CurrentAccount).toConstantValue(() => 'a');
  container.bind(PushCodecs).toConstantValue(createWireNormalizer());
  container.bind(HttpCodecs).toConstantValue(createWireNormalizer());
  container.bind(CommandPort).toService(CommandBus);
  const choices = { choose: sinon.fake() };
  container.bind(ViewChoices).toConstantValue(choices);
  for (const service of [EventLog, HttpGateway, TopicLeases, CommandBus, SessionService])
    container
      .bind(service as never)
      .toSelf()
      .inSingletonScope();
  return { session: container.get(SessionService), token: () => token, socket, choices };
};

describe('SessionService.verify (spec 3 §4 session check)', () => {
  it('result 1 keeps the token and starts the live session, journaling the zone times show in', async () => {
    const { session, token, socket, choices } = containerAnswering({
      status: 200,
      body: { result: 1 },
      url: '/verify',
    });
    expect(await session.verify()).to.equal(true);
    expect(token()).to.equal('stored-token');
    expect(socket.connect.calledOnceWith('stored-token')).to.equal(true);
    expect(choices.choose.calledOnceWith(clockCommands.displayZone, { zone: platformZone() })).to.equal(true);
    session.stop();
  });

  it('a server that says no ends the session: the token goes', async () => {
    const { session, token, choices } = containerAnswering({ status: 401, body: { result: 0 }, url: '/verify' });
    expect(await session.verify()).to.equal(false);
    expect(token()).to.equal(undefined);
    expect(choices.choose.called).to.equal(false);
  });

  it('an unreachable server is not a no: the token stays for the next check', async () => {
    for (const status of [0, 502]) {
      const { session, token } = containerAnswering({ status, body: undefined, url: '/verify' });
      expect(await session.verify()).to.equal(false);
      expect(token()).to.equal('stored-token');
    }
  });
});
