import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const noiseCancellingHeadphones: GuideSeed = {
  slug: 'best-noise-cancelling-headphones',
  title: 'The best noise-cancelling headphones of 2025',
  date: '2025-03-18T09:00:00',
  modified: '2025-09-02T14:20:00',
  author: 'tom',
  category: 'electronics',
  excerpt:
    'We wore 19 pairs of over-ear and in-ear noise-cancelling headphones on trains, planes and open-plan floors to find the ones worth buying.',
  cover: {
    alt: 'Over-ear headphones resting on a folded travel jacket',
    caption: 'Noise-cancelling headphones on test',
    description: 'Cover image for the noise-cancelling headphones guide.',
    palette: ['#4c1d95', '#2563eb'],
  },
  subheading: 'Nineteen pairs tested on commutes, flights and in the office.',
  introTitle: 'Our verdict in brief',
  intro:
    'Good noise cancelling is no longer reserved for £350 flagships. The best pairs we tested cut the rumble of a train to a murmur, last a long-haul flight and back on one charge, and stay comfortable for hours. Cheaper models now cancel low drone almost as well, but fall behind on voices, call quality and comfort.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    {
      title: 'Noise cancelling',
      description: 'Measured with a dummy head in our lab against recorded train, aircraft and office noise.',
    },
    { title: 'Sound quality', description: 'Blind listening sessions with three testers and a common playlist.' },
    { title: 'Comfort', description: 'Each pair worn for a full working day, glasses on and off.' },
    { title: 'Battery life', description: 'Played at 60% volume with cancelling on until the battery gave out.' },
  ],
  comparison: {
    categoryNames: ['Headphones'],
    nameKeywords: ['headphone', 'earbud'],
    size: 4,
  },
  gallery: [
    { name: 'commute', label: 'Testing on the morning train', alt: 'A tester wearing headphones on a commuter train' },
    { name: 'lab', label: 'Dummy-head noise measurements', alt: 'Headphones on an acoustic test head in the lab' },
    { name: 'cases', label: 'Carry cases compared', alt: 'Five headphone cases lined up on a table' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('What makes noise cancelling good'),
      p(
        'Active noise cancelling uses microphones to listen to the world around you and plays an inverted signal to cancel it. It works best on steady, low sounds such as engine drone and air conditioning. Voices and clattering cutlery are harder, and that is where the expensive pairs still earn their price.',
      ),
      p(
        'Fit matters as much as electronics. Over-ear cushions that seal well block high-pitched noise passively; earbuds depend on the right tip size, so try every tip in the box before judging them.',
      ),
      h3('Over-ear or in-ear?'),
      p(
        'Over-ear headphones are more comfortable for long stretches and usually last longer on a charge. Earbuds fit in a pocket and suit the gym, but smaller batteries mean five to eight hours per charge rather than thirty or more.',
      ),
      galleryStrip,
      h2('What to expect at each price'),
      table(
        ['Price', 'Noise cancelling', 'Battery (cancelling on)', 'Typical extras'],
        [
          ['Under £100', 'Good on engine drone, weak on voices', '25–40 hours', 'Basic app, fixed EQ'],
          ['£100–£250', 'Very good; adaptive modes', '25–35 hours', 'Multipoint Bluetooth, wear detection'],
          ['Over £250', 'Best on voices and sudden noise', '24–30 hours', 'Better call microphones, premium materials'],
        ],
      ),
      h2('Features worth paying for'),
      ul([
        '<strong>Multipoint Bluetooth</strong>: stay connected to a laptop and a phone at once, and take a call without re-pairing.',
        '<strong>Wear detection</strong>: music pauses when you lift an ear cup, which saves battery as well as your place in a podcast.',
        '<strong>Replaceable ear pads</strong>: pads wear out long before the electronics; being able to buy new ones extends the headphones’ life by years.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Is noise cancelling bad for your ears?',
        p(
          'No. It lowers the level of outside noise, so most people end up listening at a lower volume, which is better for hearing. Some people feel a slight pressure at first; it usually passes within a few days.',
        ),
      ),
      faq(
        'Can I use noise-cancelling headphones on a plane?',
        p(
          'Yes, and long flights are where they help most. Wired headphones plug into in-flight entertainment with the adapter many of them include; check that yours still cancel noise in wired mode.',
        ),
      ),
      faq(
        'Do cheap noise-cancelling headphones work?',
        p(
          'They handle steady low noise surprisingly well. What you give up is performance against voices, call quality and, often, comfort over a long day.',
        ),
      ),
    ),
};
