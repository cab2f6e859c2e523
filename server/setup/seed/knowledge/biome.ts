// Commander Biome's curated answers: gut health, the microbiome, fibre and the digestive symptoms people ask about.
// Written in our own words from the source beside each entry; symptoms always say when a doctor is needed.
import type { KnowledgeSeed } from './knowledge-seed';

const ODS_PROBIOTICS = {
  title: 'NIH Office of Dietary Supplements — Probiotics fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/',
};
const NCCIH_PROBIOTICS = {
  title: 'NCCIH — Probiotics: what you need to know',
  url: 'https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know',
};
const NHS_PROBIOTICS = { title: 'NHS — Probiotics', url: 'https://www.nhs.uk/conditions/probiotics/' };
const PROBIOTICS_PHARMACY_REVIEW = {
  title: 'Williams NT, American Journal of Health-System Pharmacy 2010 — Probiotics (uses, safety and drug interactions), PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/20208051/',
};
const MAYO_PREBIOTICS = {
  title: 'Mayo Clinic — Prebiotics, probiotics and your health',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/nutrition-and-healthy-eating/expert-answers/probiotics/faq-20058065',
};
const NHS_FIBRE = {
  title: 'NHS — How to get more fibre into your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/',
};
const NHS_GOOD_DIGESTION = {
  title: 'NHS — Good foods to help your digestion',
  url: 'https://www.nhs.uk/live-well/eat-well/digestive-health/good-foods-to-help-your-digestion/',
};
const MEDLINEPLUS_PSYLLIUM = { title: 'MedlinePlus — Psyllium (drug information)', url: 'https://medlineplus.gov/druginfo/meds/a601104.html' };
const MEDLINEPLUS_FIBRE_TYPES = { title: 'MedlinePlus — Soluble vs. insoluble fiber', url: 'https://medlineplus.gov/ency/article/002136.htm' };
const NCCIH_DETOX = {
  title: 'NCCIH — "Detoxes" and "cleanses": what you need to know',
  url: 'https://www.nccih.nih.gov/health/detoxes-and-cleanses-what-you-need-to-know',
};
const NHS_IBS = { title: 'NHS — Irritable bowel syndrome (IBS)', url: 'https://www.nhs.uk/conditions/irritable-bowel-syndrome-ibs/' };
const GLUTAMINE_TRIAL = {
  title: 'Zhou et al., Gut 2019 — Randomised placebo-controlled trial of dietary glutamine supplements for post-infectious IBS, PubMed',
  url: 'https://pubmed.ncbi.nlm.nih.gov/30108163/',
};
const HOPKINS_ENZYMES = {
  title: 'Johns Hopkins Medicine — Digestive enzymes and digestive enzyme supplements',
  url: 'https://www.hopkinsmedicine.org/health/wellness-and-prevention/digestive-enzymes-and-digestive-enzyme-supplements',
};
const NHS_LACTOSE = { title: 'NHS — Lactose intolerance', url: 'https://www.nhs.uk/conditions/lactose-intolerance/' };
const NCCIH_BROMELAIN = { title: 'NCCIH — Bromelain', url: 'https://www.nccih.nih.gov/health/bromelain' };
const TRIPHALA_REVIEW = {
  title: 'Peterson et al., Journal of Alternative and Complementary Medicine 2017 — Therapeutic uses of triphala in Ayurvedic medicine, PMC',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5567597/',
};
const NCCIH_AYURVEDA = { title: 'NCCIH — Ayurvedic medicine: in depth', url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth' };
const NCCIH_GINGER = { title: 'NCCIH — Ginger', url: 'https://www.nccih.nih.gov/health/ginger' };
const NCCIH_PEPPERMINT = { title: 'NCCIH — Peppermint oil', url: 'https://www.nccih.nih.gov/health/peppermint-oil' };
const NHS_BLOATING = { title: 'NHS — Bloating', url: 'https://www.nhs.uk/conditions/bloating/' };
const NHS_CONSTIPATION = { title: 'NHS — Constipation', url: 'https://www.nhs.uk/conditions/constipation/' };
const NHS_DIARRHOEA = { title: 'NHS — Diarrhoea and vomiting', url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/' };
const MAYO_DIARRHOEA = {
  title: 'Mayo Clinic — Diarrhea: symptoms and causes',
  url: 'https://www.mayoclinic.org/diseases-conditions/diarrhea/symptoms-causes/syc-20352241',
};
const NHS_HEARTBURN = { title: 'NHS — Heartburn and acid reflux', url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/' };
const NHS_BLOOD_IN_POO = { title: 'NHS — Blood in poo', url: 'https://www.nhs.uk/conditions/blood-in-poo/' };

const NHS_COELIAC = { title: 'NHS — Coeliac disease', url: 'https://www.nhs.uk/conditions/coeliac-disease/' };
const NHS_COELIAC_TREATMENT = { title: 'NHS — Coeliac disease: treatment', url: 'https://www.nhs.uk/conditions/coeliac-disease/treatment/' };
const NHS_COELIAC_DIAGNOSIS = { title: 'NHS — Coeliac disease: diagnosis', url: 'https://www.nhs.uk/conditions/coeliac-disease/diagnosis/' };
const AAAAI_GLUTEN = {
  title: 'American Academy of Allergy, Asthma & Immunology — Celiac disease, non-celiac gluten sensitivity and food allergy: how are they different?',
  url: 'https://www.aaaai.org/conditions-and-treatments/library/allergy-library/celiac-disease',
};
const BMJ_GLUTEN = {
  title: 'Lebwohl B et al. Long term gluten consumption in adults without celiac disease and risk of coronary heart disease. BMJ 2017;357:j1892',
  url: 'https://www.bmj.com/content/357/bmj.j1892',
};
const NHS_IBS_DIET = {
  title: 'NHS — IBS: diet, lifestyle and medicines',
  url: 'https://www.nhs.uk/conditions/irritable-bowel-syndrome-ibs/diet-lifestyle-and-medicines/',
};
const CDC_FOOD_SAFETY_STEPS = { title: 'CDC — Four steps to food safety', url: 'https://www.cdc.gov/food-safety/prevention/index.html' };
const CDC_FOOD_POISONING_SYMPTOMS = { title: 'CDC — Symptoms of food poisoning', url: 'https://www.cdc.gov/food-safety/signs-symptoms/index.html' };
const CDC_CHICKEN = { title: 'CDC — Chicken and food poisoning', url: 'https://www.cdc.gov/food-safety/foods/chicken.html' };
const USDA_LEFTOVERS = {
  title: 'USDA Food Safety and Inspection Service — Leftovers and food safety',
  url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/leftovers-and-food-safety',
};
const USDA_THAWING = {
  title: 'USDA Food Safety and Inspection Service — The big thaw: safe defrosting methods',
  url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/big-thaw-safe-defrosting-methods',
};
const NHS_REHEATING_RICE = {
  title: 'NHS — Can reheating rice cause food poisoning?',
  url: 'https://www.nhs.uk/common-health-questions/food-and-diet/can-reheating-rice-cause-food-poisoning/',
};
const NHS_STOMACH_ACHE = { title: 'NHS — Stomach ache', url: 'https://www.nhs.uk/conditions/stomach-ache/' };
const LEAKY_GUT_REVIEW = {
  title: 'Camilleri M. Leaky gut: mechanisms, measurement and clinical implications in humans. Gut 2019;68:1516–26',
  url: 'https://gut.bmj.com/content/68/8/1516',
};

export const BIOME_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Gut health in general.
  {
    id: 'biome-gut-health-how_to',
    topic: 'gut-health',
    intent: 'how_to',
    question: 'How do I improve my gut health and digestion?',
    answer:
      'Build meals around fibre-rich plants — vegetables, fruit, whole grains, beans, lentils, nuts and seeds — to reach about 30 g of fibre a day, drink water through the day, stay active, and include live yoghurt or curd.',
    detail: 'Raise fibre gradually over a few weeks; a sudden jump often brings extra wind and bloating while your gut adjusts.',
    source: NHS_GOOD_DIGESTION,
  },
  {
    id: 'biome-gut-health-what_is',
    topic: 'gut-health',
    intent: 'what_is',
    question: 'What is the gut microbiome and why does it matter?',
    answer:
      'The gut microbiome is the community of trillions of bacteria, yeasts and other microbes living mainly in your large intestine. They ferment fibre you cannot digest, make some vitamins and interact with your immune system.',
    detail:
      'Diet, antibiotics, age and illness all change its make-up, and researchers are still working out what a healthy microbiome looks like for each person.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-gut-health-food_sources',
    topic: 'gut-health',
    intent: 'food_sources',
    question: 'What foods are good for gut health?',
    answer:
      'Fibre-rich foods — wholegrain cereals, oats, beans, lentils, chickpeas, vegetables, fruit, nuts and seeds — feed your gut bacteria and keep stools soft. Live yoghurt or curd can add helpful bacteria.',
    detail: 'Drink plenty of fluids so fibre can work, and cut back on fatty, fried or very spicy foods if they upset your stomach.',
    source: NHS_GOOD_DIGESTION,
  },
  {
    id: 'biome-gut-health-testing',
    topic: 'gut-health',
    intent: 'testing',
    question: 'What tests check ongoing gut problems like pain, bloating or changed bowel habits?',
    answer:
      'A doctor will ask about your symptoms and may arrange a blood test for coeliac disease and a stool test to check for infection or inflammatory bowel disease before diagnosing a condition such as IBS.',
    detail: 'Mention weight loss, blood in your stool, or a family history of bowel cancer or coeliac disease, as these change which tests are needed.',
    source: NHS_IBS,
  },
  {
    id: 'biome-gut-health-side_effects',
    topic: 'gut-health',
    intent: 'side_effects',
    question: 'Are colon cleanses or detox teas good for my gut? Are they safe?',
    answer:
      "No good evidence shows that colon cleanses or detox products improve gut health. They can cause cramps, bloating, nausea, diarrhoea and dehydration, and laxative-based products can upset the body's salt balance.",
    detail: 'People with bowel disease, past bowel surgery, kidney disease or heart disease are at greater risk of harm from cleanses.',
    source: NCCIH_DETOX,
  },

  // Probiotics.
  {
    id: 'biome-probiotics-what_is',
    topic: 'probiotics',
    intent: 'what_is',
    question: 'What are probiotics and what do they do?',
    answer:
      'Probiotics are live microorganisms — mostly Lactobacillus and Bifidobacterium bacteria and the yeast Saccharomyces boulardii — that can give a health benefit when taken in adequate amounts. They come in some fermented foods and as supplements.',
    detail: 'Effects depend on the exact strain: a benefit shown for one strain cannot be assumed for another, even of the same species.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-symptoms',
    topic: 'probiotics',
    intent: 'symptoms',
    question: 'Do I need a probiotic? What are signs my gut needs one?',
    answer:
      "Most healthy people don't need one. The best evidence is for specific strains that help prevent diarrhoea caused by antibiotics and ease some IBS symptoms; no symptom reliably shows you are short of good bacteria.",
    detail: 'Bloating, loose stools or constipation have many causes, so see a doctor if they last for weeks rather than self-treating.',
    source: NHS_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-product_choice',
    topic: 'probiotics',
    intent: 'product_choice',
    question: 'Which probiotic should I buy? What should I look for on the label?',
    answer:
      'Choose a product that names every strain in full — genus, species and strain code, such as Lactobacillus rhamnosus GG — and states the CFU count at the end of shelf life. Match the strain to one studied for your goal.',
    detail: 'A higher CFU count is not automatically better. Follow the storage instructions; some products need refrigeration to keep the microbes alive.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-dose',
    topic: 'probiotics',
    intent: 'dose',
    question: 'How many CFU should a probiotic have? What dose of probiotics do adults need?',
    answer:
      'Many probiotic supplements for adults provide 1 to 10 billion CFU per dose, and some 50 billion or more. The right dose is the one shown to work in studies of that specific strain for your purpose.',
    detail: 'CFU (colony-forming units) counts live microbes; because numbers fall during storage, the label should give the count at the end of shelf life.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-timing',
    topic: 'probiotics',
    intent: 'timing',
    question: 'When should I take a probiotic? Morning, with food, or with antibiotics?',
    answer:
      "Take it at the same time every day so you don't miss doses, following the label. If you are on antibiotics, leave at least 2 hours between the antibiotic and a bacterial probiotic so the antibiotic doesn't kill it.",
    detail:
      "Saccharomyces boulardii is a yeast, so antibiotics don't harm it, but antifungal medicines can; don't combine it with antifungals unless your doctor agrees.",
    source: PROBIOTICS_PHARMACY_REVIEW,
  },
  {
    id: 'biome-probiotics-interactions',
    topic: 'probiotics',
    intent: 'interactions',
    question: 'Can I take probiotics with antibiotics? Which probiotic helps with antibiotic diarrhoea?',
    answer:
      'Yes. Saccharomyces boulardii and Lactobacillus rhamnosus GG are the best-studied strains for lowering the chance of antibiotic-associated diarrhoea. Space bacterial probiotics at least 2 hours from each antibiotic dose, and check with your doctor or pharmacist first.',
    detail: 'Seek medical advice if diarrhoea is severe, bloody, or starts days to weeks after antibiotics, as it can signal a C. difficile infection.',
    source: PROBIOTICS_PHARMACY_REVIEW,
  },
  {
    id: 'biome-probiotics-interactions-2',
    topic: 'probiotics',
    intent: 'interactions',
    question: 'Can I take probiotics if I am on immunosuppressants or chemotherapy?',
    answer:
      "Ask your specialist first. Immunosuppressants (for example after a transplant) and chemotherapy weaken the body's defences, and live probiotic microbes have occasionally caused serious bloodstream infections in people taking them.",
    detail: 'Extra caution applies if you are critically ill or have a central venous line; tell your care team about every supplement you take.',
    source: PROBIOTICS_PHARMACY_REVIEW,
  },
  {
    id: 'biome-probiotics-side_effects',
    topic: 'probiotics',
    intent: 'side_effects',
    question: 'Are probiotics safe? Who should not take probiotics?',
    answer:
      'For most healthy adults probiotics are safe; mild wind or bloating at the start is the usual side effect. People with a weakened immune system, a serious illness or recent major surgery, and premature babies, should only take them with medical advice.',
    detail:
      'Rare but serious infections, including fungal infections from Saccharomyces boulardii, have been reported in very ill or immunocompromised people.',
    source: NCCIH_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-comparison',
    topic: 'probiotics',
    intent: 'comparison',
    question: 'Is a probiotic supplement better than yoghurt or fermented foods?',
    answer:
      'Not necessarily. Supplements deliver specific, counted strains for a targeted goal such as antibiotic-associated diarrhoea; fermented foods with live cultures bring a smaller, less defined mix of microbes plus nutrients such as protein and calcium.',
    detail: 'Some fermented foods — such as bread, most beers and wine — are baked, heated or filtered, so they no longer contain live microbes.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-probiotics-how_to',
    topic: 'probiotics',
    intent: 'how_to',
    question: 'How do I rebuild my gut bacteria after antibiotics?',
    answer:
      'Finish the antibiotic course as prescribed, eat plenty of varied plant foods and fibre, include live yoghurt, curd or kefir, and consider a probiotic with Saccharomyces boulardii or Lactobacillus rhamnosus GG during and shortly after the course.',
    detail: 'Get medical advice for diarrhoea that is severe, bloody or persistent after antibiotics rather than relying on a probiotic.',
    source: ODS_PROBIOTICS,
  },

  // Prebiotics.
  {
    id: 'biome-prebiotics-what_is',
    topic: 'prebiotics',
    intent: 'what_is',
    question: 'What are prebiotics?',
    answer:
      'Prebiotics are types of fibre — such as inulin, fructo-oligosaccharides (FOS) and galacto-oligosaccharides — that you cannot digest but your gut bacteria can ferment, helping beneficial microbes grow.',
    detail: 'When bacteria ferment these fibres they make short-chain fatty acids, which help nourish the cells lining the colon.',
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'biome-prebiotics-comparison',
    topic: 'prebiotics',
    intent: 'comparison',
    question: 'Probiotics or prebiotics — what is the difference and which do I need?',
    answer:
      'Probiotics are live microbes you add; prebiotics are fibres that feed the helpful microbes already in your gut. Most people can cover both with food: live yoghurt or curd for probiotics, and onions, garlic, bananas and whole grains for prebiotics.',
    detail: 'Products combining both are called synbiotics; for most healthy people, food sources are a sensible first step before any supplement.',
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'biome-prebiotics-food_sources',
    topic: 'prebiotics',
    intent: 'food_sources',
    question: 'Which foods are prebiotic?',
    answer:
      'Good sources of prebiotic fibre include onions, garlic, leeks, asparagus, artichokes, bananas, oats, barley, whole-wheat foods, soybeans, beans, lentils and chickpeas.',
    detail: 'Cooked rice or potatoes that have been cooled contain more resistant starch, another fibre that gut bacteria ferment.',
    source: MAYO_PREBIOTICS,
  },
  {
    id: 'biome-prebiotics-side_effects',
    topic: 'prebiotics',
    intent: 'side_effects',
    question: 'Can prebiotics or inulin cause bloating and gas?',
    answer:
      'Yes. Because gut bacteria ferment them, inulin, FOS and similar fibres often cause wind, bloating or cramps, especially when you start with a large amount or have IBS.',
    detail: 'These fibres are FODMAPs, so people following a low-FODMAP plan for IBS may need to limit them; otherwise start small and build up slowly.',
    source: NHS_IBS,
  },

  // Fibre and psyllium.
  {
    id: 'biome-fibre-dose',
    topic: 'fibre',
    intent: 'dose',
    question: 'How much fibre should I eat a day?',
    answer: 'Adults should aim for about 25–30 g of fibre a day; the NHS recommends 30 g. Most adults eat far less — around 20 g a day.',
    detail: 'Children need less: about 15 g a day at ages 2 to 5, 20 g at 5 to 11, and 25 g at 11 to 16.',
    source: NHS_FIBRE,
  },
  {
    id: 'biome-fibre-food_sources',
    topic: 'fibre',
    intent: 'food_sources',
    question: 'Which foods are high in fibre?',
    answer:
      'Good sources are whole grains such as oats, whole-wheat chapati, bread and pasta, brown rice and barley; pulses such as lentils, chickpeas and kidney beans; vegetables; fruit eaten with the skin; potatoes in their skins; and nuts and seeds.',
    detail: 'Simple swaps help: choose wholegrain bread and cereals over white, and add a portion of pulses to one meal a day.',
    source: NHS_FIBRE,
  },
  {
    id: 'biome-fibre-how_to',
    topic: 'fibre',
    intent: 'how_to',
    question: 'How can I eat more fibre without getting bloated?',
    answer:
      'Increase fibre gradually over a few weeks, spread it across your meals, and drink plenty of fluids so it can soften stools. Mix sources — oats, pulses, vegetables, fruit and whole grains — rather than relying on one.',
    detail: 'Some extra wind at first is normal and usually settles as your gut bacteria adjust.',
    source: NHS_FIBRE,
  },
  {
    id: 'biome-fibre-comparison',
    topic: 'fibre',
    intent: 'comparison',
    question: 'What is the difference between soluble and insoluble fibre?',
    answer:
      'Soluble fibre (oats, barley, beans, psyllium, apples, citrus) absorbs water to form a gel that softens stools and can lower LDL cholesterol. Insoluble fibre (wheat bran, whole grains, nuts, vegetable skins) adds bulk and helps food move through the gut.',
    detail: 'Most plant foods contain both types, so eating a variety of them covers each.',
    source: MEDLINEPLUS_FIBRE_TYPES,
  },
  {
    id: 'biome-fibre-timing',
    topic: 'fibre',
    intent: 'timing',
    question: 'How and when should I take psyllium husk (isabgol)?',
    answer:
      'Stir the powder into a full glass (about 240 ml) of water or juice and drink it straight away, then drink more fluid through the day. Take it at least 2 hours before or after other medicines.',
    detail: "Without enough liquid psyllium can swell and cause choking or a blockage; don't take it if you have difficulty swallowing.",
    source: MEDLINEPLUS_PSYLLIUM,
  },
  {
    id: 'biome-fibre-interactions',
    topic: 'fibre',
    intent: 'interactions',
    question: 'Can psyllium or fibre supplements affect my medicines?',
    answer:
      'Yes. Psyllium can reduce or delay absorption of medicines taken at the same time, such as digoxin, aspirin, nitrofurantoin and thyroid medicine (levothyroxine). Take other medicines at least 2 hours before or after it, and check with your pharmacist.',
    detail: 'If you have diabetes or follow a low-salt diet, check the label: some psyllium powders contain added sugar or sodium.',
    source: MEDLINEPLUS_PSYLLIUM,
  },
  {
    id: 'biome-fibre-side_effects',
    topic: 'fibre',
    intent: 'side_effects',
    question: 'Can too much fibre or psyllium be bad for you? Side effects?',
    answer:
      'A sudden big increase in fibre can cause wind, bloating and cramps. Fibre supplements taken without enough water can worsen constipation or, rarely, block the throat or bowel.',
    detail:
      'Ask a doctor before using fibre supplements if you have a narrowed bowel, stomach pain with nausea or vomiting, or a sudden change in bowel habits lasting over 2 weeks.',
    source: MEDLINEPLUS_PSYLLIUM,
  },

  // Fermented foods.
  {
    id: 'biome-fermented-foods-what_is',
    topic: 'fermented-foods',
    intent: 'what_is',
    question: 'Are fermented foods like curd, kefir and kimchi good for gut health?',
    answer:
      "Fermented foods are made with the help of microbes. Those that still contain live cultures — such as live yoghurt, curd, kefir and unpasteurised sauerkraut or kimchi — add microbes to your diet, though most haven't been tested for specific health effects.",
    detail: 'Cooking kills the microbes, so idli, dosa and sourdough bread keep a fermented flavour but no live cultures.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-fermented-foods-food_sources',
    topic: 'fermented-foods',
    intent: 'food_sources',
    question: 'Which fermented foods contain live cultures or probiotics?',
    answer:
      'Yoghurt and curd labelled with live or active cultures, kefir, buttermilk made from live curd, and refrigerated unpasteurised sauerkraut and kimchi can contain live microbes.',
    detail: 'Pasteurising, baking or canning after fermentation kills the microbes, so look for "live cultures" or a chilled product on the label.',
    source: ODS_PROBIOTICS,
  },
  {
    id: 'biome-fermented-foods-how_to',
    topic: 'fermented-foods',
    intent: 'how_to',
    question: 'How can I add more fermented foods to my diet?',
    answer:
      'Start with one small serving a day — a bowl of curd or yoghurt, a glass of kefir or buttermilk, or a spoonful of kimchi or sauerkraut with a meal — and build up if your stomach feels comfortable.',
    detail: 'Kimchi, sauerkraut and pickles can be salty, so keep portions small if you are watching your salt intake.',
    source: NHS_GOOD_DIGESTION,
  },

  // L-glutamine.
  {
    id: 'biome-glutamine-what_is',
    topic: 'glutamine',
    intent: 'what_is',
    question: 'What is L-glutamine and does it help the gut lining or leaky gut?',
    answer:
      'L-glutamine is an amino acid that fuels the cells lining the intestine. One trial found it eased symptoms of IBS with diarrhoea that began after a gut infection; evidence for broader "leaky gut" claims is weak.',
    detail: "Your body makes glutamine and protein foods such as meat, fish, eggs, dairy, beans and tofu supply it, so most people don't need a supplement.",
    source: GLUTAMINE_TRIAL,
  },
  {
    id: 'biome-glutamine-dose',
    topic: 'glutamine',
    intent: 'dose',
    question: 'How much L-glutamine should I take for gut health?',
    answer:
      "There is no official daily dose. The main gut trial in adults used 5 g three times a day (15 g in total) for 8 weeks; follow the label and don't exceed it without medical advice.",
    detail: 'That trial only included people whose IBS with diarrhoea started after a gut infection, so the results may not apply to other gut problems.',
    source: GLUTAMINE_TRIAL,
  },
  {
    id: 'biome-glutamine-side_effects',
    topic: 'glutamine',
    intent: 'side_effects',
    question: 'Is L-glutamine safe? Does it have side effects?',
    answer:
      'In the 8-week gut trial, side effects at 15 g a day were no more common than with a placebo. Long-term use of high doses has been studied much less.',
    detail: 'Ask a doctor before taking it if you have liver or kidney disease, or are pregnant or breastfeeding.',
    source: GLUTAMINE_TRIAL,
  },

  // Digestive enzymes.
  {
    id: 'biome-digestive-enzymes-what_is',
    topic: 'digestive-enzymes',
    intent: 'what_is',
    question: 'What are digestive enzymes and do I need a supplement?',
    answer:
      'Your pancreas, stomach and small intestine make enzymes — amylase, protease, lipase and lactase — that break down starch, protein, fat and milk sugar. Most people make enough; supplements help mainly with a specific shortfall such as lactose intolerance.',
    detail:
      'Conditions such as chronic pancreatitis or cystic fibrosis need prescription pancreatic enzymes, which are regulated differently from over-the-counter blends.',
    source: HOPKINS_ENZYMES,
  },
  {
    id: 'biome-digestive-enzymes-product_choice',
    topic: 'digestive-enzymes',
    intent: 'product_choice',
    question: 'Which digestive enzyme supplement should I buy?',
    answer:
      'Match the enzyme to the food that troubles you: lactase for dairy if you are lactose intolerant, and alpha-galactosidase for gas from beans and some vegetables. Evidence for broad enzyme blends in healthy people is limited.',
    detail: 'See a doctor about pale, greasy stools, weight loss or ongoing pain rather than self-treating with enzymes.',
    source: HOPKINS_ENZYMES,
  },
  {
    id: 'biome-digestive-enzymes-timing',
    topic: 'digestive-enzymes',
    intent: 'timing',
    question: 'When should I take digestive enzymes or lactase?',
    answer:
      'Take them just before or with the first bite of the meal they are meant to help, because enzymes only work while that food is in your gut. Lactase should be taken right before dairy.',
    detail: 'Taken long after eating, or on an empty stomach, an enzyme supplement has little food to act on.',
    source: HOPKINS_ENZYMES,
  },
  {
    id: 'biome-digestive-enzymes-side_effects',
    topic: 'digestive-enzymes',
    intent: 'side_effects',
    question: 'Are bromelain and papain digestive enzymes safe?',
    answer:
      'Enzyme supplements are usually well tolerated but can cause nausea, cramps or diarrhoea. Bromelain, from pineapple, can cause allergic reactions, especially in people allergic to pineapple.',
    detail: 'Check with a pharmacist before using bromelain if you take antibiotics or blood thinners such as warfarin, or have surgery planned.',
    source: NCCIH_BROMELAIN,
  },
  {
    id: 'biome-digestive-enzymes-testing',
    topic: 'digestive-enzymes',
    intent: 'testing',
    question: 'How do I know if I am lactose intolerant? Is there a test?',
    answer:
      'Wind, bloating, stomach cramps or diarrhoea within a few hours of milk or dairy suggest lactose intolerance. A doctor may ask you to cut out lactose for about 2 weeks to see whether symptoms ease, and may arrange tests.',
    detail: 'Many people with lactose intolerance can still manage small amounts, such as milk in tea, or hard cheese and yoghurt.',
    source: NHS_LACTOSE,
  },

  // Triphala.
  {
    id: 'biome-triphala-what_is',
    topic: 'triphala',
    intent: 'what_is',
    question: 'What is triphala and what is it used for?',
    answer:
      'Triphala is an Ayurvedic blend of three dried fruits — amla, haritaki and bibhitaki — traditionally used as a mild laxative and digestive tonic. Small studies suggest it may ease constipation, but good-quality human trials are few.',
    detail: 'It is rich in polyphenols such as gallic acid; much of the research so far is laboratory or animal work.',
    source: TRIPHALA_REVIEW,
  },
  {
    id: 'biome-triphala-side_effects',
    topic: 'triphala',
    intent: 'side_effects',
    question: 'Is triphala safe? What are the side effects of triphala?',
    answer:
      'Triphala is generally well tolerated in short studies, but because it acts as a laxative it can cause loose stools, wind and stomach cramps, especially at higher doses. Avoid it when you already have diarrhoea.',
    detail:
      'Its safety in pregnancy and breastfeeding has not been established, so ask a doctor first; constipation that lasts for weeks needs a medical check.',
    source: TRIPHALA_REVIEW,
  },
  {
    id: 'biome-triphala-product_choice',
    topic: 'triphala',
    intent: 'product_choice',
    question: 'How do I choose a good triphala product?',
    answer:
      'Choose a product that states how much of each fruit or standardised extract is in a dose, and look for independent testing for heavy metals such as lead, mercury and arsenic.',
    detail: 'US testing has found lead, mercury or arsenic in some Ayurvedic products sold online.',
    source: NCCIH_AYURVEDA,
  },
  {
    id: 'biome-triphala-interactions',
    topic: 'triphala',
    intent: 'interactions',
    question: 'Can I take triphala with my medicines or other laxatives?',
    answer:
      "Few interaction studies exist, so check with a doctor or pharmacist first if you take prescription medicines, particularly blood thinners such as warfarin or diabetes medicines. Don't combine it with other laxatives.",
    detail: 'Ayurvedic herbs can interact with conventional medicines, so tell every health professional you see what you are taking.',
    source: NCCIH_AYURVEDA,
  },

  // Ginger, peppermint and fennel.
  {
    id: 'biome-ginger-what_is',
    topic: 'ginger',
    intent: 'what_is',
    question: 'Does ginger help digestion and nausea?',
    answer:
      'Ginger may help relieve nausea, including pregnancy-related nausea, and is a traditional remedy for indigestion. The evidence is reasonable for nausea but limited for other digestive complaints.',
    detail: 'Ginger tea or ginger in food is a gentle way to try it; supplements give larger amounts.',
    source: NCCIH_GINGER,
  },
  {
    id: 'biome-ginger-side_effects',
    topic: 'ginger',
    intent: 'side_effects',
    question: 'Does ginger have side effects? Is ginger safe with blood thinners?',
    answer:
      'Ginger in food is safe for most people. Supplements can cause abdominal discomfort, heartburn, diarrhoea and mouth or throat irritation. Ask a pharmacist before using ginger supplements if you take blood thinners such as warfarin.',
    detail: 'If you are pregnant, check with your midwife or doctor before taking ginger supplements rather than food amounts.',
    source: NCCIH_GINGER,
  },
  {
    id: 'biome-ginger-comparison',
    topic: 'ginger',
    intent: 'comparison',
    question: 'Ginger, peppermint or fennel — which is best for my stomach?',
    answer:
      'Ginger has the best evidence for nausea. Enteric-coated peppermint oil capsules have evidence for easing IBS cramps, pain and bloating. Fennel and ajwain are traditional remedies for wind with little trial evidence.',
    detail: 'Peppermint oil can cause heartburn, so it is a poor choice if acid reflux is your main problem.',
    source: NCCIH_PEPPERMINT,
  },

  // Bloating.
  {
    id: 'biome-bloating-symptoms',
    topic: 'bloating',
    intent: 'symptoms',
    question: 'Why do I feel bloated after meals?',
    answer:
      'Common causes are swallowing air when eating fast, fizzy drinks, gas from beans, onions, cabbage and other fermentable foods, constipation, food intolerances such as lactose intolerance, IBS and coeliac disease. Some women notice bloating before a period.',
    detail:
      'See a doctor if bloating lasts for weeks or keeps coming back, and promptly if it comes with weight loss, blood in your stool, vomiting or severe pain.',
    source: NHS_BLOATING,
  },
  {
    id: 'biome-bloating-how_to',
    topic: 'bloating',
    intent: 'how_to',
    question: 'How can I reduce bloating and gas?',
    answer:
      'Eat smaller meals slowly and chew well, cut down on fizzy drinks, chewing gum and foods that give you wind, exercise regularly, and keep a food diary to spot triggers. Treating constipation also helps.',
    detail: 'A pharmacist can suggest remedies such as simethicone, activated charcoal or peppermint products for trapped wind.',
    source: NHS_BLOATING,
  },
  {
    id: 'biome-bloating-testing',
    topic: 'bloating',
    intent: 'testing',
    question: 'When does bloating need a doctor? Should I get tested?',
    answer:
      'See a doctor if bloating lasts for weeks, keeps coming back, or comes with weight loss, blood in your stool, vomiting, a lump, or pain. Tests may include blood tests such as a coeliac check, stool tests or a scan.',
    detail: "Persistent bloating in women can rarely be an early sign of ovarian cancer, so don't put off getting it checked.",
    source: NHS_BLOATING,
  },
  {
    id: 'biome-bloating-product_choice',
    topic: 'bloating',
    intent: 'product_choice',
    question: 'What can I buy for bloating? Which supplement helps bloating?',
    answer:
      'Match the product to the cause: simethicone or activated charcoal for trapped wind, lactase if dairy triggers it, enteric-coated peppermint oil for IBS-type bloating, and a fibre supplement only when constipation is behind it.',
    detail: 'Activated charcoal can stop medicines being absorbed, so take it at a different time from other tablets and ask a pharmacist.',
    source: NHS_BLOATING,
  },

  // Constipation.
  {
    id: 'biome-constipation-symptoms',
    topic: 'constipation',
    intent: 'symptoms',
    question: 'Why am I constipated?',
    answer:
      'Common causes are too little fibre, not drinking enough, inactivity, ignoring the urge to go, stress and changes in routine. Medicines such as opioid painkillers and iron tablets, pregnancy and IBS can also cause it.',
    detail: "See a doctor if it doesn't improve with changes, keeps coming back, or comes with blood in your stool, weight loss or constant tiredness.",
    source: NHS_CONSTIPATION,
  },
  {
    id: 'biome-constipation-how_to',
    topic: 'constipation',
    intent: 'how_to',
    question: 'How can I relieve constipation naturally?',
    answer:
      "Add fibre gradually with fruit, vegetables, whole grains, pulses or psyllium, drink plenty of fluids, walk or exercise daily, keep a regular toilet time and don't delay when you feel the urge. Raising your feet on a low stool helps.",
    detail: "If diet and lifestyle changes don't help, a pharmacist can recommend a suitable laxative.",
    source: NHS_CONSTIPATION,
  },
  {
    id: 'biome-constipation-comparison',
    topic: 'constipation',
    intent: 'comparison',
    question: 'Psyllium or triphala for constipation — which is better?',
    answer:
      'Psyllium (isabgol) is a bulk-forming fibre laxative that doctors often suggest first; triphala is a traditional herbal laxative supported only by small studies. Take psyllium with plenty of water.',
    detail: "Bulk-forming laxatives usually take 2 to 3 days to work; don't use any laxative long-term without medical advice.",
    source: NHS_CONSTIPATION,
  },

  // Diarrhoea.
  {
    id: 'biome-diarrhoea-symptoms',
    topic: 'diarrhoea',
    intent: 'symptoms',
    question: 'What causes diarrhoea and when should I see a doctor?',
    answer:
      'Most sudden diarrhoea comes from a virus, bacteria or parasites, often from contaminated food or water, and clears in a few days. Other causes include antibiotics and other medicines, lactose or fructose intolerance, artificial sweeteners, IBS and coeliac disease.',
    detail:
      'See a doctor if it lasts more than 2 days without improving, and urgently with blood or black stools, severe pain, high fever or signs of dehydration.',
    source: MAYO_DIARRHOEA,
  },
  {
    id: 'biome-diarrhoea-how_to',
    topic: 'diarrhoea',
    intent: 'how_to',
    question: 'How do I treat diarrhoea at home?',
    answer:
      'Drink plenty of fluids in small, frequent sips — water, oral rehydration solution (ORS) or clear soups — and eat when you feel able, starting with plain foods. ORS replaces the salts and sugar your body loses.',
    detail: 'Watch for dehydration: dark, strong-smelling urine, passing little urine, dizziness and a dry mouth.',
    source: NHS_DIARRHOEA,
  },
  {
    id: 'biome-diarrhoea-product_choice',
    topic: 'diarrhoea',
    intent: 'product_choice',
    question: 'Which probiotic helps with diarrhoea?',
    answer:
      'For antibiotic-associated diarrhoea, the best-studied strains are Saccharomyces boulardii and Lactobacillus rhamnosus GG. Evidence for other types of diarrhoea is weaker, and fluids with oral rehydration come first.',
    detail: "Don't take probiotics without medical advice if you are seriously ill, have a weakened immune system or have a central line.",
    source: ODS_PROBIOTICS,
  },

  // Heartburn and reflux.
  {
    id: 'biome-heartburn-symptoms',
    topic: 'heartburn',
    intent: 'symptoms',
    question: 'What causes heartburn and acid reflux?',
    answer:
      'Heartburn happens when stomach acid rises into the food pipe. Common triggers are large or fatty meals, coffee, alcohol, chocolate, spicy food, smoking, being overweight, pregnancy, stress and some medicines such as ibuprofen.',
    detail: "See a doctor if it happens most days for weeks, pharmacy remedies don't help, or you have trouble swallowing, weight loss or vomit blood.",
    source: NHS_HEARTBURN,
  },
  {
    id: 'biome-heartburn-how_to',
    topic: 'heartburn',
    intent: 'how_to',
    question: 'How can I stop heartburn naturally?',
    answer:
      'Eat smaller, more frequent meals, stop eating 3 to 4 hours before bed, raise the head of your bed by 10 to 20 cm, cut down on your trigger foods and drinks, lose weight if needed, stop smoking and find ways to relax.',
    detail: 'A pharmacist can suggest antacids or alginates for occasional heartburn; ongoing symptoms need a doctor rather than weeks of self-treatment.',
    source: NHS_HEARTBURN,
  },

  // Blood in the stool.
  {
    id: 'biome-blood-in-stool-symptoms',
    topic: 'blood-in-stool',
    intent: 'symptoms',
    question: 'I saw blood in my stool — what could cause it?',
    answer:
      "Bright red blood is often from piles (haemorrhoids) or a small tear near the anus, but blood in the stool can also come from infections, inflammatory bowel disease or bowel cancer, so it always needs a doctor's check.",
    detail: 'Get urgent help if there is a lot of blood, your stool is black or tarry, or you feel faint, dizzy or very unwell.',
    source: NHS_BLOOD_IN_POO,
  },
  {
    id: 'biome-blood-in-stool-how_to',
    topic: 'blood-in-stool',
    intent: 'how_to',
    question: 'What should I do if there is blood in my poo?',
    answer:
      "Book a doctor's appointment rather than self-treating. Note the colour of the blood, how often it happens, and any change in bowel habits, stomach pain or weight loss, so the doctor can judge how quickly you need tests.",
    detail: 'Iron tablets can turn stools dark, but black or tarry stools can mean bleeding higher up the gut, so always mention them.',
    source: NHS_BLOOD_IN_POO,
  },
  {
    id: 'biome-blood-in-stool-testing',
    topic: 'blood-in-stool',
    intent: 'testing',
    question: 'What tests will a doctor do for blood in my stool?',
    answer:
      'A doctor will ask about your symptoms, may examine your bottom, and may order blood tests and a stool test, or refer you to hospital for a camera test that looks inside the bowel (colonoscopy).',
    detail: "Don't wait for bleeding to stop before booking; blood in the stool always needs checking, even if it has happened only once.",
    source: NHS_BLOOD_IN_POO,
  },
  // Lactose intolerance.
  {
    id: 'biome-lactose-what_is',
    topic: 'lactose',
    intent: 'what_is',
    question: 'What is lactose intolerance? Is it the same as a milk allergy?',
    answer:
      'Lactose intolerance means your body does not make enough lactase, the enzyme that digests lactose, the natural sugar in milk and dairy, so dairy causes symptoms such as tummy pain, bloating, wind or diarrhoea.',
    detail: 'It is not a milk allergy, which can cause itchy skin, swelling of the lips, face or eyes, or trouble breathing, and can be life-threatening.',
    source: NHS_LACTOSE,
  },
  {
    id: 'biome-lactose-symptoms',
    topic: 'lactose',
    intent: 'symptoms',
    question: 'What are the symptoms of lactose intolerance? Why does milk upset my stomach?',
    answer:
      'Symptoms start from a few minutes to a few hours after milk or dairy: tummy pain or discomfort, bloating, wind, diarrhoea or constipation, and feeling or being sick.',
    detail:
      'See a GP if symptoms keep coming back after eating, or you have had changed bowel habits, bloating or blood in your poo for 3 weeks, or are losing weight.',
    source: NHS_LACTOSE,
  },
  {
    id: 'biome-lactose-food_sources',
    topic: 'lactose',
    intent: 'food_sources',
    question: 'Which foods contain lactose? What can I eat if I am lactose intolerant?',
    answer:
      'Lactose is in milk, butter, cheese, cream, yoghurt and ice cream from cows, goats and sheep, and is often added to cereals, bread, biscuits, cakes, sauces, salad dressings and protein shakes, so check labels.',
    detail:
      'Many people can still manage small amounts, such as milk in tea, hard cheese or yoghurt; lactose-free milk and calcium-fortified plant drinks are alternatives.',
    source: NHS_LACTOSE,
  },
  {
    id: 'biome-lactose-how_to',
    topic: 'lactose',
    intent: 'how_to',
    question: 'How can I manage lactose intolerance and still get enough calcium?',
    answer:
      'Find out how much lactose you can manage: eat smaller portions of dairy, switch to lactose-free products, or take lactase drops or tablets with dairy. Keep up your calcium with fortified plant drinks, tofu and green leafy vegetables.',
    detail: 'Symptoms can often be prevented simply by eating smaller portions of foods that contain lactose, rather than cutting dairy out completely.',
    source: NHS_LACTOSE,
  },

  // Gluten and coeliac disease.
  {
    id: 'biome-gluten-what_is',
    topic: 'gluten',
    intent: 'what_is',
    question: 'What is gluten and who needs to avoid it? What is coeliac disease?',
    answer:
      'Gluten is a protein found in wheat, barley and rye. In coeliac disease the immune system attacks the lining of the small intestine when gluten is eaten, so people with it need a strict, lifelong gluten-free diet.',
    detail:
      'Symptoms include diarrhoea, tummy pain, bloating, indigestion, tiredness and weight loss; see a GP if you have them, and keep eating gluten until you are tested.',
    source: NHS_COELIAC,
  },
  {
    id: 'biome-gluten-food_sources',
    topic: 'gluten',
    intent: 'food_sources',
    question: 'Which foods contain gluten? Which foods are gluten-free?',
    answer:
      'Gluten is in foods made from wheat, barley or rye, such as bread, chapati, pasta, most breakfast cereals, biscuits, crackers, cakes, pastries, pies and many gravies and sauces. Rice, potatoes, corn, meat, fish, eggs, most dairy, fruit and vegetables are naturally gluten-free.',
    detail:
      'Oats do not contain gluten but are often contaminated with other grains, and a few people with coeliac disease react to oats; choose oats labelled gluten-free.',
    source: NHS_COELIAC_TREATMENT,
  },
  {
    id: 'biome-gluten-comparison',
    topic: 'gluten',
    intent: 'comparison',
    question: 'What is the difference between coeliac disease, gluten intolerance and wheat allergy?',
    answer:
      'Coeliac disease is an autoimmune disease in which gluten inflames and damages the small intestine. Wheat allergy is an allergic reaction to wheat that can be severe. Non-coeliac gluten sensitivity causes symptoms after gluten without that damage or an allergy.',
    detail: 'Blood tests and, if needed, a biopsy diagnose coeliac disease, but both must be done while you are still eating gluten.',
    source: AAAAI_GLUTEN,
  },
  {
    id: 'biome-gluten-testing',
    topic: 'gluten',
    intent: 'testing',
    question: 'Should I get tested for coeliac disease? Do I need to eat gluten before the test?',
    answer:
      'Ask a GP for a coeliac blood test if you have ongoing diarrhoea, bloating, tummy pain, tiredness or weight loss, or a close relative has coeliac disease. Keep eating gluten in more than one meal every day for at least 6 weeks before the test.',
    detail:
      'Cutting out gluten beforehand can make the result falsely normal; if the blood test suggests coeliac disease, a specialist may confirm it with a biopsy.',
    source: NHS_COELIAC_DIAGNOSIS,
  },
  {
    id: 'biome-gluten-side_effects',
    topic: 'gluten',
    intent: 'side_effects',
    question: 'Is a gluten-free diet healthier if I do not have coeliac disease?',
    answer:
      'Not necessarily. In a large study of adults without coeliac disease, eating less gluten was not linked with less heart disease, and avoiding gluten may mean eating fewer whole grains, which are linked with lower heart risk.',
    detail: 'The researchers concluded that gluten-free diets should not be promoted for people who do not have coeliac disease.',
    source: BMJ_GLUTEN,
  },

  // IBS.
  {
    id: 'biome-ibs-what_is',
    topic: 'ibs',
    intent: 'what_is',
    question: 'What is IBS (irritable bowel syndrome)?',
    answer:
      'IBS is a common, usually long-term condition of the digestive system. It causes stomach cramps, bloating, diarrhoea and constipation that tend to come and go, lasting days, weeks or months at a time.',
    detail:
      'There is no test for IBS itself, so a GP may arrange tests to rule out other causes such as coeliac disease; diet and lifestyle changes often help.',
    source: NHS_IBS,
  },
  {
    id: 'biome-ibs-food_sources',
    topic: 'ibs',
    intent: 'food_sources',
    question: 'What foods trigger IBS? What is the low-FODMAP diet?',
    answer:
      'Triggers differ, but common ones are fatty, spicy or processed food, alcohol, fizzy drinks, more than 3 cups of tea or coffee a day, and more than 3 portions of fresh fruit a day. A food and symptom diary helps find yours.',
    detail:
      'If these changes do not help, a GP may refer you to a dietitian for a low-FODMAP diet, which cuts down carbohydrates the gut does not easily break down.',
    source: NHS_IBS_DIET,
  },
  {
    id: 'biome-ibs-how_to',
    topic: 'ibs',
    intent: 'how_to',
    question: 'How can I manage IBS? Do probiotics help IBS?',
    answer:
      'Eat regular meals and take your time, cook from fresh, keep a food diary, find ways to relax, exercise regularly, and try a probiotic for at least 4 weeks to see if it helps. Oats can ease wind and bloating.',
    detail: 'Avoid delaying or skipping meals; a pharmacist can suggest medicines for cramps, diarrhoea or constipation.',
    source: NHS_IBS_DIET,
  },

  // Food safety.
  {
    id: 'biome-food-safety-how_to',
    topic: 'food-safety',
    intent: 'how_to',
    question: 'How do I avoid food poisoning at home?',
    answer:
      'Follow four steps: clean hands, utensils and surfaces often; separate raw meat, poultry, seafood and eggs from ready-to-eat food; cook to a safe temperature, such as 74°C (165°F) for poultry; and chill leftovers within 2 hours.',
    detail: 'Keep your fridge at 4°C (40°F) or below, and refrigerate food within 1 hour if it has been somewhere hotter than 32°C (90°F).',
    source: CDC_FOOD_SAFETY_STEPS,
  },
  {
    id: 'biome-food-safety-how_to-3',
    topic: 'food-safety',
    intent: 'how_to',
    question: 'How long do leftovers last in the fridge? How should I store leftovers?',
    answer:
      'Refrigerate cooked food within 2 hours, in shallow containers so it cools quickly, and eat refrigerated leftovers within 3 to 4 days or freeze them; frozen leftovers keep their quality best for 3 to 4 months.',
    detail: 'Reheat leftovers until steaming hot, 74°C (165°F) throughout, and bring sauces, soups and gravies to a rolling boil.',
    source: USDA_LEFTOVERS,
  },
  {
    id: 'biome-food-safety-side_effects',
    topic: 'food-safety',
    intent: 'side_effects',
    question: 'Is reheated rice safe? Can leftover rice give you food poisoning?',
    answer:
      'It can make you ill if the cooked rice was left at room temperature: spores that survive cooking grow into bacteria whose toxins cause vomiting or diarrhoea, often within 1 to 5 hours of eating.',
    detail:
      'Rice is safe to reheat if it was cooled within 1 hour and kept in the fridge for no more than 1 day, and is reheated only once until steaming hot.',
    source: NHS_REHEATING_RICE,
  },
  {
    id: 'biome-food-safety-how_to-4',
    topic: 'food-safety',
    intent: 'how_to',
    question: 'How long can I keep leftover rice? How do I store and reheat rice safely?',
    answer:
      'Ideally serve rice as soon as it is cooked. Otherwise cool it quickly, within 1 hour, keep it in the fridge for no more than 1 day, and reheat it only once, until it is steaming hot all the way through.',
    detail: 'Defrost frozen rice in the fridge before reheating it.',
    source: NHS_REHEATING_RICE,
  },
  {
    id: 'biome-food-safety-side_effects-2',
    topic: 'food-safety',
    intent: 'side_effects',
    question: 'Is it safe to eat chicken that is still pink? Is undercooked chicken dangerous?',
    answer:
      'No: raw and undercooked chicken often carries Salmonella and Campylobacter, which cause food poisoning. Cook chicken until it reaches 74°C (165°F) inside, checked with a food thermometer, and do not wash raw chicken, which spreads germs.',
    detail: 'Use a separate chopping board for raw chicken and wash your hands with soap and water after handling it.',
    source: CDC_CHICKEN,
  },
  {
    id: 'biome-food-safety-symptoms',
    topic: 'food-safety',
    intent: 'symptoms',
    question: 'What are the symptoms of food poisoning and when should I see a doctor?',
    answer:
      'Diarrhoea, stomach pain or cramps, nausea, vomiting and fever, starting hours to days after eating; most people feel better within a few days. Drink plenty of fluids to avoid dehydration.',
    detail:
      'See a doctor for bloody diarrhoea, diarrhoea lasting over 3 days, fever above 38.9°C (102°F), vomiting so often you cannot keep fluids down, or signs of dehydration.',
    source: CDC_FOOD_POISONING_SYMPTOMS,
  },
  {
    id: 'biome-food-safety-how_to-2',
    topic: 'food-safety',
    intent: 'how_to',
    question: 'How do I defrost food safely? Can I refreeze thawed meat?',
    answer:
      'Thaw food in the fridge, in cold water or in the microwave, never on the worktop. Food thawed in the fridge can be refrozen without cooking; food thawed in cold water or the microwave should be cooked before refreezing.',
    detail: 'Refreezing food thawed in the fridge is safe, but it may lose some quality because moisture is lost during thawing.',
    source: USDA_THAWING,
  },

  // Stomach pain, leaky gut, diarrhoea food, antacids, fibre.
  {
    id: 'biome-stomach-pain-symptoms',
    topic: 'stomach-pain',
    intent: 'symptoms',
    question: 'Why do I get stomach ache or cramps after eating? What causes stomach pain?',
    answer:
      'Common causes are indigestion, trapped wind, constipation, a food intolerance such as lactose intolerance, IBS, a stomach bug or food poisoning, and period pain. Most stomach aches are not serious and settle within a few days.',
    detail: 'Get urgent help for sudden or very bad pain, vomiting blood or what looks like coffee grounds, black or dark red poo, or a swollen, hard tummy.',
    source: NHS_STOMACH_ACHE,
  },
  {
    id: 'biome-gut-health-what_is-2',
    topic: 'gut-health',
    intent: 'what_is',
    question: 'What is leaky gut? Is leaky gut syndrome real?',
    answer:
      '"Leaky gut" means the lining of the intestine lets more through than usual (increased permeability). It is seen in conditions such as coeliac disease and inflammatory bowel disease, but it has not been proven to cause other illnesses on its own.',
    detail: 'Researchers measure gut permeability with special sugar-absorption tests; these are research tools rather than routine tests.',
    source: LEAKY_GUT_REVIEW,
  },
  {
    id: 'biome-diarrhoea-food_sources',
    topic: 'diarrhoea',
    intent: 'food_sources',
    question: 'What should I eat and drink when I have diarrhoea?',
    answer:
      'Drink plenty of fluids, such as water or squash, in small sips if you feel sick. Eat when you feel able: you do not need to eat or avoid any particular foods. Rehydration sachets help if you are at risk of dehydration.',
    detail: 'Do not give children fruit juice or fizzy drinks, which can make diarrhoea worse, and stay off work or school until 2 days after it stops.',
    source: NHS_DIARRHOEA,
  },
  {
    id: 'biome-heartburn-side_effects',
    topic: 'heartburn',
    intent: 'side_effects',
    question: 'Is it bad to take antacids every day? When should I see a doctor about heartburn?',
    answer:
      'Antacids are fine for occasional heartburn, but if you have heartburn most days for 3 weeks or more, or pharmacy medicines are not helping, see a GP rather than relying on antacids.',
    detail: 'See a GP urgently for heartburn with difficulty swallowing, weight loss without trying, repeated vomiting, or blood in your vomit or poo.',
    source: NHS_HEARTBURN,
  },
  {
    id: 'biome-fibre-what_is',
    topic: 'fibre',
    intent: 'what_is',
    question: 'What is fibre and why do I need it? What does fibre do?',
    answer:
      'Fibre is a type of carbohydrate found in plant foods. It helps digestion and prevents constipation, and diets high in fibre are linked with a lower risk of heart disease, stroke, type 2 diabetes and bowel cancer.',
    detail: 'Increase fibre gradually and drink plenty of fluids, as more fibre without enough water can cause wind, bloating and constipation.',
    source: NHS_FIBRE,
  },
];
