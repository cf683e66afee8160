import { createGameScreen } from '../kit/question-play';
import { dialogueOrderingKind } from './dialogue-ordering-kind';

export default createGameScreen(dialogueOrderingKind);
