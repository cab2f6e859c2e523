// Herbs people ask about that the store does not sell: does chamomile help sleep, saffron low mood, cranberry repeat
// urinary infections, peppermint oil the bowel? Written in our own words from the NCCIH page beside each entry; no
// entry says a herb cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

export const SHARED_HERBS_ASKED_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-chamomile-what_is',
    topic: 'chamomile',
    intent: 'what_is',
    question: 'Does chamomile tea help with sleep or anxiety, or is it a placebo?',
    answer:
      'Chamomile tea is a mild, traditional calming drink. A few small studies suggest it may help sleep or mild anxiety a little, but the evidence is limited and mixed, so it is no fix for insomnia that lasts.',
    detail: 'As a tea it is safe for most people; those allergic to ragweed, daisies or marigolds may react to it, and it may interact with warfarin.',
    source: { title: 'NCCIH — Chamomile', url: 'https://www.nccih.nih.gov/health/chamomile' },
  },
  {
    id: 'shared-saffron-what_is',
    topic: 'saffron',
    intent: 'what_is',
    question: 'Does saffron (kesar) help low mood? Is there evidence?',
    answer:
      'Saffron (kesar) is a spice. Some small, short studies of saffron extract found it eased symptoms of mild to moderate depression more than a placebo, but the trials were few and small, so the evidence is limited.',
    detail: 'Cooking amounts are safe; very large amounts can be poisonous. If low mood lasts more than two weeks, see a doctor.',
    source: { title: 'NCCIH — Saffron', url: 'https://www.nccih.nih.gov/health/saffron' },
  },
  {
    id: 'shared-cranberry-what_is',
    topic: 'cranberry',
    intent: 'what_is',
    question: 'Does cranberry help prevent urinary tract infections (UTIs) from coming back?',
    answer:
      'A 2023 review of studies found cranberry products can reduce the chance of repeat urinary tract infections (UTIs) in women who get them often, in children, and after some bladder procedures. Cranberry does not treat an infection that has already started.',
    detail: 'Burning with a fever or pain in the back or side needs a doctor the same day. Cranberry may add to the effect of warfarin.',
    source: { title: 'NCCIH — Cranberry', url: 'https://www.nccih.nih.gov/health/cranberry' },
  },
  {
    id: 'shared-peppermint-what_is',
    topic: 'peppermint',
    intent: 'what_is',
    question: 'Do peppermint oil capsules help IBS (irritable bowel syndrome)?',
    answer:
      'Enteric-coated peppermint oil capsules may ease IBS symptoms such as cramps, tummy pain and bloating, going by several small studies. Peppermint tea has been studied much less.',
    detail: 'Peppermint oil can cause heartburn, so it may not suit people with acid reflux; the coating helps it open in the bowel rather than the stomach.',
    source: { title: 'NCCIH — Peppermint oil', url: 'https://www.nccih.nih.gov/health/peppermint-oil' },
  },
];
