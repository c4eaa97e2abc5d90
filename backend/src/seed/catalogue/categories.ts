import type { KindSeed } from './kind-types.js';
import * as computers from './kinds/computers.js';
import * as electronics from './kinds/electronics.js';
import * as health from './kinds/health.js';
import * as home from './kinds/home.js';
import * as sports from './kinds/sports.js';
import * as toys from './kinds/toys.js';

/** A category and, recursively, its children; products live in leaves that have a kind. */
export interface CategorySeed {
  name: string;
  children?: readonly CategorySeed[];
  /** What the leaf sells. A leaf without one stays empty, like a real category still waiting for stock. */
  kind?: KindSeed;
}

const leaf = (name: string, kind?: KindSeed): CategorySeed => (kind ? { name, kind } : { name });

/**
 * Three levels. The six top-level names and their order are fixed (ids 1..6, which the site's
 * navigation relies on). "Phone Cases" and "Trampolines" are empty leaves and "Printers &
 * Scanners" an empty branch, so the "has no products" paths are always exercised.
 */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    name: 'Electronics',
    children: [
      {
        name: 'Audio',
        children: [
          leaf('Headphones', electronics.HEADPHONES),
          leaf('Earbuds', electronics.EARBUDS),
          leaf('Bluetooth Speakers', electronics.SPEAKERS),
          leaf('Soundbars', electronics.SOUNDBARS),
        ],
      },
      {
        name: 'Phones & Wearables',
        children: [
          leaf('Smartphones', electronics.SMARTPHONES),
          leaf('Smartwatches', electronics.SMARTWATCHES),
          leaf('Phone Cases'),
        ],
      },
      {
        name: 'TV & Home Cinema',
        children: [
          leaf('Televisions', electronics.TELEVISIONS),
          leaf('Projectors', electronics.PROJECTORS),
          leaf('Streaming Devices', electronics.STREAMING_DEVICES),
        ],
      },
      {
        name: 'Cameras & Drones',
        children: [
          leaf('Mirrorless Cameras', electronics.MIRRORLESS_CAMERAS),
          leaf('Action Cameras', electronics.ACTION_CAMERAS),
          leaf('Drones', electronics.DRONES),
        ],
      },
    ],
  },
  {
    name: 'Computers & Accessories',
    children: [
      {
        name: 'Laptops & Tablets',
        children: [
          leaf('Laptops', computers.LAPTOPS),
          leaf('Tablets', computers.TABLETS),
          leaf('Desktop PCs', computers.DESKTOPS),
        ],
      },
      {
        name: 'Monitors & Peripherals',
        children: [
          leaf('Monitors', computers.MONITORS),
          leaf('Keyboards', computers.KEYBOARDS),
          leaf('Mice', computers.MICE),
          leaf('Webcams', computers.WEBCAMS),
        ],
      },
      {
        name: 'Storage & Networking',
        children: [
          leaf('External SSDs', computers.EXTERNAL_SSDS),
          leaf('Memory Cards', computers.MEMORY_CARDS),
          leaf('Wi-Fi Routers', computers.ROUTERS),
        ],
      },
      {
        name: 'Printers & Scanners',
        children: [leaf('Inkjet Printers'), leaf('Laser Printers'), leaf('Document Scanners')],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    children: [
      {
        name: 'Coffee & Breakfast',
        children: [
          leaf('Coffee Machines', home.COFFEE_MACHINES),
          leaf('Kettles', home.KETTLES),
          leaf('Toasters', home.TOASTERS),
        ],
      },
      {
        name: 'Cooking Appliances',
        children: [
          leaf('Air Fryers', home.AIR_FRYERS),
          leaf('Blenders', home.BLENDERS),
          leaf('Stand Mixers', home.STAND_MIXERS),
        ],
      },
      {
        name: 'Floorcare',
        children: [leaf('Cordless Vacuums', home.CORDLESS_VACUUMS), leaf('Robot Vacuums', home.ROBOT_VACUUMS)],
      },
      {
        name: 'Laundry',
        children: [leaf('Washing Machines', home.WASHING_MACHINES), leaf('Tumble Dryers', home.TUMBLE_DRYERS)],
      },
      {
        name: 'Heating & Cooling',
        children: [
          leaf('Air Purifiers', home.AIR_PURIFIERS),
          leaf('Fans', home.FANS),
          leaf('Dehumidifiers', home.DEHUMIDIFIERS),
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    children: [
      {
        name: 'Running',
        children: [leaf('Running Shoes', sports.RUNNING_SHOES), leaf('GPS Running Watches', sports.GPS_WATCHES)],
      },
      {
        name: 'Cycling',
        children: [
          leaf('Bike Helmets', sports.BIKE_HELMETS),
          leaf('Bike Lights', sports.BIKE_LIGHTS),
          leaf('Bike Computers', sports.BIKE_COMPUTERS),
        ],
      },
      {
        name: 'Camping & Hiking',
        children: [
          leaf('Tents', sports.TENTS),
          leaf('Sleeping Bags', sports.SLEEPING_BAGS),
          leaf('Hiking Backpacks', sports.HIKING_BACKPACKS),
        ],
      },
      {
        name: 'Fitness',
        children: [
          leaf('Dumbbells', sports.DUMBBELLS),
          leaf('Yoga Mats', sports.YOGA_MATS),
          leaf('Exercise Bikes', sports.EXERCISE_BIKES),
        ],
      },
    ],
  },
  {
    name: 'Health & Beauty',
    children: [
      {
        name: 'Hair Care',
        children: [leaf('Hair Dryers', health.HAIR_DRYERS), leaf('Hair Straighteners', health.HAIR_STRAIGHTENERS)],
      },
      {
        name: 'Shaving & Grooming',
        children: [leaf('Electric Shavers', health.ELECTRIC_SHAVERS), leaf('Beard Trimmers', health.BEARD_TRIMMERS)],
      },
      {
        name: 'Oral Care',
        children: [
          leaf('Electric Toothbrushes', health.ELECTRIC_TOOTHBRUSHES),
          leaf('Water Flossers', health.WATER_FLOSSERS),
        ],
      },
      {
        name: 'Health Monitors',
        children: [
          leaf('Smart Scales', health.SMART_SCALES),
          leaf('Blood Pressure Monitors', health.BLOOD_PRESSURE_MONITORS),
        ],
      },
    ],
  },
  {
    name: 'Toys & Games',
    children: [
      {
        name: 'Video Gaming',
        children: [
          leaf('Games Consoles', toys.GAMES_CONSOLES),
          leaf('Controllers', toys.CONTROLLERS),
          leaf('Video Games', toys.VIDEO_GAMES),
        ],
      },
      {
        name: 'Building Toys',
        children: [leaf('Building Sets', toys.LEGO_SETS), leaf('Magnetic Tiles', toys.MAGNETIC_TILES)],
      },
      {
        name: 'Board Games & Puzzles',
        children: [leaf('Board Games', toys.BOARD_GAMES), leaf('Jigsaw Puzzles', toys.JIGSAW_PUZZLES)],
      },
      { name: 'Outdoor Play', children: [leaf('Scooters', toys.SCOOTERS), leaf('Trampolines')] },
    ],
  },
];

/** A category as stored: ids are assigned breadth-first so the top level is always 1..6. */
export interface CategoryRowSeed {
  id: number;
  parentId: number | null;
  name: string;
  position: number;
  kind?: KindSeed;
}

export function flattenCategoryTree(tree: readonly CategorySeed[]): CategoryRowSeed[] {
  const rows: CategoryRowSeed[] = [];
  let level: { seed: CategorySeed; parentId: number | null; position: number }[] = tree.map((seed, position) => ({
    seed,
    parentId: null,
    position,
  }));
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { seed, parentId, position } of level) {
      const id = rows.length + 1;
      rows.push({ id, parentId, name: seed.name, position, ...(seed.kind ? { kind: seed.kind } : {}) });
      seed.children?.forEach((child, childPosition) =>
        next.push({ seed: child, parentId: id, position: childPosition }),
      );
    }
    level = next;
  }
  return rows;
}
