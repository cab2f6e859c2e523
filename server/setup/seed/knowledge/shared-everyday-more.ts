// More shared answers to everyday questions the other files left open: iodised or rock salt, melatonin for jet lag,
// glucosamine, acne and diet, melasma and rosacea, winter skin, sunscreen on brown skin, snoring and sleep apnoea,
// waking too early, weekend lie-ins, night shifts (sleep and coffee), cramps, swollen feet from standing, dizziness on
// standing up, pins and needles, bleeding gums, food for exam study, acidity triggers, gassy beans, constipation in
// older age, vegetarian protein, reading omega-3 and probiotic labels, vitamin A limits, vitamin C serum, vegan
// vitamin D and collagen, Ramadan timing, long-term giloy and kadha, stress eating, HDL and exercise for the heart.
// Written in our own words from the source beside each entry; no entry says a supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_IODINE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iodine fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
};
const NCCIH_MELATONIN: Source = { title: 'NCCIH — Melatonin: what you need to know', url: 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know' };
const NHS_JET_LAG: Source = { title: 'NHS — Jet lag', url: 'https://www.nhs.uk/conditions/jet-lag/' };
const NCCIH_GLUCOSAMINE: Source = {
  title: 'NCCIH — Glucosamine and chondroitin for osteoarthritis',
  url: 'https://www.nccih.nih.gov/health/glucosamine-and-chondroitin-for-osteoarthritis',
};
const NHS_OSTEOARTHRITIS: Source = { title: 'NHS — Osteoarthritis', url: 'https://www.nhs.uk/conditions/osteoarthritis/' };
const NHS_KNEE_PAIN: Source = { title: 'NHS — Knee pain', url: 'https://www.nhs.uk/conditions/knee-pain/' };
const AAD_ACNE_DIET: Source = {
  title: 'American Academy of Dermatology — Can the right diet get rid of acne?',
  url: 'https://www.aad.org/public/diseases/acne/causes/diet',
};
const AAD_MELASMA: Source = {
  title: 'American Academy of Dermatology — Melasma: diagnosis and treatment',
  url: 'https://www.aad.org/public/diseases/a-z/melasma-treatment',
};
const NHS_ROSACEA: Source = { title: 'NHS — Rosacea', url: 'https://www.nhs.uk/conditions/rosacea/' };
const NHS_EMOLLIENTS: Source = { title: 'NHS — Emollients', url: 'https://www.nhs.uk/conditions/emollients/' };
const MAYO_DRY_SKIN: Source = { title: 'Mayo Clinic — Dry skin', url: 'https://www.mayoclinic.org/diseases-conditions/dry-skin/symptoms-causes/syc-20353885' };
const AAD_SUNSCREEN_FAQ: Source = {
  title: 'American Academy of Dermatology — Sunscreen FAQs',
  url: 'https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/sunscreen-faqs',
};
const NHS_SLEEP_APNOEA: Source = { title: 'NHS — Sleep apnoea', url: 'https://www.nhs.uk/conditions/sleep-apnoea/' };
const NHS_INSOMNIA: Source = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const NHS_HOW_TO_SLEEP: Source = { title: 'NHS — How to get to sleep', url: 'https://www.nhs.uk/live-well/sleep-and-tiredness/how-to-get-to-sleep/' };
const MAYO_LACK_OF_SLEEP: Source = {
  title: 'Mayo Clinic — How many hours of sleep are enough for good health?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/adult-health/expert-answers/how-many-hours-of-sleep-are-enough/faq-20057898',
};
const NHS_LEG_CRAMPS: Source = { title: 'NHS — Leg cramps', url: 'https://www.nhs.uk/conditions/leg-cramps/' };
const NHS_SWOLLEN_ANKLES: Source = {
  title: 'NHS — Swollen ankles, feet and legs (oedema)',
  url: 'https://www.nhs.uk/symptoms/swollen-ankles-feet-and-legs-oedema/',
};
const NHS_LOW_BP: Source = { title: 'NHS — Low blood pressure (hypotension)', url: 'https://www.nhs.uk/conditions/low-blood-pressure-hypotension/' };
const NHS_PINS_AND_NEEDLES: Source = { title: 'NHS — Pins and needles', url: 'https://www.nhs.uk/conditions/pins-and-needles/' };
const NHS_B12_DEFICIENCY: Source = {
  title: 'NHS — Vitamin B12 or folate deficiency anaemia',
  url: 'https://www.nhs.uk/conditions/vitamin-b12-or-folate-deficiency-anaemia/',
};
const AAD_HAIR_SHEDDING: Source = {
  title: 'American Academy of Dermatology — Hair shedding',
  url: 'https://www.aad.org/public/diseases/hair-loss/insider/shedding',
};
const NHS_GUM_DISEASE: Source = { title: 'NHS — Gum disease', url: 'https://www.nhs.uk/conditions/gum-disease/' };
const NHS_EATWELL: Source = {
  title: 'NHS — The Eatwell Guide',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/the-eatwell-guide/',
};
const NHS_HEARTBURN: Source = { title: 'NHS — Heartburn and acid reflux', url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/' };
const MAYO_GAS: Source = {
  title: 'Mayo Clinic — Belching, intestinal gas, gas pains and bloating',
  url: 'https://www.mayoclinic.org/diseases-conditions/gas-and-gas-pains/in-depth/gas-and-gas-pains/art-20044739',
};
const NHS_CONSTIPATION: Source = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const EFSA_FATS_DRV: Source = {
  title: 'EFSA — Scientific opinion on dietary reference values for fats, including EPA and DHA',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/1461',
};
const ODS_OMEGA3_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Omega-3 fatty acids fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-Consumer/',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const ODS_VITAMIN_A_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin A fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};
const MAYO_WRINKLE_CREAMS: Source = {
  title: 'Mayo Clinic — Wrinkle creams: your guide to younger-looking skin',
  url: 'https://www.mayoclinic.org/diseases-conditions/wrinkles/in-depth/wrinkle-creams/art-20047463',
};
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const HARVARD_COLLAGEN: Source = { title: 'Harvard T.H. Chan School of Public Health — Collagen', url: 'https://nutritionsource.hsph.harvard.edu/collagen/' };
const ODS_IRON_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const GILOY_LIVER_INJURY: Source = {
  title:
    'Nagral A et al. Herbal immune booster-induced liver injury in the COVID-19 pandemic (Tinospora cordifolia). Journal of Clinical and Experimental Hepatology 2021, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8053283/',
};
const FDA_CAFFEINE: Source = {
  title: 'US FDA — Spilling the beans: how much caffeine is too much?',
  url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
};
const NCCIH_AYURVEDA: Source = { title: 'NCCIH — Ayurvedic medicine: in depth', url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth' };
const NHS_STRESS: Source = {
  title: 'NHS — Stress',
  url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/stress/',
};
const MAYO_HDL: Source = {
  title: 'Mayo Clinic — HDL cholesterol: how to boost your "good" cholesterol',
  url: 'https://www.mayoclinic.org/diseases-conditions/high-blood-cholesterol/in-depth/hdl-cholesterol/art-20046388',
};
const WHO_PHYSICAL_ACTIVITY: Source = {
  title: 'WHO — Physical activity fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
};
const NHS_PROTEIN_VEGETARIAN: Source = {
  title: 'NHS — The vegetarian diet',
  url: 'https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/the-vegetarian-diet/',
};

export const SHARED_EVERYDAY_MORE_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Iodine and iodised salt.
  {
    id: 'shared-more-iodine-what_is',
    topic: 'iodine',
    intent: 'what_is',
    question: 'Is iodised salt enough for my iodine, or do I need an iodine supplement?',
    answer:
      'Adults need 150 µg of iodine a day. For most people, using iodised salt in everyday cooking, with milk, curd or eggs, gives enough, so an iodine supplement is not needed. Iodised salt counts towards the under-5 g daily salt limit, so no need to eat more salt.',
    detail: 'Pregnancy (220 µg) and breastfeeding (290 µg) need more: ask your doctor. Avoid kelp or seaweed pills, which can give far too much.',
    source: ODS_IODINE_HP,
  },

  {
    id: 'shared-more-salt-what_is',
    topic: 'salt',
    intent: 'what_is',
    question: 'Is iodised salt enough for iodine? Is rock salt or pink salt better than iodised salt?',
    answer:
      'Iodised salt is the main source of iodine in India and, used in normal cooking, usually covers the adult need of 150 µg a day. Rock salt (sendha namak), pink and sea salt are rarely iodised and hold the same sodium, so they are not healthier.',
    detail: 'Use iodised salt for everyday cooking, but keep total salt under 5 g (one level teaspoon) a day, including salt in pickles, papad and namkeen.',
    source: ODS_IODINE_HP,
  },

  // Melatonin and jet lag.
  {
    id: 'shared-more-melatonin-timing',
    topic: 'melatonin',
    intent: 'timing',
    question: 'What melatonin dose for jet lag, and when should I take it after a long flight?',
    answer:
      'For jet lag, small studies used 0.5 to 5 mg of melatonin taken at bedtime in the new (destination) time zone, for a few nights after arrival. Low doses work about as well as high ones and cause less morning grogginess.',
    detail: 'It helps most when flying east across several time zones. Get daylight at your destination and skip alcohol; do not drive if it makes you drowsy.',
    source: NCCIH_MELATONIN,
  },
  {
    id: 'shared-more-jet-lag-how_to',
    topic: 'jet-lag',
    intent: 'how_to',
    question: 'How do I get over jet lag faster after flying east or west?',
    answer:
      'Switch to local time at once: eat meals, sleep and wake at local times, get outdoor daylight in the day and keep the room dark at night. Drink water on the flight, limit alcohol and caffeine, and nap no more than 20 to 30 minutes.',
    detail: 'Jet lag usually settles within a few days; flying east is often harder. A few nights of low-dose melatonin at local bedtime may help some adults.',
    source: NHS_JET_LAG,
  },

  // Glucosamine.
  {
    id: 'shared-more-glucosamine-what_is',
    topic: 'glucosamine',
    intent: 'what_is',
    question: 'Does glucosamine work for knee arthritis? Is glucosamine worth the money?',
    answer:
      'The evidence is mixed. Large studies found glucosamine, with or without chondroitin, did little more than a placebo for knee osteoarthritis pain in most people, though a few trials saw a small benefit. It does not rebuild cartilage.',
    detail:
      'Exercise that strengthens the thigh muscles, staying active and losing extra weight help knee pain most. If you try glucosamine, stop after three months without benefit.',
    source: NCCIH_GLUCOSAMINE,
  },
  {
    id: 'shared-more-glucosamine-dose',
    topic: 'glucosamine',
    intent: 'dose',
    question: 'How much glucosamine should I take a day?',
    answer:
      'Most trials used 1,500 mg of glucosamine sulfate a day, once daily or split into three doses, often with 800 to 1,200 mg of chondroitin. Benefits, when they occur, take several weeks, so judge it after about three months.',
    detail: 'The evidence for any benefit is limited. Check with your doctor first if you take warfarin or have a shellfish allergy.',
    source: NCCIH_GLUCOSAMINE,
  },
  {
    id: 'shared-more-glucosamine-side_effects',
    topic: 'glucosamine',
    intent: 'side_effects',
    question: 'Is glucosamine safe? Glucosamine and chondroitin side effects',
    answer:
      'Glucosamine and chondroitin seem safe for most adults in the short term; mild stomach upset, heartburn, diarrhoea or constipation are the usual side effects. Glucosamine may increase the effect of warfarin, raising bleeding risk.',
    detail:
      'Much glucosamine comes from shellfish shells, so check the label if you are allergic. Ask your doctor first if you take a blood thinner or have diabetes.',
    source: NCCIH_GLUCOSAMINE,
  },
  {
    id: 'shared-more-glucosamine-comparison',
    topic: 'glucosamine',
    intent: 'comparison',
    question: 'Glucosamine or collagen for knee pain or runner’s knee: which is better?',
    answer:
      'Neither has strong evidence. Small collagen trials and larger glucosamine trials show at best a modest effect on knee pain. For runner’s knee, what helps most is easing the training load for a while and strengthening the thigh (quad) and hip muscles.',
    detail: 'A physiotherapist can check your running and set exercises. See a doctor if the knee swells, locks, gives way or hurts at rest.',
    source: NHS_KNEE_PAIN,
  },
  {
    id: 'shared-more-joints-symptoms',
    topic: 'joints',
    intent: 'symptoms',
    question: 'My knees are stiff in the morning for 15 to 20 minutes, then fine. Is it arthritis?',
    answer:
      'Short morning stiffness that eases within about 30 minutes, with pain on stairs or after activity, is typical of osteoarthritis, the common wear-related arthritis after 50. Regular exercise, strengthening the thigh muscles and keeping a healthy weight help most.',
    detail: 'See a doctor if stiffness lasts over an hour, or joints are hot, red or swollen: signs of inflammatory arthritis that needs early treatment.',
    source: NHS_OSTEOARTHRITIS,
  },

  // Acne and diet.
  {
    id: 'shared-more-acne-symptoms',
    topic: 'acne',
    intent: 'symptoms',
    question: 'Does dairy or sugar cause acne? Can what I eat give me pimples?',
    answer:
      'Diet is not the main cause, but some studies link a high-glycaemic diet (sugary drinks, sweets, white bread) and cow’s milk, especially skimmed milk, with more acne in some people. Chocolate and oily food have not been proven to cause it.',
    detail: 'Try cutting sugary foods or milk for a few weeks and watch your skin. A dermatologist or doctor can treat acne that persists into adulthood.',
    source: AAD_ACNE_DIET,
  },
  {
    id: 'shared-more-acne-food_sources',
    topic: 'acne',
    intent: 'food_sources',
    question: 'What should I eat or avoid for acne? Best diet for clear skin',
    answer:
      'Eat mostly low-glycaemic foods: vegetables, fruit, dal and beans, whole grains and nuts, and cut down on sugary drinks, sweets and refined flour (maida). If your skin seems worse with milk, try less milk for a few weeks; yoghurt and cheese have not shown the same link.',
    detail:
      'Diet changes help some people only a little. See a doctor or dermatologist if acne is painful, scarring, or not better after two months of pharmacy treatment.',
    source: AAD_ACNE_DIET,
  },

  // Melasma and pigmentation.
  {
    id: 'shared-more-pigmentation-symptoms',
    topic: 'pigmentation',
    intent: 'symptoms',
    question: 'What causes brown patches on my cheeks? Is pigmentation after pregnancy melasma?',
    answer:
      'Patchy brown or grey-brown pigmentation on the cheeks, forehead or upper lip is often melasma. Hormones (pregnancy, the pill) and sunlight trigger it, and it is common in brown skin. It is harmless but can last for years.',
    detail:
      'Sun and heat make it darker again. See a dermatologist to confirm it, and a doctor for any patch that changes, bleeds or looks different from the rest.',
    source: AAD_MELASMA,
  },
  {
    id: 'shared-more-pigmentation-how_to',
    topic: 'pigmentation',
    intent: 'how_to',
    question: 'How do I get rid of melasma or dark patches on my face? What helps pigmentation?',
    answer:
      'For melasma and other brown patches, daily sun protection comes first: a broad-spectrum sunscreen of SPF 30 or more every morning, reapplied every 2 hours outdoors, plus a hat or shade. A dermatologist can prescribe fading creams.',
    detail:
      'Tinted sunscreen with iron oxides also blocks visible light, which darkens melasma. Avoid unlabelled fairness or steroid creams: they can thin and damage skin.',
    source: AAD_MELASMA,
  },

  // Rosacea.
  {
    id: 'shared-more-rosacea-symptoms',
    topic: 'rosacea',
    intent: 'symptoms',
    question: 'Why do my cheeks go red and hot with hot drinks, spicy food or heat? Is it rosacea?',
    answer:
      'Frequent flushing of the cheeks, nose and forehead, set off by hot drinks, spicy food, alcohol, sun, heat or stress, is a typical early sign of rosacea, a common long-term skin condition. Over time redness, visible veins or spots may stay.',
    detail: 'See a GP or dermatologist: treatments can control it. Note your own triggers and avoid them where you can.',
    source: NHS_ROSACEA,
  },
  {
    id: 'shared-more-rosacea-how_to',
    topic: 'rosacea',
    intent: 'how_to',
    question: 'How can I calm rosacea and facial redness or flushing?',
    answer:
      'Find and avoid your triggers (hot drinks, spicy food, alcohol, heat, sun and stress are common), use SPF 30 or more every day, wash with a gentle cleanser and lukewarm water, and moisturise. Skip scrubs, alcohol-based toners and steroid creams.',
    detail: 'A GP or dermatologist can prescribe creams, gels or tablets that reduce redness and spots. Get help promptly if your eyes become sore or gritty.',
    source: NHS_ROSACEA,
  },

  // Winter skin.
  {
    id: 'shared-more-dry-skin-how_to',
    topic: 'dry-skin',
    intent: 'how_to',
    question: 'My skin gets dry and itchy every winter, especially my legs. Tips?',
    answer:
      'Take short baths or showers in lukewarm, not hot, water, use a mild soap-free wash, pat dry and apply a thick moisturising cream or emollient within minutes, then again at night. Wear cotton next to the skin and try not to scratch.',
    detail:
      'Plain petroleum jelly or a thick cream works well on legs and heels. See a doctor if itching stops you sleeping or the skin cracks, bleeds or looks infected.',
    source: MAYO_DRY_SKIN,
  },
  {
    id: 'shared-more-dry-skin-product_choice',
    topic: 'dry-skin',
    intent: 'product_choice',
    question: 'Which moisturiser is best for very dry skin? Cream, lotion or ointment?',
    answer:
      'Thicker is better for dry skin: ointments and creams (emollients) hold in water longer than lotions. Choose unperfumed products, with ingredients such as petrolatum, glycerin, urea, ceramides or shea butter, and use them often, not just once a day.',
    detail: 'Use plenty, smoothing it in the direction of hair growth. Paraffin-based emollients are flammable on clothes and bedding: keep away from flames.',
    source: NHS_EMOLLIENTS,
  },

  // Sunscreen.
  {
    id: 'shared-more-sun-how_to',
    topic: 'sun',
    intent: 'how_to',
    question: 'Do people with brown or dark skin need sunscreen every day? How often should I reapply?',
    answer:
      'Yes: brown skin burns less easily but still gets sun damage, tanning, dark spots, melasma and early ageing. Use a broad-spectrum SPF 30 or higher on exposed skin every day, and reapply every 2 hours outdoors and after sweating or swimming.',
    detail: 'Most people use too little: about a shot glass (30 ml) covers the whole body. Add shade, a hat and long sleeves in strong midday sun.',
    source: AAD_SUNSCREEN_FAQ,
  },

  // Snoring and sleep apnoea.
  {
    id: 'shared-more-snoring-how_to',
    topic: 'snoring',
    intent: 'how_to',
    question: 'I snore loudly and my partner says I stop breathing and gasp in my sleep. What should I do?',
    answer:
      'Pauses in breathing with gasping or choking during sleep are signs of obstructive sleep apnoea. See a doctor: it is diagnosed with a sleep study, often at home, and treatment such as a CPAP mask makes sleep restful again.',
    detail:
      'Untreated sleep apnoea raises the risk of high blood pressure, heart problems and accidents from sleepiness. Do not drive if you feel very sleepy.',
    source: NHS_SLEEP_APNOEA,
  },
  {
    id: 'shared-more-snoring-testing',
    topic: 'snoring',
    intent: 'testing',
    question: 'How do I get tested for sleep apnoea? What is a sleep study?',
    answer:
      'A GP or sleep specialist arranges a sleep study: usually a small device worn at home overnight that records breathing, oxygen level and heart rate, sometimes a night in a sleep clinic. It shows whether breathing stops and how often.',
    detail: 'Ask for one if you snore loudly, stop breathing or gasp in sleep, or feel very sleepy in the day despite enough hours in bed.',
    source: NHS_SLEEP_APNOEA,
  },

  // Waking early, lie-ins and night shifts.
  {
    id: 'shared-more-sleep-symptoms',
    topic: 'sleep',
    intent: 'symptoms',
    question: 'Why do I wake up at 3 am every night and cannot get back to sleep?',
    answer:
      'Common causes are stress and worry, shift work, alcohol or caffeine later in the day, needing the toilet, a warm or noisy room, pain, menopause, sleep apnoea and low mood or anxiety. Early waking with low mood can be a sign of depression.',
    detail: 'See a doctor if it goes on for weeks or affects your days. CBT for insomnia helps most people more than sleeping pills.',
    source: NHS_INSOMNIA,
  },
  {
    id: 'shared-more-sleep-how_to',
    topic: 'sleep',
    intent: 'how_to',
    question: 'I wake up at 3am or 4 am every night and cannot get back to sleep. How do I stop waking too early?',
    answer:
      'Keep the same wake-up time daily, avoid caffeine after midday and alcohol in the evening, drink less in the last 2 hours before bed, and keep the room dark and cool. If you lie awake over 20 minutes, get up and do something calm until sleepy.',
    detail: 'Worry lists written before bed help some people. See a doctor if it lasts weeks or comes with low mood, snoring or gasping.',
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-more-sleep-how_to-2',
    topic: 'sleep',
    intent: 'how_to',
    question: 'Is it bad to sleep in till noon at weekends to catch up on lost sleep?',
    answer:
      'A short lie-in helps repay a little sleep debt, but sleeping in for hours shifts your body clock, like mild jet lag, so Sunday night and Monday morning get harder. Keep your wake-up time within about an hour of weekdays and aim for enough sleep every night.',
    detail: 'Most adults need 7 to 9 hours. A short early-afternoon nap of 20 minutes is a gentler way to catch up.',
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-more-sleep-how_to-3',
    topic: 'sleep',
    intent: 'how_to',
    question: 'I work night shifts. How do I sleep properly during the day?',
    answer:
      'Make the bedroom dark with blackout curtains or an eye mask, and quiet with earplugs; keep the same sleep routine after every shift. Have caffeine only in the first half of the shift, limit bright light on the way home, and eat a light meal before bed.',
    detail: 'Tell family your sleep hours and switch your phone to silent. See a doctor if you stay exhausted or cannot sleep despite these steps.',
    source: NHS_HOW_TO_SLEEP,
  },
  {
    id: 'shared-more-sleep-symptoms-2',
    topic: 'sleep',
    intent: 'symptoms',
    question: 'Is it normal to sleep only 5 hours when you are older? How much sleep do older people need?',
    answer:
      'Older adults still need about 7 to 8 hours of sleep, though sleep becomes lighter and people often wake earlier. Regularly sleeping 5 hours and feeling tired in the day is not simply age: it is worth looking for a cause.',
    detail: 'See a doctor about loud snoring, gasping, pain, frequent night-time toilet trips or low mood, which all disturb sleep and can be treated.',
    source: MAYO_LACK_OF_SLEEP,
  },

  {
    id: 'shared-more-caffeine-timing',
    topic: 'caffeine',
    intent: 'timing',
    question: 'I work night shifts. When should I have coffee, and when should I stop?',
    answer:
      'Have coffee or tea near the start and first half of the shift, when it helps alertness most, and stop about 6 hours before you plan to sleep, because caffeine stays in the body for hours and makes daytime sleep lighter and shorter.',
    detail: 'Keep to 400 mg of caffeine a day, about four cups of brewed coffee. A short nap before the shift also helps alertness.',
    source: FDA_CAFFEINE,
  },

  // Cramps.
  {
    id: 'shared-more-muscle-cramps-symptoms',
    topic: 'muscle-cramps',
    intent: 'symptoms',
    question: 'Why do calf cramps wake me up at night as I get older?',
    answer:
      'Night-time calf cramps become more common with age, often without a clear cause; tight or tired muscles, not drinking enough water and some medicines (diuretics, statins) can add to them. Stretching the calf firmly usually eases a cramp within minutes.',
    detail:
      'Gentle calf stretches before bed help prevent them. See a doctor if cramps keep waking you, last over 10 minutes, or come with numbness or swelling.',
    source: NHS_LEG_CRAMPS,
  },
  {
    id: 'shared-more-muscle-cramps-symptoms-2',
    topic: 'muscle-cramps',
    intent: 'symptoms',
    question: 'Why do I get calf cramps late in a football match, run or long game?',
    answer:
      'Cramps late in exercise mostly come from muscle fatigue, often with heavy sweating that loses fluid and salt (sodium). Build fitness gradually, drink regularly, and for long sweaty sessions use an electrolyte drink or nimbu pani with a pinch of salt.',
    detail: 'During a cramp, stop and stretch the muscle gently until it eases. See a doctor if cramps are frequent, severe or happen at rest.',
    source: NHS_LEG_CRAMPS,
  },

  // Swollen feet from standing.
  {
    id: 'shared-more-swollen-ankles-symptoms',
    topic: 'swollen-ankles',
    intent: 'symptoms',
    question: 'My feet swell a bit after standing all day but are fine by morning. Is it serious?',
    answer:
      'Mild swelling of both feet at the end of a long day standing, gone by morning, is usually fluid pooling from gravity, worse in heat or with salty food. Raise your feet when resting, walk or flex your ankles during the day, and try compression socks.',
    detail: 'See a doctor if swelling is in one leg only, painful, red, or does not go down overnight; get help at once with breathlessness or chest pain.',
    source: NHS_SWOLLEN_ANKLES,
  },

  // Dizziness on standing.
  {
    id: 'shared-more-dizziness-symptoms',
    topic: 'dizziness',
    intent: 'symptoms',
    question: 'Why do I feel dizzy for a few seconds when I stand up quickly?',
    answer:
      'A brief head rush on standing is usually postural (orthostatic) low blood pressure: blood pressure drops for a moment before the body adjusts. Dehydration, heat, skipped meals, alcohol and some blood pressure or water tablets make it more likely.',
    detail: 'See a doctor if it happens often, you fall or faint, or it began with a new medicine. Get urgent help for dizziness with chest pain or weakness.',
    source: NHS_LOW_BP,
  },
  {
    id: 'shared-more-dizziness-how_to',
    topic: 'dizziness',
    intent: 'how_to',
    question: 'I feel dizzy when I stand up fast. What should I do?',
    answer:
      'Get up slowly: sit on the edge of the bed or sofa for a moment first, and flex your calves before standing. Drink enough water through the day, especially in heat, and sit or lie down straight away if you feel faint.',
    detail: 'See a doctor if it keeps happening, you have fainted, or you take blood pressure medicine; the dose may need checking.',
    source: NHS_LOW_BP,
  },

  // Pins and needles.
  {
    id: 'shared-more-tingling-symptoms',
    topic: 'tingling',
    intent: 'symptoms',
    question: 'Why do I get tingling, pins and needles or numbness in my feet? I am vegetarian',
    answer:
      'Pins and needles that keep coming back in both feet can be a sign of nerve damage (neuropathy); common causes are low vitamin B12, especially in vegetarians and vegans, diabetes, alcohol and some medicines. Low B12 can be found with a blood test.',
    detail: 'See a doctor for a blood test if it lasts weeks or keeps returning. Get urgent help if it starts suddenly with weakness of the face, arm or leg.',
    source: NHS_PINS_AND_NEEDLES,
  },
  {
    id: 'shared-more-tingling-how_to',
    topic: 'tingling',
    intent: 'how_to',
    question: 'What should I do about pins and needles in my hands or feet?',
    answer:
      'Brief pins and needles from sitting or lying on a limb passes when you move. If it keeps coming back, see a doctor, who can check vitamin B12, blood sugar and thyroid with blood tests. Treating the cause, such as B12 injections or tablets, often helps.',
    detail: 'Vegetarians and vegans need B12 from fortified foods, dairy or a supplement. Nerve symptoms from low B12 can become permanent if left untreated.',
    source: NHS_B12_DEFICIENCY,
  },

  // Hair after a crash diet.
  {
    id: 'shared-more-hair-food_sources',
    topic: 'hair',
    intent: 'food_sources',
    question: 'My hair is falling a lot after a crash diet or losing weight fast. What should I eat?',
    answer:
      'Sudden weight loss often triggers heavy shedding (telogen effluvium) about 2 to 4 months later. It is usually temporary and hair grows back within 6 to 9 months once you eat enough calories, with protein at every meal and iron-rich foods such as dal, greens and eggs.',
    detail: 'Lose weight slowly, about 0.5 to 1 kg a week. See a doctor or dermatologist if shedding lasts over 6 months or you see bald patches.',
    source: AAD_HAIR_SHEDDING,
  },

  // Bleeding gums.
  {
    id: 'shared-more-vitamin-c-what_is',
    topic: 'vitamin-c',
    intent: 'what_is',
    question: 'My gums bleed when I brush. Do I need vitamin C?',
    answer:
      'Probably not: bleeding gums are most often gum disease (gingivitis), caused by plaque building up along the gum line. Vitamin C deficiency can make gums bleed, but it is rare in people who eat fruit and vegetables. See a dentist for a check-up and clean.',
    detail:
      'Brush twice a day for 2 minutes, clean between teeth with floss or interdental brushes, and do not rinse right after brushing. Smoking worsens gum disease.',
    source: NHS_GUM_DISEASE,
  },

  // Food for study.
  {
    id: 'shared-more-focus-food_sources',
    topic: 'focus',
    intent: 'food_sources',
    question: 'Which foods help focus and memory in exam season? What is a good diet for board exams?',
    answer:
      'Eat regular meals, starting with breakfast, built on whole grains like oats, poha with vegetables or roti, with dal, eggs, curd or paneer for protein. Snack on fruit, nuts, roasted chana or makhana instead of chips, and drink water through the day.',
    detail: 'Sleep matters more than any food for memory: keep 7 to 9 hours before exams. Limit energy drinks and late-evening coffee.',
    source: NHS_EATWELL,
  },

  // Acidity food triggers.
  {
    id: 'shared-more-heartburn-food_sources',
    topic: 'heartburn',
    intent: 'food_sources',
    question: 'Which foods trigger acidity? What should I eat or avoid for acid reflux?',
    answer:
      'Common triggers are large, fatty, fried or spicy meals, tea and coffee, alcohol, chocolate, fizzy drinks, tomatoes and citrus. Eat smaller meals on time, do not skip meals, and avoid lying down or sleeping within 3 hours of eating.',
    detail: 'Keep a note of what sets yours off. See a doctor if acidity happens most days for 3 weeks, or with trouble swallowing, vomiting or weight loss.',
    source: NHS_HEARTBURN,
  },

  // Gas from beans.
  {
    id: 'shared-more-bloating-food_sources',
    topic: 'bloating',
    intent: 'food_sources',
    question: 'Which foods cause gas, and how do I cook rajma, chole and dal so they cause less?',
    answer:
      'Beans and lentils (rajma, chole, whole dals) are rich in fibre and protein but cause the most gas, as do cabbage, onions and fizzy drinks. Soak beans overnight, discard the water and pressure-cook well; add hing, ajwain or jeera. Eating slowly and chewing well also cut swallowed air.',
    detail: 'Raise portions gradually so your gut adapts. See a doctor if bloating persists, or comes with weight loss or blood in your stool.',
    source: MAYO_GAS,
  },

  // Constipation in older age.
  {
    id: 'shared-more-constipation-symptoms',
    topic: 'constipation',
    intent: 'symptoms',
    question: 'Why do older people get constipated more? Is constipation at 70 just age?',
    answer:
      'Constipation becomes more common with age because people move less, drink and eat less, get less fibre and take more medicines that slow the bowel, such as painkillers, iron, calcium and some blood pressure tablets. It is common, not inevitable.',
    detail: 'More fluid, fibre and daily walking usually help. See a doctor about a lasting change in bowel habit, blood, weight loss, or to review medicines.',
    source: NHS_CONSTIPATION,
  },
  {
    id: 'shared-more-constipation-how_to',
    topic: 'constipation',
    intent: 'how_to',
    question: 'My elderly mother is constipated and needs soft foods because of dentures. What helps?',
    answer:
      'Soft high-fibre foods help: ripe papaya, banana, pear, soaked prunes, figs (anjeer) or raisins, dalia or oats porridge, khichdi, well-cooked dal and vegetables. Add them gradually, with plenty of water, soups or buttermilk through the day, and a short daily walk if possible.',
    detail: 'A teaspoon of isabgol in water is an option. See a doctor if it lasts over 2 weeks, with pain, blood or weight loss, or after a new medicine.',
    source: NHS_CONSTIPATION,
  },

  // Vegetarian protein.
  {
    id: 'shared-more-protein-food_sources',
    topic: 'protein',
    intent: 'food_sources',
    question: 'I am vegetarian and want to build muscle. Protein sources without whey?',
    answer:
      'Good vegetarian protein: paneer (about 18 g per 100 g), tofu and soya chunks, curd or Greek yoghurt, milk, dal, rajma, chana and moong, peanuts and seeds. Include some at every meal, for example dal with curd at lunch and paneer or soya at dinner.',
    detail: 'Combining pulses with grains (dal-rice, rajma-roti) gives a full set of amino acids. Strength training two or more days a week builds the muscle.',
    source: NHS_PROTEIN_VEGETARIAN,
  },

  // Omega-3 label.
  {
    id: 'shared-more-omega-3-dose',
    topic: 'omega-3',
    intent: 'dose',
    question: 'My capsule says 1000 mg fish oil but only 300 mg EPA+DHA. How much omega-3 do I actually need?',
    answer:
      'Count the EPA plus DHA, not the fish oil: for general health, about 250 to 500 mg of EPA and DHA a day is a common target, roughly what two portions of fish a week, one oily, give. A 1,000 mg capsule with 300 mg EPA+DHA gives 300 mg.',
    detail: 'Higher doses are for treating high triglycerides under a doctor. Check with your doctor first if you take a blood thinner.',
    source: EFSA_FATS_DRV,
  },
  {
    id: 'shared-more-omega-3-comparison',
    topic: 'omega-3',
    intent: 'comparison',
    question: 'Is flaxseed oil the same as fish oil? Does flax omega-3 work like fish oil?',
    answer:
      'No. Flaxseed oil gives ALA (alpha-linolenic acid), while fish oil gives EPA and DHA, the forms studied for the heart and brain. The body converts only a small share of ALA into EPA and even less into DHA, so flax is not an equal swap.',
    detail: 'For a vegetarian source of EPA and DHA, algal (algae) oil is the closest match. Flax, chia and walnuts are still useful ALA foods.',
    source: ODS_OMEGA3_CONSUMER,
  },

  // Probiotic label.
  {
    id: 'shared-more-probiotics-how_to',
    topic: 'probiotics',
    intent: 'how_to',
    question: 'How do I read a probiotic label? What do the CFU and strain names mean?',
    answer:
      'Look for the full strain name, genus, species and strain code (such as Lactobacillus rhamnosus GG), because benefits are strain-specific; the CFU count (live bacteria) guaranteed at the end of shelf life, not at manufacture; storage instructions and the expiry date.',
    detail: 'More CFU is not always better: pick a strain studied for your purpose at the dose used in trials.',
    source: ODS_PROBIOTICS_HP,
  },

  // Vitamin A limits.
  {
    id: 'shared-more-vitamin-a-side_effects',
    topic: 'vitamin-a',
    intent: 'side_effects',
    question: 'Is 10,000 IU of vitamin A a day too much? Is high-dose vitamin A bad for skin, eyes or acne?',
    answer:
      'Adults need 700 µg (women) to 900 µg (men) of vitamin A a day. The upper limit for preformed vitamin A (retinol) is 3,000 µg, about 10,000 IU: taking that long term can harm the liver and bones and cause headache or nausea.',
    detail:
      'Screen use does not raise your need for vitamin A. Acne tablets related to vitamin A are prescription-only; never add retinol supplements in pregnancy.',
    source: ODS_VITAMIN_A_HP,
  },

  // Vitamin C serum.
  {
    id: 'shared-more-vitamin-c-comparison',
    topic: 'vitamin-c',
    intent: 'comparison',
    question: 'Vitamin C serum or eating more oranges and amla: which is better for skin?',
    answer:
      'They do different jobs. A topical vitamin C serum puts the antioxidant directly into the skin, where studies suggest it can brighten dull skin, fade dark spots and add to sun protection. Eating fruit gives your body the vitamin C it needs to make collagen.',
    detail: 'Do both: fruit daily, and a serum in the morning under sunscreen if you want it. Serums can sting sensitive skin, so patch-test first.',
    source: MAYO_WRINKLE_CREAMS,
  },

  // Vegan vitamin D and collagen.
  {
    id: 'shared-more-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'Is vitamin D3 vegan? What vitamin D can a vegan take?',
    answer:
      'Most vitamin D3 is made from lanolin in sheep’s wool, so it is not vegan. Vegans can choose vitamin D2 (from yeast or UV-exposed mushrooms) or vegan D3 made from lichen; both raise blood levels, D3 somewhat more.',
    detail: 'Fortified plant milks and UV-exposed mushrooms add some vitamin D, and sunlight on the skin helps in sunny months.',
    source: ODS_VITAMIN_D_HP,
  },
  {
    id: 'shared-more-collagen-what_is',
    topic: 'collagen',
    intent: 'what_is',
    question: 'Is there vegan collagen? Do vegan collagen boosters work?',
    answer:
      'No: true collagen comes only from animals, so there is no vegan collagen. Vegan "collagen boosters" provide the building blocks your body uses to make its own: protein with amino acids such as glycine and proline, plus vitamin C.',
    detail: 'Enough protein from dal, soya and nuts, vitamin C from amla, guava or citrus, and daily sunscreen do the same job.',
    source: HARVARD_COLLAGEN,
  },

  // Ramadan timing.
  {
    id: 'shared-more-vitamin-d-timing',
    topic: 'vitamin-d',
    intent: 'timing',
    question: 'During Ramadan fasting, should I take vitamin D and iron at sehri or iftar?',
    answer:
      'Take vitamin D with a meal that has some fat, either at sehri or after iftar. Take iron with water at the other meal, or after iftar with a little vitamin C, and keep it at least an hour apart from tea, coffee, milk and calcium.',
    detail: 'Prescribed medicines may need their timing changed during a fast: ask your doctor or pharmacist before Ramadan.',
    source: ODS_IRON_HP,
  },

  // Long-term giloy.
  {
    id: 'shared-more-giloy-side_effects',
    topic: 'giloy',
    intent: 'side_effects',
    question: 'Is it safe to take giloy or giloy kadha daily for a long time?',
    answer:
      'Evidence that daily giloy boosts immunity is limited, and its long-term safety is not well studied. Indian doctors have reported liver injury in people taking giloy for weeks to months, so it is best not taken daily for long periods.',
    detail: 'Stop and see a doctor for yellow eyes or skin, dark urine, itching or tiredness. Ask your doctor first if you have liver or autoimmune disease.',
    source: GILOY_LIVER_INJURY,
  },

  {
    id: 'shared-more-kadha-dose',
    topic: 'kadha',
    intent: 'dose',
    question: 'How much kadha is OK a day? Can I drink kadha every day all year round?',
    answer:
      'A cup of mild kadha made with kitchen spices such as ginger, tulsi, black pepper and cinnamon is a traditional drink, and in kitchen amounts these spices are generally fine for healthy adults. There is little good evidence that drinking kadha daily prevents infections.',
    detail:
      'Leave giloy out of a daily year-round kadha because of liver injury reports. Ask your doctor if you take blood thinners or diabetes medicines, or are pregnant.',
    source: NCCIH_AYURVEDA,
  },

  // Stress eating.
  {
    id: 'shared-more-stress-how_to',
    topic: 'stress',
    intent: 'how_to',
    question: 'How do I stop stress eating or snacking at night?',
    answer:
      'Eat regular meals with protein and fibre so you are not very hungry by night, notice your triggers, and pause to ask whether you are hungry or stressed. Keep chips and sweets out of sight and swap in fruit, nuts or makhana.',
    detail: 'A short walk, a shower or a call with a friend can replace the snack. Talk to a doctor if eating feels out of control.',
    source: NHS_STRESS,
  },

  // HDL and exercise for the heart.
  {
    id: 'shared-more-cholesterol-how_to',
    topic: 'cholesterol',
    intent: 'how_to',
    question: 'How do I raise my HDL (good) cholesterol?',
    answer:
      'To raise HDL, the "good" cholesterol: exercise regularly, such as brisk walking 30 minutes most days, stop smoking, lose extra weight, and swap trans fats and refined carbohydrates (sweets, maida) for nuts, seeds and vegetable oils. Drinking alcohol to raise it is not advised.',
    detail: 'HDL tends to rise slowly, over months of steady activity. Keep taking any cholesterol medicine your doctor prescribed.',
    source: MAYO_HDL,
  },
  {
    id: 'shared-more-heart-health-dose',
    topic: 'heart-health',
    intent: 'dose',
    question: 'How much exercise do I need a week for a healthy heart? Minutes or steps?',
    answer:
      'Adults should aim for at least 150 to 300 minutes of moderate activity, such as brisk walking, or 75 to 150 minutes of vigorous activity a week, plus muscle-strengthening exercise on 2 or more days. Any activity is better than none.',
    detail:
      'Counting steps works too: more daily steps are linked with lower risk. Check with your doctor before starting hard exercise if you have heart disease or chest pain.',
    source: WHO_PHYSICAL_ACTIVITY,
  },
];
