// Development only (NODE_ENV is not production): one account per partner role, so each partner screen can be tried
// at once (the lab with its lab record, so practitioners can order lab tests from the first start). The README lists
// these. Production never creates them, and locks any it finds (see lockDevAccounts).
import type { Kysely } from 'kysely';
import { DEFAULT_STOREFRONT_CURRENCY } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';
import { EXPERT_PROFESSIONS } from '@common/contracts/experts';
import type { ExpertProfession } from '@common/contracts/experts';
import type { GuardianId } from '@common/guardians';
import type { Role } from '@common/roles';
import { findUserByEmail, insertUser } from '../../modules/accounts/accounts.repository';
import { newUserRow, hashPassword } from '../../modules/accounts/accounts.exports';
import { openLab } from '../../modules/labs/labs.exports';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { seedId, seedPrices } from './commerce-seed';
import { expertImagePath, SEED_EXPERTS } from './experts';

/** The password of every development partner account. */
export const DEV_ACCOUNT_PASSWORD = 'Guardians-dev-2026!';

export interface DevAccount {
  role: Role;
  email: string;
  displayName: string;
}

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  { role: 'ayurvedic', email: 'ayurvedic@dev.guardians.test', displayName: 'Vaidya Asha (development ayurvedic practitioner)' },
  { role: 'nutritionist', email: 'nutritionist@dev.guardians.test', displayName: 'Nina Nutrition (development nutritionist)' },
  { role: 'health_coach', email: 'health-coach@dev.guardians.test', displayName: 'Harper Coach (development health coach)' },
  { role: 'doctor', email: 'doctor@dev.guardians.test', displayName: 'Dr. Devi (development doctor)' },
  { role: 'lab', email: 'lab@dev.guardians.test', displayName: 'Lumen Labs (development lab)' },
  { role: 'brand_partner', email: 'brand-partner@dev.guardians.test', displayName: 'Bloom Botanicals (development brand partner)' },
];

/** The focus of each development practitioner's practice profile. */
const DEV_PRACTICE_FOCUS: Readonly<Record<ExpertProfession, GuardianId>> = {
  ayurvedic: 'regenera',
  nutritionist: 'biome',
  health_coach: 'immuno',
  doctor: 'angio',
};
/** Development practices keep office hours in India, 09:00–17:00 Monday to Friday, 30-minute slots. */
const DEV_PRACTICE_TIME_ZONE = 'Asia/Kolkata';
const DEV_PRACTICE_HOURS = { weekdays: [1, 2, 3, 4, 5], startMinute: 9 * 60, endMinute: 17 * 60 };

function isProfession(role: Role): role is ExpertProfession {
  return (EXPERT_PROFESSIONS as readonly string[]).includes(role);
}

/**
 * Creates the accounts that are missing; an existing one keeps whatever was changed on it. Each practitioner account
 * also gets a practice profile (listed at /find-expert, bookable, with office hours), made when it has none, so its
 * dashboard's Today and Availability tabs work at once.
 */
export async function seedDevAccounts(db: Kysely<Database>, now = new Date(), currency: StorefrontCurrency = DEFAULT_STOREFRONT_CURRENCY): Promise<number> {
  let created = 0;
  for (const account of DEV_ACCOUNTS) {
    let userId = (await findUserByEmail(db, account.email))?.id;
    if (!userId) {
      const row = newUserRow(
        {
          email: account.email,
          auth_provider: 'simple',
          display_name: account.displayName,
          password_hash: await hashPassword(DEV_ACCOUNT_PASSWORD),
          is_seeded: 1,
        },
        now,
      );
      try {
        await db.transaction().execute((trx) => insertUser(trx, row, [account.role]));
        created += 1;
        userId = row.id;
      } catch (error) {
        // Another instance seeding the same database at the same moment created it: nothing left to do.
        if (!isUniqueViolation(error)) throw error;
        continue;
      }
    }
    if (isProfession(account.role)) await seedDevPractice(db, userId, account, account.role, now, currency);
    // The lab's record, so a practitioner's lab order has a lab to go to before the lab has ever signed in.
    if (account.role === 'lab') await openLab(db, { userId, name: account.displayName }, now);
  }
  return created;
}

async function seedDevPractice(
  db: Kysely<Database>,
  userId: string,
  account: DevAccount,
  profession: ExpertProfession,
  now: Date,
  currency: StorefrontCurrency,
) {
  // No portrait: a seeded expert's picture bears that expert's initials, not this account's (issue 39). Screens show
  // the name's initials instead. Profiles seeded earlier with a borrowed portrait lose it.
  const borrowedPortraits = SEED_EXPERTS.map((expert) => expertImagePath(expert.slug));
  if (await db.selectFrom('experts').select('id').where('user_id', '=', userId).executeTakeFirst()) {
    await db.updateTable('experts').set({ image: '' }).where('user_id', '=', userId).where('image', 'in', borrowedPortraits).execute();
    return;
  }
  const slug = `dev-${profession.replace('_', '-')}`;
  const expertId = seedId('dev-expert', slug);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('experts')
        .values({
          id: expertId,
          slug,
          user_id: userId,
          name: account.displayName,
          profession,
          title: 'Development account',
          guardian_focus: DEV_PRACTICE_FOCUS[profession],
          rating_tenths: 0,
          review_count: 0,
          bio: `A practice for trying the partner dashboard in development: sign in as ${account.email} and book this profile from a customer account.`,
          price: seedPrices(500, 500, currency).price,
          currency,
          session_minutes: 30,
          languages: 'English',
          years_experience: 1,
          image: '',
          created_at: now.toISOString(),
          time_zone: DEV_PRACTICE_TIME_ZONE,
          buffer_minutes: 0,
        })
        .execute();
      await trx
        .insertInto('expert_availability')
        .values(
          DEV_PRACTICE_HOURS.weekdays.map((weekday) => ({
            expert_id: expertId,
            weekday,
            start_minute: DEV_PRACTICE_HOURS.startMinute,
            end_minute: DEV_PRACTICE_HOURS.endMinute,
          })),
        )
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Where development accounts exist but must not be usable (production), their published password stops working. */
export async function lockDevAccounts(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: null })
    .where(
      'email',
      'in',
      DEV_ACCOUNTS.map((account) => account.email),
    )
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
