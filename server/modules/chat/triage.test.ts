import { describe, expect, it } from 'vitest';
import { CHAT_TOPICS, CHILD_PRODUCTS, GUMMY_PRODUCTS, PRODUCT_ALLERGENS, PRODUCT_INGREDIENTS } from '@common/chat-topics';
import { SEED_PRODUCTS } from '../../setup/seed/catalog-products';
import { findTopics } from './chat-lexicon';
import { readMessage } from './chat-text';
import { cautionPreamble } from './safety-replies';
import { cautionTrigger, productAllowed, productConflicts, triage } from './triage';
import { DANGER_EXAMPLES } from './triage-examples';
import { CAUTION_RULES } from '../safety/safety.exports';
import { CHECK_QUESTIONS } from './triage-checks';
import type { TriageClassifier } from './triage-classifier';

describe.each(DANGER_EXAMPLES.map((danger) => [danger.id, danger] as const))('danger %s', (_id, danger) => {
  it.each(danger.examples)(`answers "%s" as ${danger.level}`, (example) => {
    const result = triage(example);
    // An emergency with a crisis in it ("I took 40 pills to end it") is answered as the emergency, crisis line included.
    expect(result.level).toBe(danger.level === 'crisis' && result.findings.some((finding) => finding.level === 'emergency') ? 'emergency' : danger.level);
  });
  it.each(danger.lookAlikes)('leaves the look-alike "%s" alone', (lookAlike) => {
    expect(['emergency', 'crisis']).not.toContain(triage(lookAlike).level);
  });
});

describe.each(CAUTION_RULES.map((rule) => [rule.id, rule] as const))('caution rule %s', (_id, rule) => {
  it.each(rule.examples)('recognises "%s"', (example) => {
    expect(cautionTrigger(rule, readMessage(example))).toBeDefined();
    expect(triage(example).level).toBe('caution');
  });
  it.each(rule.lookAlikes)('leaves "%s" alone', (lookAlike) => {
    expect(cautionTrigger(rule, readMessage(lookAlike))).toBeUndefined();
  });
  it('names only known topics', () => {
    const known = new Set(CHAT_TOPICS.map((topic) => topic.id));
    for (const topic of [...(rule.conflicts ?? []), ...(rule.allowOnly ?? []), ...rule.interactions.flatMap((interaction) => interaction.topics)]) {
      expect(known.has(topic), topic).toBe(true);
    }
  });
  it('keeps the source of its interactions beside it', () => {
    expect(rule.sources.length).toBeGreaterThan(0);
    for (const source of rule.sources) expect(new URL(source).protocol).toBe('https:');
  });
});

/** The level the triage gives a message on its own. */
const level = (text: string) => triage(text).level;
describe('product ingredients', () => {
  it('lists every seeded catalog product, and only those, so no product is recommended unreviewed', () => {
    expect(Object.keys(PRODUCT_INGREDIENTS).sort()).toEqual(SEED_PRODUCTS.map((product) => product.slug).sort());
    const known = new Set(CHAT_TOPICS.map((topic) => topic.id));
    for (const ingredients of Object.values(PRODUCT_INGREDIENTS)) for (const ingredient of ingredients) expect(known.has(ingredient), ingredient).toBe(true);
    for (const slug of [...CHILD_PRODUCTS, ...GUMMY_PRODUCTS, ...PRODUCT_ALLERGENS.flatMap((allergen) => allergen.products)])
      expect(PRODUCT_INGREDIENTS[slug], slug).toBeDefined();
  });
});

describe('triage', () => {
  it('answers the issue walkthrough safely', () => {
    expect(triage('I have chest pain and my left arm is numb right now').level).toBe('emergency');
    expect(triage('I feel suicidal and hopeless').level).toBe('crisis');
    const warfarin = triage('Can I take omega-3 with warfarin?');
    expect(warfarin.level).toBe('caution');
    expect(warfarin.cautions[0]).toMatchObject({ medicine: 'warfarin', namedConflicts: ['omega-3'] });
    expect(triage('How much vitamin D do I need?').level).toBeNull();
    expect(triage("I'm tired all the time").level).toBeNull();
  });

  it.each(['chest day at the gym', 'a healthy resting heart rate', 'my heart health score', 'pressure cooker recipes', 'killer workout'])(
    'does not triage "%s"',
    (text) => {
      expect(triage(text).level).toBeNull();
    },
  );

  it('respects negation in the same clause only', () => {
    expect(triage("I don't have chest pain, what helps circulation?").level).toBeNull();
    expect(triage('no chest pain but my face is drooping and my speech is slurred').level).toBe('emergency');
    expect(triage("I don't know if I'm having a heart attack").level).toBe('emergency');
    expect(triage("I'm not pregnant, how much iron do I need?").level).toBeNull();
  });

  it('forgives common misspellings', () => {
    expect(triage('having sucidal thoughts').level).toBe('crisis');
    expect(triage('cant breath and lips turning blue').level).toBe('emergency');
    expect(triage('my son is having a siezure').level).toBe('emergency');
  });

  it('keeps an emergency for a follow-up that names no new topic, and drops it for a new question', () => {
    const history = [
      { sender: 'user' as const, text: 'my chest feels tight' },
      { sender: 'guardian' as const, text: 'Call 112 now.' },
    ];
    expect(triage("it's getting worse and spreading to my jaw", history).level).toBe('emergency');
    expect(triage('thanks, and how much magnesium should I take?', history).level).toBeNull();
  });

  it('keeps a crisis for the rest of the conversation', () => {
    const history = [
      { sender: 'user' as const, text: 'I want to die' },
      { sender: 'guardian' as const, text: 'You matter.' },
    ];
    expect(triage('which vitamins help mood?', history).level).toBe('crisis');
  });

  it('carries a caution from earlier turns to the product question', () => {
    const result = triage('which omega-3 should I buy?', [{ sender: 'user', text: 'I take warfarin every day' }]);
    expect(result.level).toBe('caution');
    expect(productAllowed(result, 'omega-3-fish-oil-1000mg')).toBe(false);
    // Beside a medicine the chat suggests nothing (noProducts); the rule itself still tells a conflict from a product
    // that is fine with it, for product pages and a practitioner's plan.
    expect(productAllowed(result, 'vitamin-d3-2000-iu')).toBe(false);
    const rule = result.cautions[0]?.rule;
    expect(rule?.noProducts).toBe(true);
    expect(rule && productConflicts(rule, 'omega-3-fish-oil-1000mg')).toBe(true);
    expect(rule && productConflicts(rule, 'vitamin-d3-2000-iu')).toBe(false);
  });

  it('suggests no product beside any medicine or medical condition, and says so; life stages keep safe products', () => {
    for (const rule of CAUTION_RULES) expect(rule.noProducts === true, rule.id).toBe(!['pregnancy', 'child', 'breastfeeding'].includes(rule.id));
    const reply = cautionPreamble(triage('I take metformin, which magnesium is best?'));
    expect(reply).toContain('So I will not suggest a product');
    expect(cautionPreamble(triage('I am 20 weeks pregnant, which vitamin D?'))).not.toContain('not suggest a product');
  });

  it('judges the emergency of the newest message, not of the guardian turns', () => {
    expect(triage('how much vitamin D?', [{ sender: 'guardian', text: 'If you have chest pain, call 112.' }]).level).toBeNull();
  });

  it('a child caution allows only children’s products, an adult age lifts it', () => {
    const child = triage('my 6 year old is tired, which probiotic?');
    expect(child.level).toBe('caution');
    expect(productAllowed(child, 'kids-probiotic-gummies')).toBe(true);
    expect(productAllowed(child, 'probiotic-50-billion-12-strains')).toBe(false);
    expect(triage('my son is 30, how much vitamin D should he take?').level).toBeNull();
  });

  it('pregnancy allows only the listed nutrients', () => {
    const pregnant = triage('I am pregnant, which vitamins?');
    expect(productAllowed(pregnant, 'vitamin-d3-2000-iu')).toBe(true);
    expect(productAllowed(pregnant, 'ashwagandha-ksm66-600mg')).toBe(false);
    expect(productAllowed(pregnant, 'daily-multivitamin-adults')).toBe(false);
  });

  it('emergency and crisis allow no product at all', () => {
    for (const slug of Object.keys(PRODUCT_INGREDIENTS)) {
      expect(productAllowed(triage('I took 40 sleeping pills'), slug)).toBe(false);
      expect(productAllowed(triage('I want to end my life'), slug)).toBe(false);
    }
  });

  it('never suggests a product with an allergen the conversation names', () => {
    const result = triage("I'm allergic to fish, what's a vegan omega-3?");
    expect(result.level).toBeNull();
    expect(productAllowed(result, 'omega-3-fish-oil-1000mg')).toBe(false);
    expect(productAllowed(result, 'dha-brain-omega-500mg')).toBe(true);
    expect(productAllowed(triage('no fish allergy here, which omega-3?'), 'omega-3-fish-oil-1000mg')).toBe(true);
  });

  it('answers emoji, punctuation and other scripts as ordinary', () => {
    for (const text of ['🙂🙂', '?!...', 'मुझे विटामिन डी चाहिए', '我很累', '']) expect(triage(text).level).toBeNull();
  });
});

describe('triage reads signs, not phrases', () => {
  it.each([
    ['HELP MY BABY ISNT BREATHING', 'emergency'],
    ['grandma can’t lift her right arm and her smile looks crooked', 'emergency'],
    ['husbnd has crushing chset pian and is sweting', 'emergency'],
    ['my toddler has a high fever and a rash that does not fade under a glass', 'emergency'],
    ['I’m giving my things away and writing letters to my family', 'crisis'],
    ['I won’t be around much longer anyway, so what does it matter what I eat', 'crisis'],
    ['my husband has a plan and a rope in the garage', 'crisis'],
    ['Mama ka muh tedha ho gaya hai aur bol nahi pa rahi', 'emergency'],
    ['which magnesium helps sleep? also my dad suddenly cannot speak properly and his face dropped on one side, anyway thanks', 'emergency'],
  ] as const)('recognises "%s" as %s', (text, level) => {
    expect(triage(text).level).toBe(level);
  });

  it.each([
    "I'm dying to try your new protein",
    'chest day tomorrow, what should I eat?',
    'my heart-health score went up',
    "I can't breathe through my nose with a cold",
    'I blacked out in my maths exam — not literally',
    'what are the signs of anaphylaxis?',
  ])('leaves the look-alike "%s" without an emergency or crisis', (text) => {
    expect(['emergency', 'crisis']).not.toContain(triage(text).level);
  });

  it('names who the danger happens to', () => {
    expect(triage('my husband has crushing chest pain').subject).toBe('male');
    expect(triage('my baby is floppy and blue').subject).toBe('baby');
    expect(triage('I have crushing chest pain').subject).toBe('self');
  });

  it('puts an emergency before a caution: a child in danger is not a children’s-dose question', () => {
    const result = triage('my 3 year old swallowed a handful of my iron tablets');
    expect(result.level).toBe('emergency');
    expect(result.findings[0]?.id).toBe('child-poisoning');
  });

  it('turns a "yes" to the guardian’s check question into the emergency it asked about, and a "no" into nothing', () => {
    const asked = triage('I feel a bit wheezy this evening');
    expect(asked.level).toBe('check');
    const history = [
      { sender: 'user' as const, text: 'I feel a bit wheezy this evening' },
      { sender: 'guardian' as const, text: `${CHECK_QUESTIONS['now-breathing'].text} If you are not sure, call 112.` },
    ];
    expect(triage(CHECK_QUESTIONS['now-breathing'].yes, history).level).toBe('emergency');
    expect(triage('yes', history).level).toBe('emergency');
    expect(['emergency', 'crisis']).not.toContain(triage(CHECK_QUESTIONS['now-breathing'].no, history).level);
  });

  it('raises a caution without products when the model reads a medicine no rule names', () => {
    const model = { probabilities: () => ({ none: 0.05, caution: 0.95, urgent: 0, emergency: 0, crisis: 0 }) } as unknown as TriageClassifier;
    const result = triage('my heart pills make me tired, which supplement helps energy?', [], { classifier: model });
    expect(result.level).toBe('caution');
    expect(result.cautions.map((caution) => caution.rule.id)).toEqual(['unnamed-medicine']);
    for (const slug of Object.keys(PRODUCT_INGREDIENTS)) expect(productAllowed(result, slug)).toBe(false);
    // A named medicine keeps its own rule and its named interaction.
    expect(triage('I take warfarin, which supplement helps energy?', [], { classifier: model }).cautions.map((caution) => caution.rule.id)).toEqual([
      'anticoagulant',
    ]);
  });

  it('lets the classifier only raise a level, never lower what the signs decided', () => {
    const model = (emergency: number) =>
      ({ probabilities: () => ({ none: 1 - emergency, caution: 0, urgent: 0, emergency, crisis: 0 }) }) as unknown as TriageClassifier;
    expect(triage('my dad’s face is drooping and his speech is slurred', [], { classifier: model(0) }).level).toBe('emergency');
    // Without a sign in the message, a fairly sure model asks a question; only a very sure one decides.
    expect(triage('what should I eat for breakfast this week', [], { classifier: model(0.8) }).level).toBe('check');
    expect(triage('what should I eat for breakfast this week', [], { classifier: model(0.99) }).level).toBe('emergency');
    expect(triage('what should I eat for breakfast this week', [], { classifier: model(0.1) }).level).toBeNull();
    // Too few words give the model nothing to go on.
    expect(triage('hi', [], { classifier: model(0.99) }).level).toBeNull();
  });
});

describe('a child caution is about the child', () => {
  it('is not raised when a parent asks for themselves', () => {
    expect(triage('my kids are driving me insane, any calming tea for me?').cautions.map((caution) => caution.rule.id)).not.toContain('child');
    expect(triage('my 5 year old has a cold, which vitamin C for him?').cautions.map((caution) => caution.rule.id)).toContain('child');
  });
});

describe('what a message says happened, not only its words', () => {
  it.each([
    ['planning to od this weekend', 'crisis'],
    ['how many sertraline would it take to not wake up', 'crisis'],
    ['My friend just texted me that she wants to kill herself and now she is not answering', 'crisis'],
    ['sometimes I think about jumping off my balcony', 'crisis'],
    ['I took all my pills because I want to die', 'emergency'],
    ['he drank a whole bottle of vodka and wont wake up', 'emergency'],
    ['my toddler drank some of my wine', 'emergency'],
    ['my wife is having a seizure right now', 'emergency'],
    ['he is not answering when I shake him', 'emergency'],
    ['my son had a seizure yesterday for the first time, he is completely fine now, do we need to see someone?', 'urgent'],
    ['accidentally gave my 5 year old a double dose of ibuprofen an hour ago, she seems fine', 'urgent'],
    ['burnt my fingers on the oven tray and they have blistered', 'urgent'],
    ['he took 20 of my sleeping pills', 'emergency'],
    ['I took a handful of paracetamol an hour ago', 'emergency'],
    ["my dad's face drooped on Sunday, he is fine now", 'urgent'],
    ["her face is drooping right now and she can't lift her arm", 'emergency'],
    ["he's choking and can't breathe", 'emergency'],
  ] as const)('reads "%s" as %s', (message, level) => {
    expect(triage(message).level).toBe(level);
  });

  it.each([
    'can i drink alcohol with it',
    'is it ok to have a glass of wine with magnesium?',
    'I am on the pill and my calf is a bit sore after running. No breathing problems.',
    'which folic acid should I buy?',
    'lost my voice after the concert, any tea for it?',
    'taking ecosprin 75 daily, can I start fish oil capsules?',
    'Grandpa is on digoxin, can he drink ginseng tea?',
    'can I take turkey tail mushroom extract with my vitamin D?',
    'I choked in the final of the quiz, any brain foods for memory?',
    'sneezing fits every morning from dust, anything natural?',
    'my daughter has a swollen face on one side and a toothache',
    'found a lump that does not move, no pain',
    'knocked out my front tooth playing hockey, it is in milk',
    "I'm going to collapse in bed after this week, what helps deep sleep?",
    'my vision has gone a bit blurry over two days, no pain',
  ])('leaves "%s" without an emergency', (message) => {
    expect(triage(message).level).not.toBe('emergency');
  });
});

describe('words that only look like a sign', () => {
  it.each(['my chest has felt a bit odd today, is magnesium ok?', 'an ode to my morning coffee: how much caffeine is too much?'])(
    'does not read "%s" as an overdose',
    (message) => {
      expect(triage(message).level).not.toBe('emergency');
    },
  );
});

describe('products a caution warns of', () => {
  it.each([
    ['I take atorvastatin, which CoQ10 should I buy?', 'coq10-ubiquinol-100mg'],
    ['I am on doxycycline, can I take a multivitamin?', 'daily-multivitamin-adults'],
    ['on dolutegravir, which magnesium?', 'magnesium-glycinate-sleep-support'],
  ])('never suggests for "%s" the product %s', (message, slug) => {
    expect(productAllowed(triage(message), slug)).toBe(false);
  });
});

describe('supplement interactions a pharmacist would flag', () => {
  const ruleOf = (id: string) => {
    const rule = CAUTION_RULES.find((candidate) => candidate.id === id);
    if (!rule) throw new Error(`no caution rule ${id}`);
    return rule;
  };
  const rulesFor = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);

  // [rule, by its generic name, by a brand (or another name for a condition), a look-alike, a question naming a supplement, the interaction the reply names]
  it.each([
    [
      'maoi',
      'I take phenelzine for depression',
      'on nardil since March',
      'what is an MAOI?',
      'on nardil, can I have kombucha?',
      /tyramine, which with phenelzine can raise blood pressure dangerously/,
    ],
    [
      'maoi',
      'I take moclobemide',
      'on parnate',
      'which cheeses are aged the longest?',
      'on an MAOI, is ginseng okay?',
      /Ginseng with an MAOI antidepressant has caused headaches, tremor/,
    ],
    [
      'antithyroid',
      'I take carbimazole',
      'on neo-mercazole 10 mg',
      'what are the symptoms of an overactive thyroid?',
      'I take carbimazole, can I take kelp?',
      /kelp, seaweed and iodine supplements can make the thyroid more overactive/,
    ],
    [
      'corticosteroid',
      'I take prednisolone daily',
      'on wysolone 20',
      'my dog is on steroids, is fish oil okay for him?',
      'on wysolone 10 mg, is mulethi okay?',
      /Liquorice \(mulethi\) strengthens the effects of prednisolone/,
    ],
    [
      'methotrexate',
      'I take methotrexate weekly',
      'on folitrax 7.5 mg',
      'what is methotrexate used for?',
      'I take methotrexate, can I take folic acid on the same day?',
      /Folic acid is usually prescribed with methotrexate on a set day/,
    ],
    [
      'liver',
      'I have cirrhosis',
      'I have NAFLD',
      'can turmeric cause liver damage?',
      'I have fatty liver, can I take turmeric capsules?',
      /turmeric and curcumin extracts .*linked to liver injury/,
    ],
    [
      'g6pd',
      'I have G6PD deficiency',
      'I have favism',
      'what is G6PD?',
      'I have G6PD deficiency, is vitamin C 1000 mg safe?',
      /vitamin C \(especially by drip\) can break down red blood cells/,
    ],
    [
      'haemochromatosis',
      'I have haemochromatosis',
      'I have hemochromatosis',
      'can iron tablets cause iron overload?',
      'I have haemochromatosis, is a vitamin C tablet okay?',
      /avoid iron supplements, multivitamins with iron and vitamin C supplements/,
    ],
    [
      'breast-cancer-hormone-therapy',
      'I take tamoxifen',
      'on tamodex 20',
      'taking letrozole for ovulation this cycle',
      'I take tamoxifen, are soy isoflavones okay?',
      /soy isoflavone and red clover supplements/,
    ],
    [
      'ppi',
      'I take pantoprazole every morning',
      'on pan 40 daily',
      'what is omeprazole?',
      'on omez for two years, do I need B12?',
      /omeprazole for a year or more can lower how much vitamin B12/,
    ],
    [
      'ppi',
      'I take rabeprazole',
      'on razo 20',
      'which foods help with acid reflux?',
      'on pan-40, which magnesium?',
      /pantoprazole can lower the magnesium in your blood/,
    ],
    [
      'bisphosphonate',
      'I take alendronic acid weekly',
      'on osteofos 70',
      'what are bisphosphonates?',
      'I take alendronic acid, when can I take my calcium?',
      /Calcium stops alendronic acid being absorbed.*stay upright/,
    ],
    [
      'calcium-channel-blocker',
      'I take amlodipine',
      'on amlong 5',
      'what is a calcium channel blocker?',
      'on amlong 5, is grapefruit juice okay?',
      /grapefruit and its juice \(they can raise its level/,
    ],
    [
      'diuretic',
      'I take furosemide',
      'on lasix 40',
      'is coffee a diuretic?',
      'I take furosemide, can I have liquorice tea?',
      /with furosemide potassium can fall dangerously low/,
    ],
    [
      'nitrate',
      'I take isosorbide mononitrate',
      'on sorbitrate 5',
      'how much nitrate is in beetroot juice?',
      'on sorbitrate, is beetroot powder okay?',
      /widen blood vessels as isosorbide dinitrate does.*blood pressure too far/,
    ],
    [
      'pde5-inhibitor',
      'I take sildenafil',
      'I use manforce',
      'is there a natural viagra?',
      'on cialis daily, is beetroot juice okay?',
      /same pathway as tadalafil.*blood pressure too far/,
    ],
    ['amiodarone', 'I take amiodarone', 'on cordarone', 'what is amiodarone?', 'on cordarone, is kelp okay?', /Amiodarone already contains a lot of iodine/],
    [
      'levodopa',
      'I take levodopa',
      'on syndopa plus',
      'what is levodopa?',
      'on syndopa plus, can I have a protein shake?',
      /Protein in a meal competes with levodopa/,
    ],
    [
      'tuberculosis',
      'I take isoniazid',
      'on akurit 4',
      'I need a TB test for my visa',
      'I am on TB treatment, should I take vitamin B6?',
      /isoniazid can use up vitamin B6/,
    ],
    [
      'alpha-glucosidase-inhibitor',
      'I take acarbose with meals',
      'on volix 0.3 for sugar',
      'which enzymes digest starch?',
      'vildagliptin and voglibose, can I take a digestive enzyme complex for gas?',
      /Digestive enzyme supplements that contain amylase or pancreatin can cancel out voglibose/,
    ],
    [
      'glp1-medicine',
      'I inject semaglutide weekly',
      'on wegovy since March',
      'what are natural GLP-1 boosters?',
      'on ozempic, nauseous and barely eating, which protein powder should I use?',
      /Feeling sick and eating much less are common side effects of ozempic.*tell your prescriber.*dehydrated/,
    ],
    [
      'glp1-medicine',
      'I take tirzepatide',
      'started mounjaro 2.5',
      'does berberine raise GLP-1?',
      'rybelsus in the morning, when do I take my vitamin D?',
      /semaglutide tablets \(Rybelsus\).*empty stomach.*at least 30 minutes/,
    ],
    [
      'hormone-blocking-therapy',
      'I have leuprorelin injections every 3 months',
      'my husband is on zoladex',
      'which foods are good for the prostate?',
      'prostate cancer, on lupron, can I take ashwagandha for energy?',
      /Ashwagandha may raise testosterone, which leuprorelin keeps low on purpose/,
    ],
    [
      'bone-injection',
      'I have denosumab injections',
      'on prolia every 6 months',
      'which foods build strong bones?',
      'just started forteo, should I keep taking calcium and vitamin D?',
      /teriparatide can raise blood calcium/,
    ],
    [
      'orlistat',
      'I take orlistat with meals',
      'on xenical for weight',
      'how do fat blockers work?',
      'on orlistat, when should I take vitamin D?',
      /fat-soluble vitamins A, D, E and K.*at bedtime, at least 2 hours away from orlistat/,
    ],
    [
      'antipsychotic',
      'I take risperidone',
      'on risdone 2 mg',
      'what is psychosis?',
      'on clozapine and quitting smoking next week, can I use nicotine gum?',
      /stopping or cutting down smoking can raise their level, sometimes to toxic levels/,
    ],
    [
      'antipsychotic',
      'I take olanzapine at night',
      'on oleanz 5',
      'which foods raise blood sugar the most?',
      'olanzapine made my sugar go up, is chromium or berberine okay?',
      /Olanzapine can raise blood sugar, weight and cholesterol/,
    ],
    [
      'adhd-medicine',
      'I take methylphenidate for ADHD',
      'on concerta 36 mg',
      'how much caffeine is in coffee?',
      'on concerta, would a theanine and caffeine stack help?',
      /Caffeine adds to the stimulating effect of methylphenidate.*heart rate and blood pressure/,
    ],
    [
      'adhd-medicine',
      'I take atomoxetine',
      'on attentrol 40',
      'what are the signs of ADHD in adults?',
      'atomoxetine, can I take rhodiola and ginseng for focus?',
      /Atomoxetine can raise heart rate and blood pressure, and stimulating supplements .* such as rhodiola/,
    ],
    [
      'theophylline',
      'I take theophylline for COPD',
      'on deriphyllin twice a day',
      'how much caffeine is in green tea?',
      'on deriphyllin, is a theanine and caffeine drink okay in the morning?',
      /Caffeine is a close chemical relative of theophylline.*palpitations/,
    ],
    [
      'central-line',
      'I have a PICC line',
      'my dad has a hickman line',
      'how do I keep my gut healthy?',
      'PICC line for home IV antibiotics, is saccharomyces boulardii okay?',
      /bloodstream infections in people with a PICC line/,
    ],
    [
      'metronidazole',
      'I take metronidazole',
      'on flagyl 400',
      'how much alcohol is in kombucha?',
      'on metrogyl for amoeba, is kombucha fine?',
      /Alcohol with metronidazole, even the small amounts in kombucha/,
    ],
    [
      'antifungal',
      'I take fluconazole for thrush',
      'on forcan 150 weekly',
      'which antifungal cream for athlete’s foot?',
      'fluconazole and saccharomyces boulardii together?',
      /Saccharomyces boulardii, it is a yeast, so fluconazole can kill it/,
    ],
    [
      'bleeding-disorder',
      'I have ITP',
      'I have haemophilia A',
      'what do platelets do?',
      'mild hemophilia, can I take turmeric and fish oil for my knees?',
      /With haemophilia, turmeric can make bleeding more likely/,
    ],
    [
      'bleeding-disorder',
      'recovering from dengue',
      'I was diagnosed with dengue on Monday',
      'how do I prevent dengue?',
      'ITP, platelets 40k, is papaya leaf or vitamin C good?',
      /With ITP, supplements that slow clotting .* papaya leaf, are no substitute for care/,
    ],
    [
      'biotin-lab-tests',
      'does biotin change blood test results?',
      'I take 10000 mcg biotin every day',
      'is biotin good for hair?',
      'blood test on Saturday and I take biotin 10,000 mcg for my hair',
      /High-dose biotin .* can make some blood tests wrong/,
    ],
    [
      'infant',
      'my 7 month old has a cold',
      'baby 8 months constipated',
      'what vitamins do babies need after their first birthday?',
      'can I give my 7 month old honey and tulsi water?',
      /no honey before their first birthday \(it can cause infant botulism\)/,
    ],
  ] as const)('%s: knows "%s" and "%s", leaves "%s" alone, and names the interaction', (id, generic, brand, lookAlike, question, interaction) => {
    const rule = ruleOf(id);
    for (const text of [generic, brand]) {
      expect(cautionTrigger(rule, readMessage(text)), text).toBeDefined();
      expect(rulesFor(text), text).toContain(id);
    }
    expect(cautionTrigger(rule, readMessage(lookAlike))).toBeUndefined();
    expect(rulesFor(question)).toContain(id);
    const reply = cautionPreamble(triage(question));
    expect(reply).toMatch(interaction);
    expect(reply).toContain('So I will not suggest a product');
  });

  it.each([
    ['on warfarin, is korean ginseng okay?', /Ginseng can weaken the effect of warfarin/],
    ['on thyronorm 50, is kelp okay?', /Kelp, seaweed and iodine supplements can push thyroid levels up or down/],
    ['on glycomet, is ginseng okay for energy?', /Ginseng can lower blood sugar/],
    ['on atocor 10, can I take niacin?', /high-dose niacin \(vitamin B3\)/],
    ['I take simvastatin, is grapefruit juice okay?', /large amounts of grapefruit \(it raises the level of some statins\)/],
    ['on telma 40, is mulethi tea okay?', /Liquorice \(mulethi\) raises blood pressure and lowers potassium, working against telma/],
    ['on digoxin, is licorice root tea okay?', /Liquorice \(mulethi\) lowers potassium, which makes side effects of digoxin/],
    ['on levoflox 500, can I take my magnesium?', /Magnesium, like milk, yoghurt and antacids, binds tetracyclines .* and quinolones/],
    ['taking cifran, is a multivitamin okay?', /A multivitamin, like milk, yoghurt and antacids, binds/],
  ])('names the new interaction on an existing rule for "%s"', (question, interaction) => {
    expect(cautionPreamble(triage(question))).toMatch(interaction);
  });

  it.each([
    'is dandelion tea a diuretic?',
    'my G6PD test came back normal, which vitamin C?',
    'does alcohol cause liver damage?',
    'is there a vaccine for hepatitis B?',
    'my grandfather had TB years ago, what should he eat?',
    'is liquorice tea good for digestion?',
    'does kelp help the thyroid?',
    'which foods are high in protein for Parkinson’s?',
    'is grapefruit good for weight loss?',
  ])('names no medicine or condition in "%s"', (text) => {
    expect(CAUTION_RULES.filter((rule) => cautionTrigger(rule, readMessage(text))).map((rule) => rule.id)).toEqual([]);
  });

  it('gives the MAO inhibitors and breast-cancer hormone tablets their own rule', () => {
    expect(rulesFor('I take phenelzine')).toEqual(['maoi']);
    expect(rulesFor('I take sertraline')).toEqual(['serotonergic']);
    expect(rulesFor('I take tamoxifen')).toEqual(['breast-cancer-hormone-therapy']);
    expect(rulesFor('I am on chemotherapy')).toEqual(['chemotherapy']);
  });

  it('leads with the specific rule when a broader one names the same medicine', () => {
    expect(rulesFor('I take prednisolone, which calcium?').slice(0, 2)).toEqual(['corticosteroid', 'immunosuppressant']);
    expect(rulesFor('on folitrax, is echinacea okay?').slice(0, 2)).toEqual(['methotrexate', 'immunosuppressant']);
    expect(cautionPreamble(triage('on folitrax, is echinacea okay?'))).toMatch(/^Echinacea may add to the strain methotrexate puts on the liver/);
  });

  it('reads the new supplement words', () => {
    const topicsOf = (text: string) => findTopics(readMessage(text)).map((mention) => mention.topic.id);
    expect(topicsOf('is mulethi good for a sore throat?')).toContain('liquorice');
    expect(topicsOf('which korean ginseng is best?')).toContain('ginseng');
    expect(topicsOf('are sea kelp tablets worth it?')).toContain('iodine');
    expect(topicsOf('is potassium iodide safe?')).toEqual(['iodine']);
  });

  it('warns on the product pages of what it names', () => {
    expect(productConflicts(ruleOf('nitrate'), 'beetroot-nitric-oxide-powder')).toBe(true);
    expect(productConflicts(ruleOf('pde5-inhibitor'), 'beetroot-nitric-oxide-powder')).toBe(true);
    expect(productConflicts(ruleOf('bisphosphonate'), 'daily-multivitamin-adults')).toBe(true);
    expect(productConflicts(ruleOf('haemochromatosis'), 'amla-natural-vitamin-c')).toBe(true);
    expect(productConflicts(ruleOf('antithyroid'), 'ashwagandha-ksm66-600mg')).toBe(true);
    expect(productConflicts(ruleOf('ppi'), 'omega-3-fish-oil-1000mg')).toBe(false);
  });
});

describe('what the asker cannot have', () => {
  it('leaves out caffeine for someone it troubles, and milk and honey for a vegan', () => {
    expect(productAllowed(triage('which product for focus? but no caffeine please, makes me anxious'), 'l-theanine-caffeine-focus')).toBe(false);
    expect(productAllowed(triage('caffeine makes me jittery, what helps focus?'), 'l-theanine-caffeine-focus')).toBe(false);
    expect(productAllowed(triage('what helps focus at work?'), 'l-theanine-caffeine-focus')).toBe(true);
    const vegan = triage("which immunity product for winter? i'm strict vegan");
    expect(productAllowed(vegan, 'chyawanprash-immunity-blend')).toBe(false);
    expect(productAllowed(vegan, 'omega-3-fish-oil-1000mg')).toBe(false);
    expect(productAllowed(triage("I'm vegetarian, which immunity product?"), 'chyawanprash-immunity-blend')).toBe(true);
  });
});

describe('clinical pictures added in the fourth session (NHS 999/111 guidance)', () => {
  it('reads the atypical heart attack: a jaw ache with two of sickness, breathlessness or sweating', () => {
    expect(level('weird ache in my jaw for the past hour, nauseous and a bit short of breath')).toBe('emergency');
    expect(level('my jaw hurts, wife says i grind my teeth at night')).toBeNull();
  });
  it('does not let an antacid that is not working explain a cold sweat away', () => {
    expect(level('bad indigestion that gelusil isnt touching, pressure going through to my back, cold sweat, feel sick')).toBe('emergency');
    expect(level('acidity and burning in chest after spicy food, the antacid helps')).not.toBe('emergency');
  });
  it('knows the emergencies that no single listed phrase named', () => {
    expect(level('he is epileptic, his fits usually stop but this one has gone on 7 min')).toBe('emergency');
    expect(level('my wife is on chemo and tonight she has 39.2 fever and shaking chills')).toBe('emergency');
    expect(level('30 weeks pregnant, vomiting and blurry vision since this afternoon')).toBe('emergency');
    expect(level('snake bit my father in the field 20 min ago, the leg is swelling')).toBe('emergency');
    expect(level('labourer is disoriented and stumbling, thermometer says 41')).toBe('emergency');
    expect(level('one calf swollen and painful since the flight, and now I am short of breath')).toBe('emergency');
  });
  it('sends to a doctor today what is not an ambulance', () => {
    expect(level('my left calf is swollen, warm and painful after a long flight')).toBe('urgent');
    expect(level('ear pain all night and this morning I can barely hear out of that side')).toBe('urgent');
    expect(level('grandma slipped, her wrist looks bent and swollen, fingers are warm')).toBe('urgent');
    expect(level('painful to urinate, fever and chills, lower back paining on the right')).toBe('urgent');
  });
  it('reads a plan as a crisis, not a poisoning, and an eating disorder as a crisis', () => {
    expect(level('if i took the whole week of my heart meds at once would that do it?')).not.toBe('emergency');
    expect(level('i make myself throw up after every meal and now there is blood in it')).toBe('crisis');
    // No rule reads an eating disorder in a supplement's side effect. The classifier trained on the regional corpora
    // (thirty-fourth session) reads it as distress: asking instead cost held-out crises buried in supplement questions.
    expect(triage('zinc tablet makes me want to throw up, what to do').findings.filter((finding) => finding.source !== 'classifier')).toEqual([]);
  });
  it('asks about one sign rather than guessing: "my chest feels tight" is a check', () => {
    expect(level('my chest feels tight')).toBe('check');
    expect(level('my chest feels tight and i cant breathe')).toBe('emergency');
  });
  it('leaves look-alikes alone', () => {
    expect(level('overdosed on netflix all weekend, how do I fix my sleep')).toBeNull();
    expect(level('breathing exercises for stress?')).toBeNull();
    expect(level('is NMN the bleeding-edge of longevity or just hype?')).toBeNull();
    expect(level('side effects of too much vitamin d?')).toBeNull();
    expect(level('one calf tight for 2 days, no breathlessness')).not.toBe('emergency');
    expect(level('my daughter has type 1 and she’s sick a lot, elderberry gummies ok?')).not.toBe('crisis');
    expect(level('just watched a documentary, what is the treatment for a snake bite?')).toBeNull();
  });
});

describe('a caution is about what the asker takes', () => {
  const cautionIds = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);
  it('leaves a pet’s medicine, a definition, a metaphor and another person’s medicine asked "for me" alone', () => {
    expect(cautionIds('my parrot is on antibiotics lol. which fruits have the most vitamin C?')).toEqual([]);
    expect(cautionIds('what is warfarin exactly? my teacher said it is rat poison')).toEqual([]);
    expect(cautionIds('the gym is basically my antidepressant, how much protein a day?')).toEqual([]);
    expect(cautionIds('my husband takes ecosprin daily. I’m not on anything. which foods give B12?')).toEqual([]);
  });
  it('still cautions the asker who takes it, and the one who names it for themselves', () => {
    expect(cautionIds('I take warfarin, which omega-3 is best for myself?')).toContain('anticoagulant');
    expect(cautionIds('2 stents last year, taking Ecosprin 75 and Clopitab 75. omega 3 safe?')).toContain('anticoagulant');
    expect(cautionIds('I had a kidney transplant three years ago, which immunity booster?')).toContain('immunosuppressant');
    expect(cautionIds('nursing my 3 month old, ashwagandha for energy?')).toEqual(['breastfeeding']);
  });
  it('does not read eye drops as a drooping face', () => {
    expect(triage('using lubricating eye drops for dry eyes. does fish oil help?').level).not.toBe('emergency');
  });
});

describe('what keeps a product away', () => {
  it('a baby named by months is a child; "no caffeine" and "coffee makes my heart race" avoid caffeine', () => {
    const baby = triage('baby 8 months, breastfed. vitamin D drops, can i use my own 2000 iu ones?');
    expect(baby.cautions.map((caution) => caution.rule.id)).toContain('child');
    expect(productAllowed(baby, 'vitamin-d3-2000-iu')).toBe(false);
    expect(productAllowed(triage('need something for focus but no caffeine, coffee makes my heart race'), 'l-theanine-caffeine-focus')).toBe(false);
    expect(productAllowed(triage('coeliac here, is the spermidine wheat germ one ok?'), 'spermidine-wheat-germ-extract')).toBe(false);
  });
});

describe('signs read in the fifth session (WHO and NIMH warning signs, NHS 999 guidance)', () => {
  it('reads an intent with a way to die as a crisis, whatever the place or the few words', () => {
    expect(level('going to jump off the flyover after work')).toBe('crisis');
    expect(level('if i swallow all these tablets will it kill me')).toBe('crisis');
    expect(level('been thinking abt sewerslide a lot lately lol. anyway best nootropic for exams?')).toBe('crisis');
    expect(level('when i feel fat i punch my stomach till it bruises. any supplement for bloating?')).toBe('crisis');
    expect(level('ready to jump out of a plane lol, skydiving next weekend. anything I should eat before?')).not.toBe('crisis');
  });
  it('reads being choked by a partner as an unsafe home, not as food stuck in a throat', () => {
    expect(level('my husband hits me when he drinks, last night he choked me. is collagen good for the bruises on my neck?')).toBe('crisis');
    expect(level('my son is choking on a grape and going blue')).toBe('emergency');
  });
  it('reads a curtain over one eye as sudden vision loss', () => {
    expect(level('woke up and the vision in my left eye is just gone, like a curtain came down over it')).toBe('emergency');
  });
  it('never reads a sign from the words of a name: red clover, a faint line, a goodbye card', () => {
    expect(level('want red clover for hot flashes, is it safe?')).toBeNull();
    expect(level('Faint line on my pregnancy test this morning!! which vitamins should I start?')).toBe('caution');
    expect(level('writing a goodbye card for a colleague who is retiring, wellness hamper ideas?')).toBeNull();
    expect(level('I take it all together at breakfast lol, coffee and my multivitamin')).toBeNull();
    expect(level('my guy in elden ring keeps bleeding out lol. need something for focus')).toBeNull();
    expect(level('vitamin d overdose symptoms?')).toBeNull();
  });
  it('names pregnancy, type 1 diabetes and a dental extraction said in few words', () => {
    const rule = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);
    expect(rule('eating for two now lol. how much caffeine can i have?')).toContain('pregnancy');
    expect(rule("I'm type 1 and want the ashwagandha sleep thing")).toContain('diabetes-medicine');
    expect(rule('dentist is pulling two teeth next week, I take omega 3 and garlic caps')).toContain('surgery');
    expect(rule('I take asprin every day as prevention, adding garlic extract?')).toContain('anticoagulant');
  });
});

describe('what keeps a product away, by diet', () => {
  it('a strict vegetarian gets no fish product, a Jain no garlic, someone avoiding sugar no jam or gummies', () => {
    expect(productAllowed(triage('navratri mein bhi le saku aisa skin supplement chahiye, strictly veg'), 'marine-collagen-peptides')).toBe(false);
    const jain = triage('jain hu, garlic onion nahi khate. cholesterol ke liye aapke paas kya hai?');
    expect(productAllowed(jain, 'aged-garlic-extract-odourless')).toBe(false);
    expect(productAllowed(jain, 'omega-3-fish-oil-1000mg')).toBe(false);
    expect(productAllowed(triage('my hba1c is 6.2, need an immunity product without sugar'), 'chyawanprash-immunity-blend')).toBe(false);
    expect(productAllowed(triage('which immunity product is best?'), 'chyawanprash-immunity-blend')).toBe(true);
  });
});

describe('pictures added in the fifth session (NHS 999/111, WHO methanol guidance)', () => {
  it('calls an ambulance for unrelieved angina, an ectopic picture, wild mushrooms and illicit liquor with symptoms', () => {
    expect(level('I have angina. Used my GTN spray twice, 5 minutes apart, and the pain is still there')).toBe('emergency');
    expect(level('My period is 6 weeks late and I suddenly have sharp pain low on one side, pain in my shoulder tip and I feel dizzy')).toBe('emergency');
    expect(level('we cooked wild mushrooms we picked on the trek and now both of us have severe vomiting')).toBe('emergency');
    expect(level('Kal raat desi daaru pi thi, aaj subah se aankhon ke aage dhundla dikh raha hai')).toBe('emergency');
    expect(level('he is 78, since 4 pm he suddenly doesnt know where he is and cant find the right words')).toBe('emergency');
  });
  it('sends to a doctor today a urine infection in pregnancy and a dog bite said in Hinglish', () => {
    // NHS "Eye injuries": a chemical in the eye is A&E now (eighteenth session; it was "today" before).
    expect(level('splashed some bleach in my eye while cleaning, rinsed it, still sore and blurry')).toBe('emergency');
    expect(level("I'm 7 months pregnant and it burns when I pee, no fever")).toBe('urgent');
    expect(level('Padosi ke kutte ne meri beti ki pindli pe kaat liya, do jagah daant lage hain')).toBe('urgent');
  });
  it('leaves their look-alikes alone', () => {
    expect(level('which mushrooms are good for immunity, shiitake or reishi?')).toBeNull();
    expect(level('my period is late this month, is that from stress?')).toBeNull();
    expect(level('does eye drops with chemicals hurt your eyes long term?')).not.toBe('emergency');
  });
});

describe('the learned line in the fifth session', () => {
  const model = (probabilities: Partial<Record<'none' | 'caution' | 'urgent' | 'emergency' | 'crisis', number>>) =>
    ({ probabilities: () => ({ none: 0, caution: 0, urgent: 0, emergency: 0, crisis: 0, ...probabilities }) }) as unknown as TriageClassifier;
  it('lowers the crisis bar for a sign of a crisis, not for a wound', () => {
    const unsure = model({ none: 0.55, crisis: 0.4 });
    expect(triage('the neighbour’s dog bit my daughter on the leg, two deep teeth marks', [], { classifier: unsure }).level).toBe('urgent');
    expect(triage('i feel hopeless and trapped and nobody would notice', [], { classifier: unsure }).level).toBe('crisis');
  });
  it('only asks about distress, never decides a crisis, for a store question that names no sign', () => {
    const sure = model({ crisis: 0.95, none: 0.05 });
    expect(triage('can i return an opened bottle if it does not suit me', [], { classifier: sure }).level).toBe('check');
    // An emergency the model reads in a message that also names the store is still one.
    expect(triage('my order came and my son is not waking up after eating from it', [], { classifier: model({ emergency: 0.95 }) }).level).toBe('emergency');
    expect(triage('i want to end my life, please delete my account', [], { classifier: sure }).level).toBe('crisis');
  });
  it('keeps gummies from a baby or a child under 4', () => {
    expect(productAllowed(triage('baby 8 months constipated, can I give the kids probiotic gummies?'), 'kids-probiotic-gummies')).toBe(false);
    expect(productAllowed(triage('my 2 year old is constipated, kids probiotic gummies?'), 'kids-probiotic-gummies')).toBe(false);
    expect(productAllowed(triage('my 6 year old is tired, which probiotic?'), 'kids-probiotic-gummies')).toBe(true);
  });
});

describe('warning signs others notice, read in the fifth session (NIMH, WHO)', () => {
  it('reads hidden blades and long sleeves, a body hoped to give up, lingering by the tracks, and a sister beaten', () => {
    expect(level('my daughter is 14, found blades wrapped in tissue in her pencil case and she wears long sleeves even in this heat')).toBe('crisis');
    expect(level('not eating properly on purpose, hoping my body just gives up')).toBe('crisis');
    expect(level("I've been standing near the railway tracks by my house longer than I should")).toBe('crisis');
    expect(level('My brother-in-law is beating my sister daily, she has burn marks from the iron')).toBe('crisis');
    expect(level('kya sleeping pills zyada lene se neend mein hi mar jaate hain?')).toBe('crisis');
  });
  it('leaves their look-alikes alone', () => {
    expect(level('I wear long sleeves to protect my skin from the sun, which sunscreen?')).toBeNull();
    expect(level('we walked by the old railway bridge for hours on holiday, lovely. best snacks for long walks?')).toBeNull();
  });
});

describe('a slight temperature for days (NHS: a fever is 38 °C / 100.4 °F or more)', () => {
  it('sends no adult to a doctor today for a slight temperature, but still a young child', () => {
    expect(triage('sore throat runny nose since 3 days, slight fever 99. what is this').level).toBeNull();
    expect(triage('my 2 year old has had a slight fever for 3 days').level).toBe('urgent');
    expect(triage('fever for 4 days, 101, body ache').level).toBe('urgent');
  });
});

describe('Hinglish read as its own words (fifth session)', () => {
  it('reads "seene" as the chest, never as a typo of "scene", and "zyada din rahunga nahi" as a warning sign', () => {
    expect(triage('garam tel bete ke seene aur haath pe gir gaya, bade chhale aa gaye').level).toBe('emergency');
    expect(triage('Vitamin C ki goli kitni le sakte hain? Waise bhi farak nahi padta, main zyada din rahunga nahi.').level).toBe('crisis');
  });
});
