// Vitamin D reflections (spec 4): one per user and story. The first reflection on a story pays 200 coins through
// the wallet's once-only credit, keyed reflection:<userId>:<storyId>, so retries, double clicks and concurrent posts
// pay exactly once; a later post for the same story replaces the text and pays nothing.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { Reflection, ReflectionSavedResponse, ReflectionsResponse } from '@common/contracts/reflections';
import { REFLECTION_REWARD_COINS } from '@common/rewards';
import { isStoryId, STORIES, STORY_IDS } from '@common/stories';
import type { StoryId } from '@common/stories';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { WalletService } from '../wallet/wallet.exports';
import { listReflections, upsertReflection } from './reflections.repository';
import type { ReflectionRow } from './reflections.repository';

export function reflectionRewardKey(userId: string, storyId: StoryId): string {
  return `reflection:${userId}:${storyId}`;
}

function requireOwner(user: AccountUser, userId: string): void {
  if (userId !== user.id && userId !== user.uid) {
    throw new AppError(403, 'REFLECTION_OF_ANOTHER_USER', 'Reflections belong to the account that wrote them; sign in with that account.');
  }
}

function toReflection(row: ReflectionRow): Reflection | undefined {
  if (!isStoryId(row.story_id)) return undefined;
  return { story_id: row.story_id, content: row.content, created_at: row.created_at, updated_at: row.updated_at };
}

export interface ReflectionsDependencies {
  db: Kysely<Database>;
  /** Pays the first reflection on each story, once. */
  wallet: Pick<WalletService, 'creditOnce'>;
}

export class ReflectionsService {
  readonly #deps: ReflectionsDependencies;

  constructor(deps: ReflectionsDependencies) {
    this.#deps = deps;
  }

  async save(user: AccountUser, request: { user_id: string; story_id: StoryId; content: string }, now = new Date()): Promise<ReflectionSavedResponse> {
    requireOwner(user, request.user_id);
    const at = now.toISOString();
    const row = await upsertReflection(this.#deps.db, {
      id: randomUUID(),
      user_id: user.id,
      story_id: request.story_id,
      content: request.content,
      created_at: at,
      updated_at: at,
    });
    const story = STORIES.find((candidate) => candidate.id === request.story_id);
    const { credited, wallet } = await this.#deps.wallet.creditOnce(
      {
        userId: user.id,
        amount: REFLECTION_REWARD_COINS,
        rewardType: 'wellness_reflection',
        description: `Vitamin D reflection: ${story?.title ?? request.story_id}`.slice(0, 255),
        idempotencyKey: reflectionRewardKey(user.id, request.story_id),
      },
      now,
    );
    const reflection = toReflection(row);
    if (!reflection) throw new Error(`Reflection ${row.id} was stored with an unknown story ${row.story_id}`);
    return { reflection, coinsAwarded: credited ? REFLECTION_REWARD_COINS : 0, wallet };
  }

  /** The user's reflections in the journey's story order. */
  async of(user: AccountUser, userId: string): Promise<ReflectionsResponse> {
    requireOwner(user, userId);
    const reflections = (await listReflections(this.#deps.db, user.id)).flatMap((row) => toReflection(row) ?? []);
    reflections.sort((a, b) => STORY_IDS.indexOf(a.story_id) - STORY_IDS.indexOf(b.story_id));
    return { reflections };
  }
}
