import { createGameScreen } from '../kit/question-play';
import { dialogueReplyKind } from './dialogue-reply-kind';

export default createGameScreen(dialogueReplyKind);
