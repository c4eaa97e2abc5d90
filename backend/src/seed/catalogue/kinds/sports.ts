import type { KindSeed } from '../kind-types.js';

export const RUNNING_SHOES: KindSeed = {
  noun: 'pair of running shoes',
  blurb: 'Responsive cushioning and a breathable mesh upper for easy miles and race days alike.',
  price: [59, 249],
  weight: 1.6,
  brands: [
    {
      brand: 'Nike',
      models: ['Pegasus 41', 'Vomero 18', 'Invincible 3', 'Alphafly 3', 'Structure 25'],
      codes: ['Pegasus Trail #', 'Revolution #'],
    },
    {
      brand: 'Adidas',
      models: ['Adizero Boston 12', 'Ultraboost 5', 'Supernova Rise', 'Adizero Adios Pro 3'],
      codes: ['Duramo SL #', 'Runfalcon #.0'],
    },
    {
      brand: 'ASICS',
      models: ['Gel-Nimbus 26', 'Gel-Kayano 31', 'Novablast 4', 'Gel-Cumulus 26'],
      codes: ['Gel-Excite ##', 'GT-#000 1#'],
    },
    { brand: 'Hoka', models: ['Clifton 9', 'Bondi 8', 'Mach 6', 'Speedgoat 6'], codes: ['Arahi #', 'Rincon #'] },
    { brand: 'Brooks', models: ['Ghost 16', 'Glycerin 21', 'Adrenaline GTS 24'], codes: ['Launch 1#', 'Ghost Max #'] },
    {
      brand: 'New Balance',
      models: ['Fresh Foam X 1080v14', 'FuelCell Rebel v4', '880v14'],
      codes: ['Fresh Foam X ##0v1#'],
    },
  ],
  variants: [{ values: ["Men's", "Women's"] }, { values: ['Black/White', 'Blue', 'Grey', 'Volt', 'Coral'] }],
  specs: [
    ['Drop', ['4 mm', '6 mm', '8 mm', '10 mm']],
    ['Weight', ['210 g', '249 g', '275 g', '300 g']],
    ['Surface', ['Road', 'Trail', 'Road and track']],
  ],
};

export const GPS_WATCHES: KindSeed = {
  noun: 'GPS sports watch',
  blurb: 'Accurate pace and distance, training load and recovery advice, and offline maps on some models.',
  price: [149, 999],
  weight: 1.2,
  brands: [
    {
      brand: 'Garmin',
      models: ['Forerunner 265', 'Forerunner 965', 'Forerunner 165', 'fēnix 8', 'Instinct 2X Solar'],
      codes: ['Forerunner #55', 'vívoactive #'],
    },
    { brand: 'Coros', models: ['Pace 3', 'Vertix 2S', 'Apex 2 Pro'], codes: ['Pace #', 'Apex # Pro', 'Vertix ##'] },
    {
      brand: 'Polar',
      models: ['Pacer Pro', 'Vantage V3', 'Grit X2 Pro'],
      codes: ['Pacer ##', 'Vantage M#', 'Ignite ##', 'Grit X### Pro'],
    },
    { brand: 'Suunto', models: ['Race S', 'Vertical', '9 Peak Pro'], codes: ['Race ##', '# Peak Pro', 'Ocean ##'] },
  ],
  variants: [{ values: ['Black', 'Whitestone', 'Aqua', 'Amp Yellow'] }],
  specs: [
    ['Battery life (smartwatch)', ['13 days', '15 days', '20 days', '29 days']],
    ['Battery life (GPS)', ['20 hours', '31 hours', '38 hours', '47 hours']],
    ['Display', ['AMOLED', 'Memory-in-pixel']],
    ['Maps', ['Yes', 'No']],
  ],
};

export const BIKE_HELMETS: KindSeed = {
  noun: 'bike helmet',
  blurb: 'Lightweight and well ventilated, with rotational impact protection and an easy dial fit.',
  price: [29, 299],
  brands: [
    {
      brand: 'Giro',
      models: ['Syntax MIPS', 'Aries Spherical', 'Register MIPS'],
      codes: ['Fixture MIPS #', 'Register ## MIPS'],
    },
    { brand: 'Kask', models: ['Protone Icon', 'Mojito 3', 'Valegro'] },
    { brand: 'Specialized', models: ['Align II', 'S-Works Prevail 3', 'Search'], codes: ['Align ##', 'Chamonix ##'] },
    { brand: 'Bell', models: ['Z20 MIPS', 'Formula LED', 'Falcon XRV'], codes: ['Z## MIPS', 'Falcon XR ###'] },
  ],
  variants: [{ values: ['S', 'M', 'L'] }, { values: ['Matte Black', 'White', 'Red', 'Hi-Vis Yellow'] }],
  specs: [
    ['Weight', ['215 g', '260 g', '300 g', '355 g']],
    ['Rotational protection', ['MIPS', 'Spherical', 'WG11 tested']],
  ],
};

export const BIKE_LIGHTS: KindSeed = {
  noun: 'bike light set',
  blurb: 'Bright enough for unlit lanes, rechargeable over USB-C, with daytime flash modes.',
  price: [15, 199],
  weight: 0.7,
  brands: [
    { brand: 'Lezyne', models: ['Macro Drive 1400+', 'Lite Drive 1000XL'], codes: ['Micro Drive #00XL'] },
    { brand: 'Exposure', models: ['Strada MK12', 'Joystick MK16'] },
    { brand: 'Knog', models: ['Blinder 900', 'Plus Twinpack'] },
    { brand: 'Cateye', models: ['AMPP 800', 'Volt 1700'], codes: ['AMPP #00'] },
  ],
  specs: [
    ['Output', ['400 lumens', '900 lumens', '1,400 lumens', '1,700 lumens']],
    ['Run time', ['2 hours', '3 hours', '6 hours', '10 hours']],
    ['Charging', ['USB-C', 'Micro USB']],
  ],
};

export const BIKE_COMPUTERS: KindSeed = {
  noun: 'bike computer',
  blurb: 'Turn-by-turn navigation, climb profiles and power data on a screen readable in full sun.',
  price: [99, 599],
  weight: 0.6,
  brands: [
    { brand: 'Garmin', models: ['Edge 1050', 'Edge 540', 'Edge 840 Solar', 'Edge Explore 2'], codes: ['Edge #30'] },
    { brand: 'Wahoo', models: ['ELEMNT BOLT V2', 'ELEMNT ROAM V2', 'ELEMNT ACE'] },
    { brand: 'Hammerhead', models: ['Karoo'] },
    { brand: 'Bryton', models: ['Rider 750SE', 'Rider 420'], codes: ['Rider #20'] },
  ],
  variants: [{ values: ['Unit only', 'Bundle with sensors'], priceStep: 0.25 }],
  specs: [
    ['Battery life', ['15 hours', '24 hours', '26 hours', '32 hours']],
    ['Screen', ['2.2 in colour', '2.7 in colour touch', '3.5 in colour touch']],
  ],
};

export const TENTS: KindSeed = {
  noun: 'tent',
  blurb: 'Pitches fast in wind and rain, with a porch for boots and bags.',
  price: [49, 899],
  brands: [
    {
      brand: 'Vango',
      models: ['Odyssey Air 500', 'Nevis 200', 'Banshee 300'],
      codes: ['Skye #00', 'Sherwood #00', 'Odyssey Air ##0', 'Nevis ###'],
    },
    { brand: 'Coleman', models: ['Darwin 4', 'Castle Pines 4L'], codes: ['Ridgeline #', 'Darwin ##0', 'Cortes ##'] },
    { brand: 'MSR', models: ['Hubba Hubba 2', 'Elixir 3'], codes: ['Hubba Hubba ##', 'Elixir ###'] },
    { brand: 'Big Agnes', models: ['Copper Spur HV UL2', 'Tiger Wall UL2'] },
    { brand: 'Robens', models: ['Voyager 2EX', 'Lodge 3'], codes: ['Voyager #EX', 'Lodge ##', 'Green Cone ##0'] },
  ],
  specs: [
    ['Sleeps', ['1', '2', '3', '4', '6']],
    ['Packed weight', ['1.3 kg', '2.2 kg', '4.8 kg', '12.5 kg']],
    ['Hydrostatic head', ['3,000 mm', '4,000 mm', '6,000 mm']],
  ],
};

export const SLEEPING_BAGS: KindSeed = {
  noun: 'sleeping bag',
  blurb: 'Warm, compressible and comfortable on three-season trips, with a draft collar and two-way zip.',
  price: [29, 449],
  weight: 0.8,
  brands: [
    { brand: 'Rab', models: ['Ascent 700', 'Neutrino 400', 'Solar Eco 2'], codes: ['Ascent #00'] },
    { brand: 'Mountain Equipment', models: ['Glacier 1000', 'Helium 400'] },
    { brand: 'Vango', models: ['Nitestar Alpha 250', 'Ultralite Pro 200'] },
    { brand: 'Snugpak', models: ['Softie 9 Hawk', 'Basecamp Ops Sleeper'] },
  ],
  variants: [{ values: ['Regular', 'Long'], priceStep: 0.08 }],
  specs: [
    ['Comfort temperature', ['-5 °C', '0 °C', '3 °C', '7 °C']],
    ['Fill', ['Down 650 fill', 'Down 800 fill', 'Synthetic']],
    ['Weight', ['850 g', '1.1 kg', '1.45 kg']],
  ],
};

export const HIKING_BACKPACKS: KindSeed = {
  noun: 'backpack',
  blurb: 'A ventilated back panel and a hip belt carry the load, with pockets where you need them.',
  price: [39, 299],
  weight: 1.1,
  brands: [
    {
      brand: 'Fjällräven',
      models: ['Kånken', 'Kånken Laptop 15', 'Abisko Friluft 35', 'Keb 52'],
      codes: ['Abisko Hike #5'],
    },
    {
      brand: 'Osprey',
      models: ['Talon 22', 'Atmos AG 65', 'Stratos 36', 'Daylite Plus'],
      codes: ['Talon #2', 'Tempest #0'],
    },
    { brand: 'Deuter', models: ['Futura 32', 'Aircontact Core 50+10', 'Speed Lite 21'], codes: ['Trail #0'] },
    { brand: 'Gregory', models: ['Zulu 30', 'Baltoro 65'] },
  ],
  variants: [{ values: ['Black', 'Navy', 'Forest Green', 'Ochre', 'Frost Green'] }],
  specs: [
    ['Volume', ['16 l', '22 l', '32 l', '52 l', '65 l']],
    ['Weight', ['300 g', '1.1 kg', '1.6 kg', '2.2 kg']],
    ['Rain cover', ['Included', 'Not included']],
  ],
};

export const DUMBBELLS: KindSeed = {
  noun: 'dumbbell set',
  blurb: 'Adjusts in seconds from light to heavy, replacing a rack of weights in a corner of the room.',
  price: [25, 549],
  weight: 0.7,
  brands: [
    { brand: 'Bowflex', models: ['SelectTech 552i', 'SelectTech 1090i'] },
    { brand: 'York', models: ['Fitness Cast Iron Spinlock', 'Hex Rubber'], codes: ['Fitness ## kg Spinlock'] },
    { brand: 'JX Fitness', models: ['Adjustable 25kg Pair', 'Adjustable 40kg Pair'] },
    { brand: 'Mirafit', models: ['M1 Adjustable', 'Rubber Hex Pair'], codes: ['M# Adjustable', 'M## Hex Pair'] },
  ],
  variants: [{ values: ['2 x 10 kg', '2 x 20 kg', '2 x 24 kg', '2 x 32 kg'], priceStep: 0.3 }],
  specs: [
    ['Adjustment', ['Dial', 'Spin lock', 'Fixed']],
    ['Material', ['Steel and ABS', 'Cast iron', 'Rubber coated']],
  ],
};

export const YOGA_MATS: KindSeed = {
  noun: 'yoga mat',
  blurb: 'Grippy when hot and cushioned for knees, light enough to carry to class.',
  price: [12, 129],
  weight: 0.7,
  brands: [
    { brand: 'Manduka', models: ['PRO 6mm', 'PROlite 4.7mm', 'eKO Lite 4mm'], codes: ['PRO ##mm', 'eKO SuperLite ##'] },
    { brand: 'Liforme', models: ['Yoga Mat', 'Travel Mat'] },
    { brand: 'Gaiam', models: ['Premium Print 6mm', 'Essentials 10mm'], codes: ['Premium ##mm', 'Essentials ##0'] },
    { brand: 'Lululemon', models: ['The Mat 5mm', 'The Mat 3mm'] },
  ],
  variants: [{ values: ['Black', 'Sage', 'Lavender', 'Terracotta', 'Ocean Blue'] }],
  specs: [
    ['Thickness', ['3 mm', '4 mm', '5 mm', '6 mm', '10 mm']],
    ['Length', ['173 cm', '180 cm', '185 cm']],
    ['Material', ['Natural rubber', 'PVC', 'TPE', 'Cork']],
  ],
};

export const EXERCISE_BIKES: KindSeed = {
  noun: 'exercise bike',
  blurb: 'Quiet magnetic resistance, live and on-demand classes, and a seat that fits the whole family.',
  price: [199, 2499],
  weight: 0.8,
  brands: [
    { brand: 'Peloton', models: ['Bike', 'Bike+'] },
    { brand: 'JLL', models: ['IC400 Pro', 'IC300 Pro'], codes: ['IC#00', 'IC## Pro'] },
    { brand: 'Wattbike', models: ['Atom Next Generation', 'Proton'] },
    { brand: 'Schwinn', models: ['800IC', '570U'], codes: ['#00IC', '##0U'] },
  ],
  specs: [
    ['Resistance', ['Magnetic', 'Electromagnetic', 'Friction']],
    ['Max user weight', ['120 kg', '135 kg', '150 kg']],
    ['Screen', ['Built-in 22 in HD', 'LCD console', 'Bring your own tablet']],
  ],
};
