// The guardian content entries of spec 3: what each guardian looks after, the science behind it and concrete tips
// for people whose score is high, medium or low. Recommended products are not listed here: they are read from the
// catalog at request time, so a guardian never recommends a product the store does not sell.
import type { Kysely } from 'kysely';
import type { GuardianId } from '@common/guardians';
import { GUARDIAN_IDS } from '@common/guardians';
import type { Database, GuardianContentItemsTable } from '../../db/schema';

export interface GuardianContentSeed {
  name: string;
  fullName: string;
  role: string;
  subtitle: string;
  description: string;
  detailedDescription: string;
  aiEntity: string;
  tags: readonly string[];
  science: { system: string; nutrients: readonly string[]; challenges: readonly string[]; benefits: readonly string[] };
  optimizationTips: { high: readonly string[]; medium: readonly string[]; low: readonly string[] };
}

/** Kinds of guardian_content_items rows, one per list of the content entry. */
export const CONTENT_ITEM_KINDS = ['tag', 'nutrient', 'challenge', 'benefit', 'tip_high', 'tip_medium', 'tip_low'] as const;
export type ContentItemKind = (typeof CONTENT_ITEM_KINDS)[number];

export const GUARDIAN_CONTENT: Readonly<Record<GuardianId, GuardianContentSeed>> = {
  angio: {
    name: 'Captain Angio',
    fullName: 'Captain Angio, Guardian of Circulation and Heart Health',
    role: 'Keeps blood, oxygen and nutrients flowing to every cell',
    subtitle: 'Heart, blood vessels and circulation',
    description:
      'Captain Angio watches over your heart and the close to 100,000 kilometres of blood vessels that carry oxygen and nutrients to every cell of your body.',
    detailedDescription:
      'Good circulation depends on a strong heart and on flexible vessel walls. The thin lining of every vessel, the endothelium, releases nitric oxide, which relaxes the vessel and lets blood flow freely. Regular movement, nitrate-rich vegetables, omega-3 fats and a diet low in salt keep that lining healthy, while long hours of sitting, smoking, chronic stress and raised blood pressure wear it down. Captain Angio turns your answers about energy, exercise, stress and cold hands and feet into small daily steps that protect your heart for the long run.',
    aiEntity:
      'A circulation coach that reads your answers on energy, exercise, stress and cold hands and feet, and answers as Captain Angio with steps you can take today.',
    tags: ['Heart health', 'Blood flow', 'Nitric oxide', 'Endurance'],
    science: {
      system: 'Cardiovascular system: heart, arteries, veins and capillaries',
      nutrients: [
        'Omega-3 fatty acids (EPA and DHA) from oily fish or algae',
        'Coenzyme Q10, which heart muscle cells use to make energy',
        'Dietary nitrates from beetroot, rocket and spinach, which the body turns into nitric oxide',
        'L-arginine and L-citrulline, building blocks of nitric oxide',
        'Magnesium and potassium for a steady heartbeat and healthy blood pressure',
        'Cocoa flavanols and berry polyphenols, which support flexible vessel walls',
      ],
      challenges: [
        'High blood pressure, which often has no symptoms',
        'Raised LDL cholesterol and triglycerides',
        'Long hours of sitting',
        'Smoking and vaping',
        'Chronic stress',
        'Cold hands and feet from weak peripheral circulation',
      ],
      benefits: [
        'Steadier energy and stamina through the day',
        'Warmer hands and feet',
        'Faster recovery after exercise',
        'Healthy blood pressure',
        'Lower long-term risk of heart disease and stroke',
      ],
    },
    optimizationTips: {
      high: [
        'Keep at least 150 minutes of moderate activity a week, including two short sessions of higher intensity.',
        'Eat oily fish such as salmon, sardines or mackerel twice a week.',
        'Have your blood pressure checked once a year so you notice a change early.',
      ],
      medium: [
        'Take a 10-minute walk after your main meals.',
        'Add a daily portion of beetroot, rocket or spinach for their natural nitrates.',
        'Stand up and move for a few minutes every 30 to 60 minutes of sitting.',
        'Swap one processed snack a day for a handful of unsalted nuts.',
      ],
      low: [
        'Ask your doctor to check your blood pressure, cholesterol and blood sugar.',
        'Start with a 10-minute daily walk and add five minutes each week.',
        'Keep salt under 5 g a day (about one teaspoon) by cooking fresh and reading labels.',
        'If you smoke, get support to stop: circulation starts to improve within weeks.',
      ],
    },
  },
  regenera: {
    name: 'Lady Regenera',
    fullName: 'Lady Regenera, Guardian of Cellular Renewal',
    role: 'Helps every cell repair, renew and age well',
    subtitle: 'Cellular energy, repair and healthy ageing',
    description:
      'Lady Regenera looks after the constant renewal of your body: the repair of cells, the energy of your mitochondria and the collagen that keeps skin and joints supple.',
    detailedDescription:
      'Your body replaces billions of cells every day. Mitochondria inside each cell turn food into energy using NAD+, and in doing so produce free radicals that antioxidants keep in check. Collagen, which needs vitamin C to form, holds skin, tendons and joints together. Deep sleep is when much of this repair happens. Oxidative stress from poor sleep, sugary diets, smoking and too much sun speeds up ageing, while colourful plant foods, good protein, regular movement and steady sleep slow it down. Lady Regenera reads your answers about sleep, energy and diet and shows you where renewal needs help.',
    aiEntity: 'A renewal guide that reads your answers on sleep, energy and diet, and answers as Lady Regenera with routines for repair and healthy ageing.',
    tags: ['Cellular energy', 'Antioxidants', 'Healthy ageing', 'Skin and collagen'],
    science: {
      system: 'Cellular repair and renewal: mitochondria, skin and connective tissue',
      nutrients: [
        'Vitamins C and E, antioxidants that neutralise free radicals',
        'Polyphenols from green tea, berries and extra virgin olive oil',
        'NAD+ precursors such as niacin and nicotinamide riboside',
        'Collagen peptides together with vitamin C, which collagen formation needs',
        'Selenium, part of the antioxidant enzyme glutathione peroxidase',
        'Carotenoids such as lycopene and lutein from tomatoes and leafy greens',
      ],
      challenges: [
        'Oxidative stress',
        'Short or broken sleep',
        'Sun damage to the skin',
        'Diets high in sugar, which stiffen collagen through glycation',
        'Smoking',
        'Repair that naturally slows with age',
      ],
      benefits: [
        'Steadier energy from well-working mitochondria',
        'Firmer, more elastic skin and stronger hair and nails',
        'Faster recovery after exercise and illness',
        'Healthier ageing of joints and tissues',
      ],
    },
    optimizationTips: {
      high: [
        'Keep a regular sleep window of 7 to 9 hours, even at weekends.',
        'Eat at least five different colours of fruit and vegetables a day.',
        'Wear sunscreen of SPF 30 or more on exposed skin when the UV index is 3 or above.',
      ],
      medium: [
        'Add a cup of green tea or a handful of berries to your day.',
        'Include protein at each meal so your body has the amino acids to rebuild tissue.',
        'Do two sessions of strength training a week to keep muscle and mitochondria active.',
        'Cut back on sugary drinks and sweets, which speed up collagen stiffening.',
      ],
      low: [
        'Make sleep the first priority: a fixed bedtime and no screens for the last hour.',
        'Build meals around vegetables, legumes, fish and olive oil rather than processed foods.',
        'If you smoke, seek help to stop: it is the biggest source of avoidable oxidative stress.',
        'Talk to your doctor about lasting fatigue; it can have causes such as anaemia or thyroid problems.',
      ],
    },
  },
  biome: {
    name: 'Commander Biome',
    fullName: 'Commander Biome, Guardian of the Gut',
    role: 'Commands the trillions of microbes that digest, protect and signal for you',
    subtitle: 'Digestion and the gut microbiome',
    description:
      'Commander Biome leads the trillions of bacteria in your gut that help digest food, make vitamins, train your immune system and talk to your brain.',
    detailedDescription:
      'Your gut holds a community of microbes that ferments the fibre you cannot digest into short-chain fatty acids such as butyrate, which feed the cells of the gut lining and calm inflammation. A varied, fibre-rich diet grows a varied microbiome; ultra-processed foods, repeated antibiotic courses, stress and rushed meals shrink it. The gut and brain are connected through the vagus nerve, so digestion and mood affect each other. Commander Biome reads your answers about bloating, regularity, diet and stress and shows you how to rebuild a resilient gut.',
    aiEntity:
      'A digestion strategist that reads your answers on bloating, regularity, fibre and stress, and answers as Commander Biome with steps for a resilient gut.',
    tags: ['Gut health', 'Probiotics', 'Fibre', 'Digestion'],
    science: {
      system: 'Digestive system and gut microbiome',
      nutrients: [
        'Dietary fibre: aim for about 30 g a day from vegetables, fruit, whole grains and legumes',
        'Probiotics such as Lactobacillus and Bifidobacterium strains',
        'Prebiotics such as inulin, fructo-oligosaccharides and resistant starch that feed good bacteria',
        'Fermented foods: yoghurt, kefir, kimchi, sauerkraut and miso',
        'Polyphenols from cocoa, berries, tea and olive oil, which gut bacteria also feed on',
        'Zinc and glutamine, which help maintain the gut lining',
      ],
      challenges: [
        'Low-fibre, ultra-processed diets',
        'Bloating, gas and irregular bowel movements',
        'Antibiotic courses that wipe out good bacteria along with bad',
        'Stress acting through the gut–brain axis',
        'Eating fast, late or on the go',
      ],
      benefits: [
        'Comfortable, regular digestion',
        'Better absorption of nutrients',
        'A stronger immune system, most of which sits along the gut',
        'Steadier mood through the gut–brain axis',
        'Healthy blood sugar and weight',
      ],
    },
    optimizationTips: {
      high: [
        'Aim for 30 different plant foods a week: vegetables, fruit, grains, nuts, seeds, herbs and legumes all count.',
        'Keep a fermented food in your day, such as yoghurt, kefir or kimchi.',
        'Drink water through the day so fibre can do its work.',
      ],
      medium: [
        'Add one portion of legumes (lentils, beans or chickpeas) to your meals each day.',
        'Swap white bread, rice or pasta for whole-grain versions.',
        'Eat slowly and chew well; stop a few hours before bedtime.',
        'Cool cooked potatoes or rice before eating them to raise their resistant starch.',
      ],
      low: [
        'Raise fibre gradually, about 5 g more a week, to avoid extra bloating.',
        'Keep a two-week food and symptom diary to find what upsets your digestion.',
        'After a course of antibiotics, eat fermented foods and plenty of plants to help your microbiome recover.',
        'See a doctor about ongoing pain, blood in the stool, weight loss or a lasting change in bowel habits.',
      ],
    },
  },
  genomica: {
    name: 'Lady Genomica',
    fullName: 'Lady Genomica, Guardian of DNA and Cognition',
    role: 'Guards focus, memory and the brain that runs everything else',
    subtitle: 'Brain health, focus and memory',
    description:
      'Lady Genomica guards your brain and nervous system: focus, memory, learning and the nutrients your DNA needs to keep cells working as they should.',
    detailedDescription:
      'The brain is about 2% of body weight yet uses around a fifth of its energy. Its cell membranes are rich in the omega-3 fat DHA; B vitamins (B6, folate and B12) drive the methylation reactions that make neurotransmitters and maintain DNA; choline is the raw material of acetylcholine, the messenger of memory. During deep sleep the brain clears the waste of the day. Poor sleep, constant multitasking, chronic stress and a sedentary life blunt focus and memory, while learning, movement and a nutrient-dense diet keep the brain adaptable. Lady Genomica reads your answers about focus, memory, sleep and stress and shows you how to think clearly for longer.',
    aiEntity:
      'A cognition mentor that reads your answers on focus, memory, sleep and stress, and answers as Lady Genomica with habits for a sharper, longer-lived brain.',
    tags: ['Focus', 'Memory', 'Brain health', 'Methylation'],
    science: {
      system: 'Brain and nervous system',
      nutrients: [
        'Omega-3 DHA, a main building block of brain cell membranes',
        'B vitamins B6, folate (B9) and B12 for neurotransmitters and DNA methylation',
        'Choline from eggs, fish and soy, the raw material of acetylcholine',
        'Magnesium for nerve signalling and restful sleep',
        'Flavonoids from berries, cocoa and tea, linked with better memory',
        'Lutein and zeaxanthin from leafy greens, which also collect in brain tissue',
        'Iron, which carries oxygen to the brain',
      ],
      challenges: [
        'Short or poor-quality sleep',
        'Chronic stress',
        'Multitasking and constant notifications',
        'Low vitamin B12, common with plant-based diets and with age',
        'A sedentary lifestyle',
      ],
      benefits: ['Sharper focus and faster thinking', 'Better memory and learning', 'Steadier mood', 'Long-term protection of brain health'],
    },
    optimizationTips: {
      high: [
        'Keep learning something new and demanding, such as a language or an instrument.',
        'Protect 7 to 9 hours of sleep: it is when the brain consolidates memories.',
        'Eat oily fish twice a week or an algae source of DHA.',
      ],
      medium: [
        'Work in single-task blocks of 25 to 50 minutes with notifications off.',
        'Add eggs, leafy greens and berries to your weekly meals.',
        'Take a brisk 20-minute walk on most days: aerobic exercise supports memory.',
        'Try 10 minutes of breathing practice or meditation a day to lower stress.',
      ],
      low: [
        'Fix a regular sleep and wake time and keep screens out of the bedroom.',
        'If you eat little or no animal food, ask your doctor to check vitamin B12 and iron.',
        'Write tasks down instead of holding them in your head, and do one thing at a time.',
        'Talk to a doctor if forgetfulness or low mood lasts for weeks.',
      ],
    },
  },
  immuno: {
    name: 'General Immuno',
    fullName: 'General Immuno, Guardian of Immunity',
    role: 'Marshals the defences that keep infections at bay',
    subtitle: 'Immune defence and resilience',
    description:
      'General Immuno marshals your immune defences: the barriers, white blood cells and antibodies that keep infections at bay and help you recover when one gets through.',
    detailedDescription:
      'Your immune system has two lines of defence: a fast innate response and a slower adaptive one that remembers past infections. Both need steady supplies of vitamin D, zinc, vitamin C and protein, and both work best with enough sleep. Vitamin D is made in the skin from sunlight, so it often runs low in winter or with little time outdoors. Short sleep, chronic stress, heavy drinking and a diet low in fruit and vegetables weaken the defences; daylight, movement, good sleep and a varied diet strengthen them. General Immuno reads your answers about infections, daylight, sleep and diet and shows you how to keep your defences ready.',
    aiEntity:
      'An immunity strategist that reads your answers on infections, daylight, sleep and diet, and answers as General Immuno with steps to keep your defences ready.',
    tags: ['Immunity', 'Vitamin D', 'Resilience', 'Recovery'],
    science: {
      system: 'Immune system: innate and adaptive defences',
      nutrients: [
        'Vitamin D, made in the skin from sunlight and found in oily fish and eggs',
        'Zinc, needed for the development and function of immune cells',
        'Vitamin C, which supports barrier function and white blood cells',
        'Selenium and vitamin E, antioxidants for immune cells',
        'Vitamin A, which keeps the linings of the airways and gut intact',
        'Protein, the raw material of antibodies',
        'Probiotics, since much of the immune system lines the gut',
      ],
      challenges: [
        'Little daylight and low vitamin D, especially in winter',
        'Short sleep',
        'Chronic stress',
        'Frequent colds and infections',
        'Few fruits and vegetables',
        'Heavy drinking',
      ],
      benefits: ['Fewer colds and infections', 'Faster recovery when you do get ill', 'Better response to vaccines', 'More energy through the winter months'],
    },
    optimizationTips: {
      high: [
        'Keep spending time outdoors in daylight every day, all year round.',
        'Keep your vaccinations up to date.',
        'Keep sleeping 7 to 9 hours: people who sleep less catch more colds.',
      ],
      medium: [
        'Get 15 to 30 minutes of daylight on your skin on most days, without burning.',
        'Eat a vitamin C food every day, such as citrus, kiwi, peppers or broccoli.',
        'Add zinc sources such as legumes, seeds, nuts or shellfish to your weekly meals.',
        'Wash your hands before eating and after travelling.',
      ],
      low: [
        'Ask your doctor whether to test your vitamin D level, and how much to supplement in winter.',
        'Make sleep a priority and cut back on alcohol.',
        'Build every meal around vegetables, fruit and a source of protein.',
        'See a doctor if you get infections very often or they take long to clear.',
      ],
    },
  },
};

function contentItems(guardianId: GuardianId, content: GuardianContentSeed): GuardianContentItemsTable[] {
  const lists: Record<ContentItemKind, readonly string[]> = {
    tag: content.tags,
    nutrient: content.science.nutrients,
    challenge: content.science.challenges,
    benefit: content.science.benefits,
    tip_high: content.optimizationTips.high,
    tip_medium: content.optimizationTips.medium,
    tip_low: content.optimizationTips.low,
  };
  return CONTENT_ITEM_KINDS.flatMap((kind) => lists[kind].map((text, position) => ({ guardian_id: guardianId, kind, position, text })));
}

/** Content entries and their lists for the five guardians; rows that exist already are left as they are. */
export async function seedGuardianContent(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('guardian_content')
    .values(
      GUARDIAN_IDS.map((id) => {
        const content = GUARDIAN_CONTENT[id];
        return {
          guardian_id: id,
          name: content.name,
          full_name: content.fullName,
          role: content.role,
          subtitle: content.subtitle,
          description: content.description,
          detailed_description: content.detailedDescription,
          ai_entity: content.aiEntity,
          science_system: content.science.system,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('guardian_id').doNothing())
    .execute();
  await db
    .insertInto('guardian_content_items')
    .values(GUARDIAN_IDS.flatMap((id) => contentItems(id, GUARDIAN_CONTENT[id])))
    .onConflict((conflict) => conflict.columns(['guardian_id', 'kind', 'position']).doNothing())
    .execute();
}
