// Shared answers to everyday complaints and claims the other files left open: selenium and Brazil nuts, sore mouth
// corners, burping, morning nausea, cracked heels, a stiff neck, muscle soreness, bowel habits, irregular periods,
// hair (pattern loss, shedding after illness, greying, home oils), the flu vaccine, a noisy bedroom, calming down
// fast, the after-lunch dip, stamina with age, sports drinks and the gut's links to mood and immunity. Written in our
// own words from the source beside each entry; no entry says a supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_SELENIUM_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Selenium fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Selenium-Consumer/',
};
const ODS_PROBIOTICS_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const NHS_ANGULAR_CHEILITIS: Source = { title: 'NHS — Angular cheilitis', url: 'https://www.nhs.uk/conditions/angular-cheilitis/' };
const MAYO_BELCHING: Source = {
  title: 'Mayo Clinic — Belching, intestinal gas, gas pains and bloating',
  url: 'https://www.mayoclinic.org/diseases-conditions/gas-and-gas-pains/in-depth/gas-and-gas-pains/art-20044739',
};
const NHS_NAUSEA: Source = { title: 'NHS — Feeling sick (nausea)', url: 'https://www.nhs.uk/symptoms/feeling-sick-nausea/' };
const NHS_CRACKED_HEELS: Source = { title: 'NHS — Cracked heels', url: 'https://www.nhs.uk/conditions/cracked-heels/' };
const NHS_NECK_PAIN: Source = { title: 'NHS — Neck pain', url: 'https://www.nhs.uk/conditions/neck-pain/' };
const NHS_MUSCLE_PAIN: Source = { title: 'NHS — Muscle pain', url: 'https://www.nhs.uk/symptoms/muscle-pain/' };
const NHS_TRAVELLERS_DIARRHOEA: Source = { title: "NHS — Travellers' diarrhoea", url: 'https://www.nhs.uk/conditions/travellers-diarrhoea/' };
const NHS_CONSTIPATION: Source = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const NHS_IRREGULAR_PERIODS: Source = { title: 'NHS — Irregular periods', url: 'https://www.nhs.uk/conditions/irregular-periods/' };
const NHS_PCOS: Source = { title: 'NHS — Polycystic ovary syndrome', url: 'https://www.nhs.uk/conditions/polycystic-ovary-syndrome-pcos/' };
const NHS_HAIR_LOSS: Source = { title: 'NHS — Hair loss', url: 'https://www.nhs.uk/conditions/hair-loss/' };
const CLEVELAND_GREY_HAIR: Source = {
  title: 'Cleveland Clinic — Premature grey hair: causes and what you can do',
  url: 'https://my.clevelandclinic.org/health/diseases/premature-graying-of-hair',
};
const AAD_HAIR_CARE: Source = {
  title: 'American Academy of Dermatology — Tips for healthy hair',
  url: 'https://www.aad.org/public/everyday-care/hair-scalp-care/hair/healthy-hair-tips',
};
const WHO_INFLUENZA: Source = {
  title: 'WHO — Influenza (seasonal) fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/influenza-(seasonal)',
};
const NHS_INSOMNIA: Source = { title: 'NHS — Insomnia', url: 'https://www.nhs.uk/conditions/insomnia/' };
const NHS_BREATHING_EXERCISES: Source = {
  title: 'NHS — Breathing exercises for stress',
  url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
};
const SLEEP_FOUNDATION_AFTER_EATING: Source = {
  title: 'Sleep Foundation — Why do I get tired after eating?',
  url: 'https://www.sleepfoundation.org/nutrition/why-do-i-get-tired-after-eating',
};
const NHS_TIREDNESS: Source = { title: 'NHS — Tiredness and fatigue', url: 'https://www.nhs.uk/conditions/tiredness-and-fatigue/' };
const NHS_WATER_DRINKS: Source = {
  title: 'NHS — Water, drinks and your health',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/',
};
const GUT_BRAIN_REVIEW: Source = {
  title: 'Cryan JF et al. The microbiota-gut-brain axis. Physiological Reviews 2019, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/31460832/',
};
const GUT_IMMUNE_REVIEW: Source = {
  title: 'Vighi G et al. Allergy and the gastrointestinal system. Clinical and Experimental Immunology 2008, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/18782112/',
};

export const SHARED_EVERYDAY_COMPLAINTS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Selenium.
  {
    id: 'shared-complaints-selenium-dose',
    topic: 'selenium',
    intent: 'dose',
    question: 'How much selenium do I need a day? How many Brazil nuts can I eat a day?',
    answer:
      'Adults need 55 µg of selenium a day; the upper limit is 400 µg. A single Brazil nut can hold about 68 to 90 µg, so one or two a day is plenty: eating many daily can push you over the limit.',
    detail: 'Too much selenium over time causes garlic breath, a metallic taste, brittle hair and nails, and skin rashes.',
    source: ODS_SELENIUM_CONSUMER,
  },
  {
    id: 'shared-complaints-selenium-food_sources',
    topic: 'selenium',
    intent: 'food_sources',
    question: 'Which foods have selenium? Vegetarian sources of selenium?',
    answer:
      'Brazil nuts are the richest source; fish, eggs, chicken, dairy, whole grains, beans and lentils also supply selenium. How much a plant food holds depends on the soil it grew in.',
    detail: 'Adults need 55 µg a day, which a varied diet usually gives without a supplement.',
    source: ODS_SELENIUM_CONSUMER,
  },

  // Sore corners of the mouth.
  {
    id: 'shared-complaints-mouth-corners-symptoms',
    topic: 'mouth-corners',
    intent: 'symptoms',
    question: 'Why are the corners of my mouth cracked and sore? Lip balm is not helping',
    answer:
      'Sore, cracked mouth corners (angular cheilitis) are often a fungal (yeast) or bacterial infection where saliva collects, made likelier by licking your lips, dentures or low iron or B vitamins such as B2 and B12.',
    detail: 'A pharmacist can suggest an antifungal or antibacterial cream; a doctor can check your iron and B12 if it keeps coming back.',
    source: NHS_ANGULAR_CHEILITIS,
  },

  // Burping.
  {
    id: 'shared-complaints-burping-symptoms',
    topic: 'burping',
    intent: 'symptoms',
    question: 'Why do I burp so much after every meal? What causes belching?',
    answer:
      'Most burping is swallowed air: eating or drinking fast, fizzy (carbonated) drinks, chewing gum, drinking through a straw and smoking. Acid reflux can also make you burp more.',
    detail: 'Eat slowly, skip fizzy drinks and gum. See a doctor if it persists with heartburn, trouble swallowing or weight loss.',
    source: MAYO_BELCHING,
  },

  // Nausea.
  {
    id: 'shared-complaints-nausea-symptoms',
    topic: 'nausea',
    intent: 'symptoms',
    question: 'Why do I feel like vomiting in the morning before breakfast?',
    answer:
      'Morning nausea is often linked to an empty stomach, acid reflux or gastritis, a heavy or late dinner, anxiety or stress, and in women pregnancy. Eat something small and plain soon after waking, and avoid skipping meals.',
    detail: 'See a doctor if it lasts more than a few weeks, or comes with weight loss, vomiting or severe tummy pain.',
    source: NHS_NAUSEA,
  },

  // Cracked heels.
  {
    id: 'shared-complaints-cracked-heels-how_to',
    topic: 'cracked-heels',
    intent: 'how_to',
    question: 'How do I fix cracked heels? Any remedy for dry cracked heels that hurt?',
    answer:
      'Cracked heels come from dry, thick skin. Soak feet in warm water, gently use a pumice stone, then apply a thick moisturiser or foot cream with urea, or petroleum jelly, twice a day; wear socks overnight and closed shoes.',
    detail: 'With diabetes, or if cracks bleed or look infected, see a doctor or podiatrist rather than treating them yourself.',
    source: NHS_CRACKED_HEELS,
  },

  // Neck and shoulders.
  {
    id: 'shared-complaints-neck-pain-how_to',
    topic: 'neck-pain',
    intent: 'how_to',
    question: 'My neck and shoulders are always stiff from my office job. What helps?',
    answer:
      'Desk neck stiffness usually comes from posture: set your screen at eye level and your chair so your back is supported, take a break to move every 30 to 60 minutes, and do gentle neck and shoulder stretches.',
    detail: 'Staying active helps more than resting. Heat packs and simple painkillers can ease a flare.',
    source: NHS_NECK_PAIN,
  },

  // Muscle soreness.
  {
    id: 'shared-complaints-muscle-soreness-symptoms',
    topic: 'muscle-soreness',
    intent: 'symptoms',
    question: 'My legs are very sore 2 or 3 days after a workout. Is that normal?',
    answer:
      'Yes: delayed onset muscle soreness (DOMS) is normal after new or harder exercise. It peaks 1 to 3 days later and fades within about a week; gentle movement, stretching and building up load gradually help.',
    detail: 'Very dark or cola-coloured urine, severe swelling or weakness after exercise needs a doctor the same day.',
    source: NHS_MUSCLE_PAIN,
  },

  // Traveller's diarrhoea.
  {
    id: 'shared-complaints-travellers-diarrhoea-how_to',
    topic: 'travellers-diarrhoea',
    intent: 'how_to',
    question: "How do I avoid traveller's tummy on a trip abroad? What should I pack?",
    answer:
      'Hygiene prevents most of it: drink bottled or boiled water, avoid ice and raw salads, eat food cooked fresh and hot, and wash your hands before eating. Pack oral rehydration salts (ORS) in case.',
    detail:
      "Some studies suggest the probiotic Saccharomyces boulardii may lower the chance of traveller's diarrhoea a little, though results are mixed; it does not replace safe food and water.",
    source: ODS_PROBIOTICS_HP,
  },
  {
    id: 'shared-complaints-travellers-diarrhoea-symptoms',
    topic: 'travellers-diarrhoea',
    intent: 'symptoms',
    question: "What causes traveller's diarrhoea and what do I do if I get it?",
    answer:
      "Traveller's diarrhoea comes from germs in food or water. It usually settles in 3 to 5 days: drink plenty of water or oral rehydration solution and eat when you feel able.",
    detail: 'See a doctor for blood in your poo, a high fever, signs of dehydration, or diarrhoea lasting more than a few days.',
    source: NHS_TRAVELLERS_DIARRHOEA,
  },

  // Bowel habits.
  {
    id: 'shared-complaints-bowel-habits-what_is',
    topic: 'bowel-habits',
    intent: 'what_is',
    question: 'Is it normal to poop 3 times a day, or only every 3 days? How often should I go?',
    answer:
      'Normal ranges widely, from three times a day to three times a week. What matters is a change from your usual pattern. Going less often with hard stools is constipation: add fibre gradually and drink plenty of water.',
    detail: 'See a doctor if a change lasts 3 weeks or more, or you notice blood or weight loss.',
    source: NHS_CONSTIPATION,
  },

  // Irregular periods.
  {
    id: 'shared-complaints-irregular-periods-symptoms',
    topic: 'irregular-periods',
    intent: 'symptoms',
    question: 'Why are my periods irregular? Is it connected to hair thinning or acne?',
    answer:
      'Irregular periods can come with stress, big weight changes, heavy exercise, thyroid problems or polycystic ovary syndrome (PCOS). With PCOS, raised androgen hormones can also cause hair thinning on the scalp, extra body hair and acne.',
    detail: 'See a doctor or gynaecologist: a blood test for hormones and an ultrasound scan can find the cause.',
    source: NHS_PCOS,
  },
  {
    id: 'shared-complaints-irregular-periods-how_to',
    topic: 'irregular-periods',
    intent: 'how_to',
    question: 'What can I do about irregular periods?',
    answer:
      'Periods that are sometimes early or late are common, especially in the first years and before menopause. Keep a diary of your cycle, and see a GP if they change suddenly, are very heavy, or come less than 21 or more than 35 days apart.',
    detail: 'Treatment depends on the cause, such as PCOS or a thyroid problem, so get checked rather than guessing.',
    source: NHS_IRREGULAR_PERIODS,
  },

  // Hair.
  {
    id: 'shared-complaints-hair-symptoms-pattern',
    topic: 'hair',
    intent: 'symptoms',
    question: 'My hairline is going back and my dad is bald. Will a supplement stop it?',
    answer:
      'A receding hairline or thinning crown that runs in the family is usually pattern hair loss, caused by genes and the hormone DHT. No supplement stops it; minoxidil, and finasteride for men, are the treatments with evidence.',
    detail: 'A dermatologist or doctor can confirm the cause and discuss treatment; it works best started early.',
    source: NHS_HAIR_LOSS,
  },
  {
    id: 'shared-complaints-hair-symptoms-shedding',
    topic: 'hair',
    intent: 'symptoms',
    question: 'My hair is falling a lot after a fever, dengue, covid or a crash diet. Will it grow back?',
    answer:
      'Heavy shedding 2 to 3 months after an illness, high fever, childbirth, stress or a crash diet is usually telogen effluvium: temporary, and hair usually grows back within 6 to 9 months.',
    detail: 'Eat enough protein, calories and iron. See a doctor if it lasts longer, to check iron (ferritin) and thyroid.',
    source: NHS_HAIR_LOSS,
  },
  {
    id: 'shared-complaints-hair-symptoms-grey',
    topic: 'hair',
    intent: 'symptoms',
    question: 'Why am I getting grey hair in my twenties? Is it stress?',
    answer:
      'Early grey hair is mostly genetic: if your parents greyed early, you likely will too. Smoking, thyroid problems and low vitamin B12 can play a part; stress may speed greying a little, but the evidence is limited.',
    detail: 'Grey hair from genes cannot be reversed; a doctor can check B12 and thyroid if greying comes with other symptoms.',
    source: CLEVELAND_GREY_HAIR,
  },
  {
    id: 'shared-complaints-hair-what_is-oils',
    topic: 'hair',
    intent: 'what_is',
    question: 'Does onion juice or coconut oil champi make hair grow faster?',
    answer:
      'No good evidence shows hair oils or onion juice make hair grow faster. Coconut oil can reduce protein loss and breakage, so hair may look thicker; onion juice has only one small study and can irritate the scalp.',
    detail: 'Do a patch test before putting anything new on your scalp, and stop if it stings or a rash appears.',
    source: AAD_HAIR_CARE,
  },

  // Flu vaccine.
  {
    id: 'shared-complaints-flu-vaccine-what_is',
    topic: 'flu-vaccine',
    intent: 'what_is',
    question: 'Is the flu shot worth getting if I am young and healthy?',
    answer:
      'Yes, for most people: vaccination is the most effective way to lower the risk of flu and its complications. Flu viruses change, so the vaccine is updated and given every year, ideally before flu season.',
    detail: 'It matters most for older adults, pregnant women, young children, health workers and people with long-term illnesses; ask your doctor.',
    source: WHO_INFLUENZA,
  },

  // Sleep in a noisy place.
  {
    id: 'shared-complaints-sleep-how_to-noise',
    topic: 'sleep',
    intent: 'how_to',
    question: 'I am a light sleeper in a noisy flat with traffic. What actually works?',
    answer:
      'Block the noise and light: earplugs, a fan or white noise to mask sudden sounds, thick curtains or an eye mask, and a cool, dark bedroom. Keep the same sleep and wake times every day.',
    detail: 'If poor sleep lasts three months or more despite this, ask a doctor about CBT for insomnia.',
    source: NHS_INSOMNIA,
  },

  // Calming down fast.
  {
    id: 'shared-complaints-nerves-how_to-breathing',
    topic: 'nerves',
    intent: 'how_to',
    question: 'Quick trick to calm down in 2 minutes before a meeting or exam?',
    answer:
      'Slow breathing works fast: breathe in gently through your nose counting to 4, then out through your mouth counting to 6, letting the exhale be longer. Keep going for 2 to 5 minutes, shoulders relaxed.',
    detail: 'Practising it daily makes it easier to use when you are nervous.',
    source: NHS_BREATHING_EXERCISES,
  },

  // The after-lunch dip and stamina.
  {
    id: 'shared-complaints-fatigue-symptoms-after-lunch',
    topic: 'fatigue',
    intent: 'symptoms',
    question: 'Why do I crash at 3pm or feel sleepy and sluggish after a rice-heavy lunch?',
    answer:
      'An afternoon dip is partly your body clock, and a large lunch heavy in refined carbs such as white rice makes it worse, as do short sleep and too little water. Eat a smaller lunch with protein, dal, sabzi or salad and less rice.',
    detail: 'A short walk after eating, daylight and water help you stay alert.',
    source: SLEEP_FOUNDATION_AFTER_EATING,
  },
  {
    id: 'shared-complaints-fatigue-symptoms-stamina',
    topic: 'fatigue',
    intent: 'symptoms',
    question: 'I have less stamina than a few years ago. Is it just age?',
    answer:
      'Some loss of stamina with age is common, mostly from losing muscle and fitness, which regular aerobic and strength exercise can rebuild. Poor sleep, weight gain and stress also drain it.',
    detail: 'See a doctor for a blood test if the change is marked or comes with breathlessness: anaemia, thyroid problems and diabetes can cause it.',
    source: NHS_TIREDNESS,
  },

  // Sports drinks.
  {
    id: 'shared-complaints-hydration-comparison-sports-drinks',
    topic: 'hydration',
    intent: 'comparison',
    question: 'Sports drink, nimbu pani or plain water while exercising: which is better?',
    answer:
      'For up to about an hour, water is enough. For longer or very sweaty sessions, you also lose salt (sodium): nimbu pani with a pinch of salt and a little sugar, or an electrolyte drink, replaces it.',
    detail: 'Sports drinks are high in sugar, so keep them for long, hard exercise rather than everyday drinking.',
    source: NHS_WATER_DRINKS,
  },

  // The gut's links.
  {
    id: 'shared-complaints-gut-health-what_is-brain',
    topic: 'gut-health',
    intent: 'what_is',
    question: 'Does my gut affect my mood? Is the gut-brain axis real?',
    answer:
      'The gut-brain axis is real: the gut and brain talk through the vagus nerve, hormones, immune signals and substances gut microbes make, including ones that affect serotonin. How much the microbiome shapes mood in people is still early research.',
    detail: 'Most evidence comes from animal studies and small human trials; no probiotic is proven to treat low mood.',
    source: GUT_BRAIN_REVIEW,
  },
  {
    id: 'shared-complaints-gut-health-what_is-immunity',
    topic: 'gut-health',
    intent: 'what_is',
    question: 'Is 70% of the immune system in the gut? Is that true?',
    answer:
      'Roughly, yes: the gut lining holds the largest collection of immune cells in the body, in gut-associated lymphoid tissue (GALT). The often-quoted 70% is an approximate estimate, not an exact figure.',
    detail: 'Gut microbes help train these immune cells, which is one reason a fibre-rich, varied diet supports immunity.',
    source: GUT_IMMUNE_REVIEW,
  },
];
