// Shared answers to everyday questions the other files left open: vitamin D need and limit together, high-dose zinc,
// zinc forms, biotin for hair, caffeine limits, vitamin E, B6 and selenium limits, foods and water for hydration, late
// coffee and screens, a lingering cough, cold sores, CoQ10 for tiredness, brahmi or ashwagandha, walking or running,
// retinol or collagen, SPF 30 or 50, melatonin or magnesium, hyaluronic acid serum or capsules, isabgol or triphala,
// citicoline or caffeine, D3 with K2, probiotic timing and storage, fish oil with a multivitamin, what to avoid with
// iron, too much vitamin D, glutamine, intermittent fasting, a walk after meals, cold showers, stress and sleep and
// colds, meditation, fasting before a cholesterol test, strength training, naps, fasting days, smoking and skin; and
// store questions (damaged parcels, gifts, signing in, coins with a promo, referrals, bulk orders, GST, the
// assessment's scores) as the store works today (shared-store.ts, docs/features/payments.md, common/returns.ts,
// common/assessments/scoring.ts). Written in our own words from the source beside each entry; no entry says a
// supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';
import { HELP_ASSESSMENT, HELP_COINS, HELP_DELIVERY, HELP_ORDERS, HELP_RETURNS, PRIVACY_WHO_SEES, TERMS_COINS, TERMS_ORDERS } from './shared-store';

type Source = KnowledgeSeed['source'];

const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_BIOTIN_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Biotin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Biotin-HealthProfessional/',
};
const FDA_CAFFEINE: Source = {
  title: 'US FDA — Spilling the beans: how much caffeine is too much?',
  url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
};
const ODS_VITAMIN_E_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin E fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};
const NHS_VITAMIN_B: Source = {
  title: 'NHS — Vitamins and minerals: B vitamins and folic acid',
  url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-b/',
};
const ODS_SELENIUM_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Selenium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Selenium-HealthProfessional/',
};
const MAYO_WATER: Source = {
  title: 'Mayo Clinic — Water: how much should you drink every day?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/in-depth/water/art-20044256',
};
const NHS_WATER_DRINKS: Source = {
  title: 'NHS — Water, drinks and your health',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/',
};
const NHS_INSOMNIA: Source = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const NHS_COUGH: Source = { title: 'NHS — Cough', url: 'https://www.nhs.uk/conditions/cough/' };
const NHS_COLD_SORES: Source = { title: 'NHS — Cold sores', url: 'https://www.nhs.uk/conditions/cold-sores/' };
const NCCIH_COQ10: Source = { title: 'NCCIH — Coenzyme Q10', url: 'https://www.nccih.nih.gov/health/coenzyme-q10' };
const NCCIH_ASHWAGANDHA: Source = { title: 'NCCIH — Ashwagandha', url: 'https://www.nccih.nih.gov/health/ashwagandha' };
const WHO_PHYSICAL_ACTIVITY: Source = {
  title: 'WHO — Physical activity fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
};
const MAYO_WRINKLE_CREAMS: Source = {
  title: 'Mayo Clinic — Wrinkle creams: your guide to younger-looking skin',
  url: 'https://www.mayoclinic.org/diseases-conditions/wrinkles/in-depth/wrinkle-creams/art-20047463',
};
const AAD_SUNSCREEN_FAQ: Source = {
  title: 'American Academy of Dermatology — Sunscreen FAQs',
  url: 'https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/sunscreen-faqs',
};
const NCCIH_MELATONIN: Source = { title: 'NCCIH — Melatonin: what you need to know', url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know' };
const NHS_CONSTIPATION: Source = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const ODS_CHOLINE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Choline fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/',
};
const ODS_VITAMIN_K_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin K fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const HARVARD_COLLAGEN: Source = { title: 'Harvard T.H. Chan School of Public Health — Collagen', url: 'https://nutritionsource.hsph.harvard.edu/collagen/' };
const ODS_OMEGA3_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const AAD_AGING_SKIN: Source = {
  title: 'American Academy of Dermatology — 11 ways to reduce premature skin aging',
  url: 'https://www.aad.org/public/everyday-care/skin-care-secrets/anti-aging/skin-care-secrets-prevent-premature-aging',
};
const ODS_OMEGA3_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-Consumer/',
};
const NHS_IRON_DEFICIENCY: Source = { title: 'NHS — Iron deficiency anaemia', url: 'https://www.nhs.uk/conditions/iron-deficiency-anaemia/' };
const MEDLINEPLUS_GLUTAMINE: Source = {
  title: 'MedlinePlus (US National Library of Medicine) — Glutamine',
  url: 'https://medlineplus.gov/druginfo/natural/1001.html',
};
const MAYO_INTERMITTENT_FASTING: Source = {
  title: 'Mayo Clinic — Intermittent fasting: what are the benefits?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/intermittent-fasting/faq-20441303',
};
const COLD_SHOWER_TRIAL: Source = {
  title: 'Buijze GA et al. The effect of cold showering on health and work: a randomized controlled trial. PLoS One 2016, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5025014/',
};
const APA_STRESS_BODY: Source = { title: 'American Psychological Association — Stress effects on the body', url: 'https://www.apa.org/topics/stress/body' };
const SLEEP_COLD_STUDY: Source = {
  title: 'Prather AA et al. Behaviorally assessed sleep and susceptibility to the common cold. Sleep 2015',
  url: 'https://doi.org/10.5665/sleep.4968',
};
const NCCIH_MEDITATION: Source = {
  title: 'NCCIH — Meditation and mindfulness: effectiveness and safety',
  url: 'https://www.nccih.nih.gov/health/meditation-and-mindfulness-effectiveness-and-safety',
};
const MAYO_CHOLESTEROL_TEST: Source = {
  title: 'Mayo Clinic — Cholesterol test',
  url: 'https://www.mayoclinic.org/tests-procedures/cholesterol-test/about/pac-20384601',
};
const NHS_EXERCISE_ADULTS: Source = {
  title: 'NHS — Physical activity guidelines for adults aged 19 to 64',
  url: 'https://www.nhs.uk/live-well/exercise/physical-activity-guidelines-for-adults-aged-19-to-64/',
};
const MAYO_NAPPING: Source = {
  title: 'Mayo Clinic — Napping: do’s and don’ts for healthy adults',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/in-depth/napping/art-20048319',
};
const NHS_HEARTBURN: Source = { title: 'NHS — Heartburn and acid reflux', url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/' };
const MAYO_SMOKING_WRINKLES: Source = {
  title: 'Mayo Clinic — Smoking: does it cause wrinkles?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/expert-answers/smoking/faq-20058153',
};
const MAYO_PROTEIN: Source = {
  title: 'Mayo Clinic Health System — Are you getting too much protein?',
  url: 'https://www.mayoclinichealthsystem.org/hometown-health/speaking-of-health/are-you-getting-too-much-protein',
};
const POST_MEAL_WALK_REVIEW: Source = {
  title:
    'Buffey AJ et al. The acute effects of interrupting prolonged sitting time in adults with standing and light-intensity walking on biomarkers of cardiometabolic health: a systematic review and meta-analysis. Sports Medicine 2022, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9325803/',
};
// The store's own pages (shared-store.ts has the others).
const HELP_SIGN_IN = { title: 'Guardians store help — Signing in and your password', url: 'https://guardians.example/help#sign-in' };

export const SHARED_EVERYDAY_TUNING5_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Amounts and limits.
  {
    id: 'shared-t5-vitamin-d-dose',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How much vitamin D per day for an adult, and what is the maximum or upper limit so I do not overdo it?',
    answer:
      'Adults aged 19 to 70 need 600 IU (15 µg) of vitamin D a day, and 800 IU (20 µg) over 70; the NHS advises 400 IU (10 µg). The upper limit for adults is 4,000 IU (100 µg) a day from food and supplements together.',
    detail: 'Higher doses are for a doctor to prescribe for a proven deficiency, with blood tests. Too much over time raises blood calcium.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-t5-zinc-side_effects',
    topic: 'zinc',
    intent: 'side_effects',
    question: 'Is 50 mg of zinc a day safe? How much zinc does an adult woman or man need, and is that too much?',
    answer:
      'Adult women need 8 mg of zinc a day and men 11 mg. The upper limit is 40 mg a day from food and supplements together, so 50 mg daily is above it and is best avoided unless a doctor advises it.',
    detail:
      'Taken for weeks or months, too much zinc can cause copper deficiency, with anaemia and nerve problems, and can weaken immunity. Nausea is a common early sign.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-t5-zinc-dose',
    topic: 'zinc',
    intent: 'dose',
    question: 'I have taken 50 mg of zinc daily for months for acne. Is long-term high-dose zinc a problem?',
    answer:
      'Adults need 8 mg (women) to 11 mg (men) of zinc a day, and the upper limit is 40 mg. Taking 50 mg a day for months can lower your copper levels, causing anaemia, low white blood cells or numbness, and can lower HDL cholesterol.',
    detail: 'Ask your doctor about cutting back and whether a copper or blood count check is needed.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-t5-zinc-comparison',
    topic: 'zinc',
    intent: 'comparison',
    question: 'Zinc gluconate vs picolinate vs citrate vs oxide: which form of zinc absorbs best?',
    answer:
      'The differences are small. In a study of adults, zinc citrate and zinc gluconate were absorbed equally well, about 61%, and better than zinc oxide, about 50%. Picolinate is often said to absorb better, but the evidence is limited.',
    detail:
      'What matters more is the elemental zinc per tablet on the label: adults need 8 to 11 mg a day and should stay under 40 mg. Take it with food if it causes nausea.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-t5-biotin-dose',
    topic: 'biotin',
    intent: 'dose',
    question: 'How much biotin do I need for hair? My biotin says 10,000 mcg per tablet, is that too much?',
    answer:
      'Adults need about 30 mcg (µg) of biotin a day, which most diets supply. Hair supplements often hold 5,000 to 10,000 mcg; no upper limit is set and no harm from such doses is known, but they do not help hair unless you are deficient.',
    detail:
      'High-dose biotin can make some blood tests, including thyroid and troponin heart tests, read falsely high or low: tell your doctor you take it before any test.',
    source: ODS_BIOTIN_HP,
  },
  {
    id: 'shared-t5-biotin-what_is',
    topic: 'biotin',
    intent: 'what_is',
    question: 'Will biotin stop my hair fall? Does biotin help hair growth?',
    answer:
      'Probably not, unless you are deficient. Biotin deficiency is rare and can cause thinning hair, but there is no good evidence that biotin supplements help hair in people whose levels are normal.',
    detail:
      'Common causes of hair fall include stress, illness, low iron, thyroid problems and inherited thinning: a doctor or dermatologist can look for the cause.',
    source: ODS_BIOTIN_HP,
  },
  {
    id: 'shared-t5-collagen-comparison',
    topic: 'collagen',
    intent: 'comparison',
    question: 'Collagen or biotin for hair, which one is better?',
    answer:
      'Neither has good evidence for hair. Biotin helps only if you are deficient, which is rare. Collagen has small, mostly industry-funded trials for skin and very little for hair. Enough protein and iron, and finding the cause of hair fall, matter more.',
    detail: 'See a doctor or dermatologist if hair fall lasts more than a few months or comes out in patches; a blood test can check iron and thyroid.',
    source: ODS_BIOTIN_HP,
  },
  {
    id: 'shared-t5-caffeine-side_effects',
    topic: 'caffeine',
    intent: 'side_effects',
    question: 'How much caffeine is safe in a day? What happens if I drink too much coffee, like 4 or 5 cups?',
    answer:
      'Up to 400 mg of caffeine a day, about four cups of brewed coffee, is usually safe for healthy adults (200 mg in pregnancy). More can cause jitters, anxiety, a fast heartbeat, an upset stomach, headaches and poor sleep.',
    detail: 'Caffeine per cup varies widely with strength and cup size. Cut down gradually to avoid withdrawal headaches, and avoid coffee late in the day.',
    source: FDA_CAFFEINE,
  },
  {
    id: 'shared-t5-vitamin-e-dose',
    topic: 'vitamin-e',
    intent: 'dose',
    question: 'How much vitamin E do I need a day? Is a 400 IU vitamin E capsule daily within the limit?',
    answer:
      'Adults need 15 mg of vitamin E a day. The upper limit for supplements is 1,000 mg a day, equal to 1,500 IU of natural or 1,100 IU of synthetic vitamin E, so a 400 IU capsule is under the limit but far above need.',
    detail:
      'High doses can raise bleeding risk, especially with blood thinners, and a large trial found 400 IU daily slightly raised prostate cancer risk in men. Good evidence for skin glow is lacking.',
    source: ODS_VITAMIN_E_HP,
  },
  {
    id: 'shared-t5-vitamin-b6-dose',
    topic: 'vitamin-b6',
    intent: 'dose',
    question: 'How much vitamin B6 is too much? My B complex has 50 mg of B6, is that over the limit?',
    answer:
      'Adults need 1.3 to 1.7 mg of vitamin B6 a day. The US upper limit is 100 mg a day, while the NHS advises no more than 10 mg a day from supplements and the EU sets 12 mg, so 50 mg is above the UK and EU limits.',
    detail: 'Taking high doses for months can damage nerves, causing numbness or tingling in the hands and feet; stop and see a doctor if that happens.',
    source: NHS_VITAMIN_B,
  },
  {
    id: 'shared-t5-selenium-side_effects',
    topic: 'selenium',
    intent: 'side_effects',
    question: 'How much selenium is safe per day? Is eating 3 or 4 Brazil nuts too much?',
    answer:
      'Adults need 55 µg of selenium a day, and the upper limit is 400 µg. One Brazil nut can hold about 68 to 91 µg, sometimes more, so 3 or 4 every day can pass the limit; one or two now and then is fine.',
    detail: 'Too much selenium over time can cause garlic-smelling breath, a metallic taste, brittle hair and nails, hair loss and skin rashes.',
    source: ODS_SELENIUM_HP,
  },
  {
    id: 'shared-t5-protein-dose',
    topic: 'protein',
    intent: 'dose',
    question: 'How much protein do I need a day for my weight? I weigh 70 kg, have a desk job and go to the gym twice a week.',
    answer:
      'Adults need about 0.8 g of protein per kg of body weight a day: about 56 g at 70 kg. Regular strength training raises needs to roughly 1.1 to 1.6 g per kg, best spread over meals.',
    detail:
      'Dal, paneer, curd, eggs, fish, chicken, soya and nuts all count. Very high intakes bring no extra benefit; ask a doctor first if you have kidney disease.',
    source: MAYO_PROTEIN,
  },

  {
    id: 'shared-t5-omega-3-dose',
    topic: 'omega-3',
    intent: 'dose',
    question: 'For general heart health, how many mg of EPA and DHA per day is recommended, and is there a ceiling or upper limit?',
    answer:
      'For general heart health, about 250 to 500 mg of EPA and DHA combined a day is the usual target, roughly two portions of fish a week, one oily. No official upper limit is set: EFSA found up to 5 g (5,000 mg) a day safe.',
    detail: 'The US FDA advises no more than 3 g (3,000 mg) a day of EPA and DHA, at most 2 g from supplements. High doses can raise bleeding risk.',
    source: ODS_OMEGA3_HP,
  },

  // Hydration.
  {
    id: 'shared-t5-hydration-food_sources',
    topic: 'hydration',
    intent: 'food_sources',
    question: 'Which foods keep you hydrated in summer heat?',
    answer:
      'Foods that are mostly water help: watermelon, muskmelon, cucumber, oranges, tomatoes, lettuce and other salad vegetables, plus buttermilk (chaas), curd, coconut water, soups and dal. Food usually supplies about a fifth of the fluid you take in.',
    detail: 'Drink water through the day too, more in heat or when active; pale straw-coloured urine is a good sign you are drinking enough.',
    source: MAYO_WATER,
  },
  {
    id: 'shared-t5-hydration-dose',
    topic: 'hydration',
    intent: 'dose',
    question: 'How much water should I drink a day? Will drinking 4 litres of water give me glowing skin?',
    answer:
      'The NHS suggests 6 to 8 glasses of fluid a day, about 1.5 to 2 litres, and more in heat or when exercising. Drink enough that you are rarely thirsty and your urine is pale. There is no good evidence that extra water makes skin glow.',
    detail: 'Water, milk, tea and coffee all count. Drinking very large amounts in a short time can be harmful.',
    source: NHS_WATER_DRINKS,
  },

  // Symptoms and their causes.
  {
    id: 'shared-t5-sleep-symptoms',
    topic: 'sleep',
    intent: 'symptoms',
    question: 'Could coffee in the evening or scrolling my phone in bed be why I cannot fall asleep?',
    answer:
      'Yes, both are common causes. Caffeine stays in your body for hours, so coffee after mid-afternoon can delay sleep. Scrolling reels or videos in bed keeps your brain alert, and the bright screen light can push your body clock later.',
    detail: 'Try no caffeine after about 2pm and putting the phone away an hour before bed for two weeks. See a doctor if poor sleep lasts for months.',
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-t5-colds-symptoms',
    topic: 'colds',
    intent: 'symptoms',
    question: 'Is a dry cough that lingers for weeks after a cold or fever normal?',
    answer:
      'Often, yes. A cough can last a few weeks after a viral infection such as a cold or flu, because the airways stay irritated after the infection itself has cleared. Most coughs clear within 3 to 4 weeks.',
    detail: 'See a doctor if it lasts more than 3 weeks, keeps getting worse, or comes with breathlessness, chest pain, weight loss or coughing up blood.',
    source: NHS_COUGH,
  },
  {
    id: 'shared-t5-cold-sores-symptoms',
    topic: 'cold-sores',
    intent: 'symptoms',
    question: 'Why do I get cold sores on my lip when I am stressed?',
    answer:
      'Cold sores are caused by the herpes simplex virus (HSV). After the first infection it stays dormant in nerves and can flare up again: stress, another illness, tiredness, strong sunlight and periods are common triggers.',
    detail: 'They usually clear within about 10 days. See a doctor if one has not healed in 10 days, they keep coming back, or your immune system is weakened.',
    source: NHS_COLD_SORES,
  },
  {
    id: 'shared-t5-skin-symptoms',
    topic: 'skin',
    intent: 'symptoms',
    question: 'Does smoking age your skin? Is smoking why my skin looks older?',
    answer:
      'It can be a big part of it. Smoking narrows the blood vessels in the skin, so less oxygen reaches it, and damages collagen and elastin, the fibres that keep skin firm. Smokers tend to get wrinkles and dull skin earlier.',
    detail: 'Stopping at any age helps your skin and the rest of your body; NHS and other stop-smoking services offer free support.',
    source: MAYO_SMOKING_WRINKLES,
  },

  {
    id: 'shared-t5-skin-how_to-routine',
    topic: 'skin',
    intent: 'how_to',
    question: 'What basic skincare routine should I start at 40?',
    answer:
      'Keep it simple: a gentle cleanser, a moisturiser, and a broad-spectrum sunscreen of SPF 30 or more every morning, even indoors near windows. At night, a retinoid cream can help fine lines if your skin tolerates it.',
    detail:
      'Sun protection prevents most visible skin ageing. Not smoking, enough sleep and a diet rich in fruit and vegetables help too; introduce one new product at a time.',
    source: AAD_AGING_SKIN,
  },

  // Does it work?
  {
    id: 'shared-t5-coq10-what_is',
    topic: 'coq10',
    intent: 'what_is',
    question: 'Does CoQ10 give you energy if you are healthy and just tired from work?',
    answer:
      'Probably not much. Your body makes its own CoQ10, and studies of supplements for energy or tiredness in healthy people are few, small and mixed. Research is mainly in some heart conditions, and even there the evidence is limited.',
    detail:
      'Tiredness from work usually responds to sleep, activity and breaks. See a doctor if it lasts weeks, to check for causes such as low iron or thyroid problems.',
    source: NCCIH_COQ10,
  },
  {
    id: 'shared-t5-hyaluronic-acid-what_is',
    topic: 'hyaluronic-acid',
    intent: 'what_is',
    question: 'Hyaluronic acid serum or capsules: which one works for skin?',
    answer:
      'The serum has the clearer effect: applied to the skin, it draws water into the outer layer, so skin looks plumper and less dry for a while. Capsules have only a few small trials suggesting modest gains in skin moisture, so the evidence is limited.',
    detail: 'Apply a serum to damp skin and follow with moisturiser and, by day, sunscreen, which does the most to prevent wrinkles.',
    source: MAYO_WRINKLE_CREAMS,
  },

  // Comparisons.
  {
    id: 'shared-t5-bacopa-comparison',
    topic: 'bacopa',
    intent: 'comparison',
    question: 'Brahmi or ashwagandha: what is the difference, and which should I take?',
    answer:
      'They are studied for different things. Brahmi (bacopa) is studied mainly for memory: small trials show modest gains in recall after 8 to 12 weeks. Ashwagandha is studied mainly for stress and sleep: small trials suggest it may lower stress and cortisol.',
    detail:
      'Choose by your goal. Both can upset the stomach; ashwagandha is not advised in pregnancy or with liver or thyroid problems. Check with your doctor if you take medicines.',
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'shared-t5-heart-health-comparison',
    topic: 'heart-health',
    intent: 'comparison',
    question: 'Brisk walking or running, which is better for the heart, especially with bad knees?',
    answer:
      'Both help your heart. Adults should aim for 150 minutes of moderate activity such as brisk walking, or 75 minutes of vigorous activity such as running, each week. Brisk walking is gentler on the knees and gives similar benefit when you do twice the time.',
    detail:
      'Cycling and swimming are other low-impact choices. If you have heart disease or chest pain, check with your doctor before starting harder exercise.',
    source: WHO_PHYSICAL_ACTIVITY,
  },
  {
    id: 'shared-t5-vitamin-a-comparison',
    topic: 'vitamin-a',
    intent: 'comparison',
    question: 'Retinol cream or collagen supplements for wrinkles: which works better?',
    answer:
      'Retinol cream has the stronger evidence: studies show topical retinoids reduce fine lines with steady use over months. Collagen supplements have only small, often industry-funded trials suggesting modest gains in skin elasticity and hydration.',
    detail: 'Daily sunscreen matters as much as either. Retinol can irritate at first: use it at night, start slowly, and avoid it in pregnancy.',
    source: MAYO_WRINKLE_CREAMS,
  },
  {
    id: 'shared-t5-sun-comparison',
    topic: 'sun',
    intent: 'comparison',
    question: 'SPF 30 vs SPF 50 sunscreen: is SPF 50 much better?',
    answer:
      'Only a little. Used correctly, SPF 30 blocks about 97% of the sun’s UVB rays and SPF 50 about 98%; no sunscreen blocks all. Applying enough and reapplying every 2 hours, and after swimming or sweating, matters more than the number.',
    detail: 'Choose a broad-spectrum, water-resistant sunscreen of SPF 30 or higher, and use shade and clothing too.',
    source: AAD_SUNSCREEN_FAQ,
  },
  {
    id: 'shared-t5-melatonin-comparison',
    topic: 'melatonin',
    intent: 'comparison',
    question: 'Melatonin or magnesium for sleep, which is better?',
    answer:
      'They work differently. Melatonin is a hormone that tells your body clock it is night, so it helps most with jet lag or a late sleep pattern. Magnesium is a mineral; evidence that it improves sleep is weak and mostly in older adults.',
    detail:
      'Neither fixes ongoing insomnia: regular sleep times and cognitive behavioural therapy for insomnia (CBT-I) work best. Ask a doctor before use in pregnancy or with medicines.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-t5-fibre-comparison',
    topic: 'fibre',
    intent: 'comparison',
    question: 'Isabgol or triphala for constipation, which is better?',
    answer:
      'Isabgol (psyllium husk) is a soluble fibre that bulks up and softens stools, with good evidence; take it with plenty of water. Triphala is an Ayurvedic herbal mix that acts as a mild laxative, with only small studies behind it.',
    detail: 'Start with more fibre and fluids from food. See a doctor if constipation lasts over 3 weeks or comes with blood, weight loss or severe pain.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-t5-fibre-comparison-rice',
    topic: 'fibre',
    intent: 'comparison',
    question: 'Brown rice vs white rice: is brown rice really better?',
    answer:
      'Yes, a little. Brown rice keeps its bran and germ, so it has more fibre, magnesium and B vitamins and raises blood sugar a bit more slowly than white rice. White rice is fine as part of a meal with dal and vegetables.',
    detail: 'Portion size matters for both. Hand-pounded or parboiled rice and millets are other ways to get more fibre.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-t5-citicoline-comparison',
    topic: 'citicoline',
    intent: 'comparison',
    question: 'Citicoline vs caffeine for focus: which is better?',
    answer:
      'They work differently. Caffeine is a stimulant that raises alertness within about 30 minutes but can cause jitters and poor sleep. Citicoline is a source of choline, which the brain uses for cell membranes and acetylcholine; evidence for focus in healthy adults is limited.',
    detail: 'Keep caffeine under 400 mg a day and avoid it late in the day. Choline needs are usually met by eggs, dairy, fish and pulses.',
    source: ODS_CHOLINE_HP,
  },
  {
    id: 'shared-t5-vitamin-d-what_is-k2',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'Should I take vitamin D3 alone or D3 with K2? What does K2 even add?',
    answer:
      'D3 alone raises your vitamin D, and it is what most trials used. Vitamin K2 activates proteins that bind calcium in bone, so it is added to steer calcium to bones, but evidence of extra benefit from the combination is limited.',
    detail:
      'Either is fine for most people. Avoid added vitamin K with warfarin, and keep vitamin D under 4,000 IU (100 µg) a day unless a doctor advises more.',
    source: ODS_VITAMIN_K_HP,
  },

  // How to take it.
  {
    id: 'shared-t5-vitamin-d-timing-sachet',
    topic: 'vitamin-d',
    intent: 'timing',
    question: 'How do I take a 60,000 IU vitamin D sachet of granules? Straight into the mouth?',
    answer:
      'Stir the granules into a glass of milk or water, or follow the pack, and take it with or after a meal that has some fat, at any time of day. Take it only as your doctor prescribed, usually once a week for a set number of weeks.',
    detail:
      'A 60,000 IU (1,500 µg) sachet is a treatment dose, well above the 4,000 IU (100 µg) daily upper limit, so do not take extra vitamin D alongside it without asking.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-t5-probiotics-comparison',
    topic: 'probiotics',
    intent: 'comparison',
    question: 'Probiotics vs prebiotics: what are they, in simple words?',
    answer:
      'Probiotics are live helpful microbes that you swallow, in food or a supplement. Prebiotics are types of fibre that feed the helpful bacteria already living in your gut, found in onions, garlic, bananas, oats, pulses and whole grains.',
    detail: 'Think of probiotics as the seeds and prebiotic fibre as their food; most people get enough prebiotics from a varied, high-fibre diet.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-t5-collagen-what_is-hot-drinks',
    topic: 'collagen',
    intent: 'what_is',
    question: 'Can I mix collagen powder in hot coffee or tea, or does heat destroy it?',
    answer:
      'Hot drinks are fine. Collagen peptides are made by breaking collagen down with heat and enzymes, so they dissolve well in hot coffee or tea, and the temperature of a drink does not spoil them; digestion breaks them into amino acids anyway.',
    detail: 'Stir it in well to avoid lumps. Evidence for collagen itself is modest: small trials suggest slight gains in skin moisture and elasticity.',
    source: HARVARD_COLLAGEN,
  },
  {
    id: 'shared-t5-probiotics-timing',
    topic: 'probiotics',
    intent: 'timing',
    question: 'Should I take a probiotic before food or after food?',
    answer:
      'Follow the label, as products differ. For most, taking it with a meal or just before one works well: food buffers stomach acid, which may help more of the microbes survive. Taking it at the same time each day matters most.',
    detail: 'If you are on antibiotics, keep a bacterial probiotic at least 2 hours apart from the antibiotic dose.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-t5-probiotics-what_is-storage',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'Do I need to keep my probiotic in the fridge?',
    answer:
      'Follow the label. Some probiotics die faster when warm and must be refrigerated; many capsules and sachets are made shelf-stable and keep at room temperature, away from heat and moisture. Keep them in the original pack.',
    detail: 'A good label states the CFU count at the end of shelf life, not only at manufacture.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-t5-probiotics-product_choice',
    topic: 'probiotics',
    intent: 'product_choice',
    question: 'Should I take a probiotic or fix my food first?',
    answer:
      'Food first for most people: fibre from vegetables, fruit, pulses and whole grains, fermented foods such as curd, enough water and regular activity all support your gut. A probiotic is optional; choose one studied for a specific goal.',
    detail: 'See a doctor if gut symptoms such as pain, diarrhoea, weight loss or blood in the stool persist.',
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-t5-omega-3-interactions',
    topic: 'omega-3',
    intent: 'interactions',
    question: 'Can I take fish oil and a multivitamin at the same time?',
    answer:
      'Yes, for most people they can be taken together, ideally with a meal: food helps absorb the omega-3 and the fat-soluble vitamins and reduces fishy burps. If your fish oil is cod liver oil, check you are not doubling up on vitamins A and D.',
    detail: 'Check with your doctor first if you take warfarin or another blood thinner.',
    source: ODS_OMEGA3_CONSUMER,
  },
  {
    id: 'shared-t5-iron-how_to',
    topic: 'iron',
    intent: 'how_to',
    question: 'What should I avoid when taking iron tablets, and what helps absorption?',
    answer:
      'Take iron with vitamin C, such as orange juice, lemon or amla, which helps absorption. Keep tea, coffee, milk and calcium tablets or antacids at least 2 hours away, as they reduce how much iron you absorb.',
    detail: 'Iron can upset the stomach, cause constipation or turn stools dark; taking it with food may help. Keep iron tablets out of children’s reach.',
    source: NHS_IRON_DEFICIENCY,
  },

  // Safety.
  {
    id: 'shared-t5-vitamin-d-side_effects',
    topic: 'vitamin-d',
    intent: 'side_effects',
    question: 'What are the signs of too much vitamin D? I have been on 5,000 IU daily for a year.',
    answer:
      'Too much vitamin D raises blood calcium (hypercalcaemia), which can cause nausea, vomiting, poor appetite, thirst, passing a lot of urine, constipation, weakness and confusion, and over time kidney stones. 5,000 IU (125 µg) daily is above the 4,000 IU (100 µg) upper limit.',
    detail:
      'Toxicity is rare below 10,000 IU (250 µg) a day, but ask your doctor about a blood test of vitamin D and calcium if you have taken high doses long term.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-t5-glutamine-side_effects',
    topic: 'glutamine',
    intent: 'side_effects',
    question: 'Glutamine powder side effects? Is glutamine safe?',
    answer:
      'Glutamine powder is generally well tolerated by adults at usual doses, taken for a few weeks or months. Mild side effects such as bloating, nausea, stomach pain, heartburn or dizziness are sometimes reported.',
    detail:
      'Ask a doctor first if you have liver or kidney disease, bipolar disorder or seizures, or are pregnant. Long-term safety of high doses is less well studied.',
    source: MEDLINEPLUS_GLUTAMINE,
  },

  // Habits.
  {
    id: 'shared-t5-weight-loss-what_is-fasting',
    topic: 'weight-loss',
    intent: 'what_is',
    question: 'Is 16:8 intermittent fasting worth it? What does intermittent fasting actually do?',
    answer:
      '16:8 fasting means eating only within an 8-hour window each day. Studies show it can help weight loss, mainly because people eat fewer calories; results are similar to ordinary calorie cutting, so it suits people who find it easier to stick to.',
    detail: 'It is not advised in pregnancy, with a history of eating disorders, or with diabetes medicines unless your doctor agrees.',
    source: MAYO_INTERMITTENT_FASTING,
  },
  {
    id: 'shared-t5-exercise-timing',
    topic: 'exercise',
    intent: 'timing',
    question: 'Is walking after dinner good? How long should I walk after a meal?',
    answer:
      'Yes. Light walking after a meal lowers the rise in blood sugar that follows it and may help digestion. Even a few minutes helps; 10 to 15 minutes at an easy pace is a good habit, and it counts towards your 150 minutes a week.',
    detail: 'Keep the pace easy after a large meal to avoid heartburn, and make it a habit on most days.',
    source: POST_MEAL_WALK_REVIEW,
  },
  {
    id: 'shared-t5-exercise-dose',
    topic: 'exercise',
    intent: 'dose',
    question: 'How often should I lift weights or do strength training? Should I do weights after 50?',
    answer:
      'Do muscle-strengthening activities such as weights, working all the major muscles, on at least 2 days a week at any age, alongside 150 minutes of moderate activity. After 50 they help keep muscle, bone strength and balance; start light and build up gradually.',
    detail: 'Add balance exercises as you get older. Check with your doctor first if you have heart, joint or bone problems.',
    source: NHS_EXERCISE_ADULTS,
  },
  {
    id: 'shared-t5-sleep-timing',
    topic: 'sleep',
    intent: 'timing',
    question: 'How long should a power nap be, and when is the best time to nap?',
    answer:
      'Keep naps short: 10 to 20 minutes refreshes you without grogginess. Longer naps can leave you groggy and make it harder to sleep at night. Nap in the early afternoon, before about 3pm.',
    detail: 'Needing long naps often means too little sleep at night: adults need 7 to 9 hours.',
    source: MAYO_NAPPING,
  },
  {
    id: 'shared-t5-colds-how_to',
    topic: 'colds',
    intent: 'how_to',
    question: 'Does less sleep mean more colds? I only sleep 5 hours a night.',
    answer:
      'It seems so. In a study where volunteers were exposed to a cold virus, those who slept under 6 hours a night were about four times as likely to catch a cold as those who slept more than 7. Adults need 7 to 9 hours of sleep.',
    detail: 'A regular bedtime, a dark, cool room and less screen time before bed help you get more sleep.',
    source: SLEEP_COLD_STUDY,
  },
  {
    id: 'shared-t5-immunity-how_to-cold-showers',
    topic: 'immunity',
    intent: 'how_to',
    question: 'Do cold showers boost immunity?',
    answer:
      'The evidence is limited. In one Dutch trial, people who ended their shower with 30 to 90 seconds of cold water took fewer sick days off work, but they did not fall ill less often. Sleep, activity, vaccines and a good diet matter more.',
    detail: 'Sudden cold water strains the heart: check with your doctor first if you have heart disease or high blood pressure.',
    source: COLD_SHOWER_TRIAL,
  },
  {
    id: 'shared-t5-immunity-how_to-stress',
    topic: 'immunity',
    intent: 'how_to',
    question: 'Can stress lower immunity?',
    answer:
      'Long-term (chronic) stress can. Ongoing stress keeps cortisol and other stress hormones raised, which over time can dampen the immune response, so you may catch more colds and heal more slowly. Short bursts of stress are normal.',
    detail:
      'Sleep, exercise, time outdoors, talking with people you trust and relaxation techniques help. See a doctor if stress is affecting your daily life.',
    source: APA_STRESS_BODY,
  },
  {
    id: 'shared-t5-stress-dose',
    topic: 'stress',
    intent: 'dose',
    question: 'How many minutes of meditation a day to reduce stress?',
    answer:
      'There is no set dose. Mindfulness programmes in studies often use 20 to 45 minutes a day, but even 10 minutes of daily practice can help you feel calmer; practising regularly matters more than long sessions.',
    detail:
      'Meditation is generally safe, but it can stir up difficult feelings for some people with anxiety or past trauma: talk to a doctor or therapist if it does.',
    source: NCCIH_MEDITATION,
  },
  {
    id: 'shared-t5-cholesterol-timing',
    topic: 'cholesterol',
    intent: 'timing',
    question: 'Do I have to fast before a cholesterol test? How long should I fast?',
    answer:
      'Not always. Many labs now test cholesterol without fasting. If your doctor asks you to fast, often to measure triglycerides accurately, have no food or drinks other than water for 9 to 12 hours before the test.',
    detail: 'Follow the instructions from your doctor or lab, and keep taking your usual medicines unless told otherwise.',
    source: MAYO_CHOLESTEROL_TEST,
  },
  {
    id: 'shared-t5-heartburn-how_to-fasting',
    topic: 'heartburn',
    intent: 'how_to',
    question: 'How can I avoid acidity and constipation while fasting, such as for Navratri?',
    answer:
      'Drink plenty of water, buttermilk or coconut water, break the fast gently and eat smaller meals. Limit fried fasting snacks such as sabudana vada and pakoras, and include fruit, curd and fibre from vegetables and kuttu or rajgira rotis.',
    detail: 'Finish eating 3 hours before lying down. See a doctor if acidity keeps coming back, or before fasting if you have diabetes.',
    source: NHS_HEARTBURN,
  },

  // The store.
  {
    id: 'shared-t5-store-returns-how_to-damaged',
    topic: 'store-returns',
    intent: 'how_to',
    question: 'My product came damaged, the bottle leaked or the seal was broken: is it safe to use, and what should I do?',
    answer:
      'Sorry about that. Please do not use a supplement that leaked or has a broken seal. Ask for a return from the order’s card in your Profile within 14 days of delivery, choosing “Arrived damaged or broken” as the reason; staff review it and mail you each step.',
    detail: 'When the fault is the store’s (damaged, wrong or not as described), the refund also covers the delivery fee once nothing of the order remains.',
    source: HELP_RETURNS,
  },
  {
    id: 'shared-t5-store-delivery-how_to-gift',
    topic: 'store-delivery',
    intent: 'how_to',
    question: 'Can I send an order as a gift to someone at a different address?',
    answer:
      'Yes. At checkout, add the person’s name, phone number and address as a new delivery address and choose it for the order; the parcel goes to them, while the confirmation mail and order updates come to you.',
    detail: 'Delivery times and fees are the same as for any order, and checkout shows them before you pay.',
    source: HELP_DELIVERY,
  },
  {
    id: 'shared-t5-store-account-how_to-sign-in',
    topic: 'store-account',
    intent: 'how_to',
    question: 'I am not getting an OTP to log in. How do I sign in, or reset my password?',
    answer:
      'The store does not use OTPs: you sign in with your e-mail address and password, or with Google. If you forgot your password, choose Forgot password on the sign-in page and we e-mail you a link to set a new one.',
    detail: 'If the mail does not arrive within a few minutes, check your spam folder, or write to us from the Contact page.',
    source: HELP_SIGN_IN,
  },
  {
    id: 'shared-t5-store-coins-interactions',
    topic: 'store-coins',
    intent: 'interactions',
    question: 'Can I use coins and a promo code or coupon together on one order?',
    answer:
      'Yes. Enter the promo code (coupon) at checkout and use coins on the same order: the promo comes off first, then coins can pay up to 20% of the products, at 10 coins per ₹1.',
    detail: 'Checkout shows both discounts before you pay. GUARDIAN10, the only promo code at the moment, works only on an account’s first order.',
    source: HELP_COINS,
  },
  {
    id: 'shared-t5-store-coins-what_is-referral',
    topic: 'store-coins',
    intent: 'what_is',
    question: 'Do I get coins if I refer a friend? Is there a referral programme?',
    answer:
      'Not at the moment: the store has no refer-a-friend or referral reward. Coins come from signing up (100 coins), your first reflection on each Vitamin D story (200 coins) and every ₹100 of products you pay for (10 coins).',
    detail: 'A friend who signs up gets their own 100 welcome coins, and GUARDIAN10 takes 10% off their first order.',
    source: TERMS_COINS,
  },
  {
    id: 'shared-t5-store-promo-what_is-bulk',
    topic: 'store-promo',
    intent: 'what_is',
    question: 'Is there a discount for a bulk order, for a gym, office or team?',
    answer:
      'The store has no bulk or wholesale price list: its discounts are GUARDIAN10 on an account’s first order, reward coins and Subscribe & save. For a large order, write to us from the Contact page and the team will reply.',
    detail: 'Standard delivery is free once the products come to ₹499 after any promo code.',
    source: TERMS_ORDERS,
  },
  {
    id: 'shared-t5-store-orders-what_is-gst',
    topic: 'store-orders',
    intent: 'what_is',
    question: 'Do you give a GST invoice or bill for my order?',
    answer:
      'Prices in rupees include GST, and each order in your Profile’s Order history shows its items, discounts, delivery and total. For a GST invoice, write to us from the Contact page with your order number.',
    detail: 'The order confirmation mail also lists what you bought and paid.',
    source: HELP_ORDERS,
  },
  {
    id: 'shared-t5-store-assessment-what_is-scores',
    topic: 'store-assessment',
    intent: 'what_is',
    question: 'What does my assessment score mean, and how is each score calculated? Is the score a diagnosis?',
    answer:
      'Each area’s score, from 0 to 100, is the weighted average of your answers to the questions tied to that area: circulation, renewal, gut, cognition or immunity. A higher score means that area is in better shape by your answers.',
    detail:
      'It reflects only your answers about habits and wellbeing: wellness guidance, not a diagnosis or a medical test. Talk to your doctor about any symptom or worry.',
    source: HELP_ASSESSMENT,
  },
  {
    id: 'shared-t5-store-assessment-side_effects-privacy',
    topic: 'store-assessment',
    intent: 'side_effects',
    question: 'Are my assessment answers and scores private? Who can see them?',
    answer:
      'Yes, they are private. Your assessments are saved to your account and shown only to you, and your data is never sold. A practitioner sees them only with your consent, which you can withdraw at any time.',
    detail: 'Staff see only what they need to run the store. You can export or delete your data in your Profile under Your data.',
    source: PRIVACY_WHO_SEES,
  },
  {
    id: 'shared-t5-store-assessment-how_to-doctor',
    topic: 'store-assessment',
    intent: 'how_to',
    question: 'Can I show or share my assessment results with my doctor?',
    answer:
      'Yes. Your scores are on your dashboard, and you can download all your data, assessments included, from your Profile under Your data to share with your doctor. Treat the scores as background about your habits, not a diagnosis.',
    detail: 'Your doctor may want tests of their own for any symptom that worries you.',
    source: HELP_ASSESSMENT,
  },
  {
    id: 'shared-t5-store-assessment-dose-retake',
    topic: 'store-assessment',
    intent: 'dose',
    question: 'How often should I retake or repeat the Guardian Assessment?',
    answer:
      'There is no set schedule: you can retake it whenever you like. Habits take weeks to change, so retaking it about once a month, or a few weeks after you change something, shows your progress better than retaking it daily.',
    detail: 'Assessment progress compares your results once you have at least two.',
    source: HELP_ASSESSMENT,
  },
];
