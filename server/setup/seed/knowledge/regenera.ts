// Lady Regenera's curated knowledge: healthy ageing, skin, hair, antioxidants, cell repair and the renewal
// supplements the store sells. Written in our own words; each entry names the page its facts come from.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const NIA_HEALTHY_AGING: Source = {
  title: 'NIH National Institute on Aging — What do we know about healthy aging?',
  url: 'https://www.nia.nih.gov/health/healthy-aging/what-do-we-know-about-healthy-aging',
};
const NIA_FATIGUE: Source = {
  title: 'NIH National Institute on Aging — Fatigue in older adults',
  url: 'https://www.nia.nih.gov/health/fatigue/fatigue-older-adults',
};
const NHLBI_SLEEP: Source = {
  title: 'NIH National Heart, Lung, and Blood Institute — Why is sleep important?',
  url: 'https://www.nhlbi.nih.gov/health/sleep/why-sleep-important',
};
const EXERCISE_MITOCHONDRIA: Source = {
  title: 'Journal of Clinical Endocrinology & Metabolism (2015) — Combined training enhances muscle mitochondrial capacity independent of age',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC4399307/',
};
const SPERMIDINE_SCIENCE: Source = {
  title: 'Science (2018) — Spermidine in health and disease',
  url: 'https://doi.org/10.1126/science.aan2788',
};
const SPERMIDINE_TRIAL: Source = {
  title: 'JAMA Network Open (2022) — Effects of spermidine supplementation on cognition in older adults: a randomized clinical trial',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9136623/',
};
const ODS_ZINC: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const MAYO_SKIN_CARE: Source = {
  title: 'Mayo Clinic — Skin care: 5 tips for healthy skin',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/skin-care/art-20048237',
};
const MAYO_WRINKLE_CREAMS: Source = {
  title: 'Mayo Clinic — Wrinkle creams: your guide to younger-looking skin',
  url: 'https://www.mayoclinic.org/diseases-conditions/wrinkles/in-depth/wrinkle-creams/art-20047463',
};
const MAYO_DRY_SKIN: Source = {
  title: 'Mayo Clinic — Dry skin: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/dry-skin/symptoms-causes/syc-20353885',
};
const NHS_ACNE_TREATMENT: Source = {
  title: 'NHS — Acne: treatment',
  url: 'https://www.nhs.uk/conditions/acne/treatment/',
};
const NHS_MOLES: Source = {
  title: 'NHS — Moles',
  url: 'https://www.nhs.uk/conditions/moles/',
};
const NHS_SUNSCREEN: Source = {
  title: 'NHS — Sunscreen and sun safety',
  url: 'https://www.nhs.uk/live-well/seasonal-health/sunscreen-and-sun-safety/',
};
const NCCIH_ANTIOXIDANTS: Source = {
  title: 'NCCIH — Antioxidant supplements: what you need to know',
  url: 'https://www.nccih.nih.gov/health/antioxidant-supplements-what-you-need-to-know',
};
const NHS_HAIR_LOSS: Source = {
  title: 'NHS — Hair loss',
  url: 'https://www.nhs.uk/conditions/hair-loss/',
};
const AAD_HAIR_SHEDDING: Source = {
  title: 'American Academy of Dermatology — Hair shedding',
  url: 'https://www.aad.org/public/diseases/hair-loss/insider/shedding',
};
const AAD_HAIR_LOSS_DIAGNOSIS: Source = {
  title: 'American Academy of Dermatology — Hair loss: diagnosis and treatment',
  url: 'https://www.aad.org/public/diseases/hair-loss/treatment/diagnosis-treat',
};
const ODS_IRON: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_BIOTIN: Source = {
  title: 'NIH Office of Dietary Supplements — Biotin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
};
const HARVARD_COLLAGEN: Source = {
  title: 'Harvard T.H. Chan School of Public Health, The Nutrition Source — Collagen',
  url: 'https://nutritionsource.hsph.harvard.edu/collagen/',
};
export const NMN_REVIEW: Source = {
  title: 'Advances in Nutrition (2023) — The safety and antiaging effects of nicotinamide mononucleotide in human clinical trials: an update',
  url: 'https://pubmed.ncbi.nlm.nih.gov/37619764/',
};
export const GLUTATHIONE_TRIAL: Source = {
  title: 'European Journal of Nutrition (2015) — Randomized controlled trial of oral glutathione supplementation on body stores of glutathione',
  url: 'https://pubmed.ncbi.nlm.nih.gov/24791752/',
};
const EFSA_PQQ: Source = {
  title: 'EFSA Journal (2017) — Safety of pyrroloquinoline quinone disodium salt as a novel food',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5058',
};
const HA_TRIAL: Source = {
  title: 'Nutrients (2021) — Oral hyaluronan relieves wrinkles and improves dry skin: a 12-week placebo-controlled study',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8308347/',
};
const FDA_FILLERS: Source = {
  title: 'U.S. Food and Drug Administration — Dermal fillers (soft tissue fillers)',
  url: 'https://www.fda.gov/medical-devices/aesthetic-cosmetic-devices/dermal-fillers-soft-tissue-fillers',
};
const LPI_RESVERATROL: Source = {
  title: 'Linus Pauling Institute Micronutrient Information Center — Resveratrol',
  url: 'https://lpi.oregonstate.edu/mic/dietary-factors/phytochemicals/resveratrol',
};
const EFSA_ASTAXANTHIN: Source = {
  title: 'EFSA Journal (2020) — Safety of astaxanthin for its use as a novel food in food supplements',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5993',
};
const ODS_VITAMIN_C: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_VITAMIN_E: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin E fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};

const NHS_ACTIVITY_OLDER: Source = {
  title: 'NHS — Physical activity guidelines for older adults',
  url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-older-adults/',
};
const LANCET_SARCOPENIA: Source = {
  title: 'Cruz-Jentoft AJ, Sayer AA. Sarcopenia. The Lancet 2019;393:2636–46',
  url: 'https://doi.org/10.1016/S0140-6736(19)31138-9',
};
const DOMS_REVIEW: Source = {
  title: 'Cheung K, Hume P, Maxwell L. Delayed onset muscle soreness: treatment strategies and performance factors. Sports Medicine 2003, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/12617692/',
};
const NHS_FALLS: Source = { title: 'NHS — Falls: prevention', url: 'https://www.nhs.uk/conditions/falls/prevention/' };

export const REGENERA_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Healthy ageing.
  {
    id: 'regenera-ageing-what_is',
    topic: 'ageing',
    intent: 'what_is',
    question: 'What causes ageing? Why do our bodies age?',
    answer:
      "Ageing comes from damage that slowly builds up in cells, to DNA, proteins and mitochondria, while the body's repair systems become less efficient. Genes set part of the pace; smoking, sun, inactivity, poor sleep and diet set much of the rest.",
    detail: 'Healthy habits cannot stop ageing, but they are linked with more years lived free of heart disease, diabetes, frailty and memory decline.',
    source: NIA_HEALTHY_AGING,
  },
  {
    id: 'regenera-ageing-how_to',
    topic: 'ageing',
    intent: 'how_to',
    question: 'How can I slow ageing and age well?',
    answer:
      'Stay active (150 minutes a week plus strength work twice a week), eat mostly vegetables, fruit, whole grains, pulses and fish, do not smoke, limit alcohol, sleep 7–9 hours, protect your skin from the sun and stay socially connected.',
    detail:
      'No supplement has been shown to slow human ageing; not smoking and regular physical activity have the strongest evidence for a longer, healthier life.',
    source: NIA_HEALTHY_AGING,
  },
  {
    id: 'regenera-ageing-comparison',
    topic: 'ageing',
    intent: 'comparison',
    question: 'Do anti-ageing supplements like NMN or resveratrol work better than lifestyle?',
    answer:
      'Lifestyle wins: regular exercise, not smoking, a plant-rich diet, good sleep and a healthy weight have strong evidence in people. NMN, resveratrol and spermidine look promising in animals, but evidence in people is limited.',
    detail:
      'If you try a longevity supplement, treat it as an experiment on top of good habits, check it with your doctor, and do not drop prescribed treatment.',
    source: NIA_HEALTHY_AGING,
  },
  {
    id: 'regenera-ageing-symptoms',
    topic: 'ageing',
    intent: 'symptoms',
    question: 'Is it normal to feel more tired as I get older?',
    answer:
      'Some slowing down is normal, but lasting tiredness is not just age: anaemia, thyroid problems, poor sleep, depression, inactivity and some medicines are common causes. See a doctor if tiredness lasts more than two weeks.',
    detail:
      'Take a list of your medicines and supplements to the appointment; some, including certain blood-pressure, sleep and allergy medicines, can cause fatigue.',
    source: NIA_FATIGUE,
  },

  // Skin.
  {
    id: 'regenera-skin-how_to',
    topic: 'skin',
    intent: 'how_to',
    question: 'How can I keep my skin healthy and young-looking?',
    answer:
      'Protect it from the sun every day, do not smoke, cleanse gently, moisturise, manage stress and eat plenty of fruit, vegetables and protein. Sun exposure causes most visible skin ageing, such as wrinkles and age spots.',
    detail: 'Smoking narrows the small blood vessels in the outer skin and damages collagen and elastin, which speeds up wrinkling.',
    source: MAYO_SKIN_CARE,
  },
  {
    id: 'regenera-skin-comparison',
    topic: 'skin',
    intent: 'comparison',
    question: 'Retinol or vitamin C for my skin? Which is better for wrinkles?',
    answer:
      'Retinol, a vitamin A compound, has the stronger evidence for smoothing fine lines and is best used at night. Vitamin C serum is an antioxidant that may help protect against sun damage, used in the morning under sunscreen.',
    detail: 'Results take weeks to months and depend on the concentration; many people use both, introducing one product at a time to limit irritation.',
    source: MAYO_WRINKLE_CREAMS,
  },
  {
    id: 'regenera-skin-side_effects',
    topic: 'skin',
    intent: 'side_effects',
    question: 'Is retinol safe? What are the side effects of retinoid creams?',
    answer:
      'Common effects are dryness, peeling, redness and stinging, especially in the first weeks, plus more sensitivity to sunlight. Topical retinoids should not be used in pregnancy or when trying to conceive.',
    detail: 'Start two or three nights a week with a pea-sized amount, use a moisturiser, and wear sunscreen daily while using retinoids.',
    source: NHS_ACNE_TREATMENT,
  },
  {
    id: 'regenera-skin-interactions',
    topic: 'skin',
    intent: 'interactions',
    question: 'Can I use retinol with vitamin C, acids or other skincare products?',
    answer:
      'Yes, but space them out: vitamin C in the morning and retinol at night. Layering retinol with exfoliating acids or other strong actives on the same night raises the risk of redness, stinging and peeling.',
    detail: 'Tell your doctor about retinoid creams if you are prescribed other skin treatments, and pause them before waxing or peels.',
    source: MAYO_WRINKLE_CREAMS,
  },
  {
    id: 'regenera-skin-food_sources',
    topic: 'skin',
    intent: 'food_sources',
    question: 'Which foods are good for my skin?',
    answer:
      'Vitamin C foods such as peppers, citrus, kiwi and berries for collagen; protein from eggs, fish, pulses or dairy for repair; oily fish and nuts for healthy fats; and colourful vegetables for carotenoids and polyphenols.',
    detail: 'Some research links diets rich in fish oils and low in processed, refined carbohydrates and unhealthy fats with younger-looking skin.',
    source: MAYO_SKIN_CARE,
  },
  {
    id: 'regenera-skin-symptoms',
    topic: 'skin',
    intent: 'symptoms',
    question: 'Why is my skin so dry and itchy?',
    answer:
      'Common causes are cold, dry air, long hot showers, harsh soaps, ageing and sun damage. Eczema, psoriasis, diabetes, an underactive thyroid and some medicines can also dry the skin.',
    detail: 'See a doctor if dryness comes with redness, cracks or sores, keeps you awake, covers large areas or does not improve with regular moisturising.',
    source: MAYO_DRY_SKIN,
  },
  {
    id: 'regenera-skin-testing',
    topic: 'skin',
    intent: 'testing',
    question: 'When should a doctor check a mole or skin spot?',
    answer:
      'See a doctor if a mole changes shape, size or colour, has uneven edges or several colours, bleeds, itches, becomes crusty or inflamed, or a new one appears in adulthood. Most moles are harmless, but changes can signal skin cancer.',
    detail: 'Check your skin about once a month in good light, using a mirror for your back; photos make changes easier to spot.',
    source: NHS_MOLES,
  },
  {
    id: 'regenera-skin-product_choice',
    topic: 'skin',
    intent: 'product_choice',
    question: 'What should I look for in a sunscreen?',
    answer:
      'Choose SPF 30 or higher for UVB and at least 4-star UVA protection (or "broad spectrum"). Apply generously before going out and reapply every 2 hours and straight after swimming or sweating.',
    detail: 'Most people apply too little sunscreen; sunscreen works best alongside shade and clothing, especially between 11am and 3pm.',
    source: NHS_SUNSCREEN,
  },

  // Antioxidants.
  {
    id: 'regenera-antioxidants-what_is',
    topic: 'antioxidants',
    intent: 'what_is',
    question: 'What are antioxidants and free radicals?',
    answer:
      'Free radicals are unstable molecules made during normal metabolism and by smoking, UV light and pollution; they can damage cells. Antioxidants, such as vitamins C and E, carotenoids and polyphenols, neutralise them.',
    detail:
      'Your body also makes its own antioxidant defences, including glutathione and enzymes that depend on minerals such as selenium, zinc and manganese.',
    source: NCCIH_ANTIOXIDANTS,
  },
  {
    id: 'regenera-antioxidants-how_to',
    topic: 'antioxidants',
    intent: 'how_to',
    question: 'How do antioxidants slow ageing? How can I get more?',
    answer:
      'They limit oxidative damage to DNA, proteins and fats, one of the processes behind ageing. Diets rich in antioxidant foods are linked with better health, but antioxidant supplements have not been shown to slow ageing or prevent disease.',
    detail: 'The surest way to raise antioxidant intake is to eat several colours of vegetables and fruit every day, plus nuts, pulses and whole grains.',
    source: NCCIH_ANTIOXIDANTS,
  },
  {
    id: 'regenera-antioxidants-food_sources',
    topic: 'antioxidants',
    intent: 'food_sources',
    question: 'Which foods are rich in antioxidants?',
    answer:
      'Berries, citrus, kiwi, peppers, tomatoes, leafy greens, carrots, sweet potato, nuts and seeds, beans, green tea, cocoa and spices such as turmeric. Eating several colours a day gives the widest range.',
    detail: 'Whole foods bring fibre and many compounds working together, which may explain why diet studies look more positive than supplement trials.',
    source: NCCIH_ANTIOXIDANTS,
  },
  {
    id: 'regenera-antioxidants-side_effects',
    topic: 'antioxidants',
    intent: 'side_effects',
    question: 'Can antioxidant supplements be harmful?',
    answer:
      'At high doses, yes: beta-carotene supplements raised lung cancer risk in smokers, and vitamin E at 400 IU a day raised prostate cancer risk in a large trial. Antioxidant supplements can also interact with medicines.',
    detail: 'Tell your cancer team before taking antioxidant supplements during chemotherapy or radiotherapy, as they may interfere with treatment.',
    source: NCCIH_ANTIOXIDANTS,
  },
  {
    id: 'regenera-antioxidants-comparison',
    topic: 'antioxidants',
    intent: 'comparison',
    question: 'Are antioxidants better from food or supplements?',
    answer:
      'From food: fruit, vegetables, nuts and whole grains are consistently linked with lower disease risk, while trials of single antioxidant supplements have mostly found no benefit. Supplements mainly make sense to correct a shortfall.',
    detail: "More is not better: very high doses of a single antioxidant can upset the body's own balance and, in some trials, caused harm.",
    source: NCCIH_ANTIOXIDANTS,
  },

  // Cell repair.
  {
    id: 'regenera-cell-repair-what_is',
    topic: 'cell-repair',
    intent: 'what_is',
    question: 'What is autophagy and how do cells renew themselves?',
    answer:
      "Autophagy is the cell's recycling system: it breaks down worn-out proteins and damaged mitochondria and reuses the parts. With DNA repair and the steady replacement of old cells, it keeps tissues working, though all three slow with age.",
    detail:
      'Fasting, exercise and compounds such as spermidine trigger autophagy in animal studies; how much this matters for human ageing is still being researched.',
    source: SPERMIDINE_SCIENCE,
  },
  {
    id: 'regenera-cell-repair-how_to',
    topic: 'cell-repair',
    intent: 'how_to',
    question: 'What helps my cells repair and renew?',
    answer:
      'Sleep 7–9 hours, move daily with strength work twice a week, eat enough protein alongside vitamin C-rich foods, avoid smoking and heavy drinking, and protect your skin from UV. These limit damage and give cells the materials to rebuild.',
    detail: 'Regular exercise increases the number and capacity of mitochondria in muscle at any age, one of the clearest examples of renewal you can train.',
    source: NIA_HEALTHY_AGING,
  },
  {
    id: 'regenera-cell-repair-how_to-2',
    topic: 'cell-repair',
    intent: 'how_to',
    question: 'How does sleep affect renewal and repair?',
    answer:
      'During sleep, especially deep sleep, the body repairs tissues, muscles and blood vessels and releases growth hormone, while the brain clears waste. Adults need 7–9 hours a night.',
    detail: 'Regularly sleeping too little is linked with higher risks of heart disease, high blood pressure, diabetes and obesity.',
    source: NHLBI_SLEEP,
  },
  {
    id: 'regenera-cell-repair-how_to-3',
    topic: 'cell-repair',
    intent: 'how_to',
    question: 'What are mitochondria and how can I keep them healthy?',
    answer:
      'Mitochondria are the power plants of your cells, turning food and oxygen into energy. Regular endurance and strength training increase their amount and capacity in muscle, and older adults respond about as well as young adults.',
    detail:
      'In one trial, eight weeks of combined endurance and strength training produced the largest mitochondrial gains in both adults over 65 and adults aged 18–30.',
    source: EXERCISE_MITOCHONDRIA,
  },
  {
    id: 'regenera-cell-repair-food_sources',
    topic: 'cell-repair',
    intent: 'food_sources',
    question: 'Which nutrients and foods support cell repair and wound healing?',
    answer:
      'Protein for rebuilding tissue, zinc for DNA synthesis, cell division and wound healing, vitamin C for collagen, and folate and vitamin B12 for new cells. Good sources include eggs, fish, meat, dairy, pulses, nuts, seeds, whole grains and leafy greens.',
    detail: 'Zinc needs are 11 mg a day for men and 8 mg for women; oysters, red meat, poultry, beans and nuts are good sources.',
    source: ODS_ZINC,
  },

  // Hair.
  {
    id: 'regenera-hair-symptoms',
    topic: 'hair',
    intent: 'symptoms',
    question: 'Why is my hair falling out? What causes hair loss?',
    answer:
      'Losing 50–100 hairs a day is normal. Extra shedding often follows stress, illness, childbirth, weight loss or some medicines; other causes include inherited thinning, iron deficiency, thyroid problems, alopecia areata and tight hairstyles.',
    detail: 'See a doctor if hair falls out suddenly, in clumps or patches, your scalp itches or burns, or the hair loss worries you.',
    source: NHS_HAIR_LOSS,
  },
  {
    id: 'regenera-hair-symptoms-2',
    topic: 'hair',
    intent: 'symptoms',
    question: 'Can stress cause hair loss? Will my hair grow back?',
    answer:
      'Yes: a shock, illness, high fever, surgery, childbirth or severe stress can trigger heavy shedding, usually starting 2–3 months after the event. It normally settles within 6–9 months and the hair grows back.',
    detail: 'If shedding continues beyond this, or you see bald patches or a widening parting, see a doctor to look for other causes.',
    source: AAD_HAIR_SHEDDING,
  },
  {
    id: 'regenera-hair-testing',
    topic: 'hair',
    intent: 'testing',
    question: 'Which blood tests should I get for hair loss?',
    answer:
      'A doctor may check a blood count and ferritin (iron stores), thyroid function and sometimes vitamin D, zinc or hormone levels, depending on your history and the pattern of loss. A scalp exam or gentle pull test often comes first.',
    detail: 'Stop biotin supplements before blood tests if your doctor advises; high doses can distort some results, including thyroid tests.',
    source: AAD_HAIR_LOSS_DIAGNOSIS,
  },
  {
    id: 'regenera-hair-food_sources',
    topic: 'hair',
    intent: 'food_sources',
    question: 'Which foods help hair growth and stop hair fall?',
    answer:
      'Hair is built from protein, so eat protein regularly (eggs, fish, dairy, pulses or meat), plus iron from lentils, beans, spinach or red meat, and vitamin C foods with meals to help absorb iron from plants.',
    detail: 'Diet helps hair mainly if you were short of protein, iron or zinc; eating extra will not speed up normal hair growth.',
    source: ODS_IRON,
  },
  {
    id: 'regenera-hair-product_choice',
    topic: 'hair',
    intent: 'product_choice',
    question: 'Do biotin or hair growth supplements work?',
    answer:
      'Biotin only helps hair if you are deficient, which is rare; there is little evidence it helps healthy people. A supplement is most worthwhile when a blood test shows low iron, vitamin D or zinc.',
    detail:
      'High-dose biotin, often 5,000 µg or more in hair products, can give false results on thyroid, heart (troponin) and other blood tests; tell your doctor you take it.',
    source: ODS_BIOTIN,
  },
  {
    id: 'regenera-hair-how_to',
    topic: 'hair',
    intent: 'how_to',
    question: 'How can I reduce hair fall?',
    answer:
      'Treat the cause: manage stress, eat enough protein and iron, avoid crash diets, tight hairstyles and harsh heat or chemical treatments, and be gentle with wet hair. Inherited thinning can be treated with minoxidil.',
    detail: 'Hair-loss treatments take several months to work and loss returns when you stop; ask a pharmacist or doctor before starting.',
    source: NHS_HAIR_LOSS,
  },

  // Collagen.
  {
    id: 'regenera-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question: 'What does collagen do in the body?',
    answer:
      "Collagen is the body's most abundant protein, giving strength and structure to skin, tendons, ligaments, bones and blood vessels. You make it from amino acids in dietary protein, using vitamin C, zinc and copper.",
    detail: 'Collagen production slows with age and is damaged by sun exposure, smoking and high-sugar diets, which is why skin loses firmness.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-what_is-2',
    topic: 'collagen',
    intent: 'what_is',
    question: 'Does collagen actually work? Do collagen supplements help skin and joints?',
    answer:
      'Some small trials suggest hydrolysed collagen taken for 8–12 weeks may improve skin hydration and elasticity and ease joint pain, but many were industry-funded. Your body breaks collagen down into amino acids, so benefits are not guaranteed.',
    detail: 'Eating enough protein and vitamin C gives your body the raw materials to make its own collagen, with or without a supplement.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-dose',
    topic: 'collagen',
    intent: 'dose',
    question: 'How much collagen should I take a day?',
    answer:
      'There is no official dose. Skin studies mostly used 2.5–10 g of hydrolysed collagen peptides a day for 8–12 weeks, and joint studies often used about 10 g.',
    detail: 'Collagen lacks the amino acid tryptophan, so it should not replace other protein foods such as eggs, fish, dairy or pulses.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-food_sources',
    topic: 'collagen',
    intent: 'food_sources',
    question: 'Which foods contain collagen or help my body make it?',
    answer:
      'Collagen itself is found in bone broth, gelatin, chicken and fish skin and tough cuts of meat. To make your own, eat protein (eggs, fish, dairy, pulses) with vitamin C foods like peppers, citrus, kiwi and berries.',
    detail: 'Zinc from seeds, nuts, whole grains and meat, and copper from nuts, seeds and legumes also help collagen form.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-side_effects',
    topic: 'collagen',
    intent: 'side_effects',
    question: 'Is collagen safe? Does it have side effects?',
    answer:
      'Collagen peptides are generally well tolerated; some people notice mild bloating, heartburn or a feeling of fullness. Check the source if you have fish, shellfish or egg allergies, and note most collagen is not vegetarian.',
    detail: 'Supplements are not tested for purity before sale, so choose brands with independent testing for contaminants such as heavy metals.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-product_choice',
    topic: 'collagen',
    intent: 'product_choice',
    question: 'Which collagen supplement should I buy?',
    answer:
      'Choose hydrolysed collagen peptides, the form used in most studies, with the source stated (marine, bovine or porcine), the grams per serving clearly listed, and independent testing for contaminants.',
    detail: 'Pair collagen with vitamin C from food or from the formula, since your body needs vitamin C to build collagen.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Marine or bovine collagen: which is better?',
    answer:
      'Both provide similar amino acids, and there is no strong evidence that one works better for skin or joints. Marine collagen suits people who avoid beef or pork; bovine is often cheaper.',
    detail: 'Avoid marine collagen if you have a fish allergy, and check for halal, kosher or other certifications if they matter to you.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'regenera-collagen-timing',
    topic: 'collagen',
    intent: 'timing',
    question: 'When is the best time to take collagen?',
    answer:
      'Any time of day: no study shows a best time. What matters is taking it consistently, mixed into a drink or food, for at least 8–12 weeks before judging results.',
    detail: 'Taking it with a meal that includes vitamin C foods, such as fruit or peppers, covers the vitamin your body needs to build collagen.',
    source: HARVARD_COLLAGEN,
  },

  // NMN.
  {
    id: 'regenera-nmn-what_is',
    topic: 'nmn',
    intent: 'what_is',
    question: 'What is NMN and what does NAD+ do?',
    answer:
      'Nicotinamide mononucleotide (NMN) is a molecule the body turns into NAD+, a coenzyme cells need to make energy and repair DNA. NAD+ levels fall with age, and NMN restores them in animal studies; evidence in people is limited.',
    detail: 'Human trials show NMN raises NAD+ in blood, but whether that translates into slower ageing or better health in people is not yet known.',
    source: NMN_REVIEW,
  },
  {
    id: 'regenera-nmn-side_effects',
    topic: 'nmn',
    intent: 'side_effects',
    question: 'Is NMN safe? Does NMN have side effects?',
    answer:
      'Short human trials, lasting up to 12 weeks at 100–2,000 mg a day, found NMN well tolerated with no serious side effects. Long-term safety is unknown, and it has not been studied in pregnancy or breastfeeding.',
    detail: 'Most trials were small and included mainly healthy or older adults, so ask your doctor first if you have a chronic illness or cancer.',
    source: NMN_REVIEW,
  },
  {
    id: 'regenera-nmn-dose',
    topic: 'nmn',
    intent: 'dose',
    question: 'How much NMN should I take?',
    answer:
      'There is no established dose. Human studies have used 100–2,000 mg a day for up to 12 weeks, often around 250 mg; benefits at any dose are still unproven in people.',
    detail: 'A higher dose raises blood NAD+ more, but no study shows that more NAD+ means better health.',
    source: NMN_REVIEW,
  },
  {
    id: 'regenera-nmn-comparison',
    topic: 'nmn',
    intent: 'comparison',
    question: 'NMN or NR (nicotinamide riboside): which is better?',
    answer:
      'Both are NAD+ precursors that raise blood NAD+ levels in human studies. Neither has shown clear health benefits in people yet, and there are no good head-to-head trials showing one is better.',
    detail: 'Niacin (vitamin B3) from foods such as fish, poultry, peanuts and whole grains is also a building block for NAD+.',
    source: NMN_REVIEW,
  },
  {
    id: 'regenera-nmn-interactions',
    topic: 'nmn',
    intent: 'interactions',
    question: 'Can I take NMN with my medicines?',
    answer:
      'Little is known: interaction studies are lacking. Ask your doctor first if you take diabetes medicines, are having cancer treatment or take several regular medicines, because NAD+ is involved in metabolism and cell growth.',
    detail: 'Bring the product to your pharmacist so they can check the exact ingredients, as some NMN products add resveratrol or other compounds.',
    source: NMN_REVIEW,
  },

  // Glutathione.
  {
    id: 'regenera-glutathione-what_is',
    topic: 'glutathione',
    intent: 'what_is',
    question: 'What is glutathione and what does it do?',
    answer:
      'Glutathione is the main antioxidant your cells make, built from three amino acids: cysteine, glycine and glutamate. It neutralises free radicals, supports immune cells and helps the liver process toxins and medicines.',
    detail: 'NAC (N-acetyl cysteine) supplies cysteine, the building block that most limits how much glutathione your body makes.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'regenera-glutathione-dose',
    topic: 'glutathione',
    intent: 'dose',
    question: 'How much glutathione should I take? Does oral glutathione work?',
    answer:
      'There is no established dose. In a 6-month trial, 250 mg or 1,000 mg a day of oral glutathione raised body stores in healthy adults, more at the higher dose; levels fell back a month after stopping.',
    detail: 'A shorter, 4-week trial of 1,000 mg a day found no change, so results are mixed and any effect needs months of steady use.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'regenera-glutathione-side_effects',
    topic: 'glutathione',
    intent: 'side_effects',
    question: 'Is glutathione safe? Any side effects?',
    answer:
      'Oral glutathione at up to 1,000 mg a day for six months was well tolerated in a trial of healthy adults. It has not been studied in pregnancy or breastfeeding, so avoid it then.',
    detail: 'Claims that oral glutathione lightens skin are not well supported, and injected products sold for this purpose carry real risks.',
    source: GLUTATHIONE_TRIAL,
  },
  {
    id: 'regenera-glutathione-product_choice',
    topic: 'glutathione',
    intent: 'product_choice',
    question: 'Liposomal or regular glutathione: which should I choose?',
    answer:
      'Liposomal forms are designed to protect glutathione during digestion, but good comparisons with standard capsules are few. Choose a product that states the amount of reduced glutathione per serving and is independently tested.',
    detail: 'Standard capsules at 250–1,000 mg a day are the form that raised glutathione stores in the longest trial so far.',
    source: GLUTATHIONE_TRIAL,
  },

  // PQQ.
  {
    id: 'regenera-pqq-what_is',
    topic: 'pqq',
    intent: 'what_is',
    question: 'What is PQQ and what does it do?',
    answer:
      'Pyrroloquinoline quinone (PQQ) is a compound found in tiny amounts in foods. In lab and animal studies it supports mitochondria, the energy producers of cells; evidence in people is limited and comes from small, short trials.',
    detail: 'How well people absorb and use PQQ is still poorly understood, according to the European Food Safety Authority.',
    source: EFSA_PQQ,
  },
  {
    id: 'regenera-pqq-dose',
    topic: 'pqq',
    intent: 'dose',
    question: 'How much PQQ is safe to take?',
    answer:
      'European regulators allow PQQ supplements for adults at up to 20 mg a day, excluding pregnant and breastfeeding women, after EFSA judged that level safe. That is more than 250 times typical intake from food.',
    detail: 'Higher doses have not been assessed for safety in people, so stay at or below 20 mg a day unless a doctor advises otherwise.',
    source: EFSA_PQQ,
  },
  {
    id: 'regenera-pqq-food_sources',
    topic: 'pqq',
    intent: 'food_sources',
    question: 'Which foods contain PQQ?',
    answer:
      'PQQ occurs naturally at very low levels in many foods, including fermented soybeans (natto), green vegetables such as parsley, spinach and green peppers, fruits such as kiwi and papaya, tofu and green tea.',
    detail: 'Food amounts are tiny compared with supplements, so a varied diet of vegetables and fruit is the realistic food source.',
    source: EFSA_PQQ,
  },
  {
    id: 'regenera-pqq-side_effects',
    topic: 'pqq',
    intent: 'side_effects',
    question: 'Is PQQ safe? What are the side effects?',
    answer:
      'At up to 20 mg a day, EFSA found no safety concerns for healthy adults. PQQ has not been assessed for children, or in pregnancy or breastfeeding, so avoid it in those cases.',
    detail: 'As with any supplement, tell your doctor or pharmacist you take it, especially if you have a long-term condition or take regular medicines.',
    source: EFSA_PQQ,
  },

  // Hyaluronic acid.
  {
    id: 'regenera-hyaluronic-acid-what_is',
    topic: 'hyaluronic-acid',
    intent: 'what_is',
    question: 'What is hyaluronic acid and what does it do for skin?',
    answer:
      'Hyaluronic acid is a sugar molecule found in skin, joint fluid and the eyes that holds large amounts of water, keeping tissues plump and lubricated. Skin levels fall with age and sun exposure.',
    detail: 'It is used in moisturising serums, in oral supplements, and by doctors in injections for joints and as dermal fillers.',
    source: HA_TRIAL,
  },
  {
    id: 'regenera-hyaluronic-acid-dose',
    topic: 'hyaluronic-acid',
    intent: 'dose',
    question: 'How much hyaluronic acid should I take by mouth?',
    answer:
      'Skin studies mostly used 120–240 mg a day for 8–12 weeks. In one 12-week trial, 120 mg a day improved skin moisture and wrinkles compared with placebo, but trials are small and often industry-funded.',
    detail: 'Most skin changes in that trial appeared after about 8 weeks, so judge results after two to three months of steady use.',
    source: HA_TRIAL,
  },
  {
    id: 'regenera-hyaluronic-acid-comparison',
    topic: 'hyaluronic-acid',
    intent: 'comparison',
    question: 'Hyaluronic acid serum or supplement: which is better?',
    answer:
      'A serum hydrates the skin surface straight away and works where you apply it; oral supplements are newer, with small trials suggesting modest gains in moisture and elasticity after about 8 weeks.',
    detail: "Apply serum to damp skin and follow with a moisturiser to hold the water in; sunscreen protects the skin's own hyaluronic acid.",
    source: HA_TRIAL,
  },
  {
    id: 'regenera-hyaluronic-acid-side_effects',
    topic: 'hyaluronic-acid',
    intent: 'side_effects',
    question: 'Is hyaluronic acid safe? What about fillers?',
    answer:
      'Serums and oral supplements are generally well tolerated. Injected dermal fillers are a medical procedure with risks such as bruising, swelling, lumps and, rarely, blocked blood vessels that can damage skin or vision.',
    detail: 'Only have fillers from a qualified, licensed practitioner, and never buy fillers online to inject yourself.',
    source: FDA_FILLERS,
  },

  // Spermidine.
  {
    id: 'regenera-spermidine-what_is',
    topic: 'spermidine',
    intent: 'what_is',
    question: 'What is spermidine and does it help with ageing?',
    answer:
      "Spermidine is a natural compound in all cells and in foods such as wheat germ, soybeans and mushrooms. In animals it triggers autophagy, the cell's recycling process, and extends lifespan; evidence in people is limited.",
    detail: 'Observational studies link higher spermidine intake with better health, but such studies cannot prove that spermidine itself is the cause.',
    source: SPERMIDINE_SCIENCE,
  },
  {
    id: 'regenera-spermidine-dose',
    topic: 'spermidine',
    intent: 'dose',
    question: 'How much spermidine should I take? Does spermidine work?',
    answer:
      'There is no established dose. The main 12-month trial gave older adults 0.9 mg a day from wheat germ extract, about 10% more than usual diets provide, and found no improvement in memory compared with placebo.',
    detail:
      'Exploratory results hinted at small effects on inflammation and verbal memory, which researchers say need confirming in trials using higher doses.',
    source: SPERMIDINE_TRIAL,
  },
  {
    id: 'regenera-spermidine-side_effects',
    topic: 'spermidine',
    intent: 'side_effects',
    question: 'Is spermidine safe?',
    answer:
      'Spermidine-rich wheat germ extract was well tolerated over 12 months in older adults, with side effects similar to placebo. Longer-term safety and use in pregnancy have not been studied.',
    detail: 'Many spermidine products come from wheat germ, so people with coeliac disease or wheat allergy should check the label for gluten.',
    source: SPERMIDINE_TRIAL,
  },
  {
    id: 'regenera-spermidine-food_sources',
    topic: 'spermidine',
    intent: 'food_sources',
    question: 'Which foods are high in spermidine?',
    answer:
      'Wheat germ is one of the richest sources; soybeans and natto, mushrooms, aged cheese, peas and other legumes, and whole grains also provide spermidine.',
    detail: 'These foods are already part of healthy eating patterns, so adding them brings fibre and protein whatever spermidine itself does.',
    source: SPERMIDINE_SCIENCE,
  },

  // Resveratrol.
  {
    id: 'regenera-resveratrol-what_is',
    topic: 'resveratrol',
    intent: 'what_is',
    question: 'What is resveratrol and does it slow ageing?',
    answer:
      'Resveratrol is a polyphenol found in grape skins, red wine, peanuts and some berries. It extends lifespan in some lab organisms, but human trials have not shown it slows ageing, and evidence in people is limited.',
    detail: 'The body absorbs resveratrol well but breaks it down very quickly, so little reaches the blood unchanged.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'regenera-resveratrol-side_effects',
    topic: 'resveratrol',
    intent: 'side_effects',
    question: 'Is resveratrol safe? What are the side effects?',
    answer:
      'Doses up to about 1 g a day are generally well tolerated; higher doses, from about 2.5 g a day, often cause nausea, diarrhoea and stomach cramps. Long-term safety and use in pregnancy have not been established.',
    detail: 'Because it has weak oestrogen-like effects, people with hormone-sensitive conditions should check with their doctor before taking it.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'regenera-resveratrol-interactions',
    topic: 'resveratrol',
    intent: 'interactions',
    question: 'Can I take resveratrol with blood thinners or other medicines?',
    answer:
      'Ask your doctor or pharmacist first: resveratrol may slow blood clotting, adding to the bleeding risk of warfarin, aspirin, clopidogrel and anti-inflammatory painkillers, and it can change how the liver handles some medicines.',
    detail: 'Stop it before surgery or dental procedures as advised, and tell the surgeon you take it.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'regenera-resveratrol-food_sources',
    topic: 'resveratrol',
    intent: 'food_sources',
    question: 'Which foods contain resveratrol? Is red wine a good source?',
    answer:
      'Red grapes (mainly the skins), red wine, peanuts and peanut butter, pistachios, blueberries, cranberries and dark chocolate contain small amounts, usually a few milligrams or less per serving.',
    detail: 'Drinking wine for resveratrol is not advised: you would need far more than is safe to match supplement doses, and alcohol carries its own risks.',
    source: LPI_RESVERATROL,
  },
  {
    id: 'regenera-resveratrol-product_choice',
    topic: 'resveratrol',
    intent: 'product_choice',
    question: 'What is trans-resveratrol? Which resveratrol supplement should I choose?',
    answer:
      'Trans-resveratrol is the form studied most, so look for a label that states its amount per capsule. Many supplements are made from Japanese knotweed extract; choose one that is independently tested for content and purity.',
    detail: 'Start at a modest dose taken with food, since stomach upset becomes more common as doses rise.',
    source: LPI_RESVERATROL,
  },

  // Astaxanthin.
  {
    id: 'regenera-astaxanthin-what_is',
    topic: 'astaxanthin',
    intent: 'what_is',
    question: 'What is astaxanthin and what is it good for?',
    answer:
      'Astaxanthin is a red carotenoid made by microalgae that gives salmon, trout, shrimp and krill their colour. It is a strong antioxidant in lab studies, but evidence in people for skin or ageing is limited.',
    detail: 'Supplements are usually made from the microalga Haematococcus pluvialis and, like other carotenoids, astaxanthin is fat-soluble.',
    source: EFSA_ASTAXANTHIN,
  },
  {
    id: 'regenera-astaxanthin-dose',
    topic: 'astaxanthin',
    intent: 'dose',
    question: 'How much astaxanthin should I take? Is 12 mg safe?',
    answer:
      'EFSA concluded that 8 mg a day from supplements is safe for adults, on top of what food provides. Studies have used 4–12 mg a day, but doses above 8 mg have not been assessed as safe by EFSA.',
    detail: 'The same assessment found teenagers reach, and younger children exceed, the acceptable intake at 8 mg, so supplements are for adults only.',
    source: EFSA_ASTAXANTHIN,
  },
  {
    id: 'regenera-astaxanthin-timing',
    topic: 'astaxanthin',
    intent: 'timing',
    question: 'When should I take astaxanthin?',
    answer:
      'Take it with a meal that contains some fat, such as eggs, nuts, olive oil or fish. Astaxanthin is fat-soluble, so it is absorbed much better with dietary fat than on an empty stomach.',
    detail: 'The time of day matters less than taking it with food consistently.',
    source: EFSA_ASTAXANTHIN,
  },
  {
    id: 'regenera-astaxanthin-food_sources',
    topic: 'astaxanthin',
    intent: 'food_sources',
    question: 'Which foods contain astaxanthin?',
    answer:
      'Salmon, trout, shrimp, prawns, lobster, crab, krill and fish roe. Wild salmon generally contains more than farmed salmon, which gets astaxanthin from its feed.',
    detail: 'Two portions of fish or seafood a week provide some astaxanthin along with omega-3 fats and protein.',
    source: EFSA_ASTAXANTHIN,
  },

  // Vitamins C and E for skin.
  {
    id: 'regenera-vitamin-c-what_is',
    topic: 'vitamin-c',
    intent: 'what_is',
    question: 'How does vitamin C help skin and collagen?',
    answer:
      'Your body needs vitamin C to make and stabilise collagen, and it works as an antioxidant in skin. Very low intake shows as easy bruising, slow wound healing and, in severe deficiency (scurvy), bleeding gums.',
    detail: 'Adults need 75 mg a day (women) or 90 mg (men), easily met from fruit and vegetables; smokers need 35 mg more.',
    source: ODS_VITAMIN_C,
  },
  {
    id: 'regenera-vitamin-c-product_choice',
    topic: 'vitamin-c',
    intent: 'product_choice',
    question: 'Is natural vitamin C better than synthetic ascorbic acid?',
    answer:
      'No: natural and synthetic ascorbic acid are chemically identical and work the same in the body. Buffered forms such as sodium or calcium ascorbate may be gentler on a sensitive stomach.',
    detail: 'Fruit and vegetables add fibre and other protective compounds, so food remains the first choice where possible.',
    source: ODS_VITAMIN_C,
  },
  {
    id: 'regenera-vitamin-c-timing',
    topic: 'vitamin-c',
    intent: 'timing',
    question: 'When should I take vitamin C?',
    answer:
      'With meals, especially plant-based ones: vitamin C helps you absorb iron from beans, lentils, grains and greens. Absorption falls at doses above 1,000 mg, so smaller amounts spread through the day work better.',
    detail: 'The upper limit is 2,000 mg a day for adults; above it, diarrhoea, nausea and stomach cramps become common.',
    source: ODS_VITAMIN_C,
  },
  {
    id: 'regenera-vitamin-e-what_is',
    topic: 'vitamin-e',
    intent: 'what_is',
    question: 'What does vitamin E do for skin?',
    answer:
      'Vitamin E is a fat-soluble antioxidant that protects cell membranes, including those of skin cells, from free radical damage. Most people get enough from food, and evidence that supplements improve skin is limited.',
    detail: 'Adults need 15 mg a day; high-dose supplements can increase bleeding risk, especially with blood thinners.',
    source: ODS_VITAMIN_E,
  },
  {
    id: 'regenera-vitamin-e-food_sources',
    topic: 'vitamin-e',
    intent: 'food_sources',
    question: 'Which foods are high in vitamin E?',
    answer:
      "Wheat germ oil, sunflower seeds, almonds, sunflower and safflower oils, hazelnuts, peanuts and peanut butter, spinach and broccoli. A 28 g handful of almonds gives about 7 mg, roughly half a day's needs.",
    detail: 'Because vitamin E is fat-soluble, eating these foods as part of a meal with some fat helps absorption.',
    source: ODS_VITAMIN_E,
  },
  {
    id: 'regenera-vitamin-e-comparison',
    topic: 'vitamin-e',
    intent: 'comparison',
    question: 'Natural or synthetic vitamin E: what is the difference?',
    answer:
      'Natural vitamin E (d-alpha-tocopherol) is more potent than synthetic (dl-alpha-tocopherol). The daily 15 mg equals about 22 IU of the natural form or 33 IU of the synthetic form.',
    detail: 'Check which form your label lists; the upper limit of 1,000 mg equals 1,500 IU natural or 1,100 IU synthetic vitamin E.',
    source: ODS_VITAMIN_E,
  },
  // Muscle strength with age.
  {
    id: 'regenera-muscle-how_to',
    topic: 'muscle',
    intent: 'how_to',
    question: 'How can I build or keep muscle as I get older? Strength training after 50',
    answer:
      'Do muscle-strengthening activities on at least 2 days a week, working the legs, hips, back, tummy, chest, shoulders and arms: lifting weights, resistance bands, bodyweight exercises such as push-ups, heavy gardening or carrying shopping.',
    detail: 'Older adults should also be active for at least 150 minutes a week and do balance and flexibility activities such as yoga, tai chi or dancing.',
    source: NHS_ACTIVITY_OLDER,
  },
  {
    id: 'regenera-muscle-what_is',
    topic: 'muscle',
    intent: 'what_is',
    question: 'What is sarcopenia? Do we lose muscle as we age?',
    answer:
      'Sarcopenia is a progressive loss of muscle mass and function that is common in older age. It raises the risk of falls, frailty, disability and loss of independence, and can also start earlier alongside long-term illnesses.',
    detail: 'Resistance (strength) exercise is the main treatment; researchers are testing nutrition and medicines that could add to its benefit.',
    source: LANCET_SARCOPENIA,
  },
  {
    id: 'regenera-muscle-symptoms',
    topic: 'muscle',
    intent: 'symptoms',
    question: 'Why are my muscles sore a day or two after exercise? How do I ease muscle soreness?',
    answer:
      'Delayed-onset muscle soreness (DOMS) is normal after new or harder exercise, especially moves that lengthen a muscle under load, such as walking downhill. It builds over the first day, peaks 1 to 3 days later and fades within about a week.',
    detail: 'It is thought to come from tiny areas of damage in the muscle fibres and the inflammation that follows.',
    source: DOMS_REVIEW,
  },

  {
    id: 'regenera-muscle-how_to-2',
    topic: 'muscle',
    intent: 'how_to',
    question: 'How do I ease sore muscles after exercise? How can I reduce muscle soreness (DOMS)?',
    answer:
      'Light exercise of the sore muscles is the most effective way to ease delayed-onset soreness, though the relief wears off; the soreness itself fades within about a week. Stretching, ice and ultrasound have not been shown to help, and massage gives mixed results.',
    detail: 'Anti-inflammatory painkillers gave mixed results in studies, with effects depending on the dose.',
    source: DOMS_REVIEW,
  },

  // Falls.
  {
    id: 'regenera-ageing-how_to-2',
    topic: 'ageing',
    intent: 'how_to',
    question: 'How can I prevent falls as I get older?',
    answer:
      'Do strength and balance exercises, have regular eye tests, ask your GP or pharmacist to review medicines that make you dizzy, wear well-fitting shoes, and remove trip hazards such as clutter, trailing wires and loose rugs.',
    detail: 'Good lighting, non-slip mats and handrails help at home; if you have fallen or feel unsteady, ask your GP about a falls assessment.',
    source: NHS_FALLS,
  },
];
