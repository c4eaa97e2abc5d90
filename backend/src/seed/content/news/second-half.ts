import { blocks, h2, p, table, ul } from '../blocks.js';
import type { NewsSeed } from '../types.js';

/** News and price analysis, July to October 2025. */
export const NEWS_SECOND_HALF: readonly NewsSeed[] = [
  {
    slug: 'summer-sale-price-check',
    title: 'Summer sale price check: how the big discounts compared with the year’s lows',
    date: '2025-07-10T08:00:00',
    author: 'priya',
    categories: ['deals'],
    tags: ['price-history'],
    subheading: 'Half of the headline deals matched the lowest price of the year.',
    excerpt: 'We tracked 800 products promoted in July’s big online sale events against their prices since January.',
    cover: {
      alt: 'A laptop showing an online shop with sale banners',
      caption: 'Online summer sales',
      description: 'Cover for the summer sale price check.',
      palette: ['#be123c', '#9333ea'],
    },
    body: blocks(
      p(
        'Of 800 products promoted in the big July sale events, 52% were at their lowest price of the year. Another 30% had been cheaper at some point since January, usually in spring promotions, and 18% were cheaper somewhere else on the same day.',
      ),
      h2('Categories that delivered'),
      p(
        'Smart speakers, streaming sticks and electric toothbrushes were reliably at record lows. Large appliances were not: many had been cheaper in the May bank holiday sales.',
      ),
    ),
  },
  {
    slug: 'back-to-school-laptop-prices',
    title: 'Back to school: laptop prices ahead of the new term',
    date: '2025-08-12T08:30:00',
    author: 'tom',
    categories: ['price-watch'],
    tags: ['laptops', 'back-to-school'],
    subheading: 'Student laptop prices dip in mid-August, then rise in September.',
    excerpt:
      'Three years of price history show the best time to buy a laptop for university is the second half of August.',
    cover: {
      alt: 'A student carrying a laptop across a campus',
      caption: 'Laptops for the new term',
      description: 'Cover for the back-to-school laptop prices report.',
      palette: ['#1d4ed8', '#0f766e'],
    },
    body: blocks(
      p(
        'Looking at three years of prices for the 60 most popular student laptops, the average price bottomed out between 15 and 31 August, about 6% below July. By the third week of September prices were back to July levels as demand peaked.',
      ),
      h2('Our advice'),
      ul([
        'Decide on the spec your course needs before prices drop, so you can buy on the day.',
        'Add education discounts on top of sale prices where the store allows it.',
        'If you miss the August dip, the next reliable low is Black Friday week.',
      ]),
    ),
  },
  {
    slug: 'new-smartwatch-season',
    title: 'New smartwatch season: what has changed and what it costs',
    date: '2025-09-09T09:00:00',
    author: 'tom',
    categories: ['news'],
    tags: ['wearables'],
    subheading: 'Longer battery life and blood-oxygen tracking reach the mid-range.',
    excerpt:
      'This autumn’s smartwatches last longer and bring health sensors to cheaper models. Last year’s watches are the bargains.',
    cover: {
      alt: 'Several smartwatches on a display stand',
      caption: 'This season’s smartwatches',
      description: 'Cover for the smartwatch season story.',
      palette: ['#4338ca', '#db2777'],
    },
    body: blocks(
      p(
        'The new watches announced this month bring two-day battery life to mainstream smartwatches for the first time, and move sensors once reserved for flagships into models under £250.',
      ),
      h2('Should you upgrade?'),
      p(
        'If your watch is two or more years old, the battery improvement alone is noticeable. If it is last year’s model, the differences are small, and last year’s watches are already being discounted by 15–20% as stores clear stock.',
      ),
    ),
  },
  {
    slug: 'tv-prices-before-football-season',
    title: 'TV prices before the football season: when to buy',
    date: '2025-09-30T08:45:00',
    author: 'priya',
    categories: ['price-watch'],
    tags: ['tvs', 'price-history'],
    subheading: 'Large TVs are cheapest in late November and just before big tournaments.',
    excerpt: 'Our TV price history shows two reliable lows a year. Here is how big the savings are by screen size.',
    cover: {
      alt: 'Football on a large television in a living room',
      caption: 'Big-screen football',
      description: 'Cover for the TV prices report.',
      palette: ['#065f46', '#1e3a8a'],
    },
    body: blocks(
      p(
        'Across 140 TVs tracked for three years, prices dipped most reliably in Black Friday week and in the month before major football tournaments, when stores compete for big-screen buyers.',
      ),
      table(
        ['Screen size', 'Average saving at the low point'],
        [
          ['43 inches', '11%'],
          ['55 inches', '16%'],
          ['65 inches', '19%'],
        ],
      ),
      p(
        'Outside those windows, new models arriving in spring push last year’s sets down gradually, which suits buyers who are not in a hurry.',
      ),
    ),
  },
  {
    slug: 'how-the-pricewise-price-index-works',
    title: 'How we track prices: inside the Pricewise price index',
    date: '2025-10-14T10:00:00',
    author: 'priya',
    categories: ['news'],
    tags: ['price-history'],
    subheading: 'Several price checks a day, delivery included, for every product we list.',
    excerpt: 'What we measure, how often, and why a price history is the best defence against fake discounts.',
    cover: {
      alt: 'A line chart of a product’s price over a year',
      caption: 'A year of price history',
      description: 'Cover for the price index explainer.',
      palette: ['#6d28d9', '#0e7490'],
    },
    body: blocks(
      p(
        'Every product on Pricewise is checked at each store we list several times a day. We record the price including standard delivery, whether it is in stock, and any voucher the store applies automatically.',
      ),
      h2('From prices to an index'),
      p(
        'For each category we follow a fixed basket of popular products and compare today’s average price with the average over the previous 90 days. That is the figure behind our monthly Price Watch reports.',
      ),
      h2('What we do not count'),
      ul([
        'Prices that require a membership or a loyalty card.',
        'Marketplace sellers without a UK returns address.',
        'Bundles, unless the bundle is the product itself.',
      ]),
    ),
  },
  {
    slug: 'refurbished-phones-worth-it',
    title: 'Refurbished phones: are they worth it?',
    date: '2025-10-21T08:30:00',
    author: 'tom',
    categories: ['news'],
    tags: ['smartphones', 'sustainability'],
    subheading: 'A good refurbished phone costs 30–40% less and comes with a warranty.',
    excerpt:
      'We bought six refurbished phones from different sellers to see what “excellent” and “good” grades really mean.',
    cover: {
      alt: 'Refurbished smartphones in recycled packaging',
      caption: 'Refurbished phones on test',
      description: 'Cover for the refurbished phones story.',
      palette: ['#0f766e', '#4d7c0f'],
    },
    body: blocks(
      p(
        'All six phones we bought worked as described. The “excellent” grade phones were indistinguishable from new; the “good” ones had light scratches on the frame that a case hid. Battery health ranged from 86% to 100%.',
      ),
      h2('What to check before you buy'),
      ul([
        'A warranty of at least 12 months.',
        'The battery health guarantee, ideally 85% or more.',
        'That the phone is unlocked and not reported lost or stolen.',
      ]),
    ),
  },
  {
    slug: 'black-friday-2025-genuine-deals',
    title: 'Black Friday 2025: how to tell a genuine deal from a fake one',
    date: '2025-10-28T07:30:00',
    modified: '2025-10-29T12:00:00',
    author: 'priya',
    categories: ['deals'],
    tags: ['black-friday', 'price-history'],
    subheading: 'Check the price history, not the crossed-out price.',
    excerpt:
      'Last year one in three Black Friday “deals” we checked had been cheaper in the previous six months. Here is how to spot the real ones.',
    cover: {
      alt: 'A shopping bag with a Black Friday tag',
      caption: 'Black Friday shopping',
      description: 'Cover for the Black Friday advice post.',
      palette: ['#111827', '#b91c1c'],
    },
    body: blocks(
      p(
        'Black Friday falls on 28 November this year, with most stores starting their promotions a week or more before. Last year, 34% of the Black Friday discounts we checked were on products that had been cheaper at some point in the previous six months.',
      ),
      h2('Four checks before you buy'),
      ul([
        'Compare the price with the product’s lowest price in the last 90 days.',
        'Check other stores: a “deal” is not a deal if it is cheaper elsewhere today.',
        'Be wary of models made only for the sales, with slightly different model numbers.',
        'Read the returns policy: many stores extend it over Christmas, some do not.',
      ]),
      p('We will mark every genuine low on Pricewise with a price-history badge throughout the sales.'),
    ),
  },
];
