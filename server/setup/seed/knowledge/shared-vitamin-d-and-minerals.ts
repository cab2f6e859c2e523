// Knowledge any guardian may quote: vitamin D in depth (every intent, several dose entries), sunlight, magnesium,
// zinc, calcium, multivitamins, ashwagandha, berberine, chromium, hydration and a balanced diet. Written in our own
// words from the sources named on each entry; adult values unless the question says otherwise.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const ODS_VITAMIN_D_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-Consumer/',
};
const NHS_VITAMIN_D: Source = {
  title: 'NHS — Vitamin D',
  url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/',
};
const NHS_SUN_SAFETY: Source = {
  title: 'NHS — Sunscreen and sun safety',
  url: 'https://www.nhs.uk/live-well/seasonal-health/sunscreen-and-sun-safety/',
};
const ODS_SUPPLEMENTS_WYNTK: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary Supplements: What You Need to Know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};
const ODS_VITAMIN_K_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const ODS_MAGNESIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
const ODS_MAGNESIUM_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-Consumer/',
};
const MAGNESIUM_SLEEP_REVIEW: Source = {
  title: 'Mah J, Pitre T. Oral magnesium supplementation for insomnia in older adults: a systematic review and meta-analysis. BMC Complement Med Ther 2021',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8053283/',
};
const MEDLINE_LEVOTHYROXINE: Source = {
  title: 'MedlinePlus — Levothyroxine',
  url: 'https://medlineplus.gov/druginfo/meds/a682461.html',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_CALCIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Calcium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const MAYO_CALCIUM_THYROID: Source = {
  title: 'Mayo Clinic — Hypothyroidism: Can calcium supplements interfere with treatment?',
  url: 'https://www.mayoclinic.org/diseases-conditions/hypothyroidism/expert-answers/hypothyroidism/faq-20058536',
};
const ODS_IRON_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_MULTIVITAMIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Multivitamin/mineral supplements fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/',
};
const NHS_PREGNANCY_VITAMINS: Source = {
  title: 'NHS — Vitamins, supplements and nutrition in pregnancy',
  url: 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/',
};
const ODS_ASHWAGANDHA_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Ashwagandha fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/',
};
const NCCIH_ASHWAGANDHA: Source = {
  title: 'NCCIH — Ashwagandha',
  url: 'https://www.nccih.nih.gov/health/ashwagandha',
};
const NCCIH_DIABETES_SUPPLEMENTS: Source = {
  title: 'NCCIH — Diabetes and Dietary Supplements: What You Need To Know',
  url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements',
};
const ODS_CHROMIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Chromium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Chromium-HealthProfessional/',
};
const NHS_WATER: Source = {
  title: 'NHS — Water, drinks and your health',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/',
};
const NHS_DEHYDRATION: Source = {
  title: 'NHS — Dehydration',
  url: 'https://www.nhs.uk/conditions/dehydration/',
};
const NHS_EATWELL: Source = {
  title: 'NHS — The Eatwell Guide',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/',
};
const WHO_HEALTHY_DIET: Source = {
  title: 'WHO — Healthy diet fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
};

export const SHARED_VITAMIN_D_AND_MINERALS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Vitamin D.
  {
    id: 'shared-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'What is vitamin D and what does it do?',
    answer:
      'Vitamin D is a fat-soluble vitamin your skin makes in sunlight and a few foods supply. It helps you absorb calcium for strong bones and teeth, and supports muscles, nerves and the immune system.',
    detail:
      'It comes as D3 (cholecalciferol, from animal sources and skin) and D2 (ergocalciferol, from plants and fungi); the liver and kidneys convert both to the active form.',
    source: ODS_VITAMIN_D_CONSUMER,
  },
  {
    id: 'shared-vitamin-d-dose',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How much vitamin D do I need a day? Recommended daily amount of vitamin D',
    answer:
      'Adults aged 19 to 70 need 600 IU (15 µg) of vitamin D a day, and adults over 70 need 800 IU (20 µg). The same 600 IU (15 µg) applies in pregnancy and breastfeeding.',
    detail:
      'The adult upper limit is 4,000 IU (100 µg) a day from all sources; people who get little sun may need a supplement to reach the recommended amount.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-dose-2',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How much vitamin D should I take? How much of it per day? Daily vitamin D dose',
    answer:
      'For most adults, 600 to 800 IU (15 to 20 µg) of vitamin D a day meets needs; many supplements give 1,000 to 2,000 IU (25 to 50 µg), which stays below the adult upper limit of 4,000 IU (100 µg).',
    detail:
      'Count every source (multivitamins, calcium-plus-D tablets, fortified foods), and take more than 4,000 IU (100 µg) daily only if a doctor prescribes it.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-dose-3',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'What is the maximum vitamin D per day? Upper limit of vitamin D',
    answer:
      'The upper limit for adults and children aged 9 and over is 4,000 IU (100 µg) of vitamin D a day. Limits are lower for younger children: 2,500 IU (63 µg) at ages 1 to 3 and 3,000 IU (75 µg) at 4 to 8.',
    detail:
      'Doctors sometimes prescribe higher doses for a short time to correct a proven deficiency, with blood tests to monitor calcium and vitamin D levels.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-dose-4',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How much vitamin D does a baby or child need? Vitamin D drops for infants',
    answer:
      'Infants up to 12 months need 400 IU (10 µg) of vitamin D a day, and children from age 1 need 600 IU (15 µg). Breast milk contains little, so breastfed babies are usually given 400 IU (10 µg) drops daily.',
    detail: 'Infant formula is fortified, so babies drinking about 1 litre of formula a day usually need no extra drops; check with your paediatrician.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-dose-5',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How do I convert IU to micrograms (mcg, µg) for vitamin D?',
    answer: 'For vitamin D, 1 µg equals 40 IU. So 400 IU is 10 µg, 600 IU is 15 µg, 1,000 IU is 25 µg, 2,000 IU is 50 µg and 4,000 IU is 100 µg.',
    detail: 'Labels may write micrograms as µg or mcg; to convert IU to µg, divide by 40, and to convert µg to IU, multiply by 40.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-dose-6',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'Is 2,000 IU of vitamin D a day safe? Is 1,000 IU of vitamin D too much?',
    answer:
      'For most adults, yes: 1,000 to 2,000 IU (25 to 50 µg) of vitamin D a day is above the 600 to 800 IU (15 to 20 µg) recommendation but well under the 4,000 IU (100 µg) upper limit.',
    detail:
      'Check with your doctor first if you have kidney disease, high blood calcium or kidney stones, or take thiazide diuretics, which raise the risk of excess calcium.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-food_sources',
    topic: 'vitamin-d',
    intent: 'food_sources',
    question: 'Which foods have vitamin D? Vitamin D rich foods',
    answer:
      'Oily fish such as salmon, trout, sardines and mackerel are the best food sources, along with cod liver oil, egg yolks, UV-exposed mushrooms, and fortified milk, plant milks, yoghurt and breakfast cereals.',
    detail: 'A 3-ounce (85 g) portion of cooked salmon gives about 570 IU (14 µg), while one egg gives about 44 IU (1.1 µg).',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-food_sources-2',
    topic: 'vitamin-d',
    intent: 'food_sources',
    question: 'How can vegetarians or vegans get vitamin D from food?',
    answer:
      'Vegetarians can use eggs, fortified milk and yoghurt; vegans can use mushrooms exposed to UV light, fortified plant milks, fortified cereals and fortified spreads. Few plant foods contain much naturally, so a supplement is often needed.',
    detail: "Vitamin D2 is made from plant or fungal sources, while most vitamin D3 comes from lanolin in sheep's wool, so vegans should check the label.",
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-symptoms',
    topic: 'vitamin-d',
    intent: 'symptoms',
    question: 'What are the signs of vitamin D deficiency? Low vitamin D symptoms',
    answer:
      'Low vitamin D often causes no symptoms at first. Long-term deficiency can cause bone pain and muscle weakness in adults (osteomalacia) and rickets in children, and raises the risk of osteoporosis and fractures.',
    detail: 'Because symptoms are vague or absent, a 25-hydroxyvitamin D blood test is the only way to know your level.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-symptoms-2',
    topic: 'vitamin-d',
    intent: 'symptoms',
    question: 'What causes low vitamin D? Why is my vitamin D low?',
    answer:
      "Common causes are little sun on the skin (indoor life, covering clothing, winter), darker skin, older age, obesity, a diet low in vitamin D, and conditions that limit fat absorption such as Crohn's or coeliac disease. Liver and kidney disease also interfere.",
    detail: 'Exclusively breastfed babies and people who have had gastric bypass surgery are also at higher risk.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-timing',
    topic: 'vitamin-d',
    intent: 'timing',
    question: 'When should I take vitamin D? Best time to take vitamin D, with food?',
    answer:
      'Take vitamin D with a meal or snack that contains some fat, such as eggs, nuts, yoghurt or oily fish, which helps absorption. Any time of day works; taking it at the same time daily helps you remember.',
    detail: 'In one study, taking vitamin D with a fat-containing meal raised absorption by about a third compared with a fat-free meal.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-timing-2',
    topic: 'vitamin-d',
    intent: 'timing',
    question: 'Should I take vitamin D in the morning or at night?',
    answer: 'There is no good evidence that morning or night matters for vitamin D. What counts is taking it consistently, with food that contains some fat.',
    detail: 'Daily dosing is the usual approach; very large single doses taken once a month or once a year should only be used on medical advice.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-side_effects',
    topic: 'vitamin-d',
    intent: 'side_effects',
    question: 'Can I take too much vitamin D? Vitamin D toxicity symptoms',
    answer:
      'Yes, from supplements: long-term intakes well above 4,000 IU (100 µg) a day can raise blood calcium, causing nausea, vomiting, weakness, confusion, excessive thirst and urination, and kidney stones. Severe cases can damage the kidneys and heart rhythm.',
    detail: 'Toxicity almost always comes from high-dose supplements, often from label errors or taking several products at once, not from sunlight or food.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-side_effects-2',
    topic: 'vitamin-d',
    intent: 'side_effects',
    question: 'Can you get too much vitamin D from the sun?',
    answer:
      'No. Sunlight also breaks down excess vitamin D as the skin makes it, so sun exposure cannot cause vitamin D toxicity. Too much sun does raise your risk of skin cancer.',
    detail: 'Protect your skin after a short spell outdoors: seek shade in the middle of the day, cover up and use sunscreen of SPF 30 or higher.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-interactions',
    topic: 'vitamin-d',
    intent: 'interactions',
    question: 'Can I take vitamin D with my medicines? Vitamin D drug interactions',
    answer:
      'Check with your doctor or pharmacist if you take steroids such as prednisone (lower vitamin D), orlistat (reduces absorption), statins such as atorvastatin (vitamin D may change their levels) or thiazide diuretics such as hydrochlorothiazide (risk of high calcium).',
    detail: 'The thiazide combination matters most for older adults and for people with kidney problems or an overactive parathyroid gland.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-interactions-2',
    topic: 'vitamin-d',
    intent: 'interactions',
    question: 'Can I take vitamin D if I have kidney disease?',
    answer:
      "Only with your doctor's advice. The kidneys turn vitamin D into its active form and clear excess calcium, so people with chronic kidney disease need specific forms and doses chosen and monitored by their doctor.",
    detail: 'Kidney disease also changes how calcium and phosphate are handled, so do not add calcium supplements either unless your doctor advises them.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-interactions-3',
    topic: 'vitamin-d',
    intent: 'interactions',
    question: 'Can I take vitamin D with calcium and magnesium?',
    answer:
      'Yes, most adults can take vitamin D with calcium or magnesium; vitamin D helps you absorb calcium. Keep total calcium under 2,000 to 2,500 mg a day and supplemental magnesium at or below 350 mg, counting every product.',
    detail: 'If you take thyroid medicine (levothyroxine), take calcium and magnesium at least 4 hours apart from it.',
    source: ODS_CALCIUM_HP,
  },
  {
    id: 'shared-vitamin-d-testing',
    topic: 'vitamin-d',
    intent: 'testing',
    question: 'Should I test my vitamin D? Who should get a vitamin D test?',
    answer:
      "Consider a test if you get little sun, have darker skin, are older, have obesity, have had gastric bypass, have a condition that limits fat absorption (such as Crohn's or coeliac disease), or have kidney or liver disease.",
    detail: 'For healthy adults without risk factors, US preventive guidelines find too little evidence to support routine screening.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-testing-2',
    topic: 'vitamin-d',
    intent: 'testing',
    question: 'What is a normal vitamin D level? Vitamin D blood test results explained',
    answer:
      'The test measures 25-hydroxyvitamin D. Below 12 ng/mL (30 nmol/L) is deficient, 12 to 20 ng/mL (30 to 50 nmol/L) may be inadequate for some people, and 20 ng/mL (50 nmol/L) or above is adequate for most.',
    detail: 'Levels above 50 ng/mL (125 nmol/L) are linked with possible harm. To convert, 1 ng/mL equals 2.5 nmol/L.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-testing-3',
    topic: 'vitamin-d',
    intent: 'testing',
    question: 'Do I need a blood test before taking vitamin D?',
    answer:
      'Not for a standard dose: most adults can take 600 to 800 IU (15 to 20 µg) a day without testing. Get tested if you have risk factors for deficiency, kidney disease or high calcium, or plan to take more than 4,000 IU (100 µg).',
    detail: 'If your level is low, a doctor can choose a correcting dose and retest to check it has worked.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-product_choice',
    topic: 'vitamin-d',
    intent: 'product_choice',
    question: 'Which vitamin D should I buy? Best vitamin D supplement, what to look for on the label',
    answer:
      'Choose vitamin D3 (cholecalciferol) in an oil-based softgel or drops, with the dose shown in both IU and µg, matched to your needs (often 600 to 2,000 IU, 15 to 50 µg). Prefer products with independent third-party testing.',
    detail:
      'Quality seals from independent testers (such as USP or NSF) confirm the product contains what the label says, not that it works or is safe for you.',
    source: ODS_SUPPLEMENTS_WYNTK,
  },
  {
    id: 'shared-vitamin-d-comparison',
    topic: 'vitamin-d',
    intent: 'comparison',
    question: 'Vitamin D3 or D2? What is the difference between D2 and D3?',
    answer:
      'Both raise blood vitamin D, but most studies find D3 (cholecalciferol) raises levels more and keeps them up longer than D2 (ergocalciferol). D3 is the usual choice; D2 comes from yeast or fungi and suits vegans.',
    detail: "Most D3 is made from lanolin in sheep's wool; D2 is made by exposing yeast or mushrooms to UV light.",
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-vitamin-d-comparison-2',
    topic: 'vitamin-d',
    intent: 'comparison',
    question: 'Should I take vitamin D3 with K2? D3 alone or D3 plus K2?',
    answer:
      'Most people do not need K2 with vitamin D3; evidence that the combination improves bone or heart health is limited. Vitamin K comes from leafy greens, and K2 from fermented foods, cheese and eggs.',
    detail: 'If you take warfarin, do not start vitamin K or D3-plus-K2 products without your doctor: changes in vitamin K intake alter how warfarin works.',
    source: ODS_VITAMIN_K_HP,
  },
  {
    id: 'shared-vitamin-d-how_to',
    topic: 'vitamin-d',
    intent: 'how_to',
    question: 'How can I raise my vitamin D levels naturally? How to get more vitamin D',
    answer:
      'Get short, regular spells of sunlight on bare skin in spring and summer without burning, eat oily fish, eggs and fortified foods, and in autumn and winter, or if you rarely go outside, take 600 to 1,000 IU (15 to 25 µg) a day.',
    detail: 'UK advice is 10 µg (400 IU) a day for everyone over 1 in autumn and winter; US advice for adults is 600 IU (15 µg) year-round from all sources.',
    source: NHS_VITAMIN_D,
  },

  // Sunlight.
  {
    id: 'shared-sun-how_to',
    topic: 'sun',
    intent: 'how_to',
    question: 'How much sun do I need for vitamin D? How long should I stay in the sun?',
    answer:
      'Short spells of midday sun a few times a week, with face, arms or legs uncovered and no sunscreen, before the skin reddens, are enough for many people in spring and summer. Darker skin needs longer; in high-latitude winters the sun is too weak.',
    detail: 'Glass blocks the UVB rays that make vitamin D, so sitting by a sunny window does not count.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-sun-side_effects',
    topic: 'sun',
    intent: 'side_effects',
    question: 'Is sun exposure safe? Sun, skin cancer risk and vitamin D',
    answer:
      'UV light makes vitamin D but also causes sunburn, skin ageing and skin cancer, including melanoma. Never let your skin burn; in strong sun, use shade (especially 11am to 3pm), clothing, a hat, sunglasses and sunscreen of SPF 30 or more.',
    detail: 'Sunburn raises skin cancer risk whatever your skin tone; keep babies under 6 months out of direct strong sunlight.',
    source: NHS_SUN_SAFETY,
  },
  {
    id: 'shared-sun-comparison',
    topic: 'sun',
    intent: 'comparison',
    question: 'Sunlight or supplements for vitamin D — which is better?',
    answer:
      'Both work. Sunlight is free but varies with season, latitude, skin tone and sunscreen, and brings skin-cancer risk; a supplement gives a known dose year-round. Many people use summer sun sensibly and a supplement in winter.',
    detail: 'Older adults make less vitamin D in their skin, so they rely more on food and supplements.',
    source: ODS_VITAMIN_D_CONSUMER,
  },

  // Magnesium.
  {
    id: 'shared-magnesium-what_is',
    topic: 'magnesium',
    intent: 'what_is',
    question: 'What is magnesium and what does it do in the body?',
    answer:
      'Magnesium is a mineral involved in hundreds of body processes, including muscle and nerve function, blood sugar and blood pressure control, and making protein, bone and DNA.',
    detail: "About half to 60% of the body's magnesium is stored in bone, and less than 1% is in the blood.",
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-dose',
    topic: 'magnesium',
    intent: 'dose',
    question: 'How much magnesium do I need a day?',
    answer:
      'Adult men need 400 to 420 mg of magnesium a day and adult women 310 to 320 mg (the higher figure from age 31). Pregnancy raises needs to 350 to 360 mg.',
    detail: 'Magnesium from food has no upper limit, but magnesium from supplements and medicines should stay at or below 350 mg a day for adults.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-dose-2',
    topic: 'magnesium',
    intent: 'dose',
    question: 'How much magnesium should I take as a supplement? Is 400 mg of magnesium too much?',
    answer:
      'Most adults should keep supplemental magnesium at or below 350 mg a day, the upper limit for supplements, so a 400 mg daily supplement exceeds it. Food already supplies much of the 310 to 420 mg daily need; take more only on medical advice.',
    detail: 'The elemental magnesium in the Supplement Facts panel, not the weight of the whole compound, is what counts toward the 350 mg limit.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-food_sources',
    topic: 'magnesium',
    intent: 'food_sources',
    question: 'Which foods are high in magnesium?',
    answer:
      'Pumpkin seeds, chia seeds, almonds, cashews, peanuts, spinach, black beans, edamame, soy milk, potatoes with skin and whole grains such as brown rice and whole-wheat bread are good sources of magnesium.',
    detail: 'A 1-ounce (28 g) handful of roasted pumpkin seeds gives about 156 mg, and the same amount of almonds about 80 mg.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-product_choice',
    topic: 'magnesium',
    intent: 'product_choice',
    question: 'Which magnesium is best for sleep? Magnesium glycinate for sleep',
    answer:
      'No form is proven best for sleep. Small trials in older adults with insomnia found people fell asleep about 17 minutes sooner, but the evidence is low quality. Glycinate is popular because it tends to be gentler on the gut than oxide or citrate.',
    detail: 'Keep supplemental magnesium at or below 350 mg a day, and take it at least 4 hours apart from thyroid medicine (levothyroxine).',
    source: MAGNESIUM_SLEEP_REVIEW,
  },
  {
    id: 'shared-magnesium-comparison',
    topic: 'magnesium',
    intent: 'comparison',
    question: 'Magnesium glycinate vs citrate vs oxide — what is the difference?',
    answer:
      'Forms that dissolve well, such as citrate, chloride, lactate and aspartate, are absorbed better than oxide or sulfate. Citrate and oxide draw water into the gut and can loosen stools, which is why they are used as laxatives; glycinate is usually gentler.',
    detail: 'Whatever the form, compare the elemental magnesium per dose on the label and stay at or below 350 mg a day from supplements.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-side_effects',
    topic: 'magnesium',
    intent: 'side_effects',
    question: 'Magnesium side effects: can magnesium cause diarrhoea? Is too much magnesium dangerous?',
    answer:
      'The most common side effects are diarrhoea, nausea and stomach cramps, most often with oxide, carbonate, chloride, gluconate and citrate forms. Very high doses, usually from laxatives or antacids, can cause dangerously high blood magnesium, especially with kidney disease.',
    detail:
      'Signs of excess include low blood pressure, flushing, lethargy, muscle weakness and irregular heartbeat; people with kidney disease should only take magnesium on medical advice.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-interactions',
    topic: 'magnesium',
    intent: 'interactions',
    question: 'Can I take magnesium with antibiotics, osteoporosis medicine or other drugs?',
    answer:
      'Take tetracycline or quinolone antibiotics (such as ciprofloxacin) at least 2 hours before or 4 to 6 hours after magnesium, and keep bisphosphonates for osteoporosis at least 2 hours apart. Tell your doctor if you take diuretics or long-term acid-reducing PPIs.',
    detail:
      'Long-term proton pump inhibitors such as omeprazole can lower blood magnesium, and some diuretics raise or lower it, so your doctor may check your level.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-interactions-2',
    topic: 'magnesium',
    intent: 'interactions',
    question: 'Can I take magnesium with levothyroxine (thyroid medicine)?',
    answer:
      'Yes, but keep them at least 4 hours apart: magnesium, calcium and iron supplements and antacids can bind levothyroxine in the gut and reduce how much you absorb. Ask your doctor or pharmacist to plan the timing.',
    detail: 'Levothyroxine is usually taken on an empty stomach 30 to 60 minutes before breakfast, so many people take their minerals with the evening meal.',
    source: MEDLINE_LEVOTHYROXINE,
  },
  {
    id: 'shared-magnesium-timing',
    topic: 'magnesium',
    intent: 'timing',
    question: 'When should I take magnesium? Morning or night?',
    answer:
      'Magnesium can be taken at any time of day; taking it with food can ease stomach upset, and an evening dose is common for people using it around sleep. Keep it 4 hours from thyroid medicine and 2 hours from bisphosphonates.',
    detail: 'If a dose loosens your stools, try a smaller dose with a meal or a form less likely to have a laxative effect than oxide or citrate.',
    source: ODS_MAGNESIUM_CONSUMER,
  },
  {
    id: 'shared-magnesium-symptoms',
    topic: 'magnesium',
    intent: 'symptoms',
    question: 'What are the signs of magnesium deficiency? Low magnesium symptoms',
    answer:
      'Early signs of low magnesium include loss of appetite, nausea, vomiting, tiredness and weakness. More severe deficiency can cause numbness, tingling, muscle cramps, seizures, personality changes and abnormal heart rhythms.',
    detail: "People at higher risk include those with Crohn's or coeliac disease, type 2 diabetes or long-term alcohol misuse, and older adults.",
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-magnesium-testing',
    topic: 'magnesium',
    intent: 'testing',
    question: 'Can a blood test show if I am low in magnesium?',
    answer:
      "A standard serum magnesium test can detect clearly low levels but may miss a mild shortfall, because less than 1% of the body's magnesium is in the blood. Doctors also weigh symptoms, diet and medicines.",
    detail: 'Ask about testing if you take long-term PPIs or diuretics, have diabetes, a gut condition or heavy alcohol use, or get frequent cramps.',
    source: ODS_MAGNESIUM_HP,
  },

  // Zinc.
  {
    id: 'shared-zinc-dose',
    topic: 'zinc',
    intent: 'dose',
    question: 'How much zinc do I need a day? What is the upper limit for zinc?',
    answer:
      'Adult men need 11 mg of zinc a day and adult women 8 mg (11 mg in pregnancy, 12 mg when breastfeeding). The upper limit for adults is 40 mg a day from food and supplements combined.',
    detail: 'Most multivitamins already contain zinc, so check the label before adding a separate zinc product.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-zinc-what_is',
    topic: 'zinc',
    intent: 'what_is',
    question: 'What does zinc do in the body?',
    answer:
      'Zinc is a mineral needed for immune function, wound healing, growth, making proteins and DNA, and your senses of taste and smell. The body has no special store of zinc, so you need some every day.',
    detail: 'Oysters are the richest source; meat, seafood, beans, nuts, seeds, whole grains and dairy also supply it.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-zinc-product_choice',
    topic: 'zinc',
    intent: 'product_choice',
    question: 'Which zinc supplement should I buy? Zinc gluconate, citrate or sulfate?',
    answer:
      'Common forms such as gluconate, sulfate, acetate and citrate all work; what matters is the elemental zinc per dose on the label. For general use about 8 to 11 mg a day is enough, keeping the total under 40 mg.',
    detail: 'The compound weight is not the zinc content: 220 mg of zinc sulfate contains about 50 mg of elemental zinc.',
    source: ODS_ZINC_HP,
  },

  // Calcium.
  {
    id: 'shared-calcium-dose',
    topic: 'calcium',
    intent: 'dose',
    question: 'How much calcium do I need a day?',
    answer:
      'Adults aged 19 to 50, and men up to 70, need 1,000 mg of calcium a day; women over 50 and everyone over 70 need 1,200 mg. The upper limit is 2,500 mg a day up to age 50 and 2,000 mg after.',
    detail: 'Most people get much of this from food; a supplement is usually only needed to fill the gap, not to supply the full amount.',
    source: ODS_CALCIUM_HP,
  },
  {
    id: 'shared-calcium-food_sources',
    topic: 'calcium',
    intent: 'food_sources',
    question: 'Which foods are high in calcium? Non-dairy calcium sources',
    answer:
      'Milk, yoghurt and cheese are the richest common sources; others include canned sardines or salmon with bones, calcium-set tofu, fortified plant milks and juices, kale, broccoli and Chinese cabbage.',
    detail: 'Spinach contains calcium but the body absorbs little of it because of oxalates, so it is not a good source.',
    source: ODS_CALCIUM_HP,
  },
  {
    id: 'shared-calcium-interactions',
    topic: 'calcium',
    intent: 'interactions',
    question: 'Can I take calcium with thyroid medicine (levothyroxine)?',
    answer:
      'Take calcium supplements and calcium-containing antacids at least 4 hours before or after levothyroxine, because calcium reduces how much thyroid hormone you absorb. Check the timing with your doctor or pharmacist.',
    detail: 'Iron supplements interfere with levothyroxine in the same way, so keep them apart from it too.',
    source: MAYO_CALCIUM_THYROID,
  },
  {
    id: 'shared-calcium-interactions-2',
    topic: 'calcium',
    intent: 'interactions',
    question: 'Can I take calcium and iron supplements together?',
    answer:
      'Take them at different times of day: calcium can reduce how much iron you absorb from a supplement or meal. For example, take iron in the morning and calcium with your evening meal, and check with your doctor if you are treating anaemia.',
    detail:
      'Calcium also binds quinolone and tetracycline antibiotics and bisphosphonates, and with thiazide diuretics can raise blood calcium; ask your pharmacist about timing.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-calcium-product_choice',
    topic: 'calcium',
    intent: 'product_choice',
    question: 'Which calcium supplement is best? Calcium carbonate or citrate?',
    answer:
      'Calcium carbonate is cheaper and should be taken with food; calcium citrate is absorbed well with or without food and suits people taking acid-reducing medicines. Take no more than 500 mg at a time for best absorption.',
    detail: 'Gas, bloating and constipation are more common with carbonate; splitting doses or switching to citrate can help.',
    source: ODS_CALCIUM_HP,
  },

  // Multivitamins.
  {
    id: 'shared-multivitamin-what_is',
    topic: 'multivitamin',
    intent: 'what_is',
    question: 'Should I take a multivitamin? Who benefits from a multivitamin?',
    answer:
      'A multivitamin can help people who struggle to meet needs from food: those on restricted or vegan diets, older adults, and people after weight-loss surgery or with absorption problems. For most healthy adults it has not been shown to prevent heart disease or cancer.',
    detail: 'It cannot replace a varied diet; food also provides fibre and many other beneficial compounds that a pill lacks.',
    source: ODS_MULTIVITAMIN_HP,
  },
  {
    id: 'shared-multivitamin-side_effects',
    topic: 'multivitamin',
    intent: 'side_effects',
    question: 'Can I take a multivitamin with other supplements? Is it safe to double up?',
    answer:
      'Check for overlap before combining: a multivitamin plus separate vitamin D, zinc, vitamin A or iron products, and fortified foods, can push totals past upper limits, such as 40 mg zinc or 4,000 IU (100 µg) vitamin D a day.',
    detail: 'Keep preformed vitamin A (retinol) under the adult upper limit of 3,000 µg (10,000 IU) a day, and smokers should avoid high-dose beta-carotene.',
    source: ODS_MULTIVITAMIN_HP,
  },
  {
    id: 'shared-multivitamin-product_choice',
    topic: 'multivitamin',
    intent: 'product_choice',
    question: 'Can I take a regular multivitamin when pregnant? Which multivitamin in pregnancy?',
    answer:
      'Use a pregnancy (prenatal) supplement, not a standard adult multivitamin: it should give 400 µg folic acid and 10 µg (400 IU) vitamin D, and no high-dose vitamin A (retinol), which can harm the baby.',
    detail: 'Take folic acid from before conception until 12 weeks of pregnancy, and avoid liver and liver products, which are very high in vitamin A.',
    source: NHS_PREGNANCY_VITAMINS,
  },
  {
    id: 'shared-multivitamin-product_choice-2',
    topic: 'multivitamin',
    intent: 'product_choice',
    question: 'Which multivitamin should I buy? What to look for on a multivitamin label',
    answer:
      'Choose one suited to your age and sex, with most nutrients near 100% of the daily value rather than megadoses, and look for independent third-party testing. Men and women over 50 need less iron (8 mg a day) than younger women (18 mg).',
    detail: 'Older adults often need more vitamin D and vitamin B12, and formulas for people over 50 usually reflect this.',
    source: ODS_MULTIVITAMIN_HP,
  },

  // Ashwagandha.
  {
    id: 'shared-ashwagandha-what_is',
    topic: 'ashwagandha',
    intent: 'what_is',
    question: 'What is ashwagandha good for? Does ashwagandha help stress and sleep?',
    answer:
      'Ashwagandha (Withania somnifera) is an Ayurvedic herb. Small studies suggest its root extract may modestly reduce stress and anxiety and improve sleep, but the trials were short and varied, so the evidence is still limited.',
    detail: 'Use for up to about 3 months appeared safe for most people in studies; longer-term safety is unknown.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-ashwagandha-side_effects',
    topic: 'ashwagandha',
    intent: 'side_effects',
    question: 'Is ashwagandha safe? Ashwagandha side effects, pregnancy, thyroid and liver',
    answer:
      'Short-term use is usually well tolerated, though stomach upset, diarrhoea and drowsiness occur. Avoid it in pregnancy. Rare cases of liver injury have been reported, and it may raise thyroid hormone levels, so check with your doctor if you have liver or thyroid disease.',
    detail: 'It may also be unsafe with hormone-sensitive prostate cancer; stop and see a doctor if you notice yellow skin or eyes, dark urine or itching.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-ashwagandha-interactions',
    topic: 'ashwagandha',
    intent: 'interactions',
    question: 'Can I take ashwagandha with my medicines? Ashwagandha with sedatives, thyroid or immunosuppressants',
    answer:
      'Check with your doctor or pharmacist first if you take sedatives (such as benzodiazepines), immunosuppressants, thyroid hormone (levothyroxine), or diabetes or blood pressure medicines: ashwagandha may add to or oppose their effects.',
    detail: 'It may add to drowsiness from sleeping pills or alcohol, and to the blood-sugar and blood-pressure lowering of those medicines.',
    source: ODS_ASHWAGANDHA_HP,
  },
  {
    id: 'shared-ashwagandha-dose',
    topic: 'ashwagandha',
    intent: 'dose',
    question: 'How much ashwagandha should I take a day?',
    answer:
      'There is no official dose. Most trials used about 250 to 600 mg a day of root extract for up to 3 months; follow the label and check with your doctor, especially if you take other medicines.',
    detail: 'Extracts differ in strength and plant part, so a dose from one product does not translate directly to another.',
    source: ODS_ASHWAGANDHA_HP,
  },

  // Berberine.
  {
    id: 'shared-berberine-what_is',
    topic: 'berberine',
    intent: 'what_is',
    question: 'Does berberine lower blood sugar? What is berberine?',
    answer:
      'Berberine is a plant compound found in barberry, goldenseal, goldthread and tree turmeric. Some studies suggest it may help with blood sugar control, but they are small and varied, so the evidence is weak and it is no substitute for diabetes treatment.',
    detail: 'Never stop or reduce prescribed diabetes medicine to try a supplement; discuss any change with your doctor.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },
  {
    id: 'shared-berberine-interactions',
    topic: 'berberine',
    intent: 'interactions',
    question: 'Can I take berberine with metformin or other diabetes medicines?',
    answer:
      "Only with your doctor's agreement: berberine may add to the effect of metformin, insulin, sulfonylureas and other diabetes medicines, raising the risk of low blood sugar (shakiness, sweating, confusion). It can also change how the body handles many other medicines.",
    detail: 'If your doctor agrees to a trial, check your blood sugar more often, especially in the first weeks.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },
  {
    id: 'shared-berberine-side_effects',
    topic: 'berberine',
    intent: 'side_effects',
    question: 'Is berberine safe? Berberine side effects',
    answer:
      'Berberine often causes stomach upset, such as constipation, diarrhoea, gas and cramps. It is not safe for newborns and should be avoided in pregnancy and breastfeeding.',
    detail: 'Because it interacts with many medicines, including the transplant drug cyclosporine, ask a pharmacist to check your list before starting.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },

  // Chromium.
  {
    id: 'shared-chromium-dose',
    topic: 'chromium',
    intent: 'dose',
    question: 'How much chromium do I need a day?',
    answer:
      'Adequate intakes are 35 µg of chromium a day for men and 25 µg for women aged 19 to 50, falling to 30 µg and 20 µg from age 51. No upper limit is set, but most people do not need high-dose supplements.',
    detail: 'Broccoli, grape juice, whole grains, meat and potatoes supply chromium, and most diets provide enough.',
    source: ODS_CHROMIUM_HP,
  },
  {
    id: 'shared-chromium-what_is',
    topic: 'chromium',
    intent: 'what_is',
    question: 'Does chromium help with blood sugar or diabetes?',
    answer:
      'Chromium helps insulin work, but studies of supplements in diabetes or prediabetes show mixed, mostly small effects, and it is not recommended as a treatment. Keep to your prescribed diabetes care.',
    detail: 'Evidence that chromium helps with weight loss or sugar cravings is also weak.',
    source: ODS_CHROMIUM_HP,
  },
  {
    id: 'shared-chromium-interactions',
    topic: 'chromium',
    intent: 'interactions',
    question: 'Can I take chromium with insulin, diabetes medicine or thyroid medicine?',
    answer:
      'Check with your doctor first: with insulin or other diabetes medicines, chromium might lower blood sugar too far. It may also reduce levothyroxine absorption, so take levothyroxine 30 minutes before or 3 to 4 hours after chromium.',
    detail: 'Signs of low blood sugar include shakiness, sweating, hunger, a fast heartbeat and confusion; treat it promptly and tell your doctor.',
    source: ODS_CHROMIUM_HP,
  },

  // Hydration.
  {
    id: 'shared-hydration-how_to',
    topic: 'hydration',
    intent: 'how_to',
    question: 'How much water should I drink a day? How many litres of fluid?',
    answer:
      'Most adults need about 6 to 8 glasses of fluid a day, roughly 1.5 to 2 litres, and more in hot weather, during exercise or when ill with fever or diarrhoea. Water, milk, and unsweetened tea and coffee all count.',
    detail: 'Pale yellow urine is a simple sign you are drinking enough; dark, strong-smelling urine suggests you need more.',
    source: NHS_WATER,
  },
  {
    id: 'shared-hydration-symptoms',
    topic: 'hydration',
    intent: 'symptoms',
    question: 'What are the signs of dehydration? Am I dehydrated?',
    answer:
      'Signs include thirst, dark yellow strong-smelling urine, peeing less often, dizziness or light-headedness, tiredness, and a dry mouth, lips and eyes. Drink fluids little and often, and use oral rehydration solution if you are losing fluids through vomiting or diarrhoea.',
    detail:
      'Get urgent help for confusion, a fast heartbeat or no urine all day, or in a baby for fewer wet nappies, a sunken soft spot or unusual drowsiness.',
    source: NHS_DEHYDRATION,
  },

  // Diet.
  {
    id: 'shared-diet-how_to',
    topic: 'diet',
    intent: 'how_to',
    question: 'What does a balanced diet look like? How should I fill my plate?',
    answer:
      'Make just over a third of your plate vegetables and fruit and just over a third wholegrain starchy foods such as brown rice, roti or oats; add protein such as beans, lentils, fish, eggs or meat, some dairy or fortified alternatives, and a little oil.',
    detail: 'Aim for at least 5 portions of a variety of fruit and vegetables a day; fresh, frozen, canned and dried all count.',
    source: NHS_EATWELL,
  },
  {
    id: 'shared-diet-how_to-2',
    topic: 'diet',
    intent: 'how_to',
    question: 'How can I eat healthier? Simple healthy eating rules',
    answer:
      'Eat at least 400 g (5 portions) of fruit and vegetables a day, choose whole grains, beans and nuts, keep free sugars under 10% of your energy, use unsaturated oils rather than butter or ghee, and keep salt under 5 g a day.',
    detail: 'For an adult eating about 2,000 kcal, 10% of energy is about 50 g (12 level teaspoons) of free sugars; under 5% brings extra benefits.',
    source: WHO_HEALTHY_DIET,
  },
  // Choosing a sunscreen.
  {
    id: 'shared-sun-product_choice',
    topic: 'sun',
    intent: 'product_choice',
    question: 'What SPF should I use? Which sunscreen should I buy?',
    answer:
      'Choose a sunscreen of at least SPF 30 against UVB with at least 4-star UVA protection, check it is within its expiry date, apply it generously, and reapply regularly, especially after swimming or sweating.',
    detail: 'Use sunscreen together with shade and covering up, not instead of them, especially when the sun is strongest, between 11am and 3pm.',
    source: NHS_SUN_SAFETY,
  },
];
