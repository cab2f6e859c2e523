// Children's figures: a parent asking how much vitamin C a 7-year-old needs, or how long a 9-year-old should sleep, is
// answered for the child, not with the adult amount. Written in our own words from the NIH Office of Dietary
// Supplements health-professional fact sheets (recommended amounts and upper limits by age), the CDC's sleep page
// (built on the American Academy of Sleep Medicine's consensus) and the NHS pages named beside each entry. The chat
// prefers an entry whose question is about children when the asker speaks of one (CHILD_WEIGHT in the embedded
// provider); no entry recommends a supplement for a child: the child caution sends the parent to the paediatrician.
import type { KnowledgeSeed, KnowledgeSource } from './knowledge-seed';

const ODS_VITAMIN_C: KnowledgeSource = {
  title: 'NIH Office of Dietary Supplements — Vitamin C fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminC-HealthProfessional/',
};
const ODS_CALCIUM: KnowledgeSource = {
  title: 'NIH Office of Dietary Supplements — Calcium fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
};
const ODS_IRON: KnowledgeSource = {
  title: 'NIH Office of Dietary Supplements — Iron fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};
const ODS_ZINC: KnowledgeSource = {
  title: 'NIH Office of Dietary Supplements — Zinc fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/',
};
const ODS_B12: KnowledgeSource = {
  title: 'NIH Office of Dietary Supplements — Vitamin B12 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};
const CDC_SLEEP: KnowledgeSource = {
  title: 'CDC — About sleep: how much sleep do I need?',
  url: 'https://www.cdc.gov/sleep/about/index.html',
};
const NHS_COLDS: KnowledgeSource = {
  title: 'NHS — Common cold',
  url: 'https://www.nhs.uk/conditions/common-cold/',
};

export const SHARED_CHILDREN_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-children-vitamin-c-dose',
    topic: 'vitamin-c',
    intent: 'dose',
    question: 'How much vitamin C does a child or teenager need a day? Vitamin C for kids by age',
    answer:
      'Children need 15 mg of vitamin C a day at ages 1 to 3, 25 mg at 4 to 8 and 45 mg at 9 to 13; teenagers 65 mg (girls) or 75 mg (boys). One orange or a guava covers it.',
    detail: 'Upper limits are 400 mg a day at 1 to 3, 650 mg at 4 to 8 and 1,200 mg at 9 to 13; fruit and vegetables never come near them.',
    source: ODS_VITAMIN_C,
  },
  {
    id: 'shared-children-calcium-dose',
    topic: 'calcium',
    intent: 'dose',
    question: 'How much calcium does a child or teenager need a day? Calcium for kids by age',
    answer:
      'Children need 700 mg of calcium a day at ages 1 to 3, 1,000 mg at 4 to 8, and 1,300 mg from 9 to 18, when bones grow fastest. Milk, curd, paneer, ragi and sesame are good sources.',
    detail: 'A glass of milk (250 ml) or a bowl of curd gives about 300 mg; a child who drinks no milk can get calcium from ragi, tofu, sesame and greens.',
    source: ODS_CALCIUM,
  },
  {
    id: 'shared-children-iron-dose',
    topic: 'iron',
    intent: 'dose',
    question: 'How much iron does a child or teenager need a day? Iron for kids by age',
    answer:
      'Children need 7 mg of iron a day at ages 1 to 3, 10 mg at 4 to 8 and 8 mg at 9 to 13; teenagers 11 mg (boys) or 15 mg (girls, who lose iron with periods).',
    detail:
      "Iron tablets are a leading cause of poisoning in young children: give iron only as the child's doctor prescribes, and keep adult tablets locked away.",
    source: ODS_IRON,
  },
  {
    id: 'shared-children-zinc-dose',
    topic: 'zinc',
    intent: 'dose',
    question: 'How much zinc does a child or teenager need a day? Zinc for kids by age',
    answer:
      'Children need 3 mg of zinc a day at ages 1 to 3, 5 mg at 4 to 8 and 8 mg at 9 to 13; teenagers 9 mg (girls) or 11 mg (boys). The upper limit is only 7 mg at 1 to 3.',
    detail:
      'The upper limit is 12 mg at 4 to 8 and 23 mg at 9 to 13, so an adult zinc tablet can exceed it; dal, chickpeas, nuts, dairy and eggs provide zinc.',
    source: ODS_ZINC,
  },
  {
    id: 'shared-children-vitamin-b12-dose',
    topic: 'vitamin-b12',
    intent: 'dose',
    question: 'How much vitamin B12 does a child or teenager need a day? B12 for kids by age',
    answer: 'Children need 0.9 µg (mcg) of vitamin B12 a day at ages 1 to 3, 1.2 µg at 4 to 8 and 1.8 µg at 9 to 13; teenagers need the adult 2.4 µg.',
    detail:
      'B12 comes from milk, curd, paneer, eggs, fish and meat; a child on a vegan diet needs fortified foods or a supplement chosen with the paediatrician.',
    source: ODS_B12,
  },
  {
    id: 'shared-children-sleep-dose',
    topic: 'sleep',
    intent: 'dose',
    question: 'How many hours of sleep does a child or teenager need? Sleep for kids by age',
    answer:
      'Including naps, toddlers of 1 to 2 years need 11 to 14 hours in 24, children of 3 to 5 need 10 to 13 hours, school-age children of 6 to 12 need 9 to 12 hours, and teenagers of 13 to 18 need 8 to 10 hours.',
    detail:
      'A fixed bedtime, a wind-down routine and no screens in the hour before bed help children sleep; see a doctor for loud snoring with pauses in breathing.',
    source: CDC_SLEEP,
  },
  {
    id: 'shared-children-colds-symptoms',
    topic: 'colds',
    intent: 'symptoms',
    question: "How long does a cold last in a child? Kids' colds and when to see a doctor",
    answer:
      "A child's cold usually gets better within 1 to 2 weeks, most often in 7 to 10 days, though a cough can linger. Young children catch several colds a year; rest and plenty of fluids help.",
    detail:
      'See a doctor if symptoms last over three weeks, if a baby under 3 months has a temperature of 38 °C or more, or if a child struggles to breathe, will not drink or seems very unwell.',
    source: NHS_COLDS,
  },
];
