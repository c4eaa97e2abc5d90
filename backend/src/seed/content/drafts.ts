import { blocks, faq, h2, p, ul } from './blocks.js';
import type { GuideSeed, NewsSeed, PageSeed, ReviewSeed } from './types.js';

/** What an editor changed after saving the draft: the newest revision, which previews show. */
export interface RevisionSeed {
  title: string;
  date: string;
  content: string;
  excerpt?: string;
  /** Saved with the revision's field group (guides and reviews). */
  subheading?: string;
}

/** A draft post with no featured image and no tags, like the reference's draft. */
export const DRAFT_POST: NewsSeed & { revision: RevisionSeed } = {
  slug: 'winter-appliance-running-costs',
  title: 'Winter energy bills: the appliances that cost most to run',
  date: '2025-10-30T09:00:00',
  author: 'priya',
  categories: ['news'],
  tags: [],
  subheading: 'Tumble dryers and electric heaters top the list.',
  excerpt: 'Draft: what each common appliance adds to a winter quarter’s bill.',
  cover: null,
  body: blocks(
    p(
      'Draft. As the heating goes on, we measured what the most power-hungry appliances add to a winter quarter’s bill.',
    ),
    h2('The biggest users'),
    ul(['Electric heaters', 'Tumble dryers', 'Ovens']),
  ),
  revision: {
    title: 'Winter energy bills: the six appliances that cost most to run',
    date: '2025-10-31T16:30:00',
    content: blocks(
      p(
        'As the heating goes on, we measured what the most power-hungry appliances add to a winter quarter’s bill, at a unit rate of 25p per kWh.',
      ),
      h2('The biggest users'),
      ul([
        'Electric fan heater, 2 kW for three hours a day: about £135 a quarter.',
        'Tumble dryer, four loads a week: about £50 a quarter (a heat-pump dryer: about £20).',
        'Electric oven, five meals a week: about £25 a quarter.',
      ]),
      p('Still to add: kettles, dishwashers and the cost of leaving things on standby.'),
    ),
    excerpt: 'What each common appliance adds to a winter quarter’s bill, measured at 25p per kWh.',
  },
};

export const DRAFT_PAGE: PageSeed & { revision: RevisionSeed } = {
  slug: 'price-alerts',
  title: 'Price alerts',
  date: '2025-10-27T10:00:00',
  author: 'priya',
  excerpt: '',
  cover: null,
  content: blocks(p('Draft. Explain how price alerts work.')),
  revision: {
    title: 'Price alerts: know when the price drops',
    date: '2025-10-29T14:00:00',
    content: blocks(
      p(
        'Save a product and choose the price you would be happy to pay. We check every store we list several times a day and email you as soon as the product reaches your price, delivery included.',
      ),
      h2('Good to know'),
      ul([
        'Alerts last six months; you can renew them from your account.',
        'You can set up to 50 alerts at once.',
        'We never share your email address with stores.',
      ]),
    ),
  },
};

export const DRAFT_GUIDE: GuideSeed & { revision: RevisionSeed } = {
  slug: 'best-cordless-vacuum-cleaners',
  title: 'The best cordless vacuum cleaners',
  date: '2025-10-24T09:00:00',
  author: 'hannah',
  category: 'home-and-kitchen',
  excerpt: 'Draft: eleven cordless vacuums on carpet, hard floors and the stairs.',
  cover: {
    alt: 'Three cordless vacuum cleaners standing in a row',
    caption: 'Cordless vacuums lined up for testing',
    description: 'Cover image for the cordless vacuum guide (draft).',
    palette: ['#0f766e', '#1d4ed8'],
  },
  subheading: 'Eleven cordless vacuums tested (draft).',
  introTitle: 'In short',
  intro: 'Draft intro: cordless vacuums have caught up with uprights on most floors.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    { title: 'Pick-up', description: 'Weighed test dirt on carpet and hard floor.' },
    { title: 'Battery life', description: 'Runtime on the standard setting until the battery gave out.' },
  ],
  comparison: {
    categoryNames: ['Cordless Vacuums'],
    nameKeywords: ['cordless vacuum', 'stick vacuum'],
    size: 3,
  },
  gallery: [],
  body: () =>
    blocks(
      p('Draft. Testing is under way; results to follow.'),
      h2('What to look for'),
      ul(['Runtime on the standard setting', 'Bin size', 'A swappable battery']),
    ),
  revision: {
    title: 'The best cordless vacuum cleaners of 2025',
    date: '2025-10-30T11:45:00',
    subheading: 'Eleven cordless vacuums on carpet, hard floors and the stairs.',
    content: blocks(
      p(
        'Cordless vacuums have caught up with uprights on most floors. The best we tested picked up more than 95% of our test dirt from carpet and ran for over 45 minutes.',
      ),
      h2('What to look for'),
      ul([
        'At least 40 minutes on the standard setting',
        'A bin of 0.5 litres or more',
        'A battery you can swap or buy separately',
      ]),
      faq(
        'Are cordless vacuums as powerful as corded ones?',
        p('The best are, on carpet and hard floors alike. Budget models still lose suction as the battery runs down.'),
      ),
    ),
  },
};

export const DRAFT_REVIEW: ReviewSeed & { revision: RevisionSeed } = {
  slug: 'smart-thermostat-review',
  title: (name) => `${name} review (draft)`,
  date: '2025-10-22T09:00:00',
  author: 'priya',
  category: 'smart-home',
  subheading: 'Draft: can a smart thermostat cut your heating bill?',
  rating: 4,
  product: {
    categoryNames: ['Thermostats', 'Smart Thermostats'],
    preferNames: [],
    nameKeywords: ['thermostat'],
    fallbackName: 'Hearthly Smart Thermostat 3',
  },
  excerpt: 'Draft: a month with a learning thermostat.',
  cover: {
    alt: 'A smart thermostat on a living room wall',
    caption: 'The thermostat installed in our test home',
    description: 'Cover image for the smart thermostat review (draft).',
    palette: ['#c2410c', '#0369a1'],
  },
  gallery: [],
  body: (name) => blocks(p(`Draft. We installed the ${name} in a three-bedroom semi in October.`)),
  revision: {
    title: 'Smart thermostat review: a month of cheaper heating',
    date: '2025-10-28T17:10:00',
    subheading: 'Room-by-room scheduling cut our test home’s gas use by 9%.',
    content: blocks(
      p(
        'We installed a learning thermostat with radiator valves in a three-bedroom semi for October. Heating only the rooms in use, on a schedule it learned in the first week, cut gas use by 9% compared with the same weeks last year, adjusted for the weather.',
      ),
      h2('Installation'),
      p(
        'Swapping the old thermostat took 40 minutes; the valves clip on without draining the system. If your boiler wiring looks unfamiliar, pay an installer.',
      ),
    ),
  },
};
