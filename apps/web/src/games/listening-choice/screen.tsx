import { createGameScreen } from '../kit/question-play';
import { listeningChoiceKind } from './listening-choice-kind';

export default createGameScreen(listeningChoiceKind);
