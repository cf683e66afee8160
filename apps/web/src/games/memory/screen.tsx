import { createGameScreen } from '../kit/question-play';
import { memoryKind } from './memory-kind';

export default createGameScreen(memoryKind);
