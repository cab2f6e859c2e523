// Experts of /find-expert: each is a practitioner account holding its profession's role, so the partner dashboards
// of a later issue can sign them in. The accounts have no password: staff set one (or link a sign-in) before use.
// Weekly availability is in UTC; "03:30" is 09:00 in India.
import type { Kysely } from 'kysely';
import type { ExpertProfession } from '@common/contracts/experts';
import type { StorefrontCurrency } from '@common/commerce';
import type { GuardianId } from '@common/guardians';
import { insertUser } from '../../modules/accounts/accounts.repository';
import { newUserRow } from '../../modules/accounts/accounts.exports';
import type { Database } from '../../db/schema';
import { seedId, seedPrices } from './commerce-seed';

export const EXPERT_EMAIL_DOMAIN = 'experts.guardians.example';
export const EXPERT_IMAGE_PATH_PREFIX = '/resources/experts/';

interface SeedWindow {
  weekdays: readonly number[];
  start: string;
  end: string;
}

export interface SeedExpert {
  slug: string;
  name: string;
  profession: ExpertProfession;
  title: string;
  guardianFocus: GuardianId;
  rating: number;
  reviewCount: number;
  bio: string;
  /** Whole rupees per consultation. */
  priceInr: number;
  sessionMinutes: number;
  languages: readonly string[];
  yearsExperience: number;
  availability: readonly SeedWindow[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const IST_MORNING = { start: '03:30', end: '07:30' };
const IST_EVENING = { start: '11:30', end: '14:30' };

export const SEED_EXPERTS: readonly SeedExpert[] = [
  {
    slug: 'dr-ananya-sharma',
    name: 'Dr. Ananya Sharma',
    profession: 'doctor',
    title: 'MBBS, MD (Internal Medicine)',
    guardianFocus: 'angio',
    rating: 4.9,
    reviewCount: 312,
    bio: 'Internal-medicine physician with a preventive-cardiology practice in Pune. Helps patients read their lipid and blood-pressure numbers and build a heart plan that combines diet, movement and, where needed, supplements.',
    priceInr: 1200,
    sessionMinutes: 30,
    languages: ['English', 'Hindi'],
    yearsExperience: 14,
    availability: [{ weekdays: WEEKDAYS, ...IST_MORNING }],
  },
  {
    slug: 'vaidya-ravi-kulkarni',
    name: 'Vaidya Ravi Kulkarni',
    profession: 'ayurvedic',
    title: 'BAMS, MD (Ayurveda)',
    guardianFocus: 'biome',
    rating: 4.8,
    reviewCount: 268,
    bio: 'Third-generation Ayurvedic physician focused on agni (digestive fire), IBS and food intolerances. Consultations include prakriti assessment and a seasonal diet and herb routine.',
    priceInr: 800,
    sessionMinutes: 45,
    languages: ['English', 'Marathi', 'Hindi'],
    yearsExperience: 18,
    availability: [
      { weekdays: [1, 3, 5], ...IST_MORNING },
      { weekdays: [6], start: '04:30', end: '07:30' },
    ],
  },
  {
    slug: 'meera-iyer',
    name: 'Meera Iyer',
    profession: 'nutritionist',
    title: 'MSc Clinical Nutrition, Registered Dietitian',
    guardianFocus: 'regenera',
    rating: 4.7,
    reviewCount: 194,
    bio: 'Clinical dietitian who designs antioxidant-rich, protein-adequate meal plans for healthy ageing, skin health and recovery, built around South Indian home cooking.',
    priceInr: 900,
    sessionMinutes: 45,
    languages: ['English', 'Tamil'],
    yearsExperience: 9,
    availability: [{ weekdays: [2, 4], ...IST_EVENING }],
  },
  {
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    profession: 'health_coach',
    title: 'NBHWC-certified Health and Wellness Coach',
    guardianFocus: 'immuno',
    rating: 4.6,
    reviewCount: 141,
    bio: 'Former corporate manager turned health coach. Works on sleep, stress and movement habits that keep the immune system resilient, with weekly check-ins.',
    priceInr: 600,
    sessionMinutes: 30,
    languages: ['English', 'Hindi', 'Gujarati'],
    yearsExperience: 7,
    availability: [
      { weekdays: WEEKDAYS, ...IST_EVENING },
      { weekdays: [6, 0], start: '04:00', end: '06:00' },
    ],
  },
  {
    slug: 'dr-farah-khan',
    name: 'Dr. Farah Khan',
    profession: 'doctor',
    title: 'MBBS, DM (Neurology)',
    guardianFocus: 'genomica',
    rating: 4.8,
    reviewCount: 226,
    bio: 'Neurologist with a special interest in memory, migraine and brain health in midlife. Reviews reports, screens for deficiencies (B12, vitamin D) and advises on evidence-based nootropics.',
    priceInr: 1500,
    sessionMinutes: 30,
    languages: ['English', 'Hindi', 'Urdu'],
    yearsExperience: 16,
    availability: [{ weekdays: [1, 2, 4], start: '08:30', end: '11:30' }],
  },
  {
    slug: 'vaidya-lakshmi-nair',
    name: 'Vaidya Lakshmi Nair',
    profession: 'ayurvedic',
    title: 'BAMS, PG Diploma in Panchakarma',
    guardianFocus: 'regenera',
    rating: 4.7,
    reviewCount: 173,
    bio: 'Kerala-trained Ayurvedic practitioner specialising in rasayana (rejuvenation) therapy, skin and hair health, and gentle seasonal detox routines.',
    priceInr: 750,
    sessionMinutes: 45,
    languages: ['English', 'Malayalam'],
    yearsExperience: 12,
    availability: [{ weekdays: [1, 2, 3, 4], ...IST_MORNING }],
  },
  {
    slug: 'rohan-desai',
    name: 'Rohan Desai',
    profession: 'nutritionist',
    title: 'MSc Sports Nutrition',
    guardianFocus: 'angio',
    rating: 4.5,
    reviewCount: 88,
    bio: 'Sports nutritionist for runners and cyclists: heart-healthy fuelling, nitrate and electrolyte strategies, and sensible supplement stacks for endurance.',
    priceInr: 700,
    sessionMinutes: 30,
    languages: ['English', 'Hindi', 'Marathi'],
    yearsExperience: 6,
    availability: [
      { weekdays: [2, 4], ...IST_EVENING },
      { weekdays: [6], ...IST_MORNING },
    ],
  },
  {
    slug: 'priya-bansal',
    name: 'Priya Bansal',
    profession: 'health_coach',
    title: 'Certified Gut Health Coach (IIN)',
    guardianFocus: 'biome',
    rating: 4.6,
    reviewCount: 119,
    bio: 'Gut-health coach who helps clients with bloating and irregularity through fibre, fermented foods and mindful eating, one small change at a time.',
    priceInr: 650,
    sessionMinutes: 30,
    languages: ['English', 'Hindi', 'Punjabi'],
    yearsExperience: 8,
    availability: [{ weekdays: [1, 3, 5], ...IST_EVENING }],
  },
  {
    slug: 'dr-suresh-reddy',
    name: 'Dr. Suresh Reddy',
    profession: 'doctor',
    title: 'MBBS, MD (Clinical Immunology)',
    guardianFocus: 'immuno',
    rating: 4.7,
    reviewCount: 205,
    bio: 'Clinical immunologist in Hyderabad. Sees patients with frequent infections, allergies and low vitamin D, and explains which tests and supplements are worth it.',
    priceInr: 1300,
    sessionMinutes: 30,
    languages: ['English', 'Telugu', 'Hindi'],
    yearsExperience: 20,
    availability: [{ weekdays: [2, 3, 5], start: '09:30', end: '12:30' }],
  },
  {
    slug: 'kavya-rao',
    name: 'Kavya Rao',
    profession: 'nutritionist',
    title: 'MSc Food Science, Certified Diabetes Educator',
    guardianFocus: 'genomica',
    rating: 4.4,
    reviewCount: 76,
    bio: 'Nutritionist working on blood-sugar balance for steady energy and focus: low-GI Indian meals, omega-3 sources and caffeine timing for students and shift workers.',
    priceInr: 800,
    sessionMinutes: 45,
    languages: ['English', 'Kannada'],
    yearsExperience: 5,
    availability: [{ weekdays: [1, 2, 3, 4, 5], start: '05:30', end: '08:30' }],
  },
  {
    slug: 'vaidya-harish-joshi',
    name: 'Vaidya Harish Joshi',
    profession: 'ayurvedic',
    title: 'BAMS',
    guardianFocus: 'angio',
    rating: 4.5,
    reviewCount: 132,
    bio: 'Ayurvedic physician from Rishikesh with two decades of practice in hypertension and circulation, combining arjuna, diet and pranayama.',
    priceInr: 700,
    sessionMinutes: 30,
    languages: ['Hindi', 'English'],
    yearsExperience: 22,
    availability: [{ weekdays: [1, 2, 3, 4, 5, 6], start: '02:30', end: '05:30' }],
  },
  {
    slug: 'sana-qureshi',
    name: 'Sana Qureshi',
    profession: 'health_coach',
    title: 'ACE-certified Health Coach',
    guardianFocus: 'regenera',
    rating: 4.3,
    reviewCount: 54,
    bio: 'Health coach for women in their 30s to 50s: strength training, sleep and skin-friendly nutrition habits that make healthy ageing practical.',
    priceInr: 550,
    sessionMinutes: 30,
    languages: ['English', 'Hindi', 'Urdu'],
    yearsExperience: 4,
    availability: [{ weekdays: [0, 6], ...IST_MORNING }],
  },
];

function minutesOf(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function expertImagePath(slug: string): string {
  return `${EXPERT_IMAGE_PATH_PREFIX}${slug}.svg`;
}

/** Experts with their accounts and availability; an existing expert (by slug) is left as it is. */
export async function seedExperts(db: Kysely<Database>, currency: StorefrontCurrency, now: Date): Promise<number> {
  let created = 0;
  const existing = new Set((await db.selectFrom('experts').select('slug').execute()).map((row) => row.slug));
  for (const expert of SEED_EXPERTS) {
    if (existing.has(expert.slug)) continue;
    const email = `${expert.slug}@${EXPERT_EMAIL_DOMAIN}`;
    let account = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!account) {
      const user = newUserRow({ id: seedId('expert-user', expert.slug), email, auth_provider: 'simple', display_name: expert.name, is_seeded: 1 }, now);
      await insertUser(db, user, [expert.profession]);
      account = { id: user.id };
    }
    const expertId = seedId('expert', expert.slug);
    await db
      .insertInto('experts')
      .values({
        id: expertId,
        slug: expert.slug,
        user_id: account.id,
        name: expert.name,
        profession: expert.profession,
        title: expert.title,
        guardian_focus: expert.guardianFocus,
        rating_tenths: Math.round(expert.rating * 10),
        review_count: expert.reviewCount,
        bio: expert.bio,
        price: seedPrices(expert.priceInr, expert.priceInr, currency).price,
        currency,
        session_minutes: expert.sessionMinutes,
        languages: expert.languages.join(','),
        years_experience: expert.yearsExperience,
        image: expertImagePath(expert.slug),
        created_at: now.toISOString(),
      })
      .execute();
    await db
      .insertInto('expert_availability')
      .values(
        expert.availability.flatMap((window) =>
          window.weekdays.map((weekday) => ({ expert_id: expertId, weekday, start_minute: minutesOf(window.start), end_minute: minutesOf(window.end) })),
        ),
      )
      .execute();
    created += 1;
  }
  return created;
}
