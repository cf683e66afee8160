import { createGameScreen } from '../kit/question-play';
import { colourMatchingKind } from './colour-matching-kind';

export default createGameScreen(colourMatchingKind);
