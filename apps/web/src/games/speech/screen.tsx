import { createGameScreen } from '../kit/question-play';
import { speechKind } from './speech-kind';

export default createGameScreen(speechKind);
