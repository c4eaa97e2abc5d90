import type { KindSeed } from '../kind-types.js';

const AUDIO_COLOURS = { values: ['Black', 'White', 'Silver', 'Midnight Blue', 'Sand'] };

export const HEADPHONES: KindSeed = {
  noun: 'pair of over-ear headphones',
  blurb: 'Cushioned ear cups, a folding headband and a carry case make them easy to live with every day.',
  price: [39, 449],
  weight: 1.4,
  brands: [
    {
      brand: 'Sony',
      models: ['WH-1000XM5', 'WH-1000XM4', 'WH-CH720N', 'ULT Wear', 'WH-CH520'],
      codes: ['WH-CH#2#N', 'MDR-ZX##0'],
    },
    {
      brand: 'Bose',
      models: ['QuietComfort Ultra', 'QuietComfort 45', 'QuietComfort SE', 'Noise Cancelling 700'],
      codes: ['QC##'],
    },
    {
      brand: 'Sennheiser',
      models: ['Momentum 4 Wireless', 'Accentum Plus', 'HD 450BT', 'HD 660S2'],
      codes: ['HD ##0BT', 'HD ###'],
    },
    { brand: 'Apple', models: ['AirPods Max'] },
    {
      brand: 'JBL',
      models: ['Tune 770NC', 'Live 770NC', 'Tour One M2', 'Tune 520BT'],
      codes: ['Tune ##0BT', 'Live ##0NC'],
    },
    { brand: 'Bowers & Wilkins', models: ['Px7 S2e', 'Px8', 'Px7 S2'], codes: ['Px# S#'] },
  ],
  variants: [AUDIO_COLOURS],
  specs: [
    ['Battery life', ['20 hours', '30 hours', '40 hours', '50 hours', '60 hours']],
    ['Noise cancelling', ['Active (adaptive)', 'Active', 'Passive']],
    ['Weight', ['192 g', '250 g', '254 g', '293 g', '385 g']],
    ['Connection', ['Bluetooth 5.3', 'Bluetooth 5.2', 'Bluetooth 5.3 and 3.5 mm cable']],
    ['Charging', ['USB-C, 3 min for 3 hours', 'USB-C']],
  ],
};

export const EARBUDS: KindSeed = {
  noun: 'set of true wireless earbuds',
  blurb: 'A pocketable charging case tops them up on the go, and the touch controls handle calls and music.',
  price: [25, 279],
  weight: 1.4,
  brands: [
    { brand: 'Apple', models: ['AirPods Pro 2', 'AirPods 4', 'AirPods 4 with ANC'] },
    {
      brand: 'Samsung',
      models: ['Galaxy Buds3 Pro', 'Galaxy Buds3', 'Galaxy Buds FE'],
      codes: ['Galaxy Buds SM-R#30'],
    },
    { brand: 'Sony', models: ['WF-1000XM5', 'WF-C700N', 'LinkBuds S', 'WF-C510'], codes: ['WF-C#00N'] },
    { brand: 'Nothing', models: ['Ear (a)', 'Ear', 'Ear (open)'] },
    { brand: 'Jabra', models: ['Elite 10 Gen 2', 'Elite 8 Active', 'Elite 4'], codes: ['Elite ## Gen #'] },
    { brand: 'Google', models: ['Pixel Buds Pro 2', 'Pixel Buds A-Series'] },
  ],
  variants: [{ values: ['Black', 'White', 'Graphite', 'Sage Green', 'Lavender'] }],
  specs: [
    ['Battery life (buds)', ['5 hours', '6 hours', '8 hours', '10 hours']],
    ['Battery life (with case)', ['24 hours', '30 hours', '36 hours']],
    ['Water resistance', ['IPX4', 'IP54', 'IP57']],
    ['Noise cancelling', ['Active', 'None']],
  ],
};

export const SPEAKERS: KindSeed = {
  noun: 'portable Bluetooth speaker',
  blurb: 'Rugged enough for the garden or the beach, with a strap and a battery that lasts all weekend.',
  price: [29, 399],
  brands: [
    {
      brand: 'JBL',
      models: ['Flip 6', 'Charge 5', 'Clip 5', 'Go 4', 'Xtreme 4', 'Boombox 3'],
      codes: ['Flip #', 'Charge # Wi-Fi', 'PartyBox ##0', 'Go #0##'],
    },
    { brand: 'Ultimate Ears', models: ['BOOM 4', 'WONDERBOOM 4', 'MEGABOOM 4', 'EVERBOOM'] },
    {
      brand: 'Bose',
      models: ['SoundLink Flex', 'SoundLink Max', 'SoundLink Micro'],
      codes: ['SoundLink Color ##', 'SoundLink Revolve ###'],
    },
    {
      brand: 'Marshall',
      models: ['Emberton III', 'Stanmore III', 'Acton III', 'Willen II'],
      codes: ['Middleton ##', 'Kilburn ##0', 'Tufton ###'],
    },
    { brand: 'Sonos', models: ['Roam 2', 'Move 2', 'Era 100'] },
  ],
  variants: [{ values: ['Black', 'Blue', 'Red', 'Squad Camo', 'Cream'] }],
  specs: [
    ['Battery life', ['10 hours', '12 hours', '20 hours', '24 hours']],
    ['Water resistance', ['IP67', 'IPX7', 'IP54']],
    ['Output power', ['20 W', '30 W', '40 W', '120 W']],
    ['Weight', ['380 g', '550 g', '960 g', '2.1 kg']],
  ],
};

export const SOUNDBARS: KindSeed = {
  noun: 'soundbar',
  blurb: 'Clearer dialogue and fuller bass from one slim bar under the TV, set up over HDMI eARC.',
  price: [99, 1299],
  brands: [
    { brand: 'Sonos', models: ['Arc Ultra', 'Beam (Gen 2)', 'Ray'] },
    { brand: 'Samsung', models: ['HW-Q990D', 'HW-Q800D', 'HW-S60D', 'HW-B550'], codes: ['HW-Q#0#D', 'HW-B#5#'] },
    { brand: 'Sony', models: ['HT-A7000', 'Bravia Theatre Bar 8', 'HT-S2000'], codes: ['HT-S#00'] },
    {
      brand: 'Bose',
      models: ['Smart Ultra Soundbar', 'Smart Soundbar', 'TV Speaker'],
      codes: ['Smart Soundbar ###', 'TV Speaker ##0'],
    },
    { brand: 'LG', models: ['S95TR', 'S80QY', 'S40T'], codes: ['S#0Q', 'SN#Y'] },
  ],
  variants: [{ values: ['Black', 'White'] }],
  specs: [
    ['Channels', ['2.0', '3.1', '5.1.2', '7.1.4', '11.1.4']],
    ['Dolby Atmos', ['Yes', 'No']],
    ['Connections', ['HDMI eARC, optical', 'HDMI eARC, Wi-Fi, Bluetooth', 'Optical, Bluetooth']],
  ],
};

export const SMARTPHONES: KindSeed = {
  noun: 'smartphone',
  blurb: 'A bright OLED screen, all-day battery and a camera system that copes with night scenes.',
  price: [149, 1199],
  weight: 2,
  brands: [
    {
      brand: 'Apple',
      models: ['iPhone 15 Pro', 'iPhone 15', 'iPhone 16 Pro Max', 'iPhone 16', 'iPhone 16e', 'iPhone 14'],
      codes: ['iPhone ## Pro', 'iPhone ## Plus'],
    },
    {
      brand: 'Samsung',
      models: ['Galaxy S24', 'Galaxy S24 Ultra', 'Galaxy S24 FE', 'Galaxy A55', 'Galaxy A35', 'Galaxy Z Flip6'],
      codes: ['Galaxy A#5 5G', 'Galaxy M#4'],
    },
    {
      brand: 'Google',
      models: ['Pixel 9 Pro', 'Pixel 9', 'Pixel 8a', 'Pixel 9 Pro Fold'],
      codes: ['Pixel ##a', 'Pixel ## Pro XL'],
    },
    { brand: 'OnePlus', models: ['12', '12R', 'Nord 4', 'Nord CE4 Lite'], codes: ['Nord CE# ##'] },
    { brand: 'Motorola', models: ['edge 50 pro', 'razr 50 ultra', 'moto g85'], codes: ['moto g#4', 'moto e##'] },
    {
      brand: 'Xiaomi',
      models: ['14T Pro', 'Redmi Note 13 Pro', '14 Ultra'],
      codes: ['Redmi Note ## Pro', 'Redmi ##C'],
    },
  ],
  variants: [
    { values: ['128GB', '256GB', '512GB', '1TB'], priceStep: 0.16 },
    { values: ['Black', 'Natural Titanium', 'Blue', 'Green', 'Porcelain'] },
  ],
  specs: [
    ['Screen size', ['6.1 in', '6.2 in', '6.4 in', '6.7 in', '6.9 in']],
    ['Main camera', ['48 MP', '50 MP', '108 MP', '200 MP']],
    ['Battery', ['3,274 mAh', '4,000 mAh', '4,700 mAh', '5,000 mAh']],
    ['5G', ['Yes']],
    ['Weight', ['170 g', '187 g', '199 g', '221 g', '232 g']],
  ],
};

export const SMARTWATCHES: KindSeed = {
  noun: 'smartwatch',
  blurb: 'Tracks workouts, sleep and heart rate, and puts notifications and payments on your wrist.',
  price: [59, 799],
  brands: [
    {
      brand: 'Apple',
      models: ['Watch Series 10 GPS 42mm', 'Watch Series 10 GPS 46mm', 'Watch Ultra 2', 'Watch SE GPS 40mm'],
    },
    {
      brand: 'Samsung',
      models: ['Galaxy Watch7 40mm', 'Galaxy Watch7 44mm', 'Galaxy Watch Ultra', 'Galaxy Watch FE'],
      codes: ['Galaxy Watch SM-R9#0'],
    },
    { brand: 'Google', models: ['Pixel Watch 3 41mm', 'Pixel Watch 3 45mm', 'Pixel Watch 2'] },
    { brand: 'Fitbit', models: ['Sense 2', 'Versa 4', 'Charge 6'] },
    { brand: 'Huawei', models: ['Watch GT 5', 'Watch GT 5 Pro', 'Watch Fit 3'], codes: ['Watch GT # ##mm'] },
  ],
  variants: [{ values: ['Midnight', 'Silver', 'Starlight', 'Jet Black', 'Rose Gold'] }],
  specs: [
    ['Battery life', ['18 hours', '36 hours', '40 hours', '6 days', '14 days']],
    ['GPS', ['Built in (dual-frequency)', 'Built in', 'Connected']],
    ['Water resistance', ['5 ATM', '10 ATM', 'WR50']],
  ],
};

export const TELEVISIONS: KindSeed = {
  noun: 'smart TV',
  blurb: 'Built-in streaming apps, HDR and a low-latency game mode for consoles.',
  price: [229, 2999],
  weight: 1.5,
  brands: [
    {
      brand: 'Samsung',
      models: ['QE55S90D OLED', 'QE65QN90D Neo QLED', 'UE50DU7100', 'QE55Q80D'],
      codes: ['QE##Q6#D', 'UE##DU8#00'],
    },
    { brand: 'LG', models: ['OLED55C4', 'OLED65G4', 'OLED48B4', '50QNED80'], codes: ['OLED##C#', '##UT8#006LA'] },
    { brand: 'Sony', models: ['Bravia 8 K-55XR80', 'Bravia 7 K-65XR70', 'Bravia 3 K-50S30'], codes: ['KD-##X8#L'] },
    { brand: 'Philips', models: ['55OLED809 Ambilight', '65PUS8909', '43PUS8009'], codes: ['##PUS8#09', '##OLED7#9'] },
    { brand: 'Hisense', models: ['55U7NQ', '65U8NQ', '43A6N'], codes: ['##A6#N', '##E7#NQ'] },
    { brand: 'TCL', models: ['55C855K', '65C805K', '43P755K'], codes: ['##C8#5K', '##P7#5K'] },
  ],
  specs: [
    ['Screen size', ['43 in', '50 in', '55 in', '65 in', '75 in']],
    ['Panel', ['OLED', 'QD-OLED', 'Mini LED', 'QLED', 'LED']],
    ['Resolution', ['4K Ultra HD (3840 x 2160)']],
    ['Refresh rate', ['50 Hz', '100 Hz', '120 Hz', '144 Hz']],
    ['HDR formats', ['HDR10, HLG', 'Dolby Vision, HDR10, HLG', 'HDR10+, HLG']],
  ],
};

export const PROJECTORS: KindSeed = {
  noun: 'home cinema projector',
  blurb: 'Throws a cinema-sized picture onto any wall, with built-in speakers and streaming apps.',
  price: [179, 2499],
  brands: [
    { brand: 'Epson', models: ['EH-TW7100', 'EF-12', 'CO-FH02'], codes: ['EH-TW#1##', 'CO-W0#', 'EB-FH##'] },
    { brand: 'BenQ', models: ['W2720i', 'TK710STi', 'GV31'], codes: ['W#7##', 'TK#0#'] },
    { brand: 'XGIMI', models: ['Horizon S Pro', 'MoGo 3 Pro', 'Halo+'], codes: ['Horizon ### Pro', 'MoGo ##'] },
    { brand: 'Samsung', models: ['The Freestyle 2nd Gen', 'The Premiere LSP7T'] },
  ],
  specs: [
    ['Native resolution', ['1080p', '4K UHD']],
    ['Brightness', ['450 ANSI lumens', '1,000 ANSI lumens', '2,200 ANSI lumens', '3,000 ANSI lumens']],
    ['Throw', ['Standard', 'Short throw', 'Ultra short throw']],
  ],
};

export const STREAMING_DEVICES: KindSeed = {
  noun: 'streaming device',
  blurb: 'Adds every major streaming app and voice search to any TV with an HDMI port.',
  price: [25, 199],
  weight: 0.7,
  brands: [
    {
      brand: 'Amazon',
      models: ['Fire TV Stick 4K Max', 'Fire TV Stick 4K', 'Fire TV Cube'],
      codes: ['Fire TV Stick ##th Gen', 'Fire TV Omni ##'],
    },
    { brand: 'Google', models: ['TV Streamer', 'Chromecast with Google TV (HD)'] },
    { brand: 'Apple', models: ['TV 4K Wi-Fi 64GB', 'TV 4K Wi-Fi + Ethernet 128GB'] },
    {
      brand: 'Roku',
      models: ['Streaming Stick 4K', 'Express 4K', 'Ultra'],
      codes: ['Express ####R', 'Streaming Stick ####R'],
    },
    { brand: 'NVIDIA', models: ['SHIELD TV Pro', 'SHIELD TV'] },
  ],
  specs: [
    ['Max resolution', ['1080p', '4K HDR']],
    ['Wi-Fi', ['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E']],
    ['Voice remote', ['Yes', 'Yes, with TV controls']],
  ],
};

export const MIRRORLESS_CAMERAS: KindSeed = {
  noun: 'mirrorless camera',
  blurb: 'Fast autofocus that tracks eyes and animals, in-body stabilisation and 4K video.',
  price: [549, 2799],
  brands: [
    { brand: 'Sony', models: ['Alpha 7 IV', 'Alpha 6700', 'ZV-E10 II', 'Alpha 7C II'], codes: ['Alpha 6#00'] },
    {
      brand: 'Canon',
      models: ['EOS R6 Mark II', 'EOS R8', 'EOS R50', 'EOS R10'],
      codes: ['EOS R#0', 'EOS M## Mark II', 'PowerShot G## X'],
    },
    { brand: 'Nikon', models: ['Z6III', 'Z f', 'Z50II', 'Z5'] },
    { brand: 'Fujifilm', models: ['X-T5', 'X100VI', 'X-S20', 'X-M5'], codes: ['X-S#0', 'X-T#0'] },
  ],
  variants: [{ values: ['Body only', 'with 18-55mm lens', 'with 24-105mm lens'], priceStep: 0.18 }],
  specs: [
    ['Sensor', ['APS-C', 'Full frame']],
    ['Resolution', ['24.2 MP', '26.1 MP', '33 MP', '40.2 MP']],
    ['Video', ['4K 30p', '4K 60p', '6.2K 30p']],
    ['Weight (body)', ['350 g', '493 g', '658 g', '710 g']],
  ],
};

export const ACTION_CAMERAS: KindSeed = {
  noun: 'action camera',
  blurb: 'Waterproof without a case, with stabilisation that keeps bike and ski footage smooth.',
  price: [149, 549],
  weight: 0.8,
  brands: [
    {
      brand: 'GoPro',
      models: ['HERO13 Black', 'HERO12 Black', 'HERO 4K', 'MAX 360'],
      codes: ['HERO## Black', 'HERO## Session'],
    },
    {
      brand: 'DJI',
      models: ['Osmo Action 5 Pro', 'Osmo Action 4', 'Osmo 360', 'Osmo Pocket 3'],
      codes: ['Osmo Action # Pro', 'Osmo Pocket ##'],
    },
    { brand: 'Insta360', models: ['X4', 'Ace Pro 2', 'GO 3S'] },
  ],
  variants: [{ values: ['Standard', 'Adventure Combo', 'Creator Combo'], priceStep: 0.25 }],
  specs: [
    ['Video', ['4K 60fps', '5.3K 60fps', '8K 30fps']],
    ['Waterproof depth', ['10 m', '18 m', '20 m']],
    ['Battery', ['1,720 mAh', '1,770 mAh', '2,290 mAh']],
  ],
};

export const DRONES: KindSeed = {
  noun: 'camera drone',
  blurb: 'Folds to fit a jacket pocket, holds steady in wind and returns home on its own.',
  price: [299, 2199],
  weight: 0.7,
  brands: [
    {
      brand: 'DJI',
      models: ['Mini 4 Pro', 'Air 3S', 'Mavic 3 Classic', 'Neo', 'Avata 2'],
      codes: ['Mini # SE', 'Mini ### Combo', 'Air ##S'],
    },
    { brand: 'Potensic', models: ['ATOM 2', 'ATOM SE'], codes: ['ATOM ##', 'Dreamer ### 4K'] },
    { brand: 'Autel', models: ['EVO Lite+', 'EVO Nano+'], codes: ['EVO ##0 Pro', 'EVO Lite ##'] },
  ],
  variants: [{ values: ['Standard', 'Fly More Combo'], priceStep: 0.3 }],
  specs: [
    ['Weight', ['135 g', '249 g', '724 g', '895 g']],
    ['Flight time', ['18 min', '34 min', '45 min', '46 min']],
    ['Video', ['4K 60fps', '4K 100fps', '5.1K 50fps']],
  ],
};
