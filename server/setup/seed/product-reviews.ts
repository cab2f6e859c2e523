// Seeded customer reviews: a few per product, from dedicated seed accounts, approved, with mixed stars and some
// critical voices. The texts talk about taste, size, packaging and routine, never about curing anything. The
// products' rating and review count are then computed from these approved reviews, like any moderation does.
import type { Kysely } from 'kysely';
import { insertUser } from '../../modules/accounts/accounts.repository';
import { newUserRow } from '../../modules/accounts/accounts.exports';
import { setProductRating } from '../../modules/catalog/catalog.repository';
import { approvedRatingOf, insertHelpfulVoteOnce, insertReviewOnce, recountHelpfulVotes } from '../../modules/reviews/reviews.repository';
import type { Database } from '../../db/schema';
import { SEED_PRODUCTS } from './catalog-products';
import type { ProductForm, SeedProduct } from './catalog-products';
import { daysBefore, seedId } from './commerce-seed';

export const REVIEWER_EMAIL_DOMAIN = 'reviewers.guardians.example';

/** Seed review authors: accounts without a password, so nobody can sign in as them. */
export const SEED_REVIEWERS: readonly string[] = [
  'Priya Raman',
  'Arjun Mehta',
  'Kavya Iyer',
  'Rohan Desai',
  'Meera Nair',
  'Sanjay Kulkarni',
  'Ananya Bose',
  'Vikram Singh',
  'Fatima Sheikh',
  'Daniel Thomas',
  'Lakshmi Pillai',
  'Neha Kapoor',
];

interface ReviewText {
  title: string;
  body: string;
}

/** What buyers say about a form at each star rating. */
const BY_FORM: Readonly<Record<ProductForm, Readonly<Record<2 | 3 | 4 | 5, ReviewText>>>> = {
  capsules: {
    5: {
      title: 'Easy to swallow',
      body: 'Small capsules with no aftertaste. I take one with breakfast and it has fitted into my routine without any stomach trouble.',
    },
    4: {
      title: 'Clear label, fair price',
      body: 'The label states exactly how much is in each capsule, which I like. One star off because the bottle is mostly air.',
    },
    3: {
      title: 'Too early to tell',
      body: 'Three weeks in and I cannot say I notice a difference yet. The capsules themselves are fine; I will finish the bottle.',
    },
    2: { title: 'Upset my stomach', body: 'Gave me mild nausea when I took it before food. Better with a meal, but I stopped after two weeks.' },
  },
  softgels: {
    5: {
      title: 'Part of my morning',
      body: 'The softgels are small and go down easily, no aftertaste at all. The bottle lasted exactly as long as the label said.',
    },
    4: {
      title: 'Good, best bought on offer',
      body: 'Quality seems good and the seal was intact. At full price it is a little expensive, so I wait for the discount.',
    },
    3: {
      title: 'Some softgels stuck together',
      body: 'A few had stuck together after a hot delivery day. The rest were fine once I kept the bottle somewhere cool.',
    },
    2: { title: 'Too big for me', body: 'Bigger softgels than I expected and I struggle to swallow them. Nothing wrong with the product, just not for me.' },
  },
  tablets: {
    5: { title: 'Simple routine', body: 'One tablet with breakfast and done. No taste, no stomach upset, and the bottle has a proper desiccant inside.' },
    4: {
      title: 'Large but breakable',
      body: 'The tablets are on the big side, but they have a score line and split cleanly in half. Otherwise no complaints.',
    },
    3: { title: 'Chalky taste', body: 'Leaves a chalky taste if it sits on the tongue for a second. Swallowing quickly with water helps. Average.' },
    2: { title: 'Hard to swallow', body: 'The coating is rough and the tablets catch in my throat. I had to crush them into yoghurt, which tastes bitter.' },
  },
  powder: {
    5: {
      title: 'Mixes without lumps',
      body: 'Dissolves in water with a quick stir and the scoop sits on top, not buried in the powder. Easy to keep up daily.',
    },
    4: {
      title: 'Earthy but fine',
      body: 'The taste is earthy on its own; in a smoothie you do not notice it. The tub is well sealed and lasts about a month.',
    },
    3: {
      title: 'Scoop was buried',
      body: 'Had to dig the scoop out of the powder with a spoon. Product seems fine, but the packaging could be better thought out.',
    },
    2: {
      title: 'Clumps in cold water',
      body: 'In a glass of cold water it leaves lumps at the bottom; I now need a shaker bottle. The seal was intact on arrival.',
    },
  },
  gummies: {
    5: {
      title: 'Tastes good, not too sweet',
      body: 'Pleasant berry taste and soft texture. Nobody in the house has to be reminded to take them, which says a lot.',
    },
    4: {
      title: 'Nice, but count the sugar',
      body: 'They taste good, but there is some sugar in each serving, so I keep them to the stated dose and brush my teeth after.',
    },
    3: { title: 'Stuck together in summer', body: 'The whole jar turned into one block during a warm week. Fine again after a spell in a cooler cupboard.' },
    2: { title: 'Too sweet for me', body: 'Much sweeter than I expected and a bit sticky on the teeth. I would rather have a capsule.' },
  },
  drops: {
    5: { title: 'Easy to take', body: 'Easy to measure and take with breakfast, and the bottle lasts as long as the label says. No mess so far.' },
    4: { title: 'Works well, strong taste', body: 'Easy to take, though the taste is strong on its own. Mixed into a little juice it is fine.' },
    3: {
      title: 'Hard to tell how much is left',
      body: 'The bottle is dark glass, which is right, but I cannot see how much is left. Otherwise an ordinary product.',
    },
    2: { title: 'Leaked in transit', body: 'The cap had loosened and some liquid had leaked into the box. The replacement arrived sealed properly.' },
  },
  tea: {
    5: { title: 'Lovely after dinner', body: 'A warm, pleasant cup after the evening meal. The flavour is natural, not perfumed, and the bags do not tear.' },
    4: { title: 'Nice flavour, short strings', body: 'I like the taste a lot. The strings are short and fall into the cup, which is a small annoyance.' },
    3: {
      title: 'Weak unless steeped long',
      body: 'Needs a long steep or it tastes of hot water. With two bags it is good, but then the box runs out fast.',
    },
    2: { title: 'Not my taste', body: 'Too tart for me even with a little honey. My partner likes it, so it is not wasted, but I will not reorder.' },
  },
};

/** Reviews about the order rather than the product: honest and sometimes harsh. */
const ABOUT_THE_ORDER: Readonly<Record<1 | 5, ReviewText>> = {
  1: {
    title: 'Seal was broken on arrival',
    body: 'The safety seal under the lid was torn when the parcel arrived, so I did not use it. Support replaced it, but it took over a week.',
  },
  5: {
    title: 'Fast delivery, good expiry date',
    body: 'Arrived in two days, well packed, with a best-before date well over a year away. Exactly what the product page described.',
  },
};

/**
 * Texts about value, service and habit rather than the form, for a product whose pattern gives one star rating twice:
 * a second buyer never repeats the first one's words on the same page (issue 39).
 */
const SECOND_TAKES: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]>> = {
  5: [
    {
      title: 'Reordered twice now',
      body: 'On my third order. The quality has been the same every time and the subscription reminder saves me running out.',
    },
    {
      title: 'Helpful answer from support',
      body: 'I asked whether to take it with food and got a clear, friendly answer within a day. The product itself is as described.',
    },
  ],
  4: [
    {
      title: 'Does what it says',
      body: 'No surprises: the contents match the label and the expiry date is a long way off. The price keeps it from five stars.',
    },
    {
      title: 'Good, wish there was a bigger size',
      body: 'I am happy with it, but a month goes quickly. A three-month pack would be cheaper per dose and use less packaging.',
    },
  ],
  3: [{ title: 'Fine, nothing special', body: 'It is an ordinary product at an ordinary price. Nothing wrong with it; I may try another brand next time.' }],
  2: [{ title: 'Late and poorly packed', body: 'Took a week longer than promised and rattled around in an oversized box. The contents were fine, luckily.' }],
  1: [{ title: 'Wrong item sent', body: 'I received a different product from the one I ordered. The return was arranged, but it was a hassle.' }],
};

/** Star patterns, one per product in turn: mostly content buyers, with a critical voice in most products. */
const STAR_PATTERNS: readonly (readonly (1 | 2 | 3 | 4 | 5)[])[] = [
  [5, 4, 3, 5],
  [4, 5, 2, 4, 5],
  [5, 3, 4],
  [4, 4, 5, 1],
  [5, 2, 4, 3, 5],
  [3, 5, 4, 4],
  [5, 5, 4, 2],
];

export interface SeedReview {
  id: string;
  productSlug: string;
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** How long before the seed it was written; never before the product was listed. */
  writtenDaysAgo: number;
  /** Votes from other seed reviewers. */
  helpfulVotes: number;
}

function reviewText(product: SeedProduct, rating: 1 | 2 | 3 | 4 | 5): ReviewText {
  if (rating === 1) return ABOUT_THE_ORDER[1];
  return BY_FORM[product.form][rating];
}

/** Every seeded review, the same on every start. */
export const SEED_REVIEWS: readonly SeedReview[] = SEED_PRODUCTS.flatMap((product, productIndex) => {
  const pattern = STAR_PATTERNS[productIndex % STAR_PATTERNS.length] ?? [5];
  const used = new Set<ReviewText>();
  return pattern.map((rating, position): SeedReview => {
    // A five-star review about a smooth delivery every few products, so not every five-star text is about the form.
    const first = rating === 5 && position > 0 && productIndex % 3 === 0 ? ABOUT_THE_ORDER[5] : reviewText(product, rating);
    // The same stars twice on one product: the second buyer says something else.
    const text = [first, ...SECOND_TAKES[rating]].find((candidate) => !used.has(candidate)) ?? first;
    used.add(text);
    const author = SEED_REVIEWERS[(productIndex * 5 + position * 7) % SEED_REVIEWERS.length] ?? 'Priya Raman';
    return {
      id: seedId('review', `${product.slug}:${position}`),
      productSlug: product.slug,
      author,
      rating,
      title: text.title,
      body: text.body,
      writtenDaysAgo: Math.max(1, Math.floor((product.listedDaysAgo * (position + 1)) / (pattern.length + 2))),
      helpfulVotes: (productIndex + position * 3) % 9,
    };
  });
});

function reviewerEmail(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${REVIEWER_EMAIL_DOMAIN}`;
}

/** The reviewer accounts, the reviews (a review already there is left alone), then every seeded product's rating. */
export async function seedProductReviews(db: Kysely<Database>, now: Date): Promise<number> {
  const reviewerIds = new Map<string, string>();
  for (const name of SEED_REVIEWERS) {
    const email = reviewerEmail(name);
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) {
      reviewerIds.set(name, existing.id);
      continue;
    }
    const user = newUserRow({ id: seedId('reviewer', name), email, auth_provider: 'simple', display_name: name, is_seeded: 1 }, now);
    await insertUser(db, user, ['customer']);
    reviewerIds.set(name, user.id);
  }

  let created = 0;
  const productIds = new Map(
    (
      await db
        .selectFrom('products')
        .select(['id', 'slug'])
        .where(
          'slug',
          'in',
          SEED_PRODUCTS.map((product) => product.slug),
        )
        .execute()
    ).map((row) => [row.slug, row.id]),
  );
  for (const review of SEED_REVIEWS) {
    const productId = productIds.get(review.productSlug);
    const userId = reviewerIds.get(review.author);
    if (!productId || !userId) continue;
    const writtenAt = daysBefore(now, review.writtenDaysAgo);
    const inserted = await insertReviewOnce(db, {
      id: review.id,
      product_id: productId,
      user_id: userId,
      rating: review.rating,
      title: review.title,
      body: review.body,
      status: 'approved',
      moderation_reason: null,
      moderated_by: null,
      moderated_at: writtenAt,
      helpful_count: 0,
      created_at: writtenAt,
      updated_at: writtenAt,
    });
    // A review already there keeps its votes: this runs on every start and should cost little.
    if (!inserted) continue;
    created += 1;
    // Helpful votes come from other seed reviewers, so the count shown is the count of real vote rows.
    const voters = SEED_REVIEWERS.filter((name) => name !== review.author).slice(0, review.helpfulVotes);
    for (const voter of voters) {
      const voterId = reviewerIds.get(voter);
      if (voterId) await insertHelpfulVoteOnce(db, { review_id: review.id, user_id: voterId, created_at: writtenAt });
    }
    await recountHelpfulVotes(db, review.id);
  }
  // Always from the approved reviews, so an installation seeded before reviews existed loses its invented numbers.
  for (const productId of productIds.values()) {
    await setProductRating(db, productId, await approvedRatingOf(db, productId), now.toISOString());
  }
  return created;
}
