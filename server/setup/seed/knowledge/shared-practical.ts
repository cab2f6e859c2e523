// Shared practical answers to the questions people ask every day: a missed or doubled dose, side effects and what to do
// about them, storing supplements, popular pairs compared, everyday symptoms and habits, and how to take a product well.
// Written in our own words from the source beside each entry; adult values unless the question says otherwise, and
// every symptom says when a doctor is needed.
import type { KnowledgeSeed } from './knowledge-seed';
import { GLUTATHIONE_TRIAL, NMN_REVIEW } from './regenera';

type Source = KnowledgeSeed['source'];

// Supplements and medicines.
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const NHS_COLECALCIFEROL: Source = { title: 'NHS — Colecalciferol (vitamin D)', url: 'https://www.nhs.uk/medicines/colecalciferol/' };
const NHS_CYANOCOBALAMIN: Source = { title: 'NHS — Cyanocobalamin (vitamin B12 tablets)', url: 'https://www.nhs.uk/medicines/cyanocobalamin/' };
const NHS_B12_ANAEMIA: Source = {
  title: 'NHS — Vitamin B12 or folate deficiency anaemia',
  url: 'https://www.nhs.uk/conditions/vitamin-b12-or-folate-deficiency-anaemia/',
};
const NHS_FERROUS_SULFATE: Source = { title: 'NHS — Ferrous sulfate (iron tablets)', url: 'https://www.nhs.uk/medicines/ferrous-sulfate/' };
const ODS_IRON_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const NHS_BLOOD_IN_POO: Source = { title: 'NHS — Blood in poo', url: 'https://www.nhs.uk/conditions/blood-in-poo/' };
const ODS_MAGNESIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const FISH_OIL_OXIDATION: Source = {
  title: 'Albert BB et al. Fish oil supplements in New Zealand are highly oxidised and do not meet label content of n-3 PUFA. Scientific Reports 2015',
  url: 'https://doi.org/10.1038/srep07928',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const NCCIH_PROBIOTICS: Source = {
  title: 'NCCIH — Probiotics: what you need to know',
  url: 'https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know',
};
const ODS_MULTIVITAMIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Multivitamin/mineral supplements fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/',
};
const ODS_VITAMIN_C_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_SELENIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Selenium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Selenium-HealthProfessional/',
};
const ODS_VITAMIN_E_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin E fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};
const ODS_POTASSIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Potassium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
};
const NCCIH_MELATONIN: Source = {
  title: 'NCCIH — Melatonin: what you need to know',
  url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
};
const NCCIH_ASHWAGANDHA: Source = { title: 'NCCIH — Ashwagandha', url: 'https://www.nccih.nih.gov/health/ashwagandha' };
const NCCIH_HAWTHORN: Source = { title: 'NCCIH — Hawthorn', url: 'https://www.nccih.nih.gov/health/hawthorn' };
const STATPEARLS_BACOPA: Source = { title: 'StatPearls (NCBI Bookshelf) — Bacopa monnieri', url: 'https://www.ncbi.nlm.nih.gov/books/NBK589635/' };
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};
const FDA_CAFFEINE: Source = {
  title: 'US FDA — Spilling the beans: how much caffeine is too much?',
  url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
};
const THEANINE_CAFFEINE_TRIAL: Source = {
  title: 'Owen et al., Nutritional Neuroscience 2008 — The combined effects of L-theanine and caffeine on cognitive performance and mood, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/18681988/',
};
const MEDLINEPLUS_URINE_COLOUR: Source = {
  title: 'MedlinePlus Medical Encyclopedia — Urine: abnormal color',
  url: 'https://medlineplus.gov/ency/article/003139.htm',
};
const MEDLINEPLUS_PSYLLIUM: Source = { title: 'MedlinePlus — Psyllium (drug information)', url: 'https://medlineplus.gov/druginfo/meds/a601104.html' };
const FIBRE_SUPPLEMENTS_REVIEW: Source = {
  title: 'McRorie JW. Evidence-based approach to fiber supplements and clinically meaningful health benefits, part 1. Nutrition Today 2015',
  url: 'https://doi.org/10.1097/NT.0000000000000082',
};
const PEA_PROTEIN_TRIAL: Source = {
  title:
    'Babault N et al. Pea proteins oral supplementation promotes muscle thickness gains during resistance training: a randomized trial vs. whey protein. JISSN 2015',
  url: 'https://doi.org/10.1186/s12970-014-0064-5',
};
const CHYAWANPRASH_REVIEW: Source = {
  title: 'Sharma R et al. Chyawanprash: a traditional Indian bioactive health supplement. Biomolecules 2019',
  url: 'https://doi.org/10.3390/biom9050161',
};

// Storing and throwing away.
const ULH_STORING_MEDICINES: Source = {
  title: 'United Lincolnshire Hospitals NHS Trust — Storing medicines at home',
  url: 'https://www.ulh.nhs.uk/patients/patient-information-library/storing-medicines-at-home',
};
const FDA_DISPOSAL: Source = {
  title: 'US FDA — Where and how to dispose of unused medicines',
  url: 'https://www.fda.gov/consumers/consumer-updates/where-and-how-dispose-unused-medicines',
};

// Everyday health.
const NHS_FIBRE: Source = {
  title: 'NHS — How to get more fibre into your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/',
};
const NHS_CONSTIPATION: Source = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const NHS_BEANS_PULSES: Source = {
  title: 'NHS — Beans and pulses in your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/food-types/beans-and-pulses-nutrition/',
};
const FAO_INDIA_GUIDELINES: Source = {
  title: 'FAO — Food-based dietary guidelines: India (ICMR-NIN Dietary guidelines for Indians)',
  url: 'https://www.fao.org/nutrition/education/food-dietary-guidelines/regions/countries/india/en/',
};
const NHS_COMMON_COLD: Source = { title: 'NHS — Common cold', url: 'https://www.nhs.uk/conditions/common-cold/' };
const NHS_BP_TEST: Source = { title: 'NHS — Blood pressure test', url: 'https://www.nhs.uk/conditions/blood-pressure-test/' };
const AHA_HOME_BP: Source = {
  title: 'American Heart Association — Monitoring your blood pressure at home',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/monitoring-your-blood-pressure-at-home',
};
const NHS_INSOMNIA: Source = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const STUDY_TECHNIQUES_REVIEW: Source = {
  title: "Dunlosky J et al. Improving students' learning with effective learning techniques. Psychological Science in the Public Interest 2013",
  url: 'https://doi.org/10.1177/1529100612453266',
};
const NHS_BREATHING: Source = {
  title: 'NHS — Breathing exercises for stress',
  url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
};
const NHS_SUNBURN: Source = { title: 'NHS — Sunburn', url: 'https://www.nhs.uk/conditions/sunburn/' };
const NHS_SUN_SAFETY: Source = {
  title: 'NHS — Sunscreen and sun safety',
  url: 'https://www.nhs.uk/live-well/seasonal-health/sunscreen-and-sun-safety/',
};
const MAYO_DRY_SKIN: Source = {
  title: 'Mayo Clinic — Dry skin: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/dry-skin/symptoms-causes/syc-20353885',
};
const DOMS_REVIEW: Source = {
  title: 'Cheung K, Hume P, Maxwell L. Delayed onset muscle soreness: treatment strategies and performance factors. Sports Medicine 2003, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/12617692/',
};
const NHS_KNEE_PAIN: Source = { title: 'NHS — Knee pain', url: 'https://www.nhs.uk/conditions/knee-pain/' };
const NHS_COUCH_TO_5K: Source = {
  title: 'NHS — Get running with Couch to 5K',
  url: 'https://www.nhs.uk/live-well/exercise/running-and-aerobic-exercises/get-running-with-couch-to-5k/',
};
const STEPS_META_ANALYSIS: Source = {
  title: 'Paluch AE et al. Daily steps and all-cause mortality: a meta-analysis of 15 international cohorts. Lancet Public Health 2022',
  url: 'https://doi.org/10.1016/S2468-2667(21)00302-9',
};

export const SHARED_PRACTICAL_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Missed doses: take it the same day or skip it, never double up.
  {
    id: 'shared-practical-vitamin-d-dose',
    topic: 'vitamin-d',
    intent: 'how_to',
    question: 'I forgot my vitamin D yesterday — should I double up? What if I miss a day?',
    answer:
      'If you forgot or missed a day, it does not matter: your body stores vitamin D. Have the next one at the usual time and do not double up. If you missed a weekly dose, have it when you remember, then carry on.',
    detail: 'Levels change over weeks, not days. Keep your daily total at or below 4,000 IU (100 µg) unless a doctor has prescribed more.',
    source: NHS_COLECALCIFEROL,
  },
  {
    id: 'shared-practical-vitamin-d-dose-2',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'I stopped my vitamin D for a few weeks — do I restart with a higher dose? Restarting vitamin D after a break',
    answer:
      'Simply restart your usual daily dose; there is no need for a catch-up or loading dose. Your level fell slowly during the break and will climb back over the following weeks.',
    detail:
      'High loading doses, such as 60,000 IU (1,500 µg) a week, are for a deficiency confirmed by a blood test, and only for as long as your doctor prescribes.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-practical-vitamin-b12-dose',
    topic: 'vitamin-b12',
    intent: 'dose',
    question: "I missed a B12 tablet — should I double up tomorrow? Forgot yesterday's tablet",
    answer:
      'If you forgot one, have it when you remember, unless the next is nearly due; then skip the missed tablet and carry on. There is no need to double up: the body keeps B12 stores for months.',
    detail: 'An extra tablet by mistake is unlikely to harm you. If you have B12 injections and miss one, call your GP surgery to rebook it.',
    source: NHS_CYANOCOBALAMIN,
  },
  {
    id: 'shared-practical-iron-dose',
    topic: 'iron',
    intent: 'how_to',
    question: 'I forgot my iron tablet — should I have two today? Missed a tablet',
    answer:
      'If you forgot a tablet, have it when you remember, unless the next is nearly due; then skip the missed one. Never double up to make up for it: a double dose makes stomach pain, nausea and constipation likelier.',
    detail:
      'An odd missed day barely slows treatment, but missing many does. Keep the pack beside something you use daily, or set a phone alarm, and keep iron locked away from children.',
    source: NHS_FERROUS_SULFATE,
  },
  {
    id: 'shared-practical-magnesium-dose',
    topic: 'magnesium',
    intent: 'how_to',
    question: 'I missed my magnesium yesterday — do I take double today? Forgot my tablet',
    answer:
      'If you forgot or missed your magnesium, just take your usual dose next time. Missing a day makes no real difference, while doubling up makes loose stools and stomach cramps more likely.',
    detail: 'Taking it at the same time each day, for example with dinner, makes a forgotten dose less likely.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-practical-omega-3-dose',
    topic: 'omega-3',
    intent: 'how_to',
    question: 'I forgot my fish oil capsule — should I double up tomorrow? Missed a capsule',
    answer:
      'If you forgot or missed a capsule, there is no need to catch up. Omega-3 builds up in your cells over weeks, so one missed day changes little: have your usual capsule with your next meal.',
    detail: 'Doubling up the next day brings no benefit and makes fishy burps and loose stools more likely.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-practical-probiotics-dose',
    topic: 'probiotics',
    intent: 'how_to',
    question: 'I forgot my probiotic — should I have two? Missed a day of capsules',
    answer:
      'If you forgot or missed a capsule, just carry on with the next one as usual. What counts is using it regularly for the weeks you need it, not making up a missed day; two at once give no extra benefit.',
    detail: 'Most probiotic strains do not settle in the gut for good: they are usually found only while you keep using them.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-practical-multivitamin-dose',
    topic: 'multivitamin',
    intent: 'how_to',
    question: 'I forgot my multivitamin today — should I take two tomorrow? Missed my daily multivitamin',
    answer:
      'If you forgot your multivitamin, skip the missed tablet and take one as usual tomorrow. It tops up your diet, so one missed day makes no difference, and two at once add iron, zinc and vitamin A you do not need.',
    detail: 'If you remember later the same day, taking it then with a meal is fine. Keep multivitamins that contain iron out of the reach of children.',
    source: ODS_MULTIVITAMIN_HP,
  },
  {
    id: 'shared-practical-multivitamin-how_to',
    topic: 'multivitamin',
    intent: 'how_to',
    question: 'What should I do if I forget to take a supplement? I keep forgetting my vitamins, how do I remember?',
    answer:
      'For most vitamins and minerals, take a missed dose if you remember the same day, otherwise skip it and carry on; do not double up. To remember, tie it to a daily habit such as breakfast, or use a phone alarm or pill organiser.',
    detail:
      'If a doctor prescribed the dose to treat a deficiency, ask your pharmacist what to do about missed doses, and tell your doctor if you miss them often.',
    source: NHS_CYANOCOBALAMIN,
  },

  // Two by mistake: when it does not matter, and when it does.
  {
    id: 'shared-practical-vitamin-c-side_effects',
    topic: 'vitamin-c',
    intent: 'side_effects',
    question: 'I took two vitamin C tablets by mistake — is that OK? Accidentally took a double dose of vitamin C',
    answer:
      'Yes, for most people. Your body passes out vitamin C it does not need in urine, so two ordinary tablets, even 2,000 mg in total, may at most cause loose stools or stomach cramps for a day.',
    detail:
      'Go back to your usual dose. People with kidney stones, kidney disease or haemochromatosis should avoid regular high doses; ask a pharmacist if unsure.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'shared-practical-vitamin-d-side_effects',
    topic: 'vitamin-d',
    intent: 'side_effects',
    question: 'I accidentally took two vitamin D tablets today — is that dangerous? Took a double dose of vitamin D',
    answer:
      'One extra daily tablet is not dangerous. Vitamin D toxicity comes from taking high doses for weeks or months, not from one double dose. Just take your normal dose tomorrow and carry on.',
    detail: 'Two 2,000 IU (50 µg) tablets make 4,000 IU (100 µg), the adult upper limit for a day, so do not make a habit of it.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-practical-vitamin-d-dose-3',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'I took my weekly 60,000 IU vitamin D sachet twice this week — what should I do? Used two weekly sachets by mistake',
    answer:
      'One extra 60,000 IU (1,500 µg) sachet is unlikely to harm an adult, but have no more until your next scheduled day. Tell your doctor or pharmacist, especially if you also use calcium or have kidney problems.',
    detail:
      'See a doctor promptly for nausea, vomiting, great thirst, passing a lot of urine, confusion or weakness: signs of high blood calcium. A child who took an adult sachet needs medical advice now.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-practical-zinc-side_effects',
    topic: 'zinc',
    intent: 'side_effects',
    question: 'I took a double dose of zinc by accident — is it harmful? Took two zinc tablets',
    answer:
      'A one-off double dose usually causes at most nausea, stomach cramps or vomiting for a few hours. Take your next dose as normal. Harm comes from staying above the 40 mg daily upper limit for weeks.',
    detail:
      'Long-term high zinc can cause copper deficiency. If you take a vitamin C and zinc effervescent plus a multivitamin, add up the zinc on both labels.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-practical-iron-side_effects',
    topic: 'iron',
    intent: 'side_effects',
    question: 'I took two iron tablets by mistake — what should I do? Accidental double dose of iron in an adult',
    answer:
      'For an adult, one extra iron tablet usually causes no more than stomach upset, nausea or dark stools; take your next dose as normal. If you took several tablets, or you vomit or feel very unwell, get medical help now.',
    detail:
      'Iron overdose can cause vomiting, diarrhoea and stomach pain, sometimes hours later. If you are unsure how much is too much, ask a pharmacist straight away.',
    source: NHS_FERROUS_SULFATE,
  },
  {
    id: 'shared-practical-iron-side_effects-2',
    topic: 'iron',
    intent: 'side_effects',
    question: 'My child swallowed iron tablets — is it dangerous? Toddler ate vitamins with iron',
    answer:
      'Yes: treat it as an emergency. Iron is one of the most dangerous overdoses for young children, even a few adult tablets. Call 112 or go to the nearest emergency department now with the pack, even if your child seems well.',
    detail:
      'Symptoms can start hours later, and a child may seem better before getting worse. Keep iron and multivitamins with iron locked away in child-resistant packs.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-practical-magnesium-side_effects',
    topic: 'magnesium',
    intent: 'side_effects',
    question: 'I took two magnesium tablets by accident — is that OK? Double dose of magnesium',
    answer:
      'Usually yes, for a healthy adult with normal kidneys. The likely effect is loose stools or stomach cramps for a day. Take your usual dose next time.',
    detail:
      'People with kidney disease clear magnesium poorly and should ask a doctor or pharmacist after a double dose. Magnesium laxatives and antacids add to the total.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-practical-omega-3-side_effects',
    topic: 'omega-3',
    intent: 'side_effects',
    question: 'I took two fish oil capsules instead of one — is that a problem? Double dose of omega-3',
    answer: 'No. An extra fish oil capsule is harmless for most people; at most you may notice fishy burps or loose stools. Go back to your usual dose.',
    detail: 'If you take a blood thinner such as warfarin, keep your dose steady and ask your pharmacist before taking more than usual regularly.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-practical-multivitamin-side_effects',
    topic: 'multivitamin',
    intent: 'side_effects',
    question: 'I took my multivitamin twice today by mistake — is that OK? Accidentally took two multivitamins',
    answer:
      'One extra adult multivitamin is very unlikely to harm an adult, though you may feel a little sick, especially on an empty stomach. Take your normal single dose tomorrow.',
    detail:
      'Doubling up regularly can push vitamin A, iron and zinc past their upper limits. A child who swallows adult multivitamins with iron needs urgent medical advice.',
    source: ODS_MULTIVITAMIN_HP,
  },
  {
    id: 'shared-practical-melatonin-side_effects',
    topic: 'melatonin',
    intent: 'side_effects',
    question: 'I accidentally took two melatonin tablets — what happens? Took a double dose of melatonin',
    answer:
      'Usually nothing serious: you may feel drowsier, groggy the next morning, or get a headache or vivid dreams. Do not drive or use machines until you feel fully alert, and avoid alcohol that night.',
    detail: 'Keep melatonin away from children: gummies look like sweets, and accidental swallowing by children has risen sharply.',
    source: NCCIH_MELATONIN,
  },

  // Side effects and what to do about them.
  {
    id: 'shared-practical-zinc-symptoms',
    topic: 'zinc',
    intent: 'symptoms',
    question: 'Why does zinc make me feel sick? Nausea from zinc tablets, what can I do?',
    answer:
      'Zinc often causes nausea on an empty stomach. Take it with a meal, and consider a lower dose: most adults need only 8 to 11 mg a day, while many tablets hold 25 to 50 mg.',
    detail: 'Zinc lozenges can also leave a bad or metallic taste. If nausea continues despite food and a lower dose, stop and ask a pharmacist.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-practical-iron-symptoms-2',
    topic: 'iron',
    intent: 'symptoms',
    question: 'Why do iron tablets make me feel sick or nauseous? Stomach upset from iron, what can I do?',
    answer:
      'If iron tablets make you feel sick, take them with or just after food: a little less is absorbed, but they are much easier on the stomach. Nausea often eases after a few weeks; if not, ask about a lower dose.',
    detail: 'Do not stop prescribed iron without telling your doctor; a different iron salt or a liquid may suit you better. Your pharmacist can advise.',
    source: NHS_FERROUS_SULFATE,
  },
  {
    id: 'shared-practical-iron-symptoms-3',
    topic: 'iron',
    intent: 'symptoms',
    question: 'Why are iron tablets making me constipated? Constipation from iron supplements, what helps?',
    answer:
      'Drink more water, eat more fibre such as fruit, vegetables, dal and whole grains, and keep active. If it continues, ask your pharmacist about a lower dose, a different iron product or a gentle laxative.',
    detail: 'Constipation and dark stools are common with iron and are not a reason to stop prescribed treatment without speaking to your doctor.',
    source: NHS_FERROUS_SULFATE,
  },
  {
    id: 'shared-practical-iron-symptoms',
    topic: 'iron',
    intent: 'symptoms',
    question: 'Why are my stools black on iron tablets? Is black poo normal with iron supplements?',
    answer:
      'Dark green or black stools are a common, harmless effect of iron tablets. But black, sticky, tar-like stools with dizziness, weakness, stomach pain or vomiting can mean bleeding in the gut: get medical help the same day.',
    detail:
      'Stools darkened by iron are usually formed, not sticky like tar. If you are unsure, or you also take aspirin or anti-inflammatory painkillers, see a doctor.',
    source: NHS_BLOOD_IN_POO,
  },
  {
    id: 'shared-practical-omega-3-how_to-2',
    topic: 'omega-3',
    intent: 'how_to',
    question: 'How do I stop fish oil burps? Fishy aftertaste and burping from omega-3 capsules',
    answer:
      'Take fish oil with a meal rather than alone, or split the dose between two meals. Some people find keeping capsules in the freezer, or choosing enteric-coated capsules that open further down the gut, also helps.',
    detail: 'A strong fishy or sharp smell when you bite a capsule can mean the oil has gone rancid; replace that bottle rather than putting up with it.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-practical-fibre-symptoms',
    topic: 'fibre',
    intent: 'symptoms',
    question: 'Why does fibre or psyllium give me gas and bloating? Bloated after starting isabgol',
    answer:
      'Gas and bloating are common in the first weeks of eating more fibre, while your gut bacteria adjust. Start low, such as 1 teaspoon of psyllium a day, increase slowly over two to three weeks, and drink plenty of water.',
    detail: 'If bloating is still bad after a month, or comes with pain, weight loss or blood in your stool, see a doctor.',
    source: NHS_FIBRE,
  },
  {
    id: 'shared-practical-fibre-symptoms-2',
    topic: 'fibre',
    intent: 'symptoms',
    question: 'Why does inulin or prebiotic powder make me gassy and bloated? Is that normal?',
    answer:
      'Yes. Gut bacteria ferment inulin and FOS quickly, which makes gas, more so at higher doses. Start with 2 to 3 g a day, raise it slowly over a few weeks, and cut back if you are uncomfortable; it usually settles.',
    detail: 'People with IBS often tolerate inulin poorly. Psyllium is fermented far less, so it usually causes less gas.',
    source: FIBRE_SUPPLEMENTS_REVIEW,
  },
  {
    id: 'shared-practical-probiotics-symptoms',
    topic: 'probiotics',
    intent: 'symptoms',
    question: 'I started probiotics and feel bloated or gassy — is that normal? Why do probiotics cause gas?',
    answer:
      'Mild gas or bloating in the first week or two is common and usually settles as your gut adjusts. Take it with a meal and give it two weeks; if symptoms persist or worsen, stop or try a different product.',
    detail: 'Ask a doctor before using probiotics if you have a weakened immune system, a serious illness or a central line, or for a premature baby.',
    source: NCCIH_PROBIOTICS,
  },
  {
    id: 'shared-practical-magnesium-symptoms',
    topic: 'magnesium',
    intent: 'symptoms',
    question: 'Why does magnesium give me diarrhoea? Loose stools from magnesium supplements, what should I do?',
    answer:
      'Lower the dose, or split it into two smaller doses with meals. Citrate, oxide, carbonate and chloride forms most often loosen stools; glycinate is often better tolerated.',
    detail:
      'Keep supplement magnesium at or below 350 mg a day unless advised otherwise. See a doctor if diarrhoea lasts more than two days or you feel weak or dizzy.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-practical-collagen-symptoms',
    topic: 'collagen',
    intent: 'symptoms',
    question: 'Why does collagen powder make my stomach feel heavy or bloated? Fullness after collagen',
    answer:
      'Some people feel full, heavy or bloated after collagen, especially a large scoop on an empty stomach. Mix it into more liquid, take it with a meal rather than alone, or split a 10 g serving into two of 5 g.',
    detail: 'Collagen is generally well tolerated. Marine collagen comes from fish, so avoid it if you have a fish allergy.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-practical-bacopa-symptoms',
    topic: 'bacopa',
    intent: 'symptoms',
    question: 'Why does brahmi or bacopa upset my stomach? Nausea, cramps or loose stools from bacopa',
    answer:
      'Nausea, stomach cramps and loose stools are the commonest bacopa side effects. Take it with a meal, and if needed lower the dose for a week or two before building back up.',
    detail:
      'Any memory benefit takes 8 to 12 weeks, so a dose you tolerate matters more than a high one. Ask a pharmacist first if you take regular medicines.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'shared-practical-caffeine-symptoms',
    topic: 'caffeine',
    intent: 'symptoms',
    question: 'Why does my focus supplement with caffeine make me jittery? Caffeine jitters and anxiety, what should I do?',
    answer:
      'Jitters, a racing heart and anxiety mean the caffeine dose is too much for you. Take half a serving, have it with food, skip coffee or energy drinks the same day, and avoid caffeine after early afternoon.',
    detail: 'Most adults can have up to 400 mg of caffeine a day; add up every source. Stop and see a doctor if chest pain or palpitations do not settle.',
    source: FDA_CAFFEINE,
  },
  {
    id: 'shared-practical-multivitamin-symptoms',
    topic: 'multivitamin',
    intent: 'symptoms',
    question: 'Why is my urine bright yellow after vitamins? Neon yellow pee from a B complex or multivitamin',
    answer:
      'It is harmless. Riboflavin (vitamin B2), found in B-complex and multivitamin tablets, is bright yellow, and the part your body does not need leaves in your urine within hours.',
    detail: 'Dark yellow urine with thirst can also mean you need more water. See a doctor if urine is brown, red or cloudy, or passing it hurts.',
    source: MEDLINEPLUS_URINE_COLOUR,
  },
  {
    id: 'shared-practical-beetroot-symptoms',
    topic: 'beetroot',
    intent: 'symptoms',
    question: 'Why is my pee pink after beetroot? Red urine or stools after beetroot juice or powder',
    answer:
      'Pink or red urine or stools after beetroot, called beeturia, is harmless. The red pigment passes straight through in some people and fades within a day or two of stopping beetroot.',
    detail: 'If the colour stays after you stop beetroot, or comes with pain, fever or needing to pee often, see a doctor: it could be blood.',
    source: MEDLINEPLUS_URINE_COLOUR,
  },
  {
    id: 'shared-practical-vitamin-c-symptoms',
    topic: 'vitamin-c',
    intent: 'symptoms',
    question: 'Why do vitamin C effervescent tablets give me acidity or heartburn? What can I do?',
    answer:
      'Dissolve the tablet fully in a full glass of water and drink it with or after a meal, not on an empty stomach. If heartburn continues, try a lower dose; amla, guava and oranges also give plenty of vitamin C.',
    detail:
      'One 500 to 1,000 mg tablet is plenty; above 2,000 mg a day stomach upset is common. Effervescent tablets also contain sodium, so check the label if you limit salt.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'shared-practical-multivitamin-symptoms-2',
    topic: 'multivitamin',
    intent: 'symptoms',
    question: 'Why does my multivitamin make me feel sick? Nausea after taking a multivitamin',
    answer:
      'Nausea is common when a multivitamin, especially one with iron or zinc, is taken on an empty stomach. Take it with your main meal, or try a smaller tablet, or one without iron if you do not need iron.',
    detail: 'Do not take two multivitamins a day. If nausea continues, stop it and ask a pharmacist; a varied diet covers most needs.',
    source: ODS_MULTIVITAMIN_HP,
  },
  {
    id: 'shared-practical-ashwagandha-symptoms',
    topic: 'ashwagandha',
    intent: 'symptoms',
    question: 'Why does ashwagandha make me sleepy or drowsy in the day? Upset stomach from ashwagandha',
    answer:
      'Drowsiness, stomach upset and loose stools are the most common ashwagandha side effects. Try taking it in the evening instead of the morning, with food, or at a lower dose.',
    detail: 'Stop and see a doctor if you notice yellow skin or eyes, dark urine or itching: rare liver injury has been reported. Avoid it in pregnancy.',
    source: NCCIH_ASHWAGANDHA,
  },

  // Storage and shelf life.
  {
    id: 'shared-practical-multivitamin-side_effects-4',
    topic: 'multivitamin',
    intent: 'side_effects',
    question: 'I left my vitamins in a hot car — are they still OK? Are supplements safe after getting hot in the sun?',
    answer:
      'A few hours in a hot car will not make most tablets harmful, but heat speeds up their loss of strength and can melt softgels and gummies. If they now look, smell or feel different, such as soft, stuck together or discoloured, replace them.',
    detail: 'Keep supplements in a cool, dry place out of sunlight, never in a car. Probiotics and fish oil suffer most from heat.',
    source: ULH_STORING_MEDICINES,
  },
  {
    id: 'shared-practical-multivitamin-what_is',
    topic: 'multivitamin',
    intent: 'what_is',
    question: 'Where should I store my supplements? Is the bathroom or kitchen OK in humid or monsoon weather?',
    answer:
      'Keep supplements in a cool, dry cupboard away from the stove, sink and bathroom, in their original container with the lid tight and any desiccant sachet left inside. Humidity makes tablets crumble, capsules soften and powders clump.',
    detail:
      'Close powders straight after each scoop and use a dry spoon. Clumpy powder that smells normal is usually fine; mouldy or off-smelling powder is not.',
    source: ULH_STORING_MEDICINES,
  },
  {
    id: 'shared-practical-probiotics-what_is',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'Do probiotics need to be refrigerated? Should I keep my probiotic in the fridge? How do I store probiotics?',
    answer:
      'Follow the storage advice on the label. Some probiotics are shelf-stable at room temperature; others must be refrigerated to stay alive. Either way, store them cool, dry and closed, away from heat and sunlight.',
    detail: 'Choose a product that states the number of live organisms (CFU) at the end of its shelf life, not just at the time of manufacture.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-practical-probiotics-what_is-2',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'Can I take probiotics on holiday without a fridge? Travelling with probiotics in hot weather',
    answer:
      'For travel, a shelf-stable probiotic is easiest. Carry it in your hand luggage or a shaded bag, never in a hot car or on a sunny windowsill, and keep the lid closed.',
    detail: 'Products labelled for the fridge lose live bacteria faster when warm, so for a long trip a shelf-stable product is the safer choice.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-practical-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'Should I keep fish oil in the fridge? How should I store fish oil, and how do I know if it has gone rancid?',
    answer:
      'Store fish oil cool, dark and tightly closed; keep liquid oil in the fridge once opened, and the fridge does no harm to capsules. Oxygen, heat and light make omega-3 oils go rancid.',
    detail: 'A strong, sharp fishy or paint-like smell means the oil has oxidised: throw it away. Tests have found many fish oils on sale already oxidised.',
    source: FISH_OIL_OXIDATION,
  },
  {
    id: 'shared-practical-multivitamin-side_effects-5',
    topic: 'multivitamin',
    intent: 'side_effects',
    question: 'Can I take expired vitamins? Are supplements safe after the expiry date?',
    answer:
      'Most expired vitamins are not dangerous, but they may have lost strength, so you get less than the label says. Throw away anything that smells off or has changed colour or texture, and probiotics or fish oil past their date.',
    detail:
      'Do not flush old supplements. Many pharmacies take them back; otherwise mix them with used tea leaves or coffee grounds in a sealed bag before binning.',
    source: FDA_DISPOSAL,
  },

  // Popular pairs compared.
  {
    id: 'shared-practical-omega-3-comparison',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'Fish oil or krill oil — which is better? Is krill oil worth the price?',
    answer:
      'Both supply EPA and DHA. Krill oil carries some as phospholipids and contains astaxanthin, but usually gives much less omega-3 per capsule and costs more. Studies have not shown clear health advantages over fish oil.',
    detail: 'Compare the milligrams of EPA plus DHA per serving. People with a shellfish allergy should avoid krill oil.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-practical-omega-3-comparison-2',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'I am vegetarian — flaxseed oil or algal oil instead of fish oil? Best omega-3 for vegetarians',
    answer:
      'Flaxseed, chia and walnuts give ALA, which the body turns into EPA and DHA only in small amounts, under 15 percent. Algal oil supplies DHA, often with EPA, directly, so it is the closest vegetarian match to fish oil.',
    detail: 'ALA still counts: adults need about 1.1 g a day (women) to 1.6 g (men); one tablespoon of flaxseed gives about 2.3 g.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-practical-protein-comparison',
    topic: 'protein',
    intent: 'comparison',
    question: 'Whey or pea protein — which is better? Plant protein vs whey for building muscle',
    answer:
      'Whey is a complete, fast-digesting dairy protein rich in leucine. Pea protein is dairy-free and a little lower in some amino acids, yet in one trial 25 g twice a day with strength training gave muscle gains similar to whey.',
    detail:
      'Choose whey if dairy suits you, pea or a pea and rice blend if you are vegan or lactose intolerant. Most people can meet protein needs from food alone.',
    source: PEA_PROTEIN_TRIAL,
  },
  {
    id: 'shared-practical-fibre-comparison',
    topic: 'fibre',
    intent: 'comparison',
    question: 'Psyllium or inulin — which causes less gas? Isabgol vs inulin for constipation',
    answer:
      'Psyllium (isabgol) forms a gel that gut bacteria ferment only slightly, so it causes little gas and softens and bulks stools. Inulin is fermented fast: it feeds gut bacteria but often causes gas and bloating and does little for stool bulk.',
    detail: 'For constipation or a sensitive gut, psyllium is usually the better first choice; inulin suits people who want a prebiotic and tolerate it well.',
    source: FIBRE_SUPPLEMENTS_REVIEW,
  },
  {
    id: 'shared-practical-probiotics-comparison',
    topic: 'probiotics',
    intent: 'comparison',
    question: 'Is homemade curd as good as probiotic capsules? Dahi or yoghurt vs a probiotic supplement',
    answer:
      'Curd is a nutritious everyday food with live cultures, calcium and protein, but its strains and counts vary and are not tested for particular effects. Capsules give named strains at known doses, which matters only for uses those strains were studied for.',
    detail:
      'For everyday gut health, a daily bowl of curd and a fibre-rich diet are a good base; consider capsules for a specific reason, such as diarrhoea linked to antibiotics.',
    source: NCCIH_PROBIOTICS,
  },
  {
    id: 'shared-practical-probiotics-comparison-2',
    topic: 'probiotics',
    intent: 'comparison',
    question: "Saccharomyces boulardii or a bacterial probiotic for travellers' diarrhoea? Which probiotic is best for travel?",
    answer:
      "S. boulardii is a yeast, so antibiotics do not kill it, and it is among the best-studied probiotics for preventing travellers' and antibiotic-linked diarrhoea, though results are mixed and benefits modest. Bacterial blends have weaker travel evidence.",
    detail: 'Start a few days before you travel. Avoid S. boulardii if your immune system is weak or you have a central line. Safe food and water matter more.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-practical-ashwagandha-comparison',
    topic: 'ashwagandha',
    intent: 'comparison',
    question: 'Ashwagandha or rhodiola for stress — which should I take? Difference between ashwagandha and rhodiola',
    answer:
      'Both are sold as adaptogens for stress. Ashwagandha tends to be calming and is studied for stress and sleep; rhodiola is usually taken in the morning for fatigue and mental tiredness. Evidence for both is limited and mostly short-term.',
    detail:
      'Ashwagandha is not advised in pregnancy, and may affect thyroid hormone levels; rhodiola can cause dizziness or a dry mouth. Ask a pharmacist if you take other medicines.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-practical-nmn-comparison',
    topic: 'nmn',
    intent: 'comparison',
    question: 'NMN or NR — which NAD+ booster should I buy? Nicotinamide riboside vs NMN',
    answer:
      'Both are forms of vitamin B3 that raise NAD+ levels in blood in short human trials. Neither has been shown to slow ageing or prevent disease in people, and there are no good head-to-head trials, so neither is clearly better.',
    detail: 'Trials have mostly used 250 to 1,000 mg a day for weeks to months and reported few side effects; long-term safety is unknown.',
    source: NMN_REVIEW,
  },
  {
    id: 'shared-practical-glutathione-comparison',
    topic: 'glutathione',
    intent: 'comparison',
    question: 'Glutathione or astaxanthin for skin — which is better? Glutathione vs astaxanthin for glowing skin',
    answer:
      'Neither is proven to lighten or transform skin. Oral glutathione raised body stores in one six-month trial, but skin results are mixed. Astaxanthin, a red carotenoid antioxidant, has only small skin studies.',
    detail:
      'Sunscreen, not smoking and enough sleep do more for skin. Avoid glutathione injections sold for skin whitening: they are unapproved and can be unsafe.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'shared-practical-hawthorn-comparison',
    topic: 'hawthorn',
    intent: 'comparison',
    question: 'Hawthorn or arjuna for the heart — what is the difference? Arjuna vs hawthorn',
    answer:
      'Hawthorn is a European herb studied mainly in mild heart failure, with mixed results. Arjuna is an Ayurvedic bark studied in small trials for angina and heart failure. Neither replaces heart medicines, and both may add to their effects.',
    detail: 'If you have a heart condition or take heart or blood pressure medicines, ask your doctor or pharmacist before taking either.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'shared-practical-heart-health-comparison',
    topic: 'heart-health',
    intent: 'comparison',
    question: 'Olive oil or mustard oil for Indian cooking — which is healthier? Which cooking oil is best for the heart?',
    answer:
      'Both are mostly unsaturated fats and better choices than ghee, butter or vanaspati. Mustard oil adds some omega-3 (ALA); olive oil is rich in monounsaturated fat. Using a mix of oils, and less oil overall, matters more than the single best oil.',
    detail: 'Indian guidelines advise moderate oil and a combination of oils rather than one. Do not reuse oil that has been heated for deep frying.',
    source: FAO_INDIA_GUIDELINES,
  },
  {
    id: 'shared-practical-melatonin-comparison',
    topic: 'melatonin',
    intent: 'comparison',
    question: 'Melatonin or magnesium for sleep — which should I try? Magnesium vs melatonin',
    answer:
      'Melatonin shifts your body clock, so it helps most with jet lag or a late sleep pattern, taken about an hour before bed. Magnesium has only weak evidence for sleep, mostly in older adults. Neither fixes long-term insomnia.',
    detail: 'Regular sleep times, a dark room and no screens before bed come first. For insomnia lasting three months or more, CBT for insomnia works best.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-practical-vitamin-d-comparison',
    topic: 'vitamin-d',
    intent: 'comparison',
    question: 'Vitamin D drops or tablets — which is better? D3 drops vs capsules vs sachets',
    answer:
      'All forms work if taken regularly, and vitamin D is absorbed best with a meal containing some fat. Drops suit children and people who struggle to swallow tablets; tablets and capsules are convenient for a fixed daily dose.',
    detail: 'Check the dose per drop, which varies by brand, such as 400 IU (10 µg) or 1,000 IU (25 µg), and count drops carefully.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-practical-chyawanprash-comparison',
    topic: 'chyawanprash',
    intent: 'comparison',
    question: 'Chyawanprash or vitamin C tablets — which is better for immunity?',
    answer:
      'A vitamin C tablet gives a known dose, often 500 to 1,000 mg. Chyawanprash is a traditional jam of amla, herbs, ghee and sugar or honey; its vitamin C content varies by brand and it adds sugar. Neither prevents colds for most people.',
    detail: 'A teaspoon or two of chyawanprash a day is a food, not a medicine; count its sugar if you have diabetes.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'shared-practical-magnesium-comparison',
    topic: 'magnesium',
    intent: 'comparison',
    question: 'Magnesium taurate or glycinate — which should I take?',
    answer:
      'Both are well absorbed and gentler on the gut than oxide. Glycinate is often chosen at night for relaxation and sleep; taurate pairs magnesium with taurine and is marketed for heart health. No trials compare the two directly.',
    detail:
      'On a taurate or glycinate label, compare the elemental magnesium, not the weight of the compound, and keep supplement magnesium at or below 350 mg a day.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-practical-vitamin-c-comparison',
    topic: 'vitamin-c',
    intent: 'comparison',
    question: 'Amla or vitamin C tablets — which is better? Is natural vitamin C better than synthetic?',
    answer:
      'Your body uses vitamin C from amla and from tablets the same way: natural and synthetic ascorbic acid are chemically identical. Amla also brings fibre and polyphenols; tablets give a fixed dose. Adults need 75 to 90 mg a day.',
    detail: 'Smokers need 35 mg more a day. Most people reach their needs from fruit and vegetables such as amla, guava, oranges and peppers.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'shared-practical-bacopa-comparison',
    topic: 'bacopa',
    intent: 'comparison',
    question: 'Brahmi or shankhpushpi — what is the difference? Shankhpushpi vs brahmi for memory',
    answer:
      'Brahmi usually means Bacopa monnieri, the best-studied Ayurvedic memory herb, with small trials showing modest memory gains after 8 to 12 weeks. Shankhpushpi is a different plant, usually Convolvulus pluricaulis, with far less human research.',
    detail: 'Some shankhpushpi tonics also contain brahmi, so read the label. Neither is proven to prevent memory loss or dementia.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'shared-practical-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Collagen or hyaluronic acid supplement for skin — which is better?',
    answer:
      'Both have small, often industry-funded trials suggesting modest gains in skin moisture or elasticity after 8 to 12 weeks. Collagen peptides, usually 2.5 to 10 g a day, have more studies than hyaluronic acid capsules.',
    detail: 'Sunscreen and not smoking protect skin far more. If you try one, give it three months before judging.',
    source: HARVARD_COLLAGEN,
  },

  // Everyday how-to and symptoms.
  {
    id: 'shared-practical-exercise-dose',
    topic: 'exercise',
    intent: 'dose',
    question: 'How many steps a day should I aim for? Do I really need 10,000 steps a day?',
    answer:
      'You do not need exactly 10,000. In large studies the risk of early death fell as daily steps rose, levelling off at about 6,000 to 8,000 steps for people over 60 and 8,000 to 10,000 for younger adults.',
    detail:
      'Any increase on your current count helps: add about 1,000 steps a day every week or two. Brisk walking also counts towards 150 active minutes a week.',
    source: STEPS_META_ANALYSIS,
  },
  {
    id: 'shared-practical-skin-how_to',
    topic: 'skin',
    intent: 'how_to',
    question: 'My skin gets very dry in winter — what should I do? Dry, itchy skin in cold weather',
    answer:
      'Take shorter baths or showers in warm, not hot, water, use a mild soap-free wash, and apply a thick fragrance-free moisturiser or oil within minutes while your skin is still damp. Reapply during the day; a humidifier helps in heated rooms.',
    detail: 'See a doctor if dryness comes with redness, cracks that bleed, itching that disturbs sleep, or does not improve after two weeks of care.',
    source: MAYO_DRY_SKIN,
  },
  {
    id: 'shared-practical-skin-how_to-2',
    topic: 'skin',
    intent: 'how_to',
    question: 'How do I fix cracked heels? Dry, cracked feet in winter',
    answer:
      'Soak your feet in warm water for 10 minutes, gently smooth thick skin with a pumice stone, then apply a thick moisturiser, ideally with urea, and wear cotton socks overnight. Repeat daily, and avoid open-backed shoes until healed.',
    detail: 'People with diabetes or poor circulation should not file their feet themselves: see a doctor or podiatrist for deep, painful or bleeding cracks.',
    source: MAYO_DRY_SKIN,
  },
  {
    id: 'shared-practical-constipation-how_to',
    topic: 'constipation',
    intent: 'how_to',
    question: 'I have hard stools and cannot go — what should I do? How to relieve constipation at home',
    answer:
      'Increase fibre gradually with fruit, vegetables, pulses, whole grains or a teaspoon of isabgol, drink plenty of fluids, walk or exercise daily, and go when you feel the urge. Resting your feet on a low stool on the toilet helps.',
    detail: 'Prunes or soaked figs can help too. If these steps have not worked within a few days, a pharmacist can suggest a gentle laxative.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-practical-constipation-symptoms',
    topic: 'constipation',
    intent: 'symptoms',
    question: 'When should I see a doctor about constipation? Warning signs with constipation',
    answer:
      'See a GP if constipation is not better after two weeks of diet changes, keeps coming back, or you often need laxatives. Go sooner for blood in your stool, weight loss without trying, severe tummy pain or a swollen tummy.',
    detail: 'Constipation with vomiting, a swollen tummy and being unable to pass wind needs urgent care: it can mean a blocked bowel.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-practical-bloating-how_to',
    topic: 'bloating',
    intent: 'how_to',
    question: 'Rajma and chole make me bloated — how can I prevent it? Gas after eating beans, chickpeas or dal',
    answer:
      'Soak dried rajma or chana overnight, ideally 12 hours, throw away the water, rinse, and cook until very soft, ideally in a pressure cooker. Start with small portions and eat pulses regularly so your gut adjusts. Many cooks add hing or ginger.',
    detail: 'Never eat undercooked rajma: raw kidney beans contain a toxin destroyed only by soaking and then boiling hard for at least 10 minutes.',
    source: NHS_BEANS_PULSES,
  },
  {
    id: 'shared-practical-colds-how_to',
    topic: 'colds',
    intent: 'how_to',
    question: 'I feel a cold coming on — what should I do? Sore throat and runny nose starting',
    answer:
      'Rest, drink plenty of fluids, and take paracetamol or ibuprofen if needed for aches or fever. Salt-water gargles, honey in warm water (not for babies under 1) and steam can ease symptoms. Most colds clear within 7 to 10 days.',
    detail: 'Antibiotics do not work on colds. Wash your hands often and cough or sneeze into a tissue to protect others.',
    source: NHS_COMMON_COLD,
  },
  {
    id: 'shared-practical-colds-symptoms',
    topic: 'colds',
    intent: 'symptoms',
    question: 'When should I see a doctor for a cold? My cold is not getting better',
    answer:
      'See a doctor if symptoms last more than three weeks, suddenly get worse, you have a very high temperature or feel hot and shivery, or you have a long-term condition. Get urgent help for breathing difficulty or chest pain.',
    detail: 'Get advice sooner for babies and young children, especially a baby under 3 months with a temperature of 38°C or higher.',
    source: NHS_COMMON_COLD,
  },
  {
    id: 'shared-practical-blood-pressure-how_to',
    topic: 'blood-pressure',
    intent: 'how_to',
    question: 'My home reading is a bit high, like 140/90 — what should I do? One raised reading on my home monitor',
    answer:
      'Do not act on one reading. Sit quietly for 5 minutes, then take two readings a minute apart, morning and evening, for about a week, and show the average to your doctor.',
    detail:
      'High blood pressure means an average of 135/85 or more at home, or 140/90 or more in a clinic. Get urgent help for a very high reading with chest pain, breathlessness or weakness.',
    source: NHS_BP_TEST,
  },
  {
    id: 'shared-practical-blood-pressure-how_to-2',
    topic: 'blood-pressure',
    intent: 'how_to',
    question: 'How do I measure my blood pressure at home correctly? Tips for an accurate reading with a home monitor',
    answer:
      'Use a validated upper-arm cuff of the right size. Avoid caffeine, smoking and exercise for 30 minutes before, empty your bladder, then sit with your back supported, feet flat and arm resting at heart level, and do not talk.',
    detail: 'Take two or three readings a minute apart, at the same times each day, and record them all to share with your doctor.',
    source: AHA_HOME_BP,
  },
  {
    id: 'shared-practical-sleep-how_to',
    topic: 'sleep',
    intent: 'how_to',
    question: 'I cannot fall asleep after lying in bed for ages — what should I do? Still awake after 20 minutes',
    answer:
      'If you are still awake after about 20 minutes, get up, go to another room with dim light and do something calm, such as reading, without screens. Go back to bed only when you feel sleepy, and keep the same wake-up time every day.',
    detail: 'Avoid clock-watching, caffeine after midday and daytime naps. If poor sleep lasts three months or more, ask a doctor about CBT for insomnia.',
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-practical-memory-how_to',
    topic: 'memory',
    intent: 'how_to',
    question: 'How can I remember more for exams? Best way to study so I do not forget',
    answer:
      'Test yourself instead of rereading: close the book, write or say what you remember, then check. Spread revision over days rather than cramming, mix topics, and sleep 7 to 9 hours, especially the night before.',
    detail: 'In a major review, practice testing and spacing revision out were the most effective study techniques; highlighting and rereading helped least.',
    source: STUDY_TECHNIQUES_REVIEW,
  },
  {
    id: 'shared-practical-stress-how_to',
    topic: 'stress',
    intent: 'how_to',
    question: 'My mind goes blank in exams — what can I do? Exam stress and blanking out',
    answer:
      'Pause and breathe slowly, in through your nose and out through your mouth, counting to five each way, for a minute. Then move to a question you can answer and come back later; jotting down related words often brings the rest back.',
    detail:
      'Practising past papers under timed conditions makes blanking less likely. If exam anxiety is severe or affects sleep for weeks, talk to a doctor or counsellor.',
    source: NHS_BREATHING,
  },
  {
    id: 'shared-practical-sun-how_to',
    topic: 'sun',
    intent: 'how_to',
    question: 'How do I treat sunburn? Sunburnt skin, what helps?',
    answer:
      'Get out of the sun, cool the skin with a cool shower, bath or damp towel, and apply after-sun or aloe vera. Drink plenty of water, take paracetamol or ibuprofen for pain, and cover the area until it heals. Do not pop blisters.',
    detail:
      'Get medical help for blistering or swelling over a large area, a high temperature, chills, dizziness or headache, or sunburn in a baby or young child.',
    source: NHS_SUNBURN,
  },
  {
    id: 'shared-practical-sun-how_to-2',
    topic: 'sun',
    intent: 'how_to',
    question: 'How do I get rid of a tan? Is tanning safe, and how do I stop getting tanned?',
    answer:
      'A tan fades by itself over weeks as your skin renews. It is a sign of UV damage, not protection, so prevent more with sunscreen of SPF 30 or higher, shade between 11am and 3pm, a hat and covering clothing.',
    detail: 'Sunscreen still matters on cloudy days and for darker skin, which burns less easily but still gets UV damage.',
    source: NHS_SUN_SAFETY,
  },
  {
    id: 'shared-practical-muscle-how_to',
    topic: 'muscle',
    intent: 'how_to',
    question: 'My muscles are sore after a new workout — what helps? DOMS after the gym',
    answer:
      'Soreness that peaks 24 to 72 hours after a new or harder workout is normal and fades within five to seven days. Gentle movement such as walking, light stretching, massage and rest help; make the next session lighter.',
    detail: 'See a doctor for sharp pain, swelling, a joint you cannot move, or very dark urine with severe muscle pain and weakness.',
    source: DOMS_REVIEW,
  },
  {
    id: 'shared-practical-joints-how_to',
    topic: 'joints',
    intent: 'how_to',
    question: 'My knee hurts since I started running — what should I do? Knee pain after jogging',
    answer:
      'Rest from running for a few days, hold an ice pack wrapped in a towel on the knee for up to 20 minutes a few times a day, and take paracetamol or ibuprofen if needed. Return gradually: shorter runs on flat ground, in supportive shoes.',
    detail: 'See a GP or physiotherapist if pain lasts over two weeks, or the knee swells, locks or gives way; get urgent help if you cannot put weight on it.',
    source: NHS_KNEE_PAIN,
  },
  {
    id: 'shared-practical-exercise-how_to',
    topic: 'exercise',
    intent: 'how_to',
    question: 'How do I start running without getting injured? A beginner running plan',
    answer:
      'Start with walk-run intervals, such as 60 seconds of running and 90 seconds of walking for 20 minutes, three times a week with rest days between. Build up gradually over about 9 weeks, as in the NHS Couch to 5K plan.',
    detail: 'Warm up with 5 minutes of brisk walking. Some muscle soreness is normal; sharp or worsening joint pain is a reason to rest and get advice.',
    source: NHS_COUCH_TO_5K,
  },

  // How to take products well.
  {
    id: 'shared-practical-fibre-how_to',
    topic: 'fibre',
    intent: 'how_to',
    question: 'How do I take isabgol (psyllium husk)? How much water should I drink with psyllium?',
    answer:
      'Stir 1 to 2 teaspoons into a full glass (about 240 ml) of water or juice, drink it straight away before it thickens, then drink another glass. Start once a day and increase slowly.',
    detail:
      'Never take it dry or just before lying down, and take other medicines 2 hours apart. Get help at once for chest pain, vomiting, or trouble swallowing or breathing.',
    source: MEDLINEPLUS_PSYLLIUM,
  },
  {
    id: 'shared-practical-fibre-dose',
    topic: 'fibre',
    intent: 'dose',
    question: 'How much psyllium husk should I take a day? How many teaspoons of isabgol?',
    answer:
      'Adults should aim for about 30 g of fibre a day, mostly from food. A level teaspoon of psyllium husk adds roughly 3 to 5 g; most people take 1 to 3 teaspoons a day, split between meals, each with a full glass of water.',
    detail: 'Raise fibre over a few weeks to avoid gas and bloating, and drink more fluid as you do.',
    source: NHS_FIBRE,
  },
  {
    id: 'shared-practical-l-theanine-dose',
    topic: 'l-theanine',
    intent: 'dose',
    question: 'How much L-theanine should I take with my coffee? L-theanine and caffeine ratio',
    answer:
      'Studies of the pair mostly used about 100 to 200 mg of L-theanine with 50 to 100 mg of caffeine, roughly a cup of coffee. The combination slightly improved attention and, for some people, took the edge off caffeine.',
    detail: 'Keep total caffeine under 400 mg a day, and remember a focus product with its own caffeine adds to your coffee.',
    source: THEANINE_CAFFEINE_TRIAL,
  },
  {
    id: 'shared-practical-antioxidants-dose',
    topic: 'antioxidants',
    intent: 'dose',
    question: 'How much selenium do I need a day? Selenium dose, RDA and upper limit',
    answer:
      'Adults need 55 µg of selenium a day, 60 µg in pregnancy and 70 µg when breastfeeding. The upper limit for selenium is 400 µg a day from food and supplements together; most people get enough from a varied diet.',
    detail:
      'Too much causes garlic-smelling breath, a metallic taste, brittle hair and nails, and skin rashes. Check your multivitamin before adding selenium.',
    source: ODS_SELENIUM_HP,
  },
  {
    id: 'shared-practical-antioxidants-dose-2',
    topic: 'antioxidants',
    intent: 'dose',
    question: 'How many Brazil nuts a day for selenium? Can Brazil nuts give too much selenium?',
    answer:
      'One Brazil nut can contain about 70 to 90 µg of selenium, more than an adult needs in a day, though it varies widely with the soil. One or two a day is plenty; several daily can exceed the 400 µg upper limit.',
    detail: 'Fish, eggs, meat, whole grains and dairy also supply selenium, so most people need neither Brazil nuts nor selenium supplements.',
    source: ODS_SELENIUM_HP,
  },
  {
    id: 'shared-practical-vitamin-e-dose',
    topic: 'vitamin-e',
    intent: 'dose',
    question: 'How much vitamin E should I take? Is a 400 IU vitamin E capsule too much?',
    answer:
      'Adults need 15 mg of vitamin E a day, easily met from nuts, seeds and vegetable oils. A 400 IU capsule gives about 268 mg (natural) or 180 mg (synthetic): far above need, though below the 1,000 mg upper limit.',
    detail: 'Most people do not need vitamin E capsules. High doses can raise bleeding risk with blood thinners such as warfarin; ask your pharmacist.',
    source: ODS_VITAMIN_E_HP,
  },
  {
    id: 'shared-practical-iron-dose-2',
    topic: 'iron',
    intent: 'dose',
    question: 'How much iron do women need a day? Do heavy periods change it?',
    answer:
      'Women aged 19 to 50 need 18 mg of iron a day and 27 mg in pregnancy; after menopause, like men, 8 mg. The adult upper limit is 45 mg a day, unless a doctor prescribes more to treat a deficiency.',
    detail: 'Heavy periods are a common cause of low iron. Have a blood test before using iron long term, and see a doctor about very heavy periods.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-practical-potassium-dose',
    topic: 'potassium',
    intent: 'dose',
    question: 'Should I take potassium supplements, or get enough potassium from food?',
    answer:
      'Get potassium from food: women need about 2,600 mg and men 3,400 mg a day, from fruit, vegetables, dal, nuts, curd and potatoes. A medium banana has about 420 mg. Most people do not need potassium supplements.',
    detail:
      'Do not take potassium supplements or salt substitutes without medical advice if you have kidney disease or take ACE inhibitors, ARBs or spironolactone. Ask your pharmacist.',
    source: ODS_POTASSIUM_HP,
  },
  {
    id: 'shared-practical-iron-timing',
    topic: 'iron',
    intent: 'timing',
    question: 'How long do iron tablets take to work? When will my haemoglobin go up?',
    answer:
      'Most people start to feel better after about a week, and the full effect can take around 4 weeks. Keep taking iron for as long as your doctor advises, often a few months after levels recover, to refill your stores.',
    detail: 'Your doctor will usually repeat the blood test after a few weeks. See them sooner if you feel no better or get new symptoms.',
    source: NHS_FERROUS_SULFATE,
  },
  {
    id: 'shared-practical-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'How long does vitamin D take to work? When will I feel better on vitamin D?',
    answer:
      'Blood levels rise over weeks: on a steady daily dose they level off after about three months. Any improvement in tiredness or aches from correcting a real deficiency also takes weeks, not days.',
    detail: 'Retesting is usually done after about three months, not sooner. Keep daily intake at or below 4,000 IU (100 µg) unless prescribed.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-practical-vitamin-b12-timing',
    topic: 'vitamin-b12',
    intent: 'timing',
    question: 'How long do B12 tablets take to work? When will B12 help my tiredness?',
    answer:
      'If you are deficient, energy often improves within days to a few weeks of starting treatment, but nerve symptoms such as tingling can take months and may not recover fully. Your doctor will recheck your blood to confirm it is working.',
    detail: 'Do not stop prescribed B12 because you feel better; some causes, such as pernicious anaemia, need treatment for life.',
    source: NHS_B12_ANAEMIA,
  },
  {
    id: 'shared-practical-multivitamin-interactions',
    topic: 'multivitamin',
    intent: 'interactions',
    question: 'Can I take all my supplements together? Which supplements should I not take at the same time?',
    answer:
      'Most can be taken together with a meal. The main clashes: keep iron about 2 hours apart from calcium, tea, coffee and milk; do not take high-dose zinc with iron; and take thyroid medicine at least 4 hours apart from iron or calcium.',
    detail:
      'Take vitamins A, D, E and K and fish oil with a meal that contains some fat. If you take any prescribed medicine, ask your pharmacist to check your list.',
    source: ODS_IRON_HP,
  },
];
