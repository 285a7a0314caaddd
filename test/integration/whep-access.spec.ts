import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import { groupUuids } from '../../server/seed/demo-people';
import { loginAs, type TestServer } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';
import { videoOffer } from './support/whep-offers';
import {
  candidates,
  closeAll,
  deleteSession,
  patchCandidates,
  postOffer,
  type WhepAnswer,
} from './support/whep-requests';
import { plantedRow } from '../support/stored-rows';
import type { DocumentRepository } from '../../server/storage/document-repository';

// Who may watch which WHEP stream (spec 3 §6, docs/protocol/webrtc.md "Who may watch"), and whose a session is.
// The demo's Hockey production holds arena A cam 1, whose outputs are program (first: also the Intercom view) and
// commentator1; the test adds a third, clean, and gives some members other roles.

const program = 'arena_a_cam1_program';
const commentator1 = 'arena_a_cam1_comm1';
const clean = 'arena_a_cam1_clean';

interface EditedBody {
  configuration: { streamer: { config: { webrtc_outputs: object[] } } };
  meta: { production_roles: Record<string, string> };
}

/** Edits a stored document's body and drops the cached account facts, as a save through a topic would. */
const edit = async <K extends 'groups' | 'channels'>(
  studio: TestServer,
  kind: K,
  uuid: string,
  change: (body: EditedBody) => void,
) => {
  const { store, actors } = studio.server.services;
  const document = await store.documents[kind].getByUuid(uuid);
  if (!document) throw new Error(`no ${kind} ${uuid}`);
  const body = structuredClone(document.body);
  change(body as unknown as EditedBody);
  const repository: DocumentRepository<K> = store.documents[kind];
  await store.db.write((tx) => repository.update(tx, document.id, plantedRow(kind, body), document.state));
  actors.invalidate();
};

describe('studio server: WHEP streams are watched by production role, and a session is its account’s', function () {
  this.timeout(120_000);
  const types = ['admin', 'director', 'group_admin', 'commentator', 'cloudrec', 'user'];
  const { studio, token } = useStudioFixture({ types });
  const opened: { answer: WhepAnswer; token: string }[] = [];
  const watch = async (type: string, stream: string): Promise<WhepAnswer> => {
    const answer = await postOffer(studio, stream, videoOffer(), token(type));
    opened.push({ answer, token: token(type) });
    return answer;
  };
  afterEach(() => closeAll(studio, opened.splice(0)));

  before(async () => {
    await edit(studio, 'channels', channelUuid('arena_a_cam1'), (body) => {
      body.configuration.streamer.config.webrtc_outputs.push({ name: 'clean', title: 'Clean', webrtc_name: clean });
    });
    // The demo's cloudrec account commentates and its user account directs: here one holds only control (presets,
    // no picture) and the other intercom.
    const { store } = studio.server.services;
    const ids = await Promise.all(
      ['cloudrec', 'user'].map(
        async (type) => (await store.documents.accounts.list("body->>'email' = $1", [`${type}@demo.local`]))[0]?.id,
      ),
    );
    await edit(studio, 'groups', groupUuids.production, (body) => {
      body.meta.production_roles[String(ids[0])] = 'control';
      body.meta.production_roles[String(ids[1])] = 'intercom';
    });
  });

  it('lets an administrator watch any output, in a productions group of theirs or not', async () => {
    expect((await watch('admin', clean)).status).to.equal(201);
  });

  it('lets a director and a producer watch every output of their channel', async () => {
    const answers = await Promise.all([
      watch('director', clean),
      watch('group_admin', clean),
      watch('group_admin', commentator1),
    ]);
    expect(answers.map((answer) => answer.status)).to.deep.equal([201, 201, 201]);
  });

  it('lets a commentator watch the commentator views and the Intercom view (the first output), not the others', async () => {
    const answers = await Promise.all([watch('commentator', commentator1), watch('commentator', program)]);
    expect(answers.map((answer) => answer.status)).to.deep.equal([201, 201]);
    const refused = await watch('commentator', clean);
    expect(refused.status).to.equal(403);
    expect(refused.text).to.equal('your production roles do not let you watch this output');
  });

  it('lets intercom watch only the first output, and refuses control alone (403, no session)', async () => {
    expect((await watch('user', program)).status).to.equal(201);
    expect((await watch('user', commentator1)).status).to.equal(403);
    const before = studio.server.webrtc.sessions.size;
    expect((await watch('cloudrec', program)).status).to.equal(403);
    expect(studio.server.webrtc.sessions.size).to.equal(before);
  });

  it('still answers 404 for a stream no channel offers', async () => {
    expect((await watch('director', 'no_such_output')).status).to.equal(404);
  });

  it('lets only the account that opened a session PATCH or DELETE it; another account gets 404', async () => {
    const answer = await watch('director', program);
    const location = answer.location ?? '';
    expect((await patchCandidates(studio, location, candidates(1), token('group_admin'))).status).to.equal(404);
    expect((await deleteSession(studio, location, token('group_admin'))).status).to.equal(404);
    expect((await patchCandidates(studio, location, candidates(1), token('director'))).status).to.equal(204);
    // The account's other console session (another tab, another machine) may end it: the session is the account's.
    const again = await loginAs(studio.url, 'director');
    expect((await deleteSession(studio, location, again)).status).to.equal(200);
  });

  it('ends the WHEP sessions of a console session that logs out, and only those', async () => {
    const own = await loginAs(studio.url, 'director');
    const ending = await postOffer(studio, program, videoOffer(), own);
    const staying = await watch('director', program);
    expect([ending.status, staying.status]).to.deep.equal([201, 201]);
    const sessions = studio.server.webrtc.sessions;
    const before = sessions.size;
    expect(
      (await fetch(`${studio.url}/api/v1/logout`, { headers: { authorization: `Bearer ${own}` } })).status,
    ).to.equal(200);
    expect(sessions.size).to.equal(before - 1);
    // The token the endpoint had just seen is refused at once (its lookup is not remembered past a logout).
    expect((await postOffer(studio, program, videoOffer(), own)).status).to.equal(401);
    expect((await deleteSession(studio, ending.location ?? '', token('director'))).status).to.equal(404);
    expect((await deleteSession(studio, staying.location ?? '', token('director'))).status).to.equal(200);
  });
});
