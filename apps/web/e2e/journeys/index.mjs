import { contentPictures } from './content-pictures.mjs';
import { dictionary } from './dictionary.mjs';
import { familyProfile } from './family-profile.mjs';
import { freeLesson } from './free-lesson.mjs';
import { languageSurvivesReload } from './language.mjs';
import { guardReturnsToProfile } from './guard.mjs';
import { learningLoop } from './learning-loop.mjs';
import { registerThenSignIn } from './register-and-sign-in.mjs';
import { sound } from './sound.mjs';
import { speakingGames } from './speaking-games.mjs';
import { supportConsole } from './support-console.mjs';
import { touchGames } from './touch-games.mjs';
import { wrongCode } from './wrong-code.mjs';

export const journeys = [
  contentPictures,
  registerThenSignIn,
  wrongCode,
  guardReturnsToProfile,
  languageSurvivesReload,
  learningLoop,
  touchGames,
  freeLesson,
  speakingGames,
  sound,
  dictionary,
  familyProfile,
  supportConsole,
];
