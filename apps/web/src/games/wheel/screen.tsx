import { createGameScreen } from '../kit/question-play';
import { wheelKind } from './wheel-kind';

export default createGameScreen(wheelKind);
