// Captain Angio's curated knowledge: circulation, blood pressure, cholesterol, heart rate and the heart herbs and
// supplements the store sells. Written in our own words; each entry names the page its facts come from.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const NHS_PAD: Source = {
  title: 'NHS — Peripheral arterial disease (PAD)',
  url: 'https://www.nhs.uk/conditions/peripheral-arterial-disease-pad/',
};
const MEDLINEPLUS_VASCULAR: Source = {
  title: 'MedlinePlus — Vascular diseases',
  url: 'https://medlineplus.gov/vasculardiseases.html',
};
const NUTRITION_TODAY_NITRATE: Source = {
  title: 'Nutrition Today (2020) — Dietary nitrate and nitrite concentrations in food patterns and dietary supplements',
  url: 'https://journals.lww.com/nutritiontodayonline/Fulltext/2020/09000/Dietary_Nitrate_and_Nitrite_Concentrations_in_Food.6.aspx',
};
const BEETROOT_META: Source = {
  title: 'Advances in Nutrition (2017) — Beetroot juice and blood pressure: a systematic review and meta-analysis',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5683004/',
};
const BEETROOT_AORTIC: Source = {
  title: 'Frontiers in Physiology (2019) — Beetroot juice nitrate and aortic blood pressure over 24 hours',
  url: 'https://www.frontiersin.org/articles/10.3389/fphys.2019.00047/full',
};
const NHS_HIGH_BP: Source = {
  title: 'NHS — High blood pressure (hypertension)',
  url: 'https://www.nhs.uk/conditions/high-blood-pressure/',
};
const NHS_BP_TEST: Source = {
  title: 'NHS — Blood pressure test',
  url: 'https://www.nhs.uk/conditions/blood-pressure-test/',
};
const NHS_LOW_BP: Source = {
  title: 'NHS — Low blood pressure (hypotension)',
  url: 'https://www.nhs.uk/conditions/low-blood-pressure-hypotension/',
};
const WHO_HYPERTENSION: Source = {
  title: 'World Health Organization — Hypertension fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/hypertension',
};
const NHLBI_DASH: Source = {
  title: 'NIH National Heart, Lung, and Blood Institute — DASH eating plan',
  url: 'https://www.nhlbi.nih.gov/education/dash-eating-plan',
};
const AHA_HYPERTENSIVE_CRISIS: Source = {
  title: 'American Heart Association — Hypertensive crisis: when you should call 911 for high blood pressure',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/hypertensive-crisis-when-you-should-call-911-for-high-blood-pressure',
};
const ODS_POTASSIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Potassium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
};
const WHO_POTASSIUM: Source = {
  title: 'World Health Organization — Guideline: potassium intake for adults and children',
  url: 'https://www.who.int/publications/i/item/9789241504829',
};
const NHS_CHOLESTEROL: Source = {
  title: 'NHS — High cholesterol',
  url: 'https://www.nhs.uk/conditions/high-cholesterol/',
};
const NHS_CHOLESTEROL_LEVELS: Source = {
  title: 'NHS — Cholesterol levels',
  url: 'https://www.nhs.uk/conditions/high-cholesterol/cholesterol-levels/',
};
const NHS_LOWER_CHOLESTEROL: Source = {
  title: 'NHS — How to lower your cholesterol',
  url: 'https://www.nhs.uk/conditions/high-cholesterol/how-to-lower-your-cholesterol/',
};
const AHA_CHOLESTEROL_TEST: Source = {
  title: 'American Heart Association — How to get your cholesterol tested',
  url: 'https://www.heart.org/en/health-topics/cholesterol/how-to-get-your-cholesterol-tested',
};
const MEDLINEPLUS_TRIGLYCERIDES: Source = {
  title: 'MedlinePlus — Triglycerides',
  url: 'https://medlineplus.gov/triglycerides.html',
};
const NCCIH_RED_YEAST_RICE: Source = {
  title: 'NCCIH — Red yeast rice',
  url: 'https://www.nccih.nih.gov/health/red-yeast-rice',
};
const NHS_SIMVASTATIN: Source = {
  title: 'NHS — Simvastatin',
  url: 'https://www.nhs.uk/medicines/simvastatin/',
};
const AHA_DIET: Source = {
  title: 'American Heart Association — Diet and lifestyle recommendations',
  url: 'https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/nutrition-basics/aha-diet-and-lifestyle-recommendations',
};
const AHA_LIFES_ESSENTIAL_8: Source = {
  title: "American Heart Association — Life's Essential 8",
  url: 'https://www.heart.org/en/healthy-living/healthy-lifestyle/lifes-essential-8',
};
const AHA_HEART_ATTACK_SIGNS: Source = {
  title: 'American Heart Association — Warning signs of a heart attack',
  url: 'https://www.heart.org/en/health-topics/heart-attack/warning-signs-of-a-heart-attack',
};
const AHA_SCREENINGS: Source = {
  title: 'American Heart Association — Heart-health screenings',
  url: 'https://www.heart.org/en/health-topics/consumer-healthcare/what-is-cardiovascular-disease/heart-health-screenings',
};
const WHO_CVD: Source = {
  title: 'World Health Organization — Cardiovascular diseases (CVDs) fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/cardiovascular-diseases-(cvds)',
};
const ODS_OMEGA3: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const AHA_FISH: Source = {
  title: 'American Heart Association — Fish and omega-3 fatty acids',
  url: 'https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/fats/fish-and-omega-3-fatty-acids',
};
const MAYO_HEART_RATE: Source = {
  title: "Mayo Clinic — What's a normal resting heart rate?",
  url: 'https://www.mayoclinic.org/healthy-lifestyle/fitness/expert-answers/heart-rate/faq-20057979',
};
const NHS_PULSE: Source = {
  title: 'NHS — How do I check my pulse?',
  url: 'https://www.nhs.uk/common-health-questions/accidents-first-aid-and-treatments/how-do-i-check-my-pulse/',
};
const AHA_HEART_RATE: Source = {
  title: 'American Heart Association — All about heart rate (pulse)',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/the-facts-about-high-blood-pressure/all-about-heart-rate-pulse',
};
const AHA_TARGET_HEART_RATE: Source = {
  title: 'American Heart Association — Target heart rates chart',
  url: 'https://www.heart.org/en/healthy-living/fitness/fitness-basics/target-heart-rates',
};
const NHS_RAYNAUDS: Source = {
  title: "NHS — Raynaud's",
  url: 'https://www.nhs.uk/conditions/raynauds/',
};
const MAYO_RAYNAUDS: Source = {
  title: "Mayo Clinic — Raynaud's disease: symptoms and causes",
  url: 'https://www.mayoclinic.org/diseases-conditions/raynauds-disease/symptoms-causes/syc-20363571',
};
const NHS_VARICOSE: Source = {
  title: 'NHS — Varicose veins',
  url: 'https://www.nhs.uk/conditions/varicose-veins/',
};
const NHS_SWOLLEN_ANKLES: Source = {
  title: 'NHS — Swollen ankles, feet and legs (oedema)',
  url: 'https://www.nhs.uk/symptoms/swollen-ankles-feet-and-legs-oedema/',
};
const MAYO_VARICOSE: Source = {
  title: 'Mayo Clinic — Varicose veins: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/varicose-veins/symptoms-causes/syc-20350643',
};
const NCCIH_HORSE_CHESTNUT: Source = {
  title: 'NCCIH — Horse chestnut',
  url: 'https://www.nccih.nih.gov/health/horse-chestnut',
};
const COCHRANE_HORSE_CHESTNUT: Source = {
  title: 'Cochrane Review — Horse chestnut seed extract for chronic venous insufficiency',
  url: 'https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD003230.pub4/full',
};
const NHS_PALPITATIONS: Source = {
  title: 'NHS — Heart palpitations',
  url: 'https://www.nhs.uk/conditions/heart-palpitations/',
};
const NCCIH_COQ10: Source = {
  title: 'NCCIH — Coenzyme Q10',
  url: 'https://www.nccih.nih.gov/health/coenzyme-q10',
};
const LPI_COQ10: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Coenzyme Q10',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/coenzyme-Q10',
};
const NCCIH_GARLIC: Source = {
  title: 'NCCIH — Garlic',
  url: 'https://www.nccih.nih.gov/health/garlic',
};
const HARVARD_NATTOKINASE: Source = {
  title: 'Harvard Health Publishing — Can I take nattokinase instead of warfarin?',
  url: 'https://www.health.harvard.edu/newsletter_article/ask-the-doctor-can-i-take-nattokinase-instead-of-warfarin',
};
const NATTOKINASE_REVIEW: Source = {
  title: 'Biomarker Insights (2018) — Nattokinase: review of its cardiovascular effects',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6043915/',
};
const ODS_VITAMIN_K: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const ARJUNA_REVIEW: Source = {
  title: 'Journal of Traditional and Complementary Medicine (2014) — Revisiting Terminalia arjuna, an ancient cardiovascular drug',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4220499/',
};
const NCCIH_AYURVEDA: Source = {
  title: 'NCCIH — Ayurvedic medicine: in depth',
  url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth',
};
const NCCIH_HAWTHORN: Source = {
  title: 'NCCIH — Hawthorn',
  url: 'https://www.nccih.nih.gov/health/hawthorn',
};
const NCCIH_HIBISCUS: Source = {
  title: 'NCCIH — Hibiscus',
  url: 'https://www.nccih.nih.gov/health/hibiscus',
};
const HIBISCUS_TRIAL: Source = {
  title: 'Journal of Nutrition (2010) — Hibiscus tea lowers blood pressure in prehypertensive and mildly hypertensive adults',
  url: 'https://pubmed.ncbi.nlm.nih.gov/20018807/',
};

const NHS_STROKE_SYMPTOMS: Source = { title: 'NHS — Stroke: symptoms', url: 'https://www.nhs.uk/conditions/stroke/symptoms/' };
const NHS_STROKE_PREVENTION: Source = { title: 'NHS — Stroke: prevention', url: 'https://www.nhs.uk/conditions/stroke/prevention/' };
const NHS_TIA: Source = { title: 'NHS — Transient ischaemic attack (TIA)', url: 'https://www.nhs.uk/conditions/transient-ischaemic-attack-tia/' };
const AHA_ATTACK_AND_STROKE_SIGNS: Source = {
  title: 'American Heart Association — Heart attack and stroke symptoms',
  url: 'https://www.heart.org/en/about-us/heart-attack-and-stroke-symptoms',
};
const NHS_AF: Source = { title: 'NHS — Atrial fibrillation', url: 'https://www.nhs.uk/conditions/atrial-fibrillation/' };
const NHS_EGGS: Source = { title: 'NHS — Eggs: nutrition and food safety', url: 'https://www.nhs.uk/live-well/eat-well/food-types/eggs-nutrition/' };
const CDC_LDL_HDL: Source = {
  title: 'CDC — LDL and HDL cholesterol and triglycerides',
  url: 'https://www.cdc.gov/cholesterol/about/ldl-and-hdl-cholesterol-and-triglycerides.html',
};
const MSKCC_NATTOKINASE: Source = {
  title: 'Memorial Sloan Kettering Cancer Center, About Herbs — Nattokinase',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/nattokinase',
};
const MAYO_CAFFEINE_BP: Source = {
  title: 'Mayo Clinic — Caffeine: how does it affect blood pressure?',
  url: 'https://www.mayoclinic.org/diseases-conditions/high-blood-pressure/expert-answers/blood-pressure/faq-20058543',
};
const AHA_HOME_BP: Source = {
  title: 'American Heart Association — Monitoring your blood pressure at home',
  url: 'https://www.heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings/monitoring-your-blood-pressure-at-home',
};

export const ANGIO_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Circulation.
  {
    id: 'angio-circulation-what_is',
    topic: 'circulation',
    intent: 'what_is',
    question: 'What is circulation and why does good blood flow matter?',
    answer:
      'Circulation is your heart pumping blood through arteries, tiny capillaries and veins, carrying oxygen and nutrients to every cell and taking waste away. Healthy, flexible vessel walls keep that flow steady.',
    detail: 'Smoking, high blood pressure, high cholesterol and diabetes are the main causes of narrowed arteries, which starve muscles of blood.',
    source: NHS_PAD,
  },
  {
    id: 'angio-circulation-how_to',
    topic: 'circulation',
    intent: 'how_to',
    question: 'How can I improve my circulation and blood flow?',
    answer:
      'Walk most days, aiming for 150 minutes of moderate activity a week, stand up every 30–60 minutes when sitting, stop smoking, and keep your blood pressure, cholesterol and blood sugar in range.',
    detail:
      'Stopping smoking is the single most important change for blood flow in the legs; supervised walking programmes are also a standard first step for people with narrowed leg arteries.',
    source: NHS_PAD,
  },
  {
    id: 'angio-circulation-symptoms',
    topic: 'circulation',
    intent: 'symptoms',
    question: 'What are the signs of poor circulation in my legs?',
    answer:
      "The classic sign is a cramping ache in the calves, thighs or buttocks when walking that eases after a few minutes' rest. Others include cold or numb feet, pale or shiny skin, hair loss on the legs and slow-healing sores.",
    detail: 'See a doctor about leg pain on walking or sores that will not heal, and get emergency help if a leg suddenly becomes cold, pale and painful.',
    source: NHS_PAD,
  },
  {
    id: 'angio-circulation-testing',
    topic: 'circulation',
    intent: 'testing',
    question: 'How do doctors test for poor circulation or blocked leg arteries?',
    answer:
      'The first test is usually the ankle-brachial pressure index (ABPI): blood pressure at your ankle is compared with your arm using a cuff and a small ultrasound probe. A lower ankle reading suggests narrowed leg arteries.',
    detail:
      'Ask about a check if you get leg pain on walking and you smoke, have diabetes, high blood pressure or high cholesterol, as these raise the risk most.',
    source: NHS_PAD,
  },
  {
    id: 'angio-circulation-food_sources',
    topic: 'circulation',
    intent: 'food_sources',
    question: 'Which foods help blood flow and circulation?',
    answer:
      'Nitrate-rich vegetables such as rocket, spinach, lettuce, celery and beetroot, oily fish like salmon, sardines and mackerel, plus plenty of fruit, whole grains, beans and unsalted nuts.',
    detail:
      'The body turns dietary nitrate into nitric oxide, which relaxes blood vessels; in trials, beetroot juice lowered systolic blood pressure by about 3–4 mmHg on average.',
    source: BEETROOT_META,
  },
  {
    id: 'angio-circulation-comparison',
    topic: 'circulation',
    intent: 'comparison',
    question: 'What is the difference between arteries, veins and capillaries?',
    answer:
      'Arteries carry oxygen-rich blood away from the heart under high pressure; veins bring it back at low pressure, helped by one-way valves and your leg muscles. Capillaries are tiny vessels linking the two inside tissues.',
    detail:
      'Narrowed arteries cause pain on walking because muscles get too little blood; weak vein valves let blood pool, which can lead to varicose veins and swollen ankles.',
    source: MEDLINEPLUS_VASCULAR,
  },

  // Blood pressure.
  {
    id: 'angio-blood-pressure-what_is',
    topic: 'blood-pressure',
    intent: 'what_is',
    question: 'What is a normal blood pressure reading? What counts as high?',
    answer:
      'For most adults an ideal reading is between 90/60 mmHg and 120/80 mmHg. High blood pressure is 140/90 mmHg or more in a clinic, or 135/85 mmHg or more on a home monitor.',
    detail:
      'High blood pressure rarely causes symptoms, so measuring it is the only way to know; left untreated it raises the risk of heart attack, stroke and kidney disease.',
    source: NHS_HIGH_BP,
  },
  {
    id: 'angio-blood-pressure-comparison',
    topic: 'blood-pressure',
    intent: 'comparison',
    question: 'What do the top and bottom blood pressure numbers mean? Systolic vs diastolic?',
    answer:
      'The top number (systolic) is the pressure in your arteries when the heart beats; the bottom number (diastolic) is the pressure between beats, while the heart refills. Both are measured in millimetres of mercury (mmHg).',
    detail: 'Either number being high matters: a clinic systolic of 140 mmHg or more, or a diastolic of 90 mmHg or more, counts as high blood pressure.',
    source: NHS_HIGH_BP,
  },
  {
    id: 'angio-blood-pressure-testing',
    topic: 'blood-pressure',
    intent: 'testing',
    question: 'How often should I get my blood pressure checked?',
    answer:
      'Adults over 40 should have it checked at least every 5 years, and ideally once a year if a reading was raised or you have a higher risk. Pharmacies and home monitors make regular checks easy.',
    detail:
      'For a fair home reading, sit quietly for a few minutes first, keep your arm supported at heart level, and avoid caffeine, smoking or exercise for 30 minutes before.',
    source: NHS_BP_TEST,
  },
  {
    id: 'angio-blood-pressure-how_to',
    topic: 'blood-pressure',
    intent: 'how_to',
    question: 'How can I lower my blood pressure naturally?',
    answer:
      'Keep salt under 5 g a day (about one teaspoon), eat more vegetables and fruit, be active for at least 150 minutes a week, lose excess weight, limit alcohol and stop smoking.',
    detail:
      'If lifestyle changes are not enough, blood-pressure medicines are effective; keep taking prescribed tablets and do not stop them without talking to your doctor.',
    source: WHO_HYPERTENSION,
  },
  {
    id: 'angio-blood-pressure-food_sources',
    topic: 'blood-pressure',
    intent: 'food_sources',
    question: 'Which foods help lower blood pressure? What is the DASH diet?',
    answer:
      'The DASH eating plan works well: vegetables, fruit, whole grains, beans, nuts and low-fat dairy, with fish and poultry instead of red and processed meat, and little salt, sugar or sugary drinks.',
    detail:
      'Potassium-rich foods such as bananas, potatoes, beans, spinach and yoghurt help balance sodium; people with kidney disease should ask their doctor before increasing potassium.',
    source: NHLBI_DASH,
  },
  {
    id: 'angio-blood-pressure-symptoms',
    topic: 'blood-pressure',
    intent: 'symptoms',
    question: 'What are the symptoms of high blood pressure?',
    answer:
      'Usually none: most people with high blood pressure feel completely well, which is why regular checks matter. Very high readings can occasionally cause headaches, blurred vision or chest pain.',
    detail:
      'Call emergency services if a reading of about 180/120 mmHg or higher comes with chest pain, breathlessness, weakness, numbness, confusion or changes in vision or speech.',
    source: AHA_HYPERTENSIVE_CRISIS,
  },
  {
    id: 'angio-blood-pressure-symptoms-2',
    topic: 'blood-pressure',
    intent: 'symptoms',
    question: 'Can blood pressure be too low? Why do I feel dizzy when I stand up?',
    answer:
      'Blood pressure below 90/60 mmHg is low. It often causes no problems, but can bring dizziness or light-headedness on standing, blurred vision, weakness or fainting.',
    detail: 'Stand up slowly and drink enough fluids; see a doctor if you faint or often feel dizzy, especially after starting a new medicine.',
    source: NHS_LOW_BP,
  },
  {
    id: 'angio-blood-pressure-interactions',
    topic: 'blood-pressure',
    intent: 'interactions',
    question: 'Can potassium supplements or salt substitutes interfere with my blood pressure tablets?',
    answer:
      'They can: with ACE inhibitors such as ramipril, ARBs such as losartan, or potassium-sparing diuretics such as spironolactone, extra potassium from supplements or salt substitutes can build up to dangerous levels. Check with your doctor or pharmacist first.',
    detail: 'Kidney disease raises the same risk. Some diuretics do the opposite and lower potassium, so your doctor may check blood levels.',
    source: ODS_POTASSIUM,
  },
  {
    id: 'angio-potassium-how_to',
    topic: 'potassium',
    intent: 'how_to',
    question: 'How does potassium help blood pressure and how much should I get?',
    answer:
      'Potassium helps the body get rid of sodium and relaxes blood-vessel walls, so more potassium from food helps lower blood pressure. The WHO advises adults to get at least 3,510 mg a day from food.',
    detail:
      'People with kidney disease, or taking ACE inhibitors, ARBs or spironolactone, should ask their doctor before raising potassium intake or using salt substitutes.',
    source: WHO_POTASSIUM,
  },
  {
    id: 'angio-potassium-food_sources',
    topic: 'potassium',
    intent: 'food_sources',
    question: 'Which foods are high in potassium for heart health?',
    answer:
      'Dried apricots, lentils and beans, potatoes with skin, squash, prunes and raisins, bananas, spinach, tomatoes, milk and yoghurt. A medium baked potato has about 610 mg and a medium banana about 420 mg.',
    detail: 'US adequate intakes are 3,400 mg a day for men and 2,600 mg for women; most adults eat less than this and more sodium than advised.',
    source: ODS_POTASSIUM,
  },

  // Cholesterol.
  {
    id: 'angio-cholesterol-what_is',
    topic: 'cholesterol',
    intent: 'what_is',
    question: 'What is cholesterol? What are LDL and HDL?',
    answer:
      'Cholesterol is a fatty substance your body needs to build cells and hormones. LDL carries it into artery walls, where it can build up as plaque; HDL carries extra cholesterol back to the liver to be removed.',
    detail: 'High cholesterol causes no symptoms, but over years raised LDL narrows arteries and increases the risk of heart attack and stroke.',
    source: NHS_CHOLESTEROL,
  },
  {
    id: 'angio-cholesterol-testing',
    topic: 'cholesterol',
    intent: 'testing',
    question: 'Should I get my cholesterol tested? How often?',
    answer:
      'Yes: adults aged 20 and over should have cholesterol and other heart risk factors checked every 4–6 years, and more often if levels are high or you have diabetes, heart disease or a family history of early heart disease.',
    detail: 'A standard lipid panel measures total, LDL and HDL cholesterol and triglycerides; your doctor may ask you to fast for 9–12 hours beforehand.',
    source: AHA_CHOLESTEROL_TEST,
  },
  {
    id: 'angio-cholesterol-testing-2',
    topic: 'cholesterol',
    intent: 'testing',
    question: 'What cholesterol levels are healthy? What do my results mean?',
    answer:
      'For healthy adults the NHS suggests total cholesterol of 5 mmol/L or less, LDL 3 mmol/L or less, HDL 1 mmol/L or more, non-HDL 4 mmol/L or less and triglycerides 2.3 mmol/L or less.',
    detail:
      'Labs using mg/dL: 5 mmol/L of cholesterol is about 193 mg/dL and 3 mmol/L about 116 mg/dL. Your doctor sets your targets from your overall heart risk.',
    source: NHS_CHOLESTEROL_LEVELS,
  },
  {
    id: 'angio-cholesterol-food_sources',
    topic: 'cholesterol',
    intent: 'food_sources',
    question: 'Which foods lower cholesterol?',
    answer:
      'Oats, barley, beans, lentils, nuts, seeds, oily fish, whole grains, fruit and vegetables. Swap butter, ghee, lard, cream, fatty or processed meat, and coconut or palm oil for vegetable oils such as olive, rapeseed or sunflower.',
    detail: 'Cutting saturated fat matters most; biscuits, cakes, pastries and fried snacks are common hidden sources.',
    source: NHS_LOWER_CHOLESTEROL,
  },
  {
    id: 'angio-cholesterol-how_to',
    topic: 'cholesterol',
    intent: 'how_to',
    question: 'How can I lower my cholesterol without medication?',
    answer:
      'Eat less saturated fat and more fibre, be active for at least 150 minutes a week, stop smoking and cut down on alcohol. These steps lower LDL and help the rest of your heart health too.',
    detail: 'Lifestyle changes work alongside medicine, not instead of it; if your heart risk is high, do not delay a statin your doctor recommends.',
    source: NHS_LOWER_CHOLESTEROL,
  },
  {
    id: 'angio-cholesterol-comparison',
    topic: 'cholesterol',
    intent: 'comparison',
    question: 'Are triglycerides the same as cholesterol?',
    answer:
      'No: triglycerides are fats your body stores for energy, while cholesterol is used to build cells and hormones. Both appear on a lipid test, and high triglycerides are linked with excess weight, alcohol, sugary foods and poorly controlled diabetes.',
    detail:
      'Very high triglycerides can inflame the pancreas; cutting alcohol, sugary drinks and refined carbohydrates is often the quickest way to bring them down.',
    source: MEDLINEPLUS_TRIGLYCERIDES,
  },
  {
    id: 'angio-cholesterol-interactions',
    topic: 'cholesterol',
    intent: 'interactions',
    question: 'Can I take red yeast rice with a statin?',
    answer:
      'No: red yeast rice can contain monacolin K, chemically the same as the statin lovastatin, so combining them doubles up on statin effects and side effects such as muscle pain. Ask your doctor before taking it at all.',
    detail: 'The amount of monacolin K varies widely between products, and some contain citrinin, a contaminant that can damage the kidneys.',
    source: NCCIH_RED_YEAST_RICE,
  },
  {
    id: 'angio-cholesterol-interactions-2',
    topic: 'cholesterol',
    intent: 'interactions',
    question: 'Can I drink grapefruit juice while taking statins?',
    answer:
      'Not with simvastatin: grapefruit juice raises its level in your blood and the risk of muscle side effects. Some other statins, such as atorvastatin, are affected only by large amounts, so check the leaflet for yours.',
    detail: 'Tell your doctor about unexplained muscle pain, tenderness or weakness while taking a statin, and do not stop it without advice.',
    source: NHS_SIMVASTATIN,
  },

  // Heart health.
  {
    id: 'angio-heart-health-what_is',
    topic: 'heart-health',
    intent: 'what_is',
    question: 'What is heart disease and what causes it?',
    answer:
      'Heart disease usually means coronary heart disease: fatty plaque narrows the arteries feeding the heart muscle, which can cause angina or a heart attack. Cardiovascular disease is the leading cause of death worldwide.',
    detail:
      'Most of the risk comes from things you can change: high blood pressure, raised cholesterol, smoking, diabetes, inactivity, an unhealthy diet and harmful alcohol use.',
    source: WHO_CVD,
  },
  {
    id: 'angio-heart-health-food_sources',
    topic: 'heart-health',
    intent: 'food_sources',
    question: 'Which foods support heart health?',
    answer:
      'Vegetables, fruit, whole grains, beans and lentils, nuts and seeds, fish (especially oily fish) and liquid vegetable oils such as olive, rapeseed or sunflower. Keep salt, added sugar, processed meat and fried snacks low.',
    detail: 'Your overall eating pattern matters more than any single food; minimally processed meals cooked at home make it easier to limit salt and sugar.',
    source: AHA_DIET,
  },
  {
    id: 'angio-heart-health-how_to',
    topic: 'heart-health',
    intent: 'how_to',
    question: 'How can I keep my heart healthy?',
    answer:
      "Follow the American Heart Association's Life's Essential 8: eat well, move more, avoid tobacco, sleep 7–9 hours, keep a healthy weight, and manage cholesterol, blood sugar and blood pressure.",
    detail: 'Adults should aim for at least 150 minutes of moderate activity a week; short bouts, such as a 10-minute walk after meals, all count towards it.',
    source: AHA_LIFES_ESSENTIAL_8,
  },
  {
    id: 'angio-heart-health-symptoms',
    topic: 'heart-health',
    intent: 'symptoms',
    question: 'What are the warning signs of a heart attack?',
    answer:
      'Chest pain, pressure or squeezing; pain spreading to an arm, the jaw, neck, back or stomach; breathlessness; a cold sweat, nausea or light-headedness. Call emergency services straight away and do not drive yourself.',
    detail: 'Women are somewhat more likely to have breathlessness, nausea or vomiting, and back or jaw pain, sometimes with little chest pain.',
    source: AHA_HEART_ATTACK_SIGNS,
  },
  {
    id: 'angio-heart-health-testing',
    topic: 'heart-health',
    intent: 'testing',
    question: 'Which heart health checks should I have and how often?',
    answer:
      'From age 20: blood pressure at least every 2 years (yearly if raised), cholesterol every 4–6 years, and weight or waist at routine visits. Blood sugar checks usually start by age 35–45, earlier with risk factors.',
    detail: 'Ask for earlier or more frequent checks if you smoke, have diabetes or kidney disease, or a parent or sibling had heart disease at a young age.',
    source: AHA_SCREENINGS,
  },
  {
    id: 'angio-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'Is omega-3 fish oil good for my heart?',
    answer:
      'Eating fish is linked with lower heart disease risk, and EPA and DHA lower high triglycerides. But large trials found standard 1 g fish-oil supplements do not prevent heart attacks or strokes in most healthy people.',
    detail:
      'Omega-3 supplements, especially above 1 g a day, have been linked with a higher risk of atrial fibrillation in people with or at risk of heart disease.',
    source: ODS_OMEGA3,
  },
  {
    id: 'angio-omega-3-food_sources',
    topic: 'omega-3',
    intent: 'food_sources',
    question: 'How much fish should I eat for a healthy heart?',
    answer:
      'Two servings of fish a week, preferably oily fish such as salmon, mackerel, sardines, herring, trout or albacore tuna. A serving is about 100 g (3.5 oz) cooked.',
    detail: 'Choose a variety of fish to keep mercury low; pregnant women should avoid high-mercury fish such as shark, swordfish and king mackerel.',
    source: AHA_FISH,
  },
  {
    id: 'angio-omega-3-product_choice',
    topic: 'omega-3',
    intent: 'product_choice',
    question: 'Which omega-3 supplement should I buy for my heart?',
    answer:
      'Look at EPA plus DHA per serving, not the total "fish oil": a typical 1,000 mg fish-oil capsule provides only about 300 mg. Lowering very high triglycerides needs about 4 g a day, prescribed and monitored by a doctor.',
    detail: 'Omega-3 can add to the effect of warfarin and other blood thinners, so ask your doctor or pharmacist before starting if you take one.',
    source: ODS_OMEGA3,
  },

  // Heart rate.
  {
    id: 'angio-heart-rate-what_is',
    topic: 'heart-rate',
    intent: 'what_is',
    question: 'What is a healthy resting heart rate?',
    answer:
      'For adults, 60–100 beats per minute (bpm) at rest is normal. Fitter people usually sit lower, and a well-trained athlete may rest at around 40 bpm.',
    detail: 'Stress, anxiety, caffeine, fever, heat and some medicines raise resting heart rate, while beta-blockers and other medicines can lower it.',
    source: MAYO_HEART_RATE,
  },
  {
    id: 'angio-heart-rate-how_to',
    topic: 'heart-rate',
    intent: 'how_to',
    question: 'How do I check my pulse?',
    answer:
      'Place two fingers on the inside of your wrist, below the thumb, or on the side of your neck. Count the beats for 60 seconds, or for 30 seconds and double it, while sitting still.',
    detail: 'Also notice whether the rhythm is regular; an irregular pulse can be a sign of atrial fibrillation and is worth checking with a doctor.',
    source: NHS_PULSE,
  },
  {
    id: 'angio-heart-rate-timing',
    topic: 'heart-rate',
    intent: 'timing',
    question: 'When is the best time to measure my resting heart rate?',
    answer:
      'First thing in the morning, after waking and before getting up, coffee or exercise. Compare readings taken the same way over several days rather than reacting to a single number.',
    detail: 'Air temperature, body position, emotions and medicines all shift your pulse, so keep the conditions the same each time you measure.',
    source: AHA_HEART_RATE,
  },
  {
    id: 'angio-heart-rate-how_to-2',
    topic: 'heart-rate',
    intent: 'how_to',
    question: 'What heart rate should I aim for during exercise?',
    answer:
      'Estimate your maximum as 220 minus your age. Moderate exercise is about 50–70% of that and vigorous exercise about 70–85%; for a 40-year-old, roughly 90–126 bpm and 126–153 bpm.',
    detail: 'Some blood-pressure and heart medicines, such as beta-blockers, lower exercise heart rate; ask your doctor which target suits you.',
    source: AHA_TARGET_HEART_RATE,
  },
  {
    id: 'angio-heart-rate-symptoms',
    topic: 'heart-rate',
    intent: 'symptoms',
    question: 'When is a fast or slow heart rate a concern?',
    answer:
      'See a doctor if your resting heart rate is consistently above 100 bpm, or below 60 bpm when you are not a trained athlete, especially with dizziness, fainting or breathlessness.',
    detail: 'Call emergency services for chest pain, fainting or severe breathlessness with a racing or very slow heartbeat.',
    source: MAYO_HEART_RATE,
  },

  // Palpitations.
  {
    id: 'angio-palpitations-symptoms',
    topic: 'palpitations',
    intent: 'symptoms',
    question: 'Why does my heart race, pound or skip beats?',
    answer:
      'Palpitations are often triggered by stress or anxiety, caffeine, alcohol, nicotine, hard exercise, poor sleep, hormone changes in pregnancy or menopause, or some medicines. Less often they come from a heart rhythm problem such as atrial fibrillation.',
    detail:
      'See a doctor if palpitations keep coming back, last a long time or you have a heart condition; call emergency services if they come with chest pain, fainting or breathlessness.',
    source: NHS_PALPITATIONS,
  },
  {
    id: 'angio-palpitations-testing',
    topic: 'palpitations',
    intent: 'testing',
    question: 'What tests are done for heart palpitations?',
    answer:
      "An ECG, a quick recording of your heart's electrical activity, is usually the first test. If palpitations come and go, you may wear a portable monitor for 24 hours or longer.",
    detail: 'Note when palpitations happen, how long they last, and what you were doing, eating or drinking; it helps the doctor find a pattern.',
    source: NHS_PALPITATIONS,
  },
  {
    id: 'angio-palpitations-how_to',
    topic: 'palpitations',
    intent: 'how_to',
    question: 'How can I stop or reduce palpitations?',
    answer:
      'Cut down on caffeine, alcohol and energy drinks, stop smoking, sleep well, and try breathing exercises, yoga or tai chi to ease stress. If a medicine seems to trigger them, ask your doctor rather than stopping it.',
    detail: 'Palpitations that come with chest pain, fainting or severe breathlessness need emergency help, not self-care.',
    source: NHS_PALPITATIONS,
  },

  // Cold hands and feet.
  {
    id: 'angio-cold-extremities-symptoms',
    topic: 'cold-extremities',
    intent: 'symptoms',
    question: 'Why are my hands and feet always cold?',
    answer:
      "Common causes are cold weather, Raynaud's, smoking, stress, low body weight, anaemia, an underactive thyroid, some medicines and, less often, narrowed arteries. Cold hands on their own are often harmless.",
    detail: 'See a doctor if your fingers or toes turn white or blue, the coldness comes with pain, numbness or sores, or it affects only one side.',
    source: NHS_RAYNAUDS,
  },
  {
    id: 'angio-cold-extremities-what_is',
    topic: 'cold-extremities',
    intent: 'what_is',
    question: "What is Raynaud's? Why do my fingers turn white in the cold?",
    answer:
      "In Raynaud's, small blood vessels in the fingers or toes overreact to cold or stress, so the skin turns white, then blue, then red as blood returns, often with numbness, tingling or pain. Attacks last minutes to hours.",
    detail:
      'Most cases have no underlying cause, but see a doctor if symptoms start after age 30, affect one side only, or come with joint pain, rashes or muscle weakness.',
    source: NHS_RAYNAUDS,
  },
  {
    id: 'angio-cold-extremities-how_to',
    topic: 'cold-extremities',
    intent: 'how_to',
    question: 'How can I warm up cold hands and feet?',
    answer:
      'Keep your whole body warm, not just your hands: wear layers, gloves and warm socks. Move regularly, stop smoking, manage stress and cut back on caffeine if it seems to make things worse.',
    detail: 'Avoid sudden temperature changes, such as reaching into a freezer without gloves, and rewarm numb fingers gently with warm, not hot, water.',
    source: NHS_RAYNAUDS,
  },
  {
    id: 'angio-cold-extremities-testing',
    topic: 'cold-extremities',
    intent: 'testing',
    question: 'Which tests check why my hands and feet are cold?',
    answer:
      'A doctor may examine your skin and pulses, check your blood pressure, and order blood tests for anaemia, thyroid function and sometimes autoimmune conditions, depending on your other symptoms.',
    detail: 'Tests matter most if the coldness is new, one-sided or painful, or comes with tiredness, weight change, joint pain or skin sores.',
    source: NHS_RAYNAUDS,
  },
  {
    id: 'angio-cold-extremities-interactions',
    topic: 'cold-extremities',
    intent: 'interactions',
    question: 'Can my medicines cause cold hands?',
    answer:
      'Yes: beta-blockers for blood pressure or heart rhythm, some migraine medicines, some ADHD stimulants, certain chemotherapy drugs and decongestants can narrow small blood vessels and make hands colder. Do not stop a medicine; ask your doctor about alternatives.',
    detail: 'Smoking narrows blood vessels too, and is one of the most common avoidable reasons for cold fingers and toes.',
    source: MAYO_RAYNAUDS,
  },

  // Varicose veins and horse chestnut.
  {
    id: 'angio-varicose-veins-what_is',
    topic: 'varicose-veins',
    intent: 'what_is',
    question: 'What are varicose veins and what causes them?',
    answer:
      'Varicose veins are swollen, twisted veins, usually on the legs, that look blue or dark purple. They form when tiny valves inside the veins weaken, so blood pools instead of flowing back to the heart.',
    detail: 'They are more likely with age, being female, pregnancy, excess weight, a family history and jobs that involve standing for long periods.',
    source: NHS_VARICOSE,
  },
  {
    id: 'angio-varicose-veins-symptoms',
    topic: 'varicose-veins',
    intent: 'symptoms',
    question: 'Why do my legs feel heavy and my ankles swell?',
    answer:
      'Heavy, aching legs and swollen ankles often come from standing or sitting for long periods, heat, excess salt, pregnancy, varicose veins or some medicines. Swelling can also signal heart, kidney or liver problems.',
    detail:
      'Get urgent help if one leg becomes swollen, painful, warm or red, which can mean a blood clot, and call emergency services if you are also breathless.',
    source: NHS_SWOLLEN_ANKLES,
  },
  {
    id: 'angio-varicose-veins-how_to',
    topic: 'varicose-veins',
    intent: 'how_to',
    question: 'How can I ease varicose veins and heavy legs?',
    answer:
      'Walk and move often, avoid standing or sitting still for long periods, raise your legs above heart level when resting, keep to a healthy weight and consider compression stockings.',
    detail: 'See a doctor if a vein bleeds, becomes hard, hot and painful, or the skin near your ankle changes colour or forms a sore.',
    source: NHS_VARICOSE,
  },
  {
    id: 'angio-varicose-veins-comparison',
    topic: 'varicose-veins',
    intent: 'comparison',
    question: 'What is the difference between spider veins and varicose veins?',
    answer:
      'Spider veins are tiny red, blue or purple vessels close to the skin surface, often web-shaped and usually harmless. Varicose veins are larger, bulging veins that can ache, itch and make legs swell.',
    detail:
      'Both come from weakened veins; treatments such as sclerotherapy or laser are options if they bother you, but are rarely needed for health reasons.',
    source: MAYO_VARICOSE,
  },
  {
    id: 'angio-horse-chestnut-what_is',
    topic: 'horse-chestnut',
    intent: 'what_is',
    question: 'What is horse chestnut used for? Does it help varicose veins?',
    answer:
      'Horse chestnut seed extract is used for chronic venous insufficiency, where leg veins return blood poorly, causing aching, swelling and itching. Small studies suggest it eases these symptoms in the short term, about as well as compression stockings.',
    detail: 'It supports symptom relief but does not remove varicose veins, and the evidence comes mainly from small, short studies.',
    source: NCCIH_HORSE_CHESTNUT,
  },
  {
    id: 'angio-horse-chestnut-side_effects',
    topic: 'horse-chestnut',
    intent: 'side_effects',
    question: 'Is horse chestnut safe? What are the side effects?',
    answer:
      'Raw horse chestnut seeds, bark, leaves and flowers are poisonous because they contain esculin; only processed seed extract with esculin removed should be used. The extract can cause itching, nausea and stomach upset.',
    detail:
      'Safety in pregnancy and breastfeeding is not established, so avoid it then; ask your doctor or pharmacist first if you take warfarin or other blood thinners.',
    source: NCCIH_HORSE_CHESTNUT,
  },
  {
    id: 'angio-horse-chestnut-dose',
    topic: 'horse-chestnut',
    intent: 'dose',
    question: 'How much horse chestnut extract should I take?',
    answer:
      'Studies used seed extract standardised for aescin, typically providing 100–150 mg of aescin a day split into two doses, in trials lasting 2–16 weeks. Follow the product label and do not exceed it.',
    detail: 'Taking it with food may reduce stomach upset; walking, leg raising and compression remain the basis of care.',
    source: COCHRANE_HORSE_CHESTNUT,
  },

  // CoQ10.
  {
    id: 'angio-coq10-what_is',
    topic: 'coq10',
    intent: 'what_is',
    question: 'What is CoQ10 (coenzyme Q10) and what does it do?',
    answer:
      'Coenzyme Q10 is a vitamin-like compound your body makes. Cells use it in their mitochondria to produce energy, and it also works as an antioxidant. Levels are highest in the heart, liver and kidneys and fall with age.',
    detail: "Statins lower the body's own CoQ10 production, which is why people taking statins often ask about supplements.",
    source: NCCIH_COQ10,
  },
  {
    id: 'angio-coq10-dose',
    topic: 'coq10',
    intent: 'dose',
    question: 'How much CoQ10 should I take a day?',
    answer:
      'There is no official requirement. Studies in adults commonly used 100–200 mg a day; doses above 100 mg are often split into two and taken with meals that contain some fat.',
    detail: 'Food provides only a few mg a day, mainly from meat, fish and organ meats, so diet cannot match supplement doses.',
    source: LPI_COQ10,
  },
  {
    id: 'angio-coq10-interactions',
    topic: 'coq10',
    intent: 'interactions',
    question: 'Can I take CoQ10 with statins?',
    answer:
      'Generally yes: statins lower CoQ10 levels and the two are often taken together. But studies disagree on whether CoQ10 relieves statin muscle aches, so report muscle symptoms to your doctor instead of self-treating.',
    detail: 'Do not stop a statin because of muscle aches without advice; your doctor can check for other causes and adjust the dose or switch statin.',
    source: NCCIH_COQ10,
  },
  {
    id: 'angio-coq10-interactions-2',
    topic: 'coq10',
    intent: 'interactions',
    question: 'Does CoQ10 interact with warfarin or blood pressure medicines?',
    answer:
      'It may: CoQ10 can make warfarin less effective, so your INR may need checking, and it may lower blood pressure slightly, adding to blood-pressure tablets. Ask your doctor or pharmacist before starting it.',
    detail: 'It may also interact with some cancer treatments, so tell your oncologist before taking it during chemotherapy or radiotherapy.',
    source: NCCIH_COQ10,
  },
  {
    id: 'angio-coq10-side_effects',
    topic: 'coq10',
    intent: 'side_effects',
    question: 'Does CoQ10 have side effects? Is it safe?',
    answer:
      'It is usually well tolerated. The most common effects are mild: stomach upset, nausea, diarrhoea, heartburn and, in some people, trouble sleeping. Splitting the dose and taking it with food helps.',
    detail: 'Safety in pregnancy and breastfeeding has not been established, so avoid supplements then unless a doctor advises them.',
    source: LPI_COQ10,
  },
  {
    id: 'angio-coq10-timing',
    topic: 'coq10',
    intent: 'timing',
    question: 'When is the best time to take CoQ10?',
    answer:
      'Take it with a meal that contains some fat, such as breakfast or lunch: CoQ10 is fat-soluble and is absorbed poorly on an empty stomach. Split doses above 100 mg across two meals.',
    detail: 'Taking it earlier in the day may help avoid the trouble sleeping that a few people notice.',
    source: LPI_COQ10,
  },
  {
    id: 'angio-coq10-comparison',
    topic: 'coq10',
    intent: 'comparison',
    question: 'Ubiquinol or ubiquinone: which form of CoQ10 is better?',
    answer:
      'Ubiquinone is the oxidised form and ubiquinol the reduced form; your body converts one into the other. Some studies suggest ubiquinol is absorbed a little better, but both raise blood levels and neither has proven better results.',
    detail: 'Oil-based softgels are generally absorbed better than dry powder tablets, whichever form you choose.',
    source: LPI_COQ10,
  },
  {
    id: 'angio-coq10-food_sources',
    topic: 'coq10',
    intent: 'food_sources',
    question: 'Which foods contain CoQ10?',
    answer:
      'Organ meats such as heart, liver and kidney, beef, pork and chicken, oily fish like sardines and mackerel, and smaller amounts in soybean and rapeseed oils, nuts and seeds.',
    detail: 'A typical diet provides only about 3–6 mg a day, far below supplement doses, but your body also makes its own.',
    source: LPI_COQ10,
  },

  // Garlic.
  {
    id: 'angio-garlic-what_is',
    topic: 'garlic',
    intent: 'what_is',
    question: 'Does garlic lower blood pressure or cholesterol?',
    answer:
      'Studies suggest garlic supplements may lower blood pressure slightly in people with high blood pressure, while results for cholesterol are mixed. Garlic supports, but does not replace, lifestyle changes and prescribed treatment.',
    detail:
      'Garlic in cooking is safe for almost everyone; the research is mostly on concentrated supplements such as garlic powder tablets and aged garlic extract.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'angio-garlic-interactions',
    topic: 'garlic',
    intent: 'interactions',
    question: 'Can I take garlic supplements with blood thinners like warfarin or aspirin?',
    answer:
      'Take care: garlic supplements may increase bleeding risk, especially with warfarin, aspirin, clopidogrel and other blood thinners, and around surgery. Ask your doctor or pharmacist before combining them.',
    detail: 'Garlic supplements also make saquinavir, an HIV medicine, less effective.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'angio-garlic-side_effects',
    topic: 'garlic',
    intent: 'side_effects',
    question: 'What are the side effects of garlic supplements?',
    answer:
      'Bad breath and body odour, heartburn, stomach upset and, rarely, allergic reactions. Odourless or aged extracts reduce the smell but may still affect bleeding.',
    detail: 'Stop garlic supplements before surgery or dental procedures as your doctor advises, and tell the surgeon you take them.',
    source: NCCIH_GARLIC,
  },

  // Nattokinase.
  {
    id: 'angio-nattokinase-what_is',
    topic: 'nattokinase',
    intent: 'what_is',
    question: 'What is nattokinase and does it dissolve blood clots?',
    answer:
      'Nattokinase is an enzyme made by the bacteria that ferment soybeans into natto, a Japanese food. In test tubes it breaks down fibrin, a protein in clots, but evidence that supplements help circulation in people is very limited.',
    detail: 'It is not a substitute for prescribed blood thinners: there is almost no evidence that it prevents or dissolves clots in human arteries.',
    source: HARVARD_NATTOKINASE,
  },
  {
    id: 'angio-nattokinase-interactions',
    topic: 'nattokinase',
    intent: 'interactions',
    question: 'Can I take nattokinase with warfarin, aspirin or other blood thinners?',
    answer:
      "Not without your doctor's agreement: nattokinase may add to the bleeding risk of warfarin, apixaban, rivaroxaban, clopidogrel, aspirin and other blood thinners. Never swap a prescribed anticoagulant for it.",
    detail: 'Tell your surgeon or dentist that you take it before any procedure; people with bleeding disorders should avoid it.',
    source: HARVARD_NATTOKINASE,
  },
  {
    id: 'angio-nattokinase-dose',
    topic: 'nattokinase',
    intent: 'dose',
    question: 'How much nattokinase should I take?',
    answer:
      'There is no established dose. Products are labelled in fibrinolytic units (FU), and small human studies mostly used about 2,000–4,000 FU a day; benefits in people remain unproven.',
    detail: 'More is not better: a higher dose may mean more bleeding risk, and long-term safety has not been studied.',
    source: NATTOKINASE_REVIEW,
  },
  {
    id: 'angio-nattokinase-product_choice',
    topic: 'nattokinase',
    intent: 'product_choice',
    question: 'What should I look for in a nattokinase supplement?',
    answer:
      'Check that the label states enzyme activity in fibrinolytic units (FU) per capsule, says whether vitamin K2 has been removed, and that the product is tested by an independent lab. Avoid it if you take blood thinners.',
    detail:
      'Natto itself is very rich in vitamin K2, which can weaken warfarin, so people taking warfarin should ask their anticoagulation clinic before eating natto or using natto products.',
    source: ODS_VITAMIN_K,
  },

  // Arjuna.
  {
    id: 'angio-arjuna-what_is',
    topic: 'arjuna',
    intent: 'what_is',
    question: 'What is arjuna and is it good for the heart?',
    answer:
      'Arjuna is the bark of the Terminalia arjuna tree, used in Ayurveda for the heart for centuries. Small studies suggest it may support people with angina, mild high blood pressure or raised cholesterol, but the evidence is limited.',
    detail: 'Many arjuna studies were small and used unstandardised extracts, so results are hard to compare.',
    source: ARJUNA_REVIEW,
  },
  {
    id: 'angio-arjuna-side_effects',
    topic: 'arjuna',
    intent: 'side_effects',
    question: 'Is arjuna safe? Does arjuna have side effects?',
    answer:
      'Studies lasting weeks to months have reported no serious side effects, but long-term safety has not been established and arjuna has not been studied in pregnancy or breastfeeding.',
    detail: 'Because it may lower blood pressure, watch for dizziness if you also take blood-pressure tablets, and tell your doctor you are using it.',
    source: ARJUNA_REVIEW,
  },
  {
    id: 'angio-arjuna-interactions',
    topic: 'arjuna',
    intent: 'interactions',
    question: 'Can I take arjuna with my heart or blood pressure medicines?',
    answer:
      'Check with your doctor first: arjuna may add to the effects of blood-pressure, cholesterol, heart-rhythm and blood-thinning medicines, and it has not been well tested alongside them. Do not use it to replace prescribed treatment.',
    detail: 'Keep a list of every herbal product you take and show it at each appointment, so your doctor can spot possible interactions.',
    source: ARJUNA_REVIEW,
  },
  {
    id: 'angio-arjuna-product_choice',
    topic: 'arjuna',
    intent: 'product_choice',
    question: 'How do I choose a safe arjuna or Ayurvedic heart product?',
    answer:
      'Choose a product that states its extract strength and comes from a maker that tests every batch for heavy metals. Some Ayurvedic products sold online have been found to contain lead, mercury or arsenic.',
    detail: 'Tell your doctor about any Ayurvedic product you take, especially if you are pregnant, breastfeeding or on long-term medicines.',
    source: NCCIH_AYURVEDA,
  },

  // Hawthorn and hibiscus.
  {
    id: 'angio-hawthorn-what_is',
    topic: 'hawthorn',
    intent: 'what_is',
    question: 'What are hawthorn and hibiscus used for? Do they help the heart?',
    answer:
      'Hawthorn leaf, flower and berry extracts have been studied for heart failure, with mixed results. Neither hawthorn nor hibiscus replaces prescribed heart or blood-pressure treatment.',
    detail: 'Hawthorn may interact in harmful ways with many heart medicines, so check with your doctor before using it if you have a heart condition.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'angio-hawthorn-interactions',
    topic: 'hawthorn',
    intent: 'interactions',
    question: 'Can I take hawthorn or hibiscus tea with heart or blood pressure medicine?',
    answer:
      "Only with your doctor's agreement: hawthorn may interact with medicines for heart failure, heart rhythm and blood pressure, and hibiscus may add to the effect of blood-pressure tablets.",
    detail: 'Report dizziness, faintness or a slow or irregular pulse after starting any heart herb or tea.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'angio-hawthorn-side_effects',
    topic: 'hawthorn',
    intent: 'side_effects',
    question: 'What are the side effects of hawthorn?',
    answer:
      'Side effects are usually mild: dizziness, nausea and digestive upset are the most reported. Its safety in pregnancy and breastfeeding is not known, so avoid it then.',
    detail: 'Hawthorn can interact with heart medicines such as digoxin, so it should only be used alongside them with medical supervision.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'angio-hawthorn-dose',
    topic: 'hawthorn',
    intent: 'dose',
    question: 'How much hibiscus tea should I drink for blood pressure?',
    answer:
      'In one trial, adults with mildly raised blood pressure drank three 240 ml cups of hibiscus tea a day for six weeks, and their systolic pressure fell by about 7 mmHg, against about 1 mmHg with a placebo drink.',
    detail: 'Hibiscus may add to blood-pressure medicines; keep your usual treatment and check your readings at home.',
    source: HIBISCUS_TRIAL,
  },
  {
    id: 'angio-hawthorn-side_effects-2',
    topic: 'hawthorn',
    intent: 'side_effects',
    question: 'Is hibiscus tea safe to drink every day?',
    answer:
      'Hibiscus is generally considered safe in the amounts used in food and tea. Small studies suggest it may lower blood pressure modestly, so it can add to the effect of blood-pressure medicines.',
    detail: 'There is little information on hibiscus in pregnancy or breastfeeding, so stick to food amounts then and ask your doctor before regular use.',
    source: NCCIH_HIBISCUS,
  },

  // Beetroot and nitrates.
  {
    id: 'angio-beetroot-what_is',
    topic: 'beetroot',
    intent: 'what_is',
    question: 'Does beetroot juice help blood pressure and circulation?',
    answer:
      'Beetroot is rich in nitrate, which the body converts to nitric oxide, relaxing blood vessels. In trials, beetroot juice lowered systolic blood pressure by about 3–4 mmHg on average, a modest effect.',
    detail: 'Effects were larger in studies lasting two weeks or more and with larger daily amounts of juice.',
    source: BEETROOT_META,
  },
  {
    id: 'angio-beetroot-timing',
    topic: 'beetroot',
    intent: 'timing',
    question: 'When should I drink beetroot juice? How long does the effect last?',
    answer:
      'Blood pressure effects start within an hour or two of a nitrate-rich drink and fade within a day, so a daily habit matters more than the time of day you take it.',
    detail: 'In one trial, a single dose lowered central blood pressure at 30 minutes, but the effect did not last over the following 24 hours.',
    source: BEETROOT_AORTIC,
  },
  {
    id: 'angio-beetroot-food_sources',
    topic: 'beetroot',
    intent: 'food_sources',
    question: 'Which foods are high in nitrates for nitric oxide?',
    answer:
      'Green leafy and root vegetables are the main sources: rocket, spinach, lettuce, celery, Swiss chard, radish and beetroot. Leafy greens often contain as much nitrate as beetroot itself.',
    detail: 'Bacteria on your tongue help turn nitrate into nitrite, so antibacterial mouthwash may blunt the effect.',
    source: NUTRITION_TODAY_NITRATE,
  },
  {
    id: 'angio-beetroot-side_effects',
    topic: 'beetroot',
    intent: 'side_effects',
    question: 'Does beetroot juice have side effects? Why is my urine pink?',
    answer:
      'Pink or red urine and stools after beetroot are common and harmless. Beetroot juice may add to the effect of blood-pressure medicines, and beetroot, especially its leaves, contains oxalate, a concern for people prone to kidney stones.',
    detail: 'If you have kidney stones or kidney disease, or take blood-pressure medicines, ask your doctor before drinking beetroot juice daily.',
    source: BEETROOT_META,
  },
  {
    id: 'angio-beetroot-product_choice',
    topic: 'beetroot',
    intent: 'product_choice',
    question: 'Beetroot powder or juice: what should I look for?',
    answer:
      'Nitrate content varies widely between products and batches, so choose one that states nitrate per serving. Blood pressure trials mostly used juice providing several hundred milligrams of nitrate a day.',
    detail: 'Whole nitrate-rich vegetables are a cheaper option and bring fibre, potassium and folate as well.',
    source: BEETROOT_META,
  },
  // Stroke: the signs to act on, what a stroke and a TIA are, lowering the risk (educational; triage handles a stroke happening now).
  {
    id: 'angio-stroke-symptoms',
    topic: 'stroke',
    intent: 'symptoms',
    question: 'What are the signs of a stroke? What does FAST mean?',
    answer:
      'Think FAST. Face: one side has dropped or they cannot smile. Arms: they cannot lift both arms and keep them up. Speech: slurred, garbled or none. Time: call emergency services (112 or your local number) at once.',
    detail:
      'Other sudden signs are loss of vision, numbness on one side, confusion, dizziness or loss of balance, and a sudden severe headache. Call even if the symptoms pass.',
    source: NHS_STROKE_SYMPTOMS,
  },
  {
    id: 'angio-stroke-what_is',
    topic: 'stroke',
    intent: 'what_is',
    question: 'What is a stroke? What is a mini-stroke (TIA)?',
    answer:
      'A stroke happens when the blood supply to part of the brain is cut off, usually by a clot. A TIA, or mini-stroke, is a short interruption whose symptoms pass within 24 hours, and it is a warning that a stroke may follow.',
    detail: 'Spot a stroke or TIA with FAST: face drooping, arm weakness, speech problems, time to call emergency services, even if the symptoms pass.',
    source: NHS_TIA,
  },
  {
    id: 'angio-stroke-how_to',
    topic: 'stroke',
    intent: 'how_to',
    question: 'How can I lower my risk of stroke?',
    answer:
      'Keep your blood pressure under control, eat a diet low in salt and saturated fat with plenty of fruit and vegetables, be active, stop smoking, keep alcohol within limits, and keep diabetes, high cholesterol and atrial fibrillation well treated.',
    detail: 'High blood pressure is the single biggest risk factor for stroke and rarely causes symptoms, so have it checked regularly.',
    source: NHS_STROKE_PREVENTION,
  },
  {
    id: 'angio-stroke-comparison',
    topic: 'stroke',
    intent: 'comparison',
    question: 'What is the difference between a heart attack and a stroke?',
    answer:
      'A heart attack is blocked blood flow to the heart muscle, usually felt as chest pain or discomfort. A stroke is blocked or bleeding blood flow in the brain, with sudden face drooping, arm weakness or speech problems. Both need emergency help at once.',
    detail: 'Heart attack signs also include pain in the arms, back, neck, jaw or stomach, breathlessness, a cold sweat, nausea or light-headedness.',
    source: AHA_ATTACK_AND_STROKE_SIGNS,
  },

  // Heart rhythm.
  {
    id: 'angio-palpitations-what_is',
    topic: 'palpitations',
    intent: 'what_is',
    question: 'What is atrial fibrillation (AF or AFib)?',
    answer:
      'Atrial fibrillation is a heart rhythm problem that makes the heartbeat irregular and often fast. It can cause palpitations, breathlessness, tiredness or dizziness, or no symptoms at all, and it raises the risk of stroke.',
    detail:
      'See a doctor if you notice a sudden change in your heartbeat; an ECG can confirm AF. Call emergency services if palpitations come with chest pain.',
    source: NHS_AF,
  },

  // Cholesterol: eggs, good and bad cholesterol, causes.
  {
    id: 'angio-cholesterol-food_sources-2',
    topic: 'cholesterol',
    intent: 'food_sources',
    question: 'Are eggs bad for cholesterol? How many eggs a week are OK?',
    answer: 'Not for most people: saturated fat affects your blood cholesterol far more than the cholesterol that eggs contain.',
    detail: 'There is no recommended limit on how many eggs you have; boiling or poaching them without added salt or fat is the healthiest way to cook them.',
    source: NHS_EGGS,
  },
  {
    id: 'angio-cholesterol-comparison-2',
    topic: 'cholesterol',
    intent: 'comparison',
    question: 'What is the difference between HDL and LDL cholesterol? Good and bad cholesterol',
    answer:
      'LDL, the "bad" cholesterol, carries most of the cholesterol in your blood; too much builds up in artery walls and raises heart attack and stroke risk. HDL, the "good" cholesterol, carries extra cholesterol back to the liver to be removed.',
    detail: 'High triglycerides together with high LDL or low HDL add to the build-up in arteries, which is why a lipid test reports all three.',
    source: CDC_LDL_HDL,
  },
  {
    id: 'angio-cholesterol-symptoms',
    topic: 'cholesterol',
    intent: 'symptoms',
    question: 'What causes high cholesterol? Why is my cholesterol high if I eat healthily?',
    answer:
      'It is mainly caused by eating fatty food, not exercising enough, being overweight, smoking and drinking alcohol. It can also run in families, so people who eat well can still have high cholesterol.',
    detail: 'High cholesterol does not cause symptoms: you can only find out from a blood test, which a GP or some pharmacies can arrange.',
    source: NHS_CHOLESTEROL,
  },

  // Blood pressure: measuring at home, causes.
  {
    id: 'angio-blood-pressure-timing',
    topic: 'blood-pressure',
    intent: 'timing',
    question: 'When is the best time to check my blood pressure at home? How do I measure it correctly?',
    answer:
      'Measure at the same times each day, such as morning and evening. Sit quietly for 5 minutes first with your back supported, feet flat and arm resting at heart level, and take two or three readings a minute apart.',
    detail: 'Avoid caffeine, smoking and exercise for 30 minutes beforehand, and use a validated upper-arm monitor with a cuff that fits.',
    source: AHA_HOME_BP,
  },
  {
    id: 'angio-blood-pressure-symptoms-3',
    topic: 'blood-pressure',
    intent: 'symptoms',
    question: 'What causes high blood pressure? Can stress, weight or salt raise it?',
    answer:
      'Your chances rise with age, a family history, being overweight, eating too much salt and too little fruit and vegetables, not being active, drinking too much alcohol or coffee, smoking, a lot of stress and poor sleep.',
    detail: 'People of Black African or Black Caribbean descent are also at higher risk. Changing these habits lowers blood pressure, whatever the cause.',
    source: NHS_HIGH_BP,
  },
  // Nattokinase safety and caffeine's effect on blood pressure.
  {
    id: 'angio-nattokinase-side_effects',
    topic: 'nattokinase',
    intent: 'side_effects',
    question: 'Is nattokinase safe? What are the side effects of nattokinase?',
    answer:
      'Human studies are small and short, so its long-term safety is not well known. The main concern is bleeding: nattokinase may raise the risk of bleeding, especially when combined with blood-thinning medicines such as warfarin or aspirin.',
    detail: 'Never use it in place of a prescribed blood thinner: a patient who did so developed a blood clot and needed repeat heart valve surgery.',
    source: MSKCC_NATTOKINASE,
  },
  {
    id: 'angio-caffeine-what_is',
    topic: 'caffeine',
    intent: 'what_is',
    question: 'Does coffee or caffeine raise blood pressure?',
    answer:
      'Caffeine can cause a short but sharp rise in blood pressure, even in people without high blood pressure. Some regular coffee drinkers become tolerant to it while others keep having rises, and the long-term effect is not clear.',
    detail:
      'If you have high blood pressure, check your reading 30 to 120 minutes after a coffee: a rise of 5 to 10 points suggests you are sensitive to caffeine.',
    source: MAYO_CAFFEINE_BP,
  },
];
