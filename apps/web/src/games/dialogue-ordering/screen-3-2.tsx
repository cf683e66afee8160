import { createGameScreen } from '../kit/question-play';
import { sceneOrderingKind } from './dialogue-ordering-kind';

export default createGameScreen(sceneOrderingKind);
