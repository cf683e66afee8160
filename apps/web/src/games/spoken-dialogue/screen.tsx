import { createGameScreen } from '../kit/question-play';
import { spokenDialogueKind } from './spoken-dialogue-kind';

export default createGameScreen(spokenDialogueKind);
