import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const studentLaptops: GuideSeed = {
  slug: 'best-laptops-for-students',
  title: 'The best laptops for students',
  date: '2025-08-19T09:00:00',
  modified: '2025-10-14T15:10:00',
  author: 'tom',
  category: 'computers',
  excerpt:
    'From essay machines to laptops that cope with design software, these are the student laptops that survived a term of lectures, libraries and rucksacks.',
  cover: {
    alt: 'An open laptop on a library desk next to a stack of books',
    caption: 'Laptops on test in the library',
    description: 'Cover image for the student laptop guide.',
    palette: ['#334155', '#6d28d9'],
  },
  subheading: 'Fifteen laptops carried through a term of lectures and library sessions.',
  introTitle: 'What most students need',
  intro:
    'For essays, research and video calls, almost any current laptop is fast enough. Battery life, weight, a good keyboard and a screen you can read all day matter more than the processor. Courses that use design, video or engineering software are the exception: check your department’s requirements before you buy.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    {
      title: 'Battery life',
      description: 'A scripted day of browsing, documents and video calls at fixed screen brightness.',
    },
    { title: 'Keyboard and trackpad', description: 'A 3,000-word essay typed on each one by the same tester.' },
    { title: 'Performance', description: 'Dozens of browser tabs, a spreadsheet model and a photo export.' },
    { title: 'Build', description: 'Carried daily in a rucksack for a term; hinges and corners checked for wear.' },
  ],
  comparison: {
    categoryNames: ['Laptops'],
    nameKeywords: ['laptop', 'chromebook'],
    size: 4,
  },
  gallery: [
    { name: 'library', label: 'A day in the library', alt: 'Several laptops on a long library table' },
    { name: 'keyboards', label: 'Keyboards compared', alt: 'Close-up of four laptop keyboards' },
    { name: 'chargers', label: 'USB-C charging', alt: 'Laptop chargers of different sizes laid out together' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('How much laptop do you need?'),
      table(
        ['Course', 'Processor', 'Memory', 'Storage'],
        [
          ['Humanities, law, social sciences', 'Any current mid-range chip', '8 GB', '256 GB'],
          ['Sciences, business, data', 'Mid-range or better', '16 GB', '512 GB'],
          [
            'Design, video, engineering',
            'High-end, with a dedicated graphics chip for some software',
            '16–32 GB',
            '1 TB',
          ],
        ],
      ),
      p(
        'Memory is the spec most often skimped on. With 8 GB a laptop copes with documents and a dozen tabs; 16 GB keeps it responsive for longer and is hard to add later, as most laptops now have it soldered to the board.',
      ),
      h2('Battery, weight and charging'),
      p(
        'A laptop that lasts a full day away from a socket changes how you work. The best in our test ran for more than 14 hours of mixed use; the worst needed charging at lunch. Models that charge over USB-C can share a charger with your phone, and a spare charger for the library is cheap.',
      ),
      h3('Windows, macOS or ChromeOS?'),
      p(
        'All three handle coursework. Chromebooks are cheap and simple but rely on web apps; check that your course software runs in a browser. Some university software is Windows-only, so ask before choosing a Mac.',
      ),
      galleryStrip,
      h2('Ways to pay less'),
      ul([
        '<strong>Education discounts</strong>: many makers and stores take 5–10% off with a student email address.',
        '<strong>Refurbished</strong>: a graded, warrantied laptop from the previous year can cost a third less.',
        '<strong>Timing</strong>: prices dip in the back-to-school weeks and again around Black Friday; our price history shows when.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Is a tablet with a keyboard enough for university?',
        p(
          'For note-taking and reading, often yes. For long essays, referencing software and exams taken on your own device, a laptop is less frustrating.',
        ),
      ),
      faq(
        'Should I buy insurance?',
        p(
          'Check your home or your parents’ contents insurance first: many policies cover a student’s belongings away from home, sometimes for a small extra premium.',
        ),
      ),
      faq(
        'How long should a student laptop last?',
        p(
          'A well-chosen laptop should see you through a three-year degree. Battery capacity drops over time, so models with an affordable battery replacement are worth favouring.',
        ),
      ),
    ),
};
