import { blocks, faq, h2, h3, p, table, ul } from './blocks.js';
import type { PageSeed } from './types.js';

/** The static front page (`page_on_front`); the site renders its own home, this carries the words. */
export const FRONT_PAGE: PageSeed = {
  slug: 'homepage',
  title: 'Home',
  date: '2025-01-06T09:00:00',
  modified: '2025-09-01T10:15:00',
  author: 'priya',
  excerpt: '',
  cover: null,
  content: blocks(
    p(
      'Pricewise compares prices from more than fifteen UK stores, so you can see what a product really costs before you buy it, including delivery.',
    ),
    p(
      'Our buying guides and reviews are written by people who test the products themselves. Stores never pay for a place in a ranking.',
    ),
  ),
};

/** Polylang translation of the front page: its URI is the Ukrainian home, `/uk/`. */
export const FRONT_PAGE_UK: PageSeed = {
  slug: 'homepage-uk',
  title: 'Головна',
  date: '2025-01-06T09:30:00',
  modified: '2025-09-01T10:20:00',
  author: 'priya',
  excerpt: '',
  cover: null,
  content: blocks(
    p(
      'Pricewise порівнює ціни понад п’ятнадцяти британських магазинів, щоб ви бачили справжню вартість товару ще до покупки, разом із доставкою.',
    ),
    p(
      'Наші посібники з вибору та огляди пишуть люди, які самі тестують товари. Магазини ніколи не платять за місце в рейтингу.',
    ),
  ),
};

export const ABOUT_PAGE: PageSeed = {
  slug: 'about',
  title: 'About Pricewise',
  date: '2025-01-06T09:10:00',
  modified: '2025-06-12T16:40:00',
  author: 'priya',
  excerpt: '',
  cover: {
    alt: 'A shopping basket next to a laptop showing a price chart',
    caption: 'Comparing prices before buying',
    description: 'Illustration for the About page: a basket and a price history chart.',
    palette: ['#6d28d9', '#0ea5e9'],
  },
  content: blocks(
    h2('Who we are'),
    p(
      'Pricewise is an independent price-comparison and buying-guide site run by a small team of editors, testers and data analysts in Manchester.',
    ),
    p(
      'We track the prices of thousands of products across the stores we list, several times a day, and keep the history. That history is what lets us say whether a “deal” is really a deal.',
    ),
    h2('How we make money'),
    p(
      'When you follow a link to a store and buy something, the store may pay us a small commission. The price you pay is the same either way, and a store cannot buy a better position in our comparisons or a place in a guide.',
    ),
    h2('How we test'),
    p(
      'Products in our guides and reviews are used the way you would use them: on the commute, in a busy kitchen, on a wet Sunday run. We buy most of them ourselves; when a manufacturer lends us a sample, we say so in the review and send it back afterwards.',
    ),
    h2('Get in touch'),
    p(
      'Spotted a wrong price or a broken link? Tell us at <a href="mailto:hello@pricewise.example">hello@pricewise.example</a> and we will fix it, usually the same day.',
    ),
  ),
};

export const PERSONAL_LOAN_PAGE: PageSeed = {
  slug: 'privatlan',
  title: 'Personal loans: how to compare them',
  date: '2025-02-03T09:00:00',
  modified: '2025-08-18T11:30:00',
  author: 'priya',
  excerpt:
    'What APR, term and fees mean for the real cost of a personal loan, and how to compare offers without harming your credit score.',
  cover: {
    alt: 'A calculator, a pen and a loan agreement on a desk',
    caption: 'Working out the total cost of a loan',
    description: 'Illustration for the personal loan guide.',
    palette: ['#4338ca', '#059669'],
  },
  content: blocks(
    p(
      'A personal loan lets you borrow a fixed amount, usually between £1,000 and £25,000, and pay it back in equal monthly instalments over an agreed term. Because the amount, the rate and the term are fixed, it is one of the easiest kinds of credit to compare, as long as you compare the right numbers.',
    ),
    h2('APR: the number to compare first'),
    p(
      'The annual percentage rate (APR) combines the interest rate with any compulsory fees, expressed as a yearly rate. Two loans with the same interest rate can have different APRs if one charges an arrangement fee, so the APR is the fairer comparison.',
    ),
    p(
      'Lenders advertise a <strong>representative APR</strong>. In the UK at least 51% of the people who are accepted must be offered that rate or better, which means up to 49% may be offered more. The rate you are personally offered depends on your credit history, your income and how much you want to borrow.',
    ),
    h3('Why the advertised rate depends on the amount'),
    p(
      'Many lenders have rate bands: loans between about £7,500 and £15,000 tend to get the lowest APRs, while small loans under £3,000 are often much dearer. Borrowing slightly more to reach a cheaper band can cost less overall, but only if you genuinely need the money.',
    ),
    h2('The term changes the total cost'),
    p(
      'A longer term lowers the monthly payment but adds interest, because you owe the money for longer. This is what £10,000 costs at a few example APRs:',
    ),
    table(
      ['APR', 'Term', 'Monthly payment', 'Total repayable', 'Total interest'],
      [
        ['6.9%', '2 years', '£446.33', '£10,711.82', '£711.82'],
        ['6.9%', '3 years', '£307.36', '£11,064.96', '£1,064.96'],
        ['6.9%', '5 years', '£196.56', '£11,793.43', '£1,793.43'],
        ['12.9%', '5 years', '£223.43', '£13,405.80', '£3,405.80'],
        ['21.9%', '5 years', '£264.76', '£15,885.44', '£5,885.44'],
      ],
    ),
    p(
      'Always look at the <strong>total amount repayable</strong> alongside the monthly payment. It is the single figure that tells you what the loan really costs.',
    ),
    h2('Fees and conditions to check'),
    ul([
      '<strong>Arrangement fees</strong>: rare on personal loans, but they must be included in the APR when they are charged.',
      '<strong>Early repayment charges</strong>: by law a lender can charge at most 58 days’ interest (28 days if the remaining term is under a year) when you repay early, and many charge less or nothing.',
      '<strong>Payment holidays</strong>: useful, but interest usually keeps building while you are not paying.',
      '<strong>Secured or unsecured</strong>: almost all personal loans are unsecured. A loan secured on your home can be cheaper, but your home is at risk if you cannot keep up repayments.',
    ]),
    h2('Check your eligibility without harming your credit score'),
    p(
      'Most lenders and comparison services offer an eligibility check that uses a <em>soft search</em>. It shows how likely you are to be accepted, and sometimes the rate you would get, without leaving a mark other lenders can see.',
    ),
    p(
      'A full application triggers a <em>hard search</em>, which is recorded on your credit file. Several hard searches in a short time can make lenders wary, so check eligibility first and apply only for the loan you are most likely to get.',
    ),
    h2('Frequently asked questions'),
    faq(
      'What credit score do I need for a personal loan?',
      p(
        'There is no single cut-off: each lender scores applications its own way. A record of paying bills on time, being on the electoral roll and using only part of your available credit all help you get the lower rates.',
      ),
    ),
    faq(
      'Is a personal loan cheaper than a credit card?',
      p(
        'For a planned purchase you will pay off over a few years, usually yes. For small amounts you can clear within a 0% introductory period, a card can cost nothing, as long as you repay before the offer ends.',
      ),
    ),
    faq(
      'Can I borrow to consolidate other debts?',
      p(
        'Yes, and it can lower your monthly outgoings. Compare the total repayable on the new loan with what you would pay by clearing the existing debts, and close cards you no longer need so the balance does not build up again.',
      ),
    ),
    faq(
      'What happens if I miss a payment?',
      p(
        'You may be charged a late fee and the missed payment is reported to credit reference agencies. If you expect to struggle, contact the lender before the payment is due: lenders must treat customers in financial difficulty fairly, and free advice is available from MoneyHelper and StepChange.',
      ),
    ),
    p(
      '<em>Pricewise does not lend money or arrange loans. The examples on this page are illustrations, not offers; the rate you are offered depends on your circumstances.</em>',
    ),
  ),
};
