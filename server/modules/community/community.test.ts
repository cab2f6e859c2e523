// The Guardian Council community's API (issue 43) on SQLite and PostgreSQL: circles, topics and replies under a chosen
// display name, "helpful" once per member, trust-level rules, the screening of every post, reports that hide a post,
// the moderators' queue and every action, audit entries, and races.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CircleListResponse,
  CommunityMemberResponse,
  CommunityNotificationListResponse,
  MemberActivityResponse,
  MuteListResponse,
  HelpfulResponse,
  PostWriteResponse,
  QueueResponse,
  ReportResponse,
  TopicListResponse,
  TopicResponse,
} from '@common/contracts/community';
import { HIDE_AT_FLAG_WEIGHT, TRUST_LEVELS } from '@common/community';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { eraseAccount } from '../../flows/erase-account';
import { readPersonalData } from '../gdpr/personal-data.repository';
import { recordingMailDeps } from '../../test/recording-queue';
import { mailCommunityNotifications } from './community-mails';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

let admin: RegisteredVisitor;
let support: RegisteredVisitor;

beforeAll(async () => {
  [admin, support] = await Promise.all([visitorWithRoles(app, ['admin']), visitorWithRoles(app, ['support'])]);
});

async function member(displayName = 'Asha Rao'): Promise<RegisteredVisitor> {
  return registerVisitor(app, { displayName });
}

async function send(visitor: TestVisitor, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  return visitor.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function startTopic(author: RegisteredVisitor, circle: string, title: string, body: string): Promise<PostWriteResponse> {
  const response = await author.visitor.post(`/api/community/circles/${circle}/topics`, { title, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return PostWriteResponse.parse(await response.json());
}

async function reply(author: RegisteredVisitor, topicId: string, body: string): Promise<PostWriteResponse> {
  const response = await author.visitor.post(`/api/community/topics/${topicId}/replies`, { body });
  expect(response.status, await response.clone().text()).toBe(201);
  return PostWriteResponse.parse(await response.json());
}

async function topicAs(viewer: RegisteredVisitor, topicId: string): Promise<TopicResponse> {
  const response = await viewer.visitor.get(`/api/community/topics/${topicId}`);
  expect(response.status).toBe(200);
  return TopicResponse.parse(await response.json());
}

async function queue(): Promise<QueueResponse['items']> {
  return QueueResponse.parse(await (await admin.visitor.get('/api/admin/community/queue')).json()).items;
}

/** Raises a member's progress as if they had taken part for weeks: trust level 2. */
async function makeTrusted(who: RegisteredVisitor): Promise<void> {
  await who.visitor.get('/api/community/me');
  const { requires } = TRUST_LEVELS[2];
  await app.db
    .updateTable('community_members')
    .set({ days_visited: requires.daysVisited, topics_read: requires.topicsRead, replies: requires.replies, helpful_received: requires.helpfulReceived })
    .where('user_id', '=', who.userId)
    .execute();
}

describe(`the community on ${TEST_DATABASE_KIND}: reading and writing`, () => {
  it('is for members only: a visitor gets 401, and the staff queue is 403 for a member', async () => {
    const visitor = new TestVisitor(app);
    expect((await visitor.get('/api/community/circles')).status).toBe(401);
    expect((await visitor.post('/api/community/circles/biome/topics', { title: 'Hello there', body: 'A first post here.' })).status).toBe(401);
    const asha = await member();
    expect((await asha.visitor.get('/api/admin/community/queue')).status).toBe(403);
    expect((await support.visitor.get('/api/admin/community/queue')).status).toBe(200);
  });

  it('lists six circles with the rules, and names a member by first name and initial, never their email', async () => {
    const asha = await member('Asha Rao');
    const circles = CircleListResponse.parse(await (await asha.visitor.get('/api/community/circles')).json());
    expect(circles.circles.map((circle) => circle.id)).toEqual(['angio', 'regenera', 'biome', 'genomica', 'immuno', 'general']);
    expect(circles.communityRules.length).toBeGreaterThan(3);
    const me = CommunityMemberResponse.parse(await (await asha.visitor.get('/api/community/me')).json()).member;
    expect(me).toMatchObject({ displayName: 'Asha R.', trustLevel: 0, hideActivity: false, suspendedUntil: null, postsHeld: false });

    const renamed = await send(asha.visitor, 'PUT', '/api/community/me', { displayName: 'Gut Explorer', hideActivity: true });
    expect(CommunityMemberResponse.parse(await renamed.json()).member).toMatchObject({ displayName: 'Gut Explorer', hideActivity: true });
    const email = await send(asha.visitor, 'PUT', '/api/community/me', { displayName: asha.email });
    expect(email.status).toBe(400);

    const posted = await startTopic(asha, 'biome', 'Kefir at home', 'I started making kefir at home and my digestion feels calmer.');
    expect(posted.post.author.displayName).toBe('Gut Explorer');
    expect(JSON.stringify(posted)).not.toContain(asha.email);
  });

  it('shows a topic and its replies to another member, with unread markers and counts', async () => {
    const asha = await member();
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'angio', 'Morning walks and BP', 'Thirty minutes of brisk walking each morning has been a good habit for me.');
    expect(topic.outcome).toMatchObject({ status: 'visible', heldFor: null, safety: null });

    let list = TopicListResponse.parse(await (await ravi.visitor.get('/api/community/circles/angio/topics')).json());
    expect(list.topics.find((candidate) => candidate.id === topic.topicId)).toMatchObject({ unread: true, replyCount: 0 });
    await topicAs(ravi, topic.topicId);
    list = TopicListResponse.parse(await (await ravi.visitor.get('/api/community/circles/angio/topics')).json());
    expect(list.topics.find((candidate) => candidate.id === topic.topicId)?.unread).toBe(false);

    await reply(ravi, topic.topicId, 'Same here, and I sleep better on walking days.');
    const seen = await topicAs(asha, topic.topicId);
    expect(seen.posts.map((post) => [post.author.displayName, post.mine])).toEqual([
      ['Asha R.', true],
      ['Ravi K.', false],
    ]);
    expect(seen.topic.replyCount).toBe(1);
    list = TopicListResponse.parse(await (await ravi.visitor.get('/api/community/circles/angio/topics')).json());
    expect(list.topics.find((candidate) => candidate.id === topic.topicId)?.unread).toBe(true);
  });

  it('sorts by helpful and finds topics by words of the title or opening post', async () => {
    const asha = await member();
    const word = `zq${Date.now().toString(36)}`;
    const quiet = await startTopic(asha, 'general', `A quiet topic ${word}`, 'Nothing much to say here today.');
    const loved = await startTopic(asha, 'general', 'A loved topic', `Everyone liked this one about ${word} and sleep.`);
    const fans = await Promise.all([member(), member()]);
    for (const fan of fans) expect((await send(fan.visitor, 'PUT', `/api/community/posts/${loved.post.id}/helpful`)).status).toBe(200);
    const found = TopicListResponse.parse(await (await asha.visitor.get(`/api/community/circles/general/topics?q=${word}&sort=helpful`)).json());
    expect(found.topics.map((topic) => topic.id)).toEqual([loved.topicId, quiet.topicId]);
    expect(found.total).toBe(2);
  });

  it('counts "helpful" once per member, even for 20 taps at once, never on your own post, and takes it back', async () => {
    const asha = await member();
    const ravi = await member();
    const topic = await startTopic(asha, 'immuno', 'Vitamin D in winter', 'My GP suggested checking vitamin D levels before winter.');
    const taps = await Promise.all(Array.from({ length: 20 }, () => send(ravi.visitor, 'PUT', `/api/community/posts/${topic.post.id}/helpful`)));
    expect(taps.every((tap) => tap.status === 200)).toBe(true);
    const reactions = await app.db.selectFrom('community_reactions').selectAll().where('post_id', '=', topic.post.id).execute();
    expect(reactions).toHaveLength(1);
    expect((await topicAs(ravi, topic.topicId)).posts[0]).toMatchObject({ helpfulCount: 1, helpedByMe: true });
    expect((await send(asha.visitor, 'PUT', `/api/community/posts/${topic.post.id}/helpful`)).status).toBe(403);
    const taken = HelpfulResponse.parse(await (await send(ravi.visitor, 'DELETE', `/api/community/posts/${topic.post.id}/helpful`)).json());
    expect(taken).toMatchObject({ helpfulCount: 0, helpedByMe: false });
  });

  it('lets the author edit (keeping the earlier text) and delete; a deleted opening post with replies reads "[removed]"', async () => {
    const asha = await member();
    const ravi = await member();
    const topic = await startTopic(asha, 'regenera', 'Knee stiffness', 'My knees are stiff in the morning, stretching helps a little.');
    const edited = await send(asha.visitor, 'PATCH', `/api/community/posts/${topic.post.id}`, {
      title: 'Knee stiffness in the morning',
      body: 'My knees are stiff in the morning; ten minutes of stretching helps.',
    });
    expect(edited.status).toBe(200);
    const revisions = await app.db.selectFrom('community_post_revisions').selectAll().where('post_id', '=', topic.post.id).execute();
    expect(revisions.map((revision) => revision.body)).toEqual(['My knees are stiff in the morning, stretching helps a little.']);
    expect((await send(ravi.visitor, 'PATCH', `/api/community/posts/${topic.post.id}`, { body: 'Not mine to change at all.' })).status).toBe(403);

    await reply(ravi, topic.topicId, 'Cycling helped mine more than anything.');
    expect((await send(asha.visitor, 'DELETE', `/api/community/posts/${topic.post.id}`)).status).toBe(204);
    const seen = await topicAs(ravi, topic.topicId);
    expect(seen.topic.title).toBe('Knee stiffness in the morning');
    expect(seen.posts.map((post) => post.body)).toEqual(['[removed]', 'Cycling helped mine more than anything.']);
    expect(await app.db.selectFrom('community_post_revisions').selectAll().where('post_id', '=', topic.post.id).execute()).toEqual([]);
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: safety and trust`, () => {
  it('holds an emergency from others, gives its author the call action, and puts it first in the queue', async () => {
    const asha = await member();
    const ravi = await member();
    // Held earlier, for a reason that can wait.
    const earlier = await startTopic(ravi, 'regenera', 'Turmeric cured my arthritis', 'Turmeric cured my arthritis in three weeks, no joke.');
    const posted = await startTopic(
      asha,
      'angio',
      'Help please',
      'My husband has crushing chest pain spreading to his left arm and he is sweating a lot, started ten minutes ago.',
    );
    expect(posted.outcome).toMatchObject({ status: 'held', heldFor: 'emergency' });
    expect(posted.outcome.safety?.level).toBe('emergency');
    expect(posted.outcome.safety?.actions.map((action) => action.action)).toContain('tel:112');
    expect(posted.outcome.message).toMatch(/^This sounds like it could be an emergency\. Call 112/);
    // Others do not see it; its author does, with why it waits.
    expect((await ravi.visitor.get(`/api/community/topics/${posted.topicId}`)).status).toBe(404);
    expect((await topicAs(asha, posted.topicId)).posts[0]).toMatchObject({ status: 'held', heldFor: 'emergency' });
    const list = TopicListResponse.parse(await (await ravi.visitor.get('/api/community/circles/angio/topics')).json());
    expect(list.topics.map((topic) => topic.id)).not.toContain(posted.topicId);
    const items = await queue();
    const index = items.findIndex((item) => item.post.id === posted.post.id);
    expect(items[index]).toMatchObject({ priority: 'urgent', heldFor: 'emergency' });
    // Urgent items come before every other, however long those have waited.
    expect(items.slice(0, index).every((item) => item.priority === 'urgent')).toBe(true);
    expect(items.findIndex((item) => item.post.id === earlier.post.id)).toBeGreaterThan(index);
  });

  it('holds a crisis reply with the crisis line for its author', async () => {
    const asha = await member();
    const ravi = await member();
    const topic = await startTopic(asha, 'general', 'Rough week', 'Work has been hard and I have not slept well this week.');
    const crisis = await reply(ravi, topic.topicId, "Honestly I don't want to be alive anymore, I've been thinking about ending it.");
    expect(crisis.outcome).toMatchObject({ status: 'held', heldFor: 'crisis' });
    expect(crisis.outcome.safety?.level).toBe('crisis');
    expect((await topicAs(asha, topic.topicId)).posts.map((post) => post.id)).not.toContain(crisis.post.id);
  });

  it('holds a cure claim and a sales pitch for review, and shows an interaction note beside a medicine', async () => {
    const asha = await member();
    const cure = await startTopic(asha, 'regenera', 'Turmeric cured my arthritis', 'Turmeric cured my arthritis in three weeks, no joke.');
    expect(cure.outcome).toMatchObject({ status: 'held', heldFor: 'cure_claim' });
    const pitch = await startTopic(asha, 'biome', 'Great probiotic', 'Use my code GUT20 for 20% off, DM me for bulk orders.');
    expect(pitch.outcome).toMatchObject({ status: 'held', heldFor: 'product_push' });
    const caution = await startTopic(asha, 'angio', 'Warfarin and fish oil', 'I take warfarin every day. Is it fine to add fish oil capsules for my heart?');
    expect(caution.outcome.status).toBe('visible');
    expect(caution.post.caution).toMatch(/warfarin/i);
  });

  it('refuses links from a new member, allows them once trusted, and refuses a brand partner’s', async () => {
    const asha = await member();
    const link = { title: 'A good source', body: 'The NHS page is clear: https://www.nhs.uk/conditions/vitamin-d/ worth a read.' };
    const refused = await asha.visitor.post('/api/community/circles/immuno/topics', link);
    expect(refused.status).toBe(400);
    expect(await readErrorBody(refused)).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET' });
    await makeTrusted(asha);
    expect((await asha.visitor.post('/api/community/circles/immuno/topics', link)).status).toBe(201);
    const brand = await visitorWithRoles(app, ['brand_partner']);
    await makeTrusted(brand);
    const partnerLink = await brand.visitor.post('/api/community/circles/immuno/topics', link);
    expect(await readErrorBody(partnerLink)).toMatchObject({ code: 'LINKS_NOT_ALLOWED_YET' });
  });

  it('limits a new member to their trust level’s posts a day, with when to try again', async () => {
    const asha = await member();
    const limit = TRUST_LEVELS[0].postsPerDay;
    const topic = await startTopic(asha, 'general', 'Introductions', 'Hello all, glad to be here with you.');
    for (let index = 1; index < limit; index++) await reply(asha, topic.topicId, `Another thought number ${index}.`);
    const over = await asha.visitor.post(`/api/community/topics/${topic.topicId}/replies`, { body: 'One too many for today.' });
    expect(over.status).toBe(429);
    const body = await readErrorBody(over);
    expect(body.code).toBe('COMMUNITY_RATE_LIMITED');
    expect(Number(body.details?.retryAfterSeconds)).toBeGreaterThan(0);
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: reports and moderation`, () => {
  it(`hides a post once reports weigh ${HIDE_AT_FLAG_WEIGHT} (trusted members count twice), once per member`, async () => {
    const asha = await member();
    const topic = await startTopic(asha, 'general', 'Opinions welcome', 'Here is my take on supplements in general.');
    const newcomer = await member();
    const first = ReportResponse.parse(await (await newcomer.visitor.post(`/api/community/posts/${topic.post.id}/reports`, { reason: 'unkind' })).json());
    expect(first.hidden).toBe(false);
    // A second report by the same member adds nothing.
    await newcomer.visitor.post(`/api/community/posts/${topic.post.id}/reports`, { reason: 'other' });
    const trusted = await member();
    await makeTrusted(trusted);
    const second = ReportResponse.parse(
      await (await trusted.visitor.post(`/api/community/posts/${topic.post.id}/reports`, { reason: 'harmful_advice', note: 'Reads as advice' })).json(),
    );
    expect(second.hidden).toBe(false);
    const third = await member();
    const last = ReportResponse.parse(await (await third.visitor.post(`/api/community/posts/${topic.post.id}/reports`, { reason: 'off_topic' })).json());
    expect(last.hidden).toBe(true);
    const item = (await queue()).find((candidate) => candidate.post.id === topic.post.id);
    expect(item).toMatchObject({ heldFor: 'reports', priority: 'normal' });
    expect(item?.reports.map((report) => report.weight)).toEqual([1, 2, 1]);
    expect((await asha.visitor.post(`/api/community/posts/${topic.post.id}/reports`, { reason: 'other' })).status).toBe(403);
  });

  it('restores a wrongly reported post once, with an audit entry; a second moderator is told it was decided', async () => {
    const asha = await member();
    const topic = await startTopic(asha, 'general', 'Fine post', 'Just sharing my morning routine with everyone.');
    await send(admin.visitor, 'POST', `/api/community/posts/${topic.post.id}/reports`, { reason: 'unkind' });
    expect((await topicAs(asha, topic.topicId)).posts[0]?.status).toBe('hidden');
    const [one, two] = await Promise.all([
      admin.visitor.post(`/api/admin/community/posts/${topic.post.id}/decision`, { action: 'approve' }),
      support.visitor.post(`/api/admin/community/posts/${topic.post.id}/decision`, { action: 'approve' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    expect(await readErrorBody(loser)).toMatchObject({ code: 'ALREADY_DECIDED' });
    const other = await member();
    expect((await topicAs(other, topic.topicId)).posts[0]?.status).toBe('visible');
    const audit = await app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', topic.post.id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['community.post_approved']);
    expect((await queue()).map((item) => item.post.id)).not.toContain(topic.post.id);
  });

  it('hides a held post with a reason its author reads, and edits another with a note', async () => {
    const asha = await member();
    const cure = await startTopic(asha, 'biome', 'My secret', 'Apple cider vinegar cured my ulcerative colitis completely.');
    expect((await admin.visitor.post(`/api/admin/community/posts/${cure.post.id}/decision`, { action: 'hide', reason: 'Claims a cure' })).status).toBe(200);
    expect((await topicAs(asha, cure.topicId)).posts[0]).toMatchObject({ status: 'hidden', moderatorNote: 'Claims a cure' });
    expect((await admin.visitor.post(`/api/admin/community/posts/${cure.post.id}/decision`, { action: 'approve' })).status).toBe(409);

    const pitch = await startTopic(asha, 'biome', 'Probiotics', 'These probiotics helped me. Use my code GUT20 for a discount.');
    const edit = await admin.visitor.post(`/api/admin/community/posts/${pitch.post.id}/decision`, {
      action: 'edit',
      body: 'These probiotics helped me.',
      reason: 'Removed a discount code',
    });
    expect(edit.status).toBe(200);
    const other = await member();
    expect((await topicAs(other, pitch.topicId)).posts[0]).toMatchObject({ body: 'These probiotics helped me.', status: 'visible', moderatorNote: null });
    expect((await topicAs(asha, pitch.topicId)).posts[0]?.moderatorNote).toBe('Removed a discount code');
  });

  it('locks, pins and moves a topic, each audited', async () => {
    const asha = await member();
    const ravi = await member();
    const topic = await startTopic(asha, 'general', 'Sleep and screens', 'Phones off at nine has helped my sleep a lot.');
    const moderate = (body: unknown) => admin.visitor.post(`/api/admin/community/topics/${topic.topicId}/moderate`, body);
    expect((await moderate({ action: 'lock' })).status).toBe(200);
    const locked = await ravi.visitor.post(`/api/community/topics/${topic.topicId}/replies`, { body: 'Same for me!' });
    expect(await readErrorBody(locked)).toMatchObject({ code: 'TOPIC_LOCKED' });
    expect((await moderate({ action: 'pin' })).status).toBe(200);
    expect((await moderate({ action: 'move', circleId: 'genomica' })).status).toBe(200);
    const list = TopicListResponse.parse(await (await ravi.visitor.get('/api/community/circles/genomica/topics')).json());
    expect(list.pinned.map((pinned) => pinned.id)).toContain(topic.topicId);
    const audit = await app.db.selectFrom('audit_log').select('summary').where('entity_id', '=', topic.topicId).orderBy('created_at').execute();
    expect(audit.map((entry) => entry.summary)).toEqual([
      'Locked topic "Sleep and screens"',
      'Pinned topic "Sleep and screens"',
      'Moved topic "Sleep and screens" from General to DNA and cognition',
    ]);
  });

  it('suspends a member, holds their posts for approval, and restores them', async () => {
    const asha = await member();
    await asha.visitor.get('/api/community/me');
    const moderate = (body: unknown) => admin.visitor.post(`/api/admin/community/members/${asha.userId}/moderate`, body);
    expect((await moderate({ action: 'suspend', days: 3, reason: 'Repeated rudeness' })).status).toBe(200);
    const refused = await asha.visitor.post('/api/community/circles/general/topics', { title: 'Back again', body: 'Hello again everyone.' });
    expect(refused.status).toBe(403);
    expect(await readErrorBody(refused)).toMatchObject({ code: 'COMMUNITY_SUSPENDED' });
    expect((await moderate({ action: 'restore' })).status).toBe(200);
    expect((await moderate({ action: 'hold_posts', reason: 'New account posting fast' })).status).toBe(200);
    const held = await startTopic(asha, 'general', 'Back again', 'Back after a break, glad to catch up with everyone.');
    expect(held.outcome).toMatchObject({ status: 'held', heldFor: 'member_held' });
    const me = CommunityMemberResponse.parse(await (await asha.visitor.get('/api/community/me')).json()).member;
    expect(me.postsHeld).toBe(true);
    expect((await admin.visitor.post('/api/admin/community/members/no-such-member/moderate', { action: 'restore' })).status).toBe(404);
    const audit = await app.db.selectFrom('audit_log').select('action').where('entity_id', '=', asha.userId).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['community.member_moderated', 'community.member_moderated', 'community.member_moderated']);
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: privacy`, () => {
  it("exports the member's own posts, earlier texts, reactions and reports, and nobody else's", async () => {
    const asha = await member();
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'biome', 'Fermented foods', 'Kimchi twice a week has been good for me.');
    await send(asha.visitor, 'PATCH', `/api/community/posts/${topic.post.id}`, { body: 'Kimchi three times a week has been good for me.' });
    const answer = await reply(ravi, topic.topicId, 'I prefer plain yoghurt myself.');
    await send(asha.visitor, 'PUT', `/api/community/posts/${answer.post.id}/helpful`);
    await asha.visitor.post(`/api/community/posts/${answer.post.id}/reports`, { reason: 'off_topic', note: 'Testing' });

    const data = await readPersonalData(app.db, asha.userId);
    expect(data?.community.member?.display_name).toBe('Asha R.');
    expect(data?.community.posts.map((post) => post.body)).toEqual(['Kimchi three times a week has been good for me.']);
    expect(data?.community.earlierTexts.map((revision) => revision.body)).toEqual(['Kimchi twice a week has been good for me.']);
    expect(data?.community.helpfulGiven.map((reaction) => reaction.post_id)).toEqual([answer.post.id]);
    expect(data?.community.reportsMade).toMatchObject([{ post_id: answer.post.id, reason: 'off_topic', note: 'Testing' }]);
    expect(JSON.stringify(data?.community)).not.toContain('plain yoghurt');
  });

  it('erases what only they wrote, and keeps a topic others replied to as "[removed]" by "Former member"', async () => {
    const asha = await member();
    const ravi = await member('Ravi Kumar');
    const kept = await startTopic(asha, 'general', 'My sleep routine', 'No screens after nine, and a walk after dinner.');
    const answer = await reply(ravi, kept.topicId, 'The walk made the biggest difference for me.');
    await reply(asha, kept.topicId, 'Glad to hear it helped you too.');
    const alone = await startTopic(asha, 'general', 'Morning stretches', 'Five minutes of stretching before breakfast.');
    const theirs = await startTopic(ravi, 'general', 'Walking shoes', 'Which shoes do you all walk in?');
    await send(asha.visitor, 'PUT', `/api/community/posts/${theirs.post.id}/helpful`);

    await app.db.transaction().execute((trx) => eraseAccount(trx, asha.userId, new Date().toISOString()));

    const seen = await topicAs(ravi, kept.topicId);
    expect(seen.topic).toMatchObject({ title: '[removed]', author: { displayName: 'Former member', former: true }, replyCount: 1 });
    expect(seen.posts.map((post) => [post.author.displayName, post.body])).toEqual([
      ['Former member', '[removed]'],
      ['Ravi K.', answer.post.body],
    ]);
    expect((await ravi.visitor.get(`/api/community/topics/${alone.topicId}`)).status).toBe(404);
    expect((await topicAs(ravi, theirs.topicId)).posts[0]?.helpfulCount).toBe(0);
    const left = await app.db.selectFrom('community_posts').select('id').where('author_id', '=', asha.userId).execute();
    expect(left).toEqual([]);
    expect(await app.db.selectFrom('community_members').select('user_id').where('user_id', '=', asha.userId).execute()).toEqual([]);
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: notifications and mutes`, () => {
  async function notices(who: RegisteredVisitor) {
    return CommunityNotificationListResponse.parse(await (await who.visitor.get('/api/community/notifications')).json());
  }

  it('tells a topic’s author of a reply, and everyone in the topic of an @mention of their name, once each', async () => {
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const meera = await member('Meera Iyer');
    const topic = await startTopic(asha, 'biome', 'Fibre at breakfast', 'Oats with seeds every morning for a month now.');
    await reply(meera, topic.topicId, 'Same routine here, with stewed apple.');
    await reply(ravi, topic.topicId, 'Nice one @Meera I. and thanks @Asha R. for starting this.');
    const ashas = await notices(asha);
    expect(ashas.notifications.map((notice) => [notice.kind, notice.text])).toEqual([
      ['reply', 'Ravi K. replied to “Fibre at breakfast”'],
      ['reply', 'Meera I. replied to “Fibre at breakfast”'],
    ]);
    expect(ashas.unread).toBe(2);
    const meeras = await notices(meera);
    expect(meeras.notifications.map((notice) => [notice.kind, notice.text])).toEqual([['mention', 'Ravi K. mentioned you in “Fibre at breakfast”']]);
    expect((await notices(ravi)).notifications).toEqual([]);

    // Opening the topic reads what it notified of.
    await topicAs(meera, topic.topicId);
    expect((await notices(meera)).unread).toBe(0);
    const read = CommunityNotificationListResponse.parse(await (await asha.visitor.post('/api/community/notifications/read', {})).json());
    expect(read.unread).toBe(0);
    expect(read.notifications.every((notice) => notice.read)).toBe(true);
  });

  it('tells nobody of a held reply until a moderator approves it, and tells its author of the decision', async () => {
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'angio', 'Beetroot juice', 'Beetroot juice before walks, anyone tried it?');
    const held = await reply(ravi, topic.topicId, 'Use my code BEET20 for 20% off at my shop.');
    expect(held.outcome.status).toBe('held');
    expect((await notices(asha)).notifications).toEqual([]);
    expect((await admin.visitor.post(`/api/admin/community/posts/${held.post.id}/decision`, { action: 'hide', reason: 'No selling, please' })).status).toBe(
      200,
    );
    expect((await notices(ravi)).notifications.map((notice) => [notice.kind, notice.text])).toEqual([
      ['moderation', 'A moderator hid your post in “Beetroot juice”: No selling, please'],
    ]);
    expect((await notices(asha)).notifications).toEqual([]);
  });

  it('mutes a topic or a circle: no reply notifications, mentions still come; unmuting brings them back', async () => {
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'immuno', 'Zinc lozenges', 'Do zinc lozenges shorten a cold for you?');
    const muted = MuteListResponse.parse(await (await send(asha.visitor, 'PUT', `/api/community/mutes/topic/${topic.topicId}`)).json());
    expect(muted.mutes).toMatchObject([{ targetType: 'topic', targetId: topic.topicId }]);
    expect((await topicAs(asha, topic.topicId)).topic).toMatchObject({ muted: true, circleMuted: false });
    await reply(ravi, topic.topicId, 'A little, if taken early.');
    await reply(ravi, topic.topicId, 'Asked my pharmacist too, @Asha R. she agreed.');
    expect((await notices(asha)).notifications.map((notice) => notice.kind)).toEqual(['mention']);

    await send(asha.visitor, 'DELETE', `/api/community/mutes/topic/${topic.topicId}`);
    await send(asha.visitor, 'PUT', '/api/community/mutes/circle/immuno');
    await reply(ravi, topic.topicId, 'One more thought on zinc.');
    expect((await notices(asha)).notifications.map((notice) => notice.kind)).toEqual(['mention']);
    await send(asha.visitor, 'DELETE', '/api/community/mutes/circle/immuno');
    await reply(ravi, topic.topicId, 'And a last one.');
    expect((await notices(asha)).notifications.map((notice) => notice.kind)).toEqual(['reply', 'mention']);

    expect((await send(asha.visitor, 'PUT', '/api/community/mutes/circle/nowhere')).status).toBe(400);
    expect((await send(asha.visitor, 'PUT', '/api/community/mutes/topic/no-such-topic')).status).toBe(404);
    expect((await send(asha.visitor, 'PUT', '/api/community/mutes/forum/x')).status).toBe(400);
  });

  it('tells a member of their suspension', async () => {
    const asha = await member('Asha Rao');
    await asha.visitor.get('/api/community/me');
    await admin.visitor.post(`/api/admin/community/members/${asha.userId}/moderate`, { action: 'suspend', days: 2, reason: 'Spam' });
    expect((await notices(asha)).notifications.map((notice) => notice.text)).toEqual(['A moderator suspended your posting for 2 days: Spam']);
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: notifications by mail`, () => {
  const origin = 'https://shop.example';

  /** Marks every notification before this test's as mailed, so a run sees only the test's own. */
  async function onlyNewFromHere(): Promise<void> {
    await app.db.updateTable('community_notifications').set({ mailed_at: new Date().toISOString() }).where('mailed_at', 'is', null).execute();
  }

  it('mails a reply once, with the community group’s unsubscribe link, and only with a public origin', async () => {
    await onlyNewFromHere();
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'general', 'Evening walks', 'Twenty minutes after dinner, every day this month.');
    await reply(ravi, topic.topicId, 'Doing the same since spring.');

    const { mails, deps } = recordingMailDeps(app.db);
    expect(await mailCommunityNotifications({ ...deps, publicOrigin: undefined }, new Date())).toBe(0);
    expect(await mailCommunityNotifications({ ...deps, publicOrigin: origin }, new Date())).toBe(1);
    expect(mails.map((mail) => [mail.message.to, mail.message.subject])).toEqual([[asha.email, 'Ravi K. replied to “Evening walks” on the Guardian Council']]);
    expect(mails[0]!.message.text).toContain(`${origin}/unsubscribe?token=token-community-${asha.userId}`);
    expect(mails[0]!.message.text).not.toContain('Doing the same since spring.');
    // Marked: a second run (or another instance's) asks for nothing more.
    expect(await mailCommunityNotifications({ ...deps, publicOrigin: origin }, new Date())).toBe(0);
  });

  it('sends no reply mail to a member who turned community mails off, but always a moderator’s decision', async () => {
    await onlyNewFromHere();
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const topic = await startTopic(asha, 'general', 'Morning light', 'Ten minutes outside after waking helps my sleep.');
    const answer = await reply(ravi, topic.topicId, 'I will try that this week.');
    await admin.visitor.post(`/api/community/posts/${answer.post.id}/reports`, { reason: 'other' });
    await admin.visitor.post(`/api/admin/community/posts/${answer.post.id}/decision`, { action: 'hide', reason: 'Testing the mail' });
    const { mails, deps } = recordingMailDeps(app.db, { wants: false });
    await mailCommunityNotifications({ ...deps, publicOrigin: origin }, new Date());
    expect(mails.map((mail) => [mail.message.to, mail.message.subject])).toEqual([[ravi.email, 'A moderator’s decision about your community posts']]);
    expect(mails[0]!.message.text).toContain('A moderator hid your post in “Morning light”: Testing the mail.');
  });
});

describe(`the community on ${TEST_DATABASE_KIND}: a member's page`, () => {
  it('lists what a member wrote to others, unless they hide their activity; they and staff still see it', async () => {
    const asha = await member('Asha Rao');
    const ravi = await member('Ravi Kumar');
    const own = await startTopic(asha, 'regenera', 'Collagen and joints', 'Trying collagen peptides for my knees, week two.');
    const theirs = await startTopic(ravi, 'regenera', 'Cold showers', 'Cold showers every morning for a month.');
    await reply(asha, theirs.topicId, 'I manage thirty seconds at most!');
    const memberId = own.post.author.memberId;
    expect(memberId).toBe(asha.userId);

    const page = async (viewer: RegisteredVisitor) =>
      MemberActivityResponse.parse(await (await viewer.visitor.get(`/api/community/members/${memberId}`)).json());
    const seen = await page(ravi);
    expect(seen).toMatchObject({ member: { displayName: 'Asha R.', trustLevel: 0 }, hidden: false });
    expect(seen.topics.map((topic) => topic.title)).toEqual(['Collagen and joints']);
    expect(seen.replies.map((entry) => [entry.topicTitle, entry.excerpt])).toEqual([['Cold showers', 'I manage thirty seconds at most!']]);

    await send(asha.visitor, 'PUT', '/api/community/me', { hideActivity: true });
    expect(await page(ravi)).toMatchObject({ hidden: true, topics: [], replies: [] });
    expect((await page(asha)).topics).toHaveLength(1);
    expect((await page(admin)).replies).toHaveLength(1);
    expect((await asha.visitor.get('/api/community/members/no-such-member')).status).toBe(404);
  });
});
