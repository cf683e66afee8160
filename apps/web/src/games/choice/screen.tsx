import { createGameScreen } from '../kit/question-play';
import { choiceKind } from './choice-kind';

export default createGameScreen(choiceKind);
