// Shared answers to how a supplement is taken, where customers asked and got a neighbouring fact (twenty-ninth
// session, from everyday-tuning-7's misses): when to take melatonin before bed, how long to try a probiotic, zinc that
// makes one feel sick on an empty stomach, and how an effervescent tablet is taken. Written in our own words from the
// source beside each entry; none says a supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const NHS_MELATONIN: Source = {
  title: 'NHS — Melatonin: how and when to take it',
  url: 'https://www.nhs.uk/medicines/melatonin/how-and-when-to-take-melatonin/',
};
const NICE_IBS: Source = {
  title: 'NICE CG61 — Irritable bowel syndrome in adults: diagnosis and management (probiotics)',
  url: 'https://www.nice.org.uk/guidance/cg61/chapter/Recommendations',
};
const ODS_ZINC_HP: Source = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const NHS_SOLUBLE: Source = {
  title: 'NHS — Paracetamol for adults: how to take soluble tablets',
  url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/how-and-when-to-take-paracetamol-for-adults/',
};

export const SHARED_HOW_TO_TAKE_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-melatonin-timing-before-bed',
    topic: 'melatonin',
    intent: 'timing',
    question: 'How long before bed should I take melatonin? I take it when I lie down and nothing happens.',
    answer:
      'Take it 1 to 2 hours before you want to sleep, not as you lie down: melatonin works by telling your body clock that night is coming, and it takes time to be absorbed.',
    detail: 'Take it at the same time each night and keep the room dark; screens and bright light late in the evening work against it.',
    source: NHS_MELATONIN,
  },
  {
    id: 'shared-probiotics-timing-how-long-to-try',
    topic: 'probiotics',
    intent: 'timing',
    question: 'How long should I try a probiotic before deciding whether it is working for me?',
    answer:
      'Give one product at least 4 weeks at the dose on the label, taken every day, before you judge it. If nothing has changed after about a month, it is reasonable to stop or try another strain.',
    detail: 'Effects are strain-specific, so switching brands means a different product, not a stronger one. Keep a short symptom diary to see a change.',
    source: NICE_IBS,
  },
  {
    id: 'shared-zinc-timing-nausea-empty-stomach',
    topic: 'zinc',
    intent: 'timing',
    question: 'Zinc tablets on an empty stomach make me want to vomit. How else should I take them?',
    answer:
      'Feeling sick is the commonest side effect of zinc, and it is worse on an empty stomach. Take it with a meal or straight after eating instead; a little less is absorbed, which matters far less than taking it at all.',
    detail: 'Check the dose too: adults need 8 to 11 mg a day and the upper limit is 40 mg, so a high-dose tablet may be more than you need.',
    source: ODS_ZINC_HP,
  },
  {
    id: 'shared-vitamin-c-timing-effervescent',
    topic: 'vitamin-c',
    intent: 'timing',
    question: 'How do I take an effervescent vitamin C and zinc tablet? It fizzes everywhere.',
    answer:
      'Drop it into a full glass of water (at least 100 to 200 ml), let it dissolve completely, and drink it once the fizzing has stopped. Do not swallow or chew it whole.',
    detail: 'A tall glass stops it fizzing over. Effervescent tablets contain sodium, which matters if you are watching your salt.',
    source: NHS_SOLUBLE,
  },
];
