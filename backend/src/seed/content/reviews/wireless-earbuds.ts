import { blocks, faq, h2, p, ul } from '../blocks.js';
import type { ReviewSeed } from '../types.js';

export const wirelessEarbuds: ReviewSeed = {
  slug: 'noise-cancelling-earbuds-review',
  title: (name) => `${name} review: small earbuds, serious quiet`,
  date: '2025-06-10T09:00:00',
  modified: '2025-08-28T17:30:00',
  author: 'tom',
  category: 'audio',
  subheading: 'Strong noise cancelling and a secure fit, let down by an average call microphone.',
  rating: 4,
  product: {
    categoryNames: ['Earbuds'],
    preferNames: ['pro', '1000xm', 'elite'],
    nameKeywords: ['earbud', 'true wireless'],
    fallbackName: 'Aerwave Pods Pro 2 earbuds',
  },
  excerpt: 'Noise cancelling that rivals over-ear headphones, in a case that fits the coin pocket of your jeans.',
  cover: {
    alt: 'A pair of wireless earbuds next to their charging case',
    caption: 'The earbuds and their case',
    description: 'Cover image for the wireless earbuds review.',
    palette: ['#1d4ed8', '#111827'],
  },
  gallery: [
    { name: 'fit', label: 'Three tip sizes in the box', alt: 'Silicone ear tips in three sizes' },
    { name: 'case', label: 'The charging case', alt: 'The open charging case with both earbuds inside' },
  ],
  body: (name, galleryStrip) =>
    blocks(
      h2('Verdict'),
      p(
        `The ${name} cut engine rumble on our test flight almost as well as the over-ear headphones we use as a reference, and they stayed put through a 10 km run. Battery life is average at about seven hours with cancelling on, with three more charges in the case.`,
      ),
      h2('Sound and noise cancelling'),
      p(
        'Out of the box the sound leans warm, with full bass that never swamps vocals. The app’s equaliser lets you rein it in. The adaptive mode adjusts cancelling to the surroundings without the pumping effect cheaper earbuds suffer from.',
      ),
      galleryStrip,
      h2('Calls'),
      p(
        'Callers said we sounded clear indoors, but wind and traffic came through on a busy road. If you take a lot of calls outdoors, the over-ear models in our headphones guide do better.',
      ),
      h2('Pros and cons'),
      ul([
        'Pro: excellent noise cancelling for the size.',
        'Pro: secure fit, rated for sweat and rain.',
        'Con: call quality suffers outdoors.',
        'Con: touch controls are easy to trigger while adjusting the fit.',
      ]),
      faq(
        'Do they work with both iPhone and Android?',
        p('Yes. A few features, such as spatial audio tuning, need the maker’s app, which is available on both.'),
      ),
    ),
};
