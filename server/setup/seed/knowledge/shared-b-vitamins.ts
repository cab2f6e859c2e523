// Shared answers on the B vitamins the other files left open: thiamin (B1), riboflavin (B2) and niacin (B3) — how much
// is needed, the limit where there is one, foods, and what high doses do — and the foods that hold vitamin B6. Written
// in our own words from the NIH Office of Dietary Supplements fact sheets beside each entry; no entry says a
// supplement cures or treats a disease.
import type { KnowledgeSeed } from './knowledge-seed';

type Source = KnowledgeSeed['source'];

const ODS_THIAMIN: Source = {
  title: 'NIH Office of Dietary Supplements — Thiamin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Thiamin-HealthProfessional/',
};
const ODS_RIBOFLAVIN: Source = {
  title: 'NIH Office of Dietary Supplements — Riboflavin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Riboflavin-HealthProfessional/',
};
const ODS_NIACIN: Source = {
  title: 'NIH Office of Dietary Supplements — Niacin fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
};
const ODS_VITAMIN_B6: Source = {
  title: 'NIH Office of Dietary Supplements — Vitamin B6 fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB6-HealthProfessional/',
};

export const SHARED_B_VITAMINS_KNOWLEDGE: readonly KnowledgeSeed[] = [
  {
    id: 'shared-thiamin-dose',
    topic: 'thiamin',
    intent: 'dose',
    question: 'How much thiamin (vitamin B1) do I need a day? Is there an upper limit?',
    answer:
      'Adults need 1.2 mg of thiamin a day (men) or 1.1 mg (women), and 1.4 mg in pregnancy and breastfeeding. No upper limit has been set, as no harm is known from food or supplements.',
    detail:
      'Heavy drinking is the usual cause of a shortage. Very large amounts of tea or coffee can slightly lower how much thiamin is absorbed, which rarely matters on a varied diet.',
    source: ODS_THIAMIN,
  },
  {
    id: 'shared-thiamin-food_sources',
    topic: 'thiamin',
    intent: 'food_sources',
    question: 'Which foods have thiamin (vitamin B1)? Vegetarian sources of B1',
    answer: 'Whole grains and fortified cereals and breads, dal, beans and soy, sunflower seeds, peas and nuts give thiamin; pork and fish do too.',
    detail: 'Polishing rice removes most of its thiamin, so brown or parboiled rice and whole wheat atta keep more of it.',
    source: ODS_THIAMIN,
  },
  {
    id: 'shared-riboflavin-dose',
    topic: 'riboflavin',
    intent: 'dose',
    question: 'How much riboflavin (vitamin B2) do I need per day? Why is my urine bright yellow from a B complex?',
    answer:
      'Adults need 1.3 mg of riboflavin a day (men) or 1.1 mg (women); 1.4 mg in pregnancy and 1.6 mg when breastfeeding. No upper limit has been set, as no harm is known.',
    detail: 'The body absorbs only a little at a time and passes the rest in urine, which is why a B complex turns urine bright yellow: harmless.',
    source: ODS_RIBOFLAVIN,
  },
  {
    id: 'shared-riboflavin-food_sources',
    topic: 'riboflavin',
    intent: 'food_sources',
    question: 'Which foods have riboflavin (vitamin B2)?',
    answer: 'Milk, curd and paneer, eggs, meat and fish, mushrooms, almonds and fortified cereals are good sources of riboflavin.',
    detail: 'Riboflavin is broken down by light, so milk keeps more of it in an opaque pack than in a clear bottle.',
    source: ODS_RIBOFLAVIN,
  },
  {
    id: 'shared-niacin-dose',
    topic: 'niacin',
    intent: 'dose',
    question: 'How much niacin (vitamin B3) should I take a day? What is the upper limit? High dose niacin for cholesterol?',
    answer:
      'Adults need 16 mg of niacin a day (men) or 14 mg (women). The upper limit from supplements and fortified foods is 35 mg a day, set because more causes flushing.',
    detail:
      'High-dose niacin for cholesterol is a prescription treatment: in large trials on top of statins it did not prevent heart attacks and raised side effects such as liver strain and high blood sugar.',
    source: ODS_NIACIN,
  },
  {
    id: 'shared-niacin-food_sources',
    topic: 'niacin',
    intent: 'food_sources',
    question: 'Which foods have niacin (vitamin B3)?',
    answer: 'Chicken, fish such as tuna and salmon, peanuts, brown rice, whole grains, mushrooms and fortified cereals give niacin.',
    detail: 'The body also makes some niacin from tryptophan, an amino acid in protein foods such as milk, eggs and dal.',
    source: ODS_NIACIN,
  },
  {
    id: 'shared-niacin-side_effects',
    topic: 'niacin',
    intent: 'side_effects',
    question: 'Niacin flush: is niacin safe? Side effects of high-dose niacin',
    answer:
      'Above about 30 to 50 mg, nicotinic acid often causes flushing: red, warm, itchy or tingling skin. Doses of grams a day can harm the liver, raise blood sugar and upset the stomach.',
    detail:
      'Take high doses only if a doctor prescribes them and checks your liver; niacinamide does not cause the flush but can harm the liver at high doses too.',
    source: ODS_NIACIN,
  },
  {
    id: 'shared-vitamin-b6-food_sources',
    topic: 'vitamin-b6',
    intent: 'food_sources',
    question: 'Which foods are rich in vitamin B6? Vegetarian sources of B6',
    answer:
      'Chickpeas (chana) are among the richest sources; bananas, potatoes, fortified cereals, peanuts, soy, oats and spinach add more, and fish, chicken and liver for those who eat them.',
    detail: 'A cup of cooked chickpeas gives about 1.1 mg, most of the 1.3 mg an adult needs a day.',
    source: ODS_VITAMIN_B6,
  },
];
