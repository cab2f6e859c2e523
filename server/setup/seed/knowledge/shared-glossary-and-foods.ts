// Shared answers to the words people read on lab reports and supplement labels (LDL, HbA1c, ferritin, TSH, 25(OH)D,
// CFU, IU, %DV, chelated, enteric-coated, third-party tested…) and food lists with Indian kitchens in mind (iron,
// calcium, B12 and protein for vegetarians, millets, nitrate-rich vegetables, foods for sleep, constipation and energy).
// Written in our own words from the source beside each entry; adult values unless the question says otherwise.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

// Lab reports.
const CDC_LDL_HDL: Source = {
  title: 'CDC — LDL and HDL cholesterol and triglycerides',
  url: 'https://www.cdc.gov/cholesterol/about/ldl-and-hdl-cholesterol-and-triglycerides.html',
};
const MEDLINEPLUS_TRIGLYCERIDES: Source = { title: 'MedlinePlus — Triglycerides', url: 'https://medlineplus.gov/triglycerides.html' };
const MAYO_CHOLESTEROL_RATIO: Source = {
  title: 'Mayo Clinic — Cholesterol ratio or non-HDL cholesterol: which is most important?',
  url: 'https://www.mayoclinic.org/diseases-conditions/high-blood-cholesterol/expert-answers/cholesterol-ratio/faq-20058006',
};
const MEDLINEPLUS_VLDL: Source = { title: 'MedlinePlus Medical Encyclopedia — VLDL test', url: 'https://medlineplus.gov/ency/article/003494.htm' };
const MEDLINEPLUS_HBA1C: Source = {
  title: 'MedlinePlus — Hemoglobin A1C (HbA1c) test',
  url: 'https://medlineplus.gov/lab-tests/hemoglobin-a1c-hba1c-test/',
};
const CDC_DIABETES_TESTING: Source = { title: 'CDC — Diabetes testing', url: 'https://www.cdc.gov/diabetes/diabetes-testing/index.html' };
const NHS_GLYCAEMIC_INDEX: Source = {
  title: 'NHS — What is the glycaemic index (GI)?',
  url: 'https://www.nhs.uk/common-health-questions/food-and-diet/what-is-the-glycaemic-index-gi/',
};
const MEDLINEPLUS_HOMOCYSTEINE: Source = { title: 'MedlinePlus — Homocysteine test', url: 'https://medlineplus.gov/lab-tests/homocysteine-test/' };
const MEDLINEPLUS_FERRITIN: Source = { title: 'MedlinePlus — Ferritin blood test', url: 'https://medlineplus.gov/lab-tests/ferritin-blood-test/' };
const MEDLINEPLUS_IRON_TESTS: Source = { title: 'MedlinePlus — Iron tests', url: 'https://medlineplus.gov/lab-tests/iron-tests/' };
const WHO_FERRITIN: Source = {
  title: 'WHO — Guideline on use of ferritin concentrations to assess iron status in individuals and populations (2020)',
  url: 'https://www.who.int/publications/i/item/9789240000124',
};
const MEDLINEPLUS_TSH: Source = {
  title: 'MedlinePlus — TSH (thyroid-stimulating hormone) test',
  url: 'https://medlineplus.gov/lab-tests/tsh-thyroid-stimulating-hormone-test/',
};
const ODS_BIOTIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Biotin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
};
const MEDLINEPLUS_MTHFR_GENE: Source = { title: 'MedlinePlus Genetics — MTHFR gene', url: 'https://medlineplus.gov/genetics/gene/mthfr/' };
const MEDLINEPLUS_SNP: Source = {
  title: 'MedlinePlus Genetics — What are single nucleotide polymorphisms (SNPs)?',
  url: 'https://medlineplus.gov/genetics/understanding/genomicresearch/snp/',
};
const GUT_PERMEABILITY_REVIEW: Source = {
  title: 'Camilleri M. Leaky gut: mechanisms, measurement and clinical implications in humans. Gut 2019;68:1516–26',
  url: 'https://gut.bmj.com/content/68/8/1516',
};
const MONASH_FODMAP: Source = {
  title: 'Monash University — About FODMAPs and IBS',
  url: 'https://www.monashfodmap.com/about-fodmap-and-ibs/',
};

// Supplements and labels.
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const ODS_VITAMIN_B12_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin B12 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};
const ODS_VITAMIN_B6_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin B6 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB6-HealthProfessional/',
};
const ODS_FOLATE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Folate fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
};
const ODS_NIACIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Niacin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const ODS_IRON_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_MAGNESIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_POTASSIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Potassium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
};
const ODS_VITAMIN_C_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_DAILY_VALUES: Source = {
  title: 'NIH Office of Dietary Supplements — Daily Values',
  url: 'https://ods.od.nih.gov/HealthInformation/dailyvalues.aspx',
};
const FDA_DAILY_VALUE: Source = {
  title: 'US FDA — Daily Value on the Nutrition and Supplement Facts labels',
  url: 'https://www.fda.gov/food/nutrition-facts-label/daily-value-nutrition-and-supplement-facts-labels',
};
const ODS_WYNTK: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary supplements: what you need to know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};
const PROPRIETARY_BLENDS_REVIEW: Source = {
  title: 'Perspectives on the use of proprietary blends in dietary supplements. The Journal of Nutrition 2023',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10196566/',
};
const NCCIH_PEPPERMINT_OIL: Source = { title: 'NCCIH — Peppermint oil', url: 'https://www.nccih.nih.gov/health/peppermint-oil' };
const NCCIH_ANTIOXIDANTS: Source = {
  title: 'NCCIH — Antioxidant supplements: what you need to know',
  url: 'https://www.nccih.nih.gov/health/antioxidant-supplements-what-you-need-to-know',
};
const NCCIH_ASHWAGANDHA: Source = { title: 'NCCIH — Ashwagandha', url: 'https://www.nccih.nih.gov/health/ashwagandha' };
const CDC_MTHFR: Source = { title: 'CDC — MTHFR gene variant and folic acid facts', url: 'https://www.cdc.gov/folic-acid/data-research/mthfr/index.html' };
const LPI_FLAVONOIDS: Source = {
  title: 'Linus Pauling Institute, Oregon State University — Flavonoids',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/flavonoids',
};
const ODS_IODINE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iodine fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
};
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};

// Food and everyday eating.
const NHS_VEGAN_DIET: Source = {
  title: 'NHS — The vegan diet',
  url: 'https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegan-diet/',
};
const NHS_VITAMIN_B: Source = { title: 'NHS — Vitamin B', url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-b/' };
const MEDLINEPLUS_PROTEIN: Source = { title: 'MedlinePlus — Protein in diet', url: 'https://medlineplus.gov/ency/article/002467.htm' };
const NHS_COELIAC_TREATMENT: Source = { title: 'NHS — Coeliac disease: treatment', url: 'https://www.nhs.uk/conditions/coeliac-disease/treatment/' };
const NHS_FIBRE: Source = {
  title: 'NHS — How to get more fibre into your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/',
};
const NITRATE_FOODS_REVIEW: Source = {
  title: 'Nutrition Today (2020) — Dietary nitrate and nitrite concentrations in food patterns and dietary supplements',
  url: 'https://journals.lww.com/nutritiontodayonline/Fulltext/2020/09000/Dietary_Nitrate_and_Nitrite_Concentrations_in_Food.6.aspx',
};
const DIET_SLEEP_REVIEW: Source = {
  title: 'St-Onge MP, Mikic A, Pietrolungo CE. Effects of diet on sleep quality. Advances in Nutrition 2016;7:938–49',
  url: 'https://doi.org/10.3945/an.116.012336',
};
const NHS_HOW_TO_SLEEP: Source = { title: 'NHS — How to get to sleep', url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/' };
const NHS_CONSTIPATION: Source = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const NHS_TIREDNESS_TIPS: Source = {
  title: 'NHS — Self-help tips to fight tiredness',
  url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/self-help-tips-to-fight-fatigue/',
};
const WHO_HEALTHY_DIET: Source = { title: 'WHO — Healthy diet (fact sheet)', url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet' };

export const SHARED_GLOSSARY_AND_FOODS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Cholesterol report: LDL, HDL, the ratio, triglycerides and VLDL.
  {
    id: 'shared-glossary-cholesterol-what_is',
    topic: 'cholesterol',
    intent: 'what_is',
    question: 'What does LDL mean on my cholesterol report? What is low-density lipoprotein, the "bad" cholesterol?',
    answer:
      'LDL stands for low-density lipoprotein, often called "bad" cholesterol. It carries cholesterol to your cells; when there is too much, it builds up in artery walls as plaque, raising the risk of heart attack and stroke.',
    detail: 'High LDL causes no symptoms, so only a blood test shows it. Lower is better, and your doctor sets your target from your overall heart risk.',
    source: CDC_LDL_HDL,
  },
  {
    id: 'shared-glossary-cholesterol-what_is-2',
    topic: 'cholesterol',
    intent: 'what_is',
    question: 'What does HDL mean on my report? What is high-density lipoprotein, the "good" cholesterol?',
    answer:
      'HDL stands for high-density lipoprotein, often called "good" cholesterol. It picks up extra cholesterol and carries it back to the liver, which removes it from your body. Higher HDL is generally linked with lower heart risk.',
    detail:
      'A good HDL does not cancel out a high LDL. Being active, not smoking and choosing unsaturated oils over ghee and butter help keep your levels healthy.',
    source: CDC_LDL_HDL,
  },
  {
    id: 'shared-glossary-triglycerides-what_is',
    topic: 'triglycerides',
    intent: 'what_is',
    question: 'What are triglycerides? What does a high triglyceride level mean?',
    answer:
      'Triglycerides are the most common type of fat in your blood, and they are not the same as cholesterol. Your body turns calories it does not need straight away into triglycerides and stores them in fat cells. High levels add to heart risk.',
    detail:
      'Under 150 mg/dL (1.7 mmol/L) is normal. Excess weight, alcohol, sweets, sugary drinks, refined carbohydrates and poorly controlled diabetes are common causes of high levels.',
    source: MEDLINEPLUS_TRIGLYCERIDES,
  },
  {
    id: 'shared-glossary-cholesterol-what_is-3',
    topic: 'cholesterol',
    intent: 'what_is',
    question: 'What is non-HDL cholesterol? What does my cholesterol ratio mean?',
    answer:
      'Non-HDL cholesterol is your total minus your HDL, so non-HDL counts all the harmful kinds together. The ratio is your total divided by your HDL: a total of 200 mg/dL with an HDL of 50 gives 4. For both, lower means lower heart risk.',
    detail:
      'An optimal non-HDL level for most people is under 130 mg/dL (3.4 mmol/L). Many doctors find non-HDL a better guide than the ratio or total cholesterol.',
    source: MAYO_CHOLESTEROL_RATIO,
  },
  {
    id: 'shared-glossary-triglycerides-what_is-2',
    topic: 'triglycerides',
    intent: 'what_is',
    question: 'What is VLDL on my lipid profile? What does very-low-density lipoprotein mean?',
    answer:
      'VLDL, very-low-density lipoprotein, mostly carries triglycerides in your blood. Labs rarely measure it directly: they estimate it as one fifth of your triglycerides, so a high VLDL usually just reflects high triglycerides.',
    detail: 'A VLDL of 2 to 30 mg/dL is usually reported as normal. The estimate is less accurate when triglycerides are very high, above about 400 mg/dL.',
    source: MEDLINEPLUS_VLDL,
  },

  // Blood sugar report: HbA1c, FBS and PPBS, the glucose tolerance test, the glycaemic index.
  {
    id: 'shared-glossary-blood-sugar-testing',
    topic: 'blood-sugar',
    intent: 'testing',
    question: 'What is HbA1c on my report? What does glycated haemoglobin (A1c) measure?',
    answer:
      'HbA1c measures how much sugar is stuck to the haemoglobin in your red blood cells. These cells live about three months, so it shows your average blood sugar over that time, and you do not need to fast for it.',
    detail:
      'Below 5.7% is normal, 5.7 to 6.4% prediabetes and 6.5% or higher diabetes. Anaemia and some inherited haemoglobin variants can make the result misleading.',
    source: MEDLINEPLUS_HBA1C,
  },
  {
    id: 'shared-glossary-blood-sugar-testing-2',
    topic: 'blood-sugar',
    intent: 'testing',
    question: 'What do FBS, PPBS and RBS mean on my blood sugar report? Fasting and post-meal glucose',
    answer:
      'FBS is fasting blood sugar, taken after at least 8 hours without food. PPBS is post-prandial blood sugar, usually taken 2 hours after a meal. RBS is random blood sugar, taken at any time of day.',
    detail:
      'A fasting level of 126 mg/dL (7.0 mmol/L) or more, or a random level of 200 mg/dL (11.1 mmol/L) or more, suggests diabetes; a doctor confirms it with a repeat test.',
    source: CDC_DIABETES_TESTING,
  },
  {
    id: 'shared-glossary-blood-sugar-testing-3',
    topic: 'blood-sugar',
    intent: 'testing',
    question: 'What is an oral glucose tolerance test (OGTT or GTT)? What do the results mean?',
    answer:
      'After an overnight fast, your blood sugar is measured, you drink a sweet glucose drink, and it is measured again, usually after 2 hours. It shows how well your body clears sugar and is also used to check for diabetes in pregnancy.',
    detail:
      'A 2-hour result below 140 mg/dL (7.8 mmol/L) is normal, 140 to 199 mg/dL suggests prediabetes, and 200 mg/dL (11.1 mmol/L) or more suggests diabetes.',
    source: CDC_DIABETES_TESTING,
  },
  {
    id: 'shared-glossary-glycaemic-index-what_is',
    topic: 'glycaemic-index',
    intent: 'what_is',
    question: 'What is the glycaemic index (GI)? What do low-GI and high-GI foods mean?',
    answer:
      'The glycaemic index ranks carbohydrate foods by how quickly they raise blood sugar. Low-GI foods, such as pulses, most fruit and whole grains, raise it slowly; high-GI foods, such as sugar, white bread and white rice, raise it quickly.',
    detail: 'GI is not the whole story: how much you eat and what you eat with it matter too, and some low-GI foods, such as chocolate, are high in fat.',
    source: NHS_GLYCAEMIC_INDEX,
  },

  // Other lab words: homocysteine, ferritin and haemoglobin, iron studies, TSH, 25(OH)D.
  {
    id: 'shared-glossary-homocysteine-what_is',
    topic: 'homocysteine',
    intent: 'what_is',
    question: 'What is homocysteine? What does high homocysteine on my blood test mean?',
    answer:
      'Homocysteine is an amino acid your body makes when it breaks down protein. Vitamins B12, B6 and folate turn it into other substances, so a high level often means one of them is low; kidney disease and rare inherited conditions can raise it too.',
    detail: 'Normal ranges differ between labs, so compare your result with the range on your report, and ask your doctor whether to check B12 and folate.',
    source: MEDLINEPLUS_HOMOCYSTEINE,
  },
  {
    id: 'shared-glossary-homocysteine-testing',
    topic: 'homocysteine',
    intent: 'testing',
    question: 'Should I get my homocysteine tested? Do B vitamins lower homocysteine and heart risk?',
    answer:
      'A homocysteine test is mainly used to look for low B12 or folate, or a rare inherited disorder; it is not a routine heart check. B-vitamin supplements lower homocysteine but have not been shown to prevent heart attacks or strokes.',
    detail: 'If yours is high, a doctor will usually check B12 and folate first. Vegetarians and older adults are more likely to run low in B12.',
    source: ODS_FOLATE_HP,
  },
  {
    id: 'shared-glossary-iron-testing',
    topic: 'iron',
    intent: 'testing',
    question: 'What is the difference between ferritin and haemoglobin (Hb) on my blood test?',
    answer:
      'Haemoglobin (Hb) is the iron-containing protein in red blood cells that carries oxygen; low Hb means anaemia. Ferritin is the protein that stores iron, so a low ferritin shows your iron stores are running down, often before Hb falls.',
    detail:
      'In healthy adults, a ferritin below 15 µg/L (ng/mL) means iron stores are empty. Infection and inflammation raise ferritin, so it can look normal when iron is low.',
    source: WHO_FERRITIN,
  },
  {
    id: 'shared-glossary-iron-testing-2',
    topic: 'iron',
    intent: 'testing',
    question: 'What does a high ferritin mean on my blood test? Is high ferritin too much iron?',
    answer:
      'A high ferritin most often reflects inflammation, infection, liver disease, heavy drinking or obesity rather than too much iron. Less often it means iron overload, for example from haemochromatosis, an inherited condition, or repeated transfusions.',
    detail: 'Do not take iron supplements unless your doctor advises them. Your doctor may check transferrin saturation and liver tests to find the cause.',
    source: MEDLINEPLUS_FERRITIN,
  },
  {
    id: 'shared-glossary-iron-testing-3',
    topic: 'iron',
    intent: 'testing',
    question: 'What do serum iron, TIBC and transferrin saturation mean on my iron studies report?',
    answer:
      'Serum iron is the iron in your blood right now. Transferrin is the protein that carries it; TIBC shows how much iron it could carry, and transferrin saturation is the share in use. Low iron with a high TIBC suggests iron deficiency.',
    detail:
      'Serum iron changes through the day and after meals or iron tablets, so ferritin is the better guide to your stores. Your doctor reads all the results together.',
    source: MEDLINEPLUS_IRON_TESTS,
  },
  {
    id: 'shared-glossary-tsh-what_is',
    topic: 'tsh',
    intent: 'what_is',
    question: 'What does TSH mean on my blood test? What is thyroid-stimulating hormone, and what are T3 and T4?',
    answer:
      'TSH, thyroid-stimulating hormone, comes from the pituitary gland and tells your thyroid how much T4 and T3 hormone to make. A high TSH usually means an underactive thyroid; a low TSH can mean an overactive one.',
    detail:
      'Doctors often check free T4 alongside TSH. Ranges differ between labs and in pregnancy, so compare your result with your report and discuss it with your doctor.',
    source: MEDLINEPLUS_TSH,
  },
  {
    id: 'shared-glossary-tsh-testing',
    topic: 'tsh',
    intent: 'testing',
    question: 'Do I need to stop biotin before a thyroid blood test? Can supplements affect my TSH result?',
    answer:
      'Tell your doctor or the lab if you take biotin (vitamin B7), common in hair, skin and nail supplements. High doses can make some lab tests, including thyroid tests, read falsely high or low.',
    detail: 'Ask how long to stop it before the test. Hair and nail supplements can contain many times the daily need of biotin.',
    source: ODS_BIOTIN_HP,
  },
  {
    id: 'shared-glossary-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'What does 25(OH)D mean on my vitamin D report? What is 25-hydroxy vitamin D?',
    answer:
      '25(OH)D, or 25-hydroxyvitamin D, is the form your liver makes from the vitamin D you get from sunlight, food and supplements. It stays in the blood for weeks, so it is the test that best shows your vitamin D status.',
    detail: 'Results come in ng/mL or nmol/L; 1 ng/mL is 2.5 nmol/L. The active form, 1,25-dihydroxyvitamin D, is not a good test of your status.',
    source: ODS_VITAMIN_D_HP,
  },

  // Label words on probiotics, fish oil, vitamins and minerals.
  {
    id: 'shared-glossary-cfu-what_is',
    topic: 'cfu',
    intent: 'what_is',
    question: 'What does CFU mean on a probiotic label? What is 10 billion CFU?',
    answer:
      'CFU stands for colony-forming units: the number of live bacteria or yeasts in a dose that can grow and multiply. 10 billion CFU means 10 billion live microbes per serving, but a higher count is not automatically better.',
    detail: 'Counts fall during storage, so look for a count promised until the expiry date, not just at manufacture. The strains matter more than the number.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-glossary-probiotics-what_is',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'What do the names on a probiotic label mean? Genus, species and strain such as Lactobacillus rhamnosus GG',
    answer:
      'A probiotic is named by genus, species and strain: in Lacticaseibacillus rhamnosus GG, the genus is Lacticaseibacillus, the species rhamnosus and the strain GG. Effects are strain-specific, so research on one strain does not prove another works.',
    detail: 'Many Lactobacillus species were renamed in 2020, so the same strain may be sold under an old or a new name.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-glossary-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'What do triglyceride form and ethyl ester mean on a fish oil label? TG or EE fish oil',
    answer:
      'They are chemical forms of the omega-3 oil. Natural fish oil is in triglyceride form; concentrated oils are often ethyl esters, sometimes turned back into triglycerides. All are absorbed, and ethyl esters are absorbed better with a meal containing fat.',
    detail: 'Take any fish oil with a meal. The EPA and DHA per capsule and the freshness of the oil matter more than the form.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-glossary-units-dose',
    topic: 'units',
    intent: 'dose',
    question: 'What does IU mean, and how is it different from mcg (µg)? IU vs mcg on a vitamin label',
    answer:
      'Micrograms (mcg or µg) measure weight; IU, international units, measure biological activity, so the conversion differs for each vitamin. For vitamin D, 1 µg is 40 IU: 1,000 IU is 25 µg and 400 IU is 10 µg.',
    detail: 'Supplement labels now give vitamin D in micrograms, often with IU beside it. To turn IU of vitamin D into µg, divide by 40.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-glossary-daily-values-dose',
    topic: 'daily-values',
    intent: 'dose',
    question: 'What does RDA mean? Recommended dietary allowance, and is it the same as the Daily Value?',
    answer:
      'The RDA, recommended dietary allowance, is the daily amount that meets the needs of nearly all healthy people of a given age and sex. The Daily Value on labels is one figure chosen for everyone, often close to an RDA.',
    detail:
      "The RDA is a target, not a limit; the upper limit is the most you can take daily without likely harm. India's ICMR-NIN sets its own RDAs, which can differ from US values.",
    source: ODS_DAILY_VALUES,
  },
  {
    id: 'shared-glossary-daily-values-what_is',
    topic: 'daily-values',
    intent: 'what_is',
    question: 'What does %DV or % Daily Value mean on a label? Is 100% DV enough?',
    answer:
      "%DV shows how much of one day's reference amount a serving gives: 10% DV is a tenth of the Daily Value. As a guide, 5% DV or less is low and 20% DV or more is high. Indian labels often show % of RDA instead.",
    detail: 'Daily Values are single figures for everyone aged 4 and over, so your own need can be higher or lower with age, sex and pregnancy.',
    source: FDA_DAILY_VALUE,
  },
  {
    id: 'shared-glossary-daily-values-what_is-2',
    topic: 'daily-values',
    intent: 'what_is',
    question: 'What is the tolerable upper intake level (UL)? Is the UL a dose to aim for?',
    answer:
      'The UL, tolerable upper intake level, is the most of a nutrient you can take each day, from food and supplements together, without likely harm. It is a ceiling, not a target: aim for your RDA.',
    detail: 'Add up every product you take, including multivitamins and fortified foods, and keep the total under the UL unless a doctor prescribes more.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-glossary-label-terms-what_is',
    topic: 'label-terms',
    intent: 'what_is',
    question: 'What does bioavailability mean on a supplement? What does "highly bioavailable" mean?',
    answer:
      'Bioavailability is the share of a nutrient your body absorbs and can use. It depends on the form and on what you take it with: magnesium citrate and chloride, which dissolve well, are absorbed more completely than magnesium oxide.',
    detail:
      '"Highly bioavailable" on a label is a marketing claim, not a test result. Compare the elemental amount per dose, and ask whether the form has human studies.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-glossary-label-terms-what_is-2',
    topic: 'label-terms',
    intent: 'what_is',
    question: 'What does chelated mean on a mineral supplement? Are chelated minerals like magnesium glycinate or iron bisglycinate better?',
    answer:
      'A chelated mineral is bound to an amino acid, as in iron bisglycinate or magnesium glycinate. Some chelates are gentler on the stomach, but good evidence that they work better than ordinary forms is limited.',
    detail: 'Compare the elemental mineral per dose, not the weight of the compound: the amino acid in a chelate adds weight but no mineral.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-glossary-label-terms-what_is-3',
    topic: 'label-terms',
    intent: 'what_is',
    question: 'What does elemental iron, calcium or magnesium mean on the label? Why is 325 mg ferrous sulfate only 65 mg of iron?',
    answer:
      'Elemental means the amount of the mineral itself, not the whole compound. Ferrous sulfate is about 20% iron, so a 325 mg tablet gives about 65 mg of elemental iron; ferrous fumarate is about 33% iron and ferrous gluconate 12%.',
    detail: 'Daily needs and upper limits refer to elemental amounts, so use that figure when comparing products or adding up what you take.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-glossary-label-terms-what_is-4',
    topic: 'label-terms',
    intent: 'what_is',
    question: 'What does enteric-coated mean? Are enteric-coated capsules better?',
    answer:
      'An enteric coating stops a tablet or capsule dissolving in the stomach, so it opens further down, in the small intestine. It protects the stomach from irritation or the contents from stomach acid, as in enteric-coated peppermint oil capsules.',
    detail: 'Swallow them whole: chewing or crushing breaks the coating. For fish oil, a coating may cut fishy burps, but the oil inside is the same.',
    source: NCCIH_PEPPERMINT_OIL,
  },
  {
    id: 'shared-glossary-label-terms-testing',
    topic: 'label-terms',
    intent: 'testing',
    question: 'What does third-party tested mean on a supplement? What are USP or NSF seals?',
    answer:
      'It means an independent organisation, not the maker, checked that the product contains what the label says, in the stated amounts, and no harmful levels of contaminants. Seals such as USP Verified or NSF Certified show it passed.',
    detail: 'A quality seal does not mean a product is safe for you or that it works. In India, also look for the FSSAI licence number on the pack.',
    source: ODS_WYNTK,
  },
  {
    id: 'shared-glossary-label-terms-what_is-5',
    topic: 'label-terms',
    intent: 'what_is',
    question: 'What is a proprietary blend on a supplement label?',
    answer:
      'A proprietary blend is a mix of ingredients listed under one total weight. The maker must name each ingredient, but not how much of each is in the blend, so you cannot tell whether any of them is at a dose that was studied.',
    detail: 'Prefer labels that give the amount of every active ingredient, especially for herbs and stimulants such as caffeine.',
    source: PROPRIETARY_BLENDS_REVIEW,
  },

  // Words from gut health, genetics and healthy ageing.
  {
    id: 'shared-glossary-fodmap-what_is',
    topic: 'fodmap',
    intent: 'what_is',
    question: 'What does FODMAP stand for? What are FODMAPs?',
    answer:
      'FODMAP stands for fermentable oligosaccharides, disaccharides, monosaccharides and polyols: short-chain carbohydrates the small intestine absorbs poorly. They draw in water, and gut bacteria ferment them into gas, which can cause bloating and pain in IBS.',
    detail:
      'Wheat, onion, garlic, pulses, milk, apples and honey are common sources. A low-FODMAP diet is a short elimination plan, best done with a dietitian, not a lifelong diet.',
    source: MONASH_FODMAP,
  },
  {
    id: 'shared-glossary-gut-health-testing',
    topic: 'gut-health',
    intent: 'testing',
    question: 'Is leaky gut a real diagnosis? Can a test show if I have leaky gut or intestinal permeability?',
    answer:
      'Increased intestinal permeability is real and is measured in research, but "leaky gut syndrome" is not a recognised diagnosis on its own. The sugar-absorption tests used to measure it are research tools, not part of routine care.',
    detail: 'For ongoing bloating, pain, diarrhoea or weight loss, see a doctor to check for causes such as coeliac disease or inflammatory bowel disease.',
    source: GUT_PERMEABILITY_REVIEW,
  },
  {
    id: 'shared-glossary-methylation-what_is',
    topic: 'methylation',
    intent: 'what_is',
    question: 'What is methylation, explained simply? What does MTHFR have to do with it?',
    answer:
      'Methylation is a chemical step in which a tiny tag, a methyl group, is added to DNA, proteins or other molecules. It helps switch genes on and off and turns homocysteine into methionine; folate and vitamin B12 are needed for it.',
    detail:
      'MTHFR is the enzyme that turns folate into the form methylation uses. Common variants such as C677T slow it a little, and most carriers need no special supplements.',
    source: MEDLINEPLUS_MTHFR_GENE,
  },
  {
    id: 'shared-glossary-methylation-what_is-2',
    topic: 'methylation',
    intent: 'what_is',
    question: 'What are methylated vitamins like methylfolate and methylcobalamin? Do I need methylated B vitamins?',
    answer:
      'They are forms of folate and B12 already in the shape methylation uses: methylfolate (5-MTHF) and methylcobalamin. People with the common gene variants that slow this step can still use ordinary folic acid and B12, so most do not need them.',
    detail:
      'Folic acid is the form proven to prevent neural tube defects in pregnancy. If a gene test worries you, ask your doctor before changing supplements.',
    source: CDC_MTHFR,
  },
  {
    id: 'shared-glossary-genes-what_is',
    topic: 'genes',
    intent: 'what_is',
    question: 'What is a SNP in my DNA test report? What does SNP, single nucleotide polymorphism, mean?',
    answer:
      'A SNP, said "snip", is a single-letter difference in DNA from one person to the next. Everyone carries millions of SNPs; most have no effect on health, and most linked to a condition only nudge the risk a little.',
    detail:
      'Consumer DNA tests read a small selection of SNPs, so a "risk" result is not a diagnosis. Discuss a worrying result with a doctor or genetic counsellor.',
    source: MEDLINEPLUS_SNP,
  },
  {
    id: 'shared-glossary-nmn-what_is',
    topic: 'nmn',
    intent: 'what_is',
    question: 'What is NAD+? What does NAD stand for?',
    answer:
      'NAD+ stands for nicotinamide adenine dinucleotide, a helper molecule every cell needs to turn food into energy and to repair DNA. Your body makes it from vitamin B3 (niacin) in foods such as fish, chicken, peanuts, pulses and whole grains.',
    detail: 'NAD+ levels fall with age, which is why NMN and NR are sold to raise them; whether that improves health in people is not yet known.',
    source: ODS_NIACIN_HP,
  },
  {
    id: 'shared-glossary-polyphenols-what_is',
    topic: 'polyphenols',
    intent: 'what_is',
    question: 'What are polyphenols and flavonoids? Are polyphenols antioxidants?',
    answer:
      'Polyphenols, including flavonoids, are natural compounds in plants: tea, coffee, cocoa, berries, apples, onions, pulses and spices such as turmeric. They act as antioxidants in the lab, but their effects in the body are more complex and still being studied.',
    detail:
      'A variety of colourful plant foods gives plenty. High-dose antioxidant supplements have not been shown to prevent disease, and some can cause harm.',
    source: NCCIH_ANTIOXIDANTS,
  },
  {
    id: 'shared-glossary-polyphenols-food_sources',
    topic: 'polyphenols',
    intent: 'food_sources',
    question: 'Which Indian foods are rich in polyphenols and flavonoids?',
    answer:
      'Tea, green or black, coffee, cocoa, amla, pomegranate, jamun, grapes, apples, berries, onions, dals and beans, nuts, and spices such as turmeric, cloves and cinnamon are all rich in polyphenols, including flavonoids.',
    detail:
      'Eat a variety of colourful plant foods rather than relying on one food or an extract: concentrated extracts have not been shown to prevent disease.',
    source: LPI_FLAVONOIDS,
  },
  {
    id: 'shared-glossary-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question: 'What are collagen peptides? What does hydrolysed mean on the label?',
    answer:
      'Hydrolysed collagen, sold as collagen peptides, is collagen broken into small pieces so the powder dissolves in hot or cold drinks. Your gut digests it into amino acids and small fragments; it is not placed straight into your skin or joints.',
    detail:
      'Small trials, often funded by makers, suggest modest skin benefits after 8 to 12 weeks. Collagen lacks tryptophan, so it is not a complete protein.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-glossary-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Collagen peptides vs gelatin — what is the difference? Is gelatin the same as collagen?',
    answer:
      'Both come from animal collagen, usually cow, pig or fish. Gelatin is partly broken down, so it sets into a gel; collagen peptides are broken down further, so they dissolve and do not gel. Their amino acids are almost the same.',
    detail: 'Neither is vegetarian. Plant "collagen boosters" contain no collagen: they supply vitamin C and amino acids your body uses to make its own.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-glossary-adaptogens-what_is',
    topic: 'adaptogens',
    intent: 'what_is',
    question: 'What are adaptogens? Do adaptogens like ashwagandha and rhodiola help with stress?',
    answer:
      '"Adaptogen" is a traditional and marketing term for herbs said to help the body cope with stress, such as ashwagandha, rhodiola, tulsi and ginseng. It is not a medical category, and the evidence differs for each herb: mostly small, short studies.',
    detail:
      'Ashwagandha has the most studies for stress and sleep. These herbs can interact with medicines and are not advised in pregnancy, so ask a pharmacist first.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-glossary-adaptogens-side_effects',
    topic: 'adaptogens',
    intent: 'side_effects',
    question: 'Are adaptogens safe? Side effects of adaptogen herbs such as ashwagandha and rhodiola',
    answer:
      'Short-term use is usually well tolerated, but each herb has its own risks. Ashwagandha, for example, has been linked to rare liver injury, may raise thyroid hormone levels and may add to medicines for diabetes, blood pressure and sleep.',
    detail:
      'Avoid them in pregnancy, and stop and see a doctor if you notice yellow skin or eyes or dark urine. Ask a pharmacist first if you take regular medicines.',
    source: NCCIH_ASHWAGANDHA,
  },

  // Food lists: nutrients for vegetarians and vegans, in Indian kitchens too.
  {
    id: 'shared-glossary-omega-3-food_sources',
    topic: 'omega-3',
    intent: 'food_sources',
    question: 'I am vegetarian: where do I get plant omega-3? Flaxseed (alsi), chia and walnuts in Indian cooking',
    answer:
      "Plant foods give ALA omega-3: flaxseed (alsi) and its oil, chia seeds, walnuts, hemp seeds, soya beans and mustard oil. A tablespoon of flaxseed, about 2.3 g of ALA, covers an adult's daily need; add it ground to roti dough, curd or chutney.",
    detail: 'Grind flaxseed so you absorb more of it. Your body makes little EPA and DHA from ALA, so vegetarians who want those can use algal oil.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-glossary-iron-food_sources',
    topic: 'iron',
    intent: 'food_sources',
    question: 'I am vegetarian or vegan: where do I get iron? Iron-rich Indian vegetarian food',
    answer:
      'Good sources are dals, rajma, chana, soya and tofu, leafy greens such as palak, methi and amaranth, garden cress seeds (halim), bajra and ragi, and fortified cereals. Jaggery and dates add a little iron, but they are mostly sugar.',
    detail:
      'Plant iron is absorbed less well than iron from meat: eat it with vitamin C, such as lemon, amla, guava or tomato, and keep tea and coffee away from meals.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-glossary-iron-food_sources-2',
    topic: 'iron',
    intent: 'food_sources',
    question: 'Do beetroot, pomegranate or dates increase haemoglobin? Are they good for iron?',
    answer:
      'Not much. Beetroot and pomegranate are red but low in iron, and dates and raisins add only a little. Dals, chana, rajma, leafy greens, garden cress seeds, bajra, eggs, fish and meat do far more, especially with vitamin C.',
    detail:
      'If your haemoglobin or ferritin is low, food alone often cannot refill your stores quickly; your doctor may advise iron tablets and look for the cause.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-glossary-vitamin-b12-food_sources',
    topic: 'vitamin-b12',
    intent: 'food_sources',
    question: 'Which vegetarian foods give vitamin B12? B12 sources for vegetarians and vegans in India',
    answer:
      'For vegetarians, milk, curd, paneer, cheese and eggs provide B12: two glasses of milk give roughly the adult need of 2.4 µg. Vegans get B12 only from fortified foods, such as some plant milks and cereals, or a supplement, which they need.',
    detail: 'Many Indian vegetarians run low in B12. If you feel tired or have tingling hands or feet, ask your doctor about a B12 test.',
    source: ODS_VITAMIN_B12_HP,
  },
  {
    id: 'shared-glossary-vitamin-b12-food_sources-2',
    topic: 'vitamin-b12',
    intent: 'food_sources',
    question: 'Do curd, idli, dosa or other fermented foods give vitamin B12? Does spirulina have B12?',
    answer:
      'Not reliably. Curd has some B12 because it is made from milk, not because it is fermented. Idli, dosa, pickles, mushrooms, spirulina and seaweed give little or an inactive form, so vegans need fortified foods or a supplement.',
    detail: 'Nutritional yeast contains B12 only when it is fortified, so check the label.',
    source: ODS_VITAMIN_B12_HP,
  },
  {
    id: 'shared-glossary-vitamin-b12-testing',
    topic: 'vitamin-b12',
    intent: 'testing',
    question: 'What is a normal B12 level on my report? What do pg/mL and MMA mean on a B12 test?',
    answer:
      'Serum B12 is reported in pg/mL or pmol/L. Below about 200 pg/mL (148 pmol/L) suggests deficiency; results just above that are borderline. A raised methylmalonic acid (MMA) or homocysteine helps confirm a true shortage.',
    detail: 'Tell your doctor if you already take B12, since it raises the result. Your doctor reads it with your symptoms and a full blood count.',
    source: ODS_VITAMIN_B12_HP,
  },
  {
    id: 'shared-glossary-calcium-food_sources',
    topic: 'calcium',
    intent: 'food_sources',
    question: 'Which foods give calcium without dairy? Non-dairy calcium in Indian food: ragi, til, tofu',
    answer:
      'Good non-dairy sources are ragi (finger millet), sesame seeds (til) and tahini, tofu set with calcium, fortified soya or oat milk, almonds, and greens such as drumstick leaves, broccoli, cabbage and okra (bhindi). Ragi has far more calcium than rice or wheat.',
    detail: 'Spinach (palak) is not a good source: its oxalates block most of its calcium. Check that plant milks say "fortified with calcium".',
    source: NHS_VEGAN_DIET,
  },
  {
    id: 'shared-glossary-protein-food_sources',
    topic: 'protein',
    intent: 'food_sources',
    question: 'How can vegetarians get enough protein? Vegetarian protein in Indian food, with amounts',
    answer:
      'Good sources are dal, rajma or chana, paneer or tofu, curd or milk, eggs, soya chunks, peanuts, nuts and seeds. A glass of milk or an egg gives 6 to 8 g of protein, and 100 g of paneer about 18 g.',
    detail:
      'Have some at each meal. Pulses with grains, as in dal-rice, rajma-chawal or khichdi, give all the essential amino acids. Adults need about 0.8 g per kg of body weight a day.',
    source: MEDLINEPLUS_PROTEIN,
  },
  {
    id: 'shared-glossary-protein-food_sources-2',
    topic: 'protein',
    intent: 'food_sources',
    question: 'Which vegan protein sources are best without dairy? Plant protein for vegans',
    answer:
      'Soya foods (tofu, soya chunks, soya milk, tempeh), all dals and beans, chana and besan, peanuts and peanut butter, seeds such as pumpkin and hemp, nuts and whole grains. Soya is the plant protein closest to dairy and eggs in quality.',
    detail:
      'Include a protein food at each meal. Vegans also need B12 from fortified foods or a supplement, and calcium from fortified plant milk or calcium-set tofu.',
    source: NHS_VEGAN_DIET,
  },
  {
    id: 'shared-glossary-zinc-food_sources',
    topic: 'zinc',
    intent: 'food_sources',
    question: 'Which vegetarian foods are high in zinc? Zinc in Indian vegetarian food',
    answer:
      'Good vegetarian sources are pumpkin and sesame seeds, cashews and other nuts, chana, rajma and dals, whole wheat, millets and oats, paneer, milk and curd. Eggs and fortified cereals help too.',
    detail:
      'Phytates in grains and pulses reduce zinc absorption; soaking, sprouting and fermenting, as for sprouts, idli and dosa, lower them. Vegetarians may need up to 50% more zinc.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-glossary-magnesium-food_sources',
    topic: 'magnesium',
    intent: 'food_sources',
    question: 'Which Indian foods are rich in magnesium? Magnesium foods for vegetarians',
    answer:
      'Pumpkin seeds, almonds, cashews and peanuts, rajma, chana and other pulses, whole grains such as whole-wheat atta, brown rice, bajra and ragi, leafy greens such as palak, soya and tofu, and bananas are good sources of magnesium.',
    detail: 'Refining strips much of the magnesium from grains, so whole-wheat atta and unpolished grains keep more than maida or polished white rice.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-glossary-potassium-food_sources',
    topic: 'potassium',
    intent: 'food_sources',
    question: 'Which Indian foods are high in potassium?',
    answer:
      'Dals, rajma and chana, potatoes and sweet potatoes with the skin, bananas, coconut water, tomatoes, palak and other leafy greens, curd and milk, and dried fruit such as raisins and apricots are rich in potassium.',
    detail:
      'A medium banana has about 420 mg; women need about 2,600 mg a day and men 3,400 mg. People with kidney disease may need to limit potassium: ask your doctor.',
    source: ODS_POTASSIUM_HP,
  },
  {
    id: 'shared-glossary-folate-food_sources',
    topic: 'folate',
    intent: 'food_sources',
    question: 'Which Indian foods are high in folate? Folate-rich vegetarian foods',
    answer:
      'Dals, rajma, chana and moong sprouts, dark leafy greens such as palak, methi and sarson, peas, okra, broccoli, peanuts, oranges and other citrus fruit, and fortified cereals are good sources of folate.',
    detail: 'Long boiling destroys some folate, so steam greens lightly. Anyone who could become pregnant still needs a 400 µg folic acid tablet daily.',
    source: NHS_VITAMIN_B,
  },
  {
    id: 'shared-glossary-iodine-food_sources',
    topic: 'iodine',
    intent: 'food_sources',
    question: 'Which foods have iodine? Iodine for the thyroid in Indian food',
    answer:
      'Iodised salt is the main source in India: use it in place of plain or rock salt, but do not eat more salt for it. Milk, curd, eggs, fish, prawns and seaweed also provide iodine.',
    detail: 'Adults need 150 µg a day, 220 µg in pregnancy and 290 µg when breastfeeding. Kelp and seaweed supplements can give far too much.',
    source: ODS_IODINE_HP,
  },
  {
    id: 'shared-glossary-vitamin-c-food_sources',
    topic: 'vitamin-c',
    intent: 'food_sources',
    question: 'Which Indian fruits and vegetables are highest in vitamin C? Amla, guava and more',
    answer:
      'Amla (Indian gooseberry) and guava are among the richest: one medium guava gives more than an adult needs in a day. Lemon, oranges, mosambi, papaya, kiwi, capsicum, tomatoes, cabbage, cauliflower and drumstick leaves are good too.',
    detail: 'Heat and long storage destroy vitamin C, so eat some fruit or salad raw, squeeze lemon on after cooking, and do not keep cut fruit for long.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'shared-glossary-gluten-food_sources',
    topic: 'gluten',
    intent: 'food_sources',
    question: 'Which grains are gluten-free and high in fibre? Gluten-free millets and grains',
    answer:
      'Naturally gluten-free, fibre-rich grains include millets such as jowar (sorghum), bajra (pearl millet) and ragi (finger millet), plus quinoa, buckwheat (kuttu), amaranth (rajgira), brown rice and oats labelled gluten-free.',
    detail:
      'Buckwheat is not related to wheat. Flours can pick up wheat in the mill, so people with coeliac disease should choose flours labelled gluten-free.',
    source: NHS_COELIAC_TREATMENT,
  },
  {
    id: 'shared-glossary-fibre-food_sources',
    topic: 'fibre',
    intent: 'food_sources',
    question: 'Which Indian foods are high in fibre? High-fibre swaps for an Indian diet',
    answer:
      'Whole moong, rajma, chana and other pulses, whole-wheat atta with its bran, millets such as jowar, bajra and ragi, oats, vegetables such as bhindi and methi, and fruit eaten with the skin, such as guava and apple, are all high in fibre.',
    detail:
      'Adults need about 30 g of fibre a day. Swap maida for whole-wheat atta, add a bowl of dal or sprouts daily, and raise fibre slowly with plenty of water.',
    source: NHS_FIBRE,
  },
  {
    id: 'shared-glossary-beetroot-food_sources',
    topic: 'beetroot',
    intent: 'food_sources',
    question: 'Which Indian vegetables are rich in nitrates? Nitrate-rich vegetables for blood flow',
    answer:
      'Leafy and root vegetables have the most: beetroot, spinach (palak), amaranth (chaulai), rocket, lettuce, radish (mooli) and its leaves, and celery. Your body turns their nitrate into nitric oxide, which relaxes blood vessels.',
    detail:
      'Eat some raw, in salads or raita, or lightly cooked: nitrate leaches into cooking water. This vegetable nitrate is different from the nitrites added to processed meats.',
    source: NITRATE_FOODS_REVIEW,
  },

  // Food lists for sleep, constipation, energy and blood sugar.
  {
    id: 'shared-glossary-sleep-food_sources',
    topic: 'sleep',
    intent: 'food_sources',
    question: 'Which foods help you sleep? What can I eat to fall asleep: milk, kiwi, cherries, nuts, oats or bananas?',
    answer:
      'The evidence is limited. Small studies found tart cherry juice, and two kiwis an hour before bed, slightly improved sleep, and warm milk may help some people wind down. Nuts, oats and bananas are often suggested, but good evidence is lacking.',
    detail: 'A regular bedtime, a lighter dinner 2 to 3 hours before bed and no caffeine from the afternoon matter more than any single food.',
    source: DIET_SLEEP_REVIEW,
  },
  {
    id: 'shared-glossary-sleep-food_sources-2',
    topic: 'sleep',
    intent: 'food_sources',
    question: 'What should I not eat or drink before bed? Foods and drinks that disturb sleep',
    answer:
      'Avoid caffeine from tea, coffee, cola and energy drinks from the afternoon, big, spicy or fatty meals late at night, and alcohol, which makes you drowsy but breaks up your sleep later in the night.',
    detail: 'If you are hungry late, a small snack such as a glass of milk or a banana is fine. Heartburn at night is a sign to eat dinner earlier.',
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-glossary-constipation-food_sources',
    topic: 'constipation',
    intent: 'food_sources',
    question: 'Which foods help constipation? What should I eat when I am constipated?',
    answer:
      'Fibre-rich foods help most: whole-wheat atta, oats and millets, dals and beans, vegetables, and fruit such as papaya, guava, pears, prunes and figs (anjeer). Drink plenty of water through the day, since fibre needs it to soften stools.',
    detail: 'Add fibre slowly over a few weeks to avoid bloating. A teaspoon of isabgol in a full glass of water can help if food is not enough.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-glossary-fatigue-food_sources',
    topic: 'fatigue',
    intent: 'food_sources',
    question: 'What should I eat for an afternoon energy slump? Foods for steady energy through the day',
    answer:
      'Eat regular meals every 3 to 4 hours that pair protein and fibre with starchy foods, such as dal with roti and sabzi, or curd with fruit and nuts, rather than sweets. They release energy slowly, so you avoid a crash.',
    detail: 'Drink water through the day, as mild dehydration also makes you tired, and cut down on caffeine later in the day so it does not spoil your sleep.',
    source: NHS_TIREDNESS_TIPS,
  },
  {
    id: 'shared-glossary-fatigue-food_sources-2',
    topic: 'fatigue',
    intent: 'food_sources',
    question: 'Which snacks give lasting energy at work? Healthy Indian snacks for energy',
    answer:
      'Choose snacks with protein or fibre: roasted chana or makhana, sprouts chaat, a handful of peanuts or nuts, fruit with curd, a boiled egg or a besan chilla. Biscuits, namkeen and sweets give a quick lift followed by a slump.',
    detail: 'Plan a snack between meals if lunch and dinner are far apart, rather than waiting until you are very hungry.',
    source: NHS_TIREDNESS_TIPS,
  },
  {
    id: 'shared-glossary-glycaemic-index-food_sources',
    topic: 'glycaemic-index',
    intent: 'food_sources',
    question: 'Which Indian foods have a low GI? Low glycaemic index swaps for rice and roti',
    answer:
      'Whole pulses such as rajma, chana and moong, most fruit, milk and curd, barley, oats and other whole grains have a lower GI. Choose whole or less-processed grains over refined ones, and pair rice or roti with dal, vegetables and curd.',
    detail:
      'Processing and long cooking raise GI: instant oats, soft-cooked rice and mashed potato raise blood sugar faster. How much you eat still matters most.',
    source: NHS_GLYCAEMIC_INDEX,
  },
  {
    id: 'shared-glossary-sugar-food_sources',
    topic: 'sugar',
    intent: 'food_sources',
    question: 'Is jaggery (gur), honey or brown sugar healthier than white sugar? Are they better for diabetes?',
    answer:
      'Not really. Jaggery, honey, brown sugar and coconut sugar are all free sugars and raise blood sugar much like white sugar. Jaggery keeps a little iron and other minerals, but too little to matter in the amounts you should eat.',
    detail:
      'Count them in the same limit as sugar: the WHO advises keeping free sugars below 10% of daily energy, ideally below 5%, about 25 g or 6 teaspoons.',
    source: WHO_HEALTHY_DIET,
  },
  {
    id: 'shared-glossary-homocysteine-food_sources',
    topic: 'homocysteine',
    intent: 'food_sources',
    question: 'Which foods help lower homocysteine? Foods with folate, vitamin B12 and B6',
    answer:
      'Foods rich in folate (dals, chana, rajma, leafy greens, oranges), vitamin B12 (milk, curd, paneer, eggs, fish) and vitamin B6 (chickpeas, bananas, potatoes, fish, poultry) supply the B vitamins your body uses to clear homocysteine.',
    detail: 'If homocysteine is high because B12 is low, food alone may not be enough: a doctor may advise B12 tablets or injections.',
    source: ODS_VITAMIN_B6_HP,
  },
  {
    id: 'shared-glossary-fodmap-food_sources',
    topic: 'fodmap',
    intent: 'food_sources',
    question: 'What is the low-FODMAP diet? Which Indian foods are high or low in FODMAPs?',
    answer:
      'A low-FODMAP diet cuts high-FODMAP foods for 2 to 6 weeks, then adds them back one at a time to find your triggers. High in Indian meals: onion, garlic, wheat roti, rajma, chana, milk, mango, apple and honey.',
    detail:
      'Lower-FODMAP choices include rice, millet, potato, carrot, tomato, spinach, orange and lactose-free curd; garlic-infused oil adds flavour. Follow it with a dietitian, not for life.',
    source: MONASH_FODMAP,
  },
  {
    id: 'shared-glossary-triglycerides-food_sources',
    topic: 'triglycerides',
    intent: 'food_sources',
    question: 'What should I eat if my triglycerides are high? Which foods raise triglycerides?',
    answer:
      'Cut back on sugar, sweets and sugary drinks, maida and large portions of white rice, fried snacks and alcohol, which all raise triglycerides. Choose whole grains, dals, vegetables, nuts and, if you eat it, oily fish twice a week.',
    detail: "Losing a little weight and being active most days also lower triglycerides. Very high levels, above 500 mg/dL, need a doctor's care.",
    source: MEDLINEPLUS_TRIGLYCERIDES,
  },
];
