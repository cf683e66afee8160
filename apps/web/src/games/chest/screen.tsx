import { createGameScreen } from '../kit/question-play';
import { chestKind } from './chest-kind';

export default createGameScreen(chestKind);
