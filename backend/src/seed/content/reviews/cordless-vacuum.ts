import { blocks, faq, h2, p, ul } from '../blocks.js';
import type { ReviewSeed } from '../types.js';

export const cordlessVacuum: ReviewSeed = {
  slug: 'cordless-stick-vacuum-review',
  title: (name) => `${name} review: a cordless that replaces the upright`,
  date: '2025-09-02T09:00:00',
  modified: '2025-10-06T10:10:00',
  author: 'hannah',
  category: 'home-cleaning',
  subheading: 'Enough suction for carpets and enough battery for a three-bedroom house.',
  rating: 4.5,
  product: {
    categoryNames: ['Cordless Vacuums'],
    preferNames: ['v15', 'gen5detect', 'bespoke jet'],
    nameKeywords: ['cordless vacuum', 'stick vacuum'],
    fallbackName: 'Brightway Stick V12 cordless vacuum',
  },
  excerpt: 'Strong on carpet, light enough for the stairs and with a battery you can swap mid-clean.',
  cover: {
    alt: 'A cordless stick vacuum leaning against a hallway wall',
    caption: 'The vacuum ready for the stairs',
    description: 'Cover image for the cordless vacuum review.',
    palette: ['#065f46', '#1e40af'],
  },
  gallery: [
    { name: 'stairs', label: 'Handheld on the stairs', alt: 'The vacuum in handheld mode cleaning carpeted stairs' },
    { name: 'bin', label: 'Emptying the bin', alt: 'The dust bin being emptied into a kitchen bin' },
  ],
  body: (name, galleryStrip) =>
    blocks(
      h2('Verdict'),
      p(
        `The ${name} picked up 96% of our test dirt from carpet in two passes, which is as good as the corded uprights we compare against. On the standard power setting it ran for 48 minutes, enough for a three-bedroom house, and a second battery clicks in within seconds.`,
      ),
      h2('Cleaning'),
      p(
        'The motorised head has an anti-tangle comb that kept long hair off the brush bar for the whole test. A soft roller head for hard floors is included and pushes crumbs along instead of scattering them. Edges were cleaned well; corners needed the crevice tool.',
      ),
      galleryStrip,
      h2('Everyday use'),
      p(
        'At 2.6 kg it is light enough to carry upstairs and hold overhead for cobwebs. The bin is small, so expect to empty it once per floor, but it empties cleanly with a push of a lever.',
      ),
      h2('Pros and cons'),
      ul([
        'Pro: upright-level pick-up on carpet.',
        'Pro: swappable battery.',
        'Pro: anti-tangle brush bar really works.',
        'Con: small bin.',
        'Con: the wall dock needs drilling.',
      ]),
      faq(
        'How long does the battery take to charge?',
        p('Three and a half hours from empty in our test. A second battery, sold separately, removes the wait.'),
      ),
    ),
};
