/** The sample service is "Daybook", a photo journal: albums of photos with places, and dated journal entries. */

export interface Album {
  id: string;
  name: string;
  shared: boolean;
  archived: boolean;
  place: string;
  center: { lat: number; lng: number };
}

export interface Photo {
  id: string;
  albumId: string;
  title: string;
  caption: string;
  /** Unix seconds. */
  takenAt: number;
  lat: number;
  lng: number;
  place: string;
}

export interface Entry {
  id: string;
  title: string;
  body: string;
  mood: string;
  /** Unix seconds. */
  createdAt: number;
}

export interface UserData {
  albums: Album[];
  photos: Photo[];
  entries: Entry[];
}

export interface PartnerUser {
  id: string;
  name: string;
  handle: string;
}

export const DEMO_USER: PartnerUser = { id: 'user_ada', name: 'Ada Lovelace', handle: 'ada' };
/** The user whose token `test/setup` hands out. */
export const TEST_USER: PartnerUser = { id: 'user_grace', name: 'Grace Hopper', handle: 'grace' };
export const USERS: PartnerUser[] = [DEMO_USER, TEST_USER];

export const MOODS = ['happy', 'calm', 'adventurous', 'reflective'] as const;

const ALBUMS: Album[] = [
  {
    id: 'album_lisbon',
    name: 'Summer in Lisbon',
    shared: false,
    archived: false,
    place: 'Lisbon, Portugal',
    center: { lat: 38.7139, lng: -9.1394 },
  },
  {
    id: 'album_garden',
    name: 'Garden diary',
    shared: false,
    archived: false,
    place: 'Kew, London',
    center: { lat: 51.4787, lng: -0.2956 },
  },
  {
    id: 'album_family',
    name: 'Family',
    shared: true,
    archived: false,
    place: 'Berlin, Germany',
    center: { lat: 52.52, lng: 13.405 },
  },
  {
    id: 'album_archive_2019',
    name: 'Archive 2019',
    shared: false,
    archived: true,
    place: 'Oslo, Norway',
    center: { lat: 59.9139, lng: 10.7522 },
  },
];

const PHOTO_TITLES: Record<string, string[]> = {
  album_lisbon: [
    'Tram 28 at dawn',
    'Miradouro da Graça',
    'Pastéis de nata',
    'Alfama rooftops',
    'LX Factory murals',
    'Sunset at Belém',
    'Fado night',
    'Ferry to Cacilhas',
  ],
  album_garden: [
    'First tomatoes',
    'Bee on lavender',
    'Rain on the greenhouse',
    'Sunflowers, week 6',
    'Compost day',
    'Frost on the kale',
    'Apple blossom',
    'New raised bed',
  ],
  album_family: [
    "Grandma's birthday",
    'Picnic in Tiergarten',
    'Lego castle',
    'Sunday pancakes',
    'First day of school',
    'Kite flying',
    'Board game night',
    'Snowman',
  ],
  album_archive_2019: ['Old camera test', 'Blurry concert', 'Airport window'],
};

const ENTRY_TOPICS = [
  ['A long walk by the river', 'Walked the whole length of the river path and back before breakfast.'],
  ['Rainy afternoon', 'Stayed in with tea and finally sorted the photos from the trip.'],
  ['New recipe', 'Tried a lemon and thyme roast; it needs more salt next time.'],
  ['Quiet morning', 'Woke early, wrote three pages and watched the street wake up.'],
  ['Market day', 'Found late strawberries and a chipped blue bowl for the kitchen.'],
  ['Bike repair', 'Fixed the slow puncture at last and rode to the lake.'],
  ['Letters', 'Answered the pile of letters that has been waiting since spring.'],
  ['Museum visit', 'Spent an hour in front of one painting and it was worth it.'],
  ['Garden work', 'Moved the rosemary to the sunny corner and weeded the beds.'],
  ['Old friends', 'Dinner with friends from school; we laughed about the same old stories.'],
  ['Train journey', 'Read half a novel between two cities and forgot to look out of the window.'],
  ['Storm', 'The power went out for an hour; candles and card games.'],
  ['Swimming', 'First swim of the year in the cold lake. Never again, until tomorrow.'],
  ['Moving furniture', 'The desk is by the window now and the room feels twice as big.'],
  ['Stargazing', 'Clear night: saw Jupiter and its moons through the small telescope.'],
];

/**
 * A fresh copy of one user's data, dated back from `now` (Unix seconds): 27 photos over 4 albums (one
 * archived) and 15 journal entries, one a day. Ids come from `nextId` so they are unique per instance.
 */
export function seedUserData(now: number, nextId: (prefix: string) => string): UserData {
  const albums = ALBUMS.map((a) => ({ ...a, center: { ...a.center } }));
  const photos: Photo[] = [];
  for (let n = 0; n < 8; n++) {
    albums.forEach((album, albumIndex) => {
      const title = PHOTO_TITLES[album.id][n];
      if (!title) return;
      photos.push({
        id: nextId('ph'),
        albumId: album.id,
        title,
        caption: `${title}, ${album.place}.`,
        takenAt: now - 3600 * (1 + n * 12 + albumIndex * 3),
        lat: round(album.center.lat + (((n * 37) % 11) - 5) * 0.002),
        lng: round(album.center.lng + (((n * 53) % 13) - 6) * 0.002),
        place: album.place,
      });
    });
  }
  const entries: Entry[] = ENTRY_TOPICS.map(([topic, body], n) => ({
    id: nextId('en'),
    title: `Day ${ENTRY_TOPICS.length - n}: ${topic}`,
    body,
    mood: MOODS[n % MOODS.length],
    createdAt: now - 86400 * n - 1800,
  }));
  return { albums, photos, entries };
}

function round(x: number) {
  return Math.round(x * 1e6) / 1e6;
}
