import { blocks, faq, h2, h3, p, table, ul } from '../blocks.js';
import type { GuideSeed } from '../types.js';

export const robotVacuums: GuideSeed = {
  slug: 'best-robot-vacuums',
  title: 'The best robot vacuums for every home',
  date: '2025-04-22T09:00:00',
  modified: '2025-09-16T10:05:00',
  author: 'hannah',
  category: 'home-and-kitchen',
  excerpt:
    'Fourteen robot vacuums ran for a month each in our test flat, on carpet, tiles, pet hair and the dreaded phone-charger cable.',
  cover: {
    alt: 'A round robot vacuum cleaner on a wooden floor',
    caption: 'A robot vacuum at work in our test flat',
    description: 'Cover image for the robot vacuum guide.',
    palette: ['#0f766e', '#7c3aed'],
  },
  subheading: 'Fourteen models, four weeks each, carpets, tiles and pet hair.',
  introTitle: 'In short',
  intro:
    'A good robot vacuum will not replace your upright, but it will keep the floors presentable between proper cleans with no effort from you. Lidar navigation and a self-emptying dock are the two features that made the biggest difference in daily use; mopping is a nice extra on hard floors but no substitute for a mop.',
  howDidWePickTitle: 'How we picked',
  howDidWePick: [
    { title: 'Pick-up', description: 'A weighed mix of sand, rice and pet hair on carpet and on hard floor.' },
    { title: 'Navigation', description: 'An obstacle course of socks, cables, chair legs and a rug with tassels.' },
    { title: 'Everyday living', description: 'Four weeks of scheduled cleans in a furnished two-bedroom flat.' },
    { title: 'Running costs', description: 'Prices of filters, brushes and dust bags over three years.' },
  ],
  comparison: {
    categoryNames: ['Robot Vacuums'],
    nameKeywords: ['robot vacuum', 'robovac'],
    size: 4,
  },
  gallery: [
    {
      name: 'obstacles',
      label: 'The obstacle course',
      alt: 'Socks, cables and a rug laid out as a robot vacuum obstacle course',
    },
    { name: 'dock', label: 'Self-emptying docks', alt: 'Three self-emptying docks side by side' },
    { name: 'pet-hair', label: 'Pet hair pick-up test', alt: 'Dog hair spread on a grey carpet before a test run' },
  ],
  body: (galleryStrip) =>
    blocks(
      h2('Navigation decides how well it cleans'),
      p(
        'Robots that map your home with a spinning lidar sensor clean in neat rows, know which rooms they have done and can be told to skip the children’s bedroom. Camera-based models do nearly as well in daylight but struggle in dark rooms. The cheapest robots bounce around at random: fine for a single open-plan room, frustrating anywhere else.',
      ),
      h3('Obstacle avoidance'),
      p(
        'Front cameras that recognise cables and socks saved our testers more rescues than any other feature. Without them, expect to tidy the floor before each run.',
      ),
      galleryStrip,
      h2('Self-emptying docks'),
      p(
        'A dock that empties the robot’s bin into a sealed bag means you only deal with dust every month or two instead of after every run. It adds around £100–£150 to the price, and the bags cost a few pounds each, but it is the feature our testers least wanted to give back.',
      ),
      h2('What a robot vacuum costs to run'),
      table(
        ['Part', 'Replace every', 'Typical cost'],
        [
          ['Filter', '2–3 months', '£5–£10'],
          ['Side brushes', '3–6 months', '£5–£8 a pair'],
          ['Main brush', '6–12 months', '£10–£20'],
          ['Dock bags', '1–2 months', '£3–£5 each'],
        ],
      ),
      h2('Before you buy'),
      ul([
        'Measure the gap under your sofa and beds: most robots need 9–10 cm of clearance.',
        'Check thresholds: many robots climb 2 cm, very few manage more.',
        'Look for a model whose spare parts are sold in the UK, not just the robot itself.',
      ]),
      h2('Frequently asked questions'),
      faq(
        'Do robot vacuums work on thick carpet?',
        p(
          'They work, but suction falls on deep pile and long tassels tangle the brush. Models with a rubber roller instead of bristles coped best on our shaggy rug.',
        ),
      ),
      faq(
        'Are robot vacuums good with pet hair?',
        p(
          'Yes, especially with a rubber roller and a self-emptying dock, because hair fills a small onboard bin quickly. Run the robot daily during moulting season.',
        ),
      ),
      faq(
        'Can a robot vacuum mop as well?',
        p(
          'Many can drag a damp pad behind them, which freshens hard floors but does not lift dried spills. Models that lift the mop when they reach carpet avoid soaking your rugs.',
        ),
      ),
    ),
};
