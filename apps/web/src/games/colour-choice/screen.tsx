import { createGameScreen } from '../kit/question-play';
import { colourChoiceKind } from './colour-choice-kind';

export default createGameScreen(colourChoiceKind);
