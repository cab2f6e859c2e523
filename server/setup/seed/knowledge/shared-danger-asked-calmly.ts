// Shared answers to danger asked about calmly: first aid to know before it is needed (a snake bite, a scorpion sting,
// oral rehydration), warning signs to watch for (dengue, floaters, clots on a long flight, carbon monoxide, rabies,
// alcohol withdrawal), what a word on a report means (INR, aneurysm), and keeping small children safe. The triage
// answers the emergency itself; these answer the question asked before or after one. Written in our own words from
// the WHO, NHS and CDC pages beside each entry; no entry claims to diagnose or treat.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const WHO_SNAKEBITE: Source = { title: 'WHO — Snakebite envenoming fact sheet', url: 'https://www.who.int/news-room/fact-sheets/detail/snakebite-envenoming' };
const MAYO_SCORPION: Source = {
  title: 'Mayo Clinic — Scorpion sting: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/scorpion-stings/symptoms-causes/syc-20353863',
};
const WHO_ORS: Source = {
  title: 'WHO — The treatment of diarrhoea: a manual for physicians and other senior health workers',
  url: 'https://www.who.int/publications/i/item/9241593180',
};
const CDC_TETANUS: Source = { title: 'CDC — Tetanus vaccination', url: 'https://www.cdc.gov/tetanus/vaccines/index.html' };
const WHO_DENGUE: Source = {
  title: 'WHO — Dengue and severe dengue fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
};
const NHS_FLOATERS: Source = { title: 'NHS — Floaters and flashes in the eyes', url: 'https://www.nhs.uk/conditions/floaters-and-flashes-in-the-eyes/' };
const NHS_DVT: Source = { title: 'NHS — DVT (deep vein thrombosis)', url: 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/' };
const NHS_CO: Source = { title: 'NHS — Carbon monoxide poisoning', url: 'https://www.nhs.uk/conditions/carbon-monoxide-poisoning/' };
const MEDLINE_INR: Source = {
  title: 'MedlinePlus — Prothrombin time test and INR (PT/INR)',
  url: 'https://medlineplus.gov/lab-tests/prothrombin-time-test-and-inr-ptinr/',
};
const NHS_AAA: Source = { title: 'NHS — Abdominal aortic aneurysm', url: 'https://www.nhs.uk/conditions/abdominal-aortic-aneurysm/' };
const NHS_HANGOVER: Source = { title: 'NHS — Hangover cures', url: 'https://www.nhs.uk/live-well/alcohol-advice/hangover-cures/' };
const NHS_PANIC: Source = { title: 'NHS — Panic disorder', url: 'https://www.nhs.uk/mental-health/conditions/panic-disorder/' };
const CAPT_BATTERIES: Source = {
  title: 'NHS — Swallowed objects; Child Accident Prevention Trust — Button batteries and magnets',
  url: 'https://www.capt.org.uk/button-batteries',
};
const USPSTF_COLORECTAL: Source = {
  title: 'US Preventive Services Task Force — Colorectal cancer screening (2021); NHS — Bowel cancer screening',
  url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/colorectal-cancer-screening',
};
const NHS_ALCOHOL_MISUSE: Source = { title: 'NHS — Alcohol misuse: treatment', url: 'https://www.nhs.uk/conditions/alcohol-misuse/treatment/' };
const WHO_RABIES: Source = { title: 'WHO — Rabies fact sheet', url: 'https://www.who.int/news-room/fact-sheets/detail/rabies' };
const MEDLINE_NEUROTRANSMITTERS: Source = {
  title: 'NIH National Institute of Mental Health and MedlinePlus — Brain basics: neurotransmitters',
  url: 'https://www.nimh.nih.gov/health/educational-resources/brain-basics/brain-basics',
};

export const SHARED_DANGER_ASKED_CALMLY_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-snake-bite-how_to',
    topic: 'snake-bite',
    intent: 'how_to',
    question: 'What is the first aid for a snake bite? What should we not do if someone is bitten by a snake?',
    answer:
      'Call 112 and get to hospital fast: antivenom is the treatment. Keep the person still and calm, with the bitten limb still and below the heart, take off rings and tight clothing, and note the time.',
    detail:
      'Do not cut the bite, suck out the venom, tie a tight band, put ice on it or wait for a healer: these waste time and cause harm. Krait bites may leave no marks at all.',
    source: WHO_SNAKEBITE,
  },
  {
    id: 'shared-scorpion-sting-how_to',
    topic: 'scorpion-sting',
    intent: 'how_to',
    question: 'What should we do if someone gets stung by a scorpion?',
    answer:
      'Wash the sting with soap and water, put a cool cloth or ice pack on it, keep the person calm and still, and go to hospital: at once for a child, or for sweating, vomiting, restlessness or breathing trouble.',
    detail: "India's red scorpion can affect the heart, especially in children, and hospitals treat it well; do not cut the sting or apply home remedies.",
    source: MAYO_SCORPION,
  },
  {
    id: 'shared-ors-how_to',
    topic: 'ors',
    intent: 'how_to',
    question: 'How do I make ORS at home? What is the recipe for oral rehydration solution?',
    answer:
      'Stir 6 level teaspoons of sugar and half a level teaspoon of salt into 1 litre of clean, boiled and cooled water until they dissolve. Sip it often, and make a fresh batch every 24 hours.',
    detail: 'Measure carefully, as too much salt is harmful; ready-made WHO ORS sachets are more exact and worth keeping at home.',
    source: WHO_ORS,
  },
  {
    id: 'shared-tetanus-timing',
    topic: 'tetanus',
    intent: 'timing',
    question: 'How often do adults need a tetanus booster? Do I need a tetanus shot after a cut?',
    answer:
      'Adults who had the childhood course need a tetanus booster (Td or Tdap) every 10 years. After a deep or dirty wound, a dose is given if the last one was more than 5 years ago.',
    detail: 'In the UK, five doses in all give lifelong protection, so boosters after that are only needed for some wounds or travel.',
    source: CDC_TETANUS,
  },
  {
    id: 'shared-dengue-symptoms',
    topic: 'dengue',
    intent: 'symptoms',
    question: 'What are the warning signs of dengue? What symptoms should we watch for?',
    answer:
      'Dengue brings a high fever, severe headache, pain behind the eyes, aching muscles and joints, and sometimes a rash. Warning signs, often as the fever falls: severe belly pain, vomiting again and again, bleeding gums or nose, blood in vomit or stool, fast breathing, drowsiness or restlessness.',
    detail:
      'Any warning sign means hospital at once. For the fever use paracetamol, not ibuprofen or aspirin, which raise the risk of bleeding, and drink plenty.',
    source: WHO_DENGUE,
  },
  {
    id: 'shared-floaters-symptoms',
    topic: 'floaters',
    intent: 'symptoms',
    question: 'Are eye floaters normal? What is the difference between normal floaters and the worrying kind?',
    answer:
      'Floaters, small specks or threads drifting across your sight, are common and usually harmless, especially with age or short sight, and old ones that never change are rarely a worry.',
    detail:
      'See an eye specialist or A&E the same day for a sudden shower of new floaters, flashes of light, or a shadow or curtain across your sight: signs of a retinal tear or detachment.',
    source: NHS_FLOATERS,
  },
  {
    id: 'shared-blood-clots-how_to',
    topic: 'blood-clots',
    intent: 'how_to',
    question: 'How do I avoid blood clots on a long flight? How to prevent DVT when travelling?',
    answer:
      'On a long flight, walk up and down the aisle every hour or two, stretch and circle your ankles while seated, drink plenty of water, go easy on alcohol and wear loose clothes.',
    detail:
      'People at higher risk, after recent surgery, a past clot, in pregnancy or on the pill, may be advised compression stockings. A painful, swollen, warm calf after a trip needs a doctor urgently.',
    source: NHS_DVT,
  },
  {
    id: 'shared-carbon-monoxide-product_choice',
    topic: 'carbon-monoxide',
    intent: 'product_choice',
    question: 'Do I need a carbon monoxide detector? We have a gas geyser in the bathroom.',
    answer:
      'Yes: fit a carbon monoxide alarm in any room with a fuel-burning appliance, such as a gas geyser, stove, boiler, heater or coal angithi, and keep those rooms ventilated.',
    detail:
      'Carbon monoxide has no smell or colour. Headaches, dizziness or sickness that ease when you leave home, or that several people share, are warning signs.',
    source: NHS_CO,
  },
  {
    id: 'shared-inr-what_is',
    topic: 'inr',
    intent: 'what_is',
    question: 'What does INR mean on a blood report?',
    answer:
      'INR (international normalised ratio) is a blood test of how long your blood takes to clot, compared with normal. Without blood thinners it is about 1; people on warfarin are usually kept between 2 and 3.',
    detail:
      'Some heart valves need a higher range. A high INR means the blood clots slowly and bleeds more easily; a low one, on warfarin, means less protection from clots.',
    source: MEDLINE_INR,
  },
  {
    id: 'shared-aneurysm-what_is',
    topic: 'aneurysm',
    intent: 'what_is',
    question: "What does aortic aneurysm mean? My report says 'no aneurysm seen'. Do aneurysms run in families?",
    answer:
      "An aneurysm is a bulge or ballooning in the wall of a blood vessel; an aortic aneurysm is a widening of the aorta, the main artery from the heart. 'No aneurysm seen' means the scan found no bulge.",
    detail:
      'Aortic aneurysms and dissections can run in families: if a close relative had one, tell your doctor, who may suggest a scan (an ultrasound or echo) and checks of your blood pressure.',
    source: NHS_AAA,
  },
  {
    id: 'shared-hangover-how_to',
    topic: 'hangover',
    intent: 'how_to',
    question: 'What actually helps a hangover?',
    answer:
      'Nothing but time ends a hangover. Drink water or oral rehydration solution, eat something bland, sleep and rest; a painkiller can ease the headache, though ibuprofen and aspirin can upset the stomach.',
    detail: "'Hair of the dog', more alcohol, only delays it. Next time, alternate alcoholic drinks with water and eat before drinking.",
    source: NHS_HANGOVER,
  },
  {
    id: 'shared-panic-attack-how_to',
    topic: 'panic-attack',
    intent: 'how_to',
    question: 'How can I help someone having a panic attack?',
    answer:
      'Stay with them, speak calmly and reassure them that it will pass, usually within 5 to 20 minutes. Help them breathe slowly, in through the nose and out through the mouth, somewhere quiet.',
    detail:
      'If attacks keep happening, a GP can help; talking therapy (CBT) works well. Chest pain with breathlessness in someone who has never had a panic attack needs 112.',
    source: NHS_PANIC,
  },
  {
    id: 'shared-child-safety-how_to',
    topic: 'child-safety',
    intent: 'how_to',
    question: 'Which household things are most dangerous if a small child swallows them? Are magnetic ball toys dangerous for kids?',
    answer:
      'Button batteries and strong magnets are the most dangerous to swallow: a battery can burn through the food pipe within hours, and two magnets can pull together through the walls of the gut and tear the intestines.',
    detail:
      'Keep them, medicines, cleaning products and detergent pods locked away or up high. A child who may have swallowed a battery or magnets needs A&E at once.',
    source: CAPT_BATTERIES,
  },
  {
    id: 'shared-bowel-screening-testing',
    topic: 'bowel-screening',
    intent: 'testing',
    question: 'What bowel cancer screening should I ask my doctor about? When is a colonoscopy needed?',
    answer:
      'From 45 in the US (50 in the UK), adults are offered a stool test (FIT) every one or two years, or a colonoscopy every 10 years. A parent, brother or sister with bowel cancer can mean starting earlier.',
    detail: 'Ask a doctor which test and when, given the family history; see one sooner for blood in the stool or a change in bowel habit lasting weeks.',
    source: USPSTF_COLORECTAL,
  },
  {
    id: 'shared-alcohol-withdrawal-what_is',
    topic: 'alcohol-withdrawal',
    intent: 'what_is',
    question: 'Why do doctors say not to stop drinking suddenly if you drink heavily every day?',
    answer:
      'After heavy daily drinking, the body depends on alcohol, and stopping at once can bring withdrawal: shaking, sweating, anxiety and sickness within hours, and in some people seizures (fits) or delirium tremens, which can kill.',
    detail:
      'A doctor can plan a safe detox with medicine that eases withdrawal, at home or in a clinic; cutting down gradually with their help is safer than stopping alone.',
    source: NHS_ALCOHOL_MISUSE,
  },
  {
    id: 'shared-rabies-symptoms',
    topic: 'rabies',
    intent: 'symptoms',
    question: 'What are the stages and symptoms of rabies?',
    answer:
      'Rabies usually shows 1 to 3 months after a bite: first fever, headache and tingling at the bite, then agitation, confusion, fear of water and difficulty swallowing, and paralysis. Once symptoms start it is almost always fatal.',
    detail:
      'It is fully preventable: after a bite or scratch from a dog, cat, monkey or bat, wash the wound with soap and water for 15 minutes and get the vaccine the same day.',
    source: WHO_RABIES,
  },
  {
    id: 'shared-neurotransmitters-comparison',
    topic: 'neurotransmitters',
    intent: 'comparison',
    question: 'What is the difference between serotonin and dopamine?',
    answer:
      'Both are neurotransmitters, chemical messengers between nerve cells. Serotonin helps steady mood, sleep, appetite and digestion; dopamine drives reward, motivation and pleasure, and helps control movement.',
    detail: 'Many antidepressants act on serotonin; Parkinson’s disease comes from losing dopamine-making cells.',
    source: MEDLINE_NEUROTRANSMITTERS,
  },
];
