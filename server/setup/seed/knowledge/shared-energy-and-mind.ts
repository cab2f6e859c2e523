// Shared curated answers on energy and mind that any guardian may quote: iron, vitamin B12, folate, protein,
// tiredness, unexplained weight loss, mood, stress, sleep and the supplements people try for them.
// Written in our own words from the source beside each entry; symptoms always say when a doctor is needed.
import type { KnowledgeSeed } from './knowledge-seed';

const ODS_IRON = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const NHS_IRON_ANAEMIA = { title: 'NHS — Iron deficiency anaemia', url: 'https://www.nhs.uk/conditions/iron-deficiency-anaemia/' };
const ODS_B12 = {
  title: 'NIH Office of Dietary Supplements — Vitamin B12 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};
const NHS_B12_FOLATE_ANAEMIA = {
  title: 'NHS — Vitamin B12 or folate deficiency anaemia',
  url: 'https://www.nhs.uk/conditions/vitamin-b12-or-folate-deficiency-anaemia/',
};
const ODS_FOLATE = {
  title: 'NIH Office of Dietary Supplements — Folate fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
};
const NHS_PREGNANCY_SUPPLEMENTS = {
  title: 'NHS — Vitamins, supplements and nutrition in pregnancy',
  url: 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/',
};
const NAP_MACRONUTRIENT_DRI = {
  title: 'National Academies — Dietary Reference Intakes for energy, carbohydrate, fiber, fat, fatty acids, cholesterol, protein and amino acids',
  url: 'https://nap.nationalacademies.org/catalog/10490/dietary-reference-intakes-for-energy-carbohydrate-fiber-fat-fatty-acids-cholesterol-protein-and-amino-acids',
};
const MEDLINEPLUS_PROTEIN = { title: 'MedlinePlus — Protein in diet', url: 'https://medlineplus.gov/ency/article/002467.htm' };
const NHS_TIREDNESS = { title: 'NHS — Tiredness and fatigue', url: 'https://www.nhs.uk/conditions/tiredness-and-fatigue/' };
const MAYO_FATIGUE = { title: 'Mayo Clinic — Fatigue', url: 'https://www.mayoclinic.org/symptoms/fatigue/basics/definition/sym-20050894' };
const MEDLINEPLUS_WEIGHT_LOSS = {
  title: 'MedlinePlus — Weight loss, unintentional',
  url: 'https://medlineplus.gov/ency/article/003107.htm',
};
const NHS_LOW_MOOD = {
  title: 'NHS — Low mood, sadness and depression',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/low-mood-sadness-depression/',
};
const NHS_STRESS = {
  title: 'NHS — Get help with stress',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/',
};
const THEANINE_STRESS_TRIAL = {
  title: 'Hidese et al., Nutrients 2019 — Effects of L-theanine on stress-related symptoms and cognitive functions in healthy adults, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/31623400/',
};
const NHS_INSOMNIA = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const NHS_HOW_TO_SLEEP = {
  title: 'NHS — How to fall asleep faster and sleep better',
  url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/',
};
const NCCIH_MELATONIN = {
  title: 'NCCIH — Melatonin: what you need to know',
  url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
};
const NHS_MELATONIN = { title: 'NHS — Melatonin (medicine information)', url: 'https://www.nhs.uk/medicines/melatonin/' };
const MAYO_MELATONIN = {
  title: 'Mayo Clinic — Melatonin side effects: what are the risks?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/expert-answers/melatonin-side-effects/faq-20057874',
};
const MSKCC_5HTP = {
  title: 'Memorial Sloan Kettering Cancer Center — About Herbs: 5-HTP',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/5-htp-01',
};
const MEDLINEPLUS_SEROTONIN_SYNDROME = {
  title: 'MedlinePlus — Serotonin syndrome',
  url: 'https://medlineplus.gov/ency/article/007272.htm',
};
const NCCIH_ST_JOHNS_WORT = { title: "NCCIH — St. John's wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' };
const NHS_HEADACHES = { title: 'NHS — Headaches', url: 'https://www.nhs.uk/conditions/headaches/' };
const NCCIH_HEADACHES = {
  title: 'NCCIH — Headaches: what you need to know',
  url: 'https://www.nccih.nih.gov/health/headaches-what-you-need-to-know',
};
const NHS_LEG_CRAMPS = { title: 'NHS — Leg cramps', url: 'https://www.nhs.uk/conditions/leg-cramps/' };
const COCHRANE_MAGNESIUM_CRAMPS = {
  title: 'Garrison et al., Cochrane review 2020 — Magnesium for skeletal muscle cramps',
  url: 'https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD009402.pub3/full',
};

const NINDS_SLEEP = {
  title: 'NIH National Institute of Neurological Disorders and Stroke — Brain basics: understanding sleep',
  url: 'https://www.ninds.nih.gov/health-information/public-education/brain-basics/brain-basics-understanding-sleep',
};
const MAYO_NAPPING = {
  title: "Mayo Clinic — Napping: do's and don'ts for healthy adults",
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/napping/art-20048319',
};
const NCCIH_MEDITATION = {
  title: 'NCCIH — Meditation and mindfulness: what you need to know',
  url: 'https://www.nccih.nih.gov/health/meditation-and-mindfulness-what-you-need-to-know',
};
const ODS_EXERCISE_SUPPLEMENTS = {
  title: 'NIH Office of Dietary Supplements — Dietary supplements for exercise and athletic performance, fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer/',
};
const CREATINE_QUESTIONS = {
  title:
    'Antonio J et al. Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show? J Int Soc Sports Nutr 2021;18:13',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-021-00412-w',
};
const ISSN_PROTEIN = {
  title: 'Jäger R et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0177-8',
};
const NHS_VEGAN = { title: 'NHS — The vegan diet', url: 'https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegan-diet/' };

export const SHARED_ENERGY_AND_MIND_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Iron.
  {
    id: 'shared-iron-dose',
    topic: 'iron',
    intent: 'dose',
    question: 'How much iron do I need a day?',
    answer:
      'Adults need 8 mg of iron a day (men, and women over 50), 18 mg for women aged 19 to 50, and 27 mg in pregnancy. The upper limit for adults is 45 mg a day.',
    detail: 'Vegetarians and vegans need about 1.8 times more, because iron from plants is absorbed less well than iron from meat and fish.',
    source: ODS_IRON,
  },
  {
    id: 'shared-iron-food_sources',
    topic: 'iron',
    intent: 'food_sources',
    question: 'Which foods are high in iron?',
    answer:
      'Haem iron, the best-absorbed form, comes from red meat, liver, poultry and seafood. Plant sources include fortified breakfast cereals, beans, lentils, chickpeas, tofu, spinach and other dark greens, nuts and dried fruit such as raisins.',
    detail: 'Eat plant iron with a vitamin C source — citrus, tomatoes, peppers or amla — to help your body absorb more of it.',
    source: ODS_IRON,
  },
  {
    id: 'shared-iron-symptoms',
    topic: 'iron',
    intent: 'symptoms',
    question: 'What are the signs of low iron or iron deficiency anaemia?',
    answer:
      'Tiredness and lack of energy, shortness of breath, noticeable heartbeats (palpitations) and pale skin are common. Others include headaches, a sore tongue, hair loss, restless legs and cravings for ice or non-food items.',
    detail:
      'These symptoms have many causes, so get a blood test rather than guessing; heavy periods, pregnancy and bleeding from the gut are common reasons for low iron.',
    source: NHS_IRON_ANAEMIA,
  },
  {
    id: 'shared-iron-testing',
    topic: 'iron',
    intent: 'testing',
    question: 'Should I get my iron tested before taking iron supplements?',
    answer:
      "Yes. Ask a doctor for a blood test — usually a full blood count and ferritin — before taking iron. Don't self-supplement without one: the cause of low iron needs finding, and too much iron is harmful.",
    detail:
      'Those at higher risk include women with heavy periods, pregnant women, frequent blood donors, vegetarians, and people with coeliac disease or other gut conditions.',
    source: NHS_IRON_ANAEMIA,
  },
  {
    id: 'shared-iron-timing',
    topic: 'iron',
    intent: 'timing',
    question: 'When is the best time to take iron tablets? Can I take iron with tea or coffee?',
    answer:
      "Iron is absorbed best on an empty stomach with a vitamin C source such as orange juice. Don't take it at the same time as tea, coffee, milk, calcium supplements or antacids, which reduce absorption.",
    detail: "Taking iron with food reduces stomach upset but also absorption, so follow your doctor's or pharmacist's advice on timing.",
    source: ODS_IRON,
  },
  {
    id: 'shared-iron-side_effects',
    topic: 'iron',
    intent: 'side_effects',
    question: 'What are the side effects of iron supplements? Can you take too much iron?',
    answer:
      'Iron tablets often cause constipation, nausea, stomach pain and dark stools, especially above the adult upper limit of 45 mg a day. Overdoses are dangerous, and accidental iron poisoning is a serious risk for young children.',
    detail: "Keep iron supplements out of children's reach, and don't take iron if you have haemochromatosis (iron overload).",
    source: ODS_IRON,
  },
  {
    id: 'shared-iron-interactions',
    topic: 'iron',
    intent: 'interactions',
    question: 'Can I take iron with thyroid medicine, antacids or other medicines?',
    answer:
      'Iron reduces absorption of thyroid medicine (levothyroxine) and levodopa, so take them several hours apart — often at least 4 hours — as your pharmacist advises. Acid-reducing medicines such as omeprazole can lower iron absorption.',
    detail: 'Calcium supplements also reduce iron absorption, so take them at a different time of day from iron.',
    source: ODS_IRON,
  },
  {
    id: 'shared-iron-product_choice',
    topic: 'iron',
    intent: 'product_choice',
    question: 'Which iron supplement is best? Ferrous sulfate, fumarate or gluconate?',
    answer:
      'Common forms are ferrous sulfate, ferrous gluconate, ferrous fumarate and ferric salts. Check the label for elemental iron: ferrous fumarate is about 33% iron, ferrous sulfate 20% and ferrous gluconate 12%. Take the dose your doctor recommends.',
    detail: "A product giving more elemental iron isn't automatically better; more iron often means more stomach side effects.",
    source: ODS_IRON,
  },

  // Vitamin B12.
  {
    id: 'shared-vitamin-b12-dose',
    topic: 'vitamin-b12',
    intent: 'dose',
    question: 'How much vitamin B12 do I need a day?',
    answer:
      'Adults need 2.4 µg of vitamin B12 a day, rising to 2.6 µg in pregnancy and 2.8 µg when breastfeeding. No upper limit has been set, because high intakes show little risk.',
    detail: 'Only a small part of a big oral dose is absorbed — about 10 µg of a 500 µg tablet in healthy people.',
    source: ODS_B12,
  },
  {
    id: 'shared-vitamin-b12-food_sources',
    topic: 'vitamin-b12',
    intent: 'food_sources',
    question: 'Which foods contain vitamin B12? Vegetarian and vegan sources of B12?',
    answer:
      'Vitamin B12 occurs naturally only in animal foods: clams, liver, fish, meat, poultry, eggs, milk, curd and cheese. Fortified breakfast cereals and fortified nutritional yeast are options for vegetarians and vegans.',
    detail: "Unfortified plant foods don't provide reliable amounts, so vegans need fortified foods or a supplement.",
    source: ODS_B12,
  },
  {
    id: 'shared-vitamin-b12-symptoms',
    topic: 'vitamin-b12',
    intent: 'symptoms',
    question: 'What are the signs of vitamin B12 deficiency?',
    answer:
      'Tiredness, weakness, breathlessness, pale skin, a sore red tongue, mouth ulcers, pins and needles or numbness in the hands and feet, problems with balance, memory or concentration, and low mood.',
    detail: 'Some nerve problems from long-standing deficiency can become permanent, so see a doctor promptly about numbness, tingling or balance problems.',
    source: NHS_B12_FOLATE_ANAEMIA,
  },
  {
    id: 'shared-vitamin-b12-testing',
    topic: 'vitamin-b12',
    intent: 'testing',
    question: 'Who is at risk of low B12 and should get tested?',
    answer:
      "Vegans and many vegetarians, adults over 50, people with pernicious anaemia, coeliac or Crohn's disease or past stomach surgery, and people on long-term metformin or acid-reducing medicines are at higher risk.",
    detail: 'Doctors usually test blood B12 and may add methylmalonic acid or homocysteine, which can reveal deficiency when B12 looks borderline.',
    source: ODS_B12,
  },
  {
    id: 'shared-vitamin-b12-interactions',
    topic: 'vitamin-b12',
    intent: 'interactions',
    question: 'Does metformin or omeprazole lower vitamin B12?',
    answer:
      'Yes. Long-term metformin and acid-reducing medicines — proton pump inhibitors such as omeprazole and H2 blockers — can reduce B12 absorption. If you take them, ask your doctor about checking your B12.',
    detail: "Don't stop these medicines yourself; the usual answer is monitoring and, if needed, a B12 supplement or injections.",
    source: ODS_B12,
  },
  {
    id: 'shared-vitamin-b12-comparison',
    topic: 'vitamin-b12',
    intent: 'comparison',
    question: 'Methylcobalamin or cyanocobalamin — which B12 is better?',
    answer:
      'Both raise B12 levels. Cyanocobalamin is the most studied and stable form; methylcobalamin is also active, but there is no good evidence that it is absorbed or works better for most people.',
    detail: 'People with pernicious anaemia or severe absorption problems usually need injections or high doses prescribed by a doctor.',
    source: ODS_B12,
  },

  // Folate.
  {
    id: 'shared-folate-dose',
    topic: 'folate',
    intent: 'dose',
    question: 'How much folate or folic acid do I need a day?',
    answer:
      'Adults need 400 µg DFE (dietary folate equivalents) a day, 600 µg DFE in pregnancy and 500 µg DFE when breastfeeding. The upper limit for folic acid from supplements and fortified foods is 1,000 µg a day.',
    detail: 'Folic acid taken with food counts as 1.7 µg DFE per µg, because it is absorbed better than natural food folate.',
    source: ODS_FOLATE,
  },
  {
    id: 'shared-folate-food_sources',
    topic: 'folate',
    intent: 'food_sources',
    question: 'Which foods are high in folate?',
    answer:
      'Dark green leafy vegetables such as spinach, Brussels sprouts, asparagus and broccoli, beans, peas, chickpeas and lentils, peanuts, liver, eggs, oranges and fortified cereals are good sources of folate.',
    detail: 'Natural food folate is absorbed only about half as well as folic acid, which is one reason supplements are advised before pregnancy.',
    source: ODS_FOLATE,
  },
  {
    id: 'shared-folate-timing',
    topic: 'folate',
    intent: 'timing',
    question: 'When should I start taking folic acid for pregnancy?',
    answer:
      'Take 400 µg of folic acid a day from before you conceive — ideally from when you start trying — until 12 weeks of pregnancy. It helps prevent neural tube defects such as spina bifida.',
    detail:
      'Some women, for example with diabetes, on certain epilepsy medicines, or with a previous pregnancy affected by a neural tube defect, are prescribed a higher 5 mg dose.',
    source: NHS_PREGNANCY_SUPPLEMENTS,
  },
  {
    id: 'shared-folate-symptoms',
    topic: 'folate',
    intent: 'symptoms',
    question: 'What are the symptoms of folate deficiency?',
    answer:
      'Low folate can cause tiredness, weakness, breathlessness, pale skin, a sore red tongue, mouth ulcers, headaches, irritability and problems with memory or concentration, usually through a type of anaemia with large red blood cells.',
    detail: 'A poor diet, heavy drinking, pregnancy, coeliac disease and some medicines raise the risk; a blood test confirms it.',
    source: NHS_B12_FOLATE_ANAEMIA,
  },
  {
    id: 'shared-folate-interactions',
    topic: 'folate',
    intent: 'interactions',
    question: 'Does folic acid interact with medicines?',
    answer:
      'Yes. Folic acid can interact with methotrexate, some epilepsy medicines such as phenytoin, and sulfasalazine. High folic acid intakes can also hide a vitamin B12 deficiency, so check with a doctor or pharmacist first.',
    detail: 'If you take methotrexate, your doctor may prescribe folic acid on purpose; follow their dosing exactly.',
    source: ODS_FOLATE,
  },

  // Protein.
  {
    id: 'shared-protein-dose',
    topic: 'protein',
    intent: 'dose',
    question: 'How much protein do I need a day?',
    answer:
      'Adults need at least 0.8 g of protein per kg of body weight a day — about 56 g for someone weighing 70 kg. Protein can supply 10% to 35% of daily calories.',
    detail: "Needs rise in pregnancy and breastfeeding; people with kidney disease should follow their doctor's advice on protein.",
    source: NAP_MACRONUTRIENT_DRI,
  },
  {
    id: 'shared-protein-food_sources',
    topic: 'protein',
    intent: 'food_sources',
    question: 'Which foods are high in protein? Vegetarian protein sources?',
    answer:
      'Good sources are eggs, milk, curd, paneer and cheese, fish, chicken and meat, dal and other pulses, chickpeas, soy foods such as tofu, nuts and seeds.',
    detail: 'Vegetarians can meet their needs by eating a variety of pulses, grains, dairy, nuts and seeds across the day.',
    source: MEDLINEPLUS_PROTEIN,
  },

  // Tiredness and fatigue.
  {
    id: 'shared-fatigue-symptoms',
    topic: 'fatigue',
    intent: 'symptoms',
    question: 'Why am I always tired? What causes constant tiredness?',
    answer:
      'Common causes are too little or poor-quality sleep, stress, low mood or depression, an inactive lifestyle, and medical causes such as iron-deficiency anaemia, an underactive thyroid, low vitamin B12 or vitamin D, diabetes and sleep apnoea.',
    detail: 'See a doctor if tiredness lasts more than two weeks despite rest, or sooner if it comes with weight loss, breathlessness or fever.',
    source: MAYO_FATIGUE,
  },
  {
    id: 'shared-fatigue-testing',
    topic: 'fatigue',
    intent: 'testing',
    question: 'What blood tests should I get for tiredness?',
    answer:
      'A doctor may check a full blood count and iron stores, thyroid function, blood sugar, vitamin B12 and folate, and sometimes vitamin D, kidney and liver function, depending on your symptoms.',
    detail: 'Mention snoring or gasping at night, low mood, heavy periods or weight change; these point the doctor to the right tests.',
    source: NHS_TIREDNESS,
  },
  {
    id: 'shared-fatigue-how_to',
    topic: 'fatigue',
    intent: 'how_to',
    question: 'How can I boost my energy naturally?',
    answer:
      'Keep the same sleep and wake times, move every day, eat regular balanced meals, drink enough water, limit alcohol, avoid caffeine, big meals and screens in the hours before bed, and make time to relax.',
    detail: 'Supplements only help if you are actually low in something, such as iron or vitamin B12, so get tested before you buy.',
    source: NHS_TIREDNESS,
  },
  {
    id: 'shared-fatigue-product_choice',
    topic: 'fatigue',
    intent: 'product_choice',
    question: 'Which supplement is best for tiredness and low energy?',
    answer:
      'Only one that corrects a proven shortfall: iron for iron deficiency, vitamin B12 for B12 deficiency, or vitamin D if your level is low. Without a deficiency, energy supplements are unlikely to help and may delay finding the real cause.',
    detail: 'Treatment for tiredness depends on its cause, which a doctor can help find with questions and blood tests.',
    source: NHS_TIREDNESS,
  },

  // Unexplained weight loss.
  {
    id: 'shared-weight-loss-symptoms',
    topic: 'weight-loss',
    intent: 'symptoms',
    question: 'I am losing weight without trying — what could cause it?',
    answer:
      "Causes include stress, anxiety and depression, an overactive thyroid, undiagnosed diabetes, long-term digestive problems, infections, some medicines, eating disorders and sometimes cancer. Losing weight without trying always needs a doctor's check.",
    detail: 'Losing 4.5 kg, or 5% of your usual weight, over 6 to 12 months without knowing why is considered significant.',
    source: MEDLINEPLUS_WEIGHT_LOSS,
  },
  {
    id: 'shared-weight-loss-testing',
    topic: 'weight-loss',
    intent: 'testing',
    question: 'What tests will a doctor do for unexplained weight loss?',
    answer:
      'A doctor will ask about your appetite, diet, mood and other symptoms, examine you, and usually arrange blood tests such as blood count, thyroid, blood sugar, liver and kidney function, and possibly urine tests or scans.',
    detail: 'Note how much weight you have lost and over what time, and any other changes, before the appointment.',
    source: MEDLINEPLUS_WEIGHT_LOSS,
  },

  // Low mood.
  {
    id: 'shared-low-mood-symptoms',
    topic: 'low-mood',
    intent: 'symptoms',
    question: 'Why do I feel low? How do I know if it is depression?',
    answer:
      'Low mood often follows stress, poor sleep, loneliness, loss or illness and usually lifts within days or weeks. If it lasts 2 weeks or more, or you lose enjoyment in life or feel hopeless, it could be depression — see a doctor.',
    detail: 'If you have thoughts of harming yourself, call your local emergency number or a crisis helpline now.',
    source: NHS_LOW_MOOD,
  },
  {
    id: 'shared-low-mood-how_to',
    topic: 'low-mood',
    intent: 'how_to',
    question: 'How can I improve my mood naturally?',
    answer:
      'Talk to someone you trust, keep a regular sleep routine, be active every day, spend time outdoors, set small achievable goals, and cut down on alcohol. Talking therapies can help if low mood persists.',
    detail: "See a doctor if low mood lasts more than two weeks, you're struggling to cope, or self-help isn't working.",
    source: NHS_LOW_MOOD,
  },
  {
    id: 'shared-low-mood-product_choice',
    topic: 'low-mood',
    intent: 'product_choice',
    question: 'Do any supplements help low mood or depression?',
    answer:
      "Evidence is limited. St John's wort has some evidence for mild to moderate depression but interacts with many medicines; correcting a real deficiency such as low vitamin B12 or folate can help. Talking therapies and prescribed treatment have the strongest evidence.",
    detail: 'Depression needs proper assessment, so see a doctor rather than treating it yourself with supplements.',
    source: NCCIH_ST_JOHNS_WORT,
  },

  // Stress.
  {
    id: 'shared-stress-symptoms',
    topic: 'stress',
    intent: 'symptoms',
    question: 'What are the signs of stress?',
    answer:
      'Stress can cause headaches, muscle tension, stomach problems, trouble sleeping, racing thoughts, irritability, feeling overwhelmed, and eating, drinking or smoking more than usual.',
    detail: 'See a doctor if stress lasts for weeks, affects daily life, or you are using alcohol or drugs to cope.',
    source: NHS_STRESS,
  },
  {
    id: 'shared-stress-how_to',
    topic: 'stress',
    intent: 'how_to',
    question: 'How can I reduce stress?',
    answer:
      'Be active every day, talk to people you trust, try breathing exercises or mindfulness for a few minutes a day, break big tasks into smaller steps, keep regular sleep, and limit alcohol, caffeine and smoking.',
    detail: 'If stress persists, a doctor can refer you for talking therapies such as cognitive behavioural therapy (CBT).',
    source: NHS_STRESS,
  },
  {
    id: 'shared-stress-product_choice',
    topic: 'stress',
    intent: 'product_choice',
    question: 'Do any supplements help with stress?',
    answer:
      'Evidence is modest. A small trial found 200 mg a day of L-theanine for four weeks eased stress-related symptoms in healthy adults; habits and talking therapies remain better proven than any supplement.',
    detail: 'Check with a pharmacist before combining calming supplements with sedatives, sleep medicines or antidepressants.',
    source: THEANINE_STRESS_TRIAL,
  },

  // Sleep.
  {
    id: 'shared-sleep-dose',
    topic: 'sleep',
    intent: 'dose',
    question: 'How many hours of sleep do adults need?',
    answer: 'Most adults need 7 to 9 hours of sleep a night. Children need more, and older people may need a little less.',
    detail: "You are probably getting enough if you wake feeling refreshed and don't feel sleepy during the day.",
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-sleep-how_to',
    topic: 'sleep',
    intent: 'how_to',
    question: 'How can I sleep better? What are good sleep habits?',
    answer:
      'Go to bed and get up at the same times every day, keep the bedroom dark, quiet and cool, wind down for an hour without screens, get daylight and exercise during the day, and avoid caffeine, alcohol, heavy meals and smoking before bed.',
    detail: "If you can't sleep, get up and do something calm in dim light, then go back to bed when you feel sleepy.",
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-sleep-symptoms',
    topic: 'sleep',
    intent: 'symptoms',
    question: "Why can't I sleep? When should I see a doctor about insomnia?",
    answer:
      'Common causes are stress or worry, a noisy or uncomfortable bedroom, shift work or jet lag, caffeine, alcohol or nicotine, anxiety or depression, pain and some medicines. See a doctor if poor sleep lasts for weeks despite good habits or affects daily life.',
    detail: 'Loud snoring with gasping or pauses in breathing can mean sleep apnoea, which needs a medical assessment.',
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-sleep-comparison',
    topic: 'sleep',
    intent: 'comparison',
    question: 'Melatonin, sleeping pills or therapy — what works best for insomnia?',
    answer:
      'For long-term insomnia, cognitive behavioural therapy for insomnia (CBT-I) is the recommended first treatment. Sleeping pills are only for short-term use because of side effects and dependence, and melatonin is prescribed mainly for adults over 55.',
    detail: 'Improving sleep habits is part of every treatment plan, whichever option you use.',
    source: NHS_INSOMNIA,
  },

  // Melatonin.
  {
    id: 'shared-melatonin-what_is',
    topic: 'melatonin',
    intent: 'what_is',
    question: 'What is melatonin and does it work for sleep?',
    answer:
      'Melatonin is a hormone your brain makes in darkness to signal night-time. Supplements may help with jet lag, shift work and a delayed body clock, and slightly shorten the time it takes to fall asleep, but effects on insomnia are modest.',
    detail: 'Product content varies: one analysis found supplements ranged from 83% less to 478% more melatonin than their labels stated.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-melatonin-dose',
    topic: 'melatonin',
    intent: 'dose',
    question: 'How much melatonin should I take?',
    answer:
      'Use the lowest dose that helps. In the UK, adults aged 55 and over with insomnia are usually prescribed 2 mg of slow-release melatonin once a day, for a limited time of up to 13 weeks.',
    detail: 'Higher doses are not necessarily more effective and are more likely to leave you drowsy the next day.',
    source: NHS_MELATONIN,
  },
  {
    id: 'shared-melatonin-timing',
    topic: 'melatonin',
    intent: 'timing',
    question: 'When should I take melatonin?',
    answer: 'Take it 1 to 2 hours before bedtime, at the same time each night. For jet lag, take it at bedtime in the new time zone.',
    detail: "Don't drive or use machinery if melatonin makes you drowsy, and avoid alcohol, which adds to the sleepiness.",
    source: NHS_MELATONIN,
  },
  {
    id: 'shared-melatonin-side_effects',
    topic: 'melatonin',
    intent: 'side_effects',
    question: 'Is melatonin safe? What are its side effects?',
    answer:
      'Short-term use appears safe for most adults. Possible side effects include headache, dizziness, nausea and daytime sleepiness. Long-term safety is less well known, and it is not advised in pregnancy or breastfeeding without medical advice.',
    detail: 'Ask a doctor before giving melatonin to children; reports of young children accidentally swallowing melatonin gummies have risen sharply.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-melatonin-interactions',
    topic: 'melatonin',
    intent: 'interactions',
    question: 'Can I take melatonin with my other medicines?',
    answer:
      'Check with a doctor or pharmacist first if you take blood thinners such as warfarin, epilepsy medicines, diabetes medicines, immunosuppressants, the contraceptive pill or sedatives. Melatonin can change how these work or add to drowsiness.',
    detail: 'Melatonin also adds to the drowsiness caused by alcohol and sedating medicines, so avoid combining them.',
    source: MAYO_MELATONIN,
  },

  // Tryptophan and 5-HTP.
  {
    id: 'shared-tryptophan-what_is',
    topic: 'tryptophan',
    intent: 'what_is',
    question: 'What are tryptophan and 5-HTP? Do they help mood or sleep?',
    answer:
      'Tryptophan is an essential amino acid from protein foods that the body turns into 5-HTP and then serotonin and melatonin. 5-HTP supplements are promoted for mood and sleep, but good-quality evidence is limited.',
    detail: 'In 1989, contaminated L-tryptophan supplements were linked to an outbreak of a serious illness called eosinophilia-myalgia syndrome.',
    source: MSKCC_5HTP,
  },
  {
    id: 'shared-tryptophan-interactions',
    topic: 'tryptophan',
    intent: 'interactions',
    question: 'Can I take 5-HTP or tryptophan with antidepressants?',
    answer:
      "Not without your doctor. 5-HTP and tryptophan raise serotonin, and combining them with antidepressants (SSRIs, SNRIs, MAOIs), triptans, tramadol or St John's wort can cause serotonin syndrome.",
    detail:
      'Get urgent help for agitation, confusion, fast heartbeat, high temperature, heavy sweating, shivering, muscle twitching or diarrhoea after starting a new medicine or supplement.',
    source: MEDLINEPLUS_SEROTONIN_SYNDROME,
  },
  {
    id: 'shared-tryptophan-side_effects',
    topic: 'tryptophan',
    intent: 'side_effects',
    question: 'What are the side effects of 5-HTP?',
    answer:
      "5-HTP can cause nausea, vomiting, diarrhoea, heartburn and drowsiness. It shouldn't be combined with serotonin-raising medicines, and it isn't recommended in pregnancy or breastfeeding.",
    detail: 'Choose products tested for purity, since contamination was behind earlier safety problems with tryptophan supplements.',
    source: MSKCC_5HTP,
  },

  // St John's wort.
  {
    id: 'shared-st-johns-wort-what_is',
    topic: 'st-johns-wort',
    intent: 'what_is',
    question: "What is St John's wort used for? Does it work for depression?",
    answer:
      "St John's wort (Hypericum perforatum) is a herb used for low mood. Some studies suggest it may help mild to moderate depression, but results are inconsistent and the strength of products varies.",
    detail:
      'Depression needs proper assessment, so see a doctor rather than self-treating, especially if symptoms are severe or include thoughts of self-harm.',
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'shared-st-johns-wort-interactions',
    topic: 'st-johns-wort',
    intent: 'interactions',
    question: "Does St John's wort interact with medicines like the pill or antidepressants?",
    answer:
      'Yes, with many. It can make the contraceptive pill, warfarin, ciclosporin, digoxin and some HIV and cancer medicines less effective, and with antidepressants (SSRIs, SNRIs, MAOIs) it can cause serotonin syndrome. Always check with a doctor or pharmacist.',
    detail: 'It speeds up the liver enzymes that break down many drugs, which is why so many medicines are affected.',
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'shared-st-johns-wort-side_effects',
    topic: 'st-johns-wort',
    intent: 'side_effects',
    question: "What are the side effects of St John's wort?",
    answer:
      'Side effects include sensitivity to sunlight, anxiety, dry mouth, dizziness, stomach upset, tiredness, headache and sexual problems. Avoid it in pregnancy and breastfeeding, and with bipolar disorder, unless a doctor advises.',
    detail: 'Its biggest risk is not the side effects but its interactions with many common medicines.',
    source: NCCIH_ST_JOHNS_WORT,
  },

  // Headaches.
  {
    id: 'shared-headache-symptoms',
    topic: 'headache',
    intent: 'symptoms',
    question: 'Why do I keep getting headaches?',
    answer:
      'Common triggers include stress, poor sleep, not drinking enough, skipped meals, too much alcohol, eye strain, bad posture, colds and flu, hormonal changes such as periods, and taking painkillers too often.',
    detail:
      'Get urgent help for a sudden, severe headache, or one with fever and a stiff neck, confusion, weakness, slurred speech, vision loss or after a head injury.',
    source: NHS_HEADACHES,
  },
  {
    id: 'shared-headache-how_to',
    topic: 'headache',
    intent: 'how_to',
    question: 'How can I prevent headaches naturally?',
    answer:
      'Drink enough water, eat regular meals, keep a regular sleep routine, take breaks from screens and check your posture, manage stress, limit alcohol, and keep a headache diary to spot triggers. Avoid taking painkillers on many days each month.',
    detail: "See a doctor if headaches are new, frequent, last more than two weeks, or painkillers don't help.",
    source: NHS_HEADACHES,
  },
  {
    id: 'shared-headache-product_choice',
    topic: 'headache',
    intent: 'product_choice',
    question: 'Do magnesium, riboflavin or other supplements help migraines?',
    answer:
      'Some studies suggest magnesium, riboflavin (vitamin B2) and coenzyme Q10 may help prevent migraines, but the evidence is limited. Butterbur is not recommended because of concerns about liver damage. Discuss prevention with a doctor.',
    detail: 'Keep a headache diary before and during any supplement trial so you and your doctor can judge whether it helps.',
    source: NCCIH_HEADACHES,
  },

  // Muscle cramps.
  {
    id: 'shared-muscle-cramps-symptoms',
    topic: 'muscle-cramps',
    intent: 'symptoms',
    question: 'What causes muscle cramps and leg cramps at night?',
    answer:
      'Leg cramps often have no clear cause, but they are more common with age, in pregnancy, after hard exercise, and with some medicines such as statins and diuretics (water tablets). Liver disease and nerve problems can also cause them.',
    detail: 'See a doctor if cramps disturb your sleep, last more than 10 minutes, or come with numbness, swelling or muscle weakness.',
    source: NHS_LEG_CRAMPS,
  },
  {
    id: 'shared-muscle-cramps-how_to',
    topic: 'muscle-cramps',
    intent: 'how_to',
    question: 'How do I stop or prevent leg cramps?',
    answer:
      'During a cramp, stretch and massage the muscle; for a calf cramp, pull your toes up towards your shin. Regular calf stretches, especially before bed, may help prevent them.',
    detail: 'Quinine is no longer routinely recommended for cramps because of the risk of serious side effects.',
    source: NHS_LEG_CRAMPS,
  },
  {
    id: 'shared-muscle-cramps-product_choice',
    topic: 'muscle-cramps',
    intent: 'product_choice',
    question: 'Does magnesium help leg cramps?',
    answer:
      'For typical night-time leg cramps in older adults, a Cochrane review found magnesium is unlikely to reduce how often cramps happen. Evidence in pregnancy is conflicting. Stretching is the first step.',
    detail: 'Magnesium supplements commonly cause diarrhoea, and people with kidney disease should not take them without medical advice.',
    source: COCHRANE_MAGNESIUM_CRAMPS,
  },
  // Sleep: its part in memory, bedtime, naps; meditation for stress.
  {
    id: 'shared-memory-how_to',
    topic: 'memory',
    intent: 'how_to',
    question: 'How does sleep help memory and learning? Does poor sleep affect memory?',
    answer:
      'Sleep helps your brain lay down memories: without enough of it, the brain struggles to build and keep the connections it needs to learn and store new information, and concentrating and reacting quickly get harder.',
    detail: 'Research suggests sleep also helps the brain clear away waste products that build up while you are awake.',
    source: NINDS_SLEEP,
  },
  {
    id: 'shared-sleep-timing',
    topic: 'sleep',
    intent: 'timing',
    question: 'What time should I go to bed? Is there a best bedtime?',
    answer:
      'There is no single best time: choose a bedtime that leaves enough hours of sleep before you must get up, and keep regular hours. In the hour before bed, wind down and avoid screens, caffeine, alcohol and big meals.',
    detail: 'Going to bed and getting up at roughly the same times every day sets your body clock, so sleep comes more easily.',
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-sleep-how_to-2',
    topic: 'sleep',
    intent: 'how_to',
    question: 'Are naps during the day good or bad for my sleep? How long should a nap be?',
    answer:
      'A short nap can improve alertness, mood and performance. Keep it to about 10 to 20 minutes, take it in the early afternoon, and avoid napping after 3 pm, which can make it harder to sleep at night.',
    detail: 'Longer naps can leave you groggy; if you need to nap more than usual for no clear reason, talk to your doctor.',
    source: MAYO_NAPPING,
  },
  {
    id: 'shared-stress-how_to-2',
    topic: 'stress',
    intent: 'how_to',
    question: 'Does meditation or mindfulness help with stress and anxiety? Is meditation worth trying?',
    answer:
      'Research reviews suggest meditation and mindfulness programmes may ease anxiety, symptoms of depression and poor sleep, though study quality varies. They are generally considered safe for healthy people.',
    detail:
      'Rarely, meditation has been reported to worsen symptoms in people with some mental health conditions, so talk to your doctor if that applies to you.',
    source: NCCIH_MEDITATION,
  },

  // Creatine and protein for muscle.
  {
    id: 'shared-creatine-what_is',
    topic: 'creatine',
    intent: 'what_is',
    question: 'What is creatine and does it work?',
    answer:
      'Creatine is a compound your muscles use for quick energy; your body makes some and meat and fish supply more. Supplements can improve strength and power in repeated short bursts of hard exercise, such as sprinting and weightlifting, but help little with endurance sports.',
    detail: 'How much it helps differs from person to person; creatine monohydrate is the most widely used and studied form.',
    source: ODS_EXERCISE_SUPPLEMENTS,
  },
  {
    id: 'shared-creatine-dose',
    topic: 'creatine',
    intent: 'dose',
    question: 'How much creatine should I take a day? Do I need a loading phase?',
    answer:
      'The usual dose is 3 to 5 g a day. Loading with about 20 g a day for 5 to 7 days fills muscles faster but is not needed: 3 to 5 g a day reaches the same levels in about 4 weeks.',
    detail: 'Creatine monohydrate is the best-studied form; no other form has been shown to work better.',
    source: CREATINE_QUESTIONS,
  },
  {
    id: 'shared-creatine-side_effects',
    topic: 'creatine',
    intent: 'side_effects',
    question: 'Is creatine safe? Does creatine damage the kidneys or cause hair loss?',
    answer:
      'At usual doses of 3 to 5 g a day, creatine appears safe for healthy adults. It can cause some short-term water retention, but research in healthy people has not shown kidney damage, dehydration, cramps or hair loss.',
    detail: 'In older adults, research suggests creatine taken alongside strength training can add to gains in muscle mass and strength.',
    source: CREATINE_QUESTIONS,
  },
  {
    id: 'shared-protein-dose-2',
    topic: 'protein',
    intent: 'dose',
    question: 'How much protein do I need to build muscle if I exercise or lift weights?',
    answer:
      'People who exercise regularly need more than the basic 0.8 g per kg of body weight: about 1.4 to 2.0 g of protein per kg a day supports building and keeping muscle, ideally spread over meals with 20 to 40 g each.',
    detail:
      'Whole foods such as milk, eggs, fish, meat, soya, beans and lentils can meet these needs; protein powders are a convenient option, not a requirement.',
    source: ISSN_PROTEIN,
  },

  // Vegetarian and vegan diets.
  {
    id: 'shared-plant-based-how_to',
    topic: 'plant-based',
    intent: 'how_to',
    question: 'How do I get all the nutrients I need on a vegan or vegetarian diet?',
    answer:
      'Plan for the nutrients that are harder to get without animal foods: vitamin B12, iron, calcium, vitamin D and omega-3 fats. Eat a wide variety of beans, lentils, tofu, whole grains, nuts, seeds, fruit and vegetables, and use fortified foods.',
    detail: 'Vegans need vitamin B12 from fortified foods, such as some breakfast cereals, soya drinks and yeast extract, or from a supplement.',
    source: NHS_VEGAN,
  },
  {
    id: 'shared-plant-based-food_sources',
    topic: 'plant-based',
    intent: 'food_sources',
    question: 'Which plant foods give vegans calcium, iron and omega-3?',
    answer:
      'Calcium: fortified soya, rice and oat drinks, calcium-set tofu, sesame seeds, tahini and dried fruit. Iron: beans, lentils, wholemeal bread, fortified cereals, dark green leafy vegetables, nuts and dried fruit. Omega-3: ground linseed, walnuts, soya foods and rapeseed oil.',
    detail:
      'Check that vitamin D supplements are vegan: many vitamin D3 products come from sheep’s wool (lanolin), while vitamin D2 and lichen-based D3 are plant-based.',
    source: NHS_VEGAN,
  },
];
