// Coverage entries: the "what is", "how much", "when", "is it safe", "which foods" and "which one to buy" questions that
// the other files left open for nutrients and herbs, plus vegetarian food sources and "is my scoop right" doses. Written
// in our own words from the source beside each entry; adult amounts unless the question says otherwise.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_IRON: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_B12: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin B12 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};
const ODS_CALCIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Calcium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const ODS_FOLATE: Source = {
  title: 'NIH Office of Dietary Supplements — Folate fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
};
const ODS_VITAMIN_K: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const ODS_VITAMIN_A: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin A and carotenoids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};
const NHS_VITAMIN_A: Source = { title: 'NHS — Vitamin A', url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/' };
const ODS_VITAMIN_E: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin E fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};
const ODS_POTASSIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Potassium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
};
const CLEVELAND_POTASSIUM_CHLORIDE: Source = {
  title: 'Cleveland Clinic — Potassium chloride extended-release tablets (medicine information)',
  url: 'https://my.clevelandclinic.org/health/drugs/23841-potassium-chloride-extended-release-tablets-micro-dispersible',
};
const MEDLINE_HIGH_POTASSIUM: Source = { title: 'MedlinePlus — High potassium level', url: 'https://medlineplus.gov/ency/article/001179.htm' };
const WHO_SALT: Source = {
  title: 'World Health Organization — Sodium reduction fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
};
const NHS_SALT: Source = { title: 'NHS — Salt: the facts', url: 'https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/' };
const MEDLINE_PROTEIN: Source = { title: 'MedlinePlus — Protein in diet', url: 'https://medlineplus.gov/ency/article/002467.htm' };
const ISSN_PROTEIN: Source = {
  title: 'Jäger R et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0177-8',
};
const ODS_WYNTK: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary Supplements: What You Need to Know',
  url: 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
};
const ODS_MULTIVITAMIN: Source = {
  title: 'NIH Office of Dietary Supplements — Multivitamin/mineral supplements fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/',
};
const FDA_CAFFEINE_POWDER: Source = {
  title: 'US FDA — Pure and highly concentrated caffeine',
  url: 'https://www.fda.gov/food/dietary-supplement-products-ingredients/pure-and-highly-concentrated-caffeine',
};
const NCCIH_MELATONIN: Source = {
  title: 'NCCIH — Melatonin: what you need to know',
  url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
};
const MCRORIE_FIBRE: Source = {
  title: 'McRorie JW. Evidence-based approach to fiber supplements and clinically meaningful health benefits, part 1. Nutrition Today 2015',
  url: 'https://doi.org/10.1097/NT.0000000000000082',
};
const NCCIH_COQ10: Source = { title: 'NCCIH — Coenzyme Q10', url: 'https://www.nccih.nih.gov/health/coenzyme-q10' };
const LPI_COQ10: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Coenzyme Q10',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/coenzyme-Q10',
};
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};
const NMN_REVIEW: Source = {
  title: 'Advances in Nutrition (2023) — The safety and antiaging effects of nicotinamide mononucleotide in human clinical trials: an update',
  url: 'https://pubmed.ncbi.nlm.nih.gov/37619764/',
};
const GLUTATHIONE_TRIAL: Source = {
  title: 'European Journal of Nutrition (2015) — Randomized controlled trial of oral glutathione supplementation on body stores of glutathione',
  url: 'https://pubmed.ncbi.nlm.nih.gov/24791752/',
};
const NCCIH_PROBIOTICS: Source = {
  title: 'NCCIH — Probiotics: what you need to know',
  url: 'https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know',
};
const ODS_PROBIOTICS: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const MAYO_PREBIOTICS: Source = {
  title: 'Mayo Clinic — Prebiotics, probiotics and your health',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/probiotics/faq-20058065',
};
const GLUTAMINE_TRIAL: Source = {
  title: 'Zhou et al., Gut 2019 — Randomised placebo-controlled trial of dietary glutamine supplements for post-infectious IBS, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/30108163/',
};
const MSKCC_GLUTAMINE: Source = {
  title: 'Memorial Sloan Kettering Cancer Center, About Herbs — Glutamine',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/glutamine',
};
const HOPKINS_ENZYMES: Source = {
  title: 'Johns Hopkins Medicine — Digestive enzymes and digestive enzyme supplements',
  url: 'https://www.hopkinsmedicine.org/health/wellness-and-prevention/digestive-enzymes-and-digestive-enzyme-supplements',
};
const NCCIH_BROMELAIN: Source = { title: 'NCCIH — Bromelain', url: 'https://www.nccih.nih.gov/health/bromelain' };
const CITICOLINE_COCHRANE: Source = {
  title: 'Fioravanti & Yanagi, Cochrane review 2005 — CDP-choline for cognitive and behavioural disturbances in the elderly, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/15846601/',
};
const ODS_CHOLINE: Source = {
  title: 'NIH Office of Dietary Supplements — Choline fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/',
};
const THEANINE_REVIEW: Source = {
  title: 'Hidese et al., Nutrients 2019 — Effects of L-theanine on stress-related symptoms and cognitive functions in healthy adults, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/31623400/',
};
const THEANINE_CAFFEINE_TRIAL: Source = {
  title: 'Owen et al., Nutritional Neuroscience 2008 — The combined effects of L-theanine and caffeine on cognitive performance and mood, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/18681988/',
};
const FDA_PHOSPHATIDYLSERINE: Source = {
  title: 'US FDA — Qualified health claims: letters of enforcement discretion (phosphatidylserine)',
  url: 'https://www.fda.gov/food/food-labeling-nutrition/qualified-health-claims-letters-enforcement-discretion',
};
const EFSA_PQQ: Source = {
  title: 'EFSA Journal (2017) — Safety of pyrroloquinoline quinone disodium salt as a novel food',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5058',
};
const HYALURONAN_TRIAL: Source = {
  title: 'Nutrients (2021) — Oral hyaluronan relieves wrinkles and improves dry skin: a 12-week placebo-controlled study',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8308347/',
};
const SPERMIDINE_TRIAL: Source = {
  title: 'JAMA Network Open (2022) — Effects of spermidine supplementation on cognition in older adults: a randomized clinical trial',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9136623/',
};
const LPI_RESVERATROL: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Resveratrol',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/resveratrol',
};
const EFSA_ASTAXANTHIN: Source = {
  title: 'EFSA Journal (2020) — Safety of astaxanthin for its use as a novel food in food supplements',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5993',
};
const MSKCC_NATTOKINASE: Source = {
  title: 'Memorial Sloan Kettering Cancer Center, About Herbs — Nattokinase',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/nattokinase',
};
const MSKCC_5HTP: Source = {
  title: 'Memorial Sloan Kettering Cancer Center — About Herbs: 5-HTP',
  url: 'https://www.mskcc.org/cancer-care/integrative-medicine/herbs/5-htp-01',
};
const MEDLINE_SEROTONIN_SYNDROME: Source = { title: 'MedlinePlus — Serotonin syndrome', url: 'https://medlineplus.gov/ency/article/007272.htm' };
const ODS_CHROMIUM: Source = {
  title: 'NIH Office of Dietary Supplements — Chromium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Chromium-HealthProfessional/',
};
const ODS_IODINE: Source = {
  title: 'NIH Office of Dietary Supplements — Iodine fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
};
const NHS_VEGAN: Source = {
  title: 'NHS — The vegan diet',
  url: 'https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegan-diet/',
};
const ISSN_CREATINE: Source = {
  title:
    'Antonio J et al. Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show? J Int Soc Sports Nutr 2021;18:13',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-021-00412-w',
};
const ODS_EXERCISE: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary supplements for exercise and athletic performance, fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer/',
};
const WHO_SUGARS: Source = {
  title: 'World Health Organization — Guideline: sugars intake for adults and children',
  url: 'https://www.who.int/publications/i/item/9789241549028',
};
const NHS_LACTOSE: Source = { title: 'NHS — Lactose intolerance', url: 'https://www.nhs.uk/conditions/lactose-intolerance/' };
const NIDDK_LACTOSE_DIET: Source = {
  title: 'NIDDK — Eating, diet and nutrition for lactose intolerance',
  url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/lactose-intolerance/eating-diet-nutrition',
};
const NHS_COELIAC_TREATMENT: Source = { title: 'NHS — Coeliac disease: treatment', url: 'https://www.nhs.uk/conditions/coeliac-disease/treatment/' };
const MONASH_FODMAP: Source = { title: 'Monash University — About FODMAPs and IBS', url: 'https://www.monashfodmap.com/about-fodmap-and-ibs/' };
const LPI_FLAVONOIDS: Source = {
  title: 'Linus Pauling Institute, Oregon State University — Flavonoids',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/flavonoids',
};
const NCCIH_GREEN_TEA: Source = { title: 'NCCIH — Green tea', url: 'https://www.nccih.nih.gov/health/green-tea' };
const EFSA_GREEN_TEA_CATECHINS: Source = {
  title: 'EFSA Journal (2018) — Scientific opinion on the safety of green tea catechins',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5239',
};
const MAYO_ACV: Source = {
  title: 'Mayo Clinic — Apple cider vinegar for weight loss (expert answers)',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/apple-cider-vinegar-for-weight-loss/faq-20058394',
};
const NCCIH_ASHWAGANDHA: Source = { title: 'NCCIH — Ashwagandha', url: 'https://www.nccih.nih.gov/health/ashwagandha' };
const ODS_ASHWAGANDHA: Source = {
  title: 'NIH Office of Dietary Supplements — Ashwagandha fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/',
};
const NCCIH_TURMERIC: Source = { title: 'NCCIH — Turmeric', url: 'https://www.nccih.nih.gov/health/turmeric' };
const EFSA_CURCUMIN: Source = {
  title: 'EFSA Journal (2010) — Scientific opinion on the re-evaluation of curcumin (E 100) as a food additive',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/1679',
};
const NCCIH_GARLIC: Source = { title: 'NCCIH — Garlic', url: 'https://www.nccih.nih.gov/health/garlic' };
const NCCIH_GINKGO: Source = { title: 'NCCIH — Ginkgo', url: 'https://www.nccih.nih.gov/health/ginkgo' };
const NCCIH_ST_JOHNS_WORT: Source = { title: "NCCIH — St. John's wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' };
const NCCIH_ECHINACEA: Source = { title: 'NCCIH — Echinacea', url: 'https://www.nccih.nih.gov/health/echinacea' };
const NCCIH_ELDER: Source = { title: 'NCCIH — European Elder (elderberry)', url: 'https://www.nccih.nih.gov/health/european-elder' };
const GILOY_LIVER_STUDY: Source = {
  title: 'Tinospora cordifolia (giloy)-induced liver injury during the COVID-19 pandemic: multicenter nationwide study from India. Hepatol Commun 2022',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9134809/',
};
const CHYAWANPRASH_REVIEW: Source = {
  title: 'Sharma R et al. Chyawanprash: a traditional Indian bioactive health supplement. Biomolecules 2019',
  url: 'https://doi.org/10.3390/biom9050161',
};
const NCCIH_DIABETES_SUPPLEMENTS: Source = {
  title: 'NCCIH — Diabetes and Dietary Supplements: What You Need To Know',
  url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements',
};
const NCCIH_RED_YEAST_RICE: Source = { title: 'NCCIH — Red yeast rice', url: 'https://www.nccih.nih.gov/health/red-yeast-rice' };
const EFSA_MONACOLINS: Source = {
  title: 'EFSA Journal (2018) — Scientific opinion on the safety of monacolins in red yeast rice',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5368',
};
const NCCIH_ASIAN_GINSENG: Source = { title: 'NCCIH — Asian ginseng', url: 'https://www.nccih.nih.gov/health/asian-ginseng' };
const NCCIH_LICORICE: Source = { title: 'NCCIH — Licorice root', url: 'https://www.nccih.nih.gov/health/licorice-root' };
const FDA_BLACK_LICORICE: Source = {
  title: 'US FDA — Black licorice: trick or treat?',
  url: 'https://www.fda.gov/consumers/consumer-updates/black-licorice-trick-or-treat',
};
const STATPEARLS_BACOPA: Source = { title: 'StatPearls (NCBI Bookshelf) — Bacopa monnieri', url: 'https://www.ncbi.nlm.nih.gov/books/NBK589635/' };
const LIVERTOX_LIONS_MANE: Source = { title: "LiverTox (NCBI Bookshelf) — Lion's mane", url: 'https://www.ncbi.nlm.nih.gov/books/NBK599740/' };
const NCCIH_RHODIOLA: Source = { title: 'NCCIH — Rhodiola', url: 'https://www.nccih.nih.gov/health/rhodiola' };
const ARJUNA_REVIEW: Source = {
  title: 'Journal of Traditional and Complementary Medicine (2014) — Revisiting Terminalia arjuna, an ancient cardiovascular drug',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4220499/',
};
const NCCIH_HAWTHORN: Source = { title: 'NCCIH — Hawthorn', url: 'https://www.nccih.nih.gov/health/hawthorn' };
const BEETROOT_BP_REVIEW: Source = {
  title: 'Advances in Nutrition (2017) — Beetroot juice and blood pressure: a systematic review and meta-analysis',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5683004/',
};
const NCCIH_HORSE_CHESTNUT: Source = { title: 'NCCIH — Horse chestnut', url: 'https://www.nccih.nih.gov/health/horse-chestnut' };
const TRIPHALA_REVIEW: Source = {
  title: 'Peterson et al., Journal of Alternative and Complementary Medicine 2017 — Therapeutic uses of triphala in Ayurvedic medicine, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5567597/',
};
const NCCIH_GINGER: Source = { title: 'NCCIH — Ginger', url: 'https://www.nccih.nih.gov/health/ginger' };

export const SHARED_COVERAGE_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // What is it?
  {
    id: 'shared-coverage-iron-what_is',
    topic: 'iron',
    intent: 'what_is',
    question: 'What is iron and why do I need it? What does iron do in the body?',
    answer:
      'Iron is a mineral your body uses to make haemoglobin, the protein in red blood cells that carries oxygen, and myoglobin in muscles. Adults need about 8 mg a day (men) and 18 mg (women aged 19 to 50).',
    detail:
      'Too little iron leads to anaemia, with tiredness and breathlessness. Pregnancy raises the need to 27 mg a day; see a doctor before taking iron for tiredness.',
    source: ODS_IRON,
  },
  {
    id: 'shared-coverage-vitamin-b12-what_is',
    topic: 'vitamin-b12',
    intent: 'what_is',
    question: 'What is vitamin B12 and what does it do? Why do I need B12?',
    answer:
      'Vitamin B12 (cobalamin) keeps nerves healthy and helps make red blood cells and DNA. It comes naturally only from animal foods. Adults need 2.4 µg a day.',
    detail:
      'Low B12 can cause tiredness, anaemia, tingling hands or feet and memory problems. Vegans, older adults and people on metformin or acid-reducing medicines are more at risk.',
    source: ODS_B12,
  },
  {
    id: 'shared-coverage-calcium-what_is',
    topic: 'calcium',
    intent: 'what_is',
    question: 'What is calcium and why do I need it? What does calcium do?',
    answer:
      'Calcium is the mineral that builds bones and teeth; it also helps muscles contract, nerves send signals and the heart keep its rhythm. Adults need 1,000 mg a day, rising to 1,200 mg for women over 50 and men over 70.',
    detail: 'When you eat too little, your body takes calcium from your bones. Vitamin D helps you absorb it.',
    source: ODS_CALCIUM,
  },
  {
    id: 'shared-coverage-folate-what_is',
    topic: 'folate',
    intent: 'what_is',
    question: 'What is folate? Is folic acid the same as folate? What does vitamin B9 do?',
    answer:
      'Folate (vitamin B9) helps make DNA and new cells, including red blood cells. Folic acid is the man-made form in supplements and fortified foods. Adults need 400 µg DFE a day, 600 µg in pregnancy.',
    detail: 'Taking 400 µg of folic acid a day before conception and until week 12 of pregnancy lowers the risk of neural tube defects such as spina bifida.',
    source: ODS_FOLATE,
  },
  {
    id: 'shared-coverage-vitamin-k-what_is',
    topic: 'vitamin-k',
    intent: 'what_is',
    question: 'What is vitamin K? What is the difference between K1 and K2? What does vitamin K do?',
    answer:
      'Vitamin K helps your blood clot and helps make proteins for healthy bones. K1 comes mainly from green leafy vegetables; K2 from fermented foods such as natto and cheese, and from animal foods. Adults need 90 µg (women) to 120 µg (men) a day.',
    detail: 'Vitamin K affects blood thinners such as warfarin: if you take one, keep your vitamin K intake steady and ask your doctor before any supplement.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-coverage-vitamin-a-what_is',
    topic: 'vitamin-a',
    intent: 'what_is',
    question: 'What is vitamin A? What does vitamin A do? Is beta carotene vitamin A?',
    answer:
      'Vitamin A keeps your eyes working in dim light and supports immunity, skin and growth. Retinol comes from animal foods; beta-carotene from orange and green plants is turned into vitamin A. Adults need 700 µg (women) to 900 µg (men) RAE a day.',
    detail:
      'Preformed vitamin A (retinol) can build up to harmful levels; the adult upper limit is 3,000 µg a day. Beta-carotene from food does not cause that.',
    source: ODS_VITAMIN_A,
  },
  {
    id: 'shared-coverage-potassium-what_is',
    topic: 'potassium',
    intent: 'what_is',
    question: 'What is potassium and why do I need it? What does potassium do?',
    answer:
      'Potassium is a mineral and electrolyte that helps nerves, muscles and the heart work and balances fluid in the body. It also helps offset salt in blood pressure. Adults need about 3,400 mg (men) or 2,600 mg (women) a day.',
    detail: 'Most people get less than that. Fruit, vegetables, pulses, nuts, milk and curd are the best sources; supplements are for a doctor to decide.',
    source: ODS_POTASSIUM,
  },
  {
    id: 'shared-coverage-salt-what_is',
    topic: 'salt',
    intent: 'what_is',
    question: 'What is the difference between salt and sodium? How do I convert sodium to salt on a label?',
    answer:
      'Salt is sodium chloride; sodium is the part that raises blood pressure. To turn label sodium into salt, multiply by 2.5: 1 g of sodium is 2.5 g of salt. WHO advises under 5 g of salt (2 g of sodium) a day.',
    detail: 'Five grams of salt is about one level teaspoon, and that includes the salt already in bread, pickles, papad, namkeen and sauces.',
    source: WHO_SALT,
  },
  {
    id: 'shared-coverage-protein-what_is',
    topic: 'protein',
    intent: 'what_is',
    question: 'What is protein and why do I need it? What does protein do in the body?',
    answer:
      'Protein is made of amino acids that your body uses to build and repair muscle, skin, organs, enzymes, hormones and antibodies. It gives 4 kcal per gram. Adults need about 0.8 g per kg of body weight a day.',
    detail: 'Your body cannot store spare protein, so you need some every day from foods such as dal, milk, curd, eggs, fish, meat, soya, nuts and seeds.',
    source: MEDLINE_PROTEIN,
  },
  {
    id: 'shared-coverage-iodine-what_is',
    topic: 'iodine',
    intent: 'what_is',
    question: 'What is iodine and why do I need it? What does iodine do for the thyroid?',
    answer:
      'Iodine is a mineral your thyroid uses to make thyroid hormones, which control metabolism and, in pregnancy and infancy, brain development. Adults need 150 µg a day.',
    detail: 'Too little can cause goitre and hypothyroidism; too much can also upset the thyroid. In India, iodised salt is the main source.',
    source: ODS_IODINE,
  },
  {
    id: 'shared-coverage-sugar-what_is',
    topic: 'sugar',
    intent: 'what_is',
    question: 'What are free sugars? What counts as added sugar? Is the sugar in fruit and milk a problem?',
    answer:
      'Free sugars are sugars added to food and drinks (sugar, jaggery, honey, syrups) plus the sugar in fruit juice. Sugar inside whole fruit, vegetables and plain milk does not count. WHO advises keeping free sugars under 10% of energy, ideally under 5%.',
    detail: 'For most adults 5% is about 25 g, six teaspoons, a day. Jaggery and honey count just like white sugar.',
    source: WHO_SUGARS,
  },
  {
    id: 'shared-coverage-red-yeast-rice-what_is',
    topic: 'red-yeast-rice',
    intent: 'what_is',
    question: 'What is red yeast rice? Is red yeast rice a natural statin? How does red yeast rice work?',
    answer:
      'Red yeast rice is rice fermented with a mould, Monascus purpureus. Some products contain monacolin K, which is chemically the same as the cholesterol medicine lovastatin, so it can lower LDL cholesterol the way a statin does.',
    detail:
      'How much monacolin K a product contains varies widely, and some contain citrinin, a toxin that can harm the kidneys. Talk to your doctor before using it.',
    source: NCCIH_RED_YEAST_RICE,
  },
  {
    id: 'shared-coverage-ginseng-what_is',
    topic: 'ginseng',
    intent: 'what_is',
    question: 'What is ginseng? What is ginseng good for? What is the difference between Asian and American ginseng?',
    answer:
      'Ginseng is the root of Panax plants: Asian (Korean) ginseng and American ginseng. It is used for energy, wellbeing, thinking and blood sugar, but the evidence for these is limited and mixed.',
    detail:
      '"Siberian ginseng" is a different plant (eleuthero) and is not true ginseng. Ginseng may lower blood sugar, so people with diabetes should ask their doctor first.',
    source: NCCIH_ASIAN_GINSENG,
  },
  {
    id: 'shared-coverage-liquorice-what_is',
    topic: 'liquorice',
    intent: 'what_is',
    question: 'What is mulethi (liquorice root)? What is licorice root used for?',
    answer:
      'Liquorice (mulethi) is the root of Glycyrrhiza glabra, used as a sweetener and in Ayurveda for cough, sore throat and indigestion. There is little good evidence it treats these. Its sweet compound, glycyrrhizin, can raise blood pressure.',
    detail: 'DGL (deglycyrrhizinated liquorice) has most of the glycyrrhizin removed. Many "liquorice" sweets are flavoured with anise and contain none.',
    source: NCCIH_LICORICE,
  },

  // How much?
  {
    id: 'shared-coverage-collagen-dose',
    topic: 'collagen',
    intent: 'dose',
    question: 'Is one scoop of collagen enough? How many grams of collagen is in my scoop? Is the scoop on my collagen tub the right dose?',
    answer:
      'Check the grams of collagen per scoop on the label, not the scoop size. Studies used 2.5 to 10 g a day: a 10 g scoop matches joint studies, and 2.5 to 5 g matches skin studies. More has not been shown to work better.',
    detail: 'Level the scoop, or weigh it once on a kitchen scale. Give it 8 to 12 weeks, and count it as a little extra protein, not a protein meal.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-coverage-protein-dose',
    topic: 'protein',
    intent: 'dose',
    question: 'Is one scoop of protein powder enough? How much protein is in a scoop? Should I take one or two scoops of whey?',
    answer:
      'Read the grams of protein per scoop on the label: most give 20 to 30 g. One scoop is usually right after training or with a meal, as 20 to 40 g per serving is enough; two scoops suit only low-protein meals.',
    detail: 'Count the scoop in your daily total, about 0.8 g per kg, or 1.4 to 2.0 g per kg if you train. Level the scoop; heaped scoops hold more.',
    source: ISSN_PROTEIN,
  },
  {
    id: 'shared-coverage-creatine-dose',
    topic: 'creatine',
    intent: 'dose',
    question: 'Is the scoop in my creatine tub the right dose? How many grams is a scoop of creatine? Is a teaspoon of creatine 5 g?',
    answer:
      'Check the label for grams per scoop: 3 to 5 g of creatine monohydrate a day is the right amount for most adults. If the scoop holds more, weigh 3 to 5 g once to see how full it should be.',
    detail: 'Heaped scoops and teaspoons vary a lot. Bigger doses only matter for an optional 5 to 7 day loading phase, which is not needed.',
    source: ISSN_CREATINE,
  },
  {
    id: 'shared-coverage-iodine-dose',
    topic: 'iodine',
    intent: 'dose',
    question: 'How much iodine do I need a day? What is the safe upper limit of iodine?',
    answer:
      'Adults need 150 µg of iodine a day, 220 µg in pregnancy and 290 µg when breastfeeding. The upper limit for adults is 1,100 µg a day from all sources.',
    detail:
      'Iodised salt used in normal amounts usually covers adult needs. Kelp and seaweed supplements can far exceed the limit, so avoid them unless your doctor advises.',
    source: ODS_IODINE,
  },
  {
    id: 'shared-coverage-prebiotics-dose',
    topic: 'prebiotics',
    intent: 'dose',
    question: 'How much inulin or FOS should I take a day? What is the dose of a prebiotic powder?',
    answer:
      'There is no official dose. Start with 2 to 3 g of inulin or FOS a day and increase slowly over a few weeks to around 5 to 10 g, as studies commonly used. Larger amounts often cause gas and bloating.',
    detail: 'Drink enough water. If you have IBS, prebiotics are high in FODMAPs and may worsen symptoms; ask your doctor or a dietitian first.',
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'shared-coverage-digestive-enzymes-dose',
    topic: 'digestive-enzymes',
    intent: 'dose',
    question: 'How much digestive enzyme should I take? How many lactase tablets do I need?',
    answer:
      'Over-the-counter enzyme blends have no standard dose: follow the label, usually one capsule with a main meal. Lactase is dosed by how much dairy you eat, taken with the first bite. Prescription pancreatic enzymes are dosed by your doctor.',
    detail: 'If you need enzymes to digest most meals, or have greasy stools or weight loss, see a doctor: these can be signs of pancreatic problems.',
    source: HOPKINS_ENZYMES,
  },
  {
    id: 'shared-coverage-phosphatidylserine-dose',
    topic: 'phosphatidylserine',
    intent: 'dose',
    question: 'How much phosphatidylserine should I take a day? What dose of PS did studies use?',
    answer:
      'There is no established dose. Memory studies in older adults mostly used 100 mg three times a day (300 mg a day) for up to 12 weeks. Evidence is limited: the FDA allows only a qualified claim about reducing the risk of cognitive decline.',
    detail: 'Most products today are made from soy or sunflower. If your memory is getting worse, see a doctor rather than treating it yourself.',
    source: FDA_PHOSPHATIDYLSERINE,
  },
  {
    id: 'shared-coverage-resveratrol-dose',
    topic: 'resveratrol',
    intent: 'dose',
    question: 'How much resveratrol should I take a day? What dose of resveratrol is used in studies?',
    answer:
      'There is no established dose. Human studies mostly used 150 to 500 mg a day, and some up to 1 to 2 g. Benefits in people are not proven, and a glass of red wine gives under 1 mg.',
    detail:
      'Doses of 2.5 g a day or more often caused nausea and diarrhoea. Resveratrol may add to the effect of blood thinners; ask a pharmacist if you take one.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'shared-coverage-tryptophan-dose',
    topic: 'tryptophan',
    intent: 'dose',
    question: 'How much 5-HTP or tryptophan should I take? What dose of 5-HTP is safe?',
    answer:
      'There is no established supplement dose. Studies of 5-HTP mostly used 150 to 300 mg a day; most people already get around 1 g of tryptophan a day from food.',
    detail:
      'Never combine 5-HTP or tryptophan with antidepressants, triptans or other serotonin medicines: together they can cause serotonin syndrome. Ask a pharmacist before starting.',
    source: MSKCC_5HTP,
  },
  {
    id: 'shared-coverage-lactose-dose',
    topic: 'lactose',
    intent: 'dose',
    question: 'How much milk can I have if I am lactose intolerant? How much lactose is OK?',
    answer:
      'Most people with lactose intolerance can manage about 12 g of lactose at a time, roughly one cup (250 ml) of milk, especially with a meal. Spreading dairy across the day helps.',
    detail: 'Curd and yoghurt with live cultures and hard cheeses have less lactose and are usually easier. Find your own limit by trying small amounts.',
    source: NIDDK_LACTOSE_DIET,
  },
  {
    id: 'shared-coverage-gluten-dose',
    topic: 'gluten',
    intent: 'dose',
    question: 'How much gluten is safe with coeliac disease? Is a little gluten OK if I have celiac disease?',
    answer:
      'With coeliac disease there is no safe everyday amount: you need a strict gluten-free diet for life, because even small amounts, such as crumbs or shared flour, can damage the gut lining without obvious symptoms.',
    detail:
      'Avoid wheat, barley and rye, including atta, maida, sooji and most bread. Oats are fine only if labelled gluten-free. A dietitian can help you plan.',
    source: NHS_COELIAC_TREATMENT,
  },
  {
    id: 'shared-coverage-cfu-dose',
    topic: 'cfu',
    intent: 'dose',
    question: 'How many CFU do I need in a probiotic? Is 50 billion CFU better than 10 billion?',
    answer:
      'There is no set CFU dose. Many studied products give 1 to 10 billion CFU a day, and some more. A higher CFU count does not by itself mean a better effect; the strain matters more.',
    detail: 'Choose a product that names the strain and says the CFU count is guaranteed until the end of its shelf life, not only at manufacture.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'shared-coverage-polyphenols-dose',
    topic: 'polyphenols',
    intent: 'dose',
    question: 'How much polyphenols do I need a day? What dose of flavonoids should I take?',
    answer:
      'There is no recommended daily amount of polyphenols or flavonoids. Eat them from a variety of fruits, vegetables, pulses, whole grains, tea, coffee, cocoa, nuts and spices rather than concentrated supplements.',
    detail: 'Supplements give far higher doses than food, and their benefits are unproven. Concentrated green tea extract has been linked to liver injury.',
    source: LPI_FLAVONOIDS,
  },
  {
    id: 'shared-coverage-turmeric-dose',
    topic: 'turmeric',
    intent: 'dose',
    question: 'How much turmeric or curcumin should I take a day? What dose of curcumin is used in studies?',
    answer:
      'There is no established dose. Studies, mostly for knee pain, often used about 1 g of curcumin extract a day, split into two doses, for 8 to 12 weeks. Turmeric used in cooking is safe.',
    detail:
      "For curcumin as a food colour, Europe's acceptable daily intake is 3 mg per kg of body weight, about 210 mg for 70 kg. Liver injury has been reported with supplements.",
    source: EFSA_CURCUMIN,
  },
  {
    id: 'shared-coverage-garlic-dose',
    topic: 'garlic',
    intent: 'dose',
    question: 'How much garlic should I take a day? What is the dose of aged garlic extract?',
    answer:
      'There is no established dose. Blood pressure studies mostly used 600 to 1,200 mg a day of aged garlic extract for about 12 weeks. Eating a clove or two of garlic a day in food is safe for most people.',
    detail: 'Garlic supplements may increase bleeding with blood thinners such as warfarin, and before surgery. Ask a pharmacist if you take medicines.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'shared-coverage-ginkgo-dose',
    topic: 'ginkgo',
    intent: 'dose',
    question: 'How much ginkgo biloba should I take a day? What dose of ginkgo is used?',
    answer:
      'There is no established dose. Studies mostly used 120 to 240 mg a day of a standardised leaf extract, split into two or three doses. A large trial using 240 mg a day found it did not prevent dementia.',
    detail: 'Use only leaf extracts; raw ginkgo seeds are poisonous. Ginkgo may raise bleeding risk with blood thinners, so ask a pharmacist first.',
    source: NCCIH_GINKGO,
  },
  {
    id: 'shared-coverage-st-johns-wort-dose',
    topic: 'st-johns-wort',
    intent: 'dose',
    question: "How much St John's wort should I take? What is the dose of hypericum?",
    answer:
      "There is no dose we can recommend without a doctor: studies for mild depression mostly used 900 mg a day of a standardised extract (300 mg three times a day). St John's wort weakens many medicines.",
    detail:
      'It can stop the contraceptive pill, blood thinners, HIV drugs, transplant drugs and others from working, and is dangerous with antidepressants. Ask a pharmacist before taking it.',
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'shared-coverage-echinacea-dose',
    topic: 'echinacea',
    intent: 'dose',
    question: 'How much echinacea should I take for a cold? What is the dose of echinacea?',
    answer:
      'There is no established dose: studies used different species, plant parts and preparations, and results were mixed. Follow the product label and use it only for short periods, such as the first days of a cold.',
    detail: 'People allergic to ragweed, daisies or marigolds may react to echinacea. Stop it if you get a rash.',
    source: NCCIH_ECHINACEA,
  },
  {
    id: 'shared-coverage-elderberry-dose',
    topic: 'elderberry',
    intent: 'dose',
    question: 'How much elderberry syrup should I take? What is the dose of elderberry?',
    answer:
      'There is no established dose. Small studies gave elderberry extract several times a day for about 5 days, starting early in flu-like illness. Follow the product label and use only cooked, commercial preparations.',
    detail: 'Raw or unripe elderberries, leaves and stems can cause vomiting and diarrhoea. Evidence is limited; see a doctor if flu symptoms are severe.',
    source: NCCIH_ELDER,
  },
  {
    id: 'shared-coverage-berberine-dose',
    topic: 'berberine',
    intent: 'dose',
    question: 'How much berberine should I take a day? What dose of berberine is used?',
    answer:
      'There is no established dose. Studies, mostly on blood sugar and cholesterol, used 500 mg two or three times a day with meals (1 to 1.5 g a day) for up to 3 months.',
    detail:
      'Berberine can cause constipation or diarrhoea and interacts with many medicines, including diabetes drugs. It is unsafe in pregnancy, breastfeeding and for newborns.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },
  {
    id: 'shared-coverage-red-yeast-rice-dose',
    topic: 'red-yeast-rice',
    intent: 'dose',
    question: 'How much red yeast rice should I take? Is 3 mg of monacolin K safe?',
    answer:
      'There is no safe dose set. EFSA could not name an intake of monacolins that raises no concern, and the EU now limits supplements to under 3 mg of monacolins a day. Studies often used products giving about 3 to 10 mg.',
    detail: 'Products vary widely, so the dose on the label may not be what you get. Talk to your doctor; do not take it with a statin.',
    source: EFSA_MONACOLINS,
  },
  {
    id: 'shared-coverage-ginseng-dose',
    topic: 'ginseng',
    intent: 'dose',
    question: 'How much ginseng should I take a day? What dose of Korean ginseng is used?',
    answer:
      'There is no established dose. Studies of Asian ginseng commonly used about 200 to 400 mg of a standardised extract, or 1 to 2 g of dried root, a day for up to 12 weeks. Short-term use appears safe for most adults.',
    detail:
      'Long-term safety is unknown, so many people take breaks. Avoid it in pregnancy and breastfeeding, and ask a pharmacist if you take diabetes or blood-thinning medicines.',
    source: NCCIH_ASIAN_GINSENG,
  },
  {
    id: 'shared-coverage-liquorice-dose',
    topic: 'liquorice',
    intent: 'dose',
    question: 'How much mulethi can I take a day? How much liquorice is too much?',
    answer:
      'There is no established dose. Small amounts in food, tea or lozenges for a few days are generally fine. Large amounts, or daily use for several weeks, can raise blood pressure and lower potassium.',
    detail: 'The FDA warns that adults over 40 eating about 60 g (2 oz) of black liquorice a day for two weeks can develop an irregular heartbeat.',
    source: FDA_BLACK_LICORICE,
  },
  {
    id: 'shared-coverage-rhodiola-dose',
    topic: 'rhodiola',
    intent: 'dose',
    question: 'How much rhodiola should I take a day? What dose of rhodiola rosea is used?',
    answer:
      'There is no established dose. Studies for fatigue and stress mostly used about 200 to 600 mg a day of a standardised root extract for a few weeks, and the evidence is limited.',
    detail: 'Side effects reported include dizziness, dry mouth and trouble sleeping. Safety in pregnancy is unknown.',
    source: NCCIH_RHODIOLA,
  },
  {
    id: 'shared-coverage-arjuna-dose',
    topic: 'arjuna',
    intent: 'dose',
    question: 'How much arjuna should I take? What is the dose of arjuna bark?',
    answer:
      'There is no established dose. Small Indian studies in heart patients used about 500 mg of arjuna bark powder or extract two or three times a day, alongside their usual medicines.',
    detail: 'Arjuna is not a replacement for heart medicines. If you have heart disease or take blood pressure or blood-thinning drugs, ask your doctor first.',
    source: ARJUNA_REVIEW,
  },
  {
    id: 'shared-coverage-triphala-dose',
    topic: 'triphala',
    intent: 'dose',
    question: 'How much triphala should I take? What is the dose of triphala churna or tablets?',
    answer:
      'There is no established dose. Traditional use and small studies range from about 500 mg to a few grams of powder a day, often at bedtime with warm water. Follow the product label and start low.',
    detail: 'Triphala can loosen stools. If constipation lasts more than three weeks or comes with blood or weight loss, see a doctor.',
    source: TRIPHALA_REVIEW,
  },
  {
    id: 'shared-coverage-ginger-dose',
    topic: 'ginger',
    intent: 'dose',
    question: 'How much ginger should I take for nausea? What dose of ginger is safe?',
    answer:
      'There is no established dose. Nausea studies mostly used about 1 g of ginger a day, split into smaller doses. Ginger in food and tea is safe for most people.',
    detail: 'Large amounts can cause heartburn or stomach upset. If you are pregnant or take a blood thinner, ask your doctor or midwife before supplements.',
    source: NCCIH_GINGER,
  },
  {
    id: 'shared-coverage-adaptogens-dose',
    topic: 'adaptogens',
    intent: 'dose',
    question: 'How much of an adaptogen should I take? What dose of adaptogens is right?',
    answer:
      'There is no dose for adaptogens as a group; each herb differs. Ashwagandha studies mostly used 250 to 600 mg of root extract a day; rhodiola studies about 200 to 600 mg.',
    detail: 'Blends often hide small amounts of each herb. Check the amount of each herb per serving, and ask a pharmacist if you take medicines.',
    source: ODS_ASHWAGANDHA,
  },
  {
    id: 'shared-coverage-green-tea-dose',
    topic: 'green-tea',
    intent: 'dose',
    question: 'How many cups of green tea a day is safe? How much green tea extract or EGCG can I take?',
    answer:
      'Brewed green tea is safe for most adults at 3 to 5 cups a day. For extracts there is no established dose: EFSA found that 800 mg or more of EGCG a day from supplements raised liver enzymes.',
    detail: 'A cup of green tea has roughly 30 to 50 mg of caffeine, so count it towards the 400 mg daily limit, or 200 mg in pregnancy.',
    source: EFSA_GREEN_TEA_CATECHINS,
  },
  {
    id: 'shared-coverage-apple-cider-vinegar-dose',
    topic: 'apple-cider-vinegar',
    intent: 'dose',
    question: 'How much apple cider vinegar should I take a day? How many tablespoons of ACV?',
    answer:
      'There is no established dose. Small studies used 1 to 2 tablespoons (15 to 30 ml) a day, always diluted in a large glass of water. Evidence for weight loss or blood sugar is weak.',
    detail: 'Never drink it neat: it can burn the throat and wear down tooth enamel. Large amounts over time may lower potassium.',
    source: MAYO_ACV,
  },
  {
    id: 'shared-coverage-beetroot-dose',
    topic: 'beetroot',
    intent: 'dose',
    question: 'How much beetroot juice should I drink a day? How much nitrate is in beet juice?',
    answer:
      'There is no official dose. Blood pressure studies mostly gave about 300 to 500 mg of nitrate a day, roughly 250 to 500 ml of beetroot juice or one 70 ml concentrated shot, for a few weeks.',
    detail: 'Pink urine afterwards is harmless. Beetroot is high in oxalate, so people prone to kidney stones should ask their doctor.',
    source: BEETROOT_BP_REVIEW,
  },

  // When to take it?
  {
    id: 'shared-coverage-calcium-timing',
    topic: 'calcium',
    intent: 'timing',
    question: 'When should I take calcium? Should calcium be taken with food? Can I take calcium and iron together?',
    answer:
      'Take calcium carbonate with a meal; calcium citrate works with or without food. Take no more than 500 mg at a time, so split larger doses between breakfast and dinner.',
    detail:
      'Keep calcium at least 2 hours from iron tablets, 4 hours from levothyroxine, and apart from some antibiotics (tetracyclines, quinolones). Ask a pharmacist for exact gaps.',
    source: ODS_CALCIUM,
  },
  {
    id: 'shared-coverage-vitamin-k-timing',
    topic: 'vitamin-k',
    intent: 'timing',
    question: 'When should I take vitamin K2? Should vitamin K be taken with food? Morning or night?',
    answer: 'Vitamin K is fat-soluble, so take it with a meal that contains some fat. Morning or night does not matter: take it at the same time each day.',
    detail: 'If you take warfarin, do not start, stop or change vitamin K without your doctor, as it changes how the medicine works.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-coverage-vitamin-a-timing',
    topic: 'vitamin-a',
    intent: 'timing',
    question: 'When should I take vitamin A? Should vitamin A be taken with food?',
    answer: 'Take vitamin A or beta-carotene with a meal that contains some fat, which helps you absorb it. Time of day does not matter; take it consistently.',
    detail:
      'Avoid doubling up: check whether your multivitamin or fish liver oil already has vitamin A. In pregnancy, avoid vitamin A supplements unless your doctor advises them.',
    source: NHS_VITAMIN_A,
  },
  {
    id: 'shared-coverage-vitamin-e-timing',
    topic: 'vitamin-e',
    intent: 'timing',
    question: 'When should I take vitamin E? Should vitamin E be taken with food?',
    answer:
      'Take vitamin E with a meal that contains some fat, as it is fat-soluble and absorbed better that way. Morning or night does not matter; take it consistently.',
    detail: 'High doses may raise bleeding risk with blood thinners; tell your doctor before surgery and ask a pharmacist if you take warfarin or aspirin.',
    source: ODS_VITAMIN_E,
  },
  {
    id: 'shared-coverage-potassium-timing',
    topic: 'potassium',
    intent: 'timing',
    question: 'When should I take potassium tablets? Should potassium be taken with food?',
    answer:
      'Take prescribed potassium with food or just after a meal, with a full glass of water, at the same time each day. Swallow slow-release tablets whole; do not crush, chew or suck them.',
    detail:
      'Potassium tablets can irritate the throat and stomach. Take them only as your doctor prescribed, and have your blood potassium checked as advised.',
    source: CLEVELAND_POTASSIUM_CHLORIDE,
  },
  {
    id: 'shared-coverage-protein-timing',
    topic: 'protein',
    intent: 'timing',
    question: 'When should I take protein powder? Is protein better before or after a workout? Protein in the morning or at night?',
    answer:
      'Spread protein across the day, about 20 to 40 g at each meal. If you train, a serving within a couple of hours before or after exercise helps; your daily total matters most.',
    detail: 'Protein before bed, such as milk or casein, may help overnight muscle repair. With or without food is fine.',
    source: ISSN_PROTEIN,
  },
  {
    id: 'shared-coverage-multivitamin-timing',
    topic: 'multivitamin',
    intent: 'timing',
    question: 'When should I take my multivitamin? Morning or night? With or without food?',
    answer:
      'Take your multivitamin with a meal, usually breakfast or lunch: food helps absorb vitamins A, D, E and K and reduces nausea. Morning or night matters less than taking it every day.',
    detail: 'If it contains iron or calcium, keep it 4 hours from levothyroxine and apart from some antibiotics. Ask a pharmacist about your medicines.',
    source: ODS_MULTIVITAMIN,
  },
  {
    id: 'shared-coverage-iodine-timing',
    topic: 'iodine',
    intent: 'timing',
    question: 'When should I take iodine? Should iodine be taken with food? Can I take iodine with thyroid medicine?',
    answer:
      'Iodine can be taken any time, with or without food; take it consistently. Most people do not need a separate iodine supplement if they use iodised salt.',
    detail:
      'If you take levothyroxine, take it alone on an empty stomach and keep other supplements for later. Iodine does not replace thyroid medicine; ask your doctor first.',
    source: ODS_IODINE,
  },
  {
    id: 'shared-coverage-chromium-timing',
    topic: 'chromium',
    intent: 'timing',
    question: 'When should I take chromium? Should chromium be taken with meals?',
    answer: 'There is no proven best time. Chromium is usually taken with a meal, which also limits stomach upset. Any time, consistently, is fine.',
    detail: 'Chromium may add to the effect of diabetes medicines on blood sugar, so check your sugar and ask your doctor before starting.',
    source: ODS_CHROMIUM,
  },
  {
    id: 'shared-coverage-creatine-timing',
    topic: 'creatine',
    intent: 'timing',
    question: 'When should I take creatine? Before or after a workout? With or without food?',
    answer:
      'Any time of day, consistently, is what counts: creatine works by building up in your muscles over weeks. Taking it around training or with a meal containing carbohydrate and protein may help a little.',
    detail: 'Take it on rest days too. Mix it in water, milk or a shake and drink enough fluid through the day.',
    source: ISSN_CREATINE,
  },
  {
    id: 'shared-coverage-tryptophan-timing',
    topic: 'tryptophan',
    intent: 'timing',
    question: 'When should I take 5-HTP or tryptophan? Should I take it at night?',
    answer:
      'People taking it for sleep usually take it in the evening, about 30 to 60 minutes before bed; for mood, doses are often split through the day. It can cause nausea, so taking it with a small snack helps.',
    detail: 'Never take it with antidepressants or other serotonin medicines. Seek urgent help for agitation, fast heartbeat, fever or muscle twitching.',
    source: MEDLINE_SEROTONIN_SYNDROME,
  },
  {
    id: 'shared-coverage-nmn-timing',
    topic: 'nmn',
    intent: 'timing',
    question: 'When should I take NMN? Morning or night? With or without food?',
    answer:
      'There is no proven best time. Most studies gave NMN once a day, often in the morning, with or without food. Taking it at the same time every day is what matters.',
    detail: 'Human studies are small and short, typically 250 to 1,200 mg a day for up to a few months; long-term effects are unknown.',
    source: NMN_REVIEW,
  },
  {
    id: 'shared-coverage-glutathione-timing',
    topic: 'glutathione',
    intent: 'timing',
    question: 'When should I take glutathione? On an empty stomach or with food?',
    answer: 'There is no proven best time. Many labels suggest an empty stomach, but studies have not shown this matters. Any time, consistently, is fine.',
    detail: 'In the trial that raised body stores, people took 250 to 1,000 mg a day for six months.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'shared-coverage-prebiotics-timing',
    topic: 'prebiotics',
    intent: 'timing',
    question: 'When should I take prebiotic powder? Morning or night? With food?',
    answer: 'Any time of day, consistently. Stir it into water, curd, a smoothie or porridge, and drink plenty of fluid. Taking it with a meal may ease gas.',
    detail: 'Start with a small amount and increase over a few weeks. Keep fibre supplements 2 hours apart from medicines, as fibre can slow their absorption.',
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'shared-coverage-glutamine-timing',
    topic: 'glutamine',
    intent: 'timing',
    question: 'When should I take L-glutamine? On an empty stomach? Morning or night?',
    answer:
      'There is no proven best time. In the gut study, people took 5 g three times a day with meals. Mix it in cool or room-temperature water or juice, not hot drinks.',
    detail: 'Talk to your doctor first if you have liver or kidney disease, or are having cancer treatment.',
    source: GLUTAMINE_TRIAL,
  },
  {
    id: 'shared-coverage-citicoline-timing',
    topic: 'citicoline',
    intent: 'timing',
    question: 'When should I take citicoline? Morning or night? With or without food?',
    answer:
      'Take citicoline in the morning or early afternoon, with or without food. Some people find it stimulating, so avoid it late in the evening. Taking it consistently matters more than the exact time.',
    detail: 'Studies used 250 to 2,000 mg a day; side effects such as headache, nausea or poor sleep are uncommon.',
    source: CITICOLINE_COCHRANE,
  },
  {
    id: 'shared-coverage-pqq-timing',
    topic: 'pqq',
    intent: 'timing',
    question: 'When should I take PQQ? Morning or night? With food?',
    answer: 'There is no proven best time. Most people take PQQ once a day with breakfast. Any time, consistently, is fine.',
    detail: 'EFSA judged 20 mg a day safe for adults; it is not advised in pregnancy or breastfeeding.',
    source: EFSA_PQQ,
  },
  {
    id: 'shared-coverage-hyaluronic-acid-timing',
    topic: 'hyaluronic-acid',
    intent: 'timing',
    question: 'When should I take hyaluronic acid capsules? Morning or night? With or without food?',
    answer:
      'There is no proven best time: take it once a day, with or without food, at a time you will remember. Skin studies ran for 12 weeks, so give it that long.',
    detail: 'Drink enough water; oral hyaluronic acid does not replace sunscreen or moisturiser.',
    source: HYALURONAN_TRIAL,
  },
  {
    id: 'shared-coverage-spermidine-timing',
    topic: 'spermidine',
    intent: 'timing',
    question: 'When should I take spermidine? Morning or night? With food?',
    answer: 'There is no proven best time. Take it once a day with a meal, at the same time each day. Studies lasted up to 12 months.',
    detail: 'Spermidine supplements are usually made from wheat germ, so people with coeliac disease or a wheat allergy should check the label.',
    source: SPERMIDINE_TRIAL,
  },
  {
    id: 'shared-coverage-resveratrol-timing',
    topic: 'resveratrol',
    intent: 'timing',
    question: 'When should I take resveratrol? With food or without? Morning or night?',
    answer:
      'Take resveratrol with a meal, ideally one containing some fat, which may improve absorption and lessen stomach upset. Morning or night does not matter; be consistent.',
    detail: 'Stop it two weeks before surgery and ask a pharmacist if you take blood thinners, as it may increase bleeding.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'shared-coverage-nattokinase-timing',
    topic: 'nattokinase',
    intent: 'timing',
    question: 'When should I take nattokinase? On an empty stomach? Morning or night?',
    answer:
      'There is no proven best time. Makers usually advise taking it between meals on an empty stomach, once or twice a day. Take it consistently if your doctor agrees.',
    detail:
      'Nattokinase may thin the blood: do not combine it with aspirin, warfarin or other blood thinners, and stop it before surgery. Ask your doctor first.',
    source: MSKCC_NATTOKINASE,
  },
  {
    id: 'shared-coverage-ashwagandha-timing',
    topic: 'ashwagandha',
    intent: 'timing',
    question: 'When should I take ashwagandha? Morning or night? With or without food?',
    answer:
      'Take ashwagandha with food to avoid stomach upset. Evening suits people taking it for sleep; for stress, a morning dose or two split doses is fine. Be consistent; studies ran 6 to 12 weeks.',
    detail: 'Avoid it in pregnancy and with thyroid disease unless your doctor agrees. Stop and see a doctor if you notice yellow skin or dark urine.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-coverage-turmeric-timing',
    topic: 'turmeric',
    intent: 'timing',
    question: 'When should I take turmeric or curcumin? With food? Morning or night?',
    answer:
      'Take curcumin with a meal containing some fat; this helps absorption and reduces stomach upset. Morning or night does not matter. Many products add black pepper (piperine) to increase absorption.',
    detail: 'Piperine also changes how some medicines are absorbed. Ask a pharmacist if you take blood thinners or diabetes medicines.',
    source: NCCIH_TURMERIC,
  },
  {
    id: 'shared-coverage-garlic-timing',
    topic: 'garlic',
    intent: 'timing',
    question: 'When should I take garlic supplements? With food? Morning or night?',
    answer: 'Take garlic supplements with a meal, which eases heartburn and garlic breath. Any time of day, consistently, is fine.',
    detail: 'Stop garlic supplements 1 to 2 weeks before surgery, and ask a pharmacist if you take warfarin or HIV medicines.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'shared-coverage-ginkgo-timing',
    topic: 'ginkgo',
    intent: 'timing',
    question: 'When should I take ginkgo? With food? Once or twice a day?',
    answer:
      'Studies usually split ginkgo into two or three doses a day with meals, which helps with stomach upset. Time of day otherwise does not matter; be consistent.',
    detail: 'Stop ginkgo before surgery or dental work, and do not combine it with blood thinners without asking your doctor.',
    source: NCCIH_GINKGO,
  },
  {
    id: 'shared-coverage-st-johns-wort-timing',
    topic: 'st-johns-wort',
    intent: 'timing',
    question: "When should I take St John's wort? With meals? Morning or night?",
    answer:
      "In studies it was split into three doses a day with meals. But the timing of St John's wort does not keep it apart from medicines: it affects them whenever you take it.",
    detail:
      'It makes the contraceptive pill and many other medicines less effective. It can also make skin more sensitive to sun. Ask a pharmacist before taking it.',
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'shared-coverage-elderberry-timing',
    topic: 'elderberry',
    intent: 'timing',
    question: 'When should I take elderberry? Should I take elderberry every day or only when sick?',
    answer:
      'Studies started elderberry within the first day or two of flu-like symptoms and used it for about 5 days. Take it with or without food; there is no evidence that daily long-term use prevents colds.',
    detail: 'See a doctor if you have a high fever, breathing difficulty or symptoms lasting over a week.',
    source: NCCIH_ELDER,
  },
  {
    id: 'shared-coverage-giloy-timing',
    topic: 'giloy',
    intent: 'timing',
    question: 'When should I take giloy or tulsi? Before or after food? How long can I take giloy?',
    answer:
      'Take giloy or tulsi tablets after a meal, following the label. Use it for short periods only: long daily use of giloy has been linked to liver injury in India.',
    detail: 'Stop and see a doctor if you notice yellow eyes or skin, dark urine or loss of appetite. Avoid it if you have liver or autoimmune disease.',
    source: GILOY_LIVER_STUDY,
  },
  {
    id: 'shared-coverage-chyawanprash-timing',
    topic: 'chyawanprash',
    intent: 'timing',
    question: 'When should I eat chyawanprash? Morning or night? With milk?',
    answer:
      'Chyawanprash is traditionally taken in the morning, one to two teaspoons (about 10 to 20 g), often with warm milk or water. Any time, consistently, is fine.',
    detail: 'It is mostly sugar or jaggery and honey: people with diabetes should count it in their sugar intake or choose a sugar-free version.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'shared-coverage-berberine-timing',
    topic: 'berberine',
    intent: 'timing',
    question: 'When should I take berberine? Before or after meals?',
    answer: 'Take berberine with meals, usually two or three times a day, because its effect is short and it can upset the stomach on an empty one.',
    detail: 'It interacts with many medicines, including metformin, blood thinners and ciclosporin. Ask a pharmacist before starting.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },
  {
    id: 'shared-coverage-red-yeast-rice-timing',
    topic: 'red-yeast-rice',
    intent: 'timing',
    question: 'When should I take red yeast rice? Morning or night? With food?',
    answer:
      'There is no established timing; products usually say to take it with a meal, often the evening meal, like some statins. More important: only take it if your doctor agrees.',
    detail: 'Do not take it with a statin or with grapefruit juice, and stop it if you get muscle pain or weakness.',
    source: NCCIH_RED_YEAST_RICE,
  },
  {
    id: 'shared-coverage-ginseng-timing',
    topic: 'ginseng',
    intent: 'timing',
    question: 'When should I take ginseng? Morning or night? With food?',
    answer:
      'Take ginseng in the morning or early afternoon, as trouble sleeping is its most common side effect. Take it with food if it upsets your stomach or you have diabetes, since it may lower blood sugar.',
    detail: 'Avoid combining it with lots of caffeine. Stop it if you get headaches, palpitations or sleep problems.',
    source: NCCIH_ASIAN_GINSENG,
  },
  {
    id: 'shared-coverage-liquorice-timing',
    topic: 'liquorice',
    intent: 'timing',
    question: 'When should I take mulethi? Before or after food? How long can I take liquorice root?',
    answer:
      'Take mulethi after meals, as tea or lozenges for a few days when you need it. Avoid daily use for more than a few weeks, which can raise blood pressure and lower potassium.',
    detail: 'Avoid it if you have high blood pressure, heart or kidney disease, are pregnant, or take diuretics or digoxin.',
    source: NCCIH_LICORICE,
  },
  {
    id: 'shared-coverage-lions-mane-timing',
    topic: 'lions-mane',
    intent: 'timing',
    question: "When should I take lion's mane? Morning or night? With food?",
    answer:
      "There is no proven best time. Most people take lion's mane once or twice a day with meals. Take it consistently; the small study in older adults ran for 16 weeks.",
    detail: 'Avoid it if you are allergic to mushrooms, and stop if you get a rash or breathing trouble.',
    source: LIVERTOX_LIONS_MANE,
  },
  {
    id: 'shared-coverage-rhodiola-timing',
    topic: 'rhodiola',
    intent: 'timing',
    question: 'When should I take rhodiola? Morning or night? Before food?',
    answer: 'Take rhodiola in the morning or early afternoon, as it can be stimulating and disturb sleep. Studies usually gave it before breakfast or lunch.',
    detail: 'Stop it if you feel dizzy, jittery or sleep poorly. Ask a pharmacist if you take antidepressants or diabetes medicines.',
    source: NCCIH_RHODIOLA,
  },
  {
    id: 'shared-coverage-arjuna-timing',
    topic: 'arjuna',
    intent: 'timing',
    question: 'When should I take arjuna? Before or after food? Morning or night?',
    answer: 'Arjuna is usually taken after meals, two or three times a day, or once as a milk decoction (kshirpak). Any time, consistently, is fine.',
    detail: 'Keep taking your prescribed heart medicines and tell your doctor you use arjuna.',
    source: ARJUNA_REVIEW,
  },
  {
    id: 'shared-coverage-hawthorn-timing',
    topic: 'hawthorn',
    intent: 'timing',
    question: 'When should I take hawthorn or drink hibiscus tea? Morning or night?',
    answer:
      'Any time of day, consistently. Hawthorn extracts are usually split into two or three doses with meals; hibiscus tea can be drunk once or twice a day, hot or cold.',
    detail: 'Both may add to blood pressure and heart medicines. Ask your doctor first if you take them.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'shared-coverage-horse-chestnut-timing',
    topic: 'horse-chestnut',
    intent: 'timing',
    question: 'When should I take horse chestnut? With food? Morning or night?',
    answer: 'Take standardised horse chestnut seed extract with meals, usually twice a day, to limit stomach upset. Time of day otherwise does not matter.',
    detail: 'Never use raw seeds, bark or leaves; they are poisonous. Ask a pharmacist if you take blood thinners.',
    source: NCCIH_HORSE_CHESTNUT,
  },
  {
    id: 'shared-coverage-triphala-timing',
    topic: 'triphala',
    intent: 'timing',
    question: 'When should I take triphala? At night or in the morning? Before or after food?',
    answer:
      'Triphala is traditionally taken at bedtime with warm water, so it works by morning; some take it before breakfast instead. Take it apart from meals and medicines by about 2 hours.',
    detail: 'Start with a low dose. Stop if you get cramps or diarrhoea.',
    source: TRIPHALA_REVIEW,
  },
  {
    id: 'shared-coverage-ginger-timing',
    topic: 'ginger',
    intent: 'timing',
    question: 'When should I take ginger? Before travelling? Before or after food?',
    answer:
      'For motion sickness, take ginger 30 to 60 minutes before travel. For general nausea, take small doses through the day with food or as tea. After meals for digestion.',
    detail: 'Ginger can cause heartburn on an empty stomach. Ask your doctor if you take blood thinners.',
    source: NCCIH_GINGER,
  },
  {
    id: 'shared-coverage-adaptogens-timing',
    topic: 'adaptogens',
    intent: 'timing',
    question: 'When should I take adaptogens? Morning or night?',
    answer:
      'It depends on the herb: rhodiola and ginseng suit the morning because they can disturb sleep, while ashwagandha is often taken in the evening. Take them with food and consistently.',
    detail: 'Give any adaptogen 6 to 8 weeks before judging it, and stop if you notice side effects.',
    source: NCCIH_RHODIOLA,
  },
  {
    id: 'shared-coverage-phosphatidylserine-timing',
    topic: 'phosphatidylserine',
    intent: 'timing',
    question: 'When should I take phosphatidylserine? Morning or night? With food?',
    answer:
      'Take phosphatidylserine with meals; studies usually split it into two or three doses a day. Some people sleep worse with it, so if that happens take the last dose no later than lunch.',
    detail: 'Give it about 12 weeks, the length of most studies, and keep taking it at the same times each day.',
    source: FDA_PHOSPHATIDYLSERINE,
  },
  {
    id: 'shared-coverage-green-tea-timing',
    topic: 'green-tea',
    intent: 'timing',
    question: 'When should I drink green tea? Before or after meals? Can I take green tea extract on an empty stomach?',
    answer:
      'Drink green tea between meals rather than with them if you have low iron, as tea reduces iron absorption. Avoid it late in the day because of its caffeine. Take green tea extract with food, never on an empty stomach.',
    detail: 'Keep tea at least an hour from iron tablets. Green tea can lower blood levels of nadolol; ask a pharmacist about your medicines.',
    source: NCCIH_GREEN_TEA,
  },
  {
    id: 'shared-coverage-apple-cider-vinegar-timing',
    topic: 'apple-cider-vinegar',
    intent: 'timing',
    question: 'When should I drink apple cider vinegar? Before meals or in the morning on an empty stomach?',
    answer:
      'If you use it, take it diluted in water with or just before a meal, which is when studies looked at its small effect on blood sugar. There is no benefit to taking it on an empty stomach.',
    detail: 'Drink it through a straw and rinse your mouth with plain water afterwards to protect your teeth. Avoid it with acid reflux.',
    source: MAYO_ACV,
  },
  {
    id: 'shared-coverage-lactose-timing',
    topic: 'lactose',
    intent: 'timing',
    question: 'When should I take lactase tablets? Before or after eating dairy?',
    answer:
      'Take lactase with the first bite or sip of dairy. If the meal lasts more than 30 to 45 minutes, take another dose. It does not work if taken after the symptoms start.',
    detail: 'Having dairy with a meal, rather than alone, also eases symptoms.',
    source: NHS_LACTOSE,
  },

  // Is it safe? Side effects.
  {
    id: 'shared-coverage-vitamin-b12-side_effects',
    topic: 'vitamin-b12',
    intent: 'side_effects',
    question: 'Is vitamin B12 safe? Can you take too much B12? Side effects of B12 tablets?',
    answer:
      'B12 is very safe: no upper limit has been set because even high doses have shown little harm, and the extra is passed in urine. Rarely, high doses cause acne, rash or an upset stomach.',
    detail: 'A high blood B12 result without supplements needs a doctor to look at it. Injections are given only by a health professional.',
    source: ODS_B12,
  },
  {
    id: 'shared-coverage-calcium-side_effects',
    topic: 'calcium',
    intent: 'side_effects',
    question: 'Is calcium safe? Side effects of calcium tablets? Can too much calcium cause kidney stones?',
    answer:
      'Calcium supplements can cause constipation, gas and bloating, more often with carbonate. The upper limit is 2,500 mg a day (ages 19 to 50) and 2,000 mg over 50, from food and supplements together.',
    detail: 'Supplements, unlike dietary calcium, slightly raise the risk of kidney stones. Get what you can from food and ask your doctor before high doses.',
    source: ODS_CALCIUM,
  },
  {
    id: 'shared-coverage-folate-side_effects',
    topic: 'folate',
    intent: 'side_effects',
    question: 'Is folic acid safe? Can you take too much folic acid? Side effects of folate?',
    answer:
      'Folic acid is safe at usual doses. The adult upper limit is 1,000 µg a day from supplements and fortified foods; folate in food has no limit. High doses can hide a B12 deficiency while nerve damage continues.',
    detail: "Some women need 5 mg in pregnancy, for example with diabetes or a previous neural tube defect, but only on a doctor's prescription.",
    source: ODS_FOLATE,
  },
  {
    id: 'shared-coverage-vitamin-k-side_effects',
    topic: 'vitamin-k',
    intent: 'side_effects',
    question: 'Is vitamin K2 safe? Side effects of vitamin K? Can vitamin K cause blood clots?',
    answer:
      'Vitamin K1 and K2 from food or supplements have not been shown to cause harm in healthy people, and no upper limit has been set. It does not cause clots in people with normal clotting.',
    detail: 'The real risk is with warfarin: vitamin K can stop it working. If you take a blood thinner, talk to your doctor before any vitamin K supplement.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-coverage-potassium-side_effects',
    topic: 'potassium',
    intent: 'side_effects',
    question: 'Is potassium safe? Can too much potassium be dangerous? Side effects of potassium supplements?',
    answer:
      'Potassium from food is safe for healthy kidneys. Supplements and salt substitutes can raise blood potassium dangerously in people with kidney disease or on some blood pressure medicines (ACE inhibitors, ARBs, spironolactone).',
    detail:
      "Very high potassium can cause weakness and a dangerous heart rhythm. Use supplements only on a doctor's advice; seek urgent help for palpitations or sudden weakness.",
    source: MEDLINE_HIGH_POTASSIUM,
  },
  {
    id: 'shared-coverage-protein-side_effects',
    topic: 'protein',
    intent: 'side_effects',
    question: 'Is protein powder safe? Can too much protein damage kidneys? Side effects of whey protein?',
    answer:
      'For healthy people, protein up to about 2 g per kg a day has not been shown to harm the kidneys. Whey can cause bloating in people with lactose intolerance; isolates have less lactose.',
    detail:
      'If you have kidney disease, ask your doctor how much protein is right. Choose third-party-tested powders, as some have been found to contain contaminants.',
    source: ISSN_PROTEIN,
  },
  {
    id: 'shared-coverage-phosphatidylserine-side_effects',
    topic: 'phosphatidylserine',
    intent: 'side_effects',
    question: 'Is phosphatidylserine safe? Side effects of phosphatidylserine?',
    answer:
      'Phosphatidylserine has been well tolerated in studies at up to 300 mg a day for a few months. The most common side effects are stomach upset and, at higher doses, trouble sleeping.',
    detail: 'Soy-based products may matter if you have a soy allergy. Ask a pharmacist if you take blood thinners or medicines for dementia.',
    source: FDA_PHOSPHATIDYLSERINE,
  },
  {
    id: 'shared-coverage-astaxanthin-side_effects',
    topic: 'astaxanthin',
    intent: 'side_effects',
    question: 'Is astaxanthin safe? Side effects of astaxanthin? How much astaxanthin is too much?',
    answer: 'EFSA judged up to 8 mg a day of astaxanthin from supplements safe for adults. It is well tolerated; at high doses stools may turn reddish.',
    detail: 'It is not advised for children or in pregnancy and breastfeeding, as it has not been studied there.',
    source: EFSA_ASTAXANTHIN,
  },
  {
    id: 'shared-coverage-chromium-side_effects',
    topic: 'chromium',
    intent: 'side_effects',
    question: 'Is chromium safe? Side effects of chromium picolinate?',
    answer:
      'Chromium from food is safe and no upper limit has been set. Supplements are usually well tolerated, but rare cases of kidney and liver damage have been reported with chromium picolinate.',
    detail: 'Chromium may lower blood sugar further with diabetes medicines. Avoid it if you have kidney or liver disease unless your doctor agrees.',
    source: ODS_CHROMIUM,
  },
  {
    id: 'shared-coverage-iodine-side_effects',
    topic: 'iodine',
    intent: 'side_effects',
    question: 'Is iodine safe? Can too much iodine harm the thyroid? Are kelp supplements safe?',
    answer:
      'Too much iodine can cause goitre, an underactive or overactive thyroid, and thyroid inflammation. The adult upper limit is 1,100 µg a day. Kelp and seaweed supplements vary widely and can exceed it.',
    detail:
      "If you have thyroid disease, take iodine only on your doctor's advice. Very high doses can cause burning in the mouth and stomach, nausea and diarrhoea.",
    source: ODS_IODINE,
  },
  {
    id: 'shared-coverage-lactose-side_effects',
    topic: 'lactose',
    intent: 'side_effects',
    question: 'Is it safe to cut out dairy for lactose intolerance? Will a lactose-free diet make me short of calcium?',
    answer:
      'Cutting out dairy completely can leave you short of calcium, vitamin D and protein. Most people do better keeping some dairy: lactose-free milk, curd, hard cheese or small portions with meals.',
    detail: 'If you avoid dairy, get calcium from fortified plant milks, ragi, tofu and sesame. If symptoms continue despite avoiding lactose, see a doctor.',
    source: NHS_LACTOSE,
  },
  {
    id: 'shared-coverage-fodmap-side_effects',
    topic: 'fodmap',
    intent: 'side_effects',
    question: 'Is a low FODMAP diet safe long term? Side effects of the low FODMAP diet?',
    answer:
      'The strict low FODMAP stage is meant for only 2 to 6 weeks, followed by reintroducing foods. Staying on it long term can reduce fibre, harm your gut bacteria and make eating needlessly restrictive.',
    detail: 'Do it with a dietitian if you can. Get IBS diagnosed by a doctor first, especially with weight loss, bleeding or symptoms starting after 50.',
    source: MONASH_FODMAP,
  },
  {
    id: 'shared-coverage-polyphenols-side_effects',
    topic: 'polyphenols',
    intent: 'side_effects',
    question: 'Are polyphenol supplements safe? Can too many antioxidants be harmful? Is green tea extract safe?',
    answer:
      'Polyphenols from food are safe. Concentrated supplements are different: green tea extract has been linked to liver injury, especially on an empty stomach, and high doses can interact with medicines.',
    detail: 'Stop and see a doctor if you notice yellow skin or eyes, dark urine or stomach pain. Food sources give benefits without these risks.',
    source: NCCIH_GREEN_TEA,
  },
  {
    id: 'shared-coverage-red-yeast-rice-side_effects',
    topic: 'red-yeast-rice',
    intent: 'side_effects',
    question: 'Is red yeast rice safe? Side effects of red yeast rice? Can red yeast rice damage the liver or muscles?',
    answer:
      'Red yeast rice can cause the same side effects as statins: muscle pain and, rarely, muscle breakdown and liver damage. Some products contain citrinin, which can harm the kidneys.',
    detail:
      'Do not use it in pregnancy or breastfeeding, with a statin, or with liver or kidney disease. Stop and see a doctor if you get unexplained muscle pain or dark urine.',
    source: NCCIH_RED_YEAST_RICE,
  },
  {
    id: 'shared-coverage-ginseng-side_effects',
    topic: 'ginseng',
    intent: 'side_effects',
    question: 'Is ginseng safe? Side effects of ginseng? Can ginseng raise blood pressure?',
    answer:
      'Short-term use of Asian ginseng appears safe for most adults. The most common side effect is trouble sleeping; others include headache, digestive upset, menstrual changes and blood pressure changes.',
    detail:
      'Avoid it in pregnancy, breastfeeding and for children. It may lower blood sugar and interact with warfarin and some antidepressants; ask a pharmacist.',
    source: NCCIH_ASIAN_GINSENG,
  },
  {
    id: 'shared-coverage-liquorice-side_effects',
    topic: 'liquorice',
    intent: 'side_effects',
    question: 'Is mulethi safe? Side effects of liquorice root? Can licorice raise blood pressure?',
    answer:
      'In large amounts or used for weeks, liquorice can raise blood pressure, lower potassium and cause fluid retention, weakness and an irregular heartbeat.',
    detail:
      'Avoid it with high blood pressure, heart or kidney disease, in pregnancy, and with diuretics or digoxin. DGL liquorice has far less of this effect.',
    source: NCCIH_LICORICE,
  },

  {
    id: 'shared-coverage-green-tea-side_effects',
    topic: 'green-tea',
    intent: 'side_effects',
    question: 'Is green tea safe? Side effects of green tea extract? Can green tea harm the liver?',
    answer:
      'Green tea as a drink is safe for most adults in moderate amounts; its caffeine can cause jitters or poor sleep. Concentrated green tea extract has been linked to liver injury in rare cases.',
    detail: 'Stop extracts and see a doctor if you notice yellow eyes or skin, dark urine or stomach pain. Tea also lowers iron absorption from plant foods.',
    source: NCCIH_GREEN_TEA,
  },
  {
    id: 'shared-coverage-apple-cider-vinegar-side_effects',
    topic: 'apple-cider-vinegar',
    intent: 'side_effects',
    question: 'Is apple cider vinegar safe? Side effects of ACV? Can apple cider vinegar damage teeth?',
    answer:
      'Apple cider vinegar is acidic: undiluted or in large amounts it can erode tooth enamel, irritate the throat and stomach, and lower potassium with long use.',
    detail: 'It may add to the effect of insulin, diuretics and digoxin. Ask a pharmacist if you take these, and avoid it with reflux or stomach ulcers.',
    source: MAYO_ACV,
  },

  // Which foods have it?
  {
    id: 'shared-coverage-iodine-food_sources',
    topic: 'iodine',
    intent: 'food_sources',
    question: 'How do vegans get iodine? Iodine sources without dairy, eggs or fish? Is seaweed a good source of iodine?',
    answer:
      'For vegans, iodised salt in cooking is the most reliable source in India. Some plant milks are fortified with iodine: check the label. Vegetables and grains have little, depending on the soil.',
    detail:
      'Seaweed varies hugely and some, like kelp, can give far too much; eat it no more than once a week. Vegans who avoid iodised salt may need a supplement.',
    source: NHS_VEGAN,
  },
  {
    id: 'shared-coverage-citicoline-food_sources',
    topic: 'citicoline',
    intent: 'food_sources',
    question: 'Which vegetarian foods have choline? Choline sources for vegans? Choline without eggs or meat?',
    answer:
      'Good vegetarian sources are eggs (about 147 mg each), soya beans and tofu, rajma and other beans, milk and curd, wheat germ, quinoa, peanuts, potatoes, broccoli and cauliflower.',
    detail: 'Adults need about 425 mg (women) to 550 mg (men) a day. Vegans without eggs or dairy should eat soya and pulses daily.',
    source: ODS_CHOLINE,
  },
  {
    id: 'shared-coverage-coq10-food_sources',
    topic: 'coq10',
    intent: 'food_sources',
    question: 'Which vegetarian foods have CoQ10? CoQ10 for vegans? Plant sources of coenzyme Q10?',
    answer:
      'Plant sources are soya beans and soybean oil, rapeseed (canola) oil, peanuts, pistachios, sesame seeds, and small amounts in broccoli, cauliflower, spinach and oranges. Dairy and eggs give a little.',
    detail: 'Food gives only a few milligrams a day, but the body makes its own CoQ10, so vegetarians do not need a supplement for that reason alone.',
    source: LPI_COQ10,
  },
  {
    id: 'shared-coverage-probiotics-food_sources',
    topic: 'probiotics',
    intent: 'food_sources',
    question: 'Which foods have probiotics? Natural probiotic foods? Is curd a probiotic?',
    answer:
      'Foods with live microbes include curd and yoghurt with live cultures, kefir, buttermilk (chaas), some aged cheeses, and unpasteurised fermented foods such as kanji, kimchi, sauerkraut and miso.',
    detail:
      'Not all fermented foods have been shown to have probiotic effects, and cooking or pasteurising kills the microbes. Home-set curd is a simple daily option.',
    source: NCCIH_PROBIOTICS,
  },
  {
    id: 'shared-coverage-glutamine-food_sources',
    topic: 'glutamine',
    intent: 'food_sources',
    question: 'Which foods have glutamine? Natural sources of L-glutamine?',
    answer:
      'Glutamine is in most protein foods: meat, chicken, fish, eggs, milk, curd and paneer, and plant foods such as soya, beans, lentils, cabbage and spinach. Your body also makes it.',
    detail: 'A balanced diet supplies several grams a day, so most healthy people do not need a supplement.',
    source: MSKCC_GLUTAMINE,
  },
  {
    id: 'shared-coverage-digestive-enzymes-food_sources',
    topic: 'digestive-enzymes',
    intent: 'food_sources',
    question: 'Which foods have natural digestive enzymes? Does pineapple or papaya help digestion?',
    answer:
      'Pineapple contains bromelain, papaya contains papain, and kiwi has actinidin, all enzymes that break down protein. Whether eating them improves digestion has not been well studied.',
    detail: 'Your pancreas and gut make the enzymes you need. Persistent bloating, greasy stools or weight loss need a doctor, not extra fruit.',
    source: NCCIH_BROMELAIN,
  },
  {
    id: 'shared-coverage-l-theanine-food_sources',
    topic: 'l-theanine',
    intent: 'food_sources',
    question: 'Which foods have L-theanine? Does green tea have theanine? Is there theanine in black tea?',
    answer:
      'Tea is the main source: green, black and oolong tea all contain L-theanine. A cup gives much less than the 100 to 200 mg used in studies, and also contains caffeine.',
    detail: 'The calm-but-alert feel of tea comes partly from theanine and caffeine together.',
    source: THEANINE_CAFFEINE_TRIAL,
  },
  {
    id: 'shared-coverage-nattokinase-food_sources',
    topic: 'nattokinase',
    intent: 'food_sources',
    question: 'Which foods have nattokinase? Is natto the only source of nattokinase?',
    answer:
      'Natto, Japanese fermented soya beans, is the only food source of nattokinase; it is made by the bacterium Bacillus subtilis natto. Natto is also one of the richest sources of vitamin K2.',
    detail: 'If you take warfarin, natto can stop it working because of its vitamin K. Ask your doctor before eating it or taking nattokinase.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-coverage-tryptophan-food_sources',
    topic: 'tryptophan',
    intent: 'food_sources',
    question: 'Which foods have tryptophan? Foods that help make serotonin?',
    answer:
      'Tryptophan is in most protein foods: milk, curd, paneer and cheese, eggs, chicken and fish, soya, oats, pumpkin and sesame seeds, peanuts, chana and other pulses.',
    detail: 'A protein-containing meal supplies what the body needs; eating these foods is safe with medicines, unlike 5-HTP or tryptophan supplements.',
    source: MSKCC_5HTP,
  },
  {
    id: 'shared-coverage-chromium-food_sources',
    topic: 'chromium',
    intent: 'food_sources',
    question: 'Which foods have chromium? Natural sources of chromium?',
    answer:
      'Chromium is found in small amounts in broccoli, whole grains, potatoes, green beans, meat, fish, eggs, grape juice, apples and bananas. Amounts vary with soil and processing.',
    detail: 'Adults need about 25 µg (women) to 35 µg (men) a day, and deficiency is rare in healthy people.',
    source: ODS_CHROMIUM,
  },
  {
    id: 'shared-coverage-creatine-food_sources',
    topic: 'creatine',
    intent: 'food_sources',
    question: 'Which foods have creatine? Can I get creatine from food? Creatine for vegetarians?',
    answer:
      'Creatine comes from meat and fish: beef, chicken, pork, salmon and tuna give roughly 1 to 2 g per 500 g raw. A mixed diet supplies about 1 g a day, and the body makes about 1 g more.',
    detail:
      'Vegetarians and vegans get almost none from food and have lower muscle stores, so they often respond well to 3 to 5 g a day of creatine monohydrate.',
    source: ISSN_CREATINE,
  },

  // Which one should I buy?
  {
    id: 'shared-coverage-vitamin-b12-product_choice',
    topic: 'vitamin-b12',
    intent: 'product_choice',
    question: 'Which B12 should I buy: methylcobalamin or cyanocobalamin? What is the best form of vitamin B12?',
    answer:
      'Cyanocobalamin is the best-studied and most stable form; methylcobalamin also works, but has not been shown to be better. Pick a tablet with a clear dose in µg.',
    detail:
      'Only a small share of a big dose is absorbed, about 10 µg from a 500 µg tablet, so higher-dose tablets suit people who absorb poorly. Severe deficiency may need injections.',
    source: ODS_B12,
  },
  {
    id: 'shared-coverage-folate-product_choice',
    topic: 'folate',
    intent: 'product_choice',
    question: 'Should I buy folic acid or methylfolate? What is the best folate supplement? Do I need methylfolate for MTHFR?',
    answer:
      'Folic acid is the form proven to prevent neural tube defects and is well absorbed. Methylfolate (L-5-MTHF) is an alternative, but is not proven better, including for most people with MTHFR variants.',
    detail: 'For pregnancy planning, choose a product with 400 µg of folic acid. Take higher doses only on prescription.',
    source: ODS_FOLATE,
  },
  {
    id: 'shared-coverage-vitamin-k-product_choice',
    topic: 'vitamin-k',
    intent: 'product_choice',
    question: 'Which vitamin K should I buy: K1, K2 MK-7 or MK-4? Is MK-7 better?',
    answer:
      'K1 (phylloquinone) is the main form in food. K2 as MK-7 stays in the blood longer than K1 or MK-4, so it is often used once daily. Whether any form helps bones or arteries in healthy people is still unproven.',
    detail: 'Do not take any vitamin K product with warfarin unless your doctor agrees.',
    source: ODS_VITAMIN_K,
  },
  {
    id: 'shared-coverage-vitamin-a-product_choice',
    topic: 'vitamin-a',
    intent: 'product_choice',
    question: 'Which vitamin A should I buy: retinol or beta-carotene? Is beta-carotene safer?',
    answer:
      'Most people get enough vitamin A from food and do not need a separate supplement. If you buy one, beta-carotene cannot build up to toxic levels the way retinol can, but smokers should avoid high-dose beta-carotene.',
    detail: 'In trials, 20 to 30 mg of beta-carotene a day raised lung cancer risk in smokers. Pregnant women should avoid retinol supplements and liver.',
    source: ODS_VITAMIN_A,
  },
  {
    id: 'shared-coverage-vitamin-e-product_choice',
    topic: 'vitamin-e',
    intent: 'product_choice',
    question: 'Which vitamin E should I buy: natural or synthetic? d-alpha or dl-alpha tocopherol?',
    answer:
      'Natural vitamin E (d-alpha- or RRR-alpha-tocopherol) is about twice as active as synthetic (dl-alpha- or all-rac). Most people get enough from nuts, seeds and oils and do not need a supplement.',
    detail: 'Adults need 15 mg a day. The upper limit is 1,000 mg; high doses may raise bleeding risk.',
    source: ODS_VITAMIN_E,
  },
  {
    id: 'shared-coverage-potassium-product_choice',
    topic: 'potassium',
    intent: 'product_choice',
    question: 'Should I buy a potassium supplement? Which potassium supplement is best? Are salt substitutes with potassium safe?',
    answer:
      'Get potassium from food first: fruit, vegetables, pulses, nuts and milk. Take potassium supplements only if your doctor prescribes them, as the right amount depends on your blood level and medicines.',
    detail: 'Low-sodium salts are mostly potassium chloride. Avoid them with kidney disease or medicines that raise potassium unless your doctor agrees.',
    source: ODS_POTASSIUM,
  },
  {
    id: 'shared-coverage-salt-product_choice',
    topic: 'salt',
    intent: 'product_choice',
    question: 'Is pink salt or rock salt healthier? Which salt should I buy: sea salt, sendha namak or table salt?',
    answer:
      'Pink, rock (sendha), sea and black salt are all mainly sodium chloride, with about the same sodium as table salt; their trace minerals make no real difference. Choose iodised salt and use less of it.',
    detail: 'Most rock and sea salts are not iodised. Adults should keep to under 5 g of salt a day, about one teaspoon.',
    source: NHS_SALT,
  },
  {
    id: 'shared-coverage-protein-product_choice',
    topic: 'protein',
    intent: 'product_choice',
    question: 'Which protein powder should I buy: whey, plant or soy? How do I choose a good protein powder?',
    answer:
      'Whey is complete and well studied; whey isolate has little lactose. Soy, or pea blended with rice, suits vegans. Check grams of protein per scoop, look for third-party testing, and avoid proprietary blends and lots of added sugar.',
    detail: 'A protein powder is a convenience, not a need: dal, milk, curd, paneer, eggs and soya can supply the same protein.',
    source: ISSN_PROTEIN,
  },
  {
    id: 'shared-coverage-fibre-product_choice',
    topic: 'fibre',
    intent: 'product_choice',
    question: 'Which fibre supplement should I buy: psyllium (isabgol) or inulin? What is the best fibre supplement?',
    answer:
      'Psyllium (isabgol) has the best evidence: it softens hard stools, firms loose ones and lowers LDL cholesterol. Inulin and FOS feed gut bacteria but cause more gas and do less for constipation.',
    detail: 'Start with 1 teaspoon a day, take it with a full glass of water, and keep it 2 hours apart from medicines.',
    source: MCRORIE_FIBRE,
  },
  {
    id: 'shared-coverage-caffeine-product_choice',
    topic: 'caffeine',
    intent: 'product_choice',
    question: 'Are caffeine pills or powder safe? Which caffeine product should I buy?',
    answer:
      'Coffee, tea or a measured tablet (usually 100 to 200 mg) are the safe choices. Avoid pure or highly concentrated caffeine powders and liquids: one teaspoon of powder holds as much as about 28 cups of coffee.',
    detail: 'Keep to 400 mg a day in total, 200 mg in pregnancy. Check the label of pre-workouts and energy drinks for their caffeine.',
    source: FDA_CAFFEINE_POWDER,
  },
  {
    id: 'shared-coverage-melatonin-product_choice',
    topic: 'melatonin',
    intent: 'product_choice',
    question: 'Which melatonin should I buy? What strength of melatonin? Is melatonin fast or slow release better?',
    answer:
      'Choose the lowest dose that helps, often 0.5 to 3 mg, from a brand with third-party testing: tests found many products contain far more or less melatonin than the label, and some contained serotonin.',
    detail:
      'Slow-release forms suit waking at night; quick-release suits trouble falling asleep. For children, ask a doctor first. In the UK it is prescription-only.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-coverage-coq10-product_choice',
    topic: 'coq10',
    intent: 'product_choice',
    question: 'Should I buy ubiquinol or ubiquinone? What is the best form of CoQ10?',
    answer:
      'Both forms raise blood CoQ10 levels; ubiquinol may be absorbed somewhat better, but it costs more and has not been shown to work better in people. Oil-filled softgels absorb better than dry tablets.',
    detail: 'Take it with a meal containing fat. CoQ10 may weaken warfarin, so ask a pharmacist if you take it.',
    source: NCCIH_COQ10,
  },
  {
    id: 'shared-coverage-nmn-product_choice',
    topic: 'nmn',
    intent: 'product_choice',
    question: 'Which NMN should I buy? NMN or NR? How do I choose an NMN supplement?',
    answer:
      'If you buy NMN, choose a product that states its purity and has independent testing, as contents vary. NMN and NR (nicotinamide riboside) both raise NAD+ levels; neither is proven to slow ageing.',
    detail: 'Studies used 250 to 1,200 mg a day for a few months. It is not advised in pregnancy, breastfeeding or during cancer treatment without advice.',
    source: NMN_REVIEW,
  },
  {
    id: 'shared-coverage-prebiotics-product_choice',
    topic: 'prebiotics',
    intent: 'product_choice',
    question: 'Which prebiotic should I buy: inulin, FOS or GOS? How do I choose a prebiotic?',
    answer:
      'Inulin and FOS (from chicory) and GOS are the most studied prebiotics. Pick a single-ingredient powder with a clear dose in grams so you can start small; foods such as onion, garlic, banana, oats and pulses work too.',
    detail: "Partially hydrolysed guar gum is often gentler for sensitive guts. People with IBS may do better with a dietitian's advice first.",
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'shared-coverage-glutamine-product_choice',
    topic: 'glutamine',
    intent: 'product_choice',
    question: 'Which glutamine should I buy? Powder or capsules? What should I look for in L-glutamine?',
    answer:
      'Plain L-glutamine powder is the simplest choice: a few grams a day would need many capsules. Look for a single ingredient, a dose in grams, and third-party testing.',
    detail: "Evidence for gut benefits is limited to a few trials; do not use it to delay a doctor's visit for ongoing gut symptoms.",
    source: GLUTAMINE_TRIAL,
  },
  {
    id: 'shared-coverage-citicoline-product_choice',
    topic: 'citicoline',
    intent: 'product_choice',
    question: 'Citicoline or alpha-GPC: which should I buy? How do I choose a citicoline supplement?',
    answer:
      'Citicoline (CDP-choline) is the form with the most human studies for memory in older adults; alpha-GPC has fewer. Choose a product that states the citicoline dose in mg, usually 250 to 500 mg.',
    detail: 'Neither is proven to improve memory in healthy younger adults. If memory is getting worse, see a doctor.',
    source: CITICOLINE_COCHRANE,
  },
  {
    id: 'shared-coverage-l-theanine-product_choice',
    topic: 'l-theanine',
    intent: 'product_choice',
    question: 'Which L-theanine should I buy? Theanine alone or with caffeine?',
    answer:
      'Choose a product that states the L-theanine dose, usually 100 to 200 mg. Theanine alone suits calm or sleep; theanine with caffeine suits focus, but avoid caffeine if it makes you jittery or you take it late.',
    detail: 'Studies of theanine are small and short. Check the caffeine per serving if you also drink coffee or tea.',
    source: THEANINE_REVIEW,
  },
  {
    id: 'shared-coverage-pqq-product_choice',
    topic: 'pqq',
    intent: 'product_choice',
    question: 'Which PQQ should I buy? How much PQQ should a supplement have?',
    answer:
      'Most PQQ supplements use pyrroloquinoline quinone disodium salt, the form EFSA assessed. Choose one giving no more than 20 mg a day, the amount EFSA judged safe for adults.',
    detail: 'Evidence for benefits in people is limited. Avoid it in pregnancy and breastfeeding.',
    source: EFSA_PQQ,
  },
  {
    id: 'shared-coverage-hyaluronic-acid-product_choice',
    topic: 'hyaluronic-acid',
    intent: 'product_choice',
    question: 'Which hyaluronic acid supplement should I buy? What dose and form should I look for?',
    answer:
      'Look for a product giving about 120 mg a day of hyaluronic acid (sodium hyaluronate), the amount used in skin studies, with the dose clearly stated. Evidence is limited to small trials.',
    detail: 'Skin serums and oral capsules are different products; fillers are medical treatments that only a qualified professional should give.',
    source: HYALURONAN_TRIAL,
  },
  {
    id: 'shared-coverage-spermidine-product_choice',
    topic: 'spermidine',
    intent: 'product_choice',
    question: 'Which spermidine supplement should I buy? Is wheat germ spermidine good?',
    answer:
      'Most spermidine supplements are wheat germ extracts that give about 1 to 6 mg a day. Choose one that states the spermidine content in mg. A 12-month trial found no memory benefit in older adults.',
    detail: 'Wheat germ products contain gluten, so they are unsuitable for people with coeliac disease or wheat allergy.',
    source: SPERMIDINE_TRIAL,
  },
  {
    id: 'shared-coverage-astaxanthin-product_choice',
    topic: 'astaxanthin',
    intent: 'product_choice',
    question: 'Which astaxanthin should I buy? Natural algae astaxanthin or synthetic? What dose?',
    answer:
      'Most astaxanthin supplements come from the microalga Haematococcus pluvialis. Choose a softgel in oil, which is absorbed better, giving up to 8 mg a day, the amount EFSA judged safe for adults.',
    detail: 'Check the label for the astaxanthin amount, not just the algae extract weight.',
    source: EFSA_ASTAXANTHIN,
  },
  {
    id: 'shared-coverage-tryptophan-product_choice',
    topic: 'tryptophan',
    intent: 'product_choice',
    question: 'Should I buy 5-HTP or L-tryptophan? Which is better for sleep or mood?',
    answer:
      'Neither has strong evidence for sleep or mood, and both can cause serotonin syndrome with antidepressants. If you still want one, choose a third-party-tested product and start at the lowest dose.',
    detail:
      'Contaminated tryptophan caused a serious illness outbreak in 1989, and similar impurities have been found in some 5-HTP products. Ask a pharmacist first.',
    source: MSKCC_5HTP,
  },
  {
    id: 'shared-coverage-chromium-product_choice',
    topic: 'chromium',
    intent: 'product_choice',
    question: 'Which chromium should I buy: picolinate or polynicotinate? Does chromium help blood sugar?',
    answer:
      'Chromium picolinate is the most studied form, but studies of chromium for blood sugar or weight show small or no benefit. Most people do not need a supplement.',
    detail: 'If you have diabetes, keep to your prescribed treatment and ask your doctor before adding chromium.',
    source: ODS_CHROMIUM,
  },
  {
    id: 'shared-coverage-iodine-product_choice',
    topic: 'iodine',
    intent: 'product_choice',
    question: 'Which iodine supplement should I buy? Is kelp or sea moss a good iodine supplement?',
    answer:
      'Most people need only iodised salt. If you need a supplement, for example when pregnant or vegan, choose potassium iodide with a stated dose of about 150 µg. Avoid kelp, seaweed and sea moss supplements, whose iodine varies widely.',
    detail: 'Many pregnancy multivitamins contain 150 µg of iodine. With thyroid disease, ask your doctor first.',
    source: ODS_IODINE,
  },
  {
    id: 'shared-coverage-creatine-product_choice',
    topic: 'creatine',
    intent: 'product_choice',
    question: 'Which creatine should I buy? Is creatine HCl better than monohydrate? What should I look for?',
    answer:
      'Buy plain creatine monohydrate: it is the best-studied and cheapest form, and no other form, such as HCl, ethyl ester or buffered creatine, has been shown to work better. Micronised powder mixes more easily.',
    detail: 'Choose a single-ingredient product with third-party testing, especially if you compete in tested sport.',
    source: ODS_EXERCISE,
  },
  {
    id: 'shared-coverage-lactose-product_choice',
    topic: 'lactose',
    intent: 'product_choice',
    question: 'What should I buy if I am lactose intolerant? Lactose-free milk or lactase tablets?',
    answer:
      'Lactose-free milk and curd keep the calcium and protein of dairy. Hard cheeses and curd are naturally low in lactose. Lactase tablets or drops let you eat regular dairy when eating out.',
    detail: 'If you switch to plant milks, choose ones fortified with calcium and vitamin D.',
    source: NIDDK_LACTOSE_DIET,
  },
  {
    id: 'shared-coverage-gluten-product_choice',
    topic: 'gluten',
    intent: 'product_choice',
    question: 'How do I choose gluten-free foods? Which oats are safe for coeliac disease? Are gluten-free supplements labelled?',
    answer:
      'Choose foods labelled gluten-free, and check ingredients for wheat, barley, rye, malt and atta. Rice, millets (ragi, jowar, bajra), besan, dal, potatoes and fresh foods are naturally gluten-free.',
    detail: 'Oats are safe only if labelled gluten-free. Check supplements too: some use wheat starch or wheat germ.',
    source: NHS_COELIAC_TREATMENT,
  },
  {
    id: 'shared-coverage-label-terms-product_choice',
    topic: 'label-terms',
    intent: 'product_choice',
    question: 'How do I choose a good supplement? What should I look for on a supplement label? Does third-party tested matter?',
    answer:
      'Look for the amount of each ingredient per serving, a seal from an independent tester such as USP, NSF or ConsumerLab, and a batch number and expiry date. Be wary of proprietary blends and claims to cure disease.',
    detail: 'A seal checks that the product contains what the label says and is not contaminated; it does not prove the product works.',
    source: ODS_WYNTK,
  },
  {
    id: 'shared-coverage-cfu-product_choice',
    topic: 'cfu',
    intent: 'product_choice',
    question: 'How do I choose a probiotic by CFU? What should a probiotic label show?',
    answer:
      'Look for the full strain name (genus, species and strain code), the CFU count guaranteed at the end of shelf life, and storage instructions. Choose strains studied for your purpose rather than the highest CFU.',
    detail: 'People who are very ill or have a weakened immune system should ask a doctor before taking probiotics.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'shared-coverage-ashwagandha-product_choice',
    topic: 'ashwagandha',
    intent: 'product_choice',
    question: 'Which ashwagandha should I buy? KSM-66 or Sensoril? Root or leaf extract?',
    answer:
      'Choose a root extract with a stated dose (studies mostly used 250 to 600 mg a day) and a standardised withanolide content; KSM-66 and Sensoril are branded extracts used in trials. Look for third-party testing for heavy metals.',
    detail: 'Avoid it in pregnancy and with thyroid or liver disease unless your doctor agrees.',
    source: ODS_ASHWAGANDHA,
  },
  {
    id: 'shared-coverage-garlic-product_choice',
    topic: 'garlic',
    intent: 'product_choice',
    question: 'Which garlic supplement should I buy: aged garlic extract, garlic oil or garlic powder?',
    answer:
      'Aged garlic extract is the form most used in blood pressure studies and is odourless; garlic powder tablets are also studied. Garlic oil capsules have less evidence. Choose a product with the dose in mg.',
    detail: 'Ask a pharmacist if you take warfarin, other blood thinners or HIV medicines.',
    source: NCCIH_GARLIC,
  },
  {
    id: 'shared-coverage-ginkgo-product_choice',
    topic: 'ginkgo',
    intent: 'product_choice',
    question: 'Which ginkgo should I buy? What is a standardised ginkgo extract?',
    answer:
      'Choose a standardised leaf extract, the kind used in studies (such as EGb 761), with flavonoid and terpene content stated and a dose of 120 to 240 mg a day. Never use raw or roasted ginkgo seeds.',
    detail: 'Ginkgo has not been shown to prevent dementia or memory loss. Avoid it with blood thinners unless your doctor agrees.',
    source: NCCIH_GINKGO,
  },
  {
    id: 'shared-coverage-st-johns-wort-product_choice',
    topic: 'st-johns-wort',
    intent: 'product_choice',
    question: "Which St John's wort should I buy? Is St John's wort safe to buy over the counter?",
    answer:
      "Talk to a doctor or pharmacist before buying any: St John's wort interacts with many medicines, and low mood deserves proper assessment. Products vary in strength, so choose a standardised extract with the dose stated.",
    detail: 'If you feel hopeless or have thoughts of self-harm, call Tele-MANAS on 14416 or emergency services on 112.',
    source: NCCIH_ST_JOHNS_WORT,
  },
  {
    id: 'shared-coverage-giloy-product_choice',
    topic: 'giloy',
    intent: 'product_choice',
    question: 'Which giloy or tulsi product should I buy? Is giloy juice or tablets better?',
    answer:
      'Choose a product from a licensed maker with the plant name (Tinospora cordifolia), the amount per tablet, and batch and expiry details. Use it only short term.',
    detail:
      'Giloy has been linked to liver injury in India, especially in people with autoimmune conditions. Stop and see a doctor if you notice yellow eyes or dark urine.',
    source: GILOY_LIVER_STUDY,
  },
  {
    id: 'shared-coverage-berberine-product_choice',
    topic: 'berberine',
    intent: 'product_choice',
    question: 'Which berberine should I buy? Is berberine HCl good? What should I look for?',
    answer:
      'Most studies used berberine hydrochloride at 500 mg per dose. Choose a product that states berberine per capsule and has third-party testing; extracts of barberry or goldenseal vary in content.',
    detail: 'Berberine is not a substitute for diabetes medicine and interacts with many drugs. Ask your doctor before starting.',
    source: NCCIH_DIABETES_SUPPLEMENTS,
  },
  {
    id: 'shared-coverage-red-yeast-rice-product_choice',
    topic: 'red-yeast-rice',
    intent: 'product_choice',
    question: 'Which red yeast rice should I buy? How do I choose a safe red yeast rice?',
    answer:
      'Discuss it with your doctor before buying: products vary widely in monacolin content, and some contain the kidney toxin citrinin. If you use one, choose a product tested and labelled citrinin-free, with monacolin content stated.',
    detail: 'A prescribed statin gives a known, tested dose; red yeast rice does not.',
    source: NCCIH_RED_YEAST_RICE,
  },
  {
    id: 'shared-coverage-ginseng-product_choice',
    topic: 'ginseng',
    intent: 'product_choice',
    question: 'Which ginseng should I buy: Korean red ginseng, American ginseng or Siberian ginseng?',
    answer:
      'Asian (Korean) Panax ginseng is the most studied. Choose a standardised extract that states its ginsenoside content and dose. Siberian ginseng is a different plant.',
    detail: 'Products vary and some have been found to contain little ginseng, so third-party testing helps.',
    source: NCCIH_ASIAN_GINSENG,
  },
  {
    id: 'shared-coverage-liquorice-product_choice',
    topic: 'liquorice',
    intent: 'product_choice',
    question: 'Which liquorice should I buy? What is DGL liquorice? Is DGL safer?',
    answer:
      'DGL (deglycyrrhizinated liquorice) has most of the glycyrrhizin removed, so it is less likely to raise blood pressure or lower potassium. Whole mulethi root, powder or tea contains glycyrrhizin and suits only short use.',
    detail: 'Even DGL should be checked with a doctor in pregnancy or if you have heart or kidney disease.',
    source: NCCIH_LICORICE,
  },
  {
    id: 'shared-coverage-bacopa-product_choice',
    topic: 'bacopa',
    intent: 'product_choice',
    question: 'Which brahmi or bacopa should I buy? What should a bacopa extract say on the label?',
    answer:
      'Choose a Bacopa monnieri extract standardised for bacosides, with the dose stated; studies mostly used 300 to 450 mg of extract a day for at least 12 weeks. Shankhpushpi is a different herb often mixed in.',
    detail: 'Bacopa can cause nausea, cramps or loose stools; take it with food.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'shared-coverage-lions-mane-product_choice',
    topic: 'lions-mane',
    intent: 'product_choice',
    question: "Which lion's mane should I buy? Fruiting body or mycelium? What should the label say?",
    answer:
      'Choose a product that says it is made from the fruiting body (the mushroom itself) or states its beta-glucan content; mycelium grown on grain may be mostly grain. The study in older adults used dried fruiting body powder.',
    detail: 'Evidence in people is limited. Avoid it if you are allergic to mushrooms.',
    source: LIVERTOX_LIONS_MANE,
  },
  {
    id: 'shared-coverage-rhodiola-product_choice',
    topic: 'rhodiola',
    intent: 'product_choice',
    question: 'Which rhodiola should I buy? What should a rhodiola rosea extract contain?',
    answer:
      'Choose Rhodiola rosea root extract standardised for rosavins and salidroside, with the dose stated. Tests have found some products contain other Rhodiola species or too little of the active compounds.',
    detail: 'Third-party testing helps. Evidence for stress and fatigue is limited.',
    source: NCCIH_RHODIOLA,
  },
  {
    id: 'shared-coverage-hawthorn-product_choice',
    topic: 'hawthorn',
    intent: 'product_choice',
    question: 'Which hawthorn product should I buy? Hawthorn extract or tea? Is hibiscus tea good?',
    answer:
      'Studies used standardised hawthorn leaf-and-flower extracts, so choose one with the extract and dose stated; tea is milder. Hibiscus tea, three cups a day, was used in a blood pressure study.',
    detail: 'If you have heart failure or take heart or blood pressure medicines, ask your doctor first.',
    source: NCCIH_HAWTHORN,
  },
  {
    id: 'shared-coverage-horse-chestnut-product_choice',
    topic: 'horse-chestnut',
    intent: 'product_choice',
    question: 'Which horse chestnut should I buy? What is a standardised horse chestnut extract?',
    answer:
      'Choose a seed extract standardised for aescin (escin), with the dose stated; studies often used 100 to 150 mg of aescin a day. Only processed extracts are safe.',
    detail: 'Raw horse chestnut contains esculin, a poison. Leg swelling with pain, redness or breathlessness needs a doctor urgently.',
    source: NCCIH_HORSE_CHESTNUT,
  },
  {
    id: 'shared-coverage-ginger-product_choice',
    topic: 'ginger',
    intent: 'product_choice',
    question: 'Which ginger should I buy: tea, capsules or fresh ginger? What is best for nausea?',
    answer:
      'Fresh ginger, tea or capsules all work; capsules make the dose easier to measure, usually 250 to 500 mg. Choose a product that states the ginger amount.',
    detail: 'Peppermint and fennel teas are other options for indigestion. Ask your doctor if you take blood thinners.',
    source: NCCIH_GINGER,
  },
  {
    id: 'shared-coverage-adaptogens-product_choice',
    topic: 'adaptogens',
    intent: 'product_choice',
    question: 'Which adaptogen should I buy? Are adaptogen blends good?',
    answer:
      'Start with one herb that has some evidence for your goal, such as ashwagandha for stress or sleep, and choose a standardised extract with a stated dose. Blends often hide small amounts of each herb.',
    detail: 'More herbs mean more chances of interactions. Ask a pharmacist if you take medicines.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-coverage-green-tea-product_choice',
    topic: 'green-tea',
    intent: 'product_choice',
    question: 'Should I buy green tea extract or just drink green tea? Is matcha better?',
    answer:
      'Brewed green tea or matcha is the safer choice; extracts give much higher doses. Matcha is the whole powdered leaf, so it has more catechins and more caffeine per cup.',
    detail: 'If you buy an extract, choose one that states its EGCG per capsule, keep well under 800 mg of EGCG a day, and take it with food.',
    source: EFSA_GREEN_TEA_CATECHINS,
  },
  {
    id: 'shared-coverage-apple-cider-vinegar-product_choice',
    topic: 'apple-cider-vinegar',
    intent: 'product_choice',
    question: 'Are apple cider vinegar gummies or tablets better than the liquid? Which ACV should I buy?',
    answer:
      'If you use it, plain liquid vinegar diluted in water is the simplest and cheapest form. Gummies often add sugar and give an unclear amount of acetic acid; a tablet has caused throat injury when it got stuck.',
    detail: 'No form has good evidence for weight loss. Check the label for acetic acid content and added sugar.',
    source: MAYO_ACV,
  },
];
