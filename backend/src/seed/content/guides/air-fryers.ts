import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const airFryers: GuideSeed = {
  slug: 'best-air-fryers',
  title: 'The best air fryers, tested with real food',
  date: '2025-07-15T09:00:00',
  modified: '2025-10-20T08:30:00',
  author: 'hannah',
  category: 'home-and-kitchen',
  excerpt:
    'Twenty air fryers, 40 kg of potatoes and a lot of chicken wings: here are the ones that cook evenly, clean easily and save you money.',
  cover: {
    alt: 'Golden chips in the basket of an air fryer',
    caption: 'Chips cooked in our air fryer test',
    description: 'Cover image for the air fryer guide.',
    palette: ['#b45309', '#dc2626'],
  },
  subheading: 'Twenty models, 40 kg of chips and a stopwatch.',
  introTitle: 'Our verdict in brief',
  intro:
    'An air fryer is a small, powerful fan oven. The best ones crisp chips evenly without shaking every five minutes, have baskets that go in the dishwasher and heat up fast enough to beat the oven for a weeknight tea. Dual-basket models are worth the counter space if you regularly cook two things at once.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    {
      title: 'Cooking results',
      description:
        'Fresh chips, frozen chips, chicken wings and a small sponge cake, cooked to each maker’s instructions.',
    },
    { title: 'Evenness', description: 'We photographed each batch and counted pale and burnt pieces.' },
    { title: 'Energy use', description: 'Measured with a plug-in meter for each test recipe.' },
    { title: 'Cleaning', description: 'Baskets washed by hand and in the dishwasher after a greasy wing session.' },
  ],
  comparison: {
    categoryNames: ['Air Fryers'],
    nameKeywords: ['air fryer', 'airfryer'],
    size: 4,
  },
  gallery: [
    {
      name: 'chips',
      label: 'Fresh chips after 20 minutes',
      alt: 'Trays of chips from different air fryers lined up for comparison',
    },
    { name: 'energy', label: 'Measuring energy use', alt: 'An air fryer plugged into an energy meter' },
    { name: 'baskets', label: 'Baskets after the wing test', alt: 'Greasy air fryer baskets waiting to be washed' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('Do air fryers save money?'),
      p(
        'For small portions, yes. Our meters showed a typical air fryer using 0.3–0.5 kWh for a batch of chips, against around 1 kWh for an electric oven that has to heat a much larger space. For a family-sized roast the oven is still the better tool.',
      ),
      table(
        ['Dish', 'Air fryer', 'Electric fan oven'],
        [
          ['Chips for two (400 g)', '20 min, 0.35 kWh', '35 min incl. preheat, 0.9 kWh'],
          ['Six chicken thighs', '25 min, 0.45 kWh', '45 min incl. preheat, 1.1 kWh'],
          ['Reheating two slices of pizza', '4 min, 0.1 kWh', '15 min incl. preheat, 0.4 kWh'],
        ],
      ),
      h2('Basket, drawer or oven-style?'),
      p(
        'Single-drawer models are the simplest and the cheapest. Dual-basket models cook two foods at different temperatures and finish them together. Oven-style air fryers with shelves hold more but crisp less evenly, because the shelves block the airflow.',
      ),
      h3('Capacity'),
      p(
        'Makers quote the basket volume in litres; the useful amount is smaller because food needs space around it. As a guide, 3–4 litres suits one or two people, 5–6 litres a family of four.',
      ),
      galleryStrip,
      h2('Things our testers liked'),
      ul([
        'A window or light to check food without pulling the drawer out.',
        'A non-stick coating free of PFAS, now common at every price.',
        'A quiet fan: the loudest models were as noisy as a cooker hood on full.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Do I need to preheat an air fryer?',
        p(
          'Most need only two or three minutes, and many of our test recipes came out just as well without preheating. Check the manual for baking, where a steady temperature matters more.',
        ),
      ),
      faq(
        'Can I use baking paper or foil?',
        p(
          'Yes, as long as it is weighed down by food so the fan cannot blow it into the heating element. Perforated air fryer liners let more air through.',
        ),
      ),
      faq(
        'Is air-fried food healthier?',
        p(
          'It needs far less oil than deep frying, so it is lower in fat. It is not automatically healthy: frozen chips are still frozen chips.',
        ),
      ),
    ),
};
