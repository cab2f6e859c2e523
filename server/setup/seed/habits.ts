// Healthy habits per guardian (spec 3 and 7): small, concrete daily practices, listed in the order to try them.
// Ids are stable (<guardian>-<habit>) so a habit keeps its id if its wording is improved later.
import type { Kysely } from 'kysely';
import type { GuardianId } from '@common/guardians';
import { GUARDIAN_IDS } from '@common/guardians';
import type { Database } from '../../db/schema';

export interface HabitSeed {
  id: string;
  title: string;
  description: string;
}

export const HEALTHY_HABITS: Readonly<Record<GuardianId, readonly HabitSeed[]>> = {
  angio: [
    {
      id: 'angio-walk-after-meals',
      title: 'Walk after meals',
      description: 'A 10-minute walk after lunch and dinner gets blood moving and helps the body handle the sugar and fat of the meal.',
    },
    {
      id: 'angio-nitrate-greens',
      title: 'A daily portion of nitrate-rich vegetables',
      description: 'Beetroot, rocket, spinach and celery carry nitrates that the body turns into nitric oxide, which relaxes blood vessels.',
    },
    {
      id: 'angio-move-every-hour',
      title: 'Break up sitting',
      description: 'Stand, stretch or climb a flight of stairs every 30 to 60 minutes; long unbroken sitting slows blood flow in the legs.',
    },
    {
      id: 'angio-oily-fish',
      title: 'Oily fish twice a week',
      description: 'Salmon, sardines, mackerel or trout supply the omega-3 fats EPA and DHA, which help keep triglycerides and blood pressure in check.',
    },
    {
      id: 'angio-less-salt',
      title: 'Taste before you salt',
      description: 'Keep salt under 5 g a day: season with herbs, lemon and spices, and check labels on bread, sauces and ready meals.',
    },
  ],
  regenera: [
    {
      id: 'regenera-sleep-window',
      title: 'Keep a fixed sleep window',
      description: "Go to bed and wake at the same times every day, aiming for 7 to 9 hours; much of the body's repair work happens in deep sleep.",
    },
    {
      id: 'regenera-eat-the-rainbow',
      title: 'Eat five colours a day',
      description: 'Red, orange, yellow, green and purple plant foods each bring different antioxidants and polyphenols that limit oxidative stress.',
    },
    {
      id: 'regenera-strength-training',
      title: 'Strength training twice a week',
      description: 'Working your muscles against resistance keeps muscle mass and builds new mitochondria, the power plants of your cells.',
    },
    {
      id: 'regenera-daily-sunscreen',
      title: 'Protect your skin from the sun',
      description: 'Use SPF 30 or higher on your face and hands when the UV index is 3 or more; UV light is the main cause of visible skin ageing.',
    },
    {
      id: 'regenera-protein-with-vitamin-c',
      title: 'Protein and vitamin C at each meal',
      description: 'Your body builds collagen from protein and needs vitamin C to do it: pair eggs, fish or legumes with peppers, citrus or berries.',
    },
  ],
  biome: [
    {
      id: 'biome-thirty-plants',
      title: 'Thirty plants a week',
      description: 'Count the different vegetables, fruits, grains, legumes, nuts, seeds and herbs you eat; variety feeds a more varied microbiome.',
    },
    {
      id: 'biome-fermented-food',
      title: 'A fermented food every day',
      description: 'A serving of yoghurt, kefir, kimchi, sauerkraut or miso brings live microbes that can help keep the gut community diverse.',
    },
    {
      id: 'biome-daily-legumes',
      title: 'Legumes once a day',
      description: 'Lentils, beans and chickpeas are rich in fibre and resistant starch that gut bacteria ferment into the protective fatty acid butyrate.',
    },
    {
      id: 'biome-slow-meals',
      title: 'Eat slowly and chew well',
      description: 'Put the fork down between bites and take 20 minutes per meal; digestion starts in the mouth and rushed meals bring more bloating.',
    },
    {
      id: 'biome-early-dinner',
      title: 'Finish dinner early',
      description: 'Leave two to three hours between your last meal and bedtime so digestion is done before you sleep.',
    },
  ],
  genomica: [
    {
      id: 'genomica-single-task-blocks',
      title: 'Work in single-task blocks',
      description: 'Choose one task, silence notifications and work for 25 to 50 minutes before a short break; switching tasks costs focus each time.',
    },
    {
      id: 'genomica-learn-something-new',
      title: 'Learn something new each day',
      description: 'Fifteen minutes of a language, an instrument or a new skill challenges the brain to build new connections.',
    },
    {
      id: 'genomica-brisk-walk',
      title: 'A brisk walk most days',
      description: 'Twenty minutes of aerobic exercise raises blood flow to the brain and is linked with better memory.',
    },
    {
      id: 'genomica-brain-foods',
      title: 'Eggs, greens and berries in your week',
      description: 'Eggs bring choline, leafy greens folate and lutein, and berries flavonoids: nutrients that support memory and brain cells.',
    },
    {
      id: 'genomica-screen-free-hour',
      title: 'A screen-free hour before bed',
      description: 'Dim lights and put screens away for the last hour of the day so you fall asleep sooner and the brain gets its overnight clean-up.',
    },
  ],
  immuno: [
    {
      id: 'immuno-morning-daylight',
      title: 'Daylight every morning',
      description: 'Spend 15 to 30 minutes outdoors in daylight without burning; sunlight on the skin makes vitamin D and sets your body clock.',
    },
    {
      id: 'immuno-vitamin-c-food',
      title: 'A vitamin C food every day',
      description: 'Citrus fruit, kiwi, peppers, broccoli or berries supply the vitamin C your white blood cells and skin barrier rely on.',
    },
    {
      id: 'immuno-zinc-sources',
      title: 'Zinc in your weekly meals',
      description: 'Pumpkin seeds, chickpeas, cashews, oats and shellfish supply zinc, which immune cells need to develop and respond.',
    },
    {
      id: 'immuno-protect-sleep',
      title: 'Seven hours of sleep or more',
      description: 'People who sleep under seven hours catch colds more often; keep a regular bedtime, especially in cold and flu season.',
    },
    {
      id: 'immuno-wash-hands',
      title: 'Wash your hands before eating',
      description: 'Twenty seconds with soap and water before meals and after travel removes most of the germs that cause colds and stomach bugs.',
    },
  ],
};

/** The habits of every guardian; habits that exist already are left as they are. */
export async function seedHealthyHabits(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('healthy_habits')
    .values(
      GUARDIAN_IDS.flatMap((guardianId) =>
        HEALTHY_HABITS[guardianId].map((habit, position) => ({
          id: habit.id,
          guardian_id: guardianId,
          position,
          title: habit.title,
          description: habit.description,
        })),
      ),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
