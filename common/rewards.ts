// Wallet reward types of spec section 5 and the signup breadcrumb that pays the signup reward.
import { z } from 'zod';
import { GUARDIAN_IDS } from './guardians';

export const REWARD_TYPES = [
  'basic_assessment',
  'advanced_assessment',
  'quote_share',
  'quote_like',
  'product_purchase',
  'system_bonus',
  'conversion_to_rupees',
  'habit_completion',
  'treasure_chest',
  'treasure_reward',
  'wellness_reflection',
  'guardian_blessing',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** Spec 9: saving a Vitamin D reflection earns 200 coins. */
export const REFLECTION_REWARD_COINS = 200;

export const signupBreadcrumbSchema = z.object({
  action: z.string().trim().min(1).max(100),
  guardianId: z.enum(GUARDIAN_IDS),
  rewardAmount: z.number().int().positive(),
  rewardType: z.enum(REWARD_TYPES),
});
export type SignupBreadcrumb = z.infer<typeof signupBreadcrumbSchema>;
