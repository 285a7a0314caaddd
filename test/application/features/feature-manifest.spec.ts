import { expect } from 'chai';
import { ContainerModule } from 'inversify';
import { manifestKeepers, manifestModules, type PagePorts } from '../../../src/application/features';
import { ProcessKeeper } from '../../../src/application/processes';
import { SessionEndWatch } from '../../../src/application/sessions';
import { featureManifests } from '../../../src/infrastructure/di/signed-in';

const page = {} as PagePorts;

describe('feature manifests (issue 30 §4)', () => {
  it('fold into the modules in list order, a module that needs the page built with its ports', () => {
    const plain = new ContainerModule(() => undefined);
    const built = new ContainerModule(() => undefined);
    let given: PagePorts | undefined;
    const modules = manifestModules(
      [
        { module: plain },
        {
          module: (ports) => {
            given = ports;
            return built;
          },
        },
      ],
      page,
    );
    expect(modules).to.deep.equal([plain, built]);
    expect(given).to.equal(page);
  });

  it("fold into every feature's keepers, in list order", () => {
    expect(
      manifestKeepers([
        { module: new ContainerModule(() => undefined), keepers: [ProcessKeeper] },
        { module: new ContainerModule(() => undefined) },
        { module: new ContainerModule(() => undefined), keepers: [SessionEndWatch] },
      ]),
    ).to.deep.equal([ProcessKeeper, SessionEndWatch]);
  });

  it('the signed-in part starts the process keeper and the session-end watch of its features', () => {
    expect(manifestKeepers(featureManifests)).to.deep.equal([ProcessKeeper, SessionEndWatch]);
  });
});
