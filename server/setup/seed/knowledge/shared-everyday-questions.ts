// Shared answers to everyday questions from Indian customers that the other files left open: amounts (CFU in curd,
// vitamin A with cod liver oil, weekly 60,000 IU sachets, nuts for the heart), foods (millet rotis, cooking oil, hostel
// meals), common complaints with when to see a doctor, "does X help Y?" claims with how strong the evidence is, timing,
// comparisons naming both sides, how-tos and lab values. Written in our own words from the source beside each entry;
// no entry says a supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

// NIH Office of Dietary Supplements.
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const ODS_VITAMIN_A_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin A and carotenoids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};
const ODS_CALCIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Calcium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const ODS_MAGNESIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_EXERCISE_SUPPLEMENTS: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary supplements for exercise and athletic performance, fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer/',
};

// NHS.
const NHS_TIREDNESS: Source = { title: 'NHS — Tiredness and fatigue', url: 'https://www.nhs.uk/conditions/tiredness-and-fatigue/' };
const NHS_ALLERGIC_RHINITIS: Source = { title: 'NHS — Allergic rhinitis', url: 'https://www.nhs.uk/conditions/allergic-rhinitis/' };
const NHS_PILES: Source = { title: 'NHS — Piles (haemorrhoids)', url: 'https://www.nhs.uk/conditions/piles-haemorrhoids/' };
const NHS_KNEE_PAIN: Source = { title: 'NHS — Knee pain', url: 'https://www.nhs.uk/conditions/knee-pain/' };
const NHS_HEARTBURN: Source = { title: 'NHS — Heartburn and acid reflux', url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/' };
const NHS_BOILS: Source = { title: 'NHS — Boils', url: 'https://www.nhs.uk/conditions/boils/' };
const NHS_BLOOD_PRESSURE_TEST: Source = { title: 'NHS — Blood pressure test', url: 'https://www.nhs.uk/conditions/blood-pressure-test/' };
const NHS_LOST_SMELL: Source = { title: 'NHS — Lost or changed sense of smell', url: 'https://www.nhs.uk/symptoms/lost-or-changed-sense-of-smell/' };
const NHS_EATWELL: Source = {
  title: 'NHS — The Eatwell Guide',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/',
};
const NHS_COELIAC_TREATMENT: Source = { title: 'NHS — Coeliac disease: treatment', url: 'https://www.nhs.uk/conditions/coeliac-disease/treatment/' };
const NHS_LAXATIVES: Source = { title: 'NHS — Laxatives', url: 'https://www.nhs.uk/conditions/laxatives/' };
const NHS_OLDER_ADULTS_ACTIVITY: Source = {
  title: 'NHS — Physical activity guidelines for older adults',
  url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-older-adults/',
};
const NHS_SUN_SAFETY: Source = { title: 'NHS — Sunscreen and sun safety', url: 'https://www.nhs.uk/live-well/seasonal-health/sunscreen-and-sun-safety/' };
const NHS_INSOMNIA: Source = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const NHS_SORE_THROAT: Source = { title: 'NHS — Sore throat', url: 'https://www.nhs.uk/conditions/sore-throat/' };
const NHS_FH: Source = { title: 'NHS — Familial hypercholesterolaemia', url: 'https://www.nhs.uk/conditions/familial-hypercholesterolaemia/' };
const NHS_FLU: Source = { title: 'NHS — Flu', url: 'https://www.nhs.uk/conditions/flu/' };
const NHS_CUSHINGS: Source = { title: "NHS — Cushing's syndrome", url: 'https://www.nhs.uk/conditions/cushings-syndrome/' };

// Other sources.
const ENDOCRINE_VITAMIN_D: Source = {
  title:
    'Holick MF et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96(7):1911-30',
  url: 'https://academic.oup.com/jcem/article/96/7/1911/2833671',
};
const MAYO_NUTS: Source = {
  title: 'Mayo Clinic — Nuts and your heart: eating nuts for heart health',
  url: 'https://www.mayoclinic.org/diseases-conditions/heart-disease/in-depth/nuts/art-20046635',
};
const WHO_HEALTHY_DIET: Source = {
  title: 'World Health Organization — Healthy diet fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
};
const WHO_SALT: Source = {
  title: 'World Health Organization — Sodium reduction fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
};
const WHO_DENGUE: Source = {
  title: 'World Health Organization — Dengue and severe dengue fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
};
const WHO_FERRITIN: Source = {
  title: 'World Health Organization — WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations (2020)',
  url: 'https://www.who.int/publications/i/item/9789240000124',
};
const GLUTATHIONE_SKIN_REVIEW: Source = {
  title:
    'Sonthalia S, Daulatabad D, Sarkar R. Glutathione as a skin whitening agent: facts, myths, evidence and controversies. Indian J Dermatol Venereol Leprol 2016;82:262-72',
  url: 'https://ijdvl.com/glutathione-as-a-skin-whitening-agent-facts-myths-evidence-and-controversies/',
};
const CUMIN_WEIGHT_TRIAL: Source = {
  title:
    'Taghizadeh M et al. Effect of cumin cyminum L. intake on weight loss and metabolic profiles among overweight subjects: a randomized controlled trial. Ann Nutr Metab 2015;66:117-24',
  url: 'https://karger.com/anm/article-abstract/66/2-3/117/41206/Effect-of-the-cumin-cyminum-L-Intake-on-Weight',
};
const CDC_MTHFR: Source = {
  title: 'US Centers for Disease Control and Prevention — MTHFR gene variant and folic acid facts',
  url: 'https://www.cdc.gov/folic-acid/data-research/mthfr/index.html',
};
const NCCIH_HIBISCUS: Source = { title: 'NCCIH — Hibiscus', url: 'https://www.nccih.nih.gov/health/hibiscus' };
const FENUGREEK_META_ANALYSIS: Source = {
  title:
    'Neelakantan N et al. Effect of fenugreek (Trigonella foenum-graecum L.) intake on glycemia: a meta-analysis of clinical trials. Nutrition Journal 2014;13:7',
  url: 'https://nutritionj.biomedcentral.com/articles/10.1186/1475-2891-13-7',
};
const NIN_FOOD_COMPOSITION: Source = {
  title: 'ICMR-National Institute of Nutrition — Indian Food Composition Tables 2017',
  url: 'https://www.nin.res.in/ebooks/IFCT2017.pdf',
};
const MAYO_KOMBUCHA: Source = {
  title: 'Mayo Clinic — What is kombucha tea? Does it have any health benefits? (expert answers)',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/consumer-health/expert-answers/kombucha-tea/faq-20058126',
};
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};
const HARVARD_WHOLE_GRAINS: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Whole grains',
  url: 'https://nutritionsource.hsph.harvard.edu/what-should-you-eat/whole-grains/',
};
const LPI_RESVERATROL: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Resveratrol',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/resveratrol',
};
const CITICOLINE_REVIEW: Source = {
  title: 'Fioravanti & Yanagi, Cochrane review 2005 — CDP-choline for cognitive and behavioural disturbances in the elderly, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/15846601/',
};
const NCCIH_AYURVEDA: Source = { title: 'NCCIH — Ayurvedic medicine: in depth', url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth' };
const CDC_CLEAN_HANDS: Source = {
  title: 'US Centers for Disease Control and Prevention — About handwashing',
  url: 'https://www.cdc.gov/clean-hands/about/index.html',
};
const ISSN_PROTEIN: Source = {
  title: 'Jäger R et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0177-8',
};
const AAD_MELASMA: Source = {
  title: 'American Academy of Dermatology — Melasma: diagnosis and treatment',
  url: 'https://www.aad.org/public/diseases/a-z/melasma-treatment',
};
const MAYO_CAFFEINE: Source = {
  title: 'Mayo Clinic — Caffeine: how much is too much?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/in-depth/caffeine/art-20045678',
};
const HA_SKIN_TRIAL: Source = {
  title: 'Nutrients (2021) — Oral hyaluronan relieves wrinkles and improves dry skin: a 12-week placebo-controlled study',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8308347/',
};
const NCCIH_RHODIOLA: Source = { title: 'NCCIH — Rhodiola', url: 'https://www.nccih.nih.gov/health/rhodiola' };
const MEDLINEPLUS_NAILS: Source = {
  title: 'MedlinePlus — Nail abnormalities',
  url: 'https://medlineplus.gov/ency/article/003247.htm',
};

export const SHARED_EVERYDAY_QUESTIONS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-everyday-zinc-timing',
    topic: 'zinc',
    intent: 'timing',
    question: 'When should I take zinc tablets, before or after food? Zinc on an empty stomach makes me nauseous',
    answer:
      'Take zinc tablets with a meal if they make you feel sick: an empty stomach absorbs a little more, but nausea is the most common side effect and food usually prevents it. Keep it 2 hours away from iron or calcium tablets.',
    detail: 'Stay at or under the 40 mg adult upper limit from all supplements; more brings nausea and, over months, low copper.',
    source: ODS_ZINC_HP,
  },
  // Doses and amounts.
  {
    id: 'shared-everyday-cfu-side_effects',
    topic: 'cfu',
    intent: 'side_effects',
    question: 'Is 50 billion CFU too much? Is a 50 billion probiotic safe to take every day? Can I take too many probiotics?',
    answer:
      'For most healthy adults 50 billion CFU is not dangerous, just more than usually needed: many studied products give 1 to 10 billion CFU a day. A higher count does not mean a better effect; the strain matters more.',
    detail:
      'Extra gas or bloating is the usual sign of too much. People with weak immunity, a serious illness or a central line should take probiotics only on medical advice.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-everyday-cfu-dose',
    topic: 'cfu',
    intent: 'dose',
    question: 'How many CFU are in a bowl of curd? How much live bacteria does homemade dahi have?',
    answer:
      'No one counts homemade curd, but fresh curd set with a live culture usually holds tens of millions of live bacteria per gram, so a 100 g katori can carry a billion or more. Counts vary with the starter and fall as it ages.',
    detail:
      'Curd bacteria are not strains tested for particular health effects, so curd is a good food rather than a measured probiotic dose. Kadhi and other cooked curd dishes lose the live bacteria.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-everyday-vitamin-a-dose',
    topic: 'vitamin-a',
    intent: 'dose',
    question:
      'How much vitamin A is too much if I take cod liver oil and a multivitamin? Is cod liver oil plus a multivitamin too much vitamin A? What is the vitamin A upper limit with cod liver oil?',
    answer:
      'Keep preformed vitamin A (retinol) at or below 3,000 µg (micrograms), or 10,000 IU, a day from supplements and food. Add up both labels: one tablespoon of cod liver oil alone holds about 4,000 µg, and a multivitamin often adds several hundred more.',
    detail:
      'Beta-carotene does not count towards the limit. Regular excess can harm the liver and weaken bones; in pregnancy avoid cod liver oil and high-dose vitamin A.',
    source: ODS_VITAMIN_A_HP,
  },
  {
    id: 'shared-everyday-calcium-dose',
    topic: 'calcium',
    intent: 'dose',
    question:
      'Does curd count for calcium if I do not drink milk? I avoid milk, how do I reach 1,000 mg of calcium? How much curd gives enough calcium without milk?',
    answer:
      'Yes, curd counts just like milk: a 200 g katori gives roughly 250 to 300 mg of the 1,000 mg adults need (1,200 mg for women over 50). Paneer, ragi, til, tofu and leafy greens help fill the rest.',
    detail: 'Many lactose-intolerant people manage curd well. If food falls short, a supplement should fill only the gap, taken as 500 mg or less at a time.',
    source: ODS_CALCIUM_HP,
  },
  {
    id: 'shared-everyday-vitamin-d-timing',
    topic: 'vitamin-d',
    intent: 'timing',
    question:
      'How long should I take 60,000 IU vitamin D sachets weekly? For how many weeks can I take 60K vitamin D? My doctor gave me 60000 IU vitamin D once a week, how many weeks?',
    answer:
      "Take weekly 60,000 IU (1,500 µg) sachets only on a doctor's advice after a blood test. Courses to correct a low level usually last about 8 weeks, then a lower daily or monthly dose follows; do not continue weekly sachets on your own.",
    detail:
      'Your doctor should recheck your level after about 3 months. High doses taken for months without checks can raise blood calcium, causing nausea, thirst and kidney problems.',
    source: ENDOCRINE_VITAMIN_D,
  },
  {
    id: 'shared-everyday-magnesium-dose',
    topic: 'magnesium',
    intent: 'dose',
    question: 'How much magnesium glycinate should I take for sleep? How much should I take at night to sleep better? Is a 500 mg capsule for sleep too much?',
    answer:
      'No dose is proven for sleep. Count the elemental amount on the label, not the compound’s weight: a 500 mg capsule may hold only about 70 mg of magnesium. Stay at or below 350 mg of elemental magnesium daily unless a doctor advises more.',
    detail:
      'Loose stools, cramps or nausea are the usual first signs of too much, so cut back or split the dose. With kidney disease, take magnesium only on medical advice.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-everyday-nuts-dose',
    topic: 'nuts',
    intent: 'dose',
    question:
      'How many almonds and walnuts should I eat a day for my heart? How many badam or akhrot a day for heart health? How many nuts a day for a healthy heart?',
    answer:
      'A small handful of unsalted nuts a day, about 30 g, is the amount linked with heart benefits: roughly 20 almonds or 7 whole walnuts (14 halves). Eat them in place of biscuits, namkeen or sweets, not on top of them.',
    detail: 'Nuts are calorie-dense, about 170 to 200 kcal per 30 g. Raw or soaked both count; skip salted, sugar-coated or fried ones.',
    source: MAYO_NUTS,
  },

  // Foods.
  {
    id: 'shared-everyday-memory-food_sources',
    topic: 'memory',
    intent: 'food_sources',
    question:
      'What foods help memory for a student eating hostel food? What should I eat in the hostel mess for better concentration and memory? Cheap foods for the brain during exams?',
    answer:
      'No food boosts memory overnight, but steady meals help you study. In the mess, do not skip breakfast, take dal, curd, eggs or paneer at each meal, add fruit, and keep peanuts, roasted chana or a banana for study breaks.',
    detail:
      'Sleep and regular meals matter more than any brain food. Vegetarians who feel drained or foggy can ask a doctor to check iron and vitamin B12, which are often low.',
    source: NHS_EATWELL,
  },
  {
    id: 'shared-everyday-millets-food_sources',
    topic: 'millets',
    intent: 'food_sources',
    question: 'Which grains can I use for roti without wheat? Which flour can replace wheat atta for chapati? Jowar, bajra or ragi roti instead of wheat?',
    answer:
      "Jowar (sorghum), bajra (pearl millet), ragi (finger millet), makki (maize), rice flour, besan and kuttu (buckwheat) are naturally gluten-free and make good rotis or bhakri. Knead with warm water and pat by hand, as they lack wheat's stretch.",
    detail:
      'With coeliac disease, buy flour labelled gluten-free, as millet flours are often milled alongside wheat. Without it, mixing millets with wheat is fine.',
    source: NHS_COELIAC_TREATMENT,
  },
  {
    id: 'shared-everyday-heart-health-product_choice',
    topic: 'heart-health',
    intent: 'product_choice',
    question:
      'Which cooking oil is best for the heart? Which oil should I cook with: mustard, groundnut, rice bran or sunflower? Best oil for a healthy heart?',
    answer:
      'No single oil is best. Cook with plant oils such as mustard, groundnut, rice bran, sunflower, soybean or olive, ideally a mix, instead of ghee, butter, vanaspati or palm oil, and use less oil overall.',
    detail: 'Do not reuse oil from deep frying. Vanaspati and repeatedly heated oils can contain trans fats, the most harmful fats for the heart.',
    source: WHO_HEALTHY_DIET,
  },

  // Symptoms: causes and when to see a doctor.
  {
    id: 'shared-everyday-fatigue-symptoms',
    topic: 'fatigue',
    intent: 'symptoms',
    question: 'Why am I tired even after 8 hours of sleep? I sleep 8 hours but wake up tired, why? Why do I feel sleepy all day at my desk job?',
    answer:
      'Eight hours in bed is not always good sleep: snoring, sleep apnoea, late screens and caffeine can spoil it. Sitting all day, skipped meals, dehydration and stress drain energy too, as can low iron, B12 or vitamin D, thyroid problems and low mood.',
    detail:
      'Move for a few minutes every hour and get daylight. See a GP if tiredness lasts 4 weeks despite rest, or you snore loudly, stop breathing at night or lose weight.',
    source: NHS_TIREDNESS,
  },
  {
    id: 'shared-everyday-allergic-rhinitis-symptoms',
    topic: 'allergic-rhinitis',
    intent: 'symptoms',
    question: 'Why do I sneeze and have a runny nose every morning? Sneezing fits every morning, is it an allergy? Why do I keep sneezing when I wake up?',
    answer:
      'Sneezing and a runny or blocked nose most mornings, without a fever, is often allergic rhinitis: a reaction to house dust mites in bedding, pollen, mould or pet dander. Cold air, smoke and strong smells can set it off too.',
    detail:
      'Wash bedding weekly in hot water and keep the bedroom dust-free. See a GP or pharmacist if it disturbs sleep or work; antihistamines or steroid nasal sprays often help.',
    source: NHS_ALLERGIC_RHINITIS,
  },
  {
    id: 'shared-everyday-piles-symptoms',
    topic: 'piles',
    intent: 'symptoms',
    question: 'Why is there blood on the tissue after a hard stool? Hard stool and a little blood when I wipe, is it piles? Is it bawasir or a fissure?',
    answer:
      'Bright red blood on the tissue after a hard stool is most often from piles (swollen veins) or an anal fissure, a small tear that stings during and after going. Both are common and linked to constipation and straining.',
    detail:
      'Still see a doctor or GP about any bleeding from your bottom, as it can have other causes. Get urgent help for heavy bleeding or black, tarry stools.',
    source: NHS_PILES,
  },
  {
    id: 'shared-everyday-joints-symptoms',
    topic: 'joints',
    intent: 'symptoms',
    question:
      'Why do my knees crackle or click when there is no pain? My knee makes a cracking sound when I squat, should I worry? Why do my knees pop on the stairs?',
    answer:
      'Clicking or crackling knees without pain, swelling or stiffness are common and usually harmless: tiny gas bubbles in the joint fluid pop, or tendons slide over bone. Strong thigh muscles and staying active keep the joint healthy.',
    detail: 'See a GP if the noise comes with pain, swelling, the knee locking or giving way, or after an injury.',
    source: NHS_KNEE_PAIN,
  },
  {
    id: 'shared-everyday-heartburn-symptoms',
    topic: 'heartburn',
    intent: 'symptoms',
    question:
      'Why do I get burning in my chest after morning tea on an empty stomach? Why does chai on an empty stomach give me acidity? Why does bed tea give me heartburn?',
    answer:
      'Tea and coffee are common acidity triggers, and on an empty stomach many people feel burning behind the breastbone or a sour taste. Strong or very hot chai and lying down after it add to it; have water and a light breakfast first.',
    detail:
      'See a GP if it happens most days for 3 weeks or more. Call emergency help for chest pain that spreads to the arm or jaw, or comes with sweating or breathlessness.',
    source: NHS_HEARTBURN,
  },
  {
    id: 'shared-everyday-boils-symptoms',
    topic: 'boils',
    intent: 'symptoms',
    question: 'Why do I keep getting boils? Why do boils keep coming back on my thighs? Garmi ke phode baar baar kyon hote hain?',
    answer:
      'Boils are infected hair roots, usually from staph bacteria that many people carry on their skin or in the nose. They come back more with friction and sweat, shared towels or razors, diabetes, extra weight or low immunity.',
    detail:
      'Do not squeeze them; hold a warm compress on them instead. See a GP if boils keep coming back, one is on your face or very painful, or you have a fever.',
    source: NHS_BOILS,
  },
  {
    id: 'shared-everyday-nail-spots-symptoms',
    topic: 'nail-spots',
    intent: 'symptoms',
    question:
      'What do white spots on my nails mean? Are white spots on nails a sign of calcium or zinc deficiency? Why do I get white marks on my fingernails?',
    answer:
      'Small white spots on the nails usually come from minor knocks to the nail base, nail biting, manicures or reactions to nail products. They are not usually a sign of low calcium or zinc, and they grow out with the nail over months.',
    detail: 'See a GP if a whole nail turns white, thickens, lifts or changes shape, or a dark streak appears in a nail.',
    source: MEDLINEPLUS_NAILS,
  },
  {
    id: 'shared-everyday-blood-pressure-what_is',
    topic: 'blood-pressure',
    intent: 'what_is',
    question: 'What does a BP of 150/95 mean? Is 150/95 high? Is a reading of 150 over 95 bad?',
    answer:
      '150/95 mmHg is above the usual limit of 140/90 in a clinic, or 135/85 on a home monitor. One reading is not a diagnosis, so recheck after 5 minutes of rest on several days and see a GP within a few weeks.',
    detail:
      'If confirmed, it is treated with lifestyle changes and often medicine. Get urgent help for 180/120 or higher, or a high reading with chest pain, breathlessness or weakness.',
    source: NHS_BLOOD_PRESSURE_TEST,
  },
  {
    id: 'shared-everyday-smell-taste-symptoms',
    topic: 'smell-taste',
    intent: 'symptoms',
    question:
      'Why did I lose my sense of taste and smell after a cold? I cannot smell or taste anything since my cold, will it come back? No sense of smell after a viral fever, why?',
    answer:
      'Colds and other viruses often dull smell, and most of what we call taste is really smell. A blocked nose usually explains it, but a virus can also irritate the smell nerves; most people recover within weeks, though it can take months.',
    detail:
      'Rinsing your nose with salt water may help. See a GP if it has not come back after about 3 weeks. Meanwhile check food dates and fit a smoke alarm.',
    source: NHS_LOST_SMELL,
  },

  // "Does X help Y?": how strong the evidence is.
  {
    id: 'shared-everyday-giloy-what_is',
    topic: 'giloy',
    intent: 'what_is',
    question: 'Does giloy increase platelets in dengue? Should I drink giloy juice for low platelets? Is giloy good for dengue fever?',
    answer:
      "Not proven. Good trials have not shown that giloy raises platelets or shortens dengue, and relying on it can delay care. Dengue has no specific medicine: rest, plenty of fluids, paracetamol for fever and a doctor's checks of platelet counts.",
    detail:
      'Avoid ibuprofen and aspirin in dengue, as they raise bleeding risk. Get urgent care for stomach pain, repeated vomiting, bleeding gums or drowsiness. Giloy has also been linked with liver injury.',
    source: WHO_DENGUE,
  },
  {
    id: 'shared-everyday-glutathione-what_is',
    topic: 'glutathione',
    intent: 'what_is',
    question: 'Does glutathione lighten skin? Do glutathione tablets or injections make skin fair? Is glutathione good for skin whitening?',
    answer:
      'The evidence is weak. A few small trials of glutathione tablets or creams found slight lightening that faded after stopping, and glutathione injections have no good evidence and have caused harm. Sunscreen and shade do more for tan and dark patches.',
    detail:
      'Much oral glutathione is broken down in the gut. Intravenous "skin-whitening" drips are not approved for this and carry risks such as allergic reactions and infections.',
    source: GLUTATHIONE_SKIN_REVIEW,
  },
  {
    id: 'shared-everyday-cumin-what_is',
    topic: 'cumin',
    intent: 'what_is',
    question: 'Does jeera water help digestion and weight loss? Is drinking jeera water every morning good for the stomach? Does cumin water burn belly fat?',
    answer:
      'Only weakly supported. A small uncontrolled study of cumin oil in IBS reported less bloating, and one 8-week trial of cumin capsules found about 1 kg more weight loss than placebo. Jeera water is a pleasant drink, not a fat burner.',
    detail:
      'Swapping sweet drinks for plain jeera water helps more than the cumin itself. See a doctor for ongoing stomach pain, weight loss or changed bowel habits rather than relying on it.',
    source: CUMIN_WEIGHT_TRIAL,
  },
  {
    id: 'shared-everyday-genes-comparison',
    topic: 'genes',
    intent: 'comparison',
    question:
      'Is methylfolate better than folic acid? Methylfolate or folic acid for MTHFR C677T? What is the difference between folic acid and L-methylfolate?',
    answer:
      'Folic acid works for nearly everyone, including people with MTHFR C677T, and is the form proven to prevent neural tube defects. Methylfolate (L-5-MTHF) is a ready-to-use form and a reasonable alternative, but it is not shown to be better.',
    detail:
      'With one or two copies of C677T, the body still uses folic acid. When planning a pregnancy, take 400 µg (micrograms) of folic acid a day unless your doctor advises otherwise.',
    source: CDC_MTHFR,
  },
  {
    id: 'shared-everyday-hawthorn-what_is',
    topic: 'hawthorn',
    intent: 'what_is',
    question: 'Does hibiscus tea lower blood pressure? Is hibiscus (gudhal) tea good for high BP? Can hibiscus tea replace my BP tablets?',
    answer:
      'Possibly, a little. Small trials found 2 to 3 cups of hibiscus tea a day lowered systolic blood pressure by a few mmHg over about 6 weeks in people with mildly raised readings. It does not replace prescribed blood pressure medicine.',
    detail: 'If you take blood pressure medicine, tell your doctor before adding it, as the effects may add up. Its safety in pregnancy is not established.',
    source: NCCIH_HIBISCUS,
  },
  {
    id: 'shared-everyday-fenugreek-what_is',
    topic: 'fenugreek',
    intent: 'what_is',
    question: 'Does methi water lower blood sugar? Is soaked methi seed water good for diabetes? Does fenugreek help control sugar?',
    answer:
      'It may help a little. Trials of fenugreek seed powder, mostly 5 g or more a day, lowered fasting sugar and HbA1c somewhat in people with diabetes, but most were small and low quality. Most studies used the seeds, not the soaking water.',
    detail:
      'Do not stop or cut diabetes medicine for methi; with medicine the effects can add up, so check your sugar. Large amounts can cause gas or loose stools.',
    source: FENUGREEK_META_ANALYSIS,
  },
  {
    id: 'shared-everyday-millets-comparison',
    topic: 'millets',
    intent: 'comparison',
    question: 'Is ragi better than milk for bones? Ragi or milk for calcium? Does ragi have more calcium than milk?',
    answer:
      'Ragi is the richest grain for calcium, about 344 mg per 100 g, nearly three times as much per 100 g as milk. But a bowl of ragi porridge and a glass of milk give similar amounts, and calcium from milk is absorbed more easily.',
    detail:
      'Bones need calcium every day along with vitamin D, protein and weight-bearing exercise. For people who avoid dairy, ragi is one of the best plant sources.',
    source: NIN_FOOD_COMPOSITION,
  },
  {
    id: 'shared-everyday-fermented-foods-what_is',
    topic: 'fermented-foods',
    intent: 'what_is',
    question: 'Is kombucha good for the gut? Is fermented kombucha tea good for gut health and digestion? Does kombucha have probiotics like curd or kefir?',
    answer:
      'Not proven. Kombucha is fermented sweet tea with live bacteria and yeasts, but there are few human studies and no good evidence that it improves gut health. Curd, buttermilk or kefir are cheaper fermented options.',
    detail:
      'Home brews can become contaminated, and brewing in glazed ceramic pots can add lead. Avoid it in pregnancy or with weak immunity; many bottled versions carry added sugar.',
    source: MAYO_KOMBUCHA,
  },

  // Timing.
  {
    id: 'shared-everyday-vitamin-d-timing-2',
    topic: 'vitamin-d',
    intent: 'timing',
    question:
      'What time of day is best for sunlight to get vitamin D in India? Is morning sun at 7 am enough for vitamin D? Best time to sit in the sun for vitamin D?',
    answer:
      'Skin makes vitamin D from UVB rays, which are strongest when the sun is high, roughly 10 am to 3 pm. Early-morning and evening sun makes little. About 5 to 30 minutes on bare face, arms and legs, a few times a week, can help.',
    detail: 'Darker skin needs longer. Keep it short in summer to avoid burning and heat exhaustion; glass, heavy smog and full clothing block UVB.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-everyday-beetroot-timing',
    topic: 'beetroot',
    intent: 'timing',
    question: 'How long before a walk should I have beet juice? How many hours before exercise should I take it? Beet juice before or after a workout?',
    answer:
      'Drink it about 2 to 3 hours before your walk or workout: that is when blood levels peak, and when most exercise studies gave it. Studies often used a 70 ml concentrated shot or about 500 ml of ordinary juice.',
    detail: 'Avoid antibacterial mouthwash around it, as mouth bacteria help turn nitrate into nitric oxide. Pink urine afterwards is harmless.',
    source: ODS_EXERCISE_SUPPLEMENTS,
  },
  {
    id: 'shared-everyday-vitamin-d-timing-3',
    topic: 'vitamin-d',
    intent: 'timing',
    question:
      'When should I retest my vitamin D after starting supplements? How soon can I recheck my vitamin D level? After how many months should I test vitamin D again?',
    answer:
      'Recheck after about 3 months of steady dosing, when your vitamin D level has settled. A test after only a few weeks shows a level that is still rising.',
    detail:
      'After a high-dose course, such as weekly 60,000 IU (1,500 µg), your doctor usually retests at the end. Once your level is normal on a steady dose, repeat tests are rarely needed.',
    source: ODS_VITAMIN_D_HP,
  },

  // Comparisons.
  {
    id: 'shared-everyday-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Collagen or amla for skin, which is better? Should I take collagen powder or vitamin C for my skin? Collagen vs vitamin C for wrinkles?',
    answer:
      'They do different jobs. Your body needs vitamin C to build its own collagen, and one amla or a guava easily covers the 75 to 90 mg a day. Collagen peptides add building blocks; small trials suggest modest gains in skin moisture and elasticity.',
    detail:
      'Neither replaces sunscreen, which does most to prevent wrinkles. Try amla and vitamin C-rich food first; add collagen only if you wish, for 8 to 12 weeks.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-everyday-nmn-comparison',
    topic: 'nmn',
    intent: 'comparison',
    question: 'NMN or resveratrol, which is better for anti-ageing? What is the difference between NMN and resveratrol? NMN vs resveratrol for longevity?',
    answer:
      'They work differently: NMN is a building block the body turns into NAD+, while resveratrol is a grape-skin compound said to activate sirtuin enzymes. Both improved health or lifespan in some animals, but neither has been shown to slow ageing in people.',
    detail:
      'Human NMN trials are small and short, and resveratrol is poorly absorbed. Exercise, sleep and not smoking have far stronger evidence. Check with a doctor if you take blood thinners.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'shared-everyday-triphala-comparison',
    topic: 'triphala',
    intent: 'comparison',
    question:
      'Triphala or isabgol for long-term use, which is safer? Can I take isabgol or triphala every day for years? Psyllium husk vs triphala for daily use?',
    answer:
      'For long-term daily use, isabgol (psyllium) is the better-studied choice: a fibre that bulks and softens stools gently and is considered safe daily with plenty of water. Triphala acts more like a herbal laxative and has little long-term safety data.',
    detail:
      'Try fruit, vegetables, whole grains and enough fluid first. See a doctor if you need any laxative for more than a few weeks or your bowel habits change.',
    source: NHS_LAXATIVES,
  },
  {
    id: 'shared-everyday-phosphatidylserine-comparison',
    topic: 'phosphatidylserine',
    intent: 'comparison',
    question:
      'Citicoline or phosphatidylserine, which is better for memory? What is the difference between citicoline and phosphatidylserine? Citicoline vs PS for focus?',
    answer:
      'Citicoline supplies choline for the memory messenger acetylcholine and for cell membranes; phosphatidylserine (PS) is itself a membrane fat. Small trials of each suggest slight memory benefits in older adults with memory complaints; evidence in healthy young people is weak.',
    detail: 'No trial compares them head to head. Studies used about 250 to 1,000 mg of citicoline a day, or 100 mg of PS up to three times a day.',
    source: CITICOLINE_REVIEW,
  },
  {
    id: 'shared-everyday-elderberry-comparison',
    topic: 'elderberry',
    intent: 'comparison',
    question:
      'Elderberry gummies or vitamin C with zinc for colds, which works better? Elderberry vs zinc and vitamin C for a cold? Should I buy elderberry or a vitamin C zinc tablet?',
    answer:
      'Neither prevents colds well. Zinc lozenges started within a day of symptoms may shorten a cold slightly, and daily vitamin C may trim its length a little. Elderberry has only small studies, and gummies are often low-dose and sugary.',
    detail:
      'Rest, fluids and handwashing matter more. Keep zinc at or below 40 mg a day, and ask your doctor about elderberry if you have an autoimmune condition.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-everyday-millets-comparison-2',
    topic: 'millets',
    intent: 'comparison',
    question: 'Jowar roti or wheat roti, which is healthier? Is jowar better than wheat for weight loss? Jowar vs wheat chapati for diabetes?',
    answer:
      'Both are good whole grains with similar calories and fibre. Jowar is gluten-free, which matters mainly for coeliac disease or wheat allergy, and whole-wheat roti has a little more protein. For weight or sugar, portions and what you eat with it matter more.',
    detail: 'Rotating jowar, bajra and ragi with wheat adds variety. Pair any roti with dal, vegetables and curd rather than eating several on their own.',
    source: HARVARD_WHOLE_GRAINS,
  },
  {
    id: 'shared-everyday-millets-comparison-3',
    topic: 'millets',
    intent: 'comparison',
    question: 'Ragi or oats for breakfast, which is better? Ragi porridge vs oats for weight loss and diabetes? Is ragi malt better than oats?',
    answer:
      'Both make a good breakfast. Oats have more soluble fibre (beta-glucan), which helps lower LDL cholesterol; ragi has far more calcium and is cheaper and local. Choose whole ragi flour or rolled oats over instant, sugary mixes.',
    detail:
      'Cook either with milk or curd and add nuts or seeds for protein. Ragi malt powders and flavoured oats often carry added sugar, so check the label.',
    source: HARVARD_WHOLE_GRAINS,
  },

  // How to and what if.
  {
    id: 'shared-everyday-salt-how_to',
    topic: 'salt',
    intent: 'how_to',
    question:
      'How can I cut salt when my family loves pickles and papad? How do I reduce salt in Indian home cooking? Tips to eat less salt with achar, papad and namkeen?',
    answer:
      'Keep pickles, papad, chutney powders and namkeen to a small portion a few times a week, not every meal. Cook with less salt, add none at the table, and flavour food with lemon, amla, jeera, garlic and fresh herbs instead.',
    detail:
      'Adults should have under 5 g of salt a day, about one teaspoon, and a tablespoon of pickle can hold a gram or more. Taste buds adjust within a few weeks.',
    source: WHO_SALT,
  },
  {
    id: 'shared-everyday-exercise-how_to',
    topic: 'exercise',
    intent: 'how_to',
    question:
      'How should I start walking at 60 after years of no exercise? I am 60 and have not exercised for years, how do I begin? A walking plan for a beginner over 60?',
    answer:
      'Start with 10 minutes of easy walking most days, at a pace where you can still talk, and add a few minutes each week until you reach 30 minutes on 5 days. Wear comfortable shoes and begin on level ground.',
    detail:
      'Add simple strength and balance exercises twice a week. Check with your doctor first if you have heart, lung or joint problems; stop if you feel chest pain, dizziness or unusual breathlessness.',
    source: NHS_OLDER_ADULTS_ACTIVITY,
  },
  {
    id: 'shared-everyday-skin-how_to-2',
    topic: 'skin',
    intent: 'how_to',
    question:
      'How do I protect my skin when I work outdoors in the sun? Sun protection for outdoor work like delivery or farming? I work in the sun all day, how do I avoid sun damage?',
    answer:
      'Cover up with a wide-brimmed hat or a cap with a neck flap, loose long sleeves and sunglasses, and use SPF 30 or higher sunscreen on exposed skin, reapplied every 2 hours and after sweating. Take breaks in the shade around midday.',
    detail: 'Drink water regularly to avoid heat exhaustion. Check your skin for new or changing moles, or sores that do not heal, and show them to a doctor.',
    source: NHS_SUN_SAFETY,
  },
  {
    id: 'shared-everyday-sleep-symptoms',
    topic: 'sleep',
    intent: 'symptoms',
    question: 'I am 70 and wake up at 3 am every night, why? Why do older people wake up so early? Why do I wake at 3 am and stay awake at my age?',
    answer:
      'With age, sleep gets lighter and the body clock shifts earlier, so waking in the early hours is common. Needing to pee, pain, daytime naps, going to bed very early, alcohol, some medicines, worry or low mood can add to it.',
    detail:
      'Keep a regular wake time, get morning daylight and limit naps to 30 minutes. See a doctor if it leaves you tired in the day, or comes with loud snoring or low mood.',
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-everyday-muscle-how_to',
    topic: 'muscle',
    intent: 'how_to',
    question:
      'How can I build muscle as a vegetarian student? What should a vegetarian eat for the gym on a hostel budget? How do I get enough protein for muscle without eggs or meat?',
    answer:
      'Train with weights or body weight 2 to 4 times a week, adding load gradually, and eat about 1.4 to 2 g of protein per kg a day, spread over meals: dal, paneer, curd, milk, soya chunks, chana, peanuts, or eggs.',
    detail: 'Dry soya chunks give about 50 g of protein per 100 g. Sleep 7 to 9 hours. Protein powder is optional and only helps if food falls short.',
    source: ISSN_PROTEIN,
  },
  {
    id: 'shared-everyday-collagen-interactions',
    topic: 'collagen',
    intent: 'interactions',
    question: 'Can I mix collagen powder into hot chai or coffee? Does hot tea destroy collagen peptides? Can I take collagen in hot water?',
    answer:
      'Yes. Collagen peptides are already broken down, so the heat of chai or coffee does not stop them working, and they dissolve well in hot drinks. Stir the powder in after pouring to avoid lumps.',
    detail:
      'It also mixes into dal, curd or smoothies. Whatever you add it to, taking it daily for 8 to 12 weeks matters more than the drink or the time of day.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-everyday-kadha-how_to',
    topic: 'kadha',
    intent: 'how_to',
    question: 'How do I make kadha at home? What is the kadha recipe for a cold and immunity? How should I prepare tulsi kadha?',
    answer:
      'Boil 2 cups of water with 8 to 10 tulsi leaves, a small piece of cinnamon, 4 or 5 black peppercorns, a slice of ginger or pinch of sonth, and a few raisins until reduced by half, about 10 minutes. Strain.',
    detail:
      'A cup once or twice a day is the usual home use. It soothes, but is not proven to prevent infections; strong kadha can cause acidity, and skip jaggery with diabetes.',
    source: NCCIH_AYURVEDA,
  },
  {
    id: 'shared-everyday-handwashing-how_to',
    topic: 'handwashing',
    intent: 'how_to',
    question: 'How do I wash my hands properly? What is the right way of hand washing? Is hand sanitiser as good as soap?',
    answer:
      'Wet your hands, lather with soap, and scrub palms, backs, between the fingers, thumbs, fingertips and nails for at least 20 seconds, about two rounds of Happy Birthday. Rinse under running water and dry on a clean towel.',
    detail:
      'Wash before cooking or eating, after the toilet, and after coughing, sneezing or caring for someone sick. Sanitiser with at least 60% alcohol helps when soap is not available, but not on visibly dirty hands.',
    source: CDC_CLEAN_HANDS,
  },
  {
    id: 'shared-everyday-colds-how_to',
    topic: 'colds',
    intent: 'how_to',
    question:
      'I have a sore throat a week before my wedding, what should I do? How can I get over a sore throat or cold fast before a big event? What helps throat pain before a function?',
    answer:
      'Most sore throats clear within a week. Rest your voice, drink plenty of warm fluids, gargle with warm salt water, suck lozenges, and take paracetamol or ibuprofen if needed. Honey in warm water soothes adults; antibiotics rarely help.',
    detail: 'See a GP if it lasts over a week, or you have a high fever, white patches with severe pain, or trouble swallowing or breathing.',
    source: NHS_SORE_THROAT,
  },
  {
    id: 'shared-everyday-cholesterol-how_to',
    topic: 'cholesterol',
    intent: 'how_to',
    question:
      'I am young and thin but my cholesterol is high, what should I do? Why is my cholesterol high at 28 with a normal weight? High LDL runs in my family, what should I do?',
    answer:
      'High cholesterol in a young, slim person who eats well often runs in families, a condition called familial hypercholesterolaemia. See a doctor for a full lipid test and family history check: early treatment, often a statin, greatly lowers heart risk.',
    detail:
      'Close relatives, including children, may need testing too. Diet and exercise still help, but with a genetic cause they are usually not enough on their own.',
    source: NHS_FH,
  },
  {
    id: 'shared-everyday-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question:
      'Will my wrinkles come back if I stop taking collagen? What happens when I stop collagen supplements? Do the skin benefits of collagen last once I stop?',
    answer:
      'Probably, gradually. In trials, the small gains in skin moisture and elasticity faded within weeks after people stopped collagen. It does not reverse wrinkles permanently; ageing and sun exposure carry on either way.',
    detail: 'Sunscreen, not smoking and enough protein and vitamin C protect your skin’s own collagen over the long term, with or without a supplement.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-everyday-iron-how_to',
    topic: 'iron',
    intent: 'how_to',
    question: 'My ferritin is 8, what should I do? Ferritin 8 ng/mL, is that very low? What does a low ferritin of 8 mean?',
    answer:
      'A ferritin of 8 ng/mL (µg/L) means your iron stores are very low: below 15 signals iron deficiency in adults. See a doctor to check your haemoglobin and find the cause, such as heavy periods or too little iron in food.',
    detail:
      'Iron tablets usually continue for a few months after levels recover. Men and women past menopause need checks for hidden blood loss. Take tablets away from tea and milk.',
    source: WHO_FERRITIN,
  },
  {
    id: 'shared-everyday-viral-fever-how_to',
    topic: 'viral-fever',
    intent: 'how_to',
    question:
      'How do I avoid catching viral fever from my family? Everyone at home has a viral fever, how do I not get it? How do I stop a fever spreading at home?',
    answer:
      'Wash hands often with soap, keep the sick person’s towels, cups and plates separate, open windows, and ask them to cover coughs and sneezes. Sleep in another room if you can, and wipe shared surfaces such as taps and door handles daily.',
    detail:
      'Dengue and malaria spread through mosquito bites, not touch: use nets and repellent and empty standing water. A yearly flu vaccine helps, especially for older people.',
    source: NHS_FLU,
  },
  {
    id: 'shared-everyday-skin-how_to',
    topic: 'skin',
    intent: 'how_to',
    question:
      'How do I treat tanning and dark patches on my face from outdoor work? What helps dark patches from the sun on my cheeks? How do I reduce sun pigmentation from working outside?',
    answer:
      'Daily sun protection is the main treatment: broad-spectrum SPF 30 or higher every morning, reapplied outdoors, plus a hat. A tan fades over weeks; dark patches such as melasma fade slowly and return with sun, so a dermatologist may add creams.',
    detail:
      'Avoid bleaching or steroid creams bought without a prescription, as they can damage skin. See a doctor for a patch that grows, bleeds, itches or changes colour.',
    source: AAD_MELASMA,
  },
  {
    id: 'shared-everyday-vitamin-d-how_to',
    topic: 'vitamin-d',
    intent: 'how_to',
    question: 'My vitamin D is 12 ng/mL, what should I do? Vitamin D level 12, is that very low? How do I raise a vitamin D of 12?',
    answer:
      'A level of 12 ng/mL (30 nmol/L) is at the line for deficiency. See a doctor: a common plan is a higher-dose course for about 8 weeks, such as 60,000 IU (1,500 µg) weekly, then a daily maintenance dose and a recheck after 3 months.',
    detail:
      "Sunlight and foods such as eggs, fortified milk and oily fish help, but rarely fix a deficiency alone. Do not take high doses for months without a doctor's checks.",
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-everyday-caffeine-what_is',
    topic: 'caffeine',
    intent: 'what_is',
    question: 'Why does coffee not work for me anymore? I drink coffee every day but still feel sleepy, why? Has my body got used to caffeine?',
    answer:
      'Regular caffeine builds tolerance: your brain adapts, so the same cup gives less lift, and much of the boost just relieves the dip from the last one. Short or poor sleep also builds a debt that coffee cannot cover.',
    detail:
      'Cut back gradually over a week or two to avoid headaches, keep caffeine to the morning, and protect 7 to 9 hours of sleep. See a GP if tiredness persists.',
    source: MAYO_CAFFEINE,
  },

  // What is.
  {
    id: 'shared-everyday-hyaluronic-acid-what_is',
    topic: 'hyaluronic-acid',
    intent: 'what_is',
    question: 'Is hyaluronic acid a real acid? Will it sting or burn my skin like other acids? Is it an exfoliating acid?',
    answer:
      'Despite the name, hyaluronic acid is not a harsh or exfoliating acid like glycolic or salicylic acid. It is a gentle, water-holding sugar molecule your skin already makes; in serums it draws water into the skin surface.',
    detail:
      'It suits most skin types, including sensitive skin. Apply it to damp skin and follow with a moisturiser; stinging usually comes from other ingredients in the product.',
    source: HA_SKIN_TRIAL,
  },
  {
    id: 'shared-everyday-stress-symptoms',
    topic: 'stress',
    intent: 'symptoms',
    question: 'Does cortisol cause belly fat? What is cortisol belly? Do cortisol-lowering supplements reduce belly fat?',
    answer:
      "Very high cortisol, from Cushing's syndrome or steroid medicines, does add fat around the belly, but everyday stress rarely explains a belly on its own. Supplements sold online to lower cortisol are not proven to reduce belly fat.",
    detail:
      'Sleep, regular activity, less alcohol and fewer sugary foods reduce belly fat. See a doctor if weight gain comes with a rounder face, easy bruising, purple stretch marks or high blood pressure.',
    source: NHS_CUSHINGS,
  },

  // Side effects.
  {
    id: 'shared-everyday-omega-3-side_effects',
    topic: 'omega-3',
    intent: 'side_effects',
    question: 'Does fish oil cause bleeding? Should I stop fish oil before surgery or a tooth extraction? Does fish oil thin the blood too much?',
    answer:
      'At usual doses of 1 to 3 g a day, fish oil rarely causes bleeding on its own. Higher doses may slightly slow clotting, and the risk matters more with warfarin, aspirin, clopidogrel or other blood thinners.',
    detail:
      'Tell your doctor or dentist you take it before surgery or an extraction; they may ask you to pause it. Seek help for unusual bruising, nosebleeds or blood in urine or stools.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-everyday-triphala-side_effects',
    topic: 'triphala',
    intent: 'side_effects',
    question: 'Is it safe to take triphala every day for years? Can long-term triphala use harm me? Is daily triphala bad for the bowel?',
    answer:
      'Little research has looked at triphala taken daily for years, so its long-term safety is unknown. It acts as a laxative: loose stools and cramps are the common side effects, and relying on it can hide a problem that needs a check.',
    detail:
      'If you need it most days for more than a few weeks, see a doctor about the cause. Choose makers that test for heavy metals, a known problem with some Ayurvedic products.',
    source: NCCIH_AYURVEDA,
  },
  {
    id: 'shared-everyday-rhodiola-side_effects',
    topic: 'rhodiola',
    intent: 'side_effects',
    question:
      'Can rhodiola make me restless or keep me awake at night? What are the side effects of rhodiola on sleep? Why can I not sleep after taking rhodiola?',
    answer:
      'Yes. Rhodiola can be stimulating, and some people feel restless, jittery or sleep poorly, especially when they take it in the afternoon or evening or with a lot of caffeine. Taking it in the morning usually avoids this.',
    detail: 'If restlessness continues, lower the dose or stop. Check with a pharmacist if you take antidepressants, diabetes or blood pressure medicines.',
    source: NCCIH_RHODIOLA,
  },
];
