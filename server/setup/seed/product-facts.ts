// The label facts of every seeded product: what one serving holds, how to take it and how to keep it. Amounts are
// per serving as the label states them; % daily value uses the adult reference intakes of the US FDA label rules
// (e.g. vitamin C 90 mg, vitamin D 20 mcg, zinc 11 mg, magnesium 420 mg) and is null where no daily value exists.
// Warnings are not written here: they come from the chat's caution rules by each product's ingredients
// (server/modules/catalog/product-warnings.ts), so the product page and the guardians never disagree.
import type { ProductForm } from './catalog-products';

/** name, amount per serving, unit, % daily value or null. */
export type SeedIngredient = readonly [name: string, amount: number, unit: string, dailyValuePercent: number | null];

export interface SeedProductFacts {
  servingSize: string;
  servingsPerContainer: number;
  ingredients: readonly SeedIngredient[];
  otherIngredients: string;
  directions: string;
  /** Omitted: the usual storage sentence for the product's form. */
  storage?: string;
}

export const STORAGE_BY_FORM: Readonly<Record<ProductForm, string>> = {
  capsules: 'Store below 25 °C in a dry place, away from direct sunlight. Keep the lid tightly closed.',
  softgels: 'Store below 25 °C, away from heat and direct sunlight; softgels can stick together in a hot room.',
  tablets: 'Store below 25 °C in a dry place. Keep the lid tightly closed and the desiccant in the bottle.',
  powder: 'Store in a cool, dry place with the lid closed. Use a dry scoop; moisture makes the powder clump.',
  gummies: 'Store below 25 °C, away from heat. Gummies soften and stick together in warm weather.',
  drops: 'Store below 25 °C, away from light. Close the dropper firmly after use.',
  tea: 'Store in a cool, dry place in the closed box, away from strong smells.',
};

export const SEED_PRODUCT_FACTS: Readonly<Record<string, SeedProductFacts>> = {
  // angio
  'omega-3-fish-oil-1000mg': {
    servingSize: '1 softgel',
    servingsPerContainer: 60,
    ingredients: [
      ['Calories', 10, 'kcal', null],
      ['Total fat', 1, 'g', 1],
      ['Fish oil concentrate', 1000, 'mg', null],
      ['EPA (eicosapentaenoic acid)', 330, 'mg', null],
      ['DHA (docosahexaenoic acid)', 220, 'mg', null],
    ],
    otherIngredients:
      'Softgel shell (fish gelatin, glycerin, purified water), natural lemon oil, mixed tocopherols (as antioxidant). Contains fish (anchovy, sardine, mackerel).',
    directions: 'Adults: take 1 softgel a day with a meal. Swallow whole with water.',
  },
  'coq10-ubiquinol-100mg': {
    servingSize: '1 softgel',
    servingsPerContainer: 30,
    ingredients: [['Ubiquinol (reduced coenzyme Q10)', 100, 'mg', null]],
    otherIngredients: 'Medium-chain triglyceride oil, softgel shell (bovine gelatin, glycerin, purified water), sunflower lecithin, annatto (colour).',
    directions: 'Adults: take 1 softgel a day with a meal that contains some fat.',
  },
  'beetroot-nitric-oxide-powder': {
    servingSize: '1 scoop (6.5 g)',
    servingsPerContainer: 30,
    ingredients: [
      ['Calories', 20, 'kcal', null],
      ['Total carbohydrate', 5, 'g', 2],
      ['Potassium', 190, 'mg', 4],
      ['Beetroot juice powder', 6.5, 'g', null],
      ['Naturally occurring nitrate', 150, 'mg', null],
    ],
    otherIngredients: 'None. Pure beetroot juice powder, no added sugar or flavouring.',
    directions:
      'Stir 1 scoop into 200 ml of water, once a day, 60 to 90 minutes before exercise. Beetroot can turn urine and stools pink or red; this is harmless.',
  },
  'arjuna-bark-extract-capsules': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [['Arjuna (Terminalia arjuna) bark extract', 500, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule twice a day after meals, with water.',
  },
  'aged-garlic-extract-odourless': {
    servingSize: '1 softgel',
    servingsPerContainer: 60,
    ingredients: [
      ['Aged garlic extract (Allium sativum bulb)', 600, 'mg', null],
      ['S-allyl cysteine (from aged garlic extract)', 1.2, 'mg', null],
    ],
    otherIngredients: 'Softgel shell (bovine gelatin, glycerin, purified water), sunflower oil.',
    directions: 'Adults: take 1 softgel a day with food.',
  },
  'nattokinase-2000-fu': {
    servingSize: '1 capsule',
    servingsPerContainer: 30,
    ingredients: [['Nattokinase (2,000 fibrinolytic units)', 100, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), microcrystalline cellulose. From fermented soybeans (contains soy); vitamin K2 removed.',
    directions: 'Adults: take 1 capsule a day on an empty stomach, at least 30 minutes before a meal.',
  },
  'magnesium-taurate-400mg': {
    servingSize: '2 tablets',
    servingsPerContainer: 45,
    ingredients: [
      ['Magnesium (as magnesium taurate)', 70, 'mg', 17],
      ['Taurine (from magnesium taurate)', 730, 'mg', null],
    ],
    otherIngredients: 'Microcrystalline cellulose, croscarmellose sodium, magnesium stearate, film coating (hydroxypropyl methylcellulose).',
    directions: 'Adults: take 2 tablets a day with food, together or one in the morning and one in the evening.',
  },
  'horse-chestnut-butchers-broom': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['Horse chestnut (Aesculus hippocastanum) seed extract', 300, 'mg', null],
      ['Aescin (from horse chestnut extract)', 60, 'mg', null],
      ["Butcher's broom (Ruscus aculeatus) root extract", 150, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule twice a day with meals. Use only this standardised extract: raw horse chestnut seeds, bark and leaves are poisonous.',
  },
  'hibiscus-hawthorn-heart-tea': {
    servingSize: '1 tea bag (2 g)',
    servingsPerContainer: 25,
    ingredients: [
      ['Hibiscus (Hibiscus sabdariffa) petals', 1, 'g', null],
      ['Hawthorn (Crataegus) berry', 0.6, 'g', null],
      ['Cinnamon bark', 0.4, 'g', null],
    ],
    otherIngredients: 'None. Caffeine-free; unbleached tea bags.',
    directions: 'Steep 1 tea bag in 200 ml of freshly boiled water for 5 to 7 minutes. Up to 2 cups a day.',
  },
  // regenera
  'nmn-500-cellular-energy': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [['Nicotinamide mononucleotide (NMN)', 500, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose).',
    directions: 'Adults: take 1 capsule a day in the morning, with or without food.',
  },
  'marine-collagen-peptides': {
    servingSize: '1 scoop (10 g)',
    servingsPerContainer: 25,
    ingredients: [
      ['Calories', 36, 'kcal', null],
      ['Protein', 9, 'g', 18],
      ['Hydrolysed marine collagen peptides (type I)', 10, 'g', null],
      ['Vitamin C (as ascorbic acid)', 40, 'mg', 44],
    ],
    otherIngredients: 'None besides the ingredients above. Contains fish (cod, pollock, haddock skin).',
    directions: 'Stir 1 scoop into 200 ml of water, coffee, juice or a smoothie, once a day.',
  },
  'trans-resveratrol-500mg': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [['Trans-resveratrol (from Japanese knotweed root)', 500, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule a day with a meal.',
  },
  'astaxanthin-12mg': {
    servingSize: '1 softgel',
    servingsPerContainer: 30,
    ingredients: [
      ['Haematococcus pluvialis microalgae extract', 240, 'mg', null],
      ['Astaxanthin (from microalgae extract)', 12, 'mg', null],
    ],
    otherIngredients: 'Extra virgin olive oil, softgel shell (bovine gelatin, glycerin, purified water), mixed tocopherols.',
    directions: 'Adults: take 1 softgel a day with a meal that contains some fat.',
  },
  'liposomal-glutathione': {
    servingSize: '5 ml (1 teaspoon)',
    servingsPerContainer: 30,
    ingredients: [['Reduced L-glutathione (liposomal)', 500, 'mg', null]],
    otherIngredients: 'Purified water, glycerin, sunflower lecithin, natural citrus flavour, potassium sorbate (preservative).',
    directions: 'Adults: take 5 ml a day on an empty stomach, on its own or in a little water. Shake well before use.',
    storage: 'Refrigerate after opening and use within 30 days. Do not freeze.',
  },
  'amla-natural-vitamin-c': {
    servingSize: '1 tablet',
    servingsPerContainer: 90,
    ingredients: [
      ['Amla (Emblica officinalis) fruit extract', 500, 'mg', null],
      ['Vitamin C (naturally occurring, from amla)', 75, 'mg', 83],
    ],
    otherIngredients: 'Microcrystalline cellulose, silicon dioxide, vegetable magnesium stearate.',
    directions: 'Adults: take 1 tablet a day with breakfast.',
  },
  'pqq-20mg-mitochondrial-support': {
    servingSize: '1 capsule',
    servingsPerContainer: 30,
    ingredients: [['Pyrroloquinoline quinone disodium salt (PQQ)', 20, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), microcrystalline cellulose.',
    directions: 'Adults: take 1 capsule a day with breakfast.',
  },
  'hyaluronic-acid-120mg': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [['Sodium hyaluronate (low molecular weight)', 120, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule a day with a glass of water.',
  },
  'spermidine-wheat-germ-extract': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['Wheat germ extract', 500, 'mg', null],
      ['Spermidine (from wheat germ extract)', 1, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose). Contains wheat (gluten).',
    directions: 'Adults: take 1 capsule a day with breakfast.',
  },
  // biome
  'probiotic-50-billion-12-strains': {
    servingSize: '1 capsule',
    servingsPerContainer: 30,
    ingredients: [['Probiotic blend of 12 Lactobacillus and Bifidobacterium strains', 50, 'billion CFU', null]],
    otherIngredients:
      'Delayed-release capsule (hydroxypropyl methylcellulose, gellan gum), microcrystalline cellulose. Count guaranteed until the best-before date.',
    directions: 'Adults: take 1 capsule a day with water, ideally before breakfast. During antibiotics, take it at least 2 hours apart from the antibiotic.',
  },
  'triphala-digestive-tablets': {
    servingSize: '2 tablets',
    servingsPerContainer: 60,
    ingredients: [
      ['Amalaki (Emblica officinalis) fruit', 334, 'mg', null],
      ['Bibhitaki (Terminalia bellirica) fruit', 333, 'mg', null],
      ['Haritaki (Terminalia chebula) fruit', 333, 'mg', null],
    ],
    otherIngredients: 'Gum acacia, microcrystalline cellulose, vegetable magnesium stearate.',
    directions: 'Adults: take 2 tablets at bedtime with warm water. Start with 1 tablet if your digestion is sensitive.',
  },
  'psyllium-husk-fibre-powder': {
    servingSize: '1 heaped teaspoon (5 g)',
    servingsPerContainer: 60,
    ingredients: [
      ['Dietary fibre', 4, 'g', 14],
      ['Psyllium (Plantago ovata) husk', 5, 'g', null],
    ],
    otherIngredients: 'None. 99% pure psyllium husk.',
    directions:
      'Stir 1 teaspoon into at least 250 ml of water and drink at once, then drink another glass of water. Up to 2 times a day. Take other medicines 2 hours apart.',
  },
  'digestive-enzyme-complex': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['Amylase', 5000, 'DU', null],
      ['Protease', 15000, 'HUT', null],
      ['Lipase', 500, 'FIP', null],
      ['Lactase', 1000, 'ALU', null],
      ['Papain', 50, 'mg', null],
      ['Bromelain', 50, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule at the start of a large meal, up to 3 a day.',
  },
  'l-glutamine-gut-lining-powder': {
    servingSize: '1 scoop (5 g)',
    servingsPerContainer: 50,
    ingredients: [['L-glutamine (plant-fermented)', 5, 'g', null]],
    otherIngredients: 'None.',
    directions: 'Stir 1 scoop into water or juice once a day, between meals.',
  },
  'kids-probiotic-gummies': {
    servingSize: '1 gummy',
    servingsPerContainer: 30,
    ingredients: [
      ['Calories', 10, 'kcal', null],
      ['Total sugars', 2, 'g', null],
      ['Dietary fibre (inulin)', 1, 'g', 4],
      ['Probiotic blend (Lactobacillus rhamnosus GG, Bifidobacterium lactis)', 3, 'billion CFU', null],
    ],
    otherIngredients: 'Fruit pectin, apple juice concentrate, strawberry purée, citric acid, natural flavour, black carrot concentrate (colour).',
    directions: 'Children from 4 years: 1 gummy a day, chewed well. Give under adult supervision.',
  },
  'saccharomyces-boulardii-5-billion': {
    servingSize: '1 capsule',
    servingsPerContainer: 30,
    ingredients: [['Saccharomyces boulardii', 5, 'billion CFU', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), potato starch, magnesium stearate.',
    directions: 'Adults: take 1 capsule a day with water. It is a yeast, so it can be taken at the same time as antibiotics.',
  },
  'ginger-fennel-digestive-tea': {
    servingSize: '1 tea bag (2 g)',
    servingsPerContainer: 25,
    ingredients: [
      ['Ginger root', 0.8, 'g', null],
      ['Fennel seed', 0.6, 'g', null],
      ['Ajwain (carom) seed', 0.3, 'g', null],
      ['Peppermint leaf', 0.3, 'g', null],
    ],
    otherIngredients: 'None. Caffeine-free; unbleached tea bags.',
    directions: 'Steep 1 tea bag in 200 ml of freshly boiled water for 5 minutes. Up to 3 cups a day, after meals.',
  },
  'prebiotic-inulin-fos': {
    servingSize: '1 scoop (5 g)',
    servingsPerContainer: 40,
    ingredients: [
      ['Dietary fibre', 4.5, 'g', 16],
      ['Chicory root inulin', 3, 'g', null],
      ['Fructo-oligosaccharides (FOS)', 2, 'g', null],
    ],
    otherIngredients: 'None.',
    directions: 'Start with half a scoop a day for a week, then 1 scoop a day, stirred into curd, water or a drink. Extra fibre can cause wind at first.',
  },
  // genomica
  'brahmi-memory-capsules': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['Brahmi (Bacopa monnieri) whole plant extract', 300, 'mg', null],
      ['Bacosides (from brahmi extract)', 60, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule a day with a meal (it can upset an empty stomach). Give it 8 to 12 weeks.',
  },
  'lions-mane-mushroom-1000mg': {
    servingSize: '2 capsules',
    servingsPerContainer: 30,
    ingredients: [
      ["Lion's mane (Hericium erinaceus) fruiting body extract", 1000, 'mg', null],
      ['Beta-glucans (from the extract)', 300, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (pullulan). Contains mushroom.',
    directions: 'Adults: take 2 capsules a day with breakfast.',
  },
  'dha-brain-omega-500mg': {
    servingSize: '1 softgel',
    servingsPerContainer: 60,
    ingredients: [
      ['Calories', 10, 'kcal', null],
      ['Total fat', 1, 'g', 1],
      ['DHA (docosahexaenoic acid)', 500, 'mg', null],
      ['EPA (eicosapentaenoic acid)', 100, 'mg', null],
    ],
    // Algal oil, as the catalog says: the label once read "fish oil concentrate, bovine gelatin" beside "Vegan" (fixed
    // for stores seeded before by migration 2026_12_16_100_dha_algal_label).
    otherIngredients:
      'Algal oil (Schizochytrium sp.), softgel shell (modified starch, carrageenan, glycerin, purified water), sunflower oil, mixed tocopherols. Vegan; no fish.',
    directions: 'Adults: take 1 softgel a day with a meal.',
  },
  'l-theanine-caffeine-focus': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['L-theanine', 200, 'mg', null],
      ['Caffeine (natural, from green tea)', 100, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions:
      'Adults: take 1 capsule in the morning or early afternoon, not within 6 hours of bedtime. Count it in your daily caffeine (most adults: under 400 mg a day).',
  },
  'citicoline-250mg': {
    servingSize: '1 capsule',
    servingsPerContainer: 30,
    ingredients: [
      ['Citicoline (CDP-choline sodium)', 250, 'mg', null],
      ['Choline (from citicoline)', 46, 'mg', 8],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), microcrystalline cellulose.',
    directions: 'Adults: take 1 capsule a day in the morning.',
  },
  'bacopa-ashwagandha-calm-focus': {
    servingSize: '1 tablet',
    servingsPerContainer: 60,
    ingredients: [
      ['Brahmi (Bacopa monnieri) extract', 300, 'mg', null],
      ['Ashwagandha (Withania somnifera) root extract', 250, 'mg', null],
    ],
    otherIngredients: 'Microcrystalline cellulose, gum acacia, film coating (hydroxypropyl methylcellulose).',
    directions: 'Adults: take 1 tablet a day after a meal.',
  },
  'phosphatidylserine-100mg': {
    servingSize: '1 softgel',
    servingsPerContainer: 30,
    ingredients: [['Phosphatidylserine (from sunflower lecithin)', 100, 'mg', null]],
    otherIngredients: 'Sunflower oil, softgel shell (bovine gelatin, glycerin, purified water).',
    directions: 'Adults: take 1 softgel a day with a meal.',
  },
  'rhodiola-rosea-500mg': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [
      ['Rhodiola rosea root extract', 500, 'mg', null],
      ['Rosavins (from the extract)', 15, 'mg', null],
      ['Salidroside (from the extract)', 5, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 1 capsule in the morning, before breakfast. Not in the evening: it can make falling asleep harder.',
  },
  'shankhpushpi-brain-tonic': {
    servingSize: '10 ml (2 teaspoons)',
    servingsPerContainer: 20,
    ingredients: [
      ['Shankhpushpi (Convolvulus pluricaulis) whole plant', 1, 'g', null],
      ['Brahmi (Bacopa monnieri) leaf', 0.5, 'g', null],
      ['Jatamansi (Nardostachys jatamansi) root', 0.25, 'g', null],
      ['Total sugars', 3, 'g', null],
    ],
    otherIngredients: 'Purified water, sugar, sodium benzoate (preservative). Amounts of herbs are as used in the decoction.',
    directions: 'Adults: 10 ml twice a day after meals, with an equal amount of water. Shake well before use.',
    storage: 'Store below 25 °C, away from light. Close the cap after use and use within 3 months of opening.',
  },
  // immuno
  'vitamin-d3-2000-iu': {
    servingSize: '1 softgel',
    servingsPerContainer: 90,
    ingredients: [['Vitamin D3 (as cholecalciferol), 2,000 IU', 50, 'mcg', 250]],
    otherIngredients: 'Cold-pressed extra virgin olive oil, softgel shell (bovine gelatin, glycerin, purified water).',
    directions:
      'Adults: take 1 softgel a day with a meal. Do not take more than 4,000 IU (100 mcg) of vitamin D a day from all supplements unless your doctor advises it.',
  },
  'vitamin-c-zinc-effervescent': {
    servingSize: '1 tablet',
    servingsPerContainer: 20,
    ingredients: [
      ['Vitamin C (as ascorbic acid)', 1000, 'mg', 1111],
      ['Zinc (as zinc citrate)', 10, 'mg', 91],
      ['Sodium', 280, 'mg', 12],
      ['Potassium', 100, 'mg', 2],
    ],
    otherIngredients: 'Citric acid, sodium bicarbonate, sorbitol, orange flavour, sucralose, beetroot red (colour).',
    directions: 'Adults: dissolve 1 tablet in a glass (200 ml) of water and drink once it stops fizzing. 1 a day.',
    storage: 'Store below 25 °C in the closed tube; moisture spoils effervescent tablets. Close the tube at once after taking one.',
  },
  'black-elderberry-immune-gummies': {
    servingSize: '2 gummies',
    servingsPerContainer: 30,
    ingredients: [
      ['Calories', 20, 'kcal', null],
      ['Total sugars', 4, 'g', null],
      ['Vitamin C (as ascorbic acid)', 45, 'mg', 50],
      ['Zinc (as zinc citrate)', 5, 'mg', 45],
      ['Black elderberry (Sambucus nigra) fruit extract', 100, 'mg', null],
    ],
    otherIngredients: 'Glucose syrup, sugar, pectin, citric acid, natural berry flavour, coconut oil (glazing).',
    directions: 'Adults and children from 4 years: 2 gummies a day, chewed well. Children under 12 under adult supervision.',
  },
  'chyawanprash-immunity-blend': {
    servingSize: '2 teaspoons (10 g)',
    servingsPerContainer: 50,
    ingredients: [
      ['Calories', 32, 'kcal', null],
      ['Total sugars', 6, 'g', null],
      ['Amla (Emblica officinalis) fruit pulp', 3.5, 'g', null],
      ['Blend of 40 Ayurvedic herbs', 1.5, 'g', null],
      ['Vitamin C (naturally occurring, from amla)', 20, 'mg', 22],
    ],
    otherIngredients: 'Sugar, honey, ghee (clarified butter), sesame oil. Contains milk (ghee) and honey.',
    directions: 'Adults: 2 teaspoons a day, on its own or with warm milk or water. Children from 5 years: 1 teaspoon.',
    storage: 'Store in a cool, dry place with the lid closed. Always use a dry spoon.',
  },
  'giloy-tulsi-immunity-tablets': {
    servingSize: '1 tablet',
    servingsPerContainer: 60,
    ingredients: [
      ['Giloy (Tinospora cordifolia) stem extract', 250, 'mg', null],
      ['Tulsi (Ocimum sanctum) leaf extract', 250, 'mg', null],
    ],
    otherIngredients: 'Microcrystalline cellulose, gum acacia, vegetable magnesium stearate.',
    directions: 'Adults: take 1 tablet twice a day after meals, for up to 8 weeks, then take a break.',
  },
  'daily-multivitamin-adults': {
    servingSize: '1 tablet',
    servingsPerContainer: 60,
    ingredients: [
      ['Vitamin A (as beta-carotene and retinyl acetate)', 700, 'mcg RAE', 78],
      ['Vitamin C (as ascorbic acid)', 80, 'mg', 89],
      ['Vitamin D3 (as cholecalciferol)', 25, 'mcg', 125],
      ['Vitamin E (as d-alpha tocopherol)', 15, 'mg', 100],
      ['Vitamin K1 (as phylloquinone)', 60, 'mcg', 50],
      ['Thiamin (vitamin B1)', 1.2, 'mg', 100],
      ['Riboflavin (vitamin B2)', 1.3, 'mg', 100],
      ['Niacin (as niacinamide)', 16, 'mg NE', 100],
      ['Vitamin B6 (as pyridoxal-5-phosphate)', 1.7, 'mg', 100],
      ['Folate (as methylfolate)', 400, 'mcg DFE', 100],
      ['Vitamin B12 (as methylcobalamin)', 10, 'mcg', 417],
      ['Biotin', 30, 'mcg', 100],
      ['Pantothenic acid', 5, 'mg', 100],
      ['Choline', 50, 'mg', 9],
      ['Calcium', 120, 'mg', 9],
      ['Iron (as ferrous bisglycinate)', 8, 'mg', 44],
      ['Iodine', 150, 'mcg', 100],
      ['Magnesium', 50, 'mg', 12],
      ['Zinc', 11, 'mg', 100],
      ['Selenium', 55, 'mcg', 100],
      ['Copper', 0.9, 'mg', 100],
      ['Manganese', 2.3, 'mg', 100],
      ['Chromium', 35, 'mcg', 100],
      ['Molybdenum', 45, 'mcg', 100],
    ],
    otherIngredients:
      'Microcrystalline cellulose, dicalcium phosphate, croscarmellose sodium, magnesium stearate, film coating (hydroxypropyl methylcellulose, titanium-free colour).',
    directions: 'Adults: take 1 tablet a day with breakfast. Do not take with another multivitamin.',
  },
  'vitamin-d3-k2-mk7-drops': {
    servingSize: '1 drop (0.03 ml)',
    servingsPerContainer: 1000,
    ingredients: [
      ['Vitamin D3 (as cholecalciferol), 1,000 IU', 25, 'mcg', 125],
      ['Vitamin K2 (as menaquinone-7)', 25, 'mcg', 21],
    ],
    otherIngredients: 'Medium-chain triglyceride oil (from coconut).',
    directions: 'Adults: 1 to 2 drops a day on a spoon or in food. Children: only on their doctor’s advice.',
  },
  'ashwagandha-ksm66-600mg': {
    servingSize: '1 capsule',
    servingsPerContainer: 60,
    ingredients: [['Ashwagandha (Withania somnifera) root extract, KSM-66', 600, 'mg', null]],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions:
      'Adults: take 1 capsule a day after a meal, morning or evening. Stop and ask a doctor if you notice stomach upset or any sign of liver trouble (yellow skin or eyes, dark urine).',
  },
  'magnesium-glycinate-sleep-support': {
    servingSize: '2 capsules',
    servingsPerContainer: 30,
    ingredients: [
      ['Magnesium (as magnesium glycinate)', 200, 'mg', 48],
      ['L-theanine', 100, 'mg', null],
    ],
    otherIngredients: 'Capsule shell (hydroxypropyl methylcellulose), rice flour.',
    directions: 'Adults: take 2 capsules about an hour before bed, with water.',
  },
};
