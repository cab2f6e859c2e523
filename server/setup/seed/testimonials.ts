// Customer stories for /testimonials: three per guardian, each tied to a product of the seeded catalog.
import type { Kysely } from 'kysely';
import type { GuardianId } from '@common/guardians';
import { insertTestimonialsOnce } from '../../modules/testimonials/testimonials.repository';
import type { Database } from '../../db/schema';
import { daysBefore } from './commerce-seed';

export interface SeedTestimonial {
  id: string;
  guardian: GuardianId;
  customerName: string;
  location: string;
  rating: number;
  quote: string;
  productSlug: string | null;
  daysAgo: number;
}

export const SEED_TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    id: 'testimonial-angio-1',
    guardian: 'angio',
    customerName: 'Rajesh K.',
    location: 'Pune',
    rating: 5,
    quote:
      'My doctor flagged my triglycerides last year. Three months of the omega-3 and daily walks that Captain Angio nudged me into, and my numbers are back in range.',
    productSlug: 'omega-3-fish-oil-1000mg',
    daysAgo: 12,
  },
  {
    id: 'testimonial-angio-2',
    guardian: 'angio',
    customerName: 'Sunita M.',
    location: 'Jaipur',
    rating: 4,
    quote: 'I stand all day at work and my legs used to feel like lead by evening. The horse chestnut capsules made a real difference within a few weeks.',
    productSlug: 'horse-chestnut-butchers-broom',
    daysAgo: 40,
  },
  {
    id: 'testimonial-angio-3',
    guardian: 'angio',
    customerName: 'Vikram S.',
    location: 'Chennai',
    rating: 5,
    quote:
      'The consultation with Dr. Sharma was worth every rupee. She explained my lipid report line by line and the CoQ10 was her suggestion alongside my statin.',
    productSlug: 'coq10-ubiquinol-100mg',
    daysAgo: 75,
  },
  {
    id: 'testimonial-regenera-1',
    guardian: 'regenera',
    customerName: 'Neha P.',
    location: 'Mumbai',
    rating: 5,
    quote: 'I have had the marine collagen in my morning coffee for four months. My nails stopped splitting and my skin feels noticeably more supple.',
    productSlug: 'marine-collagen-peptides',
    daysAgo: 8,
  },
  {
    id: 'testimonial-regenera-2',
    guardian: 'regenera',
    customerName: 'Anil D.',
    location: 'Bengaluru',
    rating: 4,
    quote: 'At 52 I was sceptical about NMN, but my afternoon slump is gone and my morning runs feel easier. The sale price made it easy to try.',
    productSlug: 'nmn-500-cellular-energy',
    daysAgo: 33,
  },
  {
    id: 'testimonial-regenera-3',
    guardian: 'regenera',
    customerName: 'Fatima R.',
    location: 'Hyderabad',
    rating: 5,
    quote: "Amla tablets are such a simple habit. Lady Regenera's tips about sleep and antioxidants changed how I plan my whole day.",
    productSlug: 'amla-natural-vitamin-c',
    daysAgo: 90,
  },
  {
    id: 'testimonial-biome-1',
    guardian: 'biome',
    customerName: 'Karthik V.',
    location: 'Coimbatore',
    rating: 5,
    quote: 'After a course of antibiotics my stomach was a mess. The 12-strain probiotic settled things within two weeks, and the bloating has not come back.',
    productSlug: 'probiotic-50-billion-12-strains',
    daysAgo: 5,
  },
  {
    id: 'testimonial-biome-2',
    guardian: 'biome',
    customerName: 'Pooja S.',
    location: 'Ahmedabad',
    rating: 5,
    quote: 'Triphala at bedtime, exactly like my grandmother used to take. Regular as clockwork now and it costs less than a cup of coffee a week.',
    productSlug: 'triphala-digestive-tablets',
    daysAgo: 28,
  },
  {
    id: 'testimonial-biome-3',
    guardian: 'biome',
    customerName: 'Deepak N.',
    location: 'Kochi',
    rating: 4,
    quote: 'The enzyme complex helps after heavy wedding-season meals. Vaidya Kulkarni also gave me a simple diet routine that I actually stick to.',
    productSlug: 'digestive-enzyme-complex',
    daysAgo: 61,
  },
  {
    id: 'testimonial-genomica-1',
    guardian: 'genomica',
    customerName: 'Aditi G.',
    location: 'Delhi',
    rating: 5,
    quote: "Preparing for my CA finals, the Brahmi capsules and Lady Genomica's study-break reminders kept me focused through long evenings.",
    productSlug: 'brahmi-memory-capsules',
    daysAgo: 15,
  },
  {
    id: 'testimonial-genomica-2',
    guardian: 'genomica',
    customerName: 'Sameer T.',
    location: 'Indore',
    rating: 4,
    quote: 'L-theanine with caffeine gives me the calm focus I need for coding sprints without the jittery crash of three espressos.',
    productSlug: 'l-theanine-caffeine-focus',
    daysAgo: 47,
  },
  {
    id: 'testimonial-genomica-3',
    guardian: 'genomica',
    customerName: 'Lakshmi A.',
    location: 'Mysuru',
    rating: 5,
    quote: "My mother is 68 and enjoys her crosswords again. We take the lion's mane together now; it has become our little morning ritual.",
    productSlug: 'lions-mane-mushroom-1000mg',
    daysAgo: 82,
  },
  {
    id: 'testimonial-immuno-1',
    guardian: 'immuno',
    customerName: 'Rohit B.',
    location: 'Gurugram',
    rating: 5,
    quote: 'My vitamin D was 14 ng/mL working from home. Six months of D3 later it is 38, and I have not had a single cold this winter.',
    productSlug: 'vitamin-d3-2000-iu',
    daysAgo: 3,
  },
  {
    id: 'testimonial-immuno-2',
    guardian: 'immuno',
    customerName: 'Meenakshi J.',
    location: 'Madurai',
    rating: 4,
    quote: 'The elderberry gummies are the only supplement my kids ask for. School-season sniffles have been much milder this year.',
    productSlug: 'black-elderberry-immune-gummies',
    daysAgo: 36,
  },
  {
    id: 'testimonial-immuno-3',
    guardian: 'immuno',
    customerName: 'Harpreet K.',
    location: 'Ludhiana',
    rating: 5,
    quote: "Ashwagandha has helped my sleep more than anything else I tried. General Immuno's blessing pop-ups always make me smile too.",
    productSlug: 'ashwagandha-ksm66-600mg',
    daysAgo: 70,
  },
];

export async function seedTestimonials(db: Kysely<Database>, now: Date): Promise<void> {
  await insertTestimonialsOnce(
    db,
    SEED_TESTIMONIALS.map((testimonial) => ({
      id: testimonial.id,
      guardian: testimonial.guardian,
      customer_name: testimonial.customerName,
      location: testimonial.location,
      rating: testimonial.rating,
      quote: testimonial.quote,
      product_slug: testimonial.productSlug,
      created_at: daysBefore(now, testimonial.daysAgo),
    })),
  );
}
