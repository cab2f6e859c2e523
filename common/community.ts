// The Guardian Council community (issue 43): its circles, the trust levels members earn, what may be reported, and the
// limits every post is held to. Shared by the server, which enforces them, and the renderer, which explains them.
import type { GuardianId } from './guardians';

export const CIRCLE_IDS = ['angio', 'regenera', 'biome', 'genomica', 'immuno', 'general'] as const;
export type CircleId = (typeof CIRCLE_IDS)[number];

export interface Circle {
  id: CircleId;
  name: string;
  /** The guardian whose area it is; null for General. */
  guardianId: GuardianId | null;
  description: string;
  /** What every member agrees to in this circle, shown beside its topics. */
  rules: readonly string[];
}

/** What every circle asks of its members, before its own rules. */
export const COMMUNITY_RULES: readonly string[] = [
  'Share your own experience, not medical advice: nobody here can diagnose or treat you.',
  'Never stop or change a prescribed medicine because of a post; ask the person who prescribed it.',
  'No selling: no shop links, discount codes or "message me" offers.',
  'Be kind. Disagree with an idea, never with a person.',
  'If you or someone with you is in danger, call 112 now rather than posting.',
];

export const CIRCLES: readonly Circle[] = [
  {
    id: 'angio',
    name: 'Circulation',
    guardianId: 'angio',
    description: 'Heart, blood pressure, cholesterol and circulation, with Captain Angio: what members eat, move and measure.',
    rules: ['Share readings as ranges you were told, not as targets for others.'],
  },
  {
    id: 'regenera',
    name: 'Renewal',
    guardianId: 'regenera',
    description: 'Skin, joints, energy and ageing well, with Lady Regenera.',
    rules: ['Before and after photos are not allowed: describe what changed instead.'],
  },
  {
    id: 'biome',
    name: 'Gut',
    guardianId: 'biome',
    description: 'Digestion, fibre, fermented foods and the gut microbiome, with Commander Biome.',
    rules: ['Blood in the stool, black stool or weight loss without a reason belong with a doctor, not a thread.'],
  },
  {
    id: 'genomica',
    name: 'DNA and cognition',
    guardianId: 'genomica',
    description: 'Memory, focus, sleep and what genes can and cannot tell you, with Lady Genomica.',
    rules: ['Never post someone else’s genetic results, and think twice before posting your own.'],
  },
  {
    id: 'immuno',
    name: 'Immunity',
    guardianId: 'immuno',
    description: 'Colds, allergies, vitamin D and staying well through the seasons, with General Immuno.',
    rules: ['Vaccination questions are welcome; claims that a supplement replaces a vaccine are removed.'],
  },
  {
    id: 'general',
    name: 'General',
    guardianId: null,
    description: 'Introductions, progress, questions that fit no single guardian, and the Guardian Council itself.',
    rules: ['Start with an introduction if you like: what brought you here and what you hope to change.'],
  },
];

export function isCircleId(value: unknown): value is CircleId {
  return typeof value === 'string' && (CIRCLE_IDS as readonly string[]).includes(value);
}

export function circleOf(id: CircleId): Circle {
  const circle = CIRCLES.find((candidate) => candidate.id === id);
  if (!circle) throw new Error(`No circle ${id}`);
  return circle;
}

/**
 * Trust levels, earned automatically (Discourse's model, smaller): what a member has done decides what they may do.
 * A level is reached when every one of its thresholds is met; it is never lost by waiting.
 */
export const TRUST_LEVELS = [
  {
    level: 0,
    name: 'New member',
    requires: { daysVisited: 0, topicsRead: 0, replies: 0, helpfulReceived: 0 },
    may: 'Read, reply and start topics (a few a day); no links or images yet.',
    postsPerDay: 5,
    linksAllowed: false,
    flagWeight: 1,
  },
  {
    level: 1,
    name: 'Member',
    requires: { daysVisited: 3, topicsRead: 10, replies: 3, helpfulReceived: 0 },
    may: 'Post links to reputable sources; more posts a day.',
    postsPerDay: 20,
    linksAllowed: true,
    flagWeight: 1,
  },
  {
    level: 2,
    name: 'Trusted member',
    requires: { daysVisited: 15, topicsRead: 50, replies: 15, helpfulReceived: 10 },
    may: 'Your reports weigh twice as much: two trusted reports hide a post until a moderator looks.',
    postsPerDay: 50,
    linksAllowed: true,
    flagWeight: 2,
  },
] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number]['level'];

export interface TrustProgress {
  daysVisited: number;
  topicsRead: number;
  replies: number;
  helpfulReceived: number;
}

/** The highest level whose every threshold `progress` meets. */
export function trustLevelOf(progress: TrustProgress): TrustLevel {
  let reached: TrustLevel = 0;
  for (const level of TRUST_LEVELS) {
    const { requires } = level;
    if (
      progress.daysVisited >= requires.daysVisited &&
      progress.topicsRead >= requires.topicsRead &&
      progress.replies >= requires.replies &&
      progress.helpfulReceived >= requires.helpfulReceived
    ) {
      reached = level.level;
    }
  }
  return reached;
}

export function trustLevel(level: TrustLevel): (typeof TRUST_LEVELS)[number] {
  const found = TRUST_LEVELS.find((candidate) => candidate.level === level);
  if (!found) throw new Error(`No trust level ${level}`);
  return found;
}

/** Reported posts are hidden until a moderator looks once their reports weigh this much (members 1, trusted 2, staff 4). */
export const HIDE_AT_FLAG_WEIGHT = 4;
export const STAFF_FLAG_WEIGHT = 4;

export const REPORT_REASONS = ['harmful_advice', 'someone_at_risk', 'selling', 'unkind', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  harmful_advice: 'Harmful or false health advice',
  someone_at_risk: 'Someone may be in danger',
  selling: 'Selling or advertising',
  unkind: 'Unkind or abusive',
  off_topic: 'Off topic',
  other: 'Something else',
};

/** Why a post waits for a moderator instead of showing. */
export const HOLD_REASONS = ['emergency', 'crisis', 'cure_claim', 'product_push', 'reports', 'member_held'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Readonly<Record<HoldReason, string>> = {
  emergency: 'Describes a medical emergency',
  crisis: 'Someone may be at risk of harming themselves',
  cure_claim: 'Claims to cure or treat a disease',
  product_push: 'Promotes a product or shop',
  reports: 'Hidden by members’ reports',
  member_held: 'The member’s posts wait for approval',
};

export const TOPIC_TITLE_MAX = 140;
export const POST_BODY_MAX = 5000;
export const DISPLAY_NAME_MAX = 40;
export const COMMUNITY_PAGE_SIZE = 20;
