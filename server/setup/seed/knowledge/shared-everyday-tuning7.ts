// Shared answers to everyday questions the other files left open: the daily need and upper limit together for
// magnesium, omega-3, creatine and melatonin; whether collagen works and at what dose; jaggery for iron; lutein and
// zeaxanthin, manganese, copper, moringa and shatavari (herbs and nutrients the store does not sell);
// ginger for motion sickness; comparisons asked by name (folic acid or methylfolate,
// ferrous sulphate or bisglycinate, KSM-66 or Sensoril, marine or bovine collagen, NMN or NR, liposomal or plain
// vitamin C, haldi or curcumin extract, bacopa or lion's mane, MK-7 or MK-4, chyawanprash or a multivitamin,
// glutathione or NAC, TG or EE fish oil); how to take things (iron with chai, probiotics and hot drinks, collagen in
// morning coffee, L-theanine with coffee, chyawanprash in summer, D3 with K2, glutamine powder, bacopa with food,
// triphala that loosens stools); what follows a supplement (niacin flush, creatine myths, melatonin grogginess,
// fenugreek's maple smell, whey and acne or bloating); and frequent colds, 16:8 fasting, the last coffee before bed,
// minutes of sun for vitamin D and late dinners. Written in our own words from the source beside each entry; no entry
// says a supplement cures or treats a disease, and where the evidence is thin the answer says so.
import type { KnowledgeSeed } from './knowledge-seed';
import { GLUTATHIONE_TRIAL, NMN_REVIEW } from './regenera';

type Source = KnowledgeSeed['source'];

const ODS_MAGNESIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Magnesium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const ISSN_CREATINE: Source = {
  title:
    'Kreider RB et al. International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr 2017;14:18',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-017-0173-z',
};
const CREATINE_MISCONCEPTIONS: Source = {
  title:
    'Antonio J et al. Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show? J Int Soc Sports Nutr 2021;18:13',
  url: 'https://jissn.biomedcentral.com/articles/10.1186/s12970-021-00412-w',
};
const NCCIH_MELATONIN: Source = {
  title: 'NCCIH — Melatonin: what you need to know',
  url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
};
const COLLAGEN_SKIN_META: Source = {
  title:
    'de Miranda RB et al. Effects of hydrolyzed collagen supplementation on skin aging: a systematic review and meta-analysis. Int J Dermatol 2021, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/33742704/',
};
const COLLAGEN_SOURCES_META: Source = {
  title: 'Pu SY et al. Effects of oral collagen for skin anti-aging: a systematic review and meta-analysis. Nutrients 2023, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC10180699/',
};
const HARVARD_COLLAGEN: Source = { title: 'Harvard T.H. Chan School of Public Health — Collagen', url: 'https://nutritionsource.hsph.harvard.edu/collagen/' };
const ODS_IRON_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const IRON_BISGLYCINATE_META: Source = {
  title:
    'Fischer JAJ et al. The effects of oral ferrous bisglycinate supplementation on hemoglobin and ferritin concentrations in adults and children: a systematic review and meta-analysis of randomized controlled trials. Nutr Rev 2023',
  url: 'https://doi.org/10.1093/nutrit/nuac106',
};
const LUTEIN_FOODS_REVIEW: Source = {
  title:
    'Eisenhauer B et al. Lutein and zeaxanthin — food sources, bioavailability and dietary variety in age-related macular degeneration protection. Nutrients 2017, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/28208784/',
};
const ODS_COPPER_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Copper fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Copper-HealthProfessional/',
};
const ODS_MANGANESE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Manganese fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Manganese-HealthProfessional/',
};
const MORINGA_REVIEW: Source = {
  title: 'Stohs SJ, Hartman MJ. Review of the safety and efficacy of Moringa oleifera. Phytotherapy Research 2015, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/25808883/',
};
const SHATAVARI_TRIAL: Source = {
  title:
    'Frontiers in Reproductive Health (2025) — Efficacy and safety of shatavari root extract (Asparagus racemosus) for menopausal symptoms: a randomized, double-blind, placebo-controlled study',
  url: 'https://doi.org/10.3389/frph.2025.1654503',
};
const NCCIH_GINGER: Source = { title: 'NCCIH — Ginger', url: 'https://www.nccih.nih.gov/health/ginger' };
const CDC_MTHFR: Source = { title: 'CDC — MTHFR gene variant and folic acid facts', url: 'https://www.cdc.gov/folic-acid/data-research/mthfr/index.html' };
const ASHWAGANDHA_REVIEW: Source = {
  title:
    'Speers AB et al. Effects of Withania somnifera (ashwagandha) on stress and the stress-related neuropsychiatric disorders anxiety, depression, and insomnia. Curr Neuropharmacol 2021, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8762185/',
};
const LIPOSOMAL_VITAMIN_C: Source = {
  title:
    'Davis JL et al. Liposomal-encapsulated ascorbic acid: influence on vitamin C bioavailability and capacity to protect against ischemia-reperfusion injury. Nutr Metab Insights 2016, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4915787/',
};
const CURCUMIN_CONTENT: Source = {
  title: 'Tayyem RF et al. Curcumin content of turmeric and curry powders. Nutrition and Cancer 2006',
  url: 'https://doi.org/10.1207/s15327914nc5502_2',
};
const BACOPA_META: Source = {
  title: 'Kongkeaw C et al. Meta-analysis of randomized controlled trials on cognitive effects of Bacopa monnieri extract. J Ethnopharmacol 2014, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/24252493/',
};
const BACOPA_REVIEW: Source = {
  title:
    'Pase MP et al. The cognitive-enhancing effects of Bacopa monnieri: a systematic review of randomized, controlled human clinical trials. J Altern Complement Med 2012',
  url: 'https://doi.org/10.1089/acm.2011.0367',
};
const ODS_VITAMIN_K_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const CHYAWANPRASH_REVIEW: Source = {
  title: 'Sharma R et al. Chyawanprash: a traditional Indian bioactive health supplement. Biomolecules 2019',
  url: 'https://doi.org/10.3390/biom9050161',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const THEANINE_CAFFEINE_TRIAL: Source = {
  title: 'Owen et al., Nutritional Neuroscience 2008 — The combined effects of L-theanine and caffeine on cognitive performance and mood, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/18681988/',
};
const GLUTAMINE_STABILITY: Source = {
  title: 'Khan K et al. Factors affecting the stability of L-glutamine in solution. Clinical Nutrition 1991, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/16839918/',
};
const ODS_NIACIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Niacin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
};
const NCCIH_FENUGREEK: Source = { title: 'NCCIH — Fenugreek', url: 'https://www.nccih.nih.gov/health/fenugreek' };
const TRIPHALA_REVIEW: Source = {
  title: 'Peterson et al., Journal of Alternative and Complementary Medicine 2017 — Therapeutic uses of triphala in Ayurvedic medicine, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5567597/',
};
const MEDLINEPLUS_WHEY: Source = {
  title: 'MedlinePlus (US National Library of Medicine) — Whey protein',
  url: 'https://medlineplus.gov/druginfo/natural/833.html',
};
const CDC_COMMON_COLD: Source = { title: 'CDC — About Common Cold', url: 'https://www.cdc.gov/common-cold/about/index.html' };
const MAYO_INTERMITTENT_FASTING: Source = {
  title: 'Mayo Clinic — Intermittent fasting: what are the benefits?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/intermittent-fasting/faq-20441303',
};
const EFSA_CAFFEINE: Source = {
  title: 'EFSA Journal (2015) — Scientific opinion on the safety of caffeine',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4102',
};
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const NHS_HEARTBURN: Source = { title: 'NHS — Heartburn and acid reflux', url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/' };

export const SHARED_EVERYDAY_TUNING7_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // The daily need and the upper limit in one answer.
  {
    id: 'shared-t7-magnesium-dose',
    topic: 'magnesium',
    intent: 'dose',
    question: 'How much magnesium does a woman or a man need a day, and how much magnesium from tablets is too much?',
    answer:
      'Adult women need 310 mg of magnesium a day (320 mg from age 31) and men 400 to 420 mg. The upper limit for magnesium from supplements is 350 mg a day; magnesium in food does not count towards it.',
    detail: 'Too much from tablets mostly causes diarrhoea, nausea and cramps. People with kidney disease should take magnesium only on medical advice.',
    source: ODS_MAGNESIUM_HP,
  },
  {
    id: 'shared-t7-omega-3-dose',
    topic: 'omega-3',
    intent: 'dose',
    question: 'How much omega-3 (ALA, or EPA and DHA) does a healthy adult need daily, and how much is too much?',
    answer:
      'Adults need 1.1 g (women) or 1.6 g (men) of plant omega-3 (ALA) a day; for EPA and DHA, 250 to 500 mg a day is the usual target. No official upper limit exists: EFSA judged 5 g of EPA and DHA daily safe.',
    detail:
      'The US FDA advises at most 3 g of EPA and DHA a day, with no more than 2 g from supplements. High doses can raise bleeding risk, especially with blood thinners.',
    source: ODS_OMEGA3_HP,
  },
  {
    id: 'shared-t7-creatine-dose',
    topic: 'creatine',
    intent: 'dose',
    question: 'How many grams of creatine monohydrate a day, what is the maximum, and do I need a loading phase?',
    answer:
      '3 to 5 g of creatine monohydrate a day is the usual amount, and no official upper limit is set. You do not need a loading phase: about 20 g a day for 5 to 7 days only fills muscles faster.',
    detail:
      'Without loading, 3 to 5 g a day reaches the same muscle levels in about 3 to 4 weeks. Studies found up to 30 g a day for 5 years well tolerated in healthy people.',
    source: ISSN_CREATINE,
  },
  {
    id: 'shared-t7-melatonin-dose',
    topic: 'melatonin',
    intent: 'dose',
    question: 'How many mg of melatonin should an adult take, and what is the maximum dose?',
    answer:
      'Most adults need no more than 0.5 to 5 mg of melatonin, taken 1 to 2 hours before bed; UK doctors usually prescribe 2 mg. No official upper limit is set, and higher doses work no better but cause more next-day drowsiness.',
    detail:
      'Product strengths vary, and tests of melatonin supplements found the real amount often differs from the label. See a doctor if you need it for more than a few weeks.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-t7-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question: 'Does collagen actually work, and how many grams of collagen peptides a day worked in studies? Is there an upper limit?',
    answer:
      'Modestly at best: in trials, 2.5 to 10 g of hydrolysed collagen peptides a day for 8 to 12 weeks slightly improved skin moisture and elasticity, but many trials were small and industry-funded. No upper limit is set.',
    detail: 'Larger doses have not been shown to work better. Collagen counts as a little extra protein, and sunscreen does more for skin ageing.',
    source: COLLAGEN_SKIN_META,
  },
  {
    id: 'shared-t7-iron-what_is',
    topic: 'iron',
    intent: 'what_is',
    question: 'Does jaggery (gur) really help iron levels or anaemia, or is it a myth? Which vegetarian foods are actually high in iron?',
    answer:
      'Mostly a myth: jaggery holds a little iron but is mainly sugar, so it does little for iron levels. Vegetarians get far more from dal, rajma, chana, soya, palak and other leafy greens, garden cress seeds (halim), ragi, bajra and fortified cereals.',
    detail: 'Plant iron is absorbed less well: add vitamin C, such as lemon, amla or guava, to the meal and keep tea and coffee an hour away from it.',
    source: ODS_IRON_HP,
  },
  // Nutrients and herbs the store does not sell.
  {
    id: 'shared-t7-lutein-dose',
    topic: 'lutein',
    intent: 'dose',
    question: 'How much lutein and zeaxanthin a day for eye health, and which foods give it? I look at screens all day.',
    answer:
      'No daily need is set for lutein and zeaxanthin. Diets giving 5 to 10 mg a day, from spinach, methi and other leafy greens, egg yolk, corn, peas and pistachios, are linked to healthier eyes; eye-disease trials used 10 mg lutein with 2 mg zeaxanthin.',
    detail: 'Eat greens with a little fat for better absorption. Lutein does not prevent screen eye strain: the 20-20-20 rule and regular breaks help more.',
    source: LUTEIN_FOODS_REVIEW,
  },
  {
    id: 'shared-t7-lutein-food_sources',
    topic: 'lutein',
    intent: 'food_sources',
    question: 'Which foods are rich in lutein and zeaxanthin for eye health?',
    answer:
      'Dark leafy greens such as spinach (palak), methi, kale and amaranth are the richest sources; egg yolk, corn (makka), peas, broccoli, orange peppers and pistachios add more, and the lutein in eggs is especially well absorbed.',
    detail: 'Cooking greens lightly with a little oil helps absorption. A varied diet can give 5 to 10 mg a day without supplements.',
    source: LUTEIN_FOODS_REVIEW,
  },
  {
    id: 'shared-t7-manganese-food_sources',
    topic: 'manganese',
    intent: 'food_sources',
    question: 'Which foods are good sources of manganese? My multivitamin does not have any.',
    answer:
      'Whole grains (oats, brown rice, whole-wheat), nuts such as hazelnuts and pecans, pulses like chickpeas, soya and lentils, leafy greens such as spinach, pineapple, mussels and tea are all good sources. Most diets give enough manganese without a supplement.',
    detail:
      'Adults need about 1.8 mg (women) to 2.3 mg (men) a day; the upper limit is 11 mg. Deficiency is very rare, so a multivitamin without manganese is not a problem.',
    source: ODS_MANGANESE_HP,
  },
  {
    id: 'shared-t7-manganese-dose',
    topic: 'manganese',
    intent: 'dose',
    question: 'How much manganese do I need a day, and how much is too much?',
    answer:
      'Adult women need about 1.8 mg of manganese a day and men 2.3 mg. The upper limit is 11 mg a day from food and supplements together; whole grains, nuts, pulses and tea supply enough for most people.',
    detail:
      'Too much manganese, mostly from contaminated water or industrial exposure, can harm the nervous system. Do not add a separate manganese supplement unless a doctor advises it.',
    source: ODS_MANGANESE_HP,
  },
  {
    id: 'shared-t7-copper-food_sources',
    topic: 'copper',
    intent: 'food_sources',
    question: 'Which foods are good sources of copper?',
    answer:
      'Good sources of copper are shellfish such as oysters, liver, cashews (kaju) and other nuts, sesame (til) and sunflower seeds, chickpeas and other pulses, mushrooms, whole grains, potatoes and dark chocolate. A varied diet gives most people enough.',
    detail:
      'Adults need about 900 µg (0.9 mg) of copper a day; the upper limit is 10 mg. High-dose zinc supplements taken for months can cause copper deficiency.',
    source: ODS_COPPER_HP,
  },
  {
    id: 'shared-t7-copper-what_is',
    topic: 'copper',
    intent: 'what_is',
    question: 'What does copper do in the body, and do I need a copper supplement?',
    answer:
      'Copper is a trace mineral that helps make red blood cells, connective tissue and energy, and supports nerves and immunity. Adults need about 900 µg a day, which nuts, seeds, pulses, whole grains and shellfish supply, so most people need no supplement.',
    detail:
      'Deficiency is rare; it is more likely after weight-loss surgery or with long-term high-dose zinc. Do not take copper supplements unless a doctor advises them.',
    source: ODS_COPPER_HP,
  },
  {
    id: 'shared-t7-moringa-what_is',
    topic: 'moringa',
    intent: 'what_is',
    question: 'Does moringa powder help with energy or anaemia? What is moringa good for?',
    answer:
      'There is little evidence. Moringa leaves contain iron, vitamin C and other nutrients, but only a few small human studies exist, mostly on blood sugar, and none shows that moringa powder raises energy or haemoglobin.',
    detail:
      'Tiredness has many causes. If you think you are anaemic, a blood test for haemoglobin and ferritin shows it, and a true deficiency needs iron your doctor advises.',
    source: MORINGA_REVIEW,
  },
  {
    id: 'shared-t7-moringa-side_effects',
    topic: 'moringa',
    intent: 'side_effects',
    question: 'Does moringa powder have side effects? Is taking moringa leaf powder every day safe?',
    answer:
      'Moringa leaf powder seems safe for most adults: human studies using up to about 8 g a day for several weeks reported no serious side effects. The studies were small and short, so long-term safety is not known.',
    detail:
      'Moringa may lower blood sugar and blood pressure: check with your doctor if you take medicines for either. Avoid it in pregnancy, where its safety is unknown.',
    source: MORINGA_REVIEW,
  },
  {
    id: 'shared-t7-shatavari-what_is',
    topic: 'shatavari',
    intent: 'what_is',
    question: 'Does shatavari help menopause symptoms such as hot flushes? Is shatavari any good?',
    answer:
      'Possibly, but the evidence is thin. Shatavari is a traditional Ayurvedic herb for women, and a few small, short trials of shatavari root extracts found fewer hot flushes than placebo; larger independent trials are still missing.',
    detail: 'If hot flushes disturb your sleep or work, a GP can discuss HRT and other treatments. Tell your doctor about any herb you take.',
    source: SHATAVARI_TRIAL,
  },
  // Whether it works, asked of a herb beside another.
  {
    id: 'shared-t7-ginger-what_is',
    topic: 'ginger',
    intent: 'what_is',
    question: 'Does ginger help motion sickness or travel sickness on bus or car trips?',
    answer:
      'Maybe a little: studies of ginger for motion sickness have had mixed results, some finding less nausea and others no effect. The evidence is better for nausea in pregnancy. Travel-sickness tablets from a pharmacist have stronger evidence.',
    detail: 'If you try ginger, take it about 30 minutes before the journey. Sitting at the front, looking at the horizon and fresh air also help.',
    source: NCCIH_GINGER,
  },
  // Comparisons asked by name: both sides named.
  {
    id: 'shared-t7-folate-comparison',
    topic: 'folate',
    intent: 'comparison',
    question: 'Folic acid vs methylfolate (5-MTHF): which is better, especially with an MTHFR gene variant?',
    answer:
      'Both raise folate levels. Folic acid is the form proven to prevent neural tube defects, and people with MTHFR variants still convert it to the active form. Methylfolate (5-MTHF) is already active, but is not shown to be more effective.',
    detail: 'Before and in early pregnancy, 400 µg of folic acid a day is advised. Testing for MTHFR variants is not recommended to choose a folate form.',
    source: CDC_MTHFR,
  },
  {
    id: 'shared-t7-iron-comparison',
    topic: 'iron',
    intent: 'comparison',
    question: 'Ferrous sulphate vs iron bisglycinate: which is easier on the stomach? Ferrous sulfate made me constipated.',
    answer:
      'Iron bisglycinate is usually gentler: in a review of trials, mostly in pregnancy, it gave similar or better haemoglobin than ferrous sulphate and other iron salts with fewer stomach side effects such as constipation. The trials were small, so evidence is limited.',
    detail:
      'Check the elemental iron per tablet when switching. Ask your doctor before changing a prescribed dose; a lower dose or alternate-day dosing may also ease constipation.',
    source: IRON_BISGLYCINATE_META,
  },
  {
    id: 'shared-t7-ashwagandha-comparison',
    topic: 'ashwagandha',
    intent: 'comparison',
    question: 'KSM-66 vs Sensoril ashwagandha: what is the difference, and is one more calming?',
    answer:
      'KSM-66 is a root-only extract with about 5% withanolides, usually taken at about 600 mg a day in trials; Sensoril uses root and leaf with about 10%, at 125 to 250 mg. No trial has compared them, so neither is proven more calming.',
    detail:
      'Both have small trials for stress. Ashwagandha is not advised in pregnancy or with liver or thyroid problems; ask a pharmacist if you take sedatives or other medicines.',
    source: ASHWAGANDHA_REVIEW,
  },
  {
    id: 'shared-t7-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Marine collagen vs bovine collagen: which is better for skin if I do not eat beef?',
    answer:
      'Neither is clearly better for skin. Marine collagen comes from fish skin and is mainly type I; bovine collagen comes from cows and gives types I and III. Both are digested into similar peptides, and trials found no difference in skin elasticity by source.',
    detail: 'If you avoid beef, marine collagen suits you; avoid it with a fish allergy. Whatever the source, studies lasted 8 to 12 weeks.',
    source: COLLAGEN_SOURCES_META,
  },
  {
    id: 'shared-t7-nmn-comparison',
    topic: 'nmn',
    intent: 'comparison',
    question: 'NMN vs NR (nicotinamide riboside): which raises NAD+ better, or are they the same?',
    answer:
      'NMN and NR (nicotinamide riboside) are both vitamin B3 forms that raise NAD+ levels in blood in short human trials. No good trial has compared them directly, so neither is proven better, and neither is shown to slow ageing in people.',
    detail: 'Trials mostly used 250 to 1,000 mg a day for weeks to months with few side effects; long-term safety is unknown.',
    source: NMN_REVIEW,
  },
  {
    id: 'shared-t7-vitamin-c-comparison',
    topic: 'vitamin-c',
    intent: 'comparison',
    question: 'Liposomal vitamin C vs regular vitamin C: is liposomal really better absorbed, or is it a gimmick?',
    answer:
      'Liposomal vitamin C raised blood levels somewhat more than regular ascorbic acid in small studies, but it costs more and no trial shows better health results. For most people, regular vitamin C or fruit easily covers the 75 to 90 mg daily need.',
    detail: 'Your body limits how much vitamin C it absorbs at high doses, whatever the form. Doses above 2,000 mg a day can upset the stomach.',
    source: LIPOSOMAL_VITAMIN_C,
  },
  {
    id: 'shared-t7-turmeric-comparison',
    topic: 'turmeric',
    intent: 'comparison',
    question: 'Haldi (turmeric) powder in food vs curcumin extract capsules: what is the difference?',
    answer:
      'Turmeric (haldi) powder is only about 3% curcumin by weight, so a teaspoon in food gives under 100 mg. Curcumin extract capsules are concentrated to about 95% curcuminoids and give 500 mg or more. Curcumin is poorly absorbed either way.',
    detail:
      'Black pepper (piperine) and fat in the meal raise absorption. Extracts give medicine-sized doses, so ask a pharmacist first if you take blood thinners.',
    source: CURCUMIN_CONTENT,
  },
  {
    id: 'shared-t7-bacopa-comparison',
    topic: 'bacopa',
    intent: 'comparison',
    question: "Bacopa (brahmi) or lion's mane for memory and studying: which has better evidence?",
    answer:
      "Bacopa has better evidence: a meta-analysis of human trials found modest gains in attention and memory speed after at least 12 weeks. Lion's mane rests on a few small studies, mostly in older adults with mild memory problems.",
    detail: 'Bacopa can upset the stomach, so take it with food. For studying, sleep and spaced revision do more than any supplement.',
    source: BACOPA_META,
  },
  {
    id: 'shared-t7-vitamin-k-comparison',
    topic: 'vitamin-k',
    intent: 'comparison',
    question: 'Vitamin K2 MK-7 vs MK-4: which is better to take with vitamin D?',
    answer:
      'MK-7 stays in the blood for about 3 days, so a small dose once a day (often 90 to 180 µg) keeps levels steady. MK-4 clears within hours, so studies used large doses several times daily. Neither is proven better with vitamin D.',
    detail: 'Both forms weaken the effect of warfarin: anyone taking it should ask their doctor before using vitamin K2 or a D3 with K2 product.',
    source: ODS_VITAMIN_K_HP,
  },
  {
    id: 'shared-t7-chyawanprash-comparison',
    topic: 'chyawanprash',
    intent: 'comparison',
    question: 'Chyawanprash or a daily multivitamin tablet: which is better for general health?',
    answer:
      'They do different jobs. A multivitamin gives measured doses of most vitamins and minerals; chyawanprash is a traditional amla-based jam whose nutrient content varies by brand and which adds sugar. Chyawanprash cannot replace a multivitamin, and with a varied diet most people need neither.',
    detail: 'Evidence for chyawanprash comes mostly from small or laboratory studies. Count its sugar if you have diabetes, and buy from licensed makers.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'shared-t7-glutathione-product_choice',
    topic: 'glutathione',
    intent: 'product_choice',
    question: 'Glutathione or NAC: which one should I take for antioxidants or skin glow?',
    answer:
      'Neither is proven to make skin glow. NAC supplies cysteine, which your body uses to make its own glutathione, and is usually cheaper; oral glutathione itself raised body levels in one six-month trial. Skin results for both are small and mixed.',
    detail: 'Avoid glutathione injections sold for skin whitening: they are unapproved and can be unsafe. Sunscreen and not smoking do more for skin.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'shared-t7-omega-3-comparison',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'Fish oil triglyceride form vs ethyl ester form: does it matter which I buy?',
    answer:
      'Not much. Triglyceride (TG) fish oil is absorbed a little better on its own, while ethyl ester (EE) oils are absorbed about as well when taken with a meal that contains fat. EE oils are often more concentrated and cheaper.',
    detail: 'Whatever the form, take fish oil with a meal and compare the EPA plus DHA per capsule, not the fish oil weight.',
    source: ODS_OMEGA3_HP,
  },
  // How to take it.
  {
    id: 'shared-t7-iron-interactions',
    topic: 'iron',
    intent: 'interactions',
    question: 'Can I take iron tablets with chai, tea, coffee or milk? How should I take iron?',
    answer:
      'Not together: tea, chai and coffee contain polyphenols (tannins), and milk contains calcium, which all cut iron absorption. Keep iron at least an hour apart from them, ideally on an empty stomach or with vitamin C such as orange juice or amla.',
    detail:
      'If iron upsets your stomach on its own, take it with a little food rather than skipping it. Keep calcium tablets and antacids a few hours apart too.',
    source: ODS_IRON_HP,
  },
  {
    id: 'shared-t7-probiotics-timing',
    topic: 'probiotics',
    intent: 'timing',
    question: 'Should I take a probiotic capsule before or after food, and does hot tea kill it?',
    answer:
      'Take it with a meal or just before one, at the same time each day, unless the label says otherwise. Swallow it with cool or lukewarm water and wait until hot tea or coffee has cooled: heat can kill the live microbes.',
    detail: 'Never open a probiotic capsule into hot food or drinks. Store it as the label says, away from heat and damp, in the fridge if advised.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-t7-collagen-timing',
    topic: 'collagen',
    intent: 'timing',
    question: 'When is the best time to take collagen powder, morning or night, and can I stir it into my hot morning coffee?',
    answer:
      'Any time of day: no study shows a best time, so take it when you will remember it every day. Stirring it into hot coffee is fine: collagen peptides are already broken down, so heat does not destroy them.',
    detail: 'Stir it in well to avoid lumps. Taking it daily for 8 to 12 weeks matters more than the time or the drink.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-t7-l-theanine-interactions',
    topic: 'l-theanine',
    intent: 'interactions',
    question: 'Can I take L-theanine with my coffee, or should I take it separately?',
    answer:
      'You can take it with your coffee: L-theanine and caffeine are often combined. In one trial, 100 mg of L-theanine with 50 mg of caffeine, about half a cup of coffee, improved attention more than caffeine alone; the effects were modest and short-lived.',
    detail: 'L-theanine may soften caffeine jitters for some people. Keep caffeine to 400 mg a day or less and avoid it late in the day.',
    source: THEANINE_CAFFEINE_TRIAL,
  },
  {
    id: 'shared-t7-chyawanprash-what_is',
    topic: 'chyawanprash',
    intent: 'what_is',
    question: 'Can chyawanprash be eaten in summer, or only in winter? How do we eat it?',
    answer:
      'Chyawanprash can be eaten all year, summer included; there is no evidence it is harmful in hot weather. The usual amount is 1 to 2 teaspoons a day, often in the morning with warm milk or water.',
    detail: 'It is high in sugar or jaggery and honey, so count it if you have diabetes. Buy from licensed makers.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'shared-t7-vitamin-d-interactions',
    topic: 'vitamin-d',
    intent: 'interactions',
    question: 'Can I take vitamin D3 and K2 drops together at the same time?',
    answer:
      'Yes, vitamin D3 and K2 can be taken together at the same time; that is why combined products exist. Both are fat-soluble, so take them with a meal that contains some fat for better absorption.',
    detail:
      'K2 weakens the effect of warfarin, so anyone taking it should ask their doctor first. Evidence that adding K2 to D3 protects bones or arteries is limited.',
    source: ODS_VITAMIN_K_HP,
  },
  {
    id: 'shared-t7-glutamine-how_to',
    topic: 'glutamine',
    intent: 'how_to',
    question: 'How do I mix L-glutamine powder? Is hot water okay, and is there a best time to take it?',
    answer:
      'Stir L-glutamine powder into cold or room-temperature water, juice or a smoothie and drink it soon after mixing. Avoid hot drinks: glutamine slowly breaks down in liquid, and heat speeds that up. No time of day has been shown to be best.',
    detail: 'Splitting a larger amount across the day can be gentler on the stomach. Ask your doctor first if you have liver or kidney disease.',
    source: GLUTAMINE_STABILITY,
  },
  {
    id: 'shared-t7-bacopa-interactions',
    topic: 'bacopa',
    intent: 'interactions',
    question: 'Should I take bacopa with food? Bacopa on an empty stomach gives me a stomach ache.',
    answer:
      'Yes, take bacopa with a meal. Stomach upset, nausea and cramps are its most common side effects in trials, and taking it with food usually makes it easier to tolerate. If the pain continues, lower the dose or stop.',
    detail:
      'Bacopa may interact with thyroid medicines and sedatives, so check with a pharmacist if you take other medicines. See a doctor if stomach pain persists.',
    source: BACOPA_REVIEW,
  },
  {
    id: 'shared-t7-triphala-how_to',
    topic: 'triphala',
    intent: 'how_to',
    question: 'Triphala is giving me loose motions every morning. Should I stop it or reduce the dose?',
    answer:
      'Loose motions mean the dose is too much for you: stop for a day or two until your stools settle, then restart at half the dose, or stop for good if they return. Triphala works as a laxative, so the effect grows with the amount.',
    detail: 'Drink enough fluids meanwhile. See a doctor if diarrhoea lasts more than a few days, or comes with blood, fever or severe pain.',
    source: TRIPHALA_REVIEW,
  },
  // What follows a supplement.
  {
    id: 'shared-t7-niacin-what_is',
    topic: 'niacin',
    intent: 'what_is',
    question: 'Why did my face flush, feel hot and tingle after taking niacin? What is niacin flush?',
    answer:
      'That is the niacin flush, a common and usually harmless reaction to nicotinic acid: it widens small blood vessels in the skin, causing redness, warmth, tingling or itching that passes within an hour or two. It often starts at doses of 30 mg or more.',
    detail:
      'Taking it with food or a lower dose makes flushing less likely, and niacinamide does not cause it. Get help at once for hives, swelling or trouble breathing.',
    source: ODS_NIACIN_HP,
  },
  {
    id: 'shared-t7-creatine-symptoms',
    topic: 'creatine',
    intent: 'symptoms',
    question: 'Does creatine cause hair loss, kidney damage or bloating? What problems can creatine cause?',
    answer:
      'In healthy people, research has not shown creatine causing kidney damage or hair loss; one small study found a rise in DHT, a hormone linked to balding, but measured no hair loss. Its usual effect is some weight gain from extra water in the muscles.',
    detail: 'Large single doses can upset the stomach, so split them. People with kidney disease should ask their doctor before taking creatine.',
    source: CREATINE_MISCONCEPTIONS,
  },
  {
    id: 'shared-t7-melatonin-side_effects',
    topic: 'melatonin',
    intent: 'side_effects',
    question: 'Melatonin makes me groggy like a hangover the next morning. Is that a side effect, and what can I change?',
    answer:
      'Yes, next-morning grogginess is a known side effect, more likely with higher doses or a dose taken late. Try a lower dose, such as 0.5 to 1 mg, taken earlier, 1 to 2 hours before bed, and avoid alcohol that night.',
    detail: 'Do not drive until you feel fully alert. If poor sleep lasts for weeks, see a doctor: CBT for insomnia helps most people more than pills.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-t7-fenugreek-symptoms',
    topic: 'fenugreek',
    intent: 'symptoms',
    question: 'Why does my sweat or urine smell like maple syrup since I started methi (fenugreek) capsules?',
    answer:
      'It is a known, harmless effect: fenugreek (methi) contains an aroma compound, sotolon, that passes into sweat and urine and smells of maple syrup. It goes away after you stop taking it.',
    detail: 'Fenugreek can also cause loose stools and gas, and may lower blood sugar, so take care if you use diabetes medicines.',
    source: NCCIH_FENUGREEK,
  },
  {
    id: 'shared-t7-protein-symptoms',
    topic: 'protein',
    intent: 'symptoms',
    question: 'Does whey protein cause acne or bloating? Both started when I began protein shakes.',
    answer:
      'It can do both. Whey can cause bloating, gas and cramps, often from the lactose in whey concentrate; small studies and case reports also link whey shakes to acne breakouts, possibly through insulin and IGF-1. Whey isolate or a plant protein may suit you better.',
    detail: 'Try a two to four week break to see if your skin and stomach settle. See a doctor or dermatologist if acne is painful or scarring.',
    source: MEDLINEPLUS_WHEY,
  },
  // Everyday complaints and habits.
  {
    id: 'shared-t7-immunity-symptoms',
    topic: 'immunity',
    intent: 'symptoms',
    question: 'Why do I keep catching colds every month? Is my immunity weak?',
    answer:
      'Probably not weak: adults catch 2 to 3 colds a year on average, more with young children at home, crowded commutes or offices, short sleep, stress or smoking. Monthly colds, or colds that are severe or slow to clear, are worth checking with a doctor.',
    detail: 'Washing hands, sleeping 7 hours or more and not smoking lower the risk. Vitamin supplements help only if you are actually low in something.',
    source: CDC_COMMON_COLD,
  },
  {
    id: 'shared-t7-intermittent-fasting-what_is',
    topic: 'intermittent-fasting',
    intent: 'what_is',
    question: 'Is intermittent fasting, such as 16:8, good or bad for you? Does it work?',
    answer:
      'Neither magic nor harmful for most healthy adults. 16:8 means eating within an 8-hour window; trials find it helps weight loss about as much as ordinary calorie cutting, so it suits people who find it easier to stick to.',
    detail:
      'It is not advised in pregnancy, with a history of eating disorders, or with diabetes medicines that can cause low blood sugar, unless a doctor agrees.',
    source: MAYO_INTERMITTENT_FASTING,
  },
  {
    id: 'shared-t7-caffeine-timing',
    topic: 'caffeine',
    intent: 'timing',
    question: 'What time should I stop coffee or tea if I go to bed at 11 pm? How long does caffeine stay in the body?',
    answer:
      'Have your last coffee 6 hours or more before bed: for 11 pm, by about 5 pm, or by 2 to 3 pm if you sleep lightly. Caffeine has a half-life of about 4 hours, so much is still in your system at bedtime.',
    detail: 'Tea, cola, energy drinks and chocolate count too. Caffeine stays longer in pregnancy and with some medicines, such as the contraceptive pill.',
    source: EFSA_CAFFEINE,
  },
  {
    id: 'shared-t7-sun-dose',
    topic: 'sun',
    intent: 'dose',
    question: 'How many minutes of sunlight do I need a day for vitamin D with brown or wheatish skin?',
    answer:
      'No exact figure exists: about 5 to 30 minutes of sun on the face, arms and legs between 10 am and 4 pm, at least twice a week, is often enough for lighter skin. Wheatish and darker skin needs longer. Never let skin burn.',
    detail: 'Glass, pollution, clothing and sunscreen cut vitamin D production, so many people in sunny places are still low; a blood test shows your level.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-t7-meal-timing-side_effects',
    topic: 'meal-timing',
    intent: 'side_effects',
    question: 'Is eating dinner late at night, like 11 pm, bad for health?',
    answer:
      'It can be, mainly for digestion and sleep: eating within 3 hours of lying down makes heartburn and acid reflux more likely and can disturb sleep. Some studies also link late meals with higher blood sugar and weight gain.',
    detail: 'If dinner must be late, keep it light, eat more earlier in the day, and wait before lying down. See a doctor if heartburn happens most weeks.',
    source: NHS_HEARTBURN,
  },
];
