// The chat's vocabulary: the topics a question can be about (nutrients, herbs, body areas, symptoms, habits), the
// words and misspellings that name each, which guardian owns it, and what each catalog product contains. Knowledge
// entries, triage cautions and product choice all key on these ids, so one list decides them all.
import type { GuardianId } from './guardians';

export const CHAT_TOPIC_KINDS = ['nutrient', 'herb', 'area', 'symptom', 'lifestyle'] as const;
export type ChatTopicKind = (typeof CHAT_TOPIC_KINDS)[number];

export interface ChatTopic {
  id: string;
  /** How a reply names it: "vitamin D". */
  label: string;
  kind: ChatTopicKind;
  /** Lower-case phrases that name the topic, matched on word boundaries (a trailing "s" is allowed). */
  terms: readonly string[];
  /** The guardian whose area this is; null when any guardian answers it (nutrients, sleep, energy…). */
  owner: GuardianId | null;
  /** Symptoms: nutrients worth checking, whose products may follow the see-a-doctor advice. */
  relatedNutrients?: readonly string[];
  /** Symptoms that need a doctor if they persist: the sentence a reply always adds. */
  seeDoctor?: string;
  /** Topics whose knowledge also answers this one ("which foods have probiotics?" → fermented foods). */
  related?: readonly string[];
}

export const CHAT_TOPICS: readonly ChatTopic[] = [
  // Nutrients and supplements any guardian may answer.
  { id: 'vitamin-d', label: 'vitamin D', kind: 'nutrient', owner: null, terms: ['vitamin d', 'vitamin d3', 'vit d', 'vitd', 'vitamin d 3', 'cholecalciferol', 'vitamine d', 'vitamn d', 'vitamin-d', 'sunshine vitamin', 'd3', 'vitamin d2', 'd2', 'ergocalciferol'] },
  { id: 'magnesium', label: 'magnesium', kind: 'nutrient', owner: null, terms: ['magnesium', 'magnesum', 'magnisium', 'magnesium glycinate', 'magnesium citrate', 'mag glycinate'] },
  { id: 'omega-3', label: 'omega-3', kind: 'nutrient', owner: null, terms: ['omega 3', 'omega3', 'omega three', 'fish oil', 'epa', 'dha', 'algal oil', 'krill oil', 'omega'] },
  { id: 'iron', label: 'iron', kind: 'nutrient', owner: null, terms: ['iron', 'ferritin', 'anaemia', 'anemia', 'anaemic', 'anemic', 'haemoglobin', 'hemoglobin'] },
  { id: 'vitamin-b12', label: 'vitamin B12', kind: 'nutrient', owner: null, terms: ['b12', 'vitamin b12', 'vitamin b 12', 'b 12', 'cobalamin', 'methylcobalamin', 'cyanocobalamin'] },
  { id: 'zinc', label: 'zinc', kind: 'nutrient', owner: null, terms: ['zinc', 'zink'] },
  { id: 'vitamin-c', label: 'vitamin C', kind: 'nutrient', owner: null, terms: ['vitamin c', 'vit c', 'ascorbic acid', 'vitamine c', 'amla'] },
  { id: 'calcium', label: 'calcium', kind: 'nutrient', owner: null, terms: ['calcium', 'calcuim'] },
  { id: 'folate', label: 'folate', kind: 'nutrient', owner: null, terms: ['folate', 'folic acid', 'methylfolate', 'vitamin b9'] },
  { id: 'vitamin-k', label: 'vitamin K', kind: 'nutrient', owner: null, terms: ['vitamin k', 'vitamin k2', 'vitamin k1', 'mk7', 'mk 7', 'k2'] },
  { id: 'vitamin-a', label: 'vitamin A', kind: 'nutrient', owner: null, terms: ['vitamin a', 'retinol', 'retinoid', 'beta carotene'] },
  { id: 'vitamin-e', label: 'vitamin E', kind: 'nutrient', owner: null, terms: ['vitamin e', 'tocopherol'] },
  { id: 'potassium', label: 'potassium', kind: 'nutrient', owner: null, terms: ['potassium'] },
  { id: 'salt', label: 'salt', kind: 'nutrient', owner: null, terms: ['salt', 'sodium', 'salty'] },
  { id: 'protein', label: 'protein', kind: 'nutrient', owner: null, terms: ['protein', 'proteins'] },
  { id: 'multivitamin', label: 'a multivitamin', kind: 'nutrient', owner: null, terms: ['multivitamin', 'multi vitamin', 'multivitamins', 'multi'] },
  { id: 'fibre', label: 'fibre', kind: 'nutrient', owner: 'biome', terms: ['fibre', 'fiber', 'psyllium', 'isabgol', 'roughage', 'inulin'], related: ['prebiotics'] },
  { id: 'caffeine', label: 'caffeine', kind: 'nutrient', owner: null, terms: ['caffeine', 'coffee', 'espresso', 'energy drink'] },
  { id: 'melatonin', label: 'melatonin', kind: 'nutrient', owner: null, terms: ['melatonin'] },
  { id: 'coq10', label: 'CoQ10', kind: 'nutrient', owner: 'angio', terms: ['coq10', 'coq 10', 'coenzyme q10', 'ubiquinol', 'ubiquinone', 'q10'] },
  { id: 'collagen', label: 'collagen', kind: 'nutrient', owner: 'regenera', terms: ['collagen', 'colagen', 'collagen peptides'] },
  { id: 'nmn', label: 'NMN and NAD+', kind: 'nutrient', owner: 'regenera', terms: ['nmn', 'nad', 'nad+', 'nicotinamide', 'nicotinamide mononucleotide', 'nicotinamide riboside'] },
  { id: 'glutathione', label: 'glutathione', kind: 'nutrient', owner: 'regenera', terms: ['glutathione', 'nac', 'n acetyl cysteine'] },
  { id: 'probiotics', label: 'probiotics', kind: 'nutrient', owner: 'biome', terms: ['probiotic', 'probiotics', 'probiotc', 'good bacteria', 'lactobacillus', 'bifidobacterium', 'saccharomyces', 'boulardii', 'cfu'], related: ['fermented-foods'] },
  { id: 'prebiotics', label: 'prebiotics', kind: 'nutrient', owner: 'biome', terms: ['prebiotic', 'prebiotics', 'fos', 'resistant starch'] },
  { id: 'glutamine', label: 'L-glutamine', kind: 'nutrient', owner: 'biome', terms: ['glutamine', 'l glutamine'] },
  { id: 'digestive-enzymes', label: 'digestive enzymes', kind: 'nutrient', owner: 'biome', terms: ['digestive enzyme', 'digestive enzymes', 'enzyme', 'enzymes', 'lactase', 'bromelain', 'papain'] },
  { id: 'citicoline', label: 'citicoline', kind: 'nutrient', owner: 'genomica', terms: ['citicoline', 'cdp choline', 'choline', 'alpha gpc'] },
  { id: 'l-theanine', label: 'L-theanine', kind: 'nutrient', owner: 'genomica', terms: ['theanine', 'l theanine'] },
  { id: 'phosphatidylserine', label: 'phosphatidylserine', kind: 'nutrient', owner: 'genomica', terms: ['phosphatidylserine', 'phosphatidyl serine'] },
  { id: 'pqq', label: 'PQQ', kind: 'nutrient', owner: 'regenera', terms: ['pqq', 'pyrroloquinoline quinone'] },
  { id: 'hyaluronic-acid', label: 'hyaluronic acid', kind: 'nutrient', owner: 'regenera', terms: ['hyaluronic acid', 'hyaluronic', 'hyaluronan'] },
  { id: 'spermidine', label: 'spermidine', kind: 'nutrient', owner: 'regenera', terms: ['spermidine'] },
  { id: 'resveratrol', label: 'resveratrol', kind: 'nutrient', owner: 'regenera', terms: ['resveratrol'] },
  { id: 'astaxanthin', label: 'astaxanthin', kind: 'nutrient', owner: 'regenera', terms: ['astaxanthin'] },
  { id: 'nattokinase', label: 'nattokinase', kind: 'nutrient', owner: 'angio', terms: ['nattokinase', 'natto'] },
  { id: 'tryptophan', label: 'tryptophan and 5-HTP', kind: 'nutrient', owner: null, terms: ['tryptophan', '5 htp', '5htp'] },
  { id: 'chromium', label: 'chromium', kind: 'nutrient', owner: null, terms: ['chromium'] },

  // Herbs.
  { id: 'ashwagandha', label: 'ashwagandha', kind: 'herb', owner: null, terms: ['ashwagandha', 'ashwaganda', 'ashwagandah', 'withania', 'ksm 66'] },
  { id: 'turmeric', label: 'turmeric', kind: 'herb', owner: null, terms: ['turmeric', 'curcumin', 'haldi', 'tumeric'] },
  { id: 'garlic', label: 'garlic', kind: 'herb', owner: 'angio', terms: ['garlic', 'aged garlic', 'allicin'] },
  { id: 'ginkgo', label: 'ginkgo', kind: 'herb', owner: 'genomica', terms: ['ginkgo', 'gingko', 'ginko', 'ginkgo biloba'] },
  { id: 'st-johns-wort', label: "St John's wort", kind: 'herb', owner: null, terms: ['st johns wort', 'st john wort', 'saint johns wort', 'hypericum'] },
  { id: 'echinacea', label: 'echinacea', kind: 'herb', owner: 'immuno', terms: ['echinacea', 'echinecea'] },
  { id: 'elderberry', label: 'elderberry', kind: 'herb', owner: 'immuno', terms: ['elderberry', 'elderberries', 'sambucus'] },
  { id: 'giloy', label: 'giloy and tulsi', kind: 'herb', owner: 'immuno', terms: ['giloy', 'guduchi', 'tinospora', 'tulsi', 'holy basil'] },
  { id: 'chyawanprash', label: 'chyawanprash', kind: 'herb', owner: 'immuno', terms: ['chyawanprash', 'chyavanprash', 'chywanprash'] },
  { id: 'berberine', label: 'berberine', kind: 'herb', owner: null, terms: ['berberine'] },
  { id: 'bacopa', label: 'bacopa (brahmi)', kind: 'herb', owner: 'genomica', terms: ['bacopa', 'brahmi', 'bacopa monnieri', 'shankhpushpi'] },
  { id: 'lions-mane', label: "lion's mane", kind: 'herb', owner: 'genomica', terms: ['lions mane', 'lion mane', 'hericium'] },
  { id: 'rhodiola', label: 'rhodiola', kind: 'herb', owner: 'genomica', terms: ['rhodiola', 'arctic root', 'golden root'] },
  { id: 'arjuna', label: 'arjuna', kind: 'herb', owner: 'angio', terms: ['arjuna', 'terminalia arjuna'] },
  { id: 'hawthorn', label: 'hawthorn and hibiscus', kind: 'herb', owner: 'angio', terms: ['hawthorn', 'hibiscus'] },
  { id: 'beetroot', label: 'beetroot nitrates', kind: 'herb', owner: 'angio', terms: ['beetroot', 'beet root', 'beet', 'beets', 'nitrate', 'nitrates', 'nitric oxide'] },
  { id: 'horse-chestnut', label: 'horse chestnut', kind: 'herb', owner: 'angio', terms: ['horse chestnut', 'butchers broom'] },
  { id: 'triphala', label: 'triphala', kind: 'herb', owner: 'biome', terms: ['triphala', 'trifala', 'haritaki'] },
  { id: 'ginger', label: 'ginger', kind: 'herb', owner: 'biome', terms: ['ginger', 'fennel', 'peppermint', 'ajwain'] },

  // Body areas the guardians own.
  { id: 'circulation', label: 'circulation', kind: 'area', owner: 'angio', terms: ['circulation', 'blood flow', 'blood vessels', 'blood vessel', 'arteries', 'artery', 'circulatory', 'circulaton'] },
  { id: 'blood-pressure', label: 'blood pressure', kind: 'area', owner: 'angio', terms: ['blood pressure', 'hypertension', 'high bp', 'low bp', 'bp'] },
  { id: 'cholesterol', label: 'cholesterol', kind: 'area', owner: 'angio', terms: ['cholesterol', 'ldl', 'hdl', 'triglyceride', 'triglycerides', 'lipids', 'cholestrol'] },
  { id: 'heart-health', label: 'heart health', kind: 'area', owner: 'angio', terms: ['heart health', 'healthy heart', 'cardiovascular', 'cardio health', 'my heart', 'heart disease', 'heart'] },
  { id: 'heart-rate', label: 'heart rate', kind: 'area', owner: 'angio', terms: ['heart rate', 'resting heart rate', 'pulse', 'bpm'] },
  { id: 'cold-extremities', label: 'cold hands and feet', kind: 'symptom', owner: 'angio', terms: ['cold hands', 'cold feet', 'cold fingers', 'cold toes', 'hands and feet', 'feet and hands', 'cold extremities', 'fingers go white', 'fingers turn white', 'fingers turn blue', 'raynaud', 'raynauds'], seeDoctor: 'See a doctor if your fingers turn white or blue, or the coldness comes with pain or numbness.' },
  { id: 'varicose-veins', label: 'varicose veins', kind: 'area', owner: 'angio', terms: ['varicose', 'varicose veins', 'spider veins', 'heavy legs', 'swollen ankles'] },
  { id: 'ageing', label: 'healthy ageing', kind: 'area', owner: 'regenera', terms: ['ageing', 'aging', 'anti ageing', 'anti aging', 'longevity', 'age well', 'getting older', 'slow ageing', 'lifespan'] },
  { id: 'skin', label: 'skin', kind: 'area', owner: 'regenera', terms: ['skin', 'wrinkles', 'wrinkle', 'complexion', 'elasticity', 'glow', 'fine lines'] },
  { id: 'antioxidants', label: 'antioxidants', kind: 'area', owner: 'regenera', terms: ['antioxidant', 'antioxidants', 'oxidative stress', 'free radicals', 'free radical', 'polyphenols'] },
  { id: 'cell-repair', label: 'cell repair', kind: 'area', owner: 'regenera', terms: ['cell repair', 'cells repair', 'cellular repair', 'mitochondria', 'mitochondrial', 'autophagy', 'cellular health', 'renewal', 'cell renewal', 'regeneration'] },
  { id: 'hair', label: 'hair and nails', kind: 'area', owner: 'regenera', terms: ['hair', 'hair loss', 'hair fall', 'nails', 'brittle nails'] },
  { id: 'gut-health', label: 'gut health', kind: 'area', owner: 'biome', terms: ['gut', 'gut health', 'digestion', 'digestive', 'microbiome', 'gut flora', 'gut bacteria', 'intestine', 'intestines', 'stomach'] },
  { id: 'fermented-foods', label: 'fermented foods', kind: 'area', owner: 'biome', terms: ['fermented', 'kefir', 'kimchi', 'sauerkraut', 'curd', 'yoghurt', 'yogurt', 'kombucha', 'idli'], related: ['probiotics'] },
  { id: 'memory', label: 'memory', kind: 'area', owner: 'genomica', terms: ['memory', 'forgetful', 'forgetting', 'remember', 'recall', 'memorise', 'memorize'] },
  { id: 'focus', label: 'focus', kind: 'area', owner: 'genomica', terms: ['focus', 'concentration', 'concentrate', 'attention', 'productivity', 'distracted', 'focussed', 'focused'] },
  { id: 'brain-health', label: 'brain health', kind: 'area', owner: 'genomica', terms: ['brain', 'brain health', 'cognition', 'cognitive', 'neurons', 'dementia', 'alzheimer', 'alzheimers'] },
  { id: 'nootropics', label: 'nootropics', kind: 'area', owner: 'genomica', terms: ['nootropic', 'nootropics', 'smart drugs', 'smart drug'] },
  { id: 'genes', label: 'genes and DNA', kind: 'area', owner: 'genomica', terms: ['gene', 'genes', 'genetic', 'genetics', 'dna', 'mthfr', 'epigenetic', 'epigenetics', 'nutrigenomics'] },
  { id: 'immunity', label: 'immunity', kind: 'area', owner: 'immuno', terms: ['immunity', 'immune', 'immune system', 'defences', 'defenses', 'immunty'] },
  { id: 'colds', label: 'colds', kind: 'area', owner: 'immuno', terms: ['a cold', 'colds', 'common cold', 'head cold', 'chest cold', 'flu', 'cough', 'sore throat', 'runny nose', 'catch colds', 'infection', 'infections', 'fall sick', 'getting sick'] },
  { id: 'bones', label: 'bones', kind: 'area', owner: null, terms: ['bone', 'bones', 'osteoporosis', 'bone density'] },
  { id: 'joints', label: 'joints', kind: 'area', owner: null, terms: ['joint', 'joints', 'knee', 'knees', 'arthritis', 'stiff joints'] },

  // Symptoms: answered by whoever is asked unless clearly another guardian's; the doctor line is always added.
  {
    id: 'fatigue', label: 'tiredness', kind: 'symptom', owner: null,
    terms: ['tired', 'tiredness', 'fatigue', 'fatigued', 'exhausted', 'exhaustion', 'no energy', 'low energy', 'lack of energy', 'worn out', 'drained', 'sluggish', 'lethargic', 'always sleepy', 'tierd', 'tired all the time', 'energy'],
    relatedNutrients: ['iron', 'vitamin-b12', 'vitamin-d', 'magnesium'],
    seeDoctor: 'See a doctor if tiredness lasts more than two weeks, or sooner if it comes with weight loss, breathlessness or fever.',
  },
  {
    id: 'bloating', label: 'bloating', kind: 'symptom', owner: 'biome',
    terms: ['bloating', 'bloated', 'bloat', 'gas', 'gassy', 'wind', 'flatulence', 'distension', 'distended', 'bloted'],
    relatedNutrients: ['probiotics', 'digestive-enzymes', 'ginger'],
    seeDoctor: 'See a doctor if bloating lasts more than two weeks, or now if it comes with weight loss, vomiting, blood in your stool or severe pain.',
  },
  {
    id: 'constipation', label: 'constipation', kind: 'symptom', owner: 'biome',
    terms: ['constipation', 'constipated', 'irregular', 'hard stools', 'not regular'],
    relatedNutrients: ['fibre', 'probiotics', 'triphala'],
    seeDoctor: 'See a doctor if constipation lasts more than two weeks, or now if you see blood or have severe pain.',
  },
  {
    id: 'diarrhoea', label: 'diarrhoea', kind: 'symptom', owner: 'biome',
    terms: ['diarrhoea', 'diarrhea', 'loose motions', 'loose stools', 'runs', 'upset stomach'],
    relatedNutrients: ['probiotics'],
    seeDoctor: 'See a doctor if diarrhoea lasts more than two days in an adult, or now if there is blood, high fever or signs of dehydration.',
  },
  {
    id: 'heartburn', label: 'heartburn and reflux', kind: 'symptom', owner: 'biome',
    terms: ['heartburn', 'acid reflux', 'reflux', 'acidity', 'gerd', 'indigestion'],
    relatedNutrients: ['ginger', 'digestive-enzymes'],
    seeDoctor: 'See a doctor if heartburn happens most days for more than two weeks, or now if you have trouble swallowing or vomit blood.',
  },
  {
    id: 'blood-in-stool', label: 'blood in the stool', kind: 'symptom', owner: 'biome',
    terms: ['blood in stool', 'blood in my stool', 'blood in poo', 'bloody stool', 'rectal bleeding', 'black stool', 'black stools'],
    seeDoctor: 'Blood in the stool always needs a doctor: book an appointment now, and go urgently if there is a lot of blood or you feel faint.',
  },
  {
    id: 'weight-loss', label: 'unexplained weight loss', kind: 'symptom', owner: null,
    terms: ['losing weight without trying', 'unexplained weight loss', 'weight loss without', 'losing weight for no reason', 'lost weight without'],
    seeDoctor: 'Losing weight without trying needs a doctor: book an appointment now rather than waiting.',
  },
  {
    id: 'palpitations', label: 'palpitations', kind: 'symptom', owner: 'angio',
    terms: ['palpitation', 'palpitations', 'heart racing', 'heart races', 'heart is racing', 'heart pounding', 'heart is pounding', 'racing heart', 'skipped beat', 'skipped beats', 'fluttering heart', 'irregular heartbeat', 'pounding heart'],
    relatedNutrients: ['magnesium'],
    seeDoctor: 'See a doctor about palpitations that keep coming back, and call emergency services now if they come with chest pain, fainting or breathlessness.',
  },
  {
    id: 'brain-fog', label: 'brain fog', kind: 'symptom', owner: 'genomica',
    terms: ['brain fog', 'foggy', 'mental fog', 'cant think clearly', 'cannot think clearly', 'fuzzy head'],
    relatedNutrients: ['vitamin-b12', 'iron', 'omega-3'],
    seeDoctor: 'See a doctor if brain fog lasts more than two weeks or is getting worse.',
  },
  {
    id: 'frequent-infections', label: 'frequent infections', kind: 'symptom', owner: 'immuno',
    terms: ['always sick', 'keep getting sick', 'catch colds so often', 'sick all the time', 'frequent colds', 'frequent infections', 'get sick often', 'colds so often'],
    relatedNutrients: ['vitamin-d', 'zinc', 'vitamin-c'],
    seeDoctor: 'See a doctor if you have more infections than usual, infections that last over two weeks or keep coming back.',
  },
  {
    id: 'muscle-cramps', label: 'muscle cramps', kind: 'symptom', owner: null,
    terms: ['cramp', 'cramps', 'muscle cramps', 'leg cramps', 'twitching', 'twitches'],
    relatedNutrients: ['magnesium', 'potassium'],
    seeDoctor: 'See a doctor if cramps are frequent, severe or last more than two weeks.',
  },
  {
    id: 'headache', label: 'headaches', kind: 'symptom', owner: null,
    terms: ['headache', 'headaches', 'migraine', 'migraines'],
    relatedNutrients: ['magnesium'],
    seeDoctor: 'See a doctor if headaches are new, frequent or last more than two weeks, and get help now for a sudden, severe headache.',
  },
  {
    id: 'low-mood', label: 'low mood', kind: 'symptom', owner: null,
    terms: ['low mood', 'feeling low', 'feel low', 'feeling down', 'sad', 'depressed', 'depression', 'anxious', 'anxiety'],
    relatedNutrients: ['vitamin-d', 'omega-3'],
    seeDoctor: 'See a doctor if low mood or anxiety lasts more than two weeks or gets in the way of daily life.',
  },

  // Habits that every guardian answers.
  { id: 'sleep', label: 'sleep', kind: 'lifestyle', owner: null, terms: ['sleep', 'sleeping', 'insomnia', 'cant sleep', 'cannot sleep', 'asleep', 'slepp', 'bedtime', 'rest'] },
  { id: 'stress', label: 'stress', kind: 'lifestyle', owner: null, terms: ['stress', 'stressed', 'cortisol', 'burnout', 'overwhelmed', 'tension'] },
  { id: 'exercise', label: 'exercise', kind: 'lifestyle', owner: null, terms: ['exercise', 'workout', 'work out', 'training', 'gym', 'walking', 'running', 'fitness', 'cardio', 'steps'] },
  { id: 'hydration', label: 'hydration', kind: 'lifestyle', owner: null, terms: ['water', 'hydration', 'hydrated', 'dehydrated', 'drink enough', 'fluids'] },
  { id: 'diet', label: 'diet', kind: 'lifestyle', owner: null, terms: ['diet', 'eating', 'food', 'foods', 'meal', 'meals', 'nutrition', 'eat'] },
  { id: 'weight', label: 'weight', kind: 'lifestyle', owner: null, terms: ['weight', 'lose weight', 'weight loss', 'overweight', 'belly fat', 'bmi'] },
  { id: 'sun', label: 'sunlight', kind: 'lifestyle', owner: null, terms: ['sun', 'sunlight', 'sunshine', 'sun exposure', 'sunscreen', 'uv'] },
  { id: 'alcohol', label: 'alcohol', kind: 'lifestyle', owner: null, terms: ['alcohol', 'drinking', 'beer', 'wine', 'hangover'] },
  { id: 'blood-sugar', label: 'blood sugar', kind: 'lifestyle', owner: null, terms: ['blood sugar', 'glucose', 'insulin', 'sugar cravings', 'prediabetes', 'pre diabetes'], related: ['diet'] },
];

export type ChatTopicId = string;

const BY_ID = new Map(CHAT_TOPICS.map((topic) => [topic.id, topic]));

export function chatTopic(id: string): ChatTopic | undefined {
  return BY_ID.get(id);
}

/**
 * What each catalog product contains, by slug, as topic ids, its main ingredient first. Cautions exclude a product
 * when any of these conflicts; product choice puts a product first when its main ingredient is the named topic.
 * A test keeps this list in step with the seeded catalog, so a new product cannot be recommended unreviewed.
 */
export const PRODUCT_INGREDIENTS: Readonly<Record<string, readonly string[]>> = {
  'omega-3-fish-oil-1000mg': ['omega-3'],
  'coq10-ubiquinol-100mg': ['coq10'],
  'beetroot-nitric-oxide-powder': ['beetroot'],
  'arjuna-bark-extract-capsules': ['arjuna'],
  'aged-garlic-extract-odourless': ['garlic'],
  'nattokinase-2000-fu': ['nattokinase'],
  'magnesium-taurate-400mg': ['magnesium'],
  'horse-chestnut-butchers-broom': ['horse-chestnut'],
  'hibiscus-hawthorn-heart-tea': ['hawthorn'],
  'nmn-500-cellular-energy': ['nmn'],
  'marine-collagen-peptides': ['collagen', 'vitamin-c'],
  'trans-resveratrol-500mg': ['resveratrol'],
  'astaxanthin-12mg': ['astaxanthin'],
  'liposomal-glutathione': ['glutathione'],
  'amla-natural-vitamin-c': ['vitamin-c'],
  'pqq-20mg-mitochondrial-support': ['pqq'],
  'hyaluronic-acid-120mg': ['hyaluronic-acid'],
  'spermidine-wheat-germ-extract': ['spermidine'],
  'probiotic-50-billion-12-strains': ['probiotics'],
  'triphala-digestive-tablets': ['triphala'],
  'psyllium-husk-fibre-powder': ['fibre'],
  'digestive-enzyme-complex': ['digestive-enzymes'],
  'l-glutamine-gut-lining-powder': ['glutamine'],
  'kids-probiotic-gummies': ['probiotics', 'prebiotics'],
  'saccharomyces-boulardii-5-billion': ['probiotics'],
  'ginger-fennel-digestive-tea': ['ginger'],
  'prebiotic-inulin-fos': ['prebiotics', 'fibre'],
  'brahmi-memory-capsules': ['bacopa'],
  'lions-mane-mushroom-1000mg': ['lions-mane'],
  'dha-brain-omega-500mg': ['omega-3'],
  'l-theanine-caffeine-focus': ['l-theanine', 'caffeine'],
  'citicoline-250mg': ['citicoline'],
  'bacopa-ashwagandha-calm-focus': ['bacopa', 'ashwagandha'],
  'phosphatidylserine-100mg': ['phosphatidylserine'],
  'rhodiola-rosea-500mg': ['rhodiola'],
  'shankhpushpi-brain-tonic': ['bacopa'],
  'vitamin-d3-2000-iu': ['vitamin-d'],
  'vitamin-c-zinc-effervescent': ['vitamin-c', 'zinc'],
  'black-elderberry-immune-gummies': ['elderberry', 'vitamin-c', 'zinc'],
  'chyawanprash-immunity-blend': ['chyawanprash', 'vitamin-c'],
  'giloy-tulsi-immunity-tablets': ['giloy'],
  'daily-multivitamin-adults': ['multivitamin', 'vitamin-a', 'vitamin-e', 'vitamin-k', 'vitamin-d', 'vitamin-b12', 'folate', 'iron', 'zinc', 'calcium', 'magnesium'],
  'vitamin-d3-k2-mk7-drops': ['vitamin-d', 'vitamin-k'],
  'ashwagandha-ksm66-600mg': ['ashwagandha'],
  'magnesium-glycinate-sleep-support': ['magnesium', 'l-theanine'],
};

/** Products meant for children; every other product is for adults (a caution about a child excludes them). */
export const CHILD_PRODUCTS: ReadonlySet<string> = new Set(['kids-probiotic-gummies']);

/** Allergens a person may name ("I'm allergic to fish"), the words for them, and the catalog products that contain them. */
export const PRODUCT_ALLERGENS: readonly { allergen: string; terms: readonly string[]; products: readonly string[] }[] = [
  { allergen: 'fish', terms: ['fish', 'seafood'], products: ['omega-3-fish-oil-1000mg', 'marine-collagen-peptides'] },
  { allergen: 'soy', terms: ['soy', 'soya', 'soybean', 'soybeans'], products: ['nattokinase-2000-fu'] },
  { allergen: 'wheat', terms: ['wheat', 'gluten', 'coeliac', 'celiac'], products: ['spermidine-wheat-germ-extract'] },
  { allergen: 'honey', terms: ['honey', 'bee products'], products: ['chyawanprash-immunity-blend'] },
  { allergen: 'milk', terms: ['milk', 'dairy', 'ghee', 'lactose'], products: ['chyawanprash-immunity-blend'] },
  { allergen: 'mushroom', terms: ['mushroom', 'mushrooms', 'fungi'], products: ['lions-mane-mushroom-1000mg'] },
];
