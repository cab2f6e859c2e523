// Lady Genomica's curated answers: memory, focus, brain health, nootropics, genes and the brain-health herbs and
// nutrients. Written in our own words from the source beside each entry; weak evidence is called weak.
import type { KnowledgeSeed } from './knowledge-seed';

const NIA_MEMORY = {
  title: "National Institute on Aging — Memory, forgetfulness and aging: what's normal and what's not?",
  url: 'https://www.nia.nih.gov/health/memory-forgetfulness-and-aging-whats-normal-and-whats-not',
};
const NHS_MEMORY_LOSS = { title: 'NHS — Memory loss (amnesia)', url: 'https://www.nhs.uk/conditions/memory-loss-amnesia/' };
const WHO_COGNITIVE_DECLINE = {
  title: 'WHO — Risk reduction of cognitive decline and dementia: WHO guidelines',
  url: 'https://www.who.int/publications/i/item/9789241550543',
};
const NCCIH_COGNITION_DIGEST = {
  title: "NCCIH Clinical Digest — Dietary supplements and cognitive function, dementia and Alzheimer's disease",
  url: 'https://www.nccih.nih.gov/health/providers/digest/dietary-supplements-and-cognitive-function-dementia-and-alzheimers-disease-science',
};
const CLEVELAND_BRAIN_FOG = { title: 'Cleveland Clinic — Brain fog', url: 'https://my.clevelandclinic.org/health/symptoms/brain-fog' };
const COGNITIVE_SUPPLEMENT_ANALYSIS = {
  title: 'Cohen et al., Neurology: Clinical Practice 2021 — Five unapproved drugs found in cognitive enhancement supplements, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/34484905/',
};
const NCCIH_GINKGO = { title: 'NCCIH — Ginkgo', url: 'https://www.nccih.nih.gov/health/ginkgo' };
const NCCIH_RHODIOLA = { title: 'NCCIH — Rhodiola', url: 'https://www.nccih.nih.gov/health/rhodiola' };
const MEDLINEPLUS_COMPLEX_TRAITS = {
  title: 'MedlinePlus Genetics — What are complex or multifactorial disorders?',
  url: 'https://medlineplus.gov/genetics/understanding/mutationsanddisorders/complexdisorders/',
};
const MEDLINEPLUS_DTC = {
  title: 'MedlinePlus Genetics — What are the benefits and risks of direct-to-consumer genetic testing?',
  url: 'https://medlineplus.gov/genetics/understanding/dtcgenetictesting/dtcrisksbenefits/',
};
const MEDLINEPLUS_EPIGENETICS = {
  title: 'MedlinePlus Genetics — What is epigenetics?',
  url: 'https://medlineplus.gov/genetics/understanding/howgeneswork/epigenome/',
};
const CDC_MTHFR = {
  title: 'CDC — MTHFR gene variant and folic acid facts',
  url: 'https://www.cdc.gov/folic-acid/data-research/mthfr/index.html',
};
const ODS_CHOLINE = {
  title: 'NIH Office of Dietary Supplements — Choline fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Choline-HealthProfessional/',
};
const CITICOLINE_REVIEW = {
  title: 'Fioravanti & Yanagi, Cochrane review 2005 — CDP-choline for cognitive and behavioural disturbances in the elderly, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/15846601/',
};
const THEANINE_CAFFEINE_TRIAL = {
  title: 'Owen et al., Nutritional Neuroscience 2008 — The combined effects of L-theanine and caffeine on cognitive performance and mood, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/18681988/',
};
const THEANINE_STRESS_TRIAL = {
  title: 'Hidese et al., Nutrients 2019 — Effects of L-theanine on stress-related symptoms and cognitive functions in healthy adults, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/31623400/',
};
const FDA_QUALIFIED_CLAIMS = {
  title: 'US FDA — Qualified health claims: letters of enforcement discretion (phosphatidylserine)',
  url: 'https://www.fda.gov/food/food-labeling-nutrition/qualified-health-claims-letters-enforcement-discretion',
};
const STATPEARLS_BACOPA = { title: 'StatPearls (NCBI Bookshelf) — Bacopa monnieri', url: 'https://www.ncbi.nlm.nih.gov/books/NBK589635/' };
const LIONS_MANE_TRIAL = {
  title: "Mori et al., Phytotherapy Research 2009 — Lion's mane (yamabushitake) and mild cognitive impairment: a placebo-controlled trial, PubMed",
  url: 'https://pubmed.ncbi.nlm.nih.gov/18844328/',
};
const LIVERTOX_LIONS_MANE = { title: "LiverTox (NCBI Bookshelf) — Lion's mane", url: 'https://www.ncbi.nlm.nih.gov/books/NBK599740/' };
const ODS_OMEGA3 = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const FDA_CAFFEINE = {
  title: 'US FDA — Spilling the beans: how much caffeine is too much?',
  url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
};

const NHS_DEMENTIA_SYMPTOMS = { title: 'NHS — Symptoms of dementia', url: 'https://www.nhs.uk/conditions/dementia/symptoms-and-diagnosis/symptoms/' };

export const GENOMICA_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Memory.
  {
    id: 'genomica-memory-how_to',
    topic: 'memory',
    intent: 'how_to',
    question: 'How can I improve my memory? What supports memory day to day?',
    answer:
      'Sleep 7 to 8 hours a night, exercise and eat well, keep learning new skills, stay socially active, follow a daily routine, use lists and calendars, and keep keys, phone and glasses in the same place each day.',
    detail: 'Limiting alcohol, controlling blood pressure and getting help for low mood also protect memory and thinking.',
    source: NIA_MEMORY,
  },
  {
    id: 'genomica-memory-symptoms',
    topic: 'memory',
    intent: 'symptoms',
    question: 'Is my forgetfulness normal, or do my memory changes need a doctor?',
    answer:
      'Occasionally forgetting a name or misplacing keys is common with age. See a doctor if you ask the same questions repeatedly, get lost in familiar places, struggle to follow recipes or directions, or become confused about time, people or places.',
    detail: 'Memory problems can have treatable causes, such as medicine side effects, low vitamin B12, thyroid problems, depression or infection.',
    source: NIA_MEMORY,
  },
  {
    id: 'genomica-memory-testing',
    topic: 'memory',
    intent: 'testing',
    question: 'What tests will a doctor do for memory problems?',
    answer:
      'A doctor will usually ask about your symptoms, review your medicines, do a short memory test and arrange blood tests for causes such as low vitamin B12 or thyroid problems; some people are referred to a memory clinic or for a brain scan.',
    detail: 'Bring someone who knows you well to the appointment; they often notice changes you might miss.',
    source: NHS_MEMORY_LOSS,
  },
  {
    id: 'genomica-memory-food_sources',
    topic: 'memory',
    intent: 'food_sources',
    question: 'What foods are good for memory and the brain?',
    answer:
      'A Mediterranean-style pattern — vegetables, fruit, whole grains, beans, nuts, olive oil and fish, with little processed meat or sugar — may help lower the risk of cognitive decline. Oily fish, eggs, leafy greens and berries fit well.',
    detail: 'No single food has been shown to prevent dementia; the overall eating pattern matters more than any one "superfood".',
    source: WHO_COGNITIVE_DECLINE,
  },

  // Focus.
  {
    id: 'genomica-focus-how_to',
    topic: 'focus',
    intent: 'how_to',
    question: 'How can I improve my focus and concentration?',
    answer:
      'Get 7 to 9 hours of sleep, move every day, eat regular balanced meals and drink enough water, limit alcohol, manage stress, and work on one task at a time with notifications off, taking short breaks between blocks.',
    detail: 'If poor concentration lasts more than two weeks or gets worse despite these changes, see a doctor to look for an underlying cause.',
    source: CLEVELAND_BRAIN_FOG,
  },
  {
    id: 'genomica-focus-symptoms',
    topic: 'focus',
    intent: 'symptoms',
    question: "Why can't I concentrate? Why am I so easily distracted?",
    answer:
      'Common reasons are short or poor sleep, stress, anxiety or low mood, constant multitasking, skipping meals, alcohol, some medicines, and medical causes such as anaemia, low vitamin B12 or thyroid problems.',
    detail: 'See a doctor if trouble concentrating lasts more than two weeks, is getting worse, or affects your work or relationships.',
    source: CLEVELAND_BRAIN_FOG,
  },
  {
    id: 'genomica-focus-product_choice',
    topic: 'focus',
    intent: 'product_choice',
    question: 'What supplement helps focus? Which focus supplement should I buy?',
    answer:
      'The best-studied option is caffeine, ideally paired with L-theanine: a trial of 100 mg L-theanine with 50 mg caffeine improved speed and accuracy when switching attention. Evidence for most other "focus" ingredients is limited.',
    detail: 'Check the label for the milligrams of each ingredient and the total caffeine per serving; "proprietary blends" can hide the doses.',
    source: THEANINE_CAFFEINE_TRIAL,
  },

  // Brain health.
  {
    id: 'genomica-brain-health-how_to',
    topic: 'brain-health',
    intent: 'how_to',
    question: 'How do I keep my brain healthy and lower my risk of dementia?',
    answer:
      'WHO recommends regular physical activity, stopping smoking, a healthy balanced diet such as a Mediterranean-style diet, cutting down harmful drinking, and keeping blood pressure, blood sugar, cholesterol and weight in a healthy range.',
    detail: 'WHO advises against taking vitamin B, vitamin E, omega-3 or multi-nutrient supplements solely to reduce the risk of cognitive decline.',
    source: WHO_COGNITIVE_DECLINE,
  },
  {
    id: 'genomica-brain-health-what_is',
    topic: 'brain-health',
    intent: 'what_is',
    question: 'Which nutrients matter most for brain health?',
    answer:
      'The omega-3 fat DHA is concentrated in brain cell membranes; vitamin B12 and folate keep nerves and blood healthy; choline is used to make acetylcholine, a messenger for memory; and iron carries oxygen to the brain.',
    detail: 'Getting enough matters more than megadoses: extra amounts beyond your needs have not been shown to sharpen thinking.',
    source: ODS_OMEGA3,
  },
  {
    id: 'genomica-brain-health-product_choice',
    topic: 'brain-health',
    intent: 'product_choice',
    question: 'Which supplement is best for brain health? Can supplements prevent dementia?',
    answer:
      'No supplement has been shown to prevent dementia or cognitive decline. Correcting a real deficiency such as low vitamin B12 matters, and eating fish is the most consistent dietary link with better cognitive ageing.',
    detail: 'Multivitamins and high doses of single vitamins have shown no clear benefit for thinking skills in people who are already well nourished.',
    source: NCCIH_COGNITION_DIGEST,
  },

  // Nootropics.
  {
    id: 'genomica-nootropics-what_is',
    topic: 'nootropics',
    intent: 'what_is',
    question: 'What are nootropics and do they work?',
    answer:
      '"Nootropics" is a marketing term for substances claimed to improve thinking, memory or focus, from caffeine and L-theanine to herbs such as bacopa and ginkgo. For most, human evidence is small, short-term or mixed.',
    detail: 'Large trials of popular brain supplements such as ginkgo have not shown protection against cognitive decline or dementia.',
    source: NCCIH_COGNITION_DIGEST,
  },
  {
    id: 'genomica-nootropics-side_effects',
    topic: 'nootropics',
    intent: 'side_effects',
    question: 'Are nootropics safe?',
    answer:
      'It depends on the ingredient. Caffeine and L-theanine are well studied at usual doses, many herbal nootropics lack long-term safety data, and some "smart" supplements sold online have contained unapproved drugs such as racetams, phenibut and picamilon.',
    detail:
      'A US analysis of 10 cognitive supplements found undeclared drugs and doses up to four times pharmaceutical levels; buy only products that list every ingredient and dose.',
    source: COGNITIVE_SUPPLEMENT_ANALYSIS,
  },
  {
    id: 'genomica-nootropics-interactions',
    topic: 'nootropics',
    intent: 'interactions',
    question: 'Can I take nootropics or brain supplements with my medicines?',
    answer:
      'Check with a doctor or pharmacist first, especially if you take blood thinners such as warfarin, antidepressants (SSRIs, SNRIs or MAOIs), epilepsy medicines or diabetes medicines. Ginkgo, for example, may raise the risk of bleeding.',
    detail: 'Stop brain-health herbs such as ginkgo before surgery or dental work if your doctor advises, and list every supplement at appointments.',
    source: NCCIH_GINKGO,
  },

  // Genes and DNA.
  {
    id: 'genomica-genes-what_is',
    topic: 'genes',
    intent: 'what_is',
    question: 'What does my DNA say about nutrition? Do my genes decide my health?',
    answer:
      'Some gene variants affect how you handle particular nutrients, such as lactose, caffeine or folate, but most common conditions are shaped by many genes with small effects plus diet, activity, sleep and environment.',
    detail: 'A risk variant is not a diagnosis: lifestyle and other factors strongly influence whether a genetic tendency ever turns into disease.',
    source: MEDLINEPLUS_COMPLEX_TRAITS,
  },
  {
    id: 'genomica-genes-what_is-2',
    topic: 'genes',
    intent: 'what_is',
    question: 'What does an MTHFR gene variant mean? Should I worry about MTHFR C677T?',
    answer:
      'MTHFR makes an enzyme that helps the body process folate. Variants such as C677T are very common, and people with them can still process all forms of folate, including folic acid. A variant on its own is not a disease.',
    detail: 'People with two copies (677TT) have, on average, only slightly lower blood folate — about 16% lower — than people without the variant.',
    source: CDC_MTHFR,
  },
  {
    id: 'genomica-genes-product_choice',
    topic: 'genes',
    intent: 'product_choice',
    question: 'If I have an MTHFR variant, should I take methylfolate instead of folic acid?',
    answer:
      'No, not because of the gene test alone. Folic acid is safe with MTHFR variants and is the only form of folate shown to help prevent neural tube defects; 400 µg a day is advised for anyone who could become pregnant.',
    detail: 'Taking more than 400 µg of folic acid a day is not better for preventing neural tube defects.',
    source: CDC_MTHFR,
  },
  {
    id: 'genomica-genes-testing',
    topic: 'genes',
    intent: 'testing',
    question: 'Should I get tested for MTHFR?',
    answer:
      "There are no recommendations to test for MTHFR, including when planning a pregnancy, because the result doesn't change folate advice. Talk to a doctor if you think you have a specific medical reason.",
    detail: 'Whatever your genotype, eating folate-rich foods and taking folic acid when you could become pregnant is the advice that matters.',
    source: CDC_MTHFR,
  },
  {
    id: 'genomica-genes-testing-2',
    topic: 'genes',
    intent: 'testing',
    question: 'Should I do a DNA test for diet or nutrition advice?',
    answer:
      'Consumer DNA tests can be interesting, but diet advice based on them has limited scientific support and results can be misread. Discuss any health-related result with a doctor or genetic counsellor before acting on it.',
    detail: 'Read the privacy policy first: genetic data may be shared with third parties, and your results also reveal information about your relatives.',
    source: MEDLINEPLUS_DTC,
  },
  {
    id: 'genomica-genes-what_is-3',
    topic: 'genes',
    intent: 'what_is',
    question: 'What is epigenetics? Can lifestyle change how my genes work?',
    answer:
      'You cannot change your DNA sequence, but chemical tags on DNA and its packaging — epigenetic changes — switch genes on and off. These tags shift with age and can be influenced by diet, exercise, smoking and other exposures.',
    detail: 'Research on steering specific epigenetic marks with diet or supplements is early, so general healthy habits remain the practical advice.',
    source: MEDLINEPLUS_EPIGENETICS,
  },

  // Brain fog.
  {
    id: 'genomica-brain-fog-symptoms',
    topic: 'brain-fog',
    intent: 'symptoms',
    question: 'Why do I have brain fog? What causes foggy thinking?',
    answer:
      'Brain fog — slow, fuzzy thinking and poor concentration — often comes from poor sleep, stress, anxiety or depression, hormonal changes such as menopause or pregnancy, medicines, alcohol, infections including COVID-19, or low iron, vitamin B12 or thyroid hormone.',
    detail:
      'See a doctor if it lasts more than two weeks or is getting worse, and urgently if it comes with sudden confusion, weakness or changes in speech or vision.',
    source: CLEVELAND_BRAIN_FOG,
  },
  {
    id: 'genomica-brain-fog-how_to',
    topic: 'brain-fog',
    intent: 'how_to',
    question: 'How do I get rid of brain fog?',
    answer:
      "For two weeks, keep a regular sleep schedule with 7 to 9 hours a night, move daily, eat regular balanced meals, drink enough water, cut down on alcohol and take short screen breaks. If the fog doesn't lift, see a doctor.",
    detail: 'A simple diary of sleep, food, caffeine and symptoms helps you and your doctor spot patterns.',
    source: CLEVELAND_BRAIN_FOG,
  },
  {
    id: 'genomica-brain-fog-testing',
    topic: 'brain-fog',
    intent: 'testing',
    question: 'What blood tests should I get for brain fog?',
    answer:
      'Depending on your symptoms, a doctor may check a full blood count and iron stores, vitamin B12 and folate, thyroid function, blood sugar and sometimes vitamin D, as well as reviewing your medicines.',
    detail: 'Tell the doctor about every medicine and supplement you take; some, such as sedating antihistamines and sleep aids, can dull thinking.',
    source: CLEVELAND_BRAIN_FOG,
  },

  // Citicoline and choline.
  {
    id: 'genomica-citicoline-what_is',
    topic: 'citicoline',
    intent: 'what_is',
    question: 'What is citicoline (CDP-choline) and does it help memory?',
    answer:
      'Citicoline is made in the body from choline and supplies building blocks for brain cell membranes and acetylcholine, a messenger for memory. A Cochrane review found some short-term benefit on memory in older people with chronic brain-blood-flow disorders.',
    detail: 'The studies were short and varied, and evidence in healthy younger adults is limited, so expect modest effects at best.',
    source: CITICOLINE_REVIEW,
  },
  {
    id: 'genomica-citicoline-dose',
    topic: 'citicoline',
    intent: 'dose',
    question: 'How much choline do I need? How much citicoline should I take?',
    answer:
      'Adults need about 425 mg of choline a day (women) to 550 mg (men), with an upper limit of 3,500 mg. There is no official dose for citicoline itself, so follow the label.',
    detail: 'Needs rise to 450 mg in pregnancy and 550 mg when breastfeeding.',
    source: ODS_CHOLINE,
  },
  {
    id: 'genomica-citicoline-food_sources',
    topic: 'citicoline',
    intent: 'food_sources',
    question: 'Which foods are high in choline?',
    answer: 'Eggs (about 147 mg in a large egg), beef liver, meat, chicken, fish, soybeans, wheat germ, kidney beans and potatoes are good sources of choline.',
    detail: 'Many people eat less than the recommended amount, especially those who avoid eggs and meat.',
    source: ODS_CHOLINE,
  },
  {
    id: 'genomica-citicoline-side_effects',
    topic: 'citicoline',
    intent: 'side_effects',
    question: 'Is citicoline or choline safe? Side effects of too much choline?',
    answer:
      'Citicoline is generally well tolerated in studies. Very high choline intakes above the 3,500 mg upper limit can cause a fishy body odour, sweating, vomiting, low blood pressure and liver toxicity.',
    detail: 'Stay within the label dose, and count choline from all supplements you take, such as multivitamins or alpha-GPC.',
    source: ODS_CHOLINE,
  },

  // L-theanine.
  {
    id: 'genomica-l-theanine-what_is',
    topic: 'l-theanine',
    intent: 'what_is',
    question: 'What is L-theanine and what does it do?',
    answer:
      'L-theanine is an amino acid found mainly in tea leaves. A small trial found 200 mg a day for four weeks eased stress-related symptoms and improved some measures of sleep and thinking in healthy adults.',
    detail: 'Most L-theanine trials are small and short, and some are industry-funded, so treat the results as promising rather than proven.',
    source: THEANINE_STRESS_TRIAL,
  },
  {
    id: 'genomica-l-theanine-comparison',
    topic: 'l-theanine',
    intent: 'comparison',
    question: 'Caffeine alone or caffeine with L-theanine — which is better for focus?',
    answer:
      'In a small trial, 100 mg L-theanine plus 50 mg caffeine improved both speed and accuracy when switching attention and reduced distraction, while 50 mg caffeine alone mainly improved alertness and accuracy.',
    detail: 'Combination products usually use about twice as much L-theanine as caffeine; the caffeine still counts towards your daily total.',
    source: THEANINE_CAFFEINE_TRIAL,
  },
  {
    id: 'genomica-l-theanine-dose',
    topic: 'l-theanine',
    intent: 'dose',
    question: 'How much L-theanine should I take?',
    answer:
      'Studies in adults have typically used 100 to 200 mg per dose; a four-week stress trial used 200 mg a day. Starting at 100 mg lets you see how you respond.',
    detail: 'There is no official daily requirement, because L-theanine is not an essential nutrient.',
    source: THEANINE_STRESS_TRIAL,
  },
  {
    id: 'genomica-l-theanine-timing',
    topic: 'l-theanine',
    intent: 'timing',
    question: 'When should I take L-theanine and caffeine?',
    answer: 'For focus, take it together with caffeine earlier in the day; in the trial, effects on attention were measured 60 to 90 minutes after a dose.',
    detail: 'Combination products contain caffeine, so avoid them in the evening if caffeine affects your sleep.',
    source: THEANINE_CAFFEINE_TRIAL,
  },
  {
    id: 'genomica-l-theanine-side_effects',
    topic: 'l-theanine',
    intent: 'side_effects',
    question: 'Is L-theanine safe? Does it have side effects?',
    answer:
      "In trials at 200 mg a day, L-theanine was well tolerated with no notable side effects. Safety in pregnancy and for long-term use hasn't been well studied.",
    detail: "Ask a pharmacist if you take sedatives or blood pressure medicines, as possible interactions haven't been studied well.",
    source: THEANINE_STRESS_TRIAL,
  },

  // Phosphatidylserine.
  {
    id: 'genomica-phosphatidylserine-what_is',
    topic: 'phosphatidylserine',
    intent: 'what_is',
    question: 'What is phosphatidylserine and does it help memory?',
    answer:
      'Phosphatidylserine is a fat-like molecule in the membranes of brain cells. The FDA allows only a qualified claim that it may reduce the risk of cognitive decline in older people, stating that the evidence is very limited and preliminary.',
    detail: "Much of the early research used phosphatidylserine from cow brain; today's supplements come from soy or sunflower and may not act the same way.",
    source: FDA_QUALIFIED_CLAIMS,
  },
  {
    id: 'genomica-phosphatidylserine-product_choice',
    topic: 'phosphatidylserine',
    intent: 'product_choice',
    question: 'Which phosphatidylserine supplement should I choose?',
    answer:
      'Most products are made from soy or sunflower; check the milligrams of phosphatidylserine per capsule rather than total lecithin, choose sunflower if you avoid soy, and expect modest effects at best.',
    detail: "The FDA's qualified claim requires labels to say the scientific evidence is very limited.",
    source: FDA_QUALIFIED_CLAIMS,
  },

  // Bacopa (brahmi).
  {
    id: 'genomica-bacopa-what_is',
    topic: 'bacopa',
    intent: 'what_is',
    question: 'What is bacopa (brahmi) and does it improve memory?',
    answer:
      'Bacopa monnieri, or brahmi, is an Ayurvedic herb traditionally used for memory. Several small trials suggest it may improve memory recall and learning, but benefits appear only after about 8 to 12 weeks of daily use.',
    detail: 'The name brahmi is also used for gotu kola (Centella asiatica), so check the Latin name on the label.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'genomica-bacopa-dose',
    topic: 'bacopa',
    intent: 'dose',
    question: 'How much bacopa should I take?',
    answer: 'Trials in adults have commonly used about 300 mg a day of an extract standardised for bacosides, taken daily for around 12 weeks.',
    detail: 'Extracts differ in strength, so compare the bacoside content on the label rather than the total herb weight.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'genomica-bacopa-timing',
    topic: 'bacopa',
    intent: 'timing',
    question: 'When should I take bacopa, and how long does it take to work?',
    answer:
      "Take it once a day with a meal to reduce stomach upset. Memory effects in studies appeared only after about 8 to 12 weeks, so a single dose won't help before an exam.",
    detail: 'Give it at least 12 weeks before judging whether it helps, and stop if side effects bother you.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'genomica-bacopa-side_effects',
    topic: 'bacopa',
    intent: 'side_effects',
    question: 'What are the side effects of bacopa? Can brahmi upset your stomach?',
    answer:
      'The most common side effects are stomach upset, nausea, cramps and more frequent or loose stools; dry mouth and tiredness are also reported. Avoid it in pregnancy and breastfeeding, as safety is not established.',
    detail: 'Taking it with food, or starting at a lower dose, may reduce gut side effects.',
    source: STATPEARLS_BACOPA,
  },
  {
    id: 'genomica-bacopa-interactions',
    topic: 'bacopa',
    intent: 'interactions',
    question: 'Can I take bacopa with thyroid medicine, antidepressants or sedatives?',
    answer:
      'Check with your doctor or pharmacist first. Bacopa may affect thyroid hormone levels and the liver enzymes that process many medicines, including some antidepressants, and it may add to the effect of sedatives.',
    detail: 'Take the bottle to your pharmacist so they can check every ingredient and dose against your medicines.',
    source: STATPEARLS_BACOPA,
  },

  // Lion's mane.
  {
    id: 'genomica-lions-mane-what_is',
    topic: 'lions-mane',
    intent: 'what_is',
    question: "What is lion's mane mushroom and does it work for memory?",
    answer:
      "Lion's mane (Hericium erinaceus) is an edible mushroom studied in the lab for effects on nerve growth. Human evidence is thin: one small trial in older adults with mild memory problems found better test scores after 16 weeks, which faded after stopping.",
    detail: 'That trial included about 30 people; larger independent trials are needed before firm claims can be made.',
    source: LIONS_MANE_TRIAL,
  },
  {
    id: 'genomica-lions-mane-dose',
    topic: 'lions-mane',
    intent: 'dose',
    question: "How much lion's mane should I take?",
    answer: 'There is no established dose. The main memory trial used 3 g a day of dried mushroom powder, taken as 1 g three times a day, for 16 weeks.',
    detail: 'Products vary widely — fruiting body or mycelium, powder or extract — so doses are hard to compare between brands.',
    source: LIONS_MANE_TRIAL,
  },
  {
    id: 'genomica-lions-mane-side_effects',
    topic: 'lions-mane',
    intent: 'side_effects',
    question: "Is lion's mane safe? Side effects?",
    answer:
      "As a culinary mushroom lion's mane is generally considered safe, and it has not been clearly linked to liver injury. Supplements can cause stomach upset or allergic reactions, including breathing problems in people allergic to mushrooms.",
    detail: 'Safety in pregnancy and with long-term use of concentrated extracts has not been studied.',
    source: LIVERTOX_LIONS_MANE,
  },
  {
    id: 'genomica-lions-mane-comparison',
    topic: 'lions-mane',
    intent: 'comparison',
    question: "Lion's mane or bacopa — which is better for memory?",
    answer:
      "Bacopa has more human trials, with modest memory benefits after 8 to 12 weeks; lion's mane rests on very few small studies. Bacopa more often upsets the stomach. Neither is proven to prevent dementia.",
    detail: 'Try one at a time for at least 12 weeks so you can tell whether it makes a difference.',
    source: STATPEARLS_BACOPA,
  },

  // Rhodiola.
  {
    id: 'genomica-rhodiola-what_is',
    topic: 'rhodiola',
    intent: 'what_is',
    question: 'What is rhodiola and does it help stress or fatigue?',
    answer:
      'Rhodiola rosea (golden or arctic root) is a herb promoted for stress, fatigue and mental performance. Some small studies suggest it may ease fatigue or stress symptoms, but the research is limited and of mixed quality.',
    detail: 'Most rhodiola studies were short and small and used different products and doses, which makes their results hard to compare.',
    source: NCCIH_RHODIOLA,
  },
  {
    id: 'genomica-rhodiola-side_effects',
    topic: 'rhodiola',
    intent: 'side_effects',
    question: 'Is rhodiola safe? What are the side effects?',
    answer:
      'Short-term use appears reasonably well tolerated; reported side effects include dizziness and dry mouth. Long-term safety, and safety in pregnancy and breastfeeding, are not known.',
    detail: 'Check with a pharmacist if you take antidepressants, diabetes or blood pressure medicines, as interactions are poorly studied.',
    source: NCCIH_RHODIOLA,
  },

  // Ginkgo.
  {
    id: 'genomica-ginkgo-what_is',
    topic: 'ginkgo',
    intent: 'what_is',
    question: 'Does ginkgo biloba improve memory?',
    answer:
      'Ginkgo leaf extract is widely sold for memory, but a large trial of more than 3,000 older adults taking 240 mg a day found it did not lower dementia rates or slow cognitive decline.',
    detail: 'A few smaller reviews report small benefits in people who already have dementia, but results are inconsistent.',
    source: NCCIH_COGNITION_DIGEST,
  },
  {
    id: 'genomica-ginkgo-interactions',
    topic: 'ginkgo',
    intent: 'interactions',
    question: 'Can I take ginkgo with blood thinners like warfarin or aspirin?',
    answer:
      "Don't combine them without your doctor's agreement. Ginkgo may increase the risk of bleeding, especially with blood thinners such as warfarin, antiplatelet medicines such as clopidogrel or aspirin, or around surgery.",
    detail: 'Tell your doctor and dentist you take ginkgo, and stop it before planned surgery if they advise.',
    source: NCCIH_GINKGO,
  },
  {
    id: 'genomica-ginkgo-side_effects',
    topic: 'ginkgo',
    intent: 'side_effects',
    question: 'What are the side effects of ginkgo?',
    answer:
      'Ginkgo leaf extract can cause headache, stomach upset, dizziness and allergic skin reactions. Never eat raw or roasted ginkgo seeds, which can be poisonous.',
    detail: 'In US government studies, rodents given ginkgo extract developed liver and thyroid tumours; what this means for people is not known.',
    source: NCCIH_GINKGO,
  },

  // Omega-3 DHA for the brain.
  {
    id: 'genomica-omega-3-what_is',
    topic: 'omega-3',
    intent: 'what_is',
    question: 'Why is DHA important for the brain? Does fish oil help memory?',
    answer:
      'DHA is an omega-3 fat concentrated in the brain and retina, where it forms part of cell membranes. Eating fish regularly is linked with slower cognitive decline, but omega-3 supplements have not been shown to prevent or treat dementia.',
    detail: 'The body makes only small amounts of DHA from the plant omega-3 ALA, so fish, seafood or algal oil are the main sources.',
    source: ODS_OMEGA3,
  },
  {
    id: 'genomica-omega-3-food_sources',
    topic: 'omega-3',
    intent: 'food_sources',
    question: 'Which foods are high in DHA omega-3?',
    answer:
      'Oily fish such as salmon, mackerel, sardines, herring and trout are the richest sources of DHA. Eggs and some fortified foods contain small amounts, and algal oil is the vegetarian source.',
    detail: 'Flaxseed, chia and walnuts provide ALA, which the body converts to DHA only in small amounts.',
    source: ODS_OMEGA3,
  },
  {
    id: 'genomica-omega-3-dose',
    topic: 'omega-3',
    intent: 'dose',
    question: 'How much DHA or omega-3 do I need a day?',
    answer:
      'There is no official DHA requirement. Adults need 1.6 g (men) or 1.1 g (women) of the plant omega-3 ALA a day, and eating about 225 g of seafood a week supplies roughly 250 mg of EPA plus DHA daily.',
    detail: 'The FDA considers up to 5 g a day of EPA plus DHA from supplements safe.',
    source: ODS_OMEGA3,
  },
  {
    id: 'genomica-omega-3-interactions',
    topic: 'omega-3',
    intent: 'interactions',
    question: 'Can I take fish oil or omega-3 with blood thinners?',
    answer:
      'Check with your doctor first. Omega-3 supplements, especially at high doses, may slightly increase bleeding time, so people taking warfarin or other blood thinners need advice before starting them.',
    detail: 'Tell your doctor about fish oil before surgery, and keep to the dose on the label.',
    source: ODS_OMEGA3,
  },
  {
    id: 'genomica-omega-3-comparison',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'Fish oil or algal oil for DHA — which should I choose?',
    answer:
      'Both provide DHA. Fish oil usually supplies EPA as well; algal oil is plant-based and suits vegetarians and vegans. Compare the milligrams of DHA per serving, not the total oil.',
    detail: 'Common side effects of omega-3 supplements are an unpleasant taste, bad breath, heartburn, nausea and loose stools.',
    source: ODS_OMEGA3,
  },

  // Caffeine.
  {
    id: 'genomica-caffeine-dose',
    topic: 'caffeine',
    intent: 'dose',
    question: 'How much caffeine is too much in a day?',
    answer:
      'For healthy adults, up to 400 mg of caffeine a day — about four or five cups of coffee — is not generally linked with harmful effects. People who are pregnant, breastfeeding or sensitive to caffeine should ask their doctor about a lower limit.',
    detail: 'Roughly: 80–100 mg in a cup of coffee, 30–50 mg in a cup of black or green tea, and 40–250 mg in an energy drink.',
    source: FDA_CAFFEINE,
  },
  {
    id: 'genomica-caffeine-side_effects',
    topic: 'caffeine',
    intent: 'side_effects',
    question: 'What are the side effects of too much caffeine?',
    answer:
      'Too much caffeine can cause sleeplessness, jitters, anxiety, a fast heartbeat, upset stomach, nausea, headache and a low, unhappy feeling. Concentrated caffeine powders and liquids can be dangerous.',
    detail: 'One teaspoon of pure caffeine powder can contain about as much caffeine as 28 cups of coffee — enough to be life-threatening.',
    source: FDA_CAFFEINE,
  },
  // Dementia warning signs.
  {
    id: 'genomica-brain-health-symptoms',
    topic: 'brain-health',
    intent: 'symptoms',
    question: 'What are the early signs of dementia?',
    answer:
      'Early signs include memory loss that affects daily life, difficulty concentrating, struggling with familiar tasks such as getting the right change when shopping, trouble following a conversation or finding the right word, confusion about time and place, and mood changes.',
    detail:
      'Dementia is not a normal part of ageing; see a GP if you or someone close notices these signs, as treatable conditions can cause similar symptoms.',
    source: NHS_DEMENTIA_SYMPTOMS,
  },
];
