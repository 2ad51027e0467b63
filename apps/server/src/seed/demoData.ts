/**
 * The demo world: who is in it, what they posted and what people said. The clips are
 * ffmpeg's generated patterns (scripts/make-demo-media.sh), so captions talk about them.
 */

/** Every demo account signs in with its email and this password (README: "Demo accounts"). */
export const DEMO_PASSWORD = 'flick-demo-2026';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  aboutMe: string;
  gender: 'female' | 'male' | 'other' | 'unspecified';
  dateOfBirth: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'maya.travels',
    firstName: 'Maya',
    lastName: 'Okafor',
    aboutMe: 'Chasing sunsets, one clip at a time.',
    gender: 'female',
    dateOfBirth: '1996-04-17',
  },
  {
    userName: 'leo.cooks',
    firstName: 'Leo',
    lastName: 'Brandt',
    aboutMe: 'Home cook. Colour theory in the kitchen.',
    gender: 'male',
    dateOfBirth: '1991-09-02',
  },
  {
    userName: 'aiko.draws',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    aboutMe: 'Generative art and sketchbooks.',
    gender: 'female',
    dateOfBirth: '1999-01-23',
  },
  {
    userName: 'sam.runs',
    firstName: 'Sam',
    lastName: 'Quinn',
    aboutMe: 'Marathons and morning loops.',
    gender: 'other',
    dateOfBirth: '1994-06-30',
  },
  {
    userName: 'nina.beats',
    firstName: 'Nina',
    lastName: 'Kowalski',
    aboutMe: 'Synths, sines and square waves.',
    gender: 'female',
    dateOfBirth: '1997-11-11',
  },
  {
    userName: 'omar.codes',
    firstName: 'Omar',
    lastName: 'Haddad',
    aboutMe: 'Shaders by night, backend by day.',
    gender: 'male',
    dateOfBirth: '1993-03-08',
  },
  {
    userName: 'lucia.dance',
    firstName: 'Lucía',
    lastName: 'Romero',
    aboutMe: 'Movement is a pattern too.',
    gender: 'female',
    dateOfBirth: '2000-07-14',
  },
  {
    userName: 'ben.outdoors',
    firstName: 'Ben',
    lastName: 'Carter',
    aboutMe: 'Trails, tents and test patterns.',
    gender: 'male',
    dateOfBirth: '1990-12-01',
  },
  {
    userName: 'zoe.pets',
    firstName: 'Zoë',
    lastName: 'Martin',
    aboutMe: 'Two cats who love screensavers.',
    gender: 'female',
    dateOfBirth: '1998-02-19',
  },
  {
    userName: 'ravi.films',
    firstName: 'Ravi',
    lastName: 'Patel',
    aboutMe: 'Colour grading nerd. SMPTE bars forever.',
    gender: 'male',
    dateOfBirth: '1992-08-25',
  },
  {
    userName: 'emma.garden',
    firstName: 'Emma',
    lastName: 'Schulz',
    aboutMe: 'Growing fractal ferns on my balcony.',
    gender: 'female',
    dateOfBirth: '1995-05-05',
  },
  {
    userName: 'kofi.skates',
    firstName: 'Kofi',
    lastName: 'Mensah',
    aboutMe: 'Skate, film, repeat.',
    gender: 'male',
    dateOfBirth: '2001-10-09',
  },
];

/** Who follows whom, by index into DEMO_USERS. */
export const DEMO_FOLLOWS: Array<[number, number]> = [
  [0, 1],
  [0, 2],
  [0, 4],
  [0, 9],
  [0, 11],
  [1, 0],
  [1, 5],
  [1, 10],
  [2, 0],
  [2, 4],
  [2, 5],
  [2, 6],
  [3, 0],
  [3, 7],
  [3, 11],
  [4, 2],
  [4, 5],
  [4, 6],
  [4, 9],
  [5, 2],
  [5, 4],
  [5, 9],
  [6, 4],
  [6, 0],
  [6, 11],
  [7, 3],
  [7, 10],
  [7, 0],
  [8, 0],
  [8, 2],
  [8, 10],
  [9, 4],
  [9, 5],
  [9, 2],
  [9, 0],
  [10, 7],
  [10, 8],
  [10, 2],
  [11, 6],
  [11, 3],
  [11, 9],
  [11, 0],
];

/** One demo clip: its asset number (demo-NN), owner index and caption. */
export interface DemoVideo {
  asset: number;
  owner: number;
  caption: string;
  isDuet?: boolean;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    asset: 1,
    owner: 9,
    caption: 'Calibrating the new monitor before the grade #colorgrading #retro',
  },
  { asset: 2, owner: 2, caption: 'Falling into the Mandelbrot set #fractal #generative #art' },
  { asset: 3, owner: 5, caption: 'Conway would be proud: life in 12 fps #gameoflife #code' },
  {
    asset: 4,
    owner: 5,
    caption: 'Rule 110 is Turing complete, and pretty #cellularautomata #code',
  },
  {
    asset: 5,
    owner: 0,
    caption: 'Golden hour over the bay, but make it a gradient #sunset #travel',
  },
  { asset: 6, owner: 9, caption: 'Colour bars on a spin cycle #smpte #colorgrading' },
  { asset: 7, owner: 10, caption: 'My fern grows like this. Mostly. #fractal #garden' },
  { asset: 8, owner: 4, caption: 'What a 440 Hz sine looks like in my head #synth #music' },
  { asset: 9, owner: 11, caption: 'Green screen test before the skate edit #skate #retro' },
  { asset: 10, owner: 2, caption: 'Zoom, zoom, zoom #fractal #satisfying' },
  { asset: 11, owner: 0, caption: 'Beach palette from last summer #travel #colors' },
  { asset: 12, owner: 8, caption: 'The cats stare at this for hours #pets #gameoflife' },
  {
    asset: 13,
    owner: 5,
    caption: 'Rule 30: chaos from one line of code #cellularautomata #generative',
  },
  { asset: 14, owner: 10, caption: 'Triangles all the way down #sierpinski #fractal' },
  { asset: 15, owner: 9, caption: 'Blue hour test chart #colorgrading #bluehour' },
  { asset: 16, owner: 6, caption: 'Warm-up visuals for tonight’s class #dance #colors' },
  { asset: 17, owner: 2, caption: 'Smooth colouring, finally #fractal #art' },
  { asset: 18, owner: 1, caption: 'Desaturated, like my sourdough starter #cooking #retro' },
  {
    asset: 19,
    owner: 3,
    caption: 'My heart-rate zones, visualised (not really) #running #gameoflife',
  },
  { asset: 20, owner: 4, caption: 'Every colour at once for the album art #music #colors' },
  { asset: 21, owner: 7, caption: 'Ice-blue morning at the lake #outdoors #travel' },
  {
    asset: 22,
    owner: 5,
    caption: 'Rule 90 makes Sierpinski for free #cellularautomata #sierpinski',
  },
  { asset: 23, owner: 11, caption: 'Sunny test pattern, sunny skate day #skate #sunset' },
  {
    asset: 24,
    owner: 6,
    caption: 'Choreography draft, geometry edition #dance #sierpinski',
    isDuet: true,
  },
  { asset: 25, owner: 2, caption: 'Seahorse valley, my favourite place #fractal #travel' },
  { asset: 26, owner: 0, caption: 'Sunset spiral from the ferry #sunset #satisfying' },
  { asset: 27, owner: 8, caption: 'Pink pixels for Zoë’s cat, Biscuit #pets #satisfying' },
  { asset: 28, owner: 9, caption: 'Teal and orange, the cliché I love #colorgrading #film' },
  { asset: 29, owner: 4, caption: 'Visualiser loop for the next track #music #loop' },
  { asset: 30, owner: 7, caption: 'Desert dunes palette from the trail #outdoors #sunset' },
];

/** Comment texts people post (stored URI-encoded, as the app sends them). */
export const DEMO_COMMENTS = [
  'This is mesmerising 😍',
  'Could watch this on loop all day',
  'How did you make this?',
  'The colours! 🔥',
  'Saving this for later',
  'Big fan of this one',
  'Okay this is oddly satisfying',
  'Teach me your ways 🙏',
  'My screensaver just got jealous',
  'Love it!',
  'Wait, that is so clever',
  'Need this as a wallpaper',
];
