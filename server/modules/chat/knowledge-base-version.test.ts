// The knowledge index follows the version stamp: read at most once per interval, a changed stamp waits for a fresh
// index, and a database that does not answer leaves the current index answering.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { KnowledgeBase } from './knowledge-base';
import type { KnowledgeEntry, KnowledgeSource } from './knowledge-base';

function harness() {
  let clock = 0;
  let version = 1;
  let failing = false;
  let loadFails = false;
  let reads = 0;
  let builds = 0;
  let text = 'first wording';
  const source: KnowledgeSource = {
    name: 'test',
    load: () => {
      if (loadFails) return Promise.reject(new Error('query failed'));
      builds += 1;
      const entry: KnowledgeEntry = { id: 'e1', guardianId: null, kind: 'science', title: 'Entry', text, area: '' };
      return Promise.resolve([entry]);
    },
  };
  const knowledge = new KnowledgeBase({
    db: {} as Kysely<Database>,
    sources: [source],
    ttlMs: 60_000,
    versionCheckMs: 1_000,
    now: () => clock,
    readVersion: () => {
      reads += 1;
      return failing ? Promise.reject(new Error('database away')) : Promise.resolve(version);
    },
  });
  const textNow = async () => (await knowledge.index()).entries[0]?.text;
  return {
    knowledge,
    textNow,
    tick: (ms: number) => (clock += ms),
    edit: (next: string) => {
      text = next;
      version += 1;
    },
    fail: (value: boolean) => (failing = value),
    failLoads: (value: boolean) => (loadFails = value),
    counts: () => ({ reads, builds }),
  };
}

describe('KnowledgeBase and the knowledge version stamp', () => {
  it('reads the stamp at most once per interval and rebuilds only when it changed', async () => {
    const h = harness();
    expect(await h.textNow()).toBe('first wording');
    expect(h.counts()).toEqual({ reads: 1, builds: 1 });
    h.tick(500);
    await h.textNow();
    expect(h.counts()).toEqual({ reads: 1, builds: 1 });
    h.tick(600);
    await h.textNow();
    expect(h.counts()).toEqual({ reads: 2, builds: 1 });

    h.edit('second wording');
    // Within the interval the stamp is trusted: the old wording still answers.
    expect(await h.textNow()).toBe('first wording');
    h.tick(1_000);
    // The question that reads the new stamp waits for the index that includes the edit.
    expect(await h.textNow()).toBe('second wording');
    expect(h.counts().builds).toBe(2);
  });

  it('reads the stamp at once after a write on this server', async () => {
    const h = harness();
    await h.textNow();
    h.edit('edited here');
    h.knowledge.noteKnowledgeChanged();
    expect(await h.textNow()).toBe('edited here');
  });

  it('keeps answering from the current index while the stamp cannot be read', async () => {
    const h = harness();
    await h.textNow();
    h.fail(true);
    h.edit('unseen');
    h.tick(2_000);
    expect(await h.textNow()).toBe('first wording');
    h.fail(false);
    h.tick(2_000);
    expect(await h.textNow()).toBe('unseen');
  });

  it('keeps answering from the current index when the rebuild after a change fails, and retries on the next check', async () => {
    const h = harness();
    await h.textNow();
    h.edit('rebuilt later');
    h.failLoads(true);
    h.tick(2_000);
    expect(await h.textNow()).toBe('first wording');
    h.failLoads(false);
    h.tick(2_000);
    expect(await h.textNow()).toBe('rebuilt later');
  });
});
