import type { KindSeed } from '../kind-types.js';

export const LAPTOPS: KindSeed = {
  noun: 'laptop',
  blurb: 'Light enough to carry all day, with a sharp screen, a comfortable keyboard and fast storage.',
  price: [299, 1999],
  weight: 2,
  brands: [
    {
      brand: 'Apple',
      models: ['MacBook Air 13 M3', 'MacBook Air 15 M3', 'MacBook Pro 14 M4', 'MacBook Pro 16 M4 Pro'],
    },
    {
      brand: 'Dell',
      models: ['XPS 13 9345', 'Inspiron 15 3535', 'Latitude 5450', 'XPS 14 9440'],
      codes: ['Inspiron 1# 3#3#', 'Vostro 15 3#30'],
    },
    {
      brand: 'HP',
      models: ['Pavilion 15-eg3000na', 'Spectre x360 14', 'EliteBook 840 G11', 'OmniBook X 14'],
      codes: ['15-fd0##na', '14s-dq5###na'],
    },
    {
      brand: 'Lenovo',
      models: ['ThinkPad X1 Carbon Gen 12', 'IdeaPad Slim 5', 'Yoga Slim 7x', 'Legion 5 Gen 9'],
      codes: ['IdeaPad 1 15ALC#', 'ThinkPad E1# Gen #'],
    },
    {
      brand: 'ASUS',
      models: ['Zenbook 14 OLED UX3405', 'Vivobook 15 X1504', 'ROG Zephyrus G14'],
      codes: ['Vivobook 15 X15#4VA', 'TUF Gaming FA5#7'],
    },
    {
      brand: 'Acer',
      models: ['Swift Go 14', 'Aspire 5 A515-58M', 'Nitro V 15'],
      codes: ['Aspire 3 A315-5#M', 'Nitro AN515-5#'],
    },
  ],
  variants: [
    { values: ['8GB RAM 256GB SSD', '16GB RAM 512GB SSD', '16GB RAM 1TB SSD', '32GB RAM 1TB SSD'], priceStep: 0.2 },
  ],
  specs: [
    ['Screen', ['13.3 in 2560 x 1600', '14 in 2880 x 1800 OLED', '15.6 in 1920 x 1080', '16 in 2560 x 1600']],
    [
      'Processor',
      ['Apple M3', 'Intel Core Ultra 7 155H', 'AMD Ryzen 7 8845HS', 'Snapdragon X Plus', 'Intel Core i5-1335U'],
    ],
    ['Battery life', ['10 hours', '14 hours', '18 hours', '22 hours']],
    ['Weight', ['1.24 kg', '1.39 kg', '1.6 kg', '1.78 kg', '2.1 kg']],
    ['Operating system', ['macOS', 'Windows 11 Home', 'Windows 11 Pro']],
  ],
};

export const TABLETS: KindSeed = {
  noun: 'tablet',
  blurb: 'A big, bright screen for films, notes and video calls, with stylus support.',
  price: [99, 1099],
  weight: 1.2,
  brands: [
    { brand: 'Apple', models: ['iPad Pro 11 M4', 'iPad Air 13 M2', 'iPad 10th gen', 'iPad mini A17 Pro'] },
    {
      brand: 'Samsung',
      models: ['Galaxy Tab S10+', 'Galaxy Tab S9 FE', 'Galaxy Tab A9+'],
      codes: ['Galaxy Tab A# Lite', 'Galaxy Tab S#0 FE', 'Galaxy Tab SM-X#0#'],
    },
    { brand: 'Lenovo', models: ['Tab P12', 'Tab M11', 'Tab Plus'], codes: ['Tab M#0 HD'] },
    { brand: 'Amazon', models: ['Fire HD 10', 'Fire Max 11', 'Fire HD 8'] },
    { brand: 'Xiaomi', models: ['Pad 6', 'Redmi Pad Pro', 'Redmi Pad SE'] },
  ],
  variants: [
    { values: ['64GB', '128GB', '256GB', '512GB'], priceStep: 0.15 },
    { values: ['Wi-Fi', 'Wi-Fi + Cellular'], priceStep: 0.2 },
  ],
  specs: [
    ['Screen size', ['8.3 in', '10.9 in', '11 in', '12.4 in', '13 in']],
    ['Battery life', ['10 hours', '12 hours', '14 hours']],
    ['Stylus', ['Supported (sold separately)', 'Included', 'Not supported']],
  ],
};

export const DESKTOPS: KindSeed = {
  noun: 'desktop computer',
  blurb: 'Quiet, upgradeable and powerful enough for photo editing, homework and light gaming.',
  price: [379, 2999],
  weight: 0.8,
  brands: [
    { brand: 'Apple', models: ['iMac 24 M4', 'Mac mini M4', 'Mac Studio M2 Max'] },
    {
      brand: 'HP',
      models: ['Pavilion Desktop TP01', 'OMEN 25L', 'All-in-One 24-cr0'],
      codes: ['Pavilion TP01-#0##na'],
    },
    {
      brand: 'Lenovo',
      models: ['IdeaCentre 5i', 'Legion Tower 5i', 'ThinkCentre neo 50s'],
      codes: ['IdeaCentre 3 07IAB#'],
    },
    { brand: 'Dell', models: ['Inspiron 3030 Desktop', 'XPS 8960', 'OptiPlex 7020'], codes: ['OptiPlex 7#10 SFF'] },
  ],
  variants: [{ values: ['16GB RAM 512GB SSD', '16GB RAM 1TB SSD', '32GB RAM 1TB SSD'], priceStep: 0.18 }],
  specs: [
    ['Processor', ['Apple M4', 'Intel Core i5-14400', 'Intel Core i7-14700', 'AMD Ryzen 7 7700']],
    ['Graphics', ['Integrated', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070 Super']],
    ['Operating system', ['macOS', 'Windows 11 Home', 'Windows 11 Pro']],
  ],
};

export const MONITORS: KindSeed = {
  noun: 'monitor',
  blurb: 'Accurate colour, thin bezels and a stand that tilts and swivels, with a USB-C hub on some models.',
  price: [99, 1399],
  weight: 1.3,
  brands: [
    { brand: 'Dell', models: ['UltraSharp U2724DE', 'S2722QC', 'Alienware AW3423DWF'], codes: ['S2#2#H', 'P2#23HE'] },
    { brand: 'LG', models: ['UltraGear 27GR95QE', 'UltraFine 32UN880', '27UP850N'], codes: ['##MR4#0', '##GN60#'] },
    {
      brand: 'Samsung',
      models: ['Odyssey G9 OLED', 'ViewFinity S8', 'Smart Monitor M8'],
      codes: ['LS##C33#', 'Odyssey G#'],
    },
    {
      brand: 'ASUS',
      models: ['ProArt PA278QV', 'TUF Gaming VG27AQ', 'ROG Swift PG27AQDM'],
      codes: ['VA2#DQ', 'VG2#9Q'],
    },
    { brand: 'BenQ', models: ['PD2705U', 'MOBIUZ EX2710Q', 'GW2490'], codes: ['GW2#80', 'EW2#80U'] },
  ],
  specs: [
    ['Screen size', ['24 in', '27 in', '32 in', '34 in', '49 in']],
    ['Resolution', ['1920 x 1080', '2560 x 1440', '3840 x 2160', '5120 x 1440']],
    ['Refresh rate', ['60 Hz', '75 Hz', '144 Hz', '165 Hz', '240 Hz']],
    ['Panel', ['IPS', 'VA', 'OLED', 'QD-OLED']],
  ],
};

export const KEYBOARDS: KindSeed = {
  noun: 'keyboard',
  blurb: 'Comfortable, quiet keys with multi-device switching and a long-lasting battery.',
  price: [19, 229],
  brands: [
    {
      brand: 'Logitech',
      models: ['MX Keys S', 'MX Mechanical Mini', 'K380 Multi-Device', 'POP Keys', 'G915 X'],
      codes: ['K##0', 'G#15'],
    },
    { brand: 'Keychron', models: ['K2 Pro', 'Q1 Pro', 'V1 Max', 'K8 Pro'], codes: ['K# Pro', 'V# Max', 'Q#0# HE'] },
    {
      brand: 'Razer',
      models: ['BlackWidow V4', 'Huntsman Mini', 'DeathStalker V2 Pro'],
      codes: ['BlackWidow V##', 'Ornata V# X##'],
    },
    { brand: 'Corsair', models: ['K70 RGB Pro', 'K65 Plus Wireless', 'K55 Core'], codes: ['K#5 RGB', 'K#0# Pro'] },
    { brand: 'Apple', models: ['Magic Keyboard with Touch ID', 'Magic Keyboard with Numeric Keypad'] },
  ],
  variants: [{ values: ['UK layout', 'US layout', 'Nordic layout'] }],
  specs: [
    ['Switches', ['Low-profile scissor', 'Mechanical (red)', 'Mechanical (brown)', 'Optical']],
    ['Connection', ['Bluetooth and USB receiver', 'Bluetooth', 'USB-C cable']],
    ['Backlight', ['White', 'RGB', 'None']],
  ],
};

export const MICE: KindSeed = {
  noun: 'mouse',
  blurb: 'Shaped for long days, with a precise sensor and scroll wheel that flies through documents.',
  price: [12, 169],
  brands: [
    {
      brand: 'Logitech',
      models: ['MX Master 3S', 'MX Anywhere 3S', 'Lift Vertical', 'G502 X Plus', 'M240 Silent'],
      codes: ['M#90', 'G#05', 'G### Lightspeed', 'M### Silent'],
    },
    { brand: 'Razer', models: ['DeathAdder V3 Pro', 'Basilisk V3', 'Viper V3 Pro'] },
    { brand: 'Apple', models: ['Magic Mouse'] },
    { brand: 'Microsoft', models: ['Bluetooth Ergonomic Mouse', 'Surface Arc Mouse'] },
    {
      brand: 'SteelSeries',
      models: ['Rival 3', 'Aerox 5 Wireless', 'Prime Mini'],
      codes: ['Rival #', 'Rival ##0', 'Aerox ##'],
    },
  ],
  variants: [{ values: ['Graphite', 'Pale Grey', 'Black', 'White'] }],
  specs: [
    ['Sensor', ['4,000 DPI', '8,000 DPI', '25,600 DPI', '30,000 DPI']],
    ['Connection', ['Bluetooth and USB receiver', 'USB receiver', 'Bluetooth', 'Cable']],
    ['Weight', ['54 g', '63 g', '89 g', '141 g']],
  ],
};

export const WEBCAMS: KindSeed = {
  noun: 'webcam',
  blurb: 'Sharp video and clear microphones for calls, with a privacy shutter and auto light correction.',
  price: [25, 249],
  weight: 0.6,
  brands: [
    {
      brand: 'Logitech',
      models: ['Brio 4K', 'C920s HD Pro', 'MX Brio', 'StreamCam'],
      codes: ['C#20', 'Brio #00', 'C### HD'],
    },
    { brand: 'Razer', models: ['Kiyo Pro', 'Kiyo X'] },
    { brand: 'Elgato', models: ['Facecam MK.2', 'Facecam Pro'] },
    { brand: 'OBSBOT', models: ['Tiny 2', 'Meet 2'], codes: ['Tiny ## 4K', 'Meet ##'] },
  ],
  specs: [
    ['Resolution', ['1080p 30fps', '1080p 60fps', '4K 30fps']],
    ['Microphones', ['Stereo', 'Dual', 'Mono']],
    ['Privacy shutter', ['Yes', 'No']],
  ],
};

export const EXTERNAL_SSDS: KindSeed = {
  noun: 'portable SSD',
  blurb: 'Pocket-sized fast storage for backups and video, drop resistant and bus powered over USB-C.',
  price: [49, 199],
  brands: [
    { brand: 'Samsung', models: ['T7 Shield', 'T9', 'T7'], codes: ['T# Touch', 'T# Shield MU-PE#T'] },
    {
      brand: 'SanDisk',
      models: ['Extreme Portable SSD V2', 'Extreme PRO Portable SSD', 'Portable SSD'],
      codes: ['Extreme Portable SSD SDSSDE##', 'Desk Drive ##'],
    },
    { brand: 'Crucial', models: ['X9 Pro', 'X10 Pro', 'X6'], codes: ['X# Portable', 'X## Pro CT#T'] },
    { brand: 'WD', models: ['My Passport SSD', 'Elements SE SSD'] },
    { brand: 'LaCie', models: ['Rugged SSD', 'Rugged Mini SSD'] },
  ],
  variants: [{ values: ['500GB', '1TB', '2TB', '4TB'], priceStep: 0.5 }],
  specs: [
    ['Read speed', ['540 MB/s', '1,050 MB/s', '2,000 MB/s']],
    ['Interface', ['USB 3.2 Gen 2', 'USB 3.2 Gen 2x2', 'USB4']],
    ['Drop resistance', ['2 m', '3 m', 'None stated']],
  ],
};

export const MEMORY_CARDS: KindSeed = {
  noun: 'memory card',
  blurb: 'Fast enough for 4K video and burst photos, rated for heat, water and X-rays.',
  price: [6, 49],
  weight: 0.8,
  brands: [
    {
      brand: 'SanDisk',
      models: ['Extreme microSDXC', 'Extreme PRO SDXC', 'Ultra microSDXC'],
      codes: ['Extreme PLUS V##'],
    },
    { brand: 'Samsung', models: ['PRO Plus microSDXC', 'EVO Select microSDXC', 'PRO Ultimate SDXC'] },
    { brand: 'Lexar', models: ['Professional 1800x SDXC', 'PLAY microSDXC'], codes: ['Professional ###x SDXC'] },
    { brand: 'Kingston', models: ['Canvas Go! Plus', 'Canvas React Plus'] },
  ],
  variants: [{ values: ['64GB', '128GB', '256GB', '512GB', '1TB'], priceStep: 0.45 }],
  specs: [
    ['Read speed', ['100 MB/s', '170 MB/s', '200 MB/s', '300 MB/s']],
    ['Speed class', ['U3 V30 A2', 'U3 V60', 'U3 V90']],
  ],
};

export const ROUTERS: KindSeed = {
  noun: 'Wi-Fi router',
  blurb: 'Covers the whole home with fast, stable Wi-Fi and is set up from a phone app in minutes.',
  price: [39, 599],
  brands: [
    {
      brand: 'TP-Link',
      models: ['Deco X50 (3-pack)', 'Archer AX55', 'Archer BE800', 'Deco BE65'],
      codes: ['Archer AX#3', 'Deco X#0', 'Archer AX##00', 'Deco M#'],
    },
    {
      brand: 'NETGEAR',
      models: ['Orbi RBK763S', 'Nighthawk RAX50', 'Nighthawk RS700S'],
      codes: ['Nighthawk RAX#0', 'Orbi RBK#5#', 'Nighthawk R##00'],
    },
    { brand: 'ASUS', models: ['RT-AX58U', 'ZenWiFi XT9', 'ROG Rapture GT-BE98'], codes: ['RT-AX#8U', 'RT-BE#6U'] },
    { brand: 'Google', models: ['Nest Wifi Pro'] },
    { brand: 'Linksys', models: ['Velop Pro 7', 'Hydra Pro 6'] },
  ],
  specs: [
    ['Wi-Fi standard', ['Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7']],
    ['Coverage', ['Up to 150 m²', 'Up to 230 m²', 'Up to 600 m²']],
    ['Ethernet ports', ['2', '3', '4', '5']],
  ],
};
