import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const fourKTvs: GuideSeed = {
  slug: 'best-4k-tvs',
  title: 'The best 4K TVs to buy this year',
  date: '2025-06-24T09:00:00',
  modified: '2025-10-09T09:45:00',
  author: 'tom',
  category: 'electronics',
  excerpt:
    'We lined up sixteen 4K TVs from 43 to 65 inches in a bright living room and a blacked-out lab to see which ones deserve a place on your wall.',
  cover: {
    alt: 'A large 4K television showing a mountain landscape in a living room',
    caption: 'Picture tests in a bright living room',
    description: 'Cover image for the 4K TV guide.',
    palette: ['#1e3a8a', '#0891b2'],
  },
  subheading: 'Sixteen sets from 43 to 65 inches, tested in daylight and in the dark.',
  introTitle: 'The short answer',
  intro:
    'For most living rooms a mid-range LED TV with local dimming gives the best picture for the money. OLED still wins in a dark room and for wide viewing angles; QLED and mini-LED sets are brighter, which matters more if your sofa faces a window.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    {
      title: 'Picture quality',
      description: 'Film, sport and gaming content in a bright room and a dark one, judged by three viewers.',
    },
    {
      title: 'Measured brightness and colour',
      description: 'Peak brightness and colour accuracy measured with a colorimeter.',
    },
    { title: 'Sound', description: 'Dialogue clarity at normal volume, without a soundbar.' },
    {
      title: 'Smart features',
      description: 'How quickly the apps start and whether the catch-up services are all there.',
    },
  ],
  comparison: {
    categoryNames: ['Televisions'],
    nameKeywords: ['oled tv', 'qled tv', 'television'],
    size: 4,
  },
  gallery: [
    { name: 'bright-room', label: 'Bright-room viewing', alt: 'Three televisions side by side next to a sunny window' },
    { name: 'calibration', label: 'Measuring colour accuracy', alt: 'A colorimeter attached to a TV screen' },
    { name: 'gaming', label: 'Input lag for gaming', alt: 'A games console connected to a TV during testing' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('Which screen technology suits your room'),
      p(
        'Panel technology matters more than the brand. OLED pixels make their own light, so black is truly black and the picture looks the same from the side. LED-based sets (including QLED and mini-LED) are backlit, which makes them brighter and less prone to screen burn-in with static logos.',
      ),
      h3('Size and distance'),
      p(
        'For 4K the rule of thumb is to sit no further than about one and a half times the screen’s diagonal. From a typical UK sofa at 2.5 metres, a 55- or 65-inch set fills your view without you seeing individual pixels.',
      ),
      galleryStrip,
      h2('Technologies compared'),
      table(
        ['Type', 'Strengths', 'Weaknesses', 'Best for'],
        [
          ['Standard LED', 'Cheap, bright enough', 'Greyish blacks, narrow viewing angle', 'Bedrooms, kitchens'],
          ['QLED / mini-LED', 'Very bright, rich colour', 'Some blooming around bright objects', 'Bright living rooms'],
          ['OLED', 'Perfect black, wide viewing angle', 'Less bright, pricier', 'Film nights, dark rooms'],
        ],
      ),
      h2('What else to check'),
      ul([
        '<strong>HDMI 2.1 ports</strong>: needed for 120 Hz gaming on current consoles.',
        '<strong>Freeview Play or Freely</strong>: gives you live and catch-up TV without a separate box.',
        '<strong>Energy use</strong>: a bright 65-inch set can use twice the power of a 55-inch; the energy label shows annual consumption.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Is 8K worth it?',
        p(
          'Not yet. There is almost no 8K content, and from normal viewing distances the difference from good 4K is hard to see.',
        ),
      ),
      faq(
        'Do I need a soundbar?',
        p(
          'Thin TVs have small speakers. If dialogue sounds muffled, even an entry-level soundbar makes a noticeable difference.',
        ),
      ),
      faq(
        'Will an OLED TV burn in?',
        p(
          'Modern OLEDs shift pixels and dim static logos to prevent it. Normal mixed viewing is very unlikely to cause burn-in; hours a day of the same news ticker could.',
        ),
      ),
    ),
};
