import type { KindSeed } from '../kind-types.js';

export const GAMES_CONSOLES: KindSeed = {
  noun: 'games console',
  blurb: 'Fast loading, 4K gaming and a library of exclusives, ready to play out of the box.',
  price: [199, 799],
  weight: 0.8,
  brands: [
    {
      brand: 'Sony',
      models: ['PlayStation 5 Slim', 'PlayStation 5 Pro', 'PlayStation 5 Slim Digital Edition', 'PlayStation Portal'],
      codes: ['PlayStation 5 Slim CFI-20##', 'PlayStation 5 CFI-1##6'],
    },
    {
      brand: 'Microsoft',
      models: ['Xbox Series X', 'Xbox Series S', 'Xbox Series X Digital Edition'],
      codes: ['Xbox Series X ## TB', 'Xbox Series S RRS-000##'],
    },
    {
      brand: 'Nintendo',
      models: ['Switch OLED', 'Switch Lite', 'Switch 2'],
      codes: ['Switch HEG-00#', 'Switch Lite HDH-0##'],
    },
    { brand: 'Valve', models: ['Steam Deck OLED'] },
  ],
  variants: [{ values: ['Console only', 'with extra controller', 'with game bundle'], priceStep: 0.12 }],
  specs: [
    ['Storage', ['512 GB', '1 TB', '2 TB', '64 GB']],
    ['Max resolution', ['4K 120 Hz', '1440p 120 Hz', '1080p handheld']],
    ['Disc drive', ['Yes', 'No']],
  ],
};

export const CONTROLLERS: KindSeed = {
  noun: 'game controller',
  blurb: 'Precise sticks, responsive triggers and a battery that lasts through long sessions.',
  price: [24, 199],
  brands: [
    { brand: 'Sony', models: ['DualSense Wireless Controller', 'DualSense Edge'] },
    { brand: 'Microsoft', models: ['Xbox Wireless Controller', 'Xbox Elite Series 2 Core'] },
    { brand: 'Nintendo', models: ['Switch Pro Controller', 'Joy-Con Pair'] },
    {
      brand: '8BitDo',
      models: ['Ultimate Bluetooth', 'Pro 2', 'SN30 Pro'],
      codes: ['Ultimate ##', 'SN## Pro', 'Pro ##'],
    },
    {
      brand: 'PowerA',
      models: ['Enhanced Wired Controller', 'Fusion Pro 3'],
      codes: ['Spectra Infinity #', 'Enhanced Wired ##', 'Fusion Pro ###'],
    },
  ],
  variants: [{ values: ['Midnight Black', 'White', 'Cosmic Red', 'Volcanic Red', 'Carbon Black'] }],
  specs: [
    ['Connection', ['Bluetooth', 'USB-C cable', 'Bluetooth and USB-C']],
    ['Battery life', ['6 hours', '12 hours', '40 hours']],
  ],
};

export const VIDEO_GAMES: KindSeed = {
  noun: 'video game',
  blurb: 'Hours of play on your own or with friends online; rated for age on the box.',
  price: [14, 69],
  weight: 1.2,
  brands: [
    {
      brand: 'Nintendo',
      models: [
        'Pokémon Scarlet',
        'Pokémon Violet',
        'Mario Kart 8 Deluxe',
        'The Legend of Zelda: Tears of the Kingdom',
        'Super Mario Bros. Wonder',
        'Animal Crossing: New Horizons',
      ],
    },
    { brand: 'EA Sports', models: ['FC 25', 'F1 24', 'Madden NFL 25'], codes: ['FC 2#', 'F1 2#'] },
    { brand: 'Rockstar', models: ['Grand Theft Auto V', 'Red Dead Redemption 2'] },
    {
      brand: 'Ubisoft',
      models: ["Assassin's Creed Shadows", 'Star Wars Outlaws', 'Just Dance 2025'],
      codes: ['Just Dance 20##'],
    },
    { brand: 'Sony', models: ['Astro Bot', 'Gran Turismo 7', 'Marvel’s Spider-Man 2'] },
  ],
  variants: [{ values: ['Nintendo Switch', 'PS5', 'Xbox Series X', 'PS4', 'PC'] }],
  specs: [
    ['Age rating', ['PEGI 3', 'PEGI 7', 'PEGI 12', 'PEGI 16', 'PEGI 18']],
    ['Players', ['1', '1-4', '1-8 online']],
  ],
};

export const LEGO_SETS: KindSeed = {
  noun: 'building set',
  blurb: 'Step-by-step instructions and a satisfying build that looks great on display afterwards.',
  price: [9, 649],
  weight: 1.3,
  brands: [
    {
      brand: 'LEGO',
      models: [
        'Technic Lamborghini Revuelto 42176',
        'Star Wars Millennium Falcon 75375',
        'Icons Botanical Orchid 10311',
        'City Police Station 60316',
        'Harry Potter Hogwarts Castle 76454',
        'Friends Heartlake City Café 42618',
      ],
      codes: ['Technic 42##', 'City 60##', 'Creator 3in1 31##', 'Star Wars 75##'],
    },
    {
      brand: 'Playmobil',
      models: ['City Life Hospital 71615', 'Novelmore Knights Castle 71484'],
      codes: ['City Action 71##'],
    },
    { brand: 'Mega', models: ['Pokémon Jumbo Pikachu', 'Hot Wheels Smash Crash'] },
  ],
  specs: [
    ['Pieces', ['98', '414', '1,051', '2,099', '7,541']],
    ['Age', ['4+', '7+', '9+', '18+']],
  ],
};

export const MAGNETIC_TILES: KindSeed = {
  noun: 'magnetic tile set',
  blurb: 'Strong magnets and translucent colours for towers, ramps and marble runs.',
  price: [19, 149],
  weight: 0.6,
  brands: [
    {
      brand: 'Magna-Tiles',
      models: ['Classic 100-Piece', 'Clear Colours 32-Piece', 'Metropolis 110-Piece'],
      codes: ['Classic ##-Piece', 'Clear Colours ##-Piece', 'Builder ###-Piece'],
    },
    {
      brand: 'Connetix',
      models: ['Rainbow Creative Pack 102', 'Pastel Ball Run 92'],
      codes: ['Rainbow ###-Piece', 'Pastel ##-Piece'],
    },
    { brand: 'PicassoTiles', models: ['Marble Run 150', 'Race Track 100'] },
  ],
  specs: [
    ['Pieces', ['32', '62', '100', '150']],
    ['Age', ['3+', '4+']],
  ],
};

export const BOARD_GAMES: KindSeed = {
  noun: 'board game',
  blurb: 'Easy to learn and hard to master, for game nights with family or friends.',
  price: [12, 89],
  weight: 1.1,
  brands: [
    { brand: 'Catan Studio', models: ['Catan', 'Catan Seafarers', 'Catan Cities & Knights'] },
    { brand: 'Days of Wonder', models: ['Ticket to Ride Europe', 'Ticket to Ride', 'Ticket to Ride London'] },
    {
      brand: 'Hasbro',
      models: ['Monopoly Classic', 'Cluedo', 'Trivial Pursuit'],
      codes: ['Monopoly ## Edition', 'Trivial Pursuit ##th Anniversary'],
    },
    {
      brand: 'Z-Man Games',
      models: ['Pandemic', 'Carcassonne', 'Pandemic Legacy Season 1'],
      codes: ['Carcassonne ##th Anniversary', 'Pandemic Legacy Season ##'],
    },
    {
      brand: 'Stonemaier',
      models: ['Wingspan', 'Scythe', 'Wyrmspan'],
      codes: ['Wingspan Expansion ##', 'Scythe Encounters ##'],
    },
  ],
  variants: [{ values: ['Standard Edition', 'Anniversary Edition', 'Travel Edition'], priceStep: 0.2 }],
  specs: [
    ['Players', ['2-4', '2-5', '1-5', '3-6']],
    ['Playing time', ['30 min', '45 min', '60 min', '90 min']],
    ['Age', ['8+', '10+', '14+']],
  ],
};

/** Puzzles ship without specifications: real feeds rarely have any. */
export const JIGSAW_PUZZLES: KindSeed = {
  noun: 'jigsaw puzzle',
  blurb: 'Thick, snug-fitting pieces and a poster to work from.',
  price: [9, 39],
  weight: 0.8,
  brands: [
    {
      brand: 'Ravensburger',
      models: ['Disney Castle 1000 Piece', 'Van Gogh Starry Night 1000 Piece', 'Wildlife 500 Piece'],
      codes: ['1000 Piece 1#0##', '500 Piece 1#5##'],
    },
    { brand: 'Wentworth', models: ['Cottage Garden 250 Piece Wooden', 'London Icons 500 Piece Wooden'] },
    { brand: 'Gibsons', models: ['Seaside Stroll 1000 Piece', 'Bus Station 500 Piece'], codes: ['G#0##'] },
  ],
};

export const SCOOTERS: KindSeed = {
  noun: 'scooter',
  blurb: 'Smooth wheels, a grippy deck and an adjustable handlebar that grows with the rider.',
  price: [29, 199],
  weight: 0.7,
  brands: [
    { brand: 'Micro', models: ['Maxi Deluxe', 'Mini Deluxe', 'Sprite'], codes: ['Maxi Deluxe ##', 'Mini Deluxe ##'] },
    { brand: 'Globber', models: ['Elite Deluxe', 'Primo', 'Flow 125'], codes: ['Elite ##', 'Flow ###', 'Primo ##'] },
    { brand: 'Razor', models: ['A5 Lux', 'Phase Two'], codes: ['A# Lux', 'Power Core E##'] },
  ],
  variants: [{ values: ['Blue', 'Pink', 'Green', 'Black', 'Purple'] }],
  specs: [
    ['Age', ['2-5 years', '5-12 years', '6+ years']],
    ['Max rider weight', ['20 kg', '50 kg', '100 kg']],
  ],
};
