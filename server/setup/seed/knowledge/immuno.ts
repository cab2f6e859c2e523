// General Immuno's curated knowledge: immunity, colds, frequent infections, the immune herbs the store sells
// (echinacea, elderberry, giloy, chyawanprash) and zinc, vitamin C and vitamin D as they bear on infections, plus
// sleep and exercise for immunity. Written in our own words from the sources named on each entry.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const HARVARD_IMMUNE: Source = {
  title: 'Harvard Health Publishing — How to boost your immune system',
  url: 'https://www.health.harvard.edu/staying-healthy/how-to-boost-your-immune-system',
};
const ODS_IMMUNE_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary Supplements for Immune Function and Infectious Diseases, fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/ImmuneFunction-HealthProfessional/',
};
const ODS_IMMUNE_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Dietary Supplements for Immune Function and Infectious Diseases, consumer fact sheet',
  url: 'https://ods.od.nih.gov/factsheets/ImmuneFunction-Consumer/',
};
const MEDLINE_IMMUNE: Source = {
  title: 'MedlinePlus — Immune System',
  url: 'https://medlineplus.gov/immunesystemanddisorders.html',
};
const MEDLINE_IMMUNODEFICIENCY: Source = {
  title: 'MedlinePlus Medical Encyclopedia — Immunodeficiency disorders',
  url: 'https://medlineplus.gov/ency/article/000818.htm',
};
const CDC_COLD_ABOUT: Source = {
  title: 'CDC — About Common Cold',
  url: 'https://www.cdc.gov/common-cold/about/index.html',
};
const CDC_COLD_TREATMENT: Source = {
  title: 'CDC — Common cold: symptom relief and when to see a doctor',
  url: 'https://www.cdc.gov/common-cold/treatment/index.html',
};
const NHS_COLD: Source = {
  title: 'NHS — Common cold',
  url: 'https://www.nhs.uk/conditions/common-cold/',
};
const NHS_FLU: Source = {
  title: 'NHS — Flu',
  url: 'https://www.nhs.uk/conditions/flu/',
};
const NHS_DECONGESTANTS: Source = {
  title: 'NHS — Decongestants',
  url: 'https://www.nhs.uk/conditions/decongestants/',
};
const CDC_HANDWASHING: Source = {
  title: 'CDC — About Handwashing',
  url: 'https://www.cdc.gov/clean-hands/about/index.html',
};
const CDC_FLU_VACCINE: Source = {
  title: 'CDC — Key Facts About Seasonal Flu Vaccine',
  url: 'https://www.cdc.gov/flu/vaccines/keyfacts.html',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_ZINC_CONSUMER: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for consumers',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-Consumer/',
};
const ODS_VITAMIN_C_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_VITAMIN_D_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const NCCIH_ECHINACEA: Source = {
  title: 'NCCIH — Echinacea',
  url: 'https://www.nccih.nih.gov/health/echinacea',
};
const MSD_ECHINACEA: Source = {
  title: 'MSD Manual Consumer Version — Echinacea',
  url: 'https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/echinacea',
};
const NCCIH_ELDER: Source = {
  title: 'NCCIH — European Elder (elderberry)',
  url: 'https://www.nccih.nih.gov/health/european-elder',
};
const MEDLINE_ELDERBERRY: Source = {
  title: 'MedlinePlus — Elderberry',
  url: 'https://medlineplus.gov/druginfo/natural/434.html',
};
const GILOY_CASE_SERIES: Source = {
  title: 'Nagral A et al. Herbal immune booster-induced liver injury in the COVID-19 pandemic: a case series. J Clin Exp Hepatol 2021',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC8252698/',
};
const GILOY_MULTICENTRE: Source = {
  title: 'Tinospora cordifolia (giloy)-induced liver injury during the COVID-19 pandemic: multicenter nationwide study from India. Hepatol Commun 2022',
  url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9134809/',
};
const CHYAWANPRASH_REVIEW: Source = {
  title: 'Sharma R et al. Chyawanprash: a traditional Indian bioactive health supplement. Biomolecules 2019',
  url: 'https://doi.org/10.3390/biom9050161',
};
const NCCIH_AYURVEDA: Source = {
  title: 'NCCIH — Ayurvedic Medicine: In Depth',
  url: 'https://www.nccih.nih.gov/health/ayurvedic-medicine-in-depth',
};
const MAYO_SLEEP: Source = {
  title: 'Mayo Clinic — Lack of sleep: Can it make you sick?',
  url: 'https://www.mayoclinic.org/diseases-conditions/insomnia/expert-answers/lack-of-sleep/faq-20057757',
};
const MEDLINE_EXERCISE_IMMUNITY: Source = {
  title: 'MedlinePlus Medical Encyclopedia — Exercise and immunity',
  url: 'https://medlineplus.gov/ency/article/007165.htm',
};
const MAYO_EXERCISE_SICK: Source = {
  title: 'Mayo Clinic — Exercise and illness: Should you work out when sick?',
  url: 'https://www.mayoclinic.org/healthy-lifestyle/fitness/expert-answers/exercise/faq-20058494',
};

export const IMMUNO_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Immunity in general.
  {
    id: 'immuno-immunity-how_to',
    topic: 'immunity',
    intent: 'how_to',
    question: 'How do I boost my immunity? How can I strengthen my immune system naturally?',
    answer:
      "Build your defences with habits: sleep at least 7 hours, keep vaccinations up to date, eat plenty of fruit and vegetables, stay active, don't smoke and limit alcohol. No supplement has been shown to boost an already healthy immune system.",
    detail:
      'Supplements help mainly when you are short of a nutrient such as vitamin D, zinc or vitamin C; washing your hands and managing stress also lower your chances of infection.',
    source: HARVARD_IMMUNE,
  },
  {
    id: 'immuno-immunity-what_is',
    topic: 'immunity',
    intent: 'what_is',
    question: 'What is the immune system and how does it work?',
    answer:
      'The immune system is the network of barriers (skin, mucous membranes), white blood cells, antibodies and organs such as lymph nodes and the spleen that recognise and fight germs. A fast innate response acts first; a slower adaptive response remembers past infections.',
    detail: 'That memory is why vaccines work: they teach the adaptive system to recognise a germ without you having to go through the illness first.',
    source: MEDLINE_IMMUNE,
  },
  {
    id: 'immuno-immunity-product_choice',
    topic: 'immunity',
    intent: 'product_choice',
    question: 'Which supplement is best for immunity? What should I buy to boost my immune system?',
    answer:
      'There is no best immunity supplement for a healthy person. Choose one only to fill a real gap: vitamin D if you get little sun, zinc or vitamin C if your diet is short of them.',
    detail:
      'Be wary of any product claiming to prevent or cure infections. Keep daily totals under the adult upper limits: zinc 40 mg, vitamin C 2,000 mg, vitamin D 4,000 IU (100 µg).',
    source: ODS_IMMUNE_CONSUMER,
  },
  {
    id: 'immuno-immunity-comparison',
    topic: 'immunity',
    intent: 'comparison',
    question: 'Is food or supplements better for immunity? Diet vs supplements for the immune system',
    answer:
      'Food comes first: a varied diet with fruit, vegetables, beans, nuts, whole grains and enough protein supplies the vitamin C, zinc and other nutrients immune cells use. Supplements are mainly useful to cover a shortfall.',
    detail: 'Vitamin D is the common exception: few foods contain much, so people who get little sun often need a supplement to reach their daily needs.',
    source: ODS_IMMUNE_CONSUMER,
  },
  {
    id: 'immuno-immunity-timing',
    topic: 'immunity',
    intent: 'timing',
    question: 'When should I get the flu vaccine? Do I need a flu jab every year?',
    answer:
      "Get a flu vaccine every year, ideally before your local flu season (September or October in the US and Europe); it is recommended for almost everyone aged 6 months and older. Flu strains change, so last year's shot is not enough.",
    detail:
      'Protection takes about two weeks to build after the shot and fades over months; in tropical regions, ask your doctor which month suits your local flu season.',
    source: CDC_FLU_VACCINE,
  },
  {
    id: 'immuno-immunity-side_effects',
    topic: 'immunity',
    intent: 'side_effects',
    question: 'Are immunity supplements safe? Can I take several immune boosters together?',
    answer:
      'Stacking products is the main risk: a vitamin C and zinc tablet, an immunity gummy and a multivitamin can together exceed the adult upper limits of 40 mg zinc or 2,000 mg vitamin C a day.',
    detail: 'Add up the amounts on every label. Too much zinc causes nausea and, over weeks, copper loss; too much vitamin C causes diarrhoea.',
    source: ODS_IMMUNE_HP,
  },
  {
    id: 'immuno-immunity-interactions',
    topic: 'immunity',
    intent: 'interactions',
    question: 'Can I take immune supplements with immunosuppressants or if I have an autoimmune disease?',
    answer:
      'Check with your doctor first if you take immunosuppressants (after a transplant or for an autoimmune disease) or steroids such as prednisone. Herbs promoted as immune stimulants, such as echinacea, may work against these medicines.',
    detail:
      'People with autoimmune conditions such as rheumatoid arthritis or multiple sclerosis are advised to check with their doctor before taking echinacea or similar herbs.',
    source: MSD_ECHINACEA,
  },
  {
    id: 'immuno-immunity-food_sources',
    topic: 'immunity',
    intent: 'food_sources',
    question: 'What foods help the immune system? Best foods for immunity',
    answer:
      'Eat citrus fruit, kiwi, peppers and broccoli for vitamin C; beans, seeds, nuts, meat and seafood for zinc; oily fish, egg yolks and fortified milk for vitamin D; and enough protein at each meal.',
    detail:
      'Vitamin A from carrots, sweet potato and dark leafy greens also helps keep the linings of the nose, lungs and gut, your first barriers against germs, healthy.',
    source: ODS_IMMUNE_HP,
  },
  {
    id: 'immuno-immunity-testing',
    topic: 'immunity',
    intent: 'testing',
    question: 'Can I get my immune system tested? Is there a test for weak immunity?',
    answer:
      'There is no single test of how strong your immunity is. If you get unusually frequent, severe or long-lasting infections, a doctor can run blood tests such as a full blood count and antibody (immunoglobulin) levels to look for a cause.',
    detail:
      'HIV, some cancers, chemotherapy, steroids and other immune-suppressing medicines, and rarely inherited disorders can weaken defences; finding the cause matters more than any supplement.',
    source: MEDLINE_IMMUNODEFICIENCY,
  },

  // Colds.
  {
    id: 'immuno-colds-what_is',
    topic: 'colds',
    intent: 'what_is',
    question: 'What is a common cold? What causes colds?',
    answer:
      'A cold is a viral infection of the nose and throat; many viruses cause colds, most often rhinoviruses. It spreads through droplets, close contact and touching your face with unwashed hands, and usually clears in 7 to 10 days.',
    detail: 'Antibiotics do not work against cold viruses and can cause side effects, so they are not used for an ordinary cold.',
    source: CDC_COLD_ABOUT,
  },
  {
    id: 'immuno-colds-symptoms',
    topic: 'colds',
    intent: 'symptoms',
    question: 'What are the symptoms of a cold? Sore throat, runny nose, sneezing',
    answer:
      'Typical cold symptoms are a blocked or runny nose, sore throat, sneezing, cough, headache, muscle aches and sometimes a mild temperature or pressure in the ears and face. They come on gradually, and most people feel better within one to two weeks.',
    detail: 'Symptoms that appear within a few hours, with exhaustion and aches all over, are more typical of flu than a cold.',
    source: NHS_COLD,
  },
  {
    id: 'immuno-colds-comparison',
    topic: 'colds',
    intent: 'comparison',
    question: 'Is it a cold or flu? What is the difference between a cold and the flu?',
    answer:
      'Flu comes on within a few hours with fever, aches all over and exhaustion that stops normal activity. A cold builds gradually, mainly affects the nose and throat, and you can usually carry on as normal.',
    detail:
      'Flu is more likely to cause complications such as pneumonia, especially in older adults, pregnant women and people with long-term conditions; a yearly flu vaccine lowers the risk.',
    source: NHS_FLU,
  },
  {
    id: 'immuno-colds-how_to',
    topic: 'colds',
    intent: 'how_to',
    question: 'How can I get over a cold faster? What helps a cold and sore throat?',
    answer:
      'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for aches or fever if they suit you; gargling salt water and honey in a warm drink can soothe a sore throat. Most colds clear by themselves within one to two weeks.',
    detail: 'Do not give honey to babies under 1 year. Antibiotics do not help a cold, because colds are caused by viruses.',
    source: NHS_COLD,
  },
  {
    id: 'immuno-colds-how_to-2',
    topic: 'colds',
    intent: 'how_to',
    question: 'How do I stop catching colds? How to avoid getting sick',
    answer:
      'Wash your hands with soap and water for at least 20 seconds, especially before eating and after coughing or travel; avoid touching your eyes, nose and mouth with unwashed hands; and keep your distance from people who are ill.',
    detail: 'An alcohol-based hand sanitiser with at least 60% alcohol is a backup when soap and water are not available.',
    source: CDC_HANDWASHING,
  },
  {
    id: 'immuno-colds-testing',
    topic: 'colds',
    intent: 'testing',
    question: 'When should I see a doctor for a cold? How long is too long for a cold?',
    answer:
      'See a doctor if you have trouble breathing, a fever lasting more than 4 days, symptoms lasting over 10 days without improving, symptoms that improve then return worse, signs of dehydration, or a long-term condition that gets worse.',
    detail: 'Any fever in a baby under 12 weeks needs a doctor straight away. Get emergency help for chest pain, bluish lips or severe breathlessness.',
    source: CDC_COLD_TREATMENT,
  },
  {
    id: 'immuno-colds-product_choice',
    topic: 'colds',
    intent: 'product_choice',
    question: 'What should I take for a cold? Best cold remedy to buy',
    answer:
      'For symptom relief, paracetamol or ibuprofen eases aches and fever, and a pharmacist can advise on decongestants. Among supplements, zinc lozenges started within 24 hours have the best, though still mixed, evidence for shortening a cold.',
    detail: 'Check every label: many combined cold remedies already contain paracetamol, so taking them with paracetamol tablets can lead to an overdose.',
    source: NHS_COLD,
  },
  {
    id: 'immuno-colds-interactions',
    topic: 'colds',
    intent: 'interactions',
    question: 'Can I take cold and flu medicine with paracetamol or ibuprofen?',
    answer:
      'Be careful: many cold and flu remedies already contain paracetamol or ibuprofen, so taking them with separate painkiller tablets can exceed the safe dose. Ask a pharmacist before combining cold remedies with your regular medicines.',
    detail: 'Check the active ingredients on each label and add them up; a pharmacist can also check a remedy against your regular prescriptions.',
    source: NHS_COLD,
  },
  {
    id: 'immuno-colds-interactions-2',
    topic: 'colds',
    intent: 'interactions',
    question: 'Can I take a decongestant with high blood pressure or heart problems?',
    answer:
      'Check with a pharmacist or doctor first: decongestant tablets and drinks such as pseudoephedrine or phenylephrine can raise blood pressure and heart rate, so they may not suit people with high blood pressure, heart disease, an overactive thyroid or diabetes.',
    detail:
      'They can interact with MAOI antidepressants, and decongestant nasal sprays should not be used for more than about a week, as congestion can rebound.',
    source: NHS_DECONGESTANTS,
  },

  // Frequent infections.
  {
    id: 'immuno-frequent-infections-symptoms',
    topic: 'frequent-infections',
    intent: 'symptoms',
    question: 'Why do I catch colds so often? Why do I keep getting sick all the time?',
    answer:
      'Adults average 2 to 3 colds a year, more with young children at home. Short sleep, stress, smoking and low vitamin D or zinc can add to it. See a doctor if infections become more frequent, last over two weeks or keep returning.',
    detail:
      'Children catch even more colds than adults, so parents of young children often pick up extra infections while their children are in nursery or early school years.',
    source: CDC_COLD_ABOUT,
  },
  {
    id: 'immuno-frequent-infections-symptoms-2',
    topic: 'frequent-infections',
    intent: 'symptoms',
    question: 'Can a vitamin deficiency make me get sick often? Low immunity and nutrition',
    answer:
      'Yes. Shortfalls of vitamin D, zinc, vitamin C, vitamin A, iron or protein can weaken immune responses, and frequent infections can be one sign. Other clues include slow wound healing, tiredness or, with zinc, changes in taste.',
    detail: 'A blood test ordered by your doctor is the way to confirm a deficiency; guessing with high-dose supplements can cause harm of its own.',
    source: ODS_IMMUNE_HP,
  },
  {
    id: 'immuno-frequent-infections-testing',
    topic: 'frequent-infections',
    intent: 'testing',
    question: 'I keep getting infections — what tests should I ask my doctor for?',
    answer:
      'A doctor can look for a cause, usually starting with a full blood count, and may check blood sugar, antibody (immunoglobulin) levels or HIV status depending on your history and the kind of infections you get.',
    detail:
      'Infections that keep coming back, are unusually severe, are caused by unusual germs or do not clear with standard treatment deserve a check for an immune problem.',
    source: MEDLINE_IMMUNODEFICIENCY,
  },
  {
    id: 'immuno-frequent-infections-how_to',
    topic: 'frequent-infections',
    intent: 'how_to',
    question: 'How can I stop getting sick all the time? Tips to get ill less often',
    answer:
      'Sleep 7 hours or more, wash hands before eating and after travel, get your yearly flu vaccine, stay active, stop smoking and eat fruit and vegetables daily. If you get little sun, ask about vitamin D, since low levels are linked with more respiratory infections.',
    detail: 'If you still get more infections than usual, or they last over two weeks, see a doctor rather than adding more supplements.',
    source: ODS_IMMUNE_HP,
  },

  // Echinacea.
  {
    id: 'immuno-echinacea-what_is',
    topic: 'echinacea',
    intent: 'what_is',
    question: 'Does echinacea work for colds? What is echinacea?',
    answer:
      'Echinacea (purple coneflower) is a daisy-family plant sold for colds. Studies suggest it may slightly lower the chance of catching a cold, but evidence that it shortens a cold once started is weak.',
    detail: 'Products vary widely in species, plant part and preparation, which partly explains why study results are mixed.',
    source: NCCIH_ECHINACEA,
  },
  {
    id: 'immuno-echinacea-side_effects',
    topic: 'echinacea',
    intent: 'side_effects',
    question: 'Is echinacea safe? Echinacea side effects and allergy',
    answer:
      'Short-term use is usually well tolerated; the most common side effects are stomach upset and nausea. Allergic reactions, including rashes and occasionally severe ones, can occur, especially in people allergic to ragweed, chrysanthemums, marigolds or daisies.',
    detail: 'Its safety in pregnancy and breastfeeding is not well established, so check with your doctor before using it then.',
    source: NCCIH_ECHINACEA,
  },
  {
    id: 'immuno-echinacea-interactions',
    topic: 'echinacea',
    intent: 'interactions',
    question: 'Can I take echinacea with immunosuppressants or steroids?',
    answer:
      'Use caution and check with your doctor first: echinacea is thought to stimulate immune activity, so it may work against immunosuppressants such as cyclosporine, tacrolimus or corticosteroids taken after a transplant or for autoimmune disease.',
    detail:
      'Echinacea may also add to the risk of liver damage with medicines that can harm the liver, such as methotrexate; a pharmacist can check your list.',
    source: MSD_ECHINACEA,
  },
  {
    id: 'immuno-echinacea-timing',
    topic: 'echinacea',
    intent: 'timing',
    question: 'When should I take echinacea? How long can I take it for?',
    answer:
      'Studies have tested echinacea both at the first signs of a cold and daily through cold season for prevention; any benefit was small. Use short courses and follow the label dose, as products differ.',
    detail: 'Long-term safety has not been well studied, so taking it continuously for many months is not advised.',
    source: NCCIH_ECHINACEA,
  },
  {
    id: 'immuno-echinacea-product_choice',
    topic: 'echinacea',
    intent: 'product_choice',
    question: 'Which echinacea should I buy? Echinacea purpurea or angustifolia?',
    answer:
      'There is no proven best product. Most studies used Echinacea purpurea (above-ground parts) or E. angustifolia (root) extracts; choose a label that names the species, plant part and amount per dose, ideally with independent quality testing.',
    detail: 'Products on shelves often differ from those tested in studies, so a result for one preparation may not apply to another.',
    source: NCCIH_ECHINACEA,
  },

  // Elderberry.
  {
    id: 'immuno-elderberry-what_is',
    topic: 'elderberry',
    intent: 'what_is',
    question: 'Does elderberry work for colds and flu? Is elderberry syrup good for immunity?',
    answer:
      'Elderberry (black elder, Sambucus nigra) is promoted for colds and flu. A few small studies suggest it may ease flu or cold symptoms, but the evidence is limited and it has not been shown to prevent infections.',
    detail: 'It is not a substitute for the yearly flu vaccine or for antiviral medicine a doctor prescribes.',
    source: NCCIH_ELDER,
  },
  {
    id: 'immuno-elderberry-side_effects',
    topic: 'elderberry',
    intent: 'side_effects',
    question: 'Is elderberry safe? Can raw elderberries make you sick?',
    answer:
      'Raw or unripe elderberries, and the leaves, bark and stems, contain a substance that can cause nausea, vomiting and diarrhoea; cooking ripe berries removes it. Use properly prepared products rather than homemade remedies from raw berries.',
    detail: 'Little is known about its safety in pregnancy and breastfeeding, so avoid it then unless your doctor agrees.',
    source: NCCIH_ELDER,
  },
  {
    id: 'immuno-elderberry-interactions',
    topic: 'elderberry',
    intent: 'interactions',
    question: 'Can I take elderberry with immunosuppressants or other medicines?',
    answer:
      'Check with your doctor first if you take immunosuppressants, such as those used after a transplant or for autoimmune disease: elderberry might increase immune activity and reduce their effect.',
    detail: 'Tell your doctor or pharmacist about every supplement you use, including gummies and syrups that combine elderberry with zinc and vitamin C.',
    source: MEDLINE_ELDERBERRY,
  },
  {
    id: 'immuno-elderberry-product_choice',
    topic: 'elderberry',
    intent: 'product_choice',
    question: 'Elderberry gummies or syrup — which should I buy?',
    answer:
      'Pick a commercially prepared extract made from cooked ripe berries, with the amount of elderberry extract per dose on the label. Gummies and syrups can be high in sugar, and combined products may add zinc and vitamin C.',
    detail: 'Count the zinc in combination products: adults should stay under 40 mg a day from all sources.',
    source: NCCIH_ELDER,
  },

  // Giloy (guduchi) and tulsi.
  {
    id: 'immuno-giloy-what_is',
    topic: 'giloy',
    intent: 'what_is',
    question: 'What is giloy (guduchi)? Does giloy boost immunity?',
    answer:
      'Giloy (guduchi, Tinospora cordifolia) is a climbing plant used in Ayurveda and promoted as an immune booster. Its immune effects come mainly from lab and animal studies; good human trials showing it prevents infections are lacking.',
    detail: 'Its use rose sharply during the COVID-19 pandemic, when liver specialists in India also began reporting liver injury linked to it.',
    source: GILOY_MULTICENTRE,
  },
  {
    id: 'immuno-giloy-side_effects',
    topic: 'giloy',
    intent: 'side_effects',
    question: 'Is giloy safe for the liver? Giloy side effects',
    answer:
      'Use caution: Indian liver specialists have reported dozens of cases of liver injury, often with autoimmune features, in people taking giloy, with symptoms starting after weeks to months. People with liver or autoimmune disease should avoid it unless their doctor agrees.',
    detail:
      'In a 13-centre Indian study of 43 patients, liver problems began a median of 46 days after starting giloy, and some patients developed acute liver failure.',
    source: GILOY_MULTICENTRE,
  },
  {
    id: 'immuno-giloy-symptoms',
    topic: 'giloy',
    intent: 'symptoms',
    question: 'What are the signs of liver damage from giloy or herbal supplements?',
    answer:
      'Stop the herb and see a doctor promptly if you notice yellow skin or eyes (jaundice), dark urine, pale stools, itching, unusual tiredness, nausea or pain under the right ribs.',
    detail: 'Tell the doctor exactly which herbal products you took and for how long; liver blood tests can show injury before it becomes severe.',
    source: GILOY_CASE_SERIES,
  },
  {
    id: 'immuno-giloy-interactions',
    topic: 'giloy',
    intent: 'interactions',
    question: 'Can I take giloy with my medicines or if I have an autoimmune condition?',
    answer:
      'Check with your doctor first, especially if you take immunosuppressants or other medicines that can affect the liver, or have an autoimmune condition. Giloy has been linked with autoimmune-like hepatitis, and its interactions with medicines are poorly studied.',
    detail:
      'In one Indian case series, four of six patients had previously unnoticed chronic liver disease alongside conditions such as hypothyroidism or type 2 diabetes.',
    source: GILOY_CASE_SERIES,
  },
  {
    id: 'immuno-giloy-dose',
    topic: 'giloy',
    intent: 'dose',
    question: 'How much giloy can I take a day? Is it safe to take giloy daily?',
    answer:
      'There is no established safe or effective dose of giloy. If you use it, keep to the label amount, avoid long continuous courses and stop at any sign of liver trouble; injury has been reported after weeks to months of use.',
    detail: 'Preparations vary widely; one reported patient had been drinking a home-made decoction of the stems every other day for three months.',
    source: GILOY_CASE_SERIES,
  },

  // Chyawanprash.
  {
    id: 'immuno-chyawanprash-what_is',
    topic: 'chyawanprash',
    intent: 'what_is',
    question: 'What is chyawanprash? Does chyawanprash boost immunity?',
    answer:
      'Chyawanprash is a traditional Ayurvedic jam made from amla (Indian gooseberry) cooked with dozens of herbs, ghee, honey and sugar or jaggery. It is eaten as a tonic, but good clinical evidence that it prevents infections is limited.',
    detail: 'Classical recipes use around 50 herbs, and formulas differ between makers, so findings for one product may not apply to another.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'immuno-chyawanprash-dose',
    topic: 'chyawanprash',
    intent: 'dose',
    question: 'How much chyawanprash should I eat a day?',
    answer:
      'Adults usually take about 1 to 2 teaspoons once or twice a day, often with warm milk or water; follow the label, since recipes differ. Children are given smaller amounts.',
    detail: 'Each spoonful adds sugar, so people with diabetes or watching their weight should count it in their daily sugar intake.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'immuno-chyawanprash-side_effects',
    topic: 'chyawanprash',
    intent: 'side_effects',
    question: 'Is chyawanprash safe? Chyawanprash side effects, sugar and diabetes',
    answer:
      'Chyawanprash is eaten as a food, but it is high in sugar or jaggery and honey, so people with diabetes should count it and check with their doctor. Buy from licensed makers, as some Ayurvedic products have been found to contain lead, mercury or arsenic.',
    detail: 'Some Ayurvedic preparations deliberately include metals and are the riskiest; lead is especially harmful in pregnancy and for children.',
    source: NCCIH_AYURVEDA,
  },
  {
    id: 'immuno-chyawanprash-product_choice',
    topic: 'chyawanprash',
    intent: 'product_choice',
    question: 'Which chyawanprash should I buy? What to look for on the label',
    answer:
      'Look for a licensed manufacturer, a full ingredient list led by amla, batch number and expiry date, sugar per serving, and ideally a statement that the batch was tested for heavy metals. Sugar-free versions suit people limiting sugar.',
    detail:
      'Quality and recipes vary widely between brands, and standards for the finished product are still being developed, so clear labelling is a useful sign of care.',
    source: CHYAWANPRASH_REVIEW,
  },
  {
    id: 'immuno-chyawanprash-comparison',
    topic: 'chyawanprash',
    intent: 'comparison',
    question: 'Chyawanprash or a vitamin C supplement — which is better for immunity?',
    answer:
      "They are different things. Amla is rich in vitamin C, but studies disagree on how much survives chyawanprash's long cooking, so it is not a reliable vitamin C source. Fruit and vegetables, or a labelled supplement, give a known amount.",
    detail: 'Adults need 75 mg (women) to 90 mg (men) of vitamin C a day; one orange supplies about 70 mg.',
    source: CHYAWANPRASH_REVIEW,
  },

  // Zinc for immunity and colds.
  {
    id: 'immuno-zinc-what_is',
    topic: 'zinc',
    intent: 'what_is',
    question: 'Is zinc good for a cold? Does zinc help you get over a cold faster?',
    answer:
      'Possibly. Studies suggest zinc lozenges or syrup started within 24 hours of the first symptoms may shorten a cold by a day or two, though results are mixed and more research is needed.',
    detail: 'Zinc is needed for immune cells to develop and work, which is why low zinc is linked with more infections.',
    source: ODS_ZINC_CONSUMER,
  },
  {
    id: 'immuno-zinc-timing',
    topic: 'zinc',
    intent: 'timing',
    question: 'When should I take zinc lozenges for a cold? How do I use zinc lozenges?',
    answer:
      'Start zinc lozenges within 24 hours of the first cold symptoms and let them dissolve slowly in the mouth, usually every few waking hours as the label directs. Stop after a few days to a week, or sooner once symptoms clear.',
    detail: 'Trial doses were often about 75 mg of zinc a day, above the 40 mg adult upper limit, which is why lozenge courses should stay short.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'immuno-zinc-dose',
    topic: 'zinc',
    intent: 'dose',
    question: 'How much zinc should I take a day? Zinc dose for immunity',
    answer:
      'Adults need 11 mg of zinc a day (men) or 8 mg (women); 11 mg in pregnancy and 12 mg when breastfeeding. The upper limit from food and supplements together is 40 mg a day.',
    detail: 'Vegetarians may need up to 50% more zinc than these amounts, because phytates in grains and beans reduce its absorption.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'immuno-zinc-side_effects',
    topic: 'zinc',
    intent: 'side_effects',
    question: 'Can you take too much zinc? Zinc side effects and copper deficiency',
    answer:
      'Yes. High doses can cause nausea, vomiting, stomach cramps and headaches, and taking more than 40 mg a day for weeks can lower copper, which may cause anaemia, nerve problems and weaker immunity. Check with a doctor before long-term high doses.',
    detail: 'Avoid zinc nasal sprays and gels: they have been linked with loss of smell that can be long-lasting or permanent.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'immuno-zinc-interactions',
    topic: 'zinc',
    intent: 'interactions',
    question: 'Can I take zinc with antibiotics or other medicines?',
    answer:
      'Zinc can block absorption of quinolone antibiotics (such as ciprofloxacin) and tetracyclines: take the antibiotic at least 2 hours before or 4 to 6 hours after zinc. Thiazide diuretics increase zinc loss in urine; check with your doctor or pharmacist.',
    detail: 'Zinc also reduces absorption of penicillamine, a medicine for rheumatoid arthritis and Wilson disease; keep doses at least 1 hour apart.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'immuno-zinc-food_sources',
    topic: 'zinc',
    intent: 'food_sources',
    question: 'Which foods are high in zinc? Vegetarian zinc sources',
    answer:
      'Oysters are the richest source; beef, pork, chicken, crab and lobster are also good. Vegetarian sources include beans, chickpeas, pumpkin seeds, cashews, oats and other whole grains, dairy and fortified breakfast cereals.',
    detail: 'Zinc from meat and seafood is absorbed better than zinc from plant foods, which contain phytates that bind it.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'immuno-zinc-symptoms',
    topic: 'zinc',
    intent: 'symptoms',
    question: 'What are the signs of zinc deficiency? Low zinc symptoms',
    answer:
      'Signs of low zinc include more frequent infections, loss of appetite, slow wound healing, changes in taste, hair loss, diarrhoea, skin and eye lesions and weight loss.',
    detail:
      "People at higher risk include vegetarians, pregnant or breastfeeding women, people with gut conditions such as Crohn's disease or past gut surgery, and heavy drinkers.",
    source: ODS_ZINC_HP,
  },

  // Vitamin C for immunity and colds.
  {
    id: 'immuno-vitamin-c-what_is',
    topic: 'vitamin-c',
    intent: 'what_is',
    question: 'Does vitamin C prevent colds? Is vitamin C good for immunity?',
    answer:
      'For most people, no: taking at least 200 mg of vitamin C daily does not prevent colds, though it may shorten them slightly (about 8% in adults). It did halve cold risk in people under extreme physical stress, such as marathon runners.',
    detail:
      'Starting vitamin C only after symptoms begin has not consistently helped. Vitamin C supports white blood cells and the skin barrier, so avoid running low.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-dose',
    topic: 'vitamin-c',
    intent: 'dose',
    question: 'How much vitamin C do I need a day?',
    answer: 'Adults need 90 mg of vitamin C a day (men) or 75 mg (women); smokers need 35 mg more. The adult upper limit is 2,000 mg a day.',
    detail: "A single orange (about 70 mg) or half a cup of raw red pepper (about 95 mg) covers most of a day's needs.",
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-food_sources',
    topic: 'vitamin-c',
    intent: 'food_sources',
    question: 'Which foods are high in vitamin C?',
    answer:
      'Good sources include red and green peppers, oranges and other citrus fruit, kiwifruit, strawberries, broccoli, Brussels sprouts, cantaloupe, tomatoes and potatoes.',
    detail: 'Long cooking and storage destroy vitamin C, so eat some produce raw or lightly steamed or microwaved.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-timing',
    topic: 'vitamin-c',
    intent: 'timing',
    question: 'When should I take vitamin C for a cold? Should I only take it when I feel ill?',
    answer:
      'Take it regularly, not just when ill: in trials, daily vitamin C taken before a cold slightly shortened it, while starting it after symptoms began had no consistent effect. It can be taken at any time of day.',
    detail: 'Absorption drops below 50% at doses above 1,000 mg a day, and the unabsorbed excess is lost, so megadoses add little.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-side_effects',
    topic: 'vitamin-c',
    intent: 'side_effects',
    question: 'Can you take too much vitamin C? Vitamin C side effects',
    answer:
      'Above the 2,000 mg daily upper limit, vitamin C commonly causes diarrhoea, nausea and stomach cramps. High doses may raise the risk of kidney stones, particularly in men, and can worsen iron overload in people with haemochromatosis.',
    detail: 'If you have kidney disease, a history of kidney stones or haemochromatosis, check with your doctor before taking vitamin C supplements.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-interactions',
    topic: 'vitamin-c',
    intent: 'interactions',
    question: 'Can I take vitamin C with chemotherapy or statins?',
    answer:
      'Check with your oncologist before taking vitamin C or other antioxidant supplements during chemotherapy or radiotherapy, as they might affect how treatment works. In one trial, antioxidant supplements also blunted the rise in HDL (good) cholesterol from simvastatin with niacin.',
    detail:
      'Vitamin C increases iron absorption from plant foods, which helps most people but not those with haemochromatosis; tell your doctor or pharmacist about all supplements.',
    source: ODS_VITAMIN_C_HP,
  },
  {
    id: 'immuno-vitamin-c-comparison',
    topic: 'vitamin-c',
    intent: 'comparison',
    question: 'Vitamin C or zinc for a cold? Which works better?',
    answer:
      'For a cold you already have, zinc lozenges started within 24 hours have better evidence than vitamin C started after symptoms. Vitamin C helps only if taken regularly beforehand, and then only modestly.',
    detail: 'Combined vitamin C and zinc products vary in dose; check the zinc amount so your total stays under 40 mg a day.',
    source: ODS_IMMUNE_HP,
  },

  // Vitamin D for immunity.
  {
    id: 'immuno-vitamin-d-what_is',
    topic: 'vitamin-d',
    intent: 'what_is',
    question: 'Does vitamin D help immunity? Can vitamin D prevent colds and flu?',
    answer:
      'Vitamin D helps immune cells work, and studies suggest daily supplements may slightly lower the risk of respiratory infections, mainly in people with low levels. It has not been shown to treat colds or flu once you are ill.',
    detail: 'The small benefit appeared with regular daily doses rather than large doses given once a month or less often.',
    source: ODS_IMMUNE_HP,
  },
  {
    id: 'immuno-vitamin-d-dose',
    topic: 'vitamin-d',
    intent: 'dose',
    question: 'How much vitamin D should I take for immunity? How much of it a day?',
    answer:
      'The same as for general health: adults need 600 IU (15 µg) of vitamin D a day up to age 70 and 800 IU (20 µg) over 70. Do not exceed 4,000 IU (100 µg) a day unless a doctor advises it.',
    detail: 'Trials suggesting fewer respiratory infections mostly used daily doses of 400 to 1,000 IU (10 to 25 µg); higher doses showed no extra benefit.',
    source: ODS_IMMUNE_HP,
  },
  {
    id: 'immuno-vitamin-d-testing',
    topic: 'vitamin-d',
    intent: 'testing',
    question: 'Should I test my vitamin D if I keep getting sick?',
    answer:
      'It is reasonable to ask your doctor, especially if you get little sun, have darker skin, are older or have obesity. The test is 25-hydroxyvitamin D; below 12 ng/mL (30 nmol/L) is deficient, 20 ng/mL (50 nmol/L) and above adequate for most.',
    detail: 'Low vitamin D is only one possible cause of frequent infections; your doctor can check for others at the same visit.',
    source: ODS_VITAMIN_D_HP,
  },

  // Sleep and exercise for immunity.
  {
    id: 'immuno-sleep-how_to',
    topic: 'sleep',
    intent: 'how_to',
    question: 'How does sleep affect immunity? How much sleep do I need to avoid getting sick?',
    answer:
      'Aim for at least 7 hours a night. People who sleep too little or poorly are more likely to fall ill after exposure to a cold virus, and may take longer to recover.',
    detail:
      'During sleep the immune system releases cytokines, proteins that help fight infection; sleep loss reduces them along with infection-fighting antibodies and cells.',
    source: MAYO_SLEEP,
  },
  {
    id: 'immuno-sleep-symptoms',
    topic: 'sleep',
    intent: 'symptoms',
    question: "Why do I get sick when I don't sleep enough? Can lack of sleep make you ill?",
    answer:
      'Short sleep lowers your output of protective cytokines and of infection-fighting antibodies and cells, so germs you meet are more likely to make you ill. Regular short nights can also slow recovery.',
    detail: 'Most adults do best with 7 to 8 hours; keeping the same bedtime and wake time, even at weekends, helps.',
    source: MAYO_SLEEP,
  },
  {
    id: 'immuno-exercise-how_to',
    topic: 'exercise',
    intent: 'how_to',
    question: 'Does exercise boost immunity? How much exercise for a healthy immune system?',
    answer:
      'Regular moderate activity helps: WHO advises adults to get 150 to 300 minutes of moderate activity, such as brisk walking, each week. Exercise may help antibodies and white blood cells circulate and lowers stress hormones, though it is not proven to prevent specific infections.',
    detail: 'Moderation matters: very long, intense sessions without enough rest are not better for your defences, so build up gradually.',
    source: MEDLINE_EXERCISE_IMMUNITY,
  },
  {
    id: 'immuno-exercise-timing',
    topic: 'exercise',
    intent: 'timing',
    question: 'Should I exercise with a cold? Can I work out when I am sick?',
    answer:
      'If symptoms are only above the neck, such as a runny or blocked nose or a mild sore throat, light exercise is usually fine. Rest if you have fever, chest congestion, a hacking cough, stomach upset, widespread aches or exhaustion.',
    detail: 'Ease back in slowly after an illness, lowering intensity and duration until you feel fully well.',
    source: MAYO_EXERCISE_SICK,
  },
  // Signs of a weakened immune system.
  {
    id: 'immuno-immunity-symptoms',
    topic: 'immunity',
    intent: 'symptoms',
    question: 'What are the signs of a weak immune system?',
    answer:
      'Getting infections more often than usual, infections that are more severe or last longer, keep coming back or do not clear with the usual treatment, or unusual infections can point to a weakened immune system.',
    detail:
      'Causes include medicines such as steroids and chemotherapy, HIV, some cancers, malnutrition and inherited conditions; a doctor can check with blood tests.',
    source: MEDLINE_IMMUNODEFICIENCY,
  },
];
