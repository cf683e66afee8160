import { colourForms } from './colour-forms.mjs';
import { contentPictures } from './content-pictures.mjs';
import { courseStudio } from './course-studio.mjs';
import { dictionary } from './dictionary.mjs';
import { families } from './families.mjs';
import { familyProfile } from './family-profile.mjs';
import { firstRunGame } from './first-run-game.mjs';
import { firstRunMap } from './first-run-map.mjs';
import { freeLesson } from './free-lesson.mjs';
import { languageSurvivesReload } from './language.mjs';
import { guardReturnsToProfile } from './guard.mjs';
import { learningLoop } from './learning-loop.mjs';
import { offlinePlay } from './offline-play.mjs';
import { registerThenSignIn } from './register-and-sign-in.mjs';
import { secondLoad } from './second-load.mjs';
import { showAndSay } from './show-and-say.mjs';
import { sound } from './sound.mjs';
import { speakingGames } from './speaking-games.mjs';
import { supportConsole } from './support-console.mjs';
import { touchGames } from './touch-games.mjs';
import { uzbekTitles } from './uzbek-titles.mjs';
import { wrongCode } from './wrong-code.mjs';

/** Run in this order, a few at a time (run.mjs): the longest first, so the run ends together. */
export const journeys = [
  families,
  offlinePlay,
  touchGames,
  freeLesson,
  familyProfile,
  learningLoop,
  sound,
  showAndSay,
  colourForms,
  firstRunGame,
  speakingGames,
  dictionary,
  supportConsole,
  registerThenSignIn,
  guardReturnsToProfile,
  uzbekTitles,
  wrongCode,
  firstRunMap,
  languageSurvivesReload,
  contentPictures,
  secondLoad,
  courseStudio,
];
