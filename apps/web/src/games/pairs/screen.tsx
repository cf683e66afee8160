import { createGameScreen } from '../kit/question-play';
import { pairsKind } from './pairs-kind';

export default createGameScreen(pairsKind);
