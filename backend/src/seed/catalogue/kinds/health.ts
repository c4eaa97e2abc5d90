import type { KindSeed } from '../kind-types.js';

export const HAIR_DRYERS: KindSeed = {
  noun: 'hair dryer',
  blurb: 'Dries fast without extreme heat, with attachments for smoothing, volume and curls.',
  price: [19, 449],
  brands: [
    { brand: 'Dyson', models: ['Supersonic Nural', 'Supersonic HD07', 'Supersonic r'] },
    { brand: 'ghd', models: ['Helios', 'Air'] },
    { brand: 'BaByliss', models: ['Air Power Pro 2300', 'Hydro Fusion', 'Super Pro 2000'], codes: ['#6#0U'] },
    { brand: 'Remington', models: ['Hydraluxe Pro AC9140', 'ONE Dry & Style D6077'], codes: ['D#0#0', 'AC#0#0'] },
    { brand: 'Shark', models: ['FlexStyle HD430UK', 'SpeedStyle HD331UK'] },
  ],
  variants: [{ values: ['Black', 'Nickel/Copper', 'Ceramic Pink', 'Prussian Blue'] }],
  specs: [
    ['Power', ['1600 W', '2000 W', '2200 W', '2400 W']],
    ['Heat settings', ['3', '4']],
    ['Attachments', ['2', '3', '5']],
  ],
};

export const HAIR_STRAIGHTENERS: KindSeed = {
  noun: 'hair straightener',
  blurb: 'Floating ceramic plates glide without snagging and heat up in under a minute.',
  price: [19, 349],
  brands: [
    { brand: 'ghd', models: ['Platinum+', 'Gold', 'Chronos', 'Mini'] },
    { brand: 'Dyson', models: ['Corrale'] },
    { brand: 'BaByliss', models: ['Super Smooth 235', 'Sleek Finish 230'], codes: ['ST#9#E'] },
    { brand: 'Remington', models: ['Keratin Protect S8598', 'Shine Therapy S8500'], codes: ['S#5#0'] },
  ],
  variants: [{ values: ['Black', 'White', 'Pink', 'Sage'] }],
  specs: [
    ['Max temperature', ['185 °C', '210 °C', '230 °C', '235 °C']],
    ['Plate width', ['25 mm', '28 mm', '35 mm']],
    ['Heat-up time', ['15 s', '25 s', '30 s']],
  ],
};

export const ELECTRIC_SHAVERS: KindSeed = {
  noun: 'electric shaver',
  blurb: 'A close, comfortable shave wet or dry, with a cleaning station on premium models.',
  price: [39, 399],
  brands: [
    {
      brand: 'Braun',
      models: ['Series 9 Pro+ 9565cc', 'Series 7 71-S4200cs', 'Series 5 51-W1000s'],
      codes: ['Series # #0-B#000s'],
    },
    {
      brand: 'Philips',
      models: ['Shaver Series 9000 S9985', 'Series 5000 S5887', 'OneBlade Pro 360'],
      codes: ['S#88#/50'],
    },
    { brand: 'Panasonic', models: ['ES-LV9U', 'ES-LT8N'], codes: ['ES-L#6#'] },
    { brand: 'Remington', models: ['F5 Style Foil F5000', 'R9 Ultimate Series'] },
  ],
  specs: [
    ['Type', ['Foil', 'Rotary']],
    ['Run time', ['50 min', '60 min', '90 min']],
    ['Wet and dry', ['Yes', 'No']],
  ],
};

export const BEARD_TRIMMERS: KindSeed = {
  noun: 'beard trimmer',
  blurb: 'Precise length settings in half-millimetre steps and self-sharpening steel blades.',
  price: [15, 129],
  brands: [
    {
      brand: 'Philips',
      models: ['Series 9000 BT9810', 'Series 7000 MG7940', 'Series 3000 BT3222'],
      codes: ['BT#2#2/13', 'MG#7#0/15'],
    },
    { brand: 'Braun', models: ['Series 7 BT7420', 'Series 5 BT5440'], codes: ['BT#4#0'] },
    { brand: 'Wahl', models: ['Aqua Blade', 'Lithium Ion+ Stainless'] },
    { brand: 'Remington', models: ['Beard Boss Pro MB4046', 'X5 Power-X HC5000'], codes: ['MB#0#0'] },
  ],
  specs: [
    ['Length settings', ['17', '20', '30', '40']],
    ['Run time', ['60 min', '90 min', '120 min']],
    ['Waterproof', ['Yes', 'No']],
  ],
};

export const ELECTRIC_TOOTHBRUSHES: KindSeed = {
  noun: 'electric toothbrush',
  blurb: 'Removes more plaque than a manual brush, with a pressure sensor and two-minute timer.',
  price: [19, 349],
  weight: 1.2,
  brands: [
    {
      brand: 'Oral-B',
      models: ['iO Series 9', 'iO Series 5', 'Pro 3 3500', 'Vitality Pro'],
      codes: ['Pro Series #', 'iO Series #N'],
    },
    {
      brand: 'Philips',
      models: ['Sonicare DiamondClean 9000', 'Sonicare ProtectiveClean 4300', 'Sonicare 3100'],
      codes: ['Sonicare HX#8#1'],
    },
    { brand: 'Suri', models: ['Sustainable Electric Toothbrush'] },
    { brand: 'Spotlight', models: ['Sonic Pro'] },
  ],
  variants: [{ values: ['Black', 'White', 'Rose Quartz', 'Aquamarine'] }],
  specs: [
    ['Cleaning modes', ['2', '3', '5', '7']],
    ['Battery life', ['2 weeks', '3 weeks', '5 weeks']],
    ['Pressure sensor', ['Yes', 'No']],
  ],
};

export const WATER_FLOSSERS: KindSeed = {
  noun: 'water flosser',
  blurb: 'A pulsing jet cleans between teeth and around braces, gentle on gums.',
  price: [25, 119],
  weight: 0.7,
  brands: [
    {
      brand: 'Waterpik',
      models: ['Ultra Professional WP-660', 'Cordless Advanced WP-580', 'ION WF-11'],
      codes: ['WP-#60', 'WP-##0 Cordless', 'WF-##'],
    },
    { brand: 'Philips', models: ['Sonicare Power Flosser 7000', 'Sonicare Power Flosser 3000'] },
    { brand: 'Oral-B', models: ['AquaCare 4', 'AquaCare 6 Pro-Expert'] },
  ],
  specs: [
    ['Pressure settings', ['3', '4', '10']],
    ['Reservoir', ['150 ml', '250 ml', '650 ml']],
  ],
};

export const SMART_SCALES: KindSeed = {
  noun: 'smart scale',
  blurb: 'Tracks weight, body fat and muscle mass and syncs to fitness apps over Wi-Fi or Bluetooth.',
  price: [19, 199],
  weight: 0.6,
  brands: [
    { brand: 'Withings', models: ['Body Scan', 'Body Comp', 'Body+'] },
    { brand: 'Garmin', models: ['Index S2', 'Index BPM'] },
    { brand: 'Eufy', models: ['Smart Scale P2 Pro', 'Smart Scale C1'] },
    { brand: 'Salter', models: ['9159 Smart Analyser', '9192 Body Analyser'], codes: ['9#9# Smart'] },
  ],
  variants: [{ values: ['Black', 'White'] }],
  specs: [
    ['Measurements', ['Weight and BMI', 'Body fat and muscle', '13 body metrics']],
    ['Connection', ['Wi-Fi and Bluetooth', 'Bluetooth']],
    ['Max weight', ['150 kg', '180 kg', '200 kg']],
  ],
};

export const BLOOD_PRESSURE_MONITORS: KindSeed = {
  noun: 'blood pressure monitor',
  blurb: 'Clinically validated readings at home, with irregular heartbeat detection and memory for two users.',
  price: [19, 149],
  weight: 0.6,
  brands: [
    { brand: 'Omron', models: ['M3 Comfort', 'M7 Intelli IT', 'RS4 Wrist'], codes: ['M# Intelli', 'RS#'] },
    { brand: 'Withings', models: ['BPM Connect', 'BPM Core'] },
    { brand: 'Braun', models: ['ExactFit 3 BUA6150', 'iCheck 7 BPW4500'] },
  ],
  specs: [
    ['Cuff', ['Upper arm 22-42 cm', 'Wrist 13.5-21.5 cm']],
    ['Memory', ['2 x 60 readings', '2 x 100 readings', 'Unlimited in app']],
  ],
};
