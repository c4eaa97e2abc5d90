import type { KindSeed } from '../kind-types.js';

const KITCHEN_COLOURS = { values: ['Black', 'Stainless Steel', 'Cream', 'Pastel Blue', 'Red'] };

export const COFFEE_MACHINES: KindSeed = {
  noun: 'coffee machine',
  blurb: 'Café-style espresso and milky drinks at home, with a removable water tank that is easy to refill.',
  price: [79, 999],
  weight: 1.3,
  brands: [
    {
      brand: "De'Longhi",
      models: ['Dedica Arte EC885.M', 'Magnifica Evo ECAM290.61', 'Rivelia EXAM440.55', 'La Specialista Arte'],
      codes: ['Magnifica S ECAM2#.1##', 'Dinamica ECAM3#.#5'],
    },
    {
      brand: 'Sage',
      models: ['the Barista Express', 'the Bambino Plus', 'the Oracle Jet', 'the Barista Touch Impress'],
    },
    { brand: 'Nespresso', models: ['Vertuo Pop', 'Vertuo Next', 'Essenza Mini', 'Lattissima One'] },
    {
      brand: 'Philips',
      models: ['5400 Series LatteGo EP5447', '3200 Series EP3246', 'Baristina BAR300'],
      codes: ['EP##46/70', 'EP#24#/10'],
    },
    { brand: 'Smeg', models: ['ECF01', 'BCC02'], codes: ['ECF0#'] },
  ],
  variants: [KITCHEN_COLOURS],
  specs: [
    ['Pump pressure', ['15 bar', '19 bar']],
    ['Water tank', ['0.6 l', '1.1 l', '1.7 l', '2 l']],
    ['Milk system', ['Automatic frother', 'Steam wand', 'None']],
    ['Built-in grinder', ['Yes', 'No']],
  ],
};

export const KETTLES: KindSeed = {
  noun: 'kettle',
  blurb: 'Boils quickly and quietly, with a limescale filter and a clear water window.',
  price: [19, 159],
  brands: [
    { brand: 'Smeg', models: ['KLF03', 'KLF04 Variable Temperature'], codes: ['KLF0#'] },
    {
      brand: 'Russell Hobbs',
      models: ['Inspire 24361', 'Honeycomb 26051', 'Brita Purity 22851'],
      codes: ['2#0#1', 'Distinctions 2#4#'],
    },
    { brand: 'Bosch', models: ['Styline TWK8613GB', 'Sky TWK8631GB'], codes: ['TWK#6##GB'] },
    { brand: 'Breville', models: ['Curve VKT017', 'Edge VKT223', 'Aurora VKT144'], codes: ['VKT1##'] },
    { brand: 'Dualit', models: ['Architect 72905', 'Classic 72815'] },
  ],
  variants: [KITCHEN_COLOURS],
  specs: [
    ['Capacity', ['1 l', '1.5 l', '1.7 l']],
    ['Power', ['2200 W', '2400 W', '3000 W']],
    ['Variable temperature', ['Yes', 'No']],
  ],
};

export const TOASTERS: KindSeed = {
  noun: 'toaster',
  blurb: 'Even browning with defrost and reheat settings and a crumb tray that slides out.',
  price: [19, 249],
  weight: 0.8,
  brands: [
    { brand: 'Smeg', models: ['TSF01 2-Slice', 'TSF02 4-Slice'], codes: ['TSF0#', 'TSF##'] },
    { brand: 'Dualit', models: ['Classic 2-Slot', 'Architect 4-Slot'], codes: ['Classic 2#2#'] },
    { brand: 'Russell Hobbs', models: ['Honeycomb 2-Slice', 'Inspire 4-Slice'], codes: ['2#0#0'] },
    { brand: 'Breville', models: ['Bijou VTR001', 'Curve VTT786'], codes: ['VTT#8#'] },
  ],
  variants: [KITCHEN_COLOURS],
  specs: [
    ['Slots', ['2', '4']],
    ['Browning settings', ['6', '7', '9']],
    ['Power', ['850 W', '980 W', '1800 W']],
  ],
};

export const AIR_FRYERS: KindSeed = {
  noun: 'air fryer',
  blurb: 'Crisps chips and roasts vegetables with little oil, and the dishwasher-safe basket cleans in minutes.',
  price: [39, 279],
  weight: 1.5,
  brands: [
    {
      brand: 'Ninja',
      models: ['Foodi MAX Dual Zone AF400UK', 'Double Stack XL SL400UK', 'Air Fryer MAX AF160UK'],
      codes: ['AF#00UK', 'Foodi FlexDrawer AF5##UK'],
    },
    { brand: 'Tower', models: ['Vortx Duo T17088', 'Vortx Eco T17127'], codes: ['T17##'] },
    { brand: 'Philips', models: ['Airfryer XXL HD9650', '3000 Series NA231'], codes: ['HD9#5#/90', 'NA3#2/00'] },
    { brand: 'Cosori', models: ['Pro LE 4.7L', 'TurboBlaze 6L', 'Dual Blaze'] },
    { brand: 'Instant', models: ['Vortex Plus 5.7L', 'Vortex ClearCook'] },
  ],
  variants: [{ values: ['Black', 'Grey', 'Sage Green', 'Cream'] }],
  specs: [
    ['Capacity', ['4.7 l', '5.5 l', '7.6 l', '9.5 l', '10.4 l']],
    ['Drawers', ['1', '2']],
    ['Power', ['1500 W', '1700 W', '2470 W']],
  ],
};

export const BLENDERS: KindSeed = {
  noun: 'blender',
  blurb: 'Powerful blades crush ice and frozen fruit for smoothies, soups and nut butters.',
  price: [25, 499],
  brands: [
    {
      brand: 'Ninja',
      models: ['Professional BL610UK', 'Blast BC151UK', 'Detect Power Blender TB301UK'],
      codes: ['BN#50UK'],
    },
    { brand: 'Vitamix', models: ['E310 Explorian', 'A3500i Ascent', 'Propel 510'] },
    { brand: 'NutriBullet', models: ['Pro 900', 'Blender Combo 1200W', 'Ultra 1200'], codes: ['Pro #00'] },
    { brand: 'KitchenAid', models: ['K150 Artisan', 'K400 Artisan'] },
    { brand: 'Braun', models: ['PowerBlend 3 JB3100', 'MultiQuick 7 MQ7035X'], codes: ['MQ#0#5X'] },
  ],
  variants: [KITCHEN_COLOURS],
  specs: [
    ['Power', ['600 W', '900 W', '1100 W', '1200 W', '1400 W']],
    ['Jug capacity', ['0.9 l', '1.4 l', '1.8 l', '2.1 l']],
  ],
};

export const STAND_MIXERS: KindSeed = {
  noun: 'stand mixer',
  blurb: 'Kneads bread dough and whips meringue hands-free, with a dough hook, whisk and beater included.',
  price: [99, 749],
  weight: 0.8,
  brands: [
    {
      brand: 'KitchenAid',
      models: ['Artisan 5KSM175', 'Classic 5K45SS', 'Artisan Mini 5KSM3311X'],
      codes: ['5KSM1#5PS'],
    },
    {
      brand: 'Kenwood',
      models: ['Chef XL Titanium KVL8470S', 'kMix KMX750', 'Prospero+ KHC29'],
      codes: ['KVC#1#0S', 'KMX7#0'],
    },
    { brand: 'Smeg', models: ['SMF03', 'SMF02'] },
    { brand: 'Bosch', models: ['Serie 4 MUM5', 'Serie 6 MUMS2'], codes: ['MUMS2E#00'] },
  ],
  variants: [{ values: ['Empire Red', 'Almond Cream', 'Onyx Black', 'Silver', 'Pistachio'] }],
  specs: [
    ['Bowl capacity', ['3.3 l', '4.3 l', '4.8 l', '6.7 l']],
    ['Power', ['300 W', '1000 W', '1400 W']],
    ['Speeds', ['6', '8', '10']],
  ],
};

export const CORDLESS_VACUUMS: KindSeed = {
  noun: 'cordless vacuum cleaner',
  blurb: 'Converts to a handheld for stairs and cars, with a bin that empties without touching the dust.',
  price: [99, 749],
  weight: 1.4,
  brands: [
    {
      brand: 'Dyson',
      models: ['V15 Detect', 'V15 Detect Absolute', 'Gen5detect', 'V12 Detect Slim', 'V8 Advanced'],
      codes: ['V1# Origin'],
    },
    {
      brand: 'Shark',
      models: ['Stratos IZ400UK', 'Detect Pro IW3611UK', 'PowerDetect IP3251UKT'],
      codes: ['IZ#0#UK', 'IW#1#UKT', 'IZ##0UKT'],
    },
    { brand: 'Vax', models: ['ONEPWR Blade 4', 'HomePro Pet'], codes: ['CLSV-B#KS'] },
    { brand: 'Samsung', models: ['Bespoke Jet AI', 'Jet 75 Complete'], codes: ['Jet #5 Pet'] },
    { brand: 'Bosch', models: ['Unlimited 7 BCS71GB', 'Serie 6 BBS611GB'], codes: ['Unlimited 7 BCS#1HYGB'] },
  ],
  specs: [
    ['Run time', ['40 min', '50 min', '60 min', '70 min']],
    ['Bin capacity', ['0.5 l', '0.7 l', '0.76 l']],
    ['Weight', ['2.2 kg', '2.6 kg', '3.1 kg']],
    ['Filter', ['HEPA', 'Whole-machine HEPA', 'Washable']],
  ],
};

export const ROBOT_VACUUMS: KindSeed = {
  noun: 'robot vacuum',
  blurb: 'Maps the home with lidar, avoids cables and socks, and empties itself into the base station.',
  price: [149, 1399],
  brands: [
    {
      brand: 'iRobot',
      models: ['Roomba Combo j9+', 'Roomba j7+', 'Roomba Combo 10 Max'],
      codes: ['Roomba i#+', 'Roomba ###', 'Roomba Combo ###'],
    },
    {
      brand: 'Roborock',
      models: ['S8 MaxV Ultra', 'Q7 Max+', 'Qrevo Curv'],
      codes: ['Q# Max', 'S# Pro Ultra', 'Q##0 Plus', 'S## MaxV'],
    },
    {
      brand: 'Ecovacs',
      models: ['Deebot X2 Omni', 'Deebot T30 Omni', 'Deebot N20 Plus'],
      codes: ['Deebot T#0 Omni', 'Deebot N## Pro', 'Deebot X# Pro Omni'],
    },
    { brand: 'Eufy', models: ['X10 Pro Omni', 'RoboVac G40+'], codes: ['RoboVac G#0', 'RoboVac ##C', 'Clean L## SES'] },
  ],
  specs: [
    ['Suction', ['5,000 Pa', '8,000 Pa', '10,000 Pa', '22,000 Pa']],
    ['Mopping', ['Rotating mops', 'Vibrating mop', 'None']],
    ['Self-emptying', ['Yes', 'No']],
  ],
};

export const WASHING_MACHINES: KindSeed = {
  noun: 'washing machine',
  blurb: 'Quick washes for everyday loads and steam programmes that lift stains and freshen clothes.',
  price: [249, 1099],
  weight: 1.3,
  brands: [
    {
      brand: 'Bosch',
      models: ['Serie 6 WAN28209GB', 'Serie 4 WGG04409GB', 'Serie 8 WGB256090'],
      codes: ['Serie 4 WAN28#0#GB', 'Serie 6 WGG24#0#GB'],
    },
    {
      brand: 'Samsung',
      models: ['Series 6 WW90T684DLH', 'Bespoke AI WW11DB8B95GB'],
      codes: ['WW#0T4#4DHE', 'WW#0CGC04D'],
    },
    { brand: 'Hotpoint', models: ['NSWM1045CWUKN', 'NM11946WCAUK'], codes: ['NSWM#4#CWUK', 'H#W 9#'] },
    { brand: 'Miele', models: ['WWD120 WCS', 'WEG675 WCS TDos'], codes: ['WWD1#0'] },
    { brand: 'AEG', models: ['7000 Series LFR71944BE', '6000 Series LFR61842B'], codes: ['LFR6#84#B'] },
  ],
  specs: [
    ['Capacity', ['8 kg', '9 kg', '10 kg', '11 kg']],
    ['Spin speed', ['1200 rpm', '1400 rpm', '1600 rpm']],
    ['Energy class', ['A', 'B', 'C']],
    ['Noise (spin)', ['70 dB', '72 dB', '74 dB']],
  ],
};

export const TUMBLE_DRYERS: KindSeed = {
  noun: 'tumble dryer',
  blurb: 'Heat pump drying that is gentle on fabrics and cheap to run, with sensors that stop when clothes are dry.',
  price: [229, 999],
  brands: [
    { brand: 'Bosch', models: ['Serie 6 WQG24509GB', 'Serie 4 WTN83202GB'], codes: ['WQG2#5#9GB'] },
    { brand: 'Beko', models: ['DH9532GAO', 'DTLP81151W'], codes: ['DH#5#4GW'] },
    { brand: 'Miele', models: ['TWF 760 WP', 'TSA 223 WP'] },
    { brand: 'Samsung', models: ['Series 5 DV90TA040AH'], codes: ['Series 5 DV#0CGC2A0AH'] },
  ],
  specs: [
    ['Capacity', ['8 kg', '9 kg', '10 kg']],
    ['Type', ['Heat pump', 'Condenser', 'Vented']],
    ['Energy class', ['A+++', 'A++', 'B']],
  ],
};

export const AIR_PURIFIERS: KindSeed = {
  noun: 'air purifier',
  blurb: 'Captures pollen, dust and smoke with a HEPA filter and reports air quality in real time.',
  price: [59, 699],
  brands: [
    { brand: 'Dyson', models: ['Purifier Cool TP07', 'Purifier Hot+Cool HP07', 'Purifier Big+Quiet'] },
    { brand: 'Philips', models: ['Series 2000i AC2889', 'Series 800 AC0820'], codes: ['AC#2#9/10'] },
    {
      brand: 'Levoit',
      models: ['Core 300S', 'Core 400S', 'Vital 200S'],
      codes: ['Core #00S', 'Core ###S-P', 'Vital ##0S'],
    },
    {
      brand: 'Blueair',
      models: ['Blue Pure 411i Max', 'Blue Pure 211i Max'],
      codes: ['Blue Pure ##1i Max', 'DustMagnet ##0i'],
    },
  ],
  specs: [
    ['Room size', ['Up to 20 m²', 'Up to 40 m²', 'Up to 80 m²']],
    ['Filter', ['HEPA H13', 'HEPA and activated carbon']],
    ['Noise (lowest)', ['20 dB', '24 dB', '28 dB']],
  ],
};

export const FANS: KindSeed = {
  noun: 'fan',
  blurb: 'Cools a bedroom or office quietly, with oscillation, a timer and a remote control.',
  price: [19, 449],
  weight: 0.8,
  brands: [
    { brand: 'Dyson', models: ['Cool AM07 Tower', 'Pure Cool Me'] },
    { brand: 'MeacoFan', models: ['1056 Air Circulator', '650 Personal'], codes: ['#056P'] },
    { brand: 'Duux', models: ['Whisper Flex', 'Globe'] },
    { brand: 'Russell Hobbs', models: ['RHMPF1001', 'RHTF1001B'], codes: ['RHMPF#0#'] },
  ],
  specs: [
    ['Type', ['Tower', 'Pedestal', 'Desk', 'Air circulator']],
    ['Speed settings', ['3', '8', '10', '26']],
    ['Remote control', ['Yes', 'No']],
  ],
};

export const DEHUMIDIFIERS: KindSeed = {
  noun: 'dehumidifier',
  blurb: 'Pulls damp from the air to stop condensation and mould, and dries laundry indoors.',
  price: [99, 399],
  weight: 0.7,
  brands: [
    {
      brand: 'Meaco',
      models: ['Arete One 20L', 'DD8L Zambezi', '12L Low Energy'],
      codes: ['Arete One #0L', 'DD#L Zambezi', 'MeacoDry ##L'],
    },
    { brand: 'EcoAir', models: ['DD122 Simple', 'DC202 Hybrid'], codes: ['DC#02', 'DD##2 Classic'] },
    { brand: "De'Longhi", models: ['Tasciugo AriaDry Light DEX210SF', 'DDSX220WFA'] },
    { brand: 'Pro Breeze', models: ['12L Compressor', '20L Compressor'] },
  ],
  specs: [
    ['Extraction', ['7.5 l/day', '10 l/day', '12 l/day', '20 l/day']],
    ['Technology', ['Desiccant', 'Compressor']],
    ['Laundry mode', ['Yes', 'No']],
  ],
};
