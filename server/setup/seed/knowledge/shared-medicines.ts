// Shared curated answers about medicines asked by name: what each is (generic and Indian brand names), how two
// compare, and what each interacts with among foods, supplements and other medicines. Written in our own words from
// the source beside each entry (NHS medicines A to Z, BNF, MedlinePlus, NCCIH, FDA safety communications, Mayo
// Clinic); never a dose, which is the prescriber's and pharmacist's to give.
import type { KnowledgeSeed } from './knowledge-seed';

export const SHARED_MEDICINES_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-paracetamol-what_is',
    topic: 'paracetamol',
    intent: 'what_is',
    question: 'What is paracetamol? Is Dolo 650 paracetamol? Is Crocin the same?',
    answer:
      'Yes: Dolo 650 is paracetamol 650 mg, and Crocin and Calpol are paracetamol too; in the US it is called acetaminophen (Tylenol). It is a painkiller that also brings down fever, used for headaches, body aches, toothache and colds.',
    detail:
      'It is gentle on the stomach, but too much harms the liver: the label limit for adults is 4 g (4,000 mg) in 24 hours, counting every product that contains it.',
    source: { title: 'NHS — Paracetamol for adults', url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/' },
  },
  {
    id: 'shared-paracetamol-comparison',
    topic: 'paracetamol',
    intent: 'comparison',
    question: 'What is the difference between paracetamol and ibuprofen? Which is better for fever or pain?',
    answer:
      'Both ease pain and fever. Paracetamol (Dolo, Crocin) is gentler on the stomach and suits most people; ibuprofen (Brufen, Advil) also calms inflammation, so it helps sprains, toothache and period pain, but can irritate the stomach.',
    detail:
      'Ibuprofen is avoided in dengue, with stomach ulcers, some kidney or heart conditions and in pregnancy unless a doctor advises it. A pharmacist can say which suits you.',
    source: { title: 'NHS — Ibuprofen for adults', url: 'https://www.nhs.uk/medicines/ibuprofen-for-adults/' },
  },
  {
    id: 'shared-paracetamol-interactions',
    topic: 'paracetamol',
    intent: 'interactions',
    question: 'Can I take Dolo with a cold and flu tablet or other medicines?',
    answer:
      'The main risk is doubling up: many cold and flu remedies and combination painkillers, such as Combiflam, Saridon or Sinarest, already contain paracetamol, so together they can add up to too much. Check the ingredients or ask a pharmacist.',
    detail:
      'Regular heavy drinking raises the risk of liver harm, and paracetamol taken regularly can raise the INR of people on warfarin; tell the prescriber or pharmacist.',
    source: { title: 'NHS — Paracetamol for adults', url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/' },
  },
  {
    id: 'shared-ibuprofen-what_is',
    topic: 'ibuprofen',
    intent: 'what_is',
    question: 'What is ibuprofen? Is Brufen the same as Advil?',
    answer:
      'Yes, both are ibuprofen, a non-steroidal anti-inflammatory drug (NSAID) that eases pain, fever and inflammation: headaches, toothache, period pain, sprains and arthritis. It is sold as Brufen, Ibugesic, Advil, Nurofen and Motrin, and with paracetamol as Combiflam.',
    detail:
      'It is taken with food because it can irritate the stomach. People with stomach ulcers, kidney or heart problems, asthma made worse by NSAIDs, or dengue should ask a doctor first.',
    source: { title: 'NHS — Ibuprofen for adults', url: 'https://www.nhs.uk/medicines/ibuprofen-for-adults/' },
  },
  {
    id: 'shared-ibuprofen-interactions',
    topic: 'ibuprofen',
    intent: 'interactions',
    question: 'Can I take ibuprofen with my blood thinner or blood pressure tablets?',
    answer:
      'Ask a pharmacist first. Ibuprofen adds to bleeding risk with blood thinners, aspirin and SSRI antidepressants, can weaken blood pressure tablets and, with them or diuretics, strain the kidneys. It also raises lithium and methotrexate levels.',
    detail: 'Fish oil and ginkgo supplements may add a little to the bleeding risk. Paracetamol is often the safer painkiller for people on these medicines.',
    source: { title: 'NHS — Ibuprofen for adults', url: 'https://www.nhs.uk/medicines/ibuprofen-for-adults/' },
  },
  {
    id: 'shared-nsaids-what_is',
    topic: 'nsaids',
    intent: 'what_is',
    question: 'What is an NSAID? Are Voveran and Zerodol painkillers like Brufen?',
    answer:
      'Yes. NSAIDs (non-steroidal anti-inflammatory drugs) ease pain, swelling and fever. Besides ibuprofen they include diclofenac (Voveran, Voltaren), aceclofenac (Hifenac, Zerodol), naproxen, etoricoxib (Arcoxia), mefenamic acid (Meftal) and nimesulide (Nise). Aspirin is a close relative.',
    detail:
      'They share the same cautions: stomach ulcers and bleeding, kidney strain, raised blood pressure and heart risk with long use. Two NSAIDs together add risk without adding relief.',
    source: { title: 'NHS — Non-steroidal anti-inflammatory drugs (NSAIDs)', url: 'https://www.nhs.uk/conditions/nsaids/' },
  },
  {
    id: 'shared-aspirin-what_is',
    topic: 'aspirin',
    intent: 'what_is',
    question: 'Is Ecosprin just aspirin? What is it for?',
    answer:
      'Yes: Ecosprin is low-dose aspirin (75 or 150 mg). At this dose it is an antiplatelet blood thinner, prescribed to lower the chance of another heart attack or stroke. Higher-dose soluble aspirin, such as Disprin, is a painkiller.',
    detail:
      'Ecosprin-AV adds atorvastatin, a statin. Daily aspirin is no longer routinely advised for people without heart or artery disease, as bleeding can outweigh benefit. Aspirin is not given to under-16s for pain or fever.',
    source: { title: 'NHS — Low-dose aspirin', url: 'https://www.nhs.uk/medicines/low-dose-aspirin/' },
  },
  {
    id: 'shared-aspirin-interactions',
    topic: 'aspirin',
    intent: 'interactions',
    question: 'Can I take fish oil or ginkgo with Ecosprin?',
    answer:
      'Ask the prescriber or a pharmacist first. Aspirin already makes bleeding more likely, and fish oil, ginkgo, garlic tablets, high-dose vitamin E and turmeric capsules may add to that, as do ibuprofen and other NSAIDs, which also irritate the stomach.',
    detail: 'Ibuprofen taken shortly before low-dose aspirin can blunt its protective effect. Tell any dentist or surgeon that you take aspirin.',
    source: { title: 'NHS — Low-dose aspirin', url: 'https://www.nhs.uk/medicines/low-dose-aspirin/' },
  },
  {
    id: 'shared-blood-thinners-what_is',
    topic: 'blood-thinners',
    intent: 'what_is',
    question: 'What does a blood thinner do? Does it actually thin the blood?',
    answer:
      'A blood thinner lowers the chance of harmful clots that cause strokes, heart attacks and clots in the legs or lungs. It does not make the blood thinner; it slows clotting. There are two kinds: anticoagulants and antiplatelets.',
    detail:
      'Anticoagulants include warfarin, acenocoumarol (Acitrom), apixaban, rivaroxaban and dabigatran; antiplatelets include low-dose aspirin (Ecosprin), clopidogrel and ticagrelor. All raise the risk of bleeding.',
    source: { title: 'NHS — Anticoagulant medicines', url: 'https://www.nhs.uk/conditions/anticoagulants/' },
  },
  {
    id: 'shared-blood-thinners-comparison',
    topic: 'blood-thinners',
    intent: 'comparison',
    question: 'What is the difference between an anticoagulant and an antiplatelet?',
    answer:
      'Antiplatelets (aspirin, clopidogrel, ticagrelor) stop platelets clumping, mainly to protect arteries after a heart attack, stroke or stent. Anticoagulants (warfarin, acenocoumarol, apixaban, rivaroxaban, dabigatran) slow the clotting proteins, mainly for atrial fibrillation, leg or lung clots and mechanical valves.',
    detail: 'Some people take one of each for a time, which raises bleeding risk further; the cardiologist decides the combination and how long it lasts.',
    source: { title: 'NHS — Anticoagulant medicines', url: 'https://www.nhs.uk/conditions/anticoagulants/' },
  },
  {
    id: 'shared-warfarin-what_is',
    topic: 'warfarin',
    intent: 'what_is',
    question: 'What is warfarin used for?',
    answer:
      'Warfarin is an anticoagulant (blood thinner) that slows clotting by blocking how the liver uses vitamin K to make clotting proteins. It prevents and treats clots in atrial fibrillation, deep vein thrombosis, pulmonary embolism and with mechanical heart valves.',
    detail:
      'Brands include Coumadin, Marevan and Uniwarfin. The dose is set by regular INR blood tests, often aiming for 2 to 3. Unusual bruising or bleeding needs a doctor promptly.',
    source: { title: 'NHS — Warfarin', url: 'https://www.nhs.uk/medicines/warfarin/' },
  },
  {
    id: 'shared-warfarin-interactions',
    topic: 'warfarin',
    intent: 'interactions',
    question: 'What foods and supplements should I be careful with on warfarin? Can I eat spinach?',
    answer:
      'Yes, you can eat greens: keep vitamin K foods such as spinach (palak), methi, cabbage and broccoli about the same week to week rather than avoiding them, because sudden changes shift the INR. Cranberry and grapefruit juice and heavy drinking are avoided.',
    detail:
      "Fish oil, garlic tablets, ginkgo, ginger, turmeric and vitamin E can raise bleeding risk; St John's wort and vitamin K supplements weaken warfarin. Tell the clinic before starting any.",
    source: { title: 'NHS — Warfarin', url: 'https://www.nhs.uk/medicines/warfarin/' },
  },
  {
    id: 'shared-acenocoumarol-what_is',
    topic: 'acenocoumarol',
    intent: 'what_is',
    question: 'What is Acitrom (acenocoumarol) used for?',
    answer:
      'Acitrom is acenocoumarol, an anticoagulant (blood thinner) of the same vitamin K antagonist family as warfarin. It is widely used in India to prevent clots with replaced heart valves and atrial fibrillation, and to treat clots in the legs or lungs.',
    detail:
      'It is also sold as Sintrom. Like warfarin, the dose is guided by regular INR blood tests; bleeding gums, black stools or unusual bruising need a doctor promptly.',
    source: { title: 'BNF (NICE) — Acenocoumarol', url: 'https://bnf.nice.org.uk/drugs/acenocoumarol/' },
  },
  {
    id: 'shared-acenocoumarol-comparison',
    topic: 'acenocoumarol',
    intent: 'comparison',
    question: 'What is the difference between Acitrom and warfarin?',
    answer:
      'They work the same way, by blocking vitamin K, and both need INR tests. Acenocoumarol (Acitrom) acts and wears off faster than warfarin and is stronger per milligram, so the doses are not interchangeable; only the doctor switches between them.',
    detail: 'Acenocoumarol is more used in India and parts of Europe, warfarin in the UK and US. Both share the same food and supplement cautions.',
    source: { title: 'BNF (NICE) — Acenocoumarol', url: 'https://bnf.nice.org.uk/drugs/acenocoumarol/' },
  },
  {
    id: 'shared-acenocoumarol-interactions',
    topic: 'acenocoumarol',
    intent: 'interactions',
    question: 'What should I not eat while taking Acitrom?',
    answer:
      'No food is banned, but keep vitamin K-rich greens (palak, methi, sarson, cabbage, broccoli) about the same each week, because sudden changes move the INR. Go easy on alcohol, and ask before drinking cranberry or grapefruit juice.',
    detail:
      "Fish oil, garlic tablets, ginkgo, turmeric capsules and vitamin E may raise bleeding risk; St John's wort and vitamin K supplements weaken it. Check any new supplement with the doctor or pharmacist.",
    source: { title: 'MedlinePlus — Warfarin drug information', url: 'https://medlineplus.gov/druginfo/meds/a682277.html' },
  },
  {
    id: 'shared-doacs-what_is',
    topic: 'doacs',
    intent: 'what_is',
    question: 'What is a DOAC? What are the newer blood thinners?',
    answer:
      'DOACs (direct oral anticoagulants, once called NOACs) are newer blood thinners that block one clotting protein directly: apixaban (Eliquis), rivaroxaban (Xarelto), edoxaban (Lixiana) and dabigatran (Pradaxa). They prevent strokes in atrial fibrillation and treat or prevent leg and lung clots.',
    detail: 'They need no routine INR tests, though kidney function is checked. They are not used with mechanical heart valves.',
    source: { title: 'NHS — Anticoagulant medicines', url: 'https://www.nhs.uk/conditions/anticoagulants/' },
  },
  {
    id: 'shared-doacs-comparison',
    topic: 'doacs',
    intent: 'comparison',
    question: 'What is the difference between warfarin and the newer blood thinners like Eliquis or Xarelto?',
    answer:
      'Both prevent clots. Warfarin and acenocoumarol need regular INR tests, dose changes and steady vitamin K intake; DOACs (apixaban, rivaroxaban, dabigatran, edoxaban) come in fixed doses, need no INR tests, have fewer food interactions, and wear off faster after a missed dose.',
    detail:
      'Warfarin is still used for mechanical heart valves, and often for severe kidney disease or antiphospholipid syndrome; it also costs less. The prescriber chooses which suits you.',
    source: { title: 'NHS — Anticoagulant medicines', url: 'https://www.nhs.uk/conditions/anticoagulants/' },
  },
  {
    id: 'shared-doacs-interactions',
    topic: 'doacs',
    intent: 'interactions',
    question: 'Can I take fish oil or turmeric with Eliquis or Xarelto?',
    answer:
      'Ask the prescriber or pharmacist first. DOACs are not affected by vitamin K foods, but supplements that affect bleeding, such as fish oil, ginkgo, garlic tablets, turmeric capsules and high-dose vitamin E, can raise bleeding risk.',
    detail: "St John's wort lowers DOAC levels and can leave you unprotected from clots; ibuprofen and other NSAIDs add to bleeding risk.",
    source: { title: 'NHS — Apixaban', url: 'https://www.nhs.uk/medicines/apixaban/' },
  },
  {
    id: 'shared-apixaban-what_is',
    topic: 'apixaban',
    intent: 'what_is',
    question: 'What is Eliquis (apixaban) used for?',
    answer:
      'Eliquis is apixaban, a DOAC blood thinner that blocks a clotting protein called factor Xa. It lowers stroke risk in atrial fibrillation, treats and prevents clots in the legs (DVT) and lungs (PE), and prevents clots after hip or knee replacement.',
    detail:
      'It is usually taken twice a day, about 12 hours apart, with or without food. Its effect fades within a day, so missed doses quickly lower protection.',
    source: { title: 'NHS — Apixaban', url: 'https://www.nhs.uk/medicines/apixaban/' },
  },
  {
    id: 'shared-apixaban-comparison',
    topic: 'apixaban',
    intent: 'comparison',
    question: 'What is the difference between Eliquis and Xarelto?',
    answer:
      'Both are DOACs that block factor Xa and are used for the same conditions. Apixaban (Eliquis) is usually taken twice a day; rivaroxaban (Xarelto) mostly once a day, and its higher-strength tablets must be taken with food to be absorbed properly.',
    detail:
      'Neither needs INR tests. The choice depends on kidney function, other medicines, bleeding history and dosing preference; the prescriber decides, and one is not swapped for the other without them.',
    source: { title: 'NHS — Rivaroxaban', url: 'https://www.nhs.uk/medicines/rivaroxaban/' },
  },
  {
    id: 'shared-rivaroxaban-what_is',
    topic: 'rivaroxaban',
    intent: 'what_is',
    question: 'What is Xarelto (rivaroxaban)?',
    answer:
      'Xarelto is rivaroxaban, a DOAC blood thinner that blocks the clotting protein factor Xa. It prevents strokes in atrial fibrillation, treats and prevents leg and lung clots, and with aspirin lowers heart risks in some people with coronary or leg artery disease.',
    detail: 'Most doses are once daily, and the 15 mg and 20 mg tablets are taken with a meal. Unusual bleeding or bruising needs a doctor.',
    source: { title: 'NHS — Rivaroxaban', url: 'https://www.nhs.uk/medicines/rivaroxaban/' },
  },
  {
    id: 'shared-dabigatran-what_is',
    topic: 'dabigatran',
    intent: 'what_is',
    question: 'What is dabigatran (Pradaxa)?',
    answer:
      'Dabigatran (Pradaxa) is a DOAC blood thinner that blocks thrombin, a key clotting protein. It lowers stroke risk in atrial fibrillation, treats and prevents leg and lung clots, and prevents clots after hip or knee replacement surgery.',
    detail:
      'Capsules are swallowed whole and kept in their original pack, as opening them changes absorption. Indigestion is common. An antidote, idarucizumab, can reverse it in emergencies.',
    source: { title: 'NHS — Dabigatran', url: 'https://www.nhs.uk/medicines/dabigatran/' },
  },
  {
    id: 'shared-clopidogrel-what_is',
    topic: 'clopidogrel',
    intent: 'what_is',
    question: 'What is clopidogrel (Clopilet, Plavix) for?',
    answer:
      'Clopidogrel is an antiplatelet blood thinner: it stops platelets clumping into clots. It lowers the chance of heart attack and stroke after a previous one, after a stent, or with artery disease, often alongside low-dose aspirin. Brands include Plavix, Clopilet, Deplatt and Clopitab.',
    detail: 'With a stent, stopping early can cause a dangerous clot, so any break, even for dental work, is agreed with the cardiologist first.',
    source: { title: 'NHS — Clopidogrel', url: 'https://www.nhs.uk/medicines/clopidogrel/' },
  },
  {
    id: 'shared-clopidogrel-interactions',
    topic: 'clopidogrel',
    intent: 'interactions',
    question: 'Can I take omeprazole or fish oil with clopidogrel?',
    answer:
      'Omeprazole and esomeprazole can weaken clopidogrel, so doctors often choose another stomach protector such as pantoprazole. Fish oil, ginkgo, garlic tablets and turmeric capsules may add to bleeding risk, as do ibuprofen and other NSAIDs.',
    detail: 'Ask the prescriber or pharmacist before adding any supplement or over-the-counter painkiller.',
    source: { title: 'NHS — Clopidogrel', url: 'https://www.nhs.uk/medicines/clopidogrel/' },
  },
  {
    id: 'shared-ticagrelor-what_is',
    topic: 'ticagrelor',
    intent: 'what_is',
    question: 'What is Brilinta (ticagrelor)?',
    answer:
      'Brilinta is ticagrelor (Brilique in the UK), an antiplatelet that stops platelets sticking together. It is taken with low-dose aspirin after a heart attack or unstable angina, often after a stent, to prevent another heart attack, stroke or stent clot.',
    detail: "It is taken twice a day. Mild breathlessness is a common side effect; bleeding that won't stop, fainting or severe breathlessness need a doctor.",
    source: { title: 'NHS — Ticagrelor', url: 'https://www.nhs.uk/medicines/ticagrelor/' },
  },
  {
    id: 'shared-ticagrelor-comparison',
    topic: 'ticagrelor',
    intent: 'comparison',
    question: 'What is the difference between ticagrelor and clopidogrel?',
    answer:
      'Both are antiplatelets taken with aspirin after a heart attack or stent. Ticagrelor (Brilinta) acts faster and more strongly and is taken twice daily; clopidogrel (Plavix, Clopilet) is once daily, cheaper, and its effect varies more between people.',
    detail: 'Ticagrelor carries somewhat more bleeding and can cause breathlessness. The cardiologist chooses; the two are not taken together.',
    source: { title: 'NHS — Ticagrelor', url: 'https://www.nhs.uk/medicines/ticagrelor/' },
  },
  {
    id: 'shared-thrombolytics-what_is',
    topic: 'thrombolytics',
    intent: 'what_is',
    question: 'What is a clot buster injection? What is thrombolysis?',
    answer:
      "Clot busters (thrombolytics) are hospital medicines, given into a vein, that dissolve a clot already blocking an artery. They are used in emergencies: some strokes, heart attacks when a stent can't be done quickly, and large lung clots. Examples: alteplase (Actilyse), tenecteplase, streptokinase.",
    detail:
      'They work best within hours: for stroke, usually within 4.5 hours of symptoms starting, which is why stroke or heart attack signs mean calling 112 at once.',
    source: { title: 'NHS — Stroke: treatment (thrombolysis, antiplatelets and anticoagulants)', url: 'https://www.nhs.uk/conditions/stroke/treatment/' },
  },
  {
    id: 'shared-thrombolytics-comparison',
    topic: 'thrombolytics',
    intent: 'comparison',
    question: 'What is the difference between a blood thinner and a clot buster?',
    answer:
      'A blood thinner (such as aspirin, clopidogrel, warfarin or apixaban) is a daily tablet that prevents new clots or stops one growing; it does not dissolve a clot. A clot buster is an emergency hospital injection that breaks up a clot already blocking an artery.',
    detail:
      'Clot busters carry a real risk of serious bleeding, so doctors check scans and history first. Afterwards, blood thinners are usually continued to prevent the next clot.',
    source: { title: 'NHS — Stroke: treatment (thrombolysis, antiplatelets and anticoagulants)', url: 'https://www.nhs.uk/conditions/stroke/treatment/' },
  },
  {
    id: 'shared-statins-what_is',
    topic: 'statins',
    intent: 'what_is',
    question: 'What is a statin and what does it do?',
    answer:
      "Statins lower LDL ('bad') cholesterol by slowing its production in the liver, reducing the risk of heart attack and stroke in people with heart disease, diabetes or high risk. Common ones: atorvastatin (Atorva, Lipitor), rosuvastatin (Rosuvas, Crestor) and simvastatin.",
    detail: 'Most people have no side effects; muscle aches are the best known. Unexplained muscle pain with weakness or dark urine needs a doctor promptly.',
    source: { title: 'NHS — Statins', url: 'https://www.nhs.uk/conditions/statins/' },
  },
  {
    id: 'shared-statins-interactions',
    topic: 'statins',
    intent: 'interactions',
    question: 'Can I take red yeast rice or drink grapefruit juice with a statin?',
    answer:
      'Red yeast rice contains monacolin K, the same substance as the statin lovastatin, so adding it to a statin doubles up and raises the risk of muscle side effects. Grapefruit juice raises levels of simvastatin and, in large amounts, atorvastatin; rosuvastatin is hardly affected.',
    detail: 'Heavy drinking adds liver strain. Tell the prescriber or pharmacist about any cholesterol supplement before taking it alongside a statin.',
    source: { title: 'NIH National Center for Complementary and Integrative Health — Red yeast rice', url: 'https://www.nccih.nih.gov/health/red-yeast-rice' },
  },
  {
    id: 'shared-atorvastatin-what_is',
    topic: 'atorvastatin',
    intent: 'what_is',
    question: 'What is Atorva? Is atorvastatin a statin?',
    answer:
      'Yes: Atorva is atorvastatin, a statin that lowers LDL cholesterol and the risk of heart attack and stroke. It is also sold as Lipitor, Storvas, Tonact, Aztor and Atorlip, and with aspirin in Ecosprin-AV.',
    detail: 'It is taken once daily, at any time of day. Large amounts of grapefruit juice raise its levels; muscle pain with weakness needs a doctor.',
    source: { title: 'NHS — Atorvastatin', url: 'https://www.nhs.uk/medicines/atorvastatin/' },
  },
  {
    id: 'shared-atorvastatin-comparison',
    topic: 'atorvastatin',
    intent: 'comparison',
    question: 'Atorvastatin or rosuvastatin: what is the difference?',
    answer:
      'Both are statins that lower LDL cholesterol. Rosuvastatin is stronger milligram for milligram, so lower doses give similar reductions; atorvastatin has more grapefruit and drug interactions. Both are taken once a day and have similar side effects.',
    detail:
      'Rosuvastatin doses may be lower in people of Asian heritage and those with kidney disease. The doctor picks the statin and strength to reach a cholesterol target.',
    source: { title: 'NHS — Rosuvastatin', url: 'https://www.nhs.uk/medicines/rosuvastatin/' },
  },
  {
    id: 'shared-rosuvastatin-what_is',
    topic: 'rosuvastatin',
    intent: 'what_is',
    question: 'What is Rosuvas (rosuvastatin)?',
    answer:
      'Rosuvas is rosuvastatin, a statin that lowers LDL cholesterol and triglycerides and reduces the risk of heart attack and stroke. It is also sold as Crestor, Rozavel and Rozat, and in some combination tablets.',
    detail:
      'It is taken once daily, at any time. People of Asian heritage may need lower doses, as blood levels run higher. Muscle pain with weakness needs a doctor.',
    source: { title: 'NHS — Rosuvastatin', url: 'https://www.nhs.uk/medicines/rosuvastatin/' },
  },
  {
    id: 'shared-metformin-what_is',
    topic: 'metformin',
    intent: 'what_is',
    question: 'What is metformin and what is it used for?',
    answer:
      'Metformin is a biguanide, the usual first medicine for type 2 diabetes. It lowers blood sugar mainly by reducing the sugar the liver releases and helping the body respond to insulin. Brands include Glycomet, Glucophage, Obimet and Glyciphage; it is also used in PCOS.',
    detail:
      'On its own it rarely causes low blood sugar. Stomach upset is common at first; taking it with meals or as slow-release tablets helps. Kidney function is checked regularly.',
    source: { title: 'NHS — Metformin', url: 'https://www.nhs.uk/medicines/metformin/' },
  },
  {
    id: 'shared-metformin-interactions',
    topic: 'metformin',
    intent: 'interactions',
    question: 'Does metformin affect vitamin B12? Can I take supplements with it?',
    answer:
      'Long-term metformin can lower vitamin B12, so B12 levels are worth checking, especially with tingling, numbness or tiredness; the doctor decides whether a supplement is needed. Heavy drinking raises the risk of a rare serious problem, lactic acidosis.',
    detail:
      'Supplements sold for blood sugar, such as bitter gourd (karela), fenugreek (methi), berberine, cinnamon or gymnema, may add to its effect; tell the doctor before trying them.',
    source: { title: 'NHS — Metformin', url: 'https://www.nhs.uk/medicines/metformin/' },
  },
  {
    id: 'shared-insulin-what_is',
    topic: 'insulin',
    intent: 'what_is',
    question: 'What is insulin and why do some people need injections?',
    answer:
      'Insulin is the hormone that moves sugar from the blood into cells. People with type 1 diabetes must inject it, and many with type 2 or pregnancy diabetes need it too. Types range from rapid-acting (NovoRapid, Humalog) to long-acting (Lantus, Basalog, Tresiba) and premixed (Mixtard).',
    detail:
      'It is injected with a pen, syringe or pump, as tablets would be digested. Low sugar (shaking, sweating, confusion) is the main risk and needs fast-acting sugar.',
    source: {
      title: 'NIH NIDDK — Insulin, medicines and other diabetes treatments',
      url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/insulin-medicines-treatments',
    },
  },
  {
    id: 'shared-insulin-interactions',
    topic: 'insulin',
    intent: 'interactions',
    question: 'Can I drink alcohol or take karela or fenugreek supplements with insulin?',
    answer:
      "Alcohol can cause low blood sugar hours later, even overnight, so eating with it and checking sugar matter. Supplements sold for blood sugar, such as karela (bitter gourd), methi (fenugreek), cinnamon, berberine or gymnema, may add to insulin's effect.",
    detail:
      'Tell the diabetes team before trying any such supplement. No supplement replaces insulin: people with type 1 diabetes can become seriously ill within a day without it.',
    source: {
      title: 'NIH National Center for Complementary and Integrative Health — Diabetes and dietary supplements',
      url: 'https://www.nccih.nih.gov/health/diabetes-and-dietary-supplements',
    },
  },
  {
    id: 'shared-levothyroxine-what_is',
    topic: 'levothyroxine',
    intent: 'what_is',
    question: 'What is Thyronorm? Is it a steroid?',
    answer:
      'No, Thyronorm is not a steroid. It is levothyroxine, a man-made copy of thyroxine (T4), the hormone your thyroid makes, taken for an underactive thyroid (hypothyroidism). Eltroxin, Thyrox, Synthroid and Euthyrox are the same medicine.',
    detail:
      'It is usually taken once daily on an empty stomach, 30 to 60 minutes before breakfast or tea. TSH blood tests guide the dose, and treatment is often lifelong.',
    source: { title: 'NHS — Levothyroxine', url: 'https://www.nhs.uk/medicines/levothyroxine/' },
  },
  {
    id: 'shared-levothyroxine-interactions',
    topic: 'levothyroxine',
    intent: 'interactions',
    question: 'Can I take calcium or iron with my thyroid tablet? What about biotin?',
    answer:
      'Calcium, iron, antacids and multivitamins with minerals can stop levothyroxine being absorbed, so they are usually taken at least 4 hours apart from it. Soya, high-fibre meals and coffee soon after a dose can also lower absorption.',
    detail:
      'Biotin, common in hair, skin and nail supplements, can make thyroid blood tests read falsely; mention it before a test. A pharmacist can help fit supplements around your dose.',
    source: { title: 'NHS — Levothyroxine', url: 'https://www.nhs.uk/medicines/levothyroxine/' },
  },
  {
    id: 'shared-amlodipine-what_is',
    topic: 'amlodipine',
    intent: 'what_is',
    question: 'What is amlodipine for?',
    answer:
      'Amlodipine is a calcium channel blocker that relaxes and widens blood vessels. It treats high blood pressure and prevents angina (chest pain). It is sold as Amlong, Stamlo, Amlopres, Amlodac, Norvasc and Istin, and in combinations such as Telma-AM.',
    detail: 'It is taken once daily. Common side effects are swollen ankles, flushing, headache and dizziness; the doctor can review them if they persist.',
    source: { title: 'NHS — Amlodipine', url: 'https://www.nhs.uk/medicines/amlodipine/' },
  },
  {
    id: 'shared-metoprolol-what_is',
    topic: 'metoprolol',
    intent: 'what_is',
    question: 'What is metoprolol? What does a beta blocker do?',
    answer:
      'Metoprolol is a beta blocker: it slows the heart and softens each beat. It treats high blood pressure, angina, irregular heartbeat and heart failure, protects the heart after a heart attack, and can prevent migraine. Brands include Met XL, Metolar, Starpress, Seloken and Lopressor.',
    detail:
      'Other beta blockers include atenolol, bisoprolol (Concor), nebivolol, carvedilol and propranolol. Stopping suddenly can worsen angina, so changes are planned with the doctor.',
    source: { title: 'NHS — Metoprolol', url: 'https://www.nhs.uk/medicines/metoprolol/' },
  },
  {
    id: 'shared-arbs-what_is',
    topic: 'arbs',
    intent: 'what_is',
    question: 'What is telmisartan (Telma)? What is an ARB?',
    answer:
      'Telmisartan (Telma, Telsar, Micardis) and losartan (Losar, Losacar, Cozaar) are ARBs, angiotensin receptor blockers. They relax blood vessels by blocking angiotensin II, a hormone that tightens them, to treat high blood pressure and protect the heart and kidneys, especially in diabetes.',
    detail: 'Others include olmesartan, valsartan and candesartan. Telma-H adds a diuretic and Telma-AM adds amlodipine. ARBs are not used in pregnancy.',
    source: { title: 'NHS — Losartan', url: 'https://www.nhs.uk/medicines/losartan/' },
  },
  {
    id: 'shared-arbs-comparison',
    topic: 'arbs',
    intent: 'comparison',
    question: 'What is the difference between an ARB like telmisartan and an ACE inhibitor like ramipril?',
    answer:
      'Both act on the same hormone system to lower blood pressure and protect the heart and kidneys. ACE inhibitors (ramipril, lisinopril) stop angiotensin II being made; ARBs (telmisartan, losartan) block where it acts. ARBs rarely cause the dry cough ACE inhibitors can.',
    detail: 'They are not normally taken together. Both can raise potassium and are avoided in pregnancy; blood tests check kidney function and potassium.',
    source: { title: 'NHS — Losartan', url: 'https://www.nhs.uk/medicines/losartan/' },
  },
  {
    id: 'shared-arbs-interactions',
    topic: 'arbs',
    intent: 'interactions',
    question: 'Can I take potassium supplements or use low-sodium salt with telmisartan or losartan?',
    answer:
      'Ask the doctor or pharmacist first: ARBs make the body hold on to potassium, so potassium supplements and low-sodium salt substitutes made with potassium chloride can push it too high, which can upset the heart rhythm.',
    detail: 'Ibuprofen and other NSAIDs can weaken ARBs and strain the kidneys. The doctor or pharmacist can say which salt and supplements suit you.',
    source: { title: 'NHS — Losartan', url: 'https://www.nhs.uk/medicines/losartan/' },
  },
  {
    id: 'shared-ace-inhibitors-what_is',
    topic: 'ace-inhibitors',
    intent: 'what_is',
    question: 'What is ramipril (Cardace)? What is an ACE inhibitor?',
    answer:
      'Ramipril (Cardace, Ramistar, Tritace) and lisinopril (Listril, Zestril) are ACE inhibitors: they stop the body making angiotensin II, a hormone that narrows blood vessels. They treat high blood pressure and heart failure, and protect the heart after a heart attack and the kidneys in diabetes.',
    detail: 'A dry, tickly cough is a common side effect. Rarely the lips, face or tongue swell, which is an emergency. They are not used in pregnancy.',
    source: { title: 'NHS — Ramipril', url: 'https://www.nhs.uk/medicines/ramipril/' },
  },
  {
    id: 'shared-ace-inhibitors-interactions',
    topic: 'ace-inhibitors',
    intent: 'interactions',
    question: 'Can I take potassium or use lite salt with ramipril?',
    answer:
      'Ask the doctor or pharmacist first: ACE inhibitors raise potassium, so potassium supplements and potassium-based low-sodium salt substitutes can push levels too high and affect the heart rhythm.',
    detail:
      'Ibuprofen and other NSAIDs can weaken them and strain the kidneys. Blood tests check potassium and kidney function, especially after starting or changing the dose.',
    source: { title: 'NHS — Ramipril', url: 'https://www.nhs.uk/medicines/ramipril/' },
  },
  {
    id: 'shared-spironolactone-what_is',
    topic: 'spironolactone',
    intent: 'what_is',
    question: 'What is spironolactone used for?',
    answer:
      'Spironolactone (Aldactone) is a potassium-sparing diuretic that blocks the hormone aldosterone. It is used for heart failure, fluid build-up from liver or kidney disease, hard-to-control high blood pressure and excess aldosterone, and sometimes for acne or excess hair growth in women.',
    detail: 'It can raise potassium, so blood tests are needed. It may cause breast tenderness or swelling in men. Lasilactone combines it with furosemide.',
    source: { title: 'NHS — Spironolactone', url: 'https://www.nhs.uk/medicines/spironolactone/' },
  },
  {
    id: 'shared-spironolactone-interactions',
    topic: 'spironolactone',
    intent: 'interactions',
    question: 'Can I take potassium supplements or drink coconut water with spironolactone?',
    answer:
      'Ask the doctor first: spironolactone makes the body keep potassium, so potassium supplements and potassium-based low-sodium salt substitutes can raise it to dangerous levels. Large amounts of high-potassium foods and drinks, such as coconut water, are worth discussing too.',
    detail: 'ACE inhibitors, ARBs and NSAIDs add to the potassium or kidney effects. Muscle weakness or an irregular heartbeat needs a doctor promptly.',
    source: { title: 'NHS — Spironolactone', url: 'https://www.nhs.uk/medicines/spironolactone/' },
  },
  {
    id: 'shared-furosemide-what_is',
    topic: 'furosemide',
    intent: 'what_is',
    question: 'What is furosemide (Lasix)? Is it a water tablet?',
    answer:
      "Yes: furosemide (Lasix, Frusenex), once spelt frusemide, is a strong loop diuretic, or 'water tablet'. It makes the kidneys pass more salt and water, easing fluid build-up from heart failure, liver or kidney disease, and sometimes high blood pressure. Torsemide (Dytor) is similar.",
    detail:
      'It makes you pass urine often for some hours, so it is usually taken in the morning. It can lower potassium and cause dehydration and dizziness; blood tests check salts and kidneys.',
    source: { title: 'NHS — Furosemide', url: 'https://www.nhs.uk/medicines/furosemide/' },
  },
  {
    id: 'shared-furosemide-comparison',
    topic: 'furosemide',
    intent: 'comparison',
    question: 'What is the difference between furosemide and spironolactone?',
    answer:
      'Both are diuretics. Furosemide (Lasix) is a strong, fast loop diuretic that clears fluid and tends to lower potassium; spironolactone (Aldactone) is milder, blocks aldosterone and keeps potassium. They are often prescribed together, as in Lasilactone, partly to balance potassium.',
    detail:
      'People with heart failure may take both alongside other heart medicines; the doctor checks potassium, sodium and kidney function with blood tests.',
    source: { title: 'NHS — Furosemide', url: 'https://www.nhs.uk/medicines/furosemide/' },
  },
  {
    id: 'shared-ssris-what_is',
    topic: 'ssris',
    intent: 'what_is',
    question: "What does SSRI stand for? What's the generic name of Nexito?",
    answer:
      'SSRI stands for selective serotonin reuptake inhibitor, the most prescribed antidepressant family. Nexito is escitalopram (also Lexapro, Cipralex, Feliz S); others are sertraline (Zoloft, Daxid), fluoxetine (Prozac, Fludac), paroxetine and citalopram. They treat depression, anxiety, panic and OCD.',
    detail:
      'They boost serotonin signalling and usually take a few weeks to help. Nexito Plus also contains clonazepam, a benzodiazepine. Any stopping is planned with the prescriber.',
    source: {
      title: 'NHS — SSRI antidepressants',
      url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/medicines-and-psychiatry/ssri-antidepressants/overview/',
    },
  },
  {
    id: 'shared-ssris-comparison',
    topic: 'ssris',
    intent: 'comparison',
    question: 'What is the difference between an SSRI and an SNRI?',
    answer:
      'SSRIs (escitalopram, sertraline, fluoxetine) mainly boost serotonin; SNRIs (duloxetine, venlafaxine) boost serotonin and noradrenaline. Both treat depression and anxiety; SNRIs are also used for some nerve pain and can raise blood pressure. SSRIs are usually tried first.',
    detail:
      'Side effects overlap: nausea, sleep changes, sweating and sexual problems. The prescriber picks one by symptoms, other conditions and past response, and plans any switch.',
    source: {
      title: 'NHS — Antidepressants: overview',
      url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/medicines-and-psychiatry/antidepressants/overview/',
    },
  },
  {
    id: 'shared-ssris-interactions',
    topic: 'ssris',
    intent: 'interactions',
    question: "Can I take St John's wort or 5-HTP with escitalopram or sertraline?",
    answer:
      "Not without the prescriber's agreement: St John's wort, 5-HTP and tryptophan also raise serotonin, and with an SSRI can cause serotonin syndrome: agitation, sweating, shaking, fast heartbeat and fever.",
    detail:
      'SSRIs slightly raise bleeding risk, more so with aspirin, NSAIDs, warfarin, fish oil or ginkgo. Alcohol can worsen drowsiness and low mood. Ask a pharmacist before adding supplements.',
    source: { title: "NIH National Center for Complementary and Integrative Health — St. John's wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
  },
  {
    id: 'shared-snris-what_is',
    topic: 'snris',
    intent: 'what_is',
    question: 'What is duloxetine? Is venlafaxine an SNRI?',
    answer:
      'Yes: duloxetine (Duzela, Cymbalta) and venlafaxine (Venlor, Effexor) are SNRIs, serotonin and noradrenaline reuptake inhibitors, as is desvenlafaxine (Pristiq). They treat depression and anxiety; duloxetine is also used for diabetic nerve pain and fibromyalgia.',
    detail:
      "Nausea, dry mouth, sweating and sleep changes are common early. Missed doses or sudden stops can bring dizziness and 'brain zaps', so changes go through the prescriber.",
    source: { title: 'MedlinePlus — Duloxetine drug information', url: 'https://medlineplus.gov/druginfo/meds/a604030.html' },
  },
  {
    id: 'shared-snris-interactions',
    topic: 'snris',
    intent: 'interactions',
    question: "Can I take St John's wort, 5-HTP or fish oil with duloxetine or venlafaxine?",
    answer:
      "St John's wort, 5-HTP and tryptophan raise serotonin too, and with an SNRI risk serotonin syndrome: agitation, sweating, shaking, fever, fast heartbeat. Fish oil, ginkgo, aspirin and NSAIDs may add to a small bleeding risk.",
    detail: 'Heavy drinking is avoided with duloxetine because of liver risk. Ask the prescriber or pharmacist before adding any supplement.',
    source: { title: "NIH National Center for Complementary and Integrative Health — St. John's wort", url: 'https://www.nccih.nih.gov/health/st-johns-wort' },
  },
  {
    id: 'shared-maois-what_is',
    topic: 'maois',
    intent: 'what_is',
    question: 'What is an MAOI and why avoid cheese?',
    answer:
      "MAOIs (monoamine oxidase inhibitors), such as phenelzine (Nardil), tranylcypromine (Parnate) and moclobemide, are older antidepressants used when others haven't helped. They block an enzyme that also clears tyramine from food, so tyramine-rich foods like aged cheese can push blood pressure dangerously high.",
    detail:
      "Selegiline and rasagiline, used for Parkinson's disease, carry less dietary risk at usual doses. A sudden severe headache, pounding heart or stiff neck on an MAOI is an emergency.",
    source: {
      title: 'Mayo Clinic — Monoamine oxidase inhibitors (MAOIs)',
      url: 'https://www.mayoclinic.org/diseases-conditions/depression/in-depth/maois/art-20043992',
    },
  },
  {
    id: 'shared-maois-interactions',
    topic: 'maois',
    intent: 'interactions',
    question: 'What foods and supplements must be avoided on an MAOI?',
    answer:
      'Tyramine-rich foods: aged cheeses (cheddar, parmesan, blue), salami and other aged meats, pickled fish, soy sauce, yeast extract spreads, sauerkraut, broad bean pods, overripe or spoiled food, and tap beer. Fresh paneer, cottage cheese and cream cheese are low in tyramine.',
    detail:
      "St John's wort, tryptophan, other antidepressants and decongestant cold remedies can react dangerously. The limits last about two weeks after stopping; a pharmacist can check anything new.",
    source: {
      title: 'Mayo Clinic — Monoamine oxidase inhibitors (MAOIs)',
      url: 'https://www.mayoclinic.org/diseases-conditions/depression/in-depth/maois/art-20043992',
    },
  },
  {
    id: 'shared-bupropion-what_is',
    topic: 'bupropion',
    intent: 'what_is',
    question: 'What is bupropion (Wellbutrin)?',
    answer:
      'Bupropion is an antidepressant of its own type, acting on noradrenaline and dopamine rather than serotonin. It treats depression and seasonal depression (Wellbutrin) and helps people stop smoking (Zyban); in India it is sold as Bupron SR and XL.',
    detail:
      'It is less likely than SSRIs to cause weight gain or sexual side effects, but can cause sleeplessness and, rarely, seizures, especially with eating disorders, heavy drinking or past seizures.',
    source: { title: 'MedlinePlus — Bupropion drug information', url: 'https://medlineplus.gov/druginfo/meds/a695033.html' },
  },
  {
    id: 'shared-lithium-what_is',
    topic: 'lithium',
    intent: 'what_is',
    question: 'What is lithium used for?',
    answer:
      "Lithium is a mood stabiliser, mainly used to prevent and treat mania and depression in bipolar disorder, and sometimes for depression that other treatments haven't helped. It also lowers suicide risk. Brands include Licab, Lithosun, Intalith, Priadel and Camcolit.",
    detail:
      'The safe range is narrow, so blood tests check lithium level, kidneys and thyroid. Vomiting, diarrhoea, a coarse tremor, unsteadiness or confusion can mean too much: see a doctor urgently.',
    source: { title: 'NHS — Lithium', url: 'https://www.nhs.uk/medicines/lithium/' },
  },
  {
    id: 'shared-lithium-interactions',
    topic: 'lithium',
    intent: 'interactions',
    question: 'Does salt or water intake affect lithium? Can I take ibuprofen?',
    answer:
      'Yes. The body handles lithium like salt: cutting salt or losing fluid through heat, heavy sweating, fever, vomiting or diarrhoea raises lithium levels, while a sudden rise in salt lowers them. Keeping salt and fluid intake steady helps.',
    detail:
      'Ibuprofen and other NSAIDs, ACE inhibitors, ARBs and diuretics raise levels too. Check with the prescriber or pharmacist before any new medicine or supplement.',
    source: { title: 'NHS — Lithium', url: 'https://www.nhs.uk/medicines/lithium/' },
  },
  {
    id: 'shared-benzodiazepines-what_is',
    topic: 'benzodiazepines',
    intent: 'what_is',
    question: 'What is a benzodiazepine? Are Alprax and Clonotril the same?',
    answer:
      'Benzodiazepines are sedatives that calm the brain by boosting GABA, its calming chemical. Alprazolam (Alprax, Restyl, Xanax), clonazepam (Clonotril, Rivotril, Lonazep), diazepam (Valium, Calmpose) and lorazepam (Ativan) are examples, used short term for severe anxiety, sleeplessness, seizures and alcohol withdrawal.',
    detail:
      'They differ in speed and length of action. Dependence can develop within weeks, so courses are short, and stopping after regular use is tapered with the prescriber.',
    source: { title: 'NHS — Diazepam', url: 'https://www.nhs.uk/medicines/diazepam/' },
  },
  {
    id: 'shared-benzodiazepines-interactions',
    topic: 'benzodiazepines',
    intent: 'interactions',
    question: 'Can I take sleep supplements or drink alcohol with alprazolam or clonazepam?',
    answer:
      'Alcohol, opioid painkillers, other sleeping pills and sedating antihistamines add to the drowsiness and, together, can dangerously slow breathing. Sedating supplements such as valerian, kava or melatonin may add to it too.',
    detail: 'Ask the prescriber or pharmacist before combining any of these, and avoid driving until you know how the medicine affects you.',
    source: {
      title: 'FDA — Boxed warning updated to improve safe use of benzodiazepine drug class (2020)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requiring-boxed-warning-updated-improve-safe-use-benzodiazepine-drug-class',
    },
  },
  {
    id: 'shared-z-drugs-what_is',
    topic: 'z-drugs',
    intent: 'what_is',
    question: 'What is zolpidem? What are z-drugs?',
    answer:
      'Z-drugs are sleeping tablets for short-term, severe insomnia: zolpidem (Zolfresh, Nitrest, Stilnoct, Ambien), zopiclone (Zimovane), eszopiclone (Lunesta) and zaleplon. They act on the same calming GABA system as benzodiazepines but are chemically different and short-acting.',
    detail:
      "Rarely they cause sleepwalking, sleep-driving or other actions without memory, which needs the doctor's review. Next-morning drowsiness can affect driving, and dependence is possible with regular use.",
    source: {
      title: 'FDA — Boxed warning on complex sleep behaviours with eszopiclone, zaleplon and zolpidem (2019)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-risk-serious-injuries-caused-sleepwalking-certain-prescription-insomnia',
    },
  },
  {
    id: 'shared-z-drugs-comparison',
    topic: 'z-drugs',
    intent: 'comparison',
    question: 'What is the difference between a benzodiazepine and a z-drug?',
    answer:
      'Both calm the brain through the same GABA receptor. Benzodiazepines (alprazolam, clonazepam, diazepam) are used for anxiety, seizures and sleep; z-drugs (zolpidem, zopiclone) only for sleep, and they wear off quickly. Both can cause dependence and are meant for short courses.',
    detail:
      'Neither is combined with alcohol or with the other. Guidelines suggest better sleep habits and CBT for insomnia first; the prescriber decides which suits you.',
    source: { title: 'NICE TA77 — Zaleplon, zolpidem and zopiclone for the short-term management of insomnia', url: 'https://www.nice.org.uk/guidance/ta77' },
  },
  {
    id: 'shared-corticosteroids-what_is',
    topic: 'corticosteroids',
    intent: 'what_is',
    question: 'What is prednisolone (Wysolone, Omnacortil)? What are steroids used for?',
    answer:
      'Prednisolone (Wysolone, Omnacortil) is a corticosteroid, a man-made version of the hormone cortisol that calms inflammation and an overactive immune system. Steroids treat asthma flares, severe allergies, arthritis, bowel, skin and autoimmune diseases. Others include dexamethasone (Dexona), methylprednisolone (Medrol) and deflazacort.',
    detail:
      'Short courses are usually well tolerated. Long use can raise blood sugar, weight and infection risk and thin bones; after a few weeks the prescriber lowers the dose gradually rather than stopping suddenly.',
    source: { title: 'NHS — Prednisolone tablets and liquid', url: 'https://www.nhs.uk/medicines/prednisolone/' },
  },
  {
    id: 'shared-corticosteroids-comparison',
    topic: 'corticosteroids',
    intent: 'comparison',
    question: 'Are steroid tablets the same as the steroids bodybuilders use?',
    answer:
      'No. Medical corticosteroids such as prednisolone copy the hormone cortisol and calm inflammation. Anabolic steroids copy testosterone to build muscle; misused, they harm the heart, liver, fertility and mood. Inhalers and creams use corticosteroids in small, local doses.',
    detail: 'Thyroid tablets such as Thyronorm (levothyroxine) are not steroids either. Anyone unsure what a prescribed tablet is can ask the pharmacist.',
    source: { title: 'NHS — Steroids; NHS — Anabolic steroid misuse', url: 'https://www.nhs.uk/conditions/steroids/' },
  },
  {
    id: 'shared-montelukast-what_is',
    topic: 'montelukast',
    intent: 'what_is',
    question: 'What is Montair LC? What is montelukast used for?',
    answer:
      'Montelukast is a leukotriene receptor antagonist that blocks chemicals causing airway swelling. It helps prevent asthma symptoms and exercise-triggered asthma, and eases hay fever. Montair LC and Montek LC combine it with levocetirizine, an antihistamine; Singulair and plain Montair are montelukast alone.',
    detail:
      'It does not relieve a sudden asthma attack; a reliever inhaler does. Mood changes, nightmares, agitation or suicidal thoughts are rare but serious: tell the doctor promptly.',
    source: { title: 'NHS — Montelukast', url: 'https://www.nhs.uk/medicines/montelukast/' },
  },
  {
    id: 'shared-antihistamines-what_is',
    topic: 'antihistamines',
    intent: 'what_is',
    question: 'What is cetirizine? Are all antihistamines drowsy?',
    answer:
      'Cetirizine (Cetzine, Okacet, Alerid, Zyrtec) is an antihistamine: it blocks histamine, which the body releases in allergy. It eases sneezing, runny nose and itchy eyes from hay fever, hives and itchy skin. Levocetirizine (Levocet, Xyzal), fexofenadine (Allegra) and loratadine are similar.',
    detail:
      'These newer ones cause little drowsiness, though cetirizine makes some people sleepy. Older ones such as chlorphenamine, pheniramine (Avil), promethazine and hydroxyzine are clearly sedating.',
    source: { title: 'NHS — Antihistamines', url: 'https://www.nhs.uk/conditions/antihistamines/' },
  },
  {
    id: 'shared-ppis-what_is',
    topic: 'ppis',
    intent: 'what_is',
    question: 'What is Pan-D? Is pantoprazole the same as omeprazole?',
    answer:
      'Pantoprazole (Pan, Pantocid) and omeprazole (Omez, Prilosec) are both proton pump inhibitors (PPIs), which cut stomach acid. They treat acid reflux, heartburn and ulcers, and protect the stomach alongside some painkillers. Pan-D adds domperidone, an anti-sickness medicine; Razo-D pairs rabeprazole with it.',
    detail: 'They work best taken before breakfast. Long use can lower magnesium and vitamin B12, so the need for them is reviewed from time to time.',
    source: { title: 'NHS — Pantoprazole', url: 'https://www.nhs.uk/medicines/pantoprazole/' },
  },
  {
    id: 'shared-ppis-comparison',
    topic: 'ppis',
    intent: 'comparison',
    question: 'What is the difference between a PPI like pantoprazole and an antacid like Digene or Gelusil?',
    answer:
      'Antacids (Digene, Gelusil, Eno) neutralise acid already in the stomach and work within minutes, but briefly. PPIs (pantoprazole, omeprazole) switch off acid production at its source: slower to start, but they control acid for about a day, suiting ongoing reflux and ulcers.',
    detail: 'Heartburn lasting over three weeks, trouble swallowing, weight loss, vomiting blood or black stools need a doctor rather than more tablets.',
    source: { title: 'NHS — Antacids', url: 'https://www.nhs.uk/conditions/antacids/' },
  },
  {
    id: 'shared-ppis-interactions',
    topic: 'ppis',
    intent: 'interactions',
    question: 'Does long-term pantoprazole or omeprazole affect vitamin B12, iron or magnesium?',
    answer:
      'It can: over months to years, less stomach acid can reduce absorption of vitamin B12, magnesium, iron and calcium, and long use is linked with weaker bones. Low magnesium can cause cramps, tiredness or an irregular heartbeat.',
    detail: 'The doctor can check levels and review whether the PPI is still needed. Omeprazole and esomeprazole can also weaken clopidogrel.',
    source: { title: 'NHS — Omeprazole', url: 'https://www.nhs.uk/medicines/omeprazole/' },
  },
  {
    id: 'shared-lactulose-what_is',
    topic: 'lactulose',
    intent: 'what_is',
    question: 'How does lactulose work? What is Duphalac?',
    answer:
      'Lactulose (Duphalac, Looz, Livoluk) is an osmotic laxative: a man-made sugar the gut does not absorb. It draws water into the bowel, softening stools so they pass more easily. It treats constipation and, in liver disease, lowers ammonia to prevent confusion (hepatic encephalopathy).',
    detail:
      'It usually takes two to three days to work. Wind, bloating and cramps are common at first; drinking enough fluid helps. It is considered safe in pregnancy.',
    source: { title: 'NHS — Lactulose', url: 'https://www.nhs.uk/medicines/lactulose/' },
  },
  {
    id: 'shared-methotrexate-what_is',
    topic: 'methotrexate',
    intent: 'what_is',
    question: 'What does methotrexate treat?',
    answer:
      "Methotrexate (Folitrax, Imutrex, Metoject) is a disease-modifying medicine that calms the immune system. It treats rheumatoid and psoriatic arthritis, severe psoriasis and Crohn's disease. At much higher doses it is a chemotherapy for some cancers, and it is also used for ectopic pregnancy.",
    detail:
      'For arthritis and psoriasis it is taken once a week, on the same day; taking it daily by mistake is dangerous. Regular blood tests check blood counts and liver.',
    source: { title: 'NHS — Methotrexate', url: 'https://www.nhs.uk/medicines/methotrexate/' },
  },
  {
    id: 'shared-methotrexate-interactions',
    topic: 'methotrexate',
    intent: 'interactions',
    question: 'Should I take folic acid with methotrexate? What supplements interact?',
    answer:
      'Folic acid is usually prescribed alongside weekly methotrexate to reduce side effects, on a set day that is not the methotrexate day. Take it exactly as prescribed, and check with the doctor before other products containing folic acid.',
    detail:
      'Alcohol adds to liver harm, so limits are agreed with the doctor. The antibiotics trimethoprim and co-trimoxazole, and regular NSAIDs, can push methotrexate to toxic levels.',
    source: { title: 'NHS — Methotrexate', url: 'https://www.nhs.uk/medicines/methotrexate/' },
  },
  {
    id: 'shared-immunosuppressants-what_is',
    topic: 'immunosuppressants',
    intent: 'what_is',
    question: 'What are immunosuppressants like tacrolimus and cyclosporine for?',
    answer:
      'Immunosuppressants damp down the immune system. Tacrolimus (Pangraf, Prograf, Advagraf) and ciclosporin, or cyclosporine (Sandimmun Neoral, Panimun Bioral), stop the body rejecting a transplanted kidney, liver or heart, and treat some severe autoimmune, skin and eye conditions. Mycophenolate and azathioprine are others.',
    detail:
      'Blood levels are checked often because small changes matter, and brands are not switched without the transplant team. Infections can turn serious quickly, so fever needs prompt medical advice.',
    source: { title: 'BNF (NICE) — Tacrolimus', url: 'https://bnf.nice.org.uk/drugs/tacrolimus/' },
  },
  {
    id: 'shared-immunosuppressants-interactions',
    topic: 'immunosuppressants',
    intent: 'interactions',
    question: 'Can I take immunity boosters or grapefruit with tacrolimus after a transplant?',
    answer:
      "Check with the transplant team first. Grapefruit and pomelo raise tacrolimus and ciclosporin levels, risking toxicity; St John's wort lowers them, risking rejection. Herbal 'immunity boosters' such as echinacea are usually avoided, as they aim to do the opposite of these medicines.",
    detail:
      "Potassium supplements can push potassium too high with these medicines. New antibiotics, antifungals and live vaccines also need the team's check first.",
    source: { title: 'BNF (NICE) — Ciclosporin (interactions)', url: 'https://bnf.nice.org.uk/drugs/ciclosporin/' },
  },
  {
    id: 'shared-isotretinoin-what_is',
    topic: 'isotretinoin',
    intent: 'what_is',
    question: 'What is isotretinoin (Isotroin, Accutane)?',
    answer:
      "Isotretinoin (Isotroin, Sotret, Tretiva, Roaccutane, Accutane) is a retinoid, a medicine related to vitamin A, taken as capsules for severe acne or acne that other treatments haven't cleared. It shrinks the skin's oil glands; a course usually lasts 4 to 6 months.",
    detail:
      'It causes serious birth defects, so pregnancy must be avoided during and for a month after treatment. Dry lips and skin are expected; low mood needs the doctor at once.',
    source: { title: 'NHS — Isotretinoin capsules', url: 'https://www.nhs.uk/medicines/isotretinoin-capsules/' },
  },
  {
    id: 'shared-isotretinoin-interactions',
    topic: 'isotretinoin',
    intent: 'interactions',
    question: 'Can I take vitamin A or multivitamins with isotretinoin?',
    answer:
      'Vitamin A supplements are avoided, and multivitamins and cod liver oil are checked for vitamin A, because isotretinoin is itself a vitamin A relative and extra can cause vitamin A toxicity, with headache, nausea and liver strain.',
    detail:
      'Tetracycline antibiotics such as doxycycline and minocycline are not combined with it, as together they can raise pressure inside the skull. Ask the dermatologist or pharmacist first.',
    source: { title: 'NHS — Isotretinoin capsules', url: 'https://www.nhs.uk/medicines/isotretinoin-capsules/' },
  },
  {
    id: 'shared-oral-contraceptive-pill-what_is',
    topic: 'oral-contraceptive-pill',
    intent: 'what_is',
    question: 'What is the combined contraceptive pill (Mala-D, Ovral-L)?',
    answer:
      'The combined pill contains two hormones, an oestrogen and a progestogen, that stop ovulation. Brands include Mala-D, Mala-N, Ovral-L, Loette, Yasmin and Novelon. Taken perfectly it is over 99% effective; with typical missed pills, about 91%. The mini pill contains progestogen only.',
    detail:
      'Chhaya (Saheli), or centchroman, is a non-hormonal weekly pill used in India. Emergency pills such as i-pill are different and not for regular use.',
    source: { title: 'NHS — Combined pill', url: 'https://www.nhs.uk/contraception/methods-of-contraception/combined-pill/' },
  },
  {
    id: 'shared-oral-contraceptive-pill-interactions',
    topic: 'oral-contraceptive-pill',
    intent: 'interactions',
    question: "Does St John's wort or an antibiotic stop the pill working?",
    answer:
      "St John's wort can make hormonal contraception fail, and so can some prescription medicines, such as rifampicin and certain epilepsy and HIV medicines. Most common antibiotics, such as amoxicillin and azithromycin, do not reduce the pill's effect.",
    detail:
      'Vomiting within a few hours of a pill, or severe diarrhoea, can stop it being absorbed; a pharmacist can explain the missed-pill rules and when extra protection is needed.',
    source: { title: 'NHS — Combined pill', url: 'https://www.nhs.uk/contraception/methods-of-contraception/combined-pill/' },
  },
  {
    id: 'shared-antibiotics-what_is',
    topic: 'antibiotics',
    intent: 'what_is',
    question: 'What are antibiotics? Is azithromycin an antibiotic? Do they work on viral fever?',
    answer:
      "Antibiotics kill bacteria or stop them multiplying. Amoxicillin (Mox, Novamox), amoxicillin-clavulanate (Augmentin, Clavam) and azithromycin (Azithral, Azee, Zithromax) are common examples. They do not work on viruses, so they don't help colds, flu, most sore throats or viral fevers.",
    detail:
      'Taking them when not needed breeds resistant bacteria. They are taken exactly as prescribed, and leftover or shared antibiotics are not used for a new illness.',
    source: { title: 'NHS — Antibiotics', url: 'https://www.nhs.uk/conditions/antibiotics/' },
  },
  {
    id: 'shared-antibiotics-interactions',
    topic: 'antibiotics',
    intent: 'interactions',
    question: 'Can I take antibiotics with milk, calcium, iron or probiotics?',
    answer:
      'Calcium, iron, zinc, magnesium, antacids and milk bind to doxycycline and ciprofloxacin-type antibiotics and block their absorption, so they are usually taken a few hours apart. Amoxicillin and azithromycin are little affected by food.',
    detail:
      'Alcohol with metronidazole (Flagyl, Metrogyl) causes sickness and flushing. Probiotics are often taken a couple of hours apart from the antibiotic. A pharmacist can help with timing.',
    source: { title: 'NHS — Antibiotics', url: 'https://www.nhs.uk/conditions/antibiotics/' },
  },
];
