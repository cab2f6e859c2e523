// Shared knowledge any guardian may quote: omega-3, vitamins A, C, E and K, potassium, turmeric, caffeine,
// exercise, alcohol, blood sugar, weight, bones and joints. Written in our own words with each entry's source.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_OMEGA3: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const ODS_OMEGA3_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-Consumer/',
};
const NCCIH_OMEGA3: Source = {
  title: 'NCCIH — Omega-3 supplements: what you need to know',
  url: 'https://www.nccih.nih.gov/health/omega3-supplements-what-you-need-to-know',
};
const ODS_VITAMIN_E: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin E fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};
const ODS_VITAMIN_K: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const ODS_VITAMIN_A: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin A and carotenoids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};
const NHS_VITAMIN_A: Source = {
  title: 'NHS — Vitamin A',
  url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/',
};
const ODS_VITAMIN_C: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_POTASSIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Potassium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
};
const MEDLINEPLUS_HIGH_POTASSIUM: Source = {
  title: 'MedlinePlus — High potassium level',
  url: 'https://medlineplus.gov/ency/article/001179.htm',
};
const NCCIH_TURMERIC: Source = {
  title: 'NCCIH — Turmeric',
  url: 'https://www.nccih.nih.gov/health/turmeric',
};
const TURMERIC_LIVER: Source = {
  title: 'American Journal of Medicine (2023) — Liver injury associated with turmeric: ten cases from the Drug-Induced Liver Injury Network',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9892270/',
};
const MSKCC_TURMERIC: Source = {
  title: 'Memorial Sloan Kettering Cancer Center, About Herbs — Turmeric',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/turmeric',
};
const MAYO_CAFFEINE: Source = {
  title: 'Mayo Clinic — Caffeine: how much is too much?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/in-depth/caffeine/art-20045678',
};
const NHS_PREGNANCY_FOODS: Source = {
  title: 'NHS — Foods to avoid in pregnancy',
  url: 'https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/',
};
const NHS_ACTIVITY_ADULTS: Source = {
  title: 'NHS — Physical activity guidelines for adults aged 19 to 64',
  url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/',
};
const WHO_PHYSICAL_ACTIVITY: Source = {
  title: 'World Health Organization — Physical activity fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
};
const NHS_ALCOHOL_UNITS: Source = {
  title: 'NHS — Alcohol units',
  url: 'https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/',
};
const NHS_ALCOHOL_RISKS: Source = {
  title: 'NHS — The risks of drinking too much',
  url: 'https://www.nhs.uk/live-well/alcohol-advice/the-risks-of-drinking-too-much/',
};
const NCCIH_DIABETES: Source = {
  title: 'NCCIH — Diabetes and dietary supplements',
  url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements',
};
const MEDLINEPLUS_A1C: Source = {
  title: 'MedlinePlus — Hemoglobin A1C (HbA1c) test',
  url: 'https://medlineplus.gov/lab-tests/hemoglobin-a1c-hba1c-test/',
};
const NHS_OBESITY: Source = {
  title: 'NHS — Obesity',
  url: 'https://www.nhs.uk/conditions/obesity/',
};
const NHS_OBESITY_TREATMENT: Source = {
  title: 'NHS — Obesity: treatment',
  url: 'https://www.nhs.uk/conditions/obesity/treatment/',
};
const ODS_CALCIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Calcium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const NHS_OSTEOPOROSIS_PREVENTION: Source = {
  title: 'NHS — Osteoporosis: prevention',
  url: 'https://www.nhs.uk/conditions/osteoporosis/prevention/',
};
const NHS_OSTEOARTHRITIS: Source = {
  title: 'NHS — Osteoarthritis',
  url: 'https://www.nhs.uk/conditions/osteoarthritis/',
};
const NCCIH_GLUCOSAMINE: Source = {
  title: 'NCCIH — Glucosamine and chondroitin for osteoarthritis',
  url: 'https://www.nccih.nih.gov/health/glucosamine-and-chondroitin-for-osteoarthritis',
};

const ISSN_NUTRIENT_TIMING: Source = {
  title: 'Kerksick CM et al. International Society of Sports Nutrition position stand: nutrient timing. J Int Soc Sports Nutr 2017;14:33',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0189-4',
};
const SPORTS_NUTRITION_POSITION: Source = {
  title:
    'Thomas DT, Erdman KA, Burke LM. Nutrition and athletic performance: joint position statement of the Academy of Nutrition and Dietetics, Dietitians of Canada and the American College of Sports Medicine, 2016, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/26920240/',
};
const AHA_ACTIVE_BP: Source = {
  title: 'American Heart Association — Getting active to control high blood pressure',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/changes-you-can-make-to-manage-high-blood-pressure/getting-active-to-control-high-blood-pressure',
};
const NHS_LOW_BLOOD_SUGAR: Source = { title: 'NHS — Low blood sugar (hypoglycaemia)', url: 'https://www.nhs.uk/conditions/low-blood-sugar-hypoglycaemia/' };
const MEDLINEPLUS_GLYCEMIC_INDEX: Source = {
  title: 'MedlinePlus — Glycemic index and diabetes',
  url: 'https://medlineplus.gov/ency/patientinstructions/000941.htm',
};
const CDC_DIABETES_TESTING: Source = { title: 'CDC — Diabetes testing', url: 'https://www.cdc.gov/diabetes/diabetes-testing/index.html' };
const WHO_SUGARS: Source = {
  title: 'World Health Organization — Guideline: sugars intake for adults and children',
  url: 'https://www.who.int/publications/i/item/9789241549028',
};
const NHS_SUGAR: Source = {
  title: 'NHS — Sugar: the facts',
  url: 'https://www.nhs.uk/live-well/eat-well/food-types/how-does-sugar-in-our-diet-affect-our-health/',
};
const NHS_CUT_SUGAR: Source = {
  title: 'NHS — How to cut down on sugar in your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/how-to-cut-down-on-sugar-in-your-diet/',
};
const WHO_SALT: Source = {
  title: 'World Health Organization — Sodium reduction fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
};
const NHS_SALT: Source = { title: 'NHS — Salt: the facts', url: 'https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/' };
const NHLBI_SMOKING: Source = {
  title: 'NIH National Heart, Lung, and Blood Institute — Smoking and your heart',
  url: 'https://www.nhlbi.nih.gov/health/heart/smoking',
};
const NHS_QUIT_SMOKING: Source = { title: 'NHS Better Health — Quit smoking', url: 'https://www.nhs.uk/better-health/quit-smoking/' };
const NHS_GUM_DISEASE: Source = { title: 'NHS — Gum disease', url: 'https://www.nhs.uk/conditions/gum-disease/' };
const NHS_SCURVY: Source = { title: 'NHS — Scurvy', url: 'https://www.nhs.uk/conditions/scurvy/' };
const CAFFEINE_BEDTIME_STUDY: Source = {
  title: 'Drake C et al. Caffeine effects on sleep taken 0, 3, or 6 hours before going to bed. J Clin Sleep Med 2013;9(11):1195–1200',
  url: 'https://jcsm.aasm.org/doi/10.5664/jcsm.3170',
};
const NCCIH_ENERGY_DRINKS: Source = { title: 'NCCIH — Energy drinks', url: 'https://www.nccih.nih.gov/health/energy-drinks' };
const ANTI_INFLAMMATORY_DIET_REVIEW: Source = {
  title:
    'Schönenberger KA et al. Effect of anti-inflammatory diets on pain in rheumatoid arthritis: a systematic review and meta-analysis. Nutrients 2021;13:4221',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8706441/',
};
const NHS_RHEUMATOID_SYMPTOMS: Source = {
  title: 'NHS — Rheumatoid arthritis: symptoms',
  url: 'https://www.nhs.uk/conditions/rheumatoid-arthritis/symptoms/',
};

export const SHARED_CIRCULATION_AND_RENEWAL_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Omega-3.
  {
    id: 'shared-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'What is omega-3 and what does it do?',
    answer:
      'Omega-3s are essential fats: ALA from plants such as flaxseed, chia and walnuts, and EPA and DHA mainly from oily fish and algae. They are part of every cell membrane, especially in the brain and eyes, and support heart function.',
    detail: 'The body converts only a small share of plant ALA into EPA and DHA, so oily fish or algal oil are the direct sources.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-dose',
    topic: 'omega-3',
    intent: 'dose',
    question: 'How much omega-3 do I need a day?',
    answer:
      'There is no official EPA and DHA requirement. The adequate intake for plant ALA is 1.6 g a day for men and 1.1 g for women; two portions of fish a week, one oily, cover typical EPA and DHA advice.',
    detail: 'Up to 5 g a day of EPA plus DHA from supplements is considered safe for adults; higher doses should only be taken under medical supervision.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-food_sources',
    topic: 'omega-3',
    intent: 'food_sources',
    question: 'Which foods are high in omega-3?',
    answer:
      'Salmon, mackerel, sardines, herring, trout and anchovies are richest in EPA and DHA. For plant ALA, choose flaxseed (linseed) and its oil, chia seeds, walnuts, soya beans and rapeseed (canola) oil.',
    detail: 'An 85 g (3 oz) portion of farmed Atlantic salmon provides about 1.8 g of EPA plus DHA.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-side_effects',
    topic: 'omega-3',
    intent: 'side_effects',
    question: 'What are the side effects of fish oil? Is omega-3 safe?',
    answer:
      'Side effects are usually mild: a fishy taste or burps, bad breath, heartburn, nausea, loose stools and headache. Taking capsules with a meal reduces most of them.',
    detail:
      'In people with heart disease or its risk factors, omega-3 supplements have been linked with a higher risk of atrial fibrillation, mainly at doses above 1 g a day.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-interactions',
    topic: 'omega-3',
    intent: 'interactions',
    question: 'Can I take omega-3 fish oil with warfarin or other blood thinners?',
    answer:
      'Check with your doctor or pharmacist first: omega-3 may slightly prolong bleeding, so combining it with warfarin, other anticoagulants or antiplatelet medicines such as clopidogrel needs care, especially at higher doses and before surgery.',
    detail: 'If you take warfarin, your INR may be checked when you start or stop omega-3; tell your surgeon or dentist that you take it.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-product_choice',
    topic: 'omega-3',
    intent: 'product_choice',
    question: 'Which omega-3 supplement should I buy? What should I look for on the label?',
    answer:
      'Check the EPA plus DHA per serving, not the total "fish oil": a typical 1,000 mg capsule provides about 300 mg. Choose products tested by an independent lab for purity and freshness.',
    detail: 'Cod liver oil also contains vitamin A, so avoid stacking it with other vitamin A supplements, and skip it in pregnancy.',
    source: ODS_OMEGA3_CONSUMER,
  },
  {
    id: 'shared-omega-3-comparison',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'Fish oil or algal oil: which omega-3 is better?',
    answer:
      'Algal oil comes from the microalgae that fish get their omega-3 from; it provides DHA, often with some EPA, and suits vegetarians, vegans and people who avoid fish. Fish oil usually gives more EPA per capsule.',
    detail: 'Compare labels by the milligrams of EPA and DHA per serving rather than by oil type or capsule size.',
    source: ODS_OMEGA3,
  },
  {
    id: 'shared-omega-3-timing',
    topic: 'omega-3',
    intent: 'timing',
    question: 'When should I take omega-3? Morning or night?',
    answer:
      'Take it with a meal, ideally one that contains some fat. Absorption is better and fishy burps, heartburn and nausea are less likely; the time of day itself does not matter.',
    detail: 'Splitting a larger dose between two meals can further reduce stomach upset.',
    source: NCCIH_OMEGA3,
  },

  // Vitamin E.
  {
    id: 'shared-vitamin-e-dose',
    topic: 'vitamin-e',
    intent: 'dose',
    question: 'How much vitamin E do I need? What is the upper limit?',
    answer:
      'Adults need 15 mg of vitamin E (alpha-tocopherol) a day. The upper limit from supplements is 1,000 mg a day, which equals 1,500 IU of natural or 1,100 IU of synthetic vitamin E.',
    detail: "Deficiency is rare and usually linked to conditions that impair fat absorption, such as Crohn's disease or cystic fibrosis.",
    source: ODS_VITAMIN_E,
  },
  {
    id: 'shared-vitamin-e-interactions',
    topic: 'vitamin-e',
    intent: 'interactions',
    question: 'Can I take vitamin E with warfarin or blood thinners?',
    answer:
      'Be cautious: high-dose vitamin E can increase bleeding risk with warfarin and other anticoagulants or antiplatelet medicines. It may also blunt the cholesterol benefits of simvastatin taken with niacin. Ask your doctor or pharmacist first.',
    detail: 'Tell your cancer team before taking vitamin E or other antioxidant supplements during chemotherapy or radiotherapy.',
    source: ODS_VITAMIN_E,
  },
  {
    id: 'shared-vitamin-e-side_effects',
    topic: 'vitamin-e',
    intent: 'side_effects',
    question: 'Is high-dose vitamin E safe?',
    answer:
      'Doses above the upper limit raise the risk of bleeding, and in a large trial, men taking 400 IU a day had a higher risk of prostate cancer. Most people get enough from food and do not need high-dose supplements.',
    detail: 'Vitamin E from food, such as nuts, seeds and vegetable oils, has not been linked with these harms.',
    source: ODS_VITAMIN_E,
  },

  // Vitamin K.
  {
    id: 'shared-vitamin-k-dose',
    topic: 'vitamin-k',
    intent: 'dose',
    question: 'How much vitamin K do I need and what does it do?',
    answer:
      'The adequate intake is 120 µg a day for men and 90 µg for women. Vitamin K makes the proteins that let blood clot and helps build bone; most people get enough from green vegetables.',
    detail: 'No upper limit is set because no harm has been seen from food or supplements in healthy people, but people taking warfarin are an exception.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-vitamin-k-interactions',
    topic: 'vitamin-k',
    intent: 'interactions',
    question: 'Can I eat leafy greens or take vitamin K while on warfarin?',
    answer:
      'Yes, but keep your vitamin K intake steady from week to week rather than avoiding it. A sudden increase from greens, natto or supplements weakens warfarin, and a sudden drop raises bleeding risk. Tell your anticoagulation clinic before changing.',
    detail: 'This applies to warfarin and similar vitamin K antagonists; newer anticoagulants such as apixaban and rivaroxaban are not affected by vitamin K.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-vitamin-k-food_sources',
    topic: 'vitamin-k',
    intent: 'food_sources',
    question: 'Which foods are high in vitamin K?',
    answer:
      'Leafy greens are richest in vitamin K1: kale, spinach, collard and turnip greens, broccoli and lettuce, plus soybean and rapeseed oils. Vitamin K2 comes from natto, cheese, egg yolk and meat.',
    detail: 'Half a cup of boiled spinach provides about 440 µg, several times the daily adequate intake.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-vitamin-k-comparison',
    topic: 'vitamin-k',
    intent: 'comparison',
    question: 'Vitamin K1 or K2 (MK-7): what is the difference?',
    answer:
      'K1 (phylloquinone) from leafy greens is the main form in the diet. K2 (menaquinones, such as MK-7) comes from fermented foods and animal products and stays in the blood longer. Evidence that K2 supplements protect bones or arteries is limited.',
    detail: 'Both forms counteract warfarin, so anyone taking it should ask before using a K2 or vitamin D3 with K2 product.',
    source: ODS_VITAMIN_K,
  },

  // Vitamin A.
  {
    id: 'shared-vitamin-a-dose',
    topic: 'vitamin-a',
    intent: 'dose',
    question: 'How much vitamin A do I need? What is the upper limit for retinol?',
    answer:
      'Adults need 900 µg RAE a day (men) or 700 µg (women). The upper limit for preformed vitamin A (retinol) is 3,000 µg, or 10,000 IU, a day; beta-carotene from food does not count towards it.',
    detail: 'Retinol builds up in the liver, so regularly exceeding the upper limit can cause headaches, liver damage and weaker bones.',
    source: ODS_VITAMIN_A,
  },
  {
    id: 'shared-vitamin-a-side_effects',
    topic: 'vitamin-a',
    intent: 'side_effects',
    question: 'Is vitamin A safe in pregnancy? Can I take retinol while pregnant?',
    answer:
      'Too much retinol can harm an unborn baby. If you are pregnant or trying, avoid liver and liver products such as pâté, fish liver oil supplements and any supplement containing retinol; pregnancy supplements use safe forms and amounts.',
    detail: 'Having more than 1,500 µg of vitamin A a day over many years may also weaken bones, so avoid stacking supplements.',
    source: NHS_VITAMIN_A,
  },
  {
    id: 'shared-vitamin-a-food_sources',
    topic: 'vitamin-a',
    intent: 'food_sources',
    question: 'Which foods contain vitamin A and beta-carotene?',
    answer:
      'Retinol comes from liver, oily fish, eggs, cheese, milk and yoghurt. Beta-carotene, which the body turns into vitamin A as needed, comes from carrots, sweet potato, spinach, red peppers, mango, papaya and apricots.',
    detail: 'Beta-carotene supplements raised lung cancer risk in smokers in large trials, so smokers should get beta-carotene from food, not pills.',
    source: ODS_VITAMIN_A,
  },

  // Vitamin C.
  {
    id: 'shared-vitamin-c-dose',
    topic: 'vitamin-c',
    intent: 'dose',
    question: 'How much vitamin C do I need a day? What is the upper limit?',
    answer: 'Adults need 75 mg a day (women) or 90 mg (men); smokers need 35 mg more. The upper limit is 2,000 mg a day.',
    detail: "Half a cup of raw red pepper (about 95 mg) or a medium orange (about 70 mg) covers most of a day's needs.",
    source: ODS_VITAMIN_C,
  },
  {
    id: 'shared-vitamin-c-food_sources',
    topic: 'vitamin-c',
    intent: 'food_sources',
    question: 'Which foods are high in vitamin C?',
    answer:
      'Red and green peppers, oranges and other citrus fruit, kiwi fruit, broccoli, strawberries, Brussels sprouts, tomatoes, potatoes and amla (Indian gooseberry).',
    detail: 'Heat and long storage destroy vitamin C, so steaming, microwaving or eating some produce raw keeps more of it.',
    source: ODS_VITAMIN_C,
  },
  {
    id: 'shared-vitamin-c-side_effects',
    topic: 'vitamin-c',
    intent: 'side_effects',
    question: 'Can you take too much vitamin C? Side effects of high doses?',
    answer:
      'Above the 2,000 mg upper limit, vitamin C often causes diarrhoea, nausea and stomach cramps. High doses may also raise kidney stone risk in some people and increase iron build-up in people with haemochromatosis.',
    detail: 'People with kidney disease should avoid high-dose vitamin C unless their doctor advises it.',
    source: ODS_VITAMIN_C,
  },

  // Potassium.
  {
    id: 'shared-potassium-dose',
    topic: 'potassium',
    intent: 'dose',
    question: 'How much potassium do I need a day?',
    answer: 'Adequate intake is 3,400 mg a day for men and 2,600 mg for women. Most adults get less than this from food, and more sodium than advised.',
    detail:
      'Food is the best way to raise potassium: fruit, vegetables, beans, dairy and potatoes; over-the-counter supplements usually contain no more than 99 mg per tablet.',
    source: ODS_POTASSIUM,
  },
  {
    id: 'shared-potassium-interactions',
    topic: 'potassium',
    intent: 'interactions',
    question: 'Are potassium supplements or salt substitutes safe with kidney disease or blood pressure tablets?',
    answer:
      'Not for everyone: with kidney disease, or when taking ACE inhibitors, ARBs or potassium-sparing diuretics such as spironolactone, extra potassium can build up to dangerous levels. Check with your doctor before using either.',
    detail: 'Many salt substitutes replace sodium with potassium chloride, so they count as a potassium supplement.',
    source: ODS_POTASSIUM,
  },
  {
    id: 'shared-potassium-symptoms',
    topic: 'potassium',
    intent: 'symptoms',
    question: 'What are the symptoms of too much potassium?',
    answer:
      'High blood potassium often causes no symptoms at first. It can then bring nausea, tiredness, muscle weakness, numbness or tingling, and a slow, weak or irregular heartbeat, which can be dangerous.',
    detail: 'Seek urgent care for palpitations, chest pain or sudden weakness, especially if you have kidney disease or take potassium-raising medicines.',
    source: MEDLINEPLUS_HIGH_POTASSIUM,
  },

  // Turmeric.
  {
    id: 'shared-turmeric-what_is',
    topic: 'turmeric',
    intent: 'what_is',
    question: 'What is turmeric and curcumin good for?',
    answer:
      'Turmeric is a spice whose main active compound is curcumin. It has been studied for joint pain, inflammation and digestion, but strong evidence for any health condition is limited.',
    detail: 'Turmeric used in cooking is considered safe; concentrated supplements carry more risk of side effects and interactions.',
    source: NCCIH_TURMERIC,
  },
  {
    id: 'shared-turmeric-product_choice',
    topic: 'turmeric',
    intent: 'product_choice',
    question: 'Is curcumin absorbed well? Should I choose turmeric with black pepper?',
    answer:
      "Curcumin is poorly absorbed and quickly cleared. Black pepper's piperine, taking it with fat, or special formulations raise absorption, but they also raise the amount reaching your liver.",
    detail:
      'Rare liver injury has been linked to turmeric supplements, more often to high-absorption products with black pepper; stop and seek care if you notice yellow skin or dark urine.',
    source: TURMERIC_LIVER,
  },
  {
    id: 'shared-turmeric-interactions',
    topic: 'turmeric',
    intent: 'interactions',
    question: 'Can I take turmeric with warfarin or other blood thinners?',
    answer:
      'Be careful: turmeric supplements may slow blood clotting and add to the bleeding risk of warfarin, clopidogrel, aspirin and other blood thinners. Cooking amounts are fine; ask your doctor or pharmacist before taking supplements.',
    detail: 'Curcumin may also affect how the body handles some other medicines, so tell your surgeon, dentist or oncologist that you take it.',
    source: MSKCC_TURMERIC,
  },
  {
    id: 'shared-turmeric-side_effects',
    topic: 'turmeric',
    intent: 'side_effects',
    question: 'Who should avoid turmeric supplements? Is turmeric safe with gallstones?',
    answer:
      'Avoid supplements if you have gallstones or a blocked bile duct, because curcumin makes the gallbladder contract, and if you have liver disease or take blood thinners. Food amounts of turmeric are considered safe.',
    detail: 'Common side effects of supplements are stomach upset, nausea and diarrhoea; pregnant women should stick to food amounts.',
    source: MSKCC_TURMERIC,
  },

  // Caffeine.
  {
    id: 'shared-caffeine-dose',
    topic: 'caffeine',
    intent: 'dose',
    question: 'How much caffeine is safe a day?',
    answer:
      'Up to 400 mg of caffeine a day is considered safe for most healthy adults, about four cups of brewed coffee. Sensitivity varies, and people with anxiety, palpitations, high blood pressure or poor sleep may need less.',
    detail: 'Adolescents should have no more than 100 mg a day, and mixing caffeine with alcohol is not advised.',
    source: MAYO_CAFFEINE,
  },
  {
    id: 'shared-caffeine-side_effects',
    topic: 'caffeine',
    intent: 'side_effects',
    question: 'How much caffeine can I have while pregnant?',
    answer:
      'Keep caffeine under 200 mg a day in pregnancy, about two mugs of instant coffee. Too much caffeine is linked with low birth weight and miscarriage.',
    detail: 'Remember hidden sources: tea, cola, energy drinks, chocolate and some cold and flu remedies all contain caffeine.',
    source: NHS_PREGNANCY_FOODS,
  },
  {
    id: 'shared-caffeine-food_sources',
    topic: 'caffeine',
    intent: 'food_sources',
    question: 'How much caffeine is in coffee, tea, cola and energy drinks?',
    answer:
      'Roughly: a mug of instant coffee 100 mg, a mug of filter coffee 140 mg, a mug of tea 75 mg, a 250 ml energy drink 80 mg, a can of cola 40 mg, and a 50 g bar of plain chocolate under 25 mg.',
    detail: 'Amounts vary by brand and brewing; coffee-shop drinks can contain considerably more than a home-made mug.',
    source: NHS_PREGNANCY_FOODS,
  },
  {
    id: 'shared-caffeine-symptoms',
    topic: 'caffeine',
    intent: 'symptoms',
    question: 'What are the signs of too much caffeine?',
    answer:
      'Headache, trouble sleeping, nervousness, irritability, needing to pass urine often, a fast heartbeat and muscle tremors. Cutting back gradually avoids withdrawal headaches and tiredness.',
    detail:
      'Caffeine can interact with some medicines and supplements, including certain antibiotics, asthma medicines and echinacea; ask your pharmacist if unsure.',
    source: MAYO_CAFFEINE,
  },

  // Exercise.
  {
    id: 'shared-exercise-how_to',
    topic: 'exercise',
    intent: 'how_to',
    question: 'How much exercise do I need a week?',
    answer:
      'Adults should do at least 150 minutes of moderate activity a week, such as brisk walking, or 75 minutes of vigorous activity, plus muscle-strengthening exercise on 2 or more days. Break up long periods of sitting.',
    detail: 'Spreading activity across the week is best, and any amount is better than none if you are starting from little.',
    source: NHS_ACTIVITY_ADULTS,
  },
  {
    id: 'shared-exercise-comparison',
    topic: 'exercise',
    intent: 'comparison',
    question: 'What is the difference between moderate and vigorous exercise?',
    answer:
      'Moderate activity raises your heart rate and breathing but you can still talk, as with brisk walking, cycling or dancing. Vigorous activity makes talking hard, as with running, fast swimming or fast cycling.',
    detail: 'One minute of vigorous activity gives roughly the same benefit as two minutes of moderate activity.',
    source: NHS_ACTIVITY_ADULTS,
  },
  {
    id: 'shared-exercise-how_to-2',
    topic: 'exercise',
    intent: 'how_to',
    question: 'What exercise should older adults do?',
    answer:
      'The same 150–300 minutes of moderate activity a week, plus strength work on 2 or more days, with balance and strength exercises on 3 or more days to help prevent falls. Do as much as your abilities allow.',
    detail: 'Tai chi, yoga, dancing and simple balance exercises such as standing on one leg all count towards balance training.',
    source: WHO_PHYSICAL_ACTIVITY,
  },

  // Alcohol.
  {
    id: 'shared-alcohol-dose',
    topic: 'alcohol',
    intent: 'dose',
    question: 'How much alcohol is safe to drink? How many units a week?',
    answer:
      'No level is completely risk-free. To keep risks low, drink no more than 14 units a week, spread over 3 or more days with several drink-free days; 14 units is about 6 pints of average beer or 6 medium glasses of wine.',
    detail: 'One unit is 10 ml (8 g) of pure alcohol; a 175 ml glass of 13% wine contains about 2.3 units.',
    source: NHS_ALCOHOL_UNITS,
  },
  {
    id: 'shared-alcohol-side_effects',
    topic: 'alcohol',
    intent: 'side_effects',
    question: 'How does alcohol affect the heart, blood pressure and health?',
    answer:
      'Regular heavy drinking raises blood pressure and the risk of heart disease, stroke, liver disease and several cancers, and can trigger an irregular heartbeat. It also adds empty calories and disrupts sleep.',
    detail: 'Alcohol interacts with many medicines, including sedatives, some painkillers and diabetes medicines; check the leaflet or ask a pharmacist.',
    source: NHS_ALCOHOL_RISKS,
  },

  // Blood sugar.
  {
    id: 'shared-blood-sugar-interactions',
    topic: 'blood-sugar',
    intent: 'interactions',
    question: 'Can I take supplements with diabetes medicine or insulin?',
    answer:
      "Only with your doctor's agreement: supplements that may lower blood sugar, such as cinnamon extracts, chromium, berberine or bitter melon, can add to insulin or tablets like metformin and sulfonylureas and risk hypoglycaemia.",
    detail:
      "Never replace prescribed diabetes treatment with supplements; if you start one with your doctor's agreement, check your blood sugar more often at first.",
    source: NCCIH_DIABETES,
  },
  {
    id: 'shared-blood-sugar-testing',
    topic: 'blood-sugar',
    intent: 'testing',
    question: 'Should I get my blood sugar tested? What do HbA1c results mean?',
    answer:
      'Yes, especially if you are over 35, overweight, have a family history or had diabetes in pregnancy. HbA1c shows average blood sugar over about 3 months: below 5.7% is normal, 5.7–6.4% prediabetes, 6.5% or above diabetes.',
    detail: 'Labs in the UK and elsewhere report HbA1c in mmol/mol, where 6.5% equals 48 mmol/mol; a diagnosis is usually confirmed with a repeat test.',
    source: MEDLINEPLUS_A1C,
  },

  // Weight.
  {
    id: 'shared-weight-testing',
    topic: 'weight',
    intent: 'testing',
    question: 'What is a healthy BMI and waist size?',
    answer:
      'A BMI of 18.5–24.9 is healthy for most adults, but people of South Asian, Chinese, Middle Eastern, Black African or African-Caribbean background face higher risk from a BMI of 23. Your waist should be less than half your height.',
    detail: 'BMI does not measure body fat directly; muscular people can have a high BMI without excess fat, which is why waist size is also useful.',
    source: NHS_OBESITY,
  },
  {
    id: 'shared-weight-how_to',
    topic: 'weight',
    intent: 'how_to',
    question: 'How can I lose weight safely?',
    answer:
      'Aim to lose 0.5–1 kg a week by eating about 600 kcal a day less than you use: smaller portions, more vegetables, protein and fibre, fewer sugary drinks and snacks, and more daily movement.',
    detail: 'Even modest weight loss can lower blood pressure, blood sugar and cholesterol; your doctor can refer you to a weight-management programme.',
    source: NHS_OBESITY_TREATMENT,
  },

  // Bones.
  {
    id: 'shared-bones-dose',
    topic: 'bones',
    intent: 'dose',
    question: 'How much calcium do I need for strong bones?',
    answer:
      'Adults need 1,000 mg of calcium a day, rising to 1,200 mg for women over 50 and men over 70. Dairy, fortified plant milks, tofu set with calcium, sardines with bones, and leafy greens are good sources.',
    detail: 'The upper limit is 2,500 mg a day up to age 50 and 2,000 mg after; too much from supplements may raise the risk of kidney stones.',
    source: ODS_CALCIUM,
  },
  {
    id: 'shared-bones-how_to',
    topic: 'bones',
    intent: 'how_to',
    question: 'How can I keep my bones strong and prevent osteoporosis?',
    answer:
      'Do weight-bearing and muscle-strengthening exercise such as brisk walking, dancing, stair climbing and lifting weights, get enough calcium, vitamin D and protein, do not smoke, and keep alcohol within limits.',
    detail:
      'Women after menopause and anyone who has broken a bone in a minor fall or takes long-term steroids should ask their doctor about a bone density (DEXA) scan.',
    source: NHS_OSTEOPOROSIS_PREVENTION,
  },

  // Joints.
  {
    id: 'shared-joints-how_to',
    topic: 'joints',
    intent: 'how_to',
    question: 'How can I keep my joints healthy and ease joint pain?',
    answer:
      'Stay active with low-impact exercise such as walking, swimming or cycling, strengthen the muscles around your joints, and lose weight if you are overweight, which eases the load on knees and hips.',
    detail: 'See a doctor if joint pain lasts more than a few weeks, and urgently if a joint becomes hot, red and swollen or you feel unwell with a fever.',
    source: NHS_OSTEOARTHRITIS,
  },
  {
    id: 'shared-joints-product_choice',
    topic: 'joints',
    intent: 'product_choice',
    question: 'Does glucosamine or chondroitin work for joint pain?',
    answer:
      'Results are mixed: some studies show small improvements in knee osteoarthritis pain, others none. Glucosamine may interact with warfarin and increase bleeding risk, so check with your doctor or pharmacist first.',
    detail:
      'A large US trial found no significant pain relief overall, and many glucosamine products are made from shellfish shells, so check the source if you have a shellfish allergy.',
    source: NCCIH_GLUCOSAMINE,
  },
  // Salt.
  {
    id: 'shared-salt-dose',
    topic: 'salt',
    intent: 'dose',
    question: 'How much salt should I have a day?',
    answer: 'Adults should keep salt under 5 g a day, about one level teaspoon, which is under 2,000 mg of sodium; most people eat about twice that.',
    detail:
      'Around three quarters of the salt we eat is already in bread, sauces, pickles, snacks and ready meals, so checking labels matters more than the salt shaker.',
    source: { title: 'World Health Organization — Sodium reduction fact sheet', url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction' },
  },
  {
    id: 'shared-salt-how_to',
    topic: 'salt',
    intent: 'how_to',
    question: 'How can I eat less salt?',
    answer:
      'Cook more at home, season with herbs, spices, garlic and lemon instead of salt, and choose lower-salt bread, sauces and snacks by comparing labels.',
    detail: 'Taste buds adapt: after a few weeks of eating less salt, food tastes salty enough with less, and blood pressure usually falls a little too.',
    source: { title: 'NHS — Salt: the facts', url: 'https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/' },
  },
  // Exercise by age, around workouts, with high blood pressure.
  {
    id: 'shared-exercise-dose',
    topic: 'exercise',
    intent: 'dose',
    question: 'How much exercise do children, adults and older adults need? Exercise by age',
    answer:
      'Children and teenagers aged 5 to 17 need an average of 60 minutes of moderate-to-vigorous activity a day. Adults need 150 to 300 minutes of moderate activity a week, or 75 to 150 vigorous, plus muscle strengthening on 2 or more days.',
    detail:
      'Adults over 65 should add balance and strength activities on 3 or more days a week; children should also strengthen muscle and bone on 3 days a week.',
    source: WHO_PHYSICAL_ACTIVITY,
  },
  {
    id: 'shared-exercise-food_sources',
    topic: 'exercise',
    intent: 'food_sources',
    question: 'What should I eat after a workout? Post-workout food and protein',
    answer:
      'A meal or snack with protein and carbohydrate in the 2 hours after exercise helps your muscles recover and refuel. About 20 to 40 g of good-quality protein, such as milk, yoghurt, eggs, fish, chicken or soya, is enough at one time.',
    detail: 'Your total protein across the day matters more than exact timing; spreading it evenly, every 3 to 4 hours, suits muscle building best.',
    source: ISSN_NUTRIENT_TIMING,
  },
  {
    id: 'shared-exercise-timing',
    topic: 'exercise',
    intent: 'timing',
    question: 'Should I eat before or after a workout? When should I eat around exercise?',
    answer:
      'For hard or long sessions, eat a carbohydrate-rich meal 1 to 4 hours before for fuel, then have protein, about 0.3 g per kg of body weight, with some carbohydrate within about 2 hours afterwards to help recovery.',
    detail: 'Spread protein through the day, about 0.3 g per kg every 3 to 5 hours, and drink enough before, during and after exercise to replace sweat.',
    source: SPORTS_NUTRITION_POSITION,
  },
  {
    id: 'shared-exercise-side_effects',
    topic: 'exercise',
    intent: 'side_effects',
    question: 'Is it safe to exercise with high blood pressure?',
    answer:
      'For most people, yes: regular moderate activity such as brisk walking helps lower blood pressure. If your blood pressure is not controlled or you have heart disease, ask your doctor before starting harder exercise, and build up gradually.',
    detail: 'Stop and get medical help if exercise brings on chest pain or pressure, severe breathlessness, dizziness or fainting, or an irregular heartbeat.',
    source: AHA_ACTIVE_BP,
  },

  // Blood sugar dips, steady energy and test results.
  {
    id: 'shared-blood-sugar-symptoms',
    topic: 'blood-sugar',
    intent: 'symptoms',
    question: 'Why do I get shaky, sweaty and hungry when I skip meals? Signs of low blood sugar',
    answer:
      'These are early signs of low blood sugar (hypoglycaemia): hunger, sweating, shakiness, tingling lips, dizziness, tiredness, a pounding heartbeat, irritability and turning pale. It mainly affects people with diabetes, but skipping meals or heavy drinking can bring it on.',
    detail:
      'With diabetes, treat a low with a sugary drink or sweets and recheck after 10 to 15 minutes; see a GP if you keep getting these symptoms without diabetes.',
    source: NHS_LOW_BLOOD_SUGAR,
  },
  {
    id: 'shared-blood-sugar-how_to',
    topic: 'blood-sugar',
    intent: 'how_to',
    question: 'How can I keep my blood sugar steady and stop sugar cravings and energy crashes?',
    answer:
      'Choose carbohydrates that raise blood sugar slowly (a low glycaemic index), such as beans, lentils, oats, barley, whole grains, most fruit and non-starchy vegetables, and cut back on white bread, white rice, sweets and sugary drinks, which raise it fast.',
    detail: 'Portion size still matters, and eating carbohydrates together with protein, fat or fibre slows how quickly blood sugar rises.',
    source: MEDLINEPLUS_GLYCEMIC_INDEX,
  },
  {
    id: 'shared-blood-sugar-testing-2',
    topic: 'blood-sugar',
    intent: 'testing',
    question: 'What is a normal fasting blood sugar level? What do my glucose test results mean?',
    answer:
      'A fasting blood sugar of 99 mg/dL (5.5 mmol/L) or below is normal, 100 to 125 mg/dL (5.6 to 6.9 mmol/L) suggests prediabetes, and 126 mg/dL (7.0 mmol/L) or above suggests diabetes.',
    detail:
      'In a glucose tolerance test, a 2-hour result of 140 to 199 mg/dL (7.8 to 11.0 mmol/L) suggests prediabetes and 200 mg/dL (11.1 mmol/L) or more diabetes.',
    source: CDC_DIABETES_TESTING,
  },

  // Sugar.
  {
    id: 'shared-sugar-dose',
    topic: 'sugar',
    intent: 'dose',
    question: 'How much sugar is OK a day? Daily limit for added sugar',
    answer: 'The WHO advises keeping free sugars below 10% of your daily energy, and ideally below 5%, which is about 25 g (6 teaspoons) a day for an adult.',
    detail:
      'Free sugars are those added to food and drinks plus the sugar in honey, syrups and fruit juices; sugar naturally in whole fruit, vegetables and milk does not count.',
    source: WHO_SUGARS,
  },
  {
    id: 'shared-sugar-side_effects',
    topic: 'sugar',
    intent: 'side_effects',
    question: 'Is sugar bad for you? What does too much sugar do?',
    answer:
      'Too much free sugar adds calories that can lead to weight gain, and it causes tooth decay. Being overweight in turn raises the risk of type 2 diabetes, heart disease and some cancers.',
    detail: 'Adults should have no more than 30 g of free sugars a day, about 7 sugar cubes; children aged 7 to 10 no more than 24 g.',
    source: NHS_SUGAR,
  },
  {
    id: 'shared-sugar-food_sources',
    topic: 'sugar',
    intent: 'food_sources',
    question: 'Which foods have hidden sugar? Where is added sugar found?',
    answer:
      'Free sugars are in sweets, chocolate, cakes, biscuits and fizzy drinks, and also in breakfast cereals and flavoured yoghurts. Honey, syrups, fruit juices, vegetable juices and smoothies count as free sugars too.',
    detail: 'The sugar naturally in milk, whole fruit and vegetables is not free sugar, so you do not need to cut down on these.',
    source: NHS_SUGAR,
  },
  {
    id: 'shared-sugar-how_to',
    topic: 'sugar',
    intent: 'how_to',
    question: 'How can I cut down on sugar and sugary snacks?',
    answer:
      'Swap sugary drinks for water, lower-fat milk or sugar-free drinks, cut the sugar in tea and coffee gradually, choose plain yoghurt and unsweetened cereals, and have fruit instead of biscuits, cakes and sweets.',
    detail: 'On food labels, more than 22.5 g of total sugars per 100 g is high and 5 g or less per 100 g is low.',
    source: NHS_CUT_SUGAR,
  },

  // Salt: harms and foods.
  {
    id: 'shared-salt-side_effects',
    topic: 'salt',
    intent: 'side_effects',
    question: 'Is salt bad for you? Does salt raise blood pressure?',
    answer:
      'Too much salt raises blood pressure, which increases the risk of heart disease and stroke. Eating more than 5 g of salt (2 g of sodium) a day is linked with these risks, and most people eat about twice that.',
    detail:
      'Eating less sodium lowers blood pressure in adults with and without high blood pressure; too much sodium is linked with about 1.9 million deaths a year.',
    source: WHO_SALT,
  },
  {
    id: 'shared-salt-food_sources',
    topic: 'salt',
    intent: 'food_sources',
    question: 'Which foods are high in salt?',
    answer:
      'Foods almost always high in salt include bacon, ham, salami and other cured meats, cheese, olives, pickles, salted nuts, soy sauce, stock cubes, gravy granules, anchovies and smoked fish. Bread, breakfast cereals, sauces, crisps and ready meals add up too.',
    detail: 'On labels, more than 1.5 g of salt per 100 g is high and 0.3 g or less is low; compare brands, as salt levels vary widely.',
    source: NHS_SALT,
  },

  // Plant omega-3.
  {
    id: 'shared-omega-3-food_sources-2',
    topic: 'omega-3',
    intent: 'food_sources',
    question: 'I am vegetarian or vegan: where can I get omega-3? Plant sources of ALA',
    answer:
      'Plant foods give ALA omega-3: flaxseed (linseed) and its oil, chia seeds, walnuts, soya beans and rapeseed (canola) oil. Adults need about 1.1 g of ALA a day (women) or 1.6 g (men).',
    detail: 'The body turns only a small amount of ALA into EPA and DHA, so algal oil, which supplies DHA directly, suits vegetarians who want EPA and DHA.',
    source: ODS_OMEGA3,
  },

  // Smoking.
  {
    id: 'shared-smoking-side_effects',
    topic: 'smoking',
    intent: 'side_effects',
    question: 'How does smoking affect my heart and circulation?',
    answer:
      'Chemicals in tobacco smoke damage the lining of blood vessels, speed up the build-up of fatty plaque, make blood more likely to clot and lower the oxygen it carries, raising the risk of heart attack, stroke and poor circulation in the legs.',
    detail: 'Second-hand smoke harms the heart too, and your risk of heart disease starts to fall soon after you quit.',
    source: NHLBI_SMOKING,
  },
  {
    id: 'shared-smoking-how_to',
    topic: 'smoking',
    intent: 'how_to',
    question: 'How can I quit smoking? What helps me stop?',
    answer:
      'Get support: a stop smoking service can combine expert help with nicotine replacement, such as patches and gum, or prescription tablets, and makes you up to 3 times as likely to succeed.',
    detail: 'Vapes (e-cigarettes) are far less harmful than smoking and can help you quit, but they are not risk-free and are not for people who do not smoke.',
    source: NHS_QUIT_SMOKING,
  },

  // Gums and vitamin C deficiency.
  {
    id: 'shared-gums-symptoms',
    topic: 'gums',
    intent: 'symptoms',
    question: 'Why do my gums bleed when I brush? Is it vitamin C deficiency?',
    answer:
      'Bleeding gums are usually a sign of gum disease, caused by plaque building up on the teeth and irritating the gums. It is very common and usually improves with good brushing and daily cleaning between the teeth.',
    detail: 'Untreated, it can lead to receding gums, gum abscesses and loose teeth, so see a dentist if your gums bleed or are swollen or sore.',
    source: NHS_GUM_DISEASE,
  },
  {
    id: 'shared-gums-how_to',
    topic: 'gums',
    intent: 'how_to',
    question: 'How can I stop my gums bleeding? How do I prevent gum disease?',
    answer:
      'Brush with fluoride toothpaste at least twice a day, spit rather than rinse, clean between your teeth every day with floss or interdental brushes, replace your toothbrush every 1 to 3 months, do not smoke, and have regular dental check-ups.',
    detail: 'A dentist or hygienist can remove hardened plaque (tartar) and show you how to clean your teeth and gums properly.',
    source: NHS_GUM_DISEASE,
  },
  {
    id: 'shared-vitamin-c-symptoms',
    topic: 'vitamin-c',
    intent: 'symptoms',
    question: 'What are the signs of vitamin C deficiency (scurvy)? Can low vitamin C make gums bleed?',
    answer:
      'Scurvy develops after at least 3 months with very little vitamin C. Signs include feeling very tired and weak, irritability, joint or leg pain, swollen and bleeding gums, red or blue spots on the skin, and bruising easily.',
    detail: 'It is rare and treated with vitamin C and a better diet; people at risk include those with very restricted diets, heavy drinkers and smokers.',
    source: NHS_SCURVY,
  },

  // Caffeine timing and energy drinks.
  {
    id: 'shared-caffeine-timing',
    topic: 'caffeine',
    intent: 'timing',
    question: 'When should I stop drinking coffee before bed? How late can I have caffeine?',
    answer:
      'Stop caffeine at least 6 hours before bed. In a sleep study, 400 mg of caffeine taken even 6 hours before bedtime still disturbed sleep and cut total sleep by more than an hour.',
    detail:
      'People in the study often did not notice the disturbance, so afternoon coffee, tea, cola or energy drinks can harm sleep even if you fall asleep easily.',
    source: CAFFEINE_BEDTIME_STUDY,
  },
  {
    id: 'shared-caffeine-what_is',
    topic: 'caffeine',
    intent: 'what_is',
    question: 'Are energy drinks bad for you? What is in energy drinks?',
    answer:
      'Energy drinks contain large amounts of caffeine, often with added sugar, vitamins and other stimulants such as guarana. Too much can cause a fast or irregular heartbeat, raised blood pressure, anxiety and sleep problems.',
    detail: 'Mixing them with alcohol is risky because you may not realise how drunk you are; children and teenagers should avoid them.',
    source: NCCIH_ENERGY_DRINKS,
  },

  // Joint stiffness.
  {
    id: 'shared-joints-symptoms',
    topic: 'joints',
    intent: 'symptoms',
    question: 'Why are my joints stiff and achy in the morning?',
    answer:
      'Morning stiffness that wears off within about 30 minutes is common with osteoarthritis. Stiffness lasting longer than 30 minutes, with warm, swollen or tender joints, can be a sign of rheumatoid arthritis and needs a GP.',
    detail: 'Rheumatoid arthritis often affects the same joints on both sides, such as the hands, wrists and feet; early treatment helps protect the joints.',
    source: NHS_RHEUMATOID_SYMPTOMS,
  },
  {
    id: 'shared-joints-food_sources',
    topic: 'joints',
    intent: 'food_sources',
    question: 'What foods are good for joints and arthritis? Is there an anti-inflammatory diet?',
    answer:
      'There is no special arthritis diet, but in people with rheumatoid arthritis, anti-inflammatory eating patterns such as a Mediterranean-style diet, rich in vegetables, fruit, whole grains, olive oil and fish, reduced pain slightly compared with ordinary diets.',
    detail: 'The studies were small and of low quality, so the benefit is uncertain.',
    source: ANTI_INFLAMMATORY_DIET_REVIEW,
  },
];
