import { blocks, h2, p, table, ul } from '../blocks.js';
import type { NewsSeed } from '../types.js';

/** News and price analysis, January to June 2025. */
export const NEWS_FIRST_HALF: readonly NewsSeed[] = [
  {
    slug: 'january-sales-which-discounts-were-real',
    title: 'January sales: which discounts were real?',
    date: '2025-01-14T08:30:00',
    modified: '2025-01-15T10:00:00',
    author: 'priya',
    categories: ['price-watch'],
    tags: ['price-history'],
    subheading: 'Two in five “sale” prices were no lower than in November.',
    excerpt:
      'We compared 2,400 January sale prices with the same products’ price history. Most discounts were real, but a large minority were not.',
    cover: {
      alt: 'Sale signs in a shop window',
      caption: 'January sale signs',
      description: 'Cover for the January sales analysis.',
      palette: ['#b91c1c', '#7c3aed'],
    },
    body: blocks(
      p(
        'Our price index tracked 2,400 products that stores marked as reduced in the first week of January. For 61% of them the sale price was the lowest we had recorded in the previous three months. For the other 39% it was the same as, or higher than, the price in late November.',
      ),
      h2('Where the real bargains were'),
      p(
        'Small kitchen appliances and bedding were most often at a genuine low. Televisions and laptops had mostly been cheaper during Black Friday week and had crept back up before being “reduced” again.',
      ),
      p(
        'The lesson holds all year: judge a discount against the price history, not against the crossed-out price on the tag.',
      ),
    ),
  },
  {
    slug: 'energy-labels-explained',
    title: 'Energy labels explained: what the A to G scale means for your bills',
    date: '2025-02-06T09:00:00',
    author: 'priya',
    categories: ['news'],
    tags: ['energy-bills', 'home-appliances'],
    subheading: 'An A-rated fridge can cost half as much to run as an F.',
    excerpt:
      'The rescaled energy labels are stricter than the old A+++ system. Here is how to read them and what the difference costs in a year.',
    cover: {
      alt: 'An energy label on a fridge door',
      caption: 'The A to G energy label',
      description: 'Cover for the energy labels explainer.',
      palette: ['#15803d', '#ca8a04'],
    },
    body: blocks(
      p(
        'Fridges, washing machines, dishwashers, TVs and lamps carry a label graded from A to G. The scale was reset so that few products reach the top grade today, leaving room for improvement. A product that was A+++ under the old system is often a D or an E now, without having changed at all.',
      ),
      h2('Look at the kWh figure'),
      p(
        'The letter is a ranking; the annual consumption in kilowatt-hours printed on the label is what you pay for. Multiply it by your unit rate to get the yearly running cost.',
      ),
      table(
        ['Fridge freezer', 'Annual use', 'Cost a year at 25p/kWh'],
        [
          ['Grade A', '105 kWh', '£26'],
          ['Grade D', '190 kWh', '£48'],
          ['Grade F', '290 kWh', '£73'],
        ],
      ),
      p('Over a fridge freezer’s typical twelve-year life, the gap between an A and an F is more than £500.'),
    ),
  },
  {
    slug: 'smartphone-prices-spring',
    title: 'Smartphone prices this spring: flagships fall faster than mid-range',
    date: '2025-03-11T08:00:00',
    author: 'priya',
    categories: ['price-watch'],
    tags: ['smartphones', 'price-history'],
    subheading: 'Last year’s flagships are now 25% cheaper than at launch.',
    excerpt:
      'Our index of 120 smartphones shows flagship prices sliding steadily after launch, while mid-range models hold their value.',
    cover: {
      alt: 'Three smartphones face down on a table',
      caption: 'Smartphones in our price index',
      description: 'Cover for the spring smartphone price report.',
      palette: ['#0f172a', '#6d28d9'],
    },
    body: blocks(
      p(
        'Flagship phones launched last autumn have lost an average of 25% of their launch price, according to the Pricewise index of 120 models across 18 stores. Mid-range phones fell by only 9% over the same period.',
      ),
      h2('What it means if you are buying'),
      ul([
        'A flagship that is six months old is often better value than a new mid-range phone at the same price.',
        'Prices fall fastest in the first three months after launch, then level off.',
        'Storage upgrades are rarely discounted as much as the base model.',
      ]),
      p('Set a price alert on the model you want and let the history tell you when to buy.'),
    ),
  },
  {
    slug: 'right-to-repair-spare-parts',
    title: 'Right to repair: spare parts are getting easier to buy',
    date: '2025-04-03T09:30:00',
    author: 'hannah',
    categories: ['news'],
    tags: ['sustainability', 'home-appliances'],
    subheading: 'Makers must now sell key parts for washing machines, fridges and dishwashers for up to ten years.',
    excerpt:
      'Rules that require makers to supply spare parts for large appliances mean a broken door seal no longer has to end a machine’s life.',
    cover: {
      alt: 'A technician replacing a washing machine door seal',
      caption: 'Repairing rather than replacing',
      description: 'Cover for the right to repair news story.',
      palette: ['#166534', '#0e7490'],
    },
    body: blocks(
      p(
        'Manufacturers of washing machines, dishwashers, fridges and televisions must make common spare parts available to professional repairers for seven to ten years after a model is discontinued. Some parts, such as door seals and shelves, must be sold to anyone.',
      ),
      h2('What to do when something breaks'),
      p(
        'Check the maker’s parts shop first, then independent repair businesses. A £30 seal or a £60 pump often saves a machine that would cost £400 to replace, and keeps around 50 kg of metal and plastic out of landfill.',
      ),
      p('When comparing appliances, we now list how long each maker promises to supply parts.'),
    ),
  },
  {
    slug: 'headphone-deals-under-100',
    title: 'Five headphone deals under £100 worth your attention',
    date: '2025-05-20T07:45:00',
    modified: '2025-05-21T09:00:00',
    author: 'tom',
    categories: ['deals'],
    tags: ['headphones'],
    subheading: 'Each one is at or near its lowest price in six months.',
    excerpt: 'We checked every headphone discount under £100 against its price history. These five are the real thing.',
    cover: {
      alt: 'Headphones and earbuds arranged on a yellow background',
      caption: 'Headphone deals checked against price history',
      description: 'Cover for the headphone deals post.',
      palette: ['#ca8a04', '#7c3aed'],
    },
    body: blocks(
      p(
        'Cheap headphones go on “sale” constantly. We filtered this week’s offers down to those at their lowest price in six months or within £5 of it.',
      ),
      h2('What made the cut'),
      ul([
        'Over-ear noise-cancelling headphones with 40-hour battery life, now 35% below their average price.',
        'Sports earbuds with ear hooks, at their lowest price since launch.',
        'Budget true wireless earbuds with a wireless-charging case.',
        'Wired studio headphones that our testers still rate above many wireless pairs.',
        'Kids’ headphones with a volume limiter, down to their Christmas price.',
      ]),
      p('Prices change quickly: the live prices and price charts are on each product page.'),
    ),
  },
  {
    slug: 'cost-of-running-fans-and-air-coolers',
    title: 'Fans and air coolers: what keeping cool really costs',
    date: '2025-06-17T08:15:00',
    author: 'priya',
    categories: ['news'],
    tags: ['energy-bills'],
    subheading: 'A desk fan costs about a penny an hour; portable air conditioning can cost 30 times more.',
    excerpt:
      'We measured the power use of fans, evaporative coolers and portable air conditioners during a warm week in June.',
    cover: {
      alt: 'A pedestal fan next to an open window',
      caption: 'Keeping cool in a heatwave',
      description: 'Cover for the cooling costs story.',
      palette: ['#0284c7', '#0d9488'],
    },
    body: blocks(
      p(
        'During June’s warm spell we plugged eight cooling devices into energy meters. The numbers show why a fan is still the cheapest way to stay comfortable.',
      ),
      table(
        ['Device', 'Power', 'Cost per hour at 25p/kWh'],
        [
          ['Desk fan', '25 W', '0.6p'],
          ['Tower fan', '45 W', '1.1p'],
          ['Evaporative air cooler', '80 W', '2p'],
          ['Portable air conditioner', '1,100 W', '27.5p'],
        ],
      ),
      p(
        'Evaporative coolers only help in dry air and add humidity to a room, which is why they disappointed on our muggiest days. A portable air conditioner really cools, but needs its hose out of a window and costs far more to run.',
      ),
    ),
  },
];
