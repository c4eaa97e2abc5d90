import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const runningWatches: GuideSeed = {
  slug: 'best-running-watches',
  title: 'The best GPS running watches',
  date: '2025-05-27T09:00:00',
  modified: '2025-10-01T12:00:00',
  author: 'tom',
  category: 'sports-and-outdoors',
  excerpt:
    'We ran more than 600 km with twelve GPS watches, from first 5Ks to a trail marathon, to find the ones worth strapping on.',
  cover: {
    alt: 'A runner checking a GPS watch on a park path',
    caption: 'Checking pace on a park run',
    description: 'Cover image for the running watch guide.',
    palette: ['#ea580c', '#be185d'],
  },
  subheading: 'Twelve watches, more than 600 km of road and trail running.',
  introTitle: 'Our verdict in brief',
  intro:
    'Every watch we tested records distance and pace well enough for everyday training. What separates them is how accurate the GPS stays under trees and between tall buildings, how long the battery lasts with the screen on, and whether the training advice is useful or just noise.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    {
      title: 'GPS accuracy',
      description: 'Runs on a measured 400 m track, a city loop and a wooded trail, compared with a reference device.',
    },
    {
      title: 'Heart rate',
      description: 'Wrist readings compared with a chest strap during intervals and steady runs.',
    },
    { title: 'Battery life', description: 'Hours of GPS recording until the battery ran out, screen on.' },
    {
      title: 'Ease of use',
      description: 'Starting a run with cold hands and gloves, and reading the screen in sunshine.',
    },
  ],
  comparison: {
    categoryNames: ['GPS Running Watches'],
    nameKeywords: ['running watch', 'gps watch'],
    size: 4,
  },
  gallery: [
    {
      name: 'track',
      label: 'Accuracy laps on the track',
      alt: 'Four GPS watches on a runner’s wrists at an athletics track',
    },
    { name: 'trail', label: 'Tree cover on the trail loop', alt: 'A woodland trail used for GPS testing' },
    { name: 'screens', label: 'Screens in bright sunlight', alt: 'Watch faces compared in direct sunlight' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('What a running watch needs to do well'),
      p(
        'Pace and distance come from satellites, so the quality of the GPS chip and antenna matters more than any headline feature. Watches that use two satellite frequencies at once (often sold as dual-band or multi-band) held their line far better in the city centre and under trees.',
      ),
      h3('Wrist heart rate'),
      p(
        'Optical sensors are good for steady running and resting heart rate, less so for short intervals where your pulse changes quickly. If you train by heart-rate zones, pair the watch with a chest strap.',
      ),
      galleryStrip,
      h2('Battery life in real use'),
      table(
        ['Type', 'GPS recording', 'Smartwatch use', 'Charging'],
        [
          ['Entry-level running watch', '15–20 hours', '1–2 weeks', 'Proprietary clip'],
          ['Multisport watch', '30–60 hours', '2–3 weeks', 'Proprietary clip'],
          ['Smartwatch with GPS', '5–8 hours', '1–2 days', 'Magnetic puck'],
        ],
      ),
      h2('Features that help, and ones you can skip'),
      ul([
        '<strong>Buttons rather than a touchscreen</strong>: easier with sweaty fingers and gloves.',
        '<strong>Structured workouts</strong>: the watch tells you when to speed up and slow down, so you do not need to memorise a session.',
        '<strong>Recovery scores</strong>: interesting, but treat them as a hint, not an instruction.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Do I need a running watch if I run with my phone?',
        p(
          'Not to start with. A watch is lighter, shows your pace at a glance and measures heart rate, which matters more once you train with a plan.',
        ),
      ),
      faq(
        'How accurate is GPS distance?',
        p(
          'On open roads the best watches were within 1% of a measured course. Under trees and between tall buildings single-band models drifted by up to 5%.',
        ),
      ),
      faq(
        'Can I swim with a running watch?',
        p(
          'Most are water resistant to 50 metres and many track pool lengths. Check the rating before wearing one in the sea or the sauna.',
        ),
      ),
    ),
};
