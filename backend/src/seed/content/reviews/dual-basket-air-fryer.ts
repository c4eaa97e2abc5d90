import { blocks, faq, h2, p, ul } from '../blocks.js';
import type { ReviewSeed } from '../types.js';

export const dualBasketAirFryer: ReviewSeed = {
  slug: 'dual-basket-air-fryer-review',
  title: (name) => `${name} review: two drawers, one finish time`,
  date: '2025-08-05T09:00:00',
  modified: '2025-09-22T11:00:00',
  author: 'hannah',
  category: 'kitchen',
  subheading: 'Cooks chips and chicken at once and finishes them together.',
  rating: 4.5,
  product: {
    categoryNames: ['Air Fryers'],
    preferNames: ['dual zone', 'dual blaze', 'vortx duo', 'double stack'],
    nameKeywords: ['air fryer', 'airfryer'],
    fallbackName: 'Kestrel DuoCrisp 8L air fryer',
  },
  excerpt:
    'Two independent drawers, even browning and dishwasher-safe baskets make this the air fryer we reach for on busy weeknights.',
  cover: {
    alt: 'A dual-drawer air fryer on a kitchen worktop',
    caption: 'The air fryer in our test kitchen',
    description: 'Cover image for the dual-basket air fryer review.',
    palette: ['#9a3412', '#7c2d12'],
  },
  gallery: [
    { name: 'drawers', label: 'Both drawers in use', alt: 'Chips in one drawer and chicken thighs in the other' },
    { name: 'controls', label: 'Sync and match controls', alt: 'Close-up of the air fryer control panel' },
  ],
  body: (name, galleryStrip) =>
    blocks(
      h2('Verdict'),
      p(
        `We tested the ${name} for three weeks of family dinners. Its party trick is the sync button: set chips in one drawer and chicken in the other, and it staggers the start so both finish together. It browned more evenly than most single-drawer models we have tried, and both baskets survived the dishwasher without the coating marking.`,
      ),
      h2('Cooking'),
      p(
        'Fresh chips took 22 minutes and needed one shake; frozen chips were crisp in 16. Chicken thighs came out with crackling skin and juicy meat in 25 minutes. Our sponge cake rose evenly but browned on top before the middle set, so bake at 10°C lower than the recipe says.',
      ),
      galleryStrip,
      h2('Living with it'),
      p(
        'It is wide: allow about 40 cm of worktop and space above the vents at the back. The fan is noticeable but quieter than a cooker hood, and the display stays readable from across the kitchen.',
      ),
      h2('Pros and cons'),
      ul([
        'Pro: two foods, two temperatures, one finish time.',
        'Pro: even browning without constant shaking.',
        'Pro: baskets and crisper plates are dishwasher-safe.',
        'Con: takes a lot of worktop.',
        'Con: each drawer alone is too small for a whole chicken.',
      ]),
      faq(
        'Can I use just one drawer?',
        p('Yes, and it uses less energy that way: about 0.4 kWh for a batch of chips in our test.'),
      ),
    ),
};
